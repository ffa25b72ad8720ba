/// The introspection XML of remindd's interface, served on the bus.
///
/// It is the text of data/dbus/org.checklists.Remindd1.xml, which the tests compare with
/// what the running daemon serves.
enum RemindersInterfaceXML {
    /// The XML.
    static let text = #"""
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <!--
          remindd's API on the session bus: bus name org.checklists.Remindd, object path
          /org/checklists/Remindd. It mirrors UNUserNotificationCenter, per calling app: every
          method takes the app identifier (such as a desktop file id without ".desktop").

          A request is a dictionary (a{sv}) with these keys:
            identifier s (required)       title s, subtitle s, body s (title or body required)
            sound-name s  or  silent b    badge i       user-info a{ss}
            category s    thread s        interruption-level s (passive, active, time-sensitive, critical)
            lateness-limit d              seconds after which a missed occurrence is dropped without a popup
            trigger s (immediate, interval, calendar; default immediate)
            interval d    repeats b       calendar a{si} (year month day hour minute second weekday weekday-ordinal)
            time-zone s   for a calendar trigger; without it the trigger follows the user's local zone
          A request whose category the app registered with SetCategories gets that category's
          action buttons (where the notification server offers actions), besides the default
          action (a click on the popup).
          Listed requests carry, besides these, next-trigger-date d (seconds since 1970 UTC).
          Delivered notifications carry occurrence-date d, delivered-at d, late b, missed b.
          Bad arguments get the error org.checklists.Remindd.Error.InvalidArgument whose message
          says what was wrong; nothing is changed then.
        -->
        <node>
          <interface name="org.checklists.Remindd1">
            <!-- Schedules a request, replacing a pending one with the same identifier. -->
            <method name="Add">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="request" type="a{sv}" direction="in"/>
              <arg name="next_trigger_date" type="d" direction="out"/>
            </method>
            <!-- Schedules many requests at once: all of them, or none when one is invalid. -->
            <method name="AddMany">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="requests" type="aa{sv}" direction="in"/>
              <arg name="next_trigger_dates" type="ad" direction="out"/>
            </method>
            <!-- Cancels pending requests; unknown identifiers are ignored. -->
            <method name="RemovePending">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="identifiers" type="as" direction="in"/>
            </method>
            <method name="RemoveAllPending">
              <arg name="app_id" type="s" direction="in"/>
            </method>
            <!-- The app's pending requests, soonest first. -->
            <method name="GetPending">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="requests" type="aa{sv}" direction="out"/>
            </method>
            <!-- The app's delivered notifications, newest first. -->
            <method name="GetDelivered">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="notifications" type="aa{sv}" direction="out"/>
            </method>
            <method name="RemoveDelivered">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="identifiers" type="as" direction="in"/>
            </method>
            <method name="RemoveAllDelivered">
              <arg name="app_id" type="s" direction="in"/>
            </method>
            <!-- Registers the app's notification categories, replacing the ones it had, like
                 setNotificationCategories: each a{sv} has identifier s, action-ids as and
                 action-titles as (the button labels, in the same order). -->
            <method name="SetCategories">
              <arg name="app_id" type="s" direction="in"/>
              <arg name="categories" type="aa{sv}" direction="in"/>
            </method>
            <!-- Holds popups until the given time (seconds since 1970 UTC), except critical ones,
                 and posts them when it comes; 0 ends the pause at once. It survives restarts. -->
            <method name="Pause">
              <arg name="until" type="d" direction="in"/>
            </method>
            <!-- Whether popups can be shown now: notification-server b, capabilities as, queued u,
                 paused-until d (0 when not paused). -->
            <method name="GetStatus">
              <arg name="status" type="a{sv}" direction="out"/>
            </method>
            <!-- A notification was delivered (its popup posted, or recorded as missed). -->
            <signal name="Delivered">
              <arg name="app_id" type="s"/>
              <arg name="identifier" type="s"/>
              <arg name="notification" type="a{sv}"/>
            </signal>
            <!-- The user acted on a popup: action is "default" (clicked), an action key, or "dismissed".
                 remindd also hands the response to the app itself, starting it by D-Bus activation
                 when it is not running: it calls org.freedesktop.Application.ActivateAction on the
                 bus name app_id (object path: app_id with dots as slashes) with the action
                 "notification-response" and the parameter (ss) identifier, action. -->
            <signal name="Response">
              <arg name="app_id" type="s"/>
              <arg name="identifier" type="s"/>
              <arg name="action" type="s"/>
            </signal>
          </interface>
        </node>

        """#
}
