#!/usr/bin/python3
"""Drives the headless GNOME Shell of a test session through org.gnome.Shell.Eval, as a
person at its screen would: the pointer moves and clicks through a virtual input device, and
what the message tray shows is read from the tray itself.

  gnome_shell.py ready            prints "true" once the shell has finished starting
  gnome_shell.py prepare          an idle desktop: no overview, no startup notices,
                                  banners animated as on a real screen, banners recorded
  gnome_shell.py active on|off    keeps the user active (the pointer moves every 200 ms)
  gnome_shell.py banners          prints, as JSON, each banner shown: its title, whether
                                  it slid in whole, and whether it was taken down half in
  gnome_shell.py click TITLE [LABEL]
                                  clicks the button LABEL of the banner titled TITLE, or
                                  its body without LABEL

Exits 1 with a line on standard error when the shell refused or nothing could be clicked.
"""
import json
import sys
import time

import gi

gi.require_version('Gio', '2.0')
from gi.repository import Gio, GLib  # noqa: E402

BUS = Gio.bus_get_sync(Gio.BusType.SESSION, None)

# Hooks on GNOME 43's message tray: each banner's slide-in, its end, and its hiding, with
# the tray's state at that moment (1, SHOWING, at a hide means taken down half in).
RECORDER = '''(() => {
    const tray = Main.messageTray;
    globalThis.__banners = [];
    const note = (event, notification) => globalThis.__banners.push({
        event, title: notification ? notification.title : null, state: tray._notificationState,
        time: imports.gi.GLib.get_real_time() / 1e6});
    const original = globalThis.__trayMethods ?? {
        show: tray._showNotification, shown: tray._showNotificationCompleted, hide: tray._hideNotification};
    globalThis.__trayMethods = original;
    tray._showNotification = function () {
        const result = original.show.call(this);
        note('show', this._notification);
        return result;
    };
    tray._showNotificationCompleted = function () {
        note('shown', this._notification);
        return original.shown.call(this);
    };
    tray._hideNotification = function (animate) {
        note('hide', this._notification);
        return original.hide.call(this, animate);
    };
    return true;
})()'''

# A virtual pointer: its events go through Mutter as a mouse's do, so they make the user
# active and reach the actors under them.
POINTER = '''(() => {
    const {Clutter, GLib} = imports.gi;
    const now = () => GLib.get_monotonic_time();
    if (!globalThis.__pointer)
        globalThis.__pointer = Clutter.get_default_backend().get_default_seat()
            .create_virtual_device(Clutter.InputDeviceType.POINTER_DEVICE);
    const pointer = globalThis.__pointer;
    globalThis.__move = (x, y) => pointer.notify_absolute_motion(now(), x, y);
    globalThis.__click = (x, y) => {
        pointer.notify_absolute_motion(now(), x, y);
        pointer.notify_button(now(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.PRESSED);
        pointer.notify_button(now(), Clutter.BUTTON_PRIMARY, Clutter.ButtonState.RELEASED);
    };
    globalThis.__active = on => {
        if (globalThis.__activeSource)
            GLib.source_remove(globalThis.__activeSource);
        globalThis.__activeSource = on ? GLib.timeout_add(GLib.PRIORITY_DEFAULT, 200, () => {
            const [x, y] = global.get_pointer();
            pointer.notify_absolute_motion(now(), x % 2 ? x - 1 : x + 1, y);
            return GLib.SOURCE_CONTINUE;
        }) : 0;
    };
    return true;
})()'''

# The banner on screen, slid in whole: its title and place.
BANNER = '''(() => {
    const tray = Main.messageTray;
    if (!tray._banner || tray._notificationState !== 2)
        return null;
    const [x, y] = tray._bannerBin.get_transformed_position();
    const [width, height] = tray._bannerBin.get_transformed_size();
    return {title: tray._banner.notification.title, x, y, width, height};
})()'''

# The centre of the banner's button labelled %s, once the banner has opened to show it.
BUTTON = '''(label => {
    const banner = Main.messageTray._banner;
    if (!banner || !banner.expanded || !banner._buttonBox || banner._actionBin.scale_y !== 1)
        return null;
    const button = banner._buttonBox.get_children().find(child => child.label === label);
    if (!button || !button.mapped)
        return null;
    const [x, y] = button.get_transformed_position();
    const [width, height] = button.get_transformed_size();
    return {x: x + width / 2, y: y + height / 2};
})(%s)'''


def shell(script):
    """Runs `script` in the shell and returns its value, decoded from JSON."""
    reply = BUS.call_sync(
        'org.gnome.Shell', '/org/gnome/Shell', 'org.gnome.Shell', 'Eval', GLib.Variant('(s)', (script,)),
        GLib.VariantType('(bs)'), Gio.DBusCallFlags.NONE, 10000, None)
    succeeded, value = reply.unpack()
    if not succeeded:
        sys.exit('gnome-shell refused to evaluate: %s' % value)
    return json.loads(value) if value else None


def wait_for(read, seconds):
    """The first true value of `read`, tried every 50 ms for `seconds`, or None."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = read()
        if value:
            return value
        time.sleep(0.05)
    return None


def prepare():
    shell('''Main.overview.hide();
        Main.messageTray.getSources().forEach(source => source.destroy());
        imports.gi.St.Settings.get().uninhibit_animations();
        true''')
    shell(POINTER)
    # The startup notice left a watch for the user's next input that would take the next
    # banner down 2 s after it shows: the input fires it now, and its timer is cleared.
    shell('__move(640, global.screen_height - 100)')
    time.sleep(0.2)
    shell('''if (Main.messageTray._notificationState === 0)
            Main.messageTray._updateNotificationTimeout(0);
        true''')
    shell(RECORDER)


def banners():
    titles = []
    seen = {}
    for event in shell('globalThis.__banners'):
        title = event['title']
        if title not in seen:
            titles.append(title)
            seen[title] = {'title': title, 'slidIn': False, 'cut': False}
        if event['event'] == 'shown':
            seen[title]['slidIn'] = True
        if event['event'] == 'hide' and event['state'] == 1:
            seen[title]['cut'] = True
    print(json.dumps([seen[title] for title in titles]))


def click(title, label):
    shell(POINTER)
    shell('__active(false)')
    banner = wait_for(lambda: (lambda shown: shown if shown and shown['title'] == title else None)(shell(BANNER)), 20)
    if not banner:
        sys.exit('no banner titled %r is on screen' % title)
    # From below, in steps, as a hand moves a mouse: a banner that appeared under a pointer
    # that has not moved since does not open.
    x, y = banner['x'] + banner['width'] / 2, banner['y'] + banner['height'] / 2
    for step in range(5, -1, -1):
        shell('__move(%f, %f)' % (x, y + 60 * step))
        time.sleep(0.03)
    if label is None:
        shell('__click(%f, %f)' % (x, banner['y'] + 20))
        return
    button = wait_for(lambda: shell(BUTTON % json.dumps(label)), 20)
    if not button:
        sys.exit('the banner %r shows no button %r' % (title, label))
    time.sleep(0.1)
    button = shell(BUTTON % json.dumps(label)) or button
    shell('__click(%f, %f)' % (button['x'], button['y']))


def main(arguments):
    command = arguments[0] if arguments else ''
    if command == 'ready':
        try:
            print(json.dumps(shell('Main.layoutManager._startingUp === false')))
        except GLib.Error:
            print('false')
    elif command == 'prepare':
        prepare()
    elif command == 'active' and len(arguments) == 2:
        shell(POINTER)
        shell('__active(%s)' % json.dumps(arguments[1] == 'on'))
    elif command == 'banners':
        banners()
    elif command == 'click' and len(arguments) in (2, 3):
        click(arguments[1], arguments[2] if len(arguments) == 3 else None)
    else:
        sys.exit('usage: gnome_shell.py ready|prepare|active on|off|banners|click TITLE [LABEL]')


if __name__ == '__main__':
    main(sys.argv[1:])
