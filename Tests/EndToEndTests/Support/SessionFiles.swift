import Foundation

/// The files of one test session's folder: the private bus's configuration, the service
/// file that makes remindd activatable, dunst's configuration and context menu, and the logs.
struct SessionFiles: Sendable {
    /// The session's folder.
    let folder: URL

    /// A path inside the folder.
    func path(_ name: String) -> String {
        folder.appendingPathComponent(name).path
    }

    /// The folder the bus looks in for service files, and nowhere else.
    var servicesFolder: String { path("services") }
    /// `XDG_DATA_HOME` of every process of the session; remindd's store is under it.
    var dataHome: String { path("data") }
    /// `XDG_CONFIG_HOME` of every process of the session, empty.
    var configHome: String { path("config") }
    /// The bus's configuration file.
    var busConfiguration: String { path("bus.conf") }
    /// Where the bus prints its address.
    var busAddressFile: String { path("bus.address") }
    /// The bus's standard error, and so remindd's log when the bus started it.
    var daemonLog: String { path("daemon.log") }
    /// dbus-monitor's output: every Notify and CloseNotification call.
    var monitorOutput: String { path("notify-calls.txt") }
    /// dunst's configuration file.
    var dunstConfiguration: String { path("dunstrc") }
    /// The script dunst runs as its context menu (its `dmenu`), in place of a person.
    var popupMenu: String { path("popup-menu") }
    /// The text the context menu's choice must contain, written by the test.
    var popupMenuChoice: String { path("popup-menu-choice") }
    /// The lines dunst's context menu offered last time it opened.
    var popupMenuLines: String { path("popup-menu-lines") }

    /// Creates the folders and writes the configuration files.
    func write(remindd: URL) throws {
        let manager = FileManager.default
        for folder in [servicesFolder, dataHome, configHome] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try busConfigurationText.write(toFile: busConfiguration, atomically: true, encoding: .utf8)
        let service = """
            [D-BUS Service]
            Name=org.checklists.Remindd
            Exec=\(remindd.path) --verbose

            """
        try service.write(
            toFile: servicesFolder + "/org.checklists.Remindd.service", atomically: true, encoding: .utf8)
        try popupMenuText.write(toFile: popupMenu, atomically: true, encoding: .utf8)
    }

    /// A session bus listening in the folder, activating only what `services` holds (so no
    /// notification server is activatable), open to everyone, eavesdropping included.
    private var busConfigurationText: String {
        """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=\(Self.escaped(folder.path))</listen>
          <auth>EXTERNAL</auth>
          <servicedir>\(Self.escaped(servicesFolder))</servicedir>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>

        """
    }

    /// Writes dunst's configuration: markup (so it advertises body-markup), low and normal
    /// popups gone after `seconds`, critical ones staying, and the test's script as its
    /// context menu, run by /bin/sh: a child forked by another test while this process wrote
    /// the script may still hold it open for writing, and executing it would then fail with
    /// "Text file busy".
    func writeDunstConfiguration(popupsExpireAfter seconds: Int) throws {
        let text = """
            [global]
                markup = full
                font = Monospace 8
                notification_limit = 0
                dmenu = /bin/sh \(popupMenu)
            [urgency_low]
                timeout = \(seconds)
            [urgency_normal]
                timeout = \(seconds)
            [urgency_critical]
                timeout = 0

            """
        try text.write(toFile: dunstConfiguration, atomically: true, encoding: .utf8)
    }

    /// The context menu: keeps the lines dunst offers (written whole, then moved into place)
    /// and picks the first that contains the test's choice, as dmenu prints what was picked.
    private var popupMenuText: String {
        """
        #!/bin/sh
        cat > '\(popupMenuLines).part'
        mv '\(popupMenuLines).part' '\(popupMenuLines)'
        grep -F -m 1 -e "$(cat '\(popupMenuChoice)')" '\(popupMenuLines)'

        """
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
