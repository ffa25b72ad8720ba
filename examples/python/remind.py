#!/usr/bin/python3
"""Schedules a reminder through remindd from Python (PyGObject and Gio), lists what the app
has pending, and prints what the user answers on the popup.

    python3 remind.py TITLE SECONDS [--wait SECONDS]

The popup comes SECONDS from now with a "Done" button; the script waits for the answer (60 s
by default) and prints it: "response ID done", "response ID default" (the popup was
clicked) or "response ID dismissed". Needs a running or startable remindd on the session bus
(docs/dbus-api.md) and Debian's python3-gi.
"""
import argparse
import sys
import time

import gi

gi.require_version("Gio", "2.0")
from gi.repository import Gio, GLib  # noqa: E402

APP = "org.example.RemindExample"
NAME, PATH, INTERFACE = "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1"


def call(bus, method, signature, *arguments):
    """Calls one of remindd's methods and returns its reply as Python values."""
    parameters = GLib.Variant(signature, arguments) if signature else None
    reply = bus.call_sync(NAME, PATH, INTERFACE, method, parameters, None, Gio.DBusCallFlags.NONE, 30000, None)
    return reply.unpack() if reply else ()


def main():
    options = argparse.ArgumentParser(description="Schedule a reminder through remindd.")
    options.add_argument("title")
    options.add_argument("seconds", type=float)
    options.add_argument("--wait", type=float, default=60)
    given = options.parse_args()
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)

    # A category gives the popup its buttons; registering it again replaces it.
    done = {"identifier": GLib.Variant("s", "example"), "action-ids": GLib.Variant("as", ["done"]),
            "action-titles": GLib.Variant("as", ["Done"])}
    call(bus, "SetCategories", "(saa{sv})", APP, [done])
    identifier = f"example-{int(time.time())}"
    request = {"identifier": GLib.Variant("s", identifier), "title": GLib.Variant("s", given.title),
               "category": GLib.Variant("s", "example"), "trigger": GLib.Variant("s", "interval"),
               "interval": GLib.Variant("d", given.seconds)}
    (when,) = call(bus, "Add", "(sa{sv})", APP, request)
    print(f"scheduled {identifier} at {time.strftime('%H:%M:%S', time.localtime(when))}", flush=True)
    (pending,) = call(bus, "GetPending", "(s)", APP)
    print("pending: " + " ".join(entry["identifier"] for entry in pending), flush=True)

    loop = GLib.MainLoop()
    answer = []

    def heard(_connection, _sender, _path, _interface, _signal, parameters):
        app, which, action = parameters.unpack()
        if app == APP and which == identifier:
            answer.append(action)
            loop.quit()

    bus.signal_subscribe(NAME, INTERFACE, "Response", PATH, None, Gio.DBusSignalFlags.NONE, heard)
    GLib.timeout_add_seconds(int(given.seconds + given.wait), loop.quit)
    loop.run()
    if not answer:
        sys.exit(f"no answer to {identifier}")
    print(f"response {identifier} {answer[0]}", flush=True)


if __name__ == "__main__":
    main()
