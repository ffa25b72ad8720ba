#!/usr/bin/python3
"""Sends remindd what gdbus cannot, for the fault suite's bad-input tests.

  bus_input.py add-many COUNT PREFIX [BAD]   one AddMany with COUNT interval requests
                                             (request number BAD, if given, has interval -5);
                                             prints how many dates came back
  bus_input.py add-burst COUNT PREFIX        COUNT Add calls sent without waiting, IN_FLIGHT
                                             awaiting their reply at any time (the bus limits
                                             pending replies per connection); prints "ok N failed M"
  bus_input.py raw-add TITLE_HEX             Add with a title of raw bytes, marshalled by hand
                                             so that bytes that are not UTF-8 reach the bus;
                                             prints "returns N errors M closed yes|no"

The bus address is DBUS_SESSION_BUS_ADDRESS; the app is org.checklists.Checklists.
"""
import os
import socket
import struct
import sys

APP = "org.checklists.Checklists"
IN_FLIGHT = 100
NAME, PATH, INTERFACE = "org.checklists.Remindd", "/org/checklists/Remindd", "org.checklists.Remindd1"


def remindd():
    import dbus
    bus = dbus.bus.BusConnection(os.environ["DBUS_SESSION_BUS_ADDRESS"])
    return dbus.Interface(bus.get_object(NAME, PATH), INTERFACE)


def request(prefix, number, interval):
    import dbus
    return dbus.Dictionary(
        {"identifier": f"{prefix}-{number}", "title": f"Burst {number}", "trigger": "interval",
         "interval": dbus.Double(interval)}, signature="sv")


def add_many(count, prefix, bad=None):
    requests = [request(prefix, n, -5.0 if n == bad else 86400.0 + n) for n in range(count)]
    dates = remindd().AddMany(APP, requests, signature="saa{sv}", timeout=300)
    print(len(dates))


def add_burst(count, prefix):
    import dbus
    import dbus.mainloop.glib
    from gi.repository import GLib
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    loop = GLib.MainLoop()
    service = remindd()
    outcome = {"ok": 0, "failed": 0, "first": ""}
    sent = 0

    def send():
        nonlocal sent
        while sent < count and sent - outcome["ok"] - outcome["failed"] < IN_FLIGHT:
            service.Add(APP, request(prefix, sent, 86400.0 + sent), signature="sa{sv}", timeout=300,
                        reply_handler=lambda _: done("ok"), error_handler=lambda e: done("failed", e))
            sent += 1

    def done(kind, error=None):
        outcome[kind] += 1
        if error is not None and not outcome["first"]:
            outcome["first"] = str(error)
        if outcome["ok"] + outcome["failed"] == count:
            loop.quit()
        else:
            send()

    send()
    loop.run()
    print(f"ok {outcome['ok']} failed {outcome['failed']} {outcome['first']}")


def pad(buffer, alignment):
    buffer += b"\0" * (-len(buffer) % alignment)


def put_string(buffer, data):
    pad(buffer, 4)
    buffer += struct.pack("<I", len(data)) + data + b"\0"


def put_signature(buffer, data):
    buffer += bytes([len(data)]) + data + b"\0"


def message(serial, destination, path, interface, member, signature=b"", body=b""):
    """A method call, little-endian; every offset of body and fields is counted from a
    multiple of 8, as the fields start at 16 and the body after padding to 8."""
    fields = bytearray()
    entries = [(1, b"o", path), (2, b"s", interface), (3, b"s", member), (6, b"s", destination)]
    if signature:
        entries.append((8, b"g", signature))
    for code, kind, value in entries:
        pad(fields, 8)
        fields += bytes([code])
        put_signature(fields, kind)
        if kind == b"g":
            put_signature(fields, value)
        else:
            put_string(fields, value)
    header = bytearray(b"l" + bytes([1, 0, 1]) + struct.pack("<III", len(body), serial, len(fields)) + fields)
    pad(header, 8)
    return bytes(header) + body


def add_body(title):
    """Add(APP, {"identifier": "raw", "title": title, "trigger": "interval", "interval": 1e6})."""
    body = bytearray()
    put_string(body, APP.encode())
    pad(body, 4)
    length_at = len(body)
    body += b"\0\0\0\0"
    pad(body, 8)
    start = len(body)
    for key, kind, value in [(b"identifier", b"s", b"raw"), (b"title", b"s", title), (b"trigger", b"s", b"interval"),
                             (b"interval", b"d", 1e6)]:
        pad(body, 8)
        put_string(body, key)
        put_signature(body, kind)
        if kind == b"d":
            pad(body, 8)
            body += struct.pack("<d", value)
        else:
            put_string(body, value)
    body[length_at:length_at + 4] = struct.pack("<I", len(body) - start)
    return bytes(body)


def raw_add(title):
    address = os.environ["DBUS_SESSION_BUS_ADDRESS"]
    path = address.split("unix:path=", 1)[1].split(",", 1)[0]
    connection = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    connection.settimeout(10)
    connection.connect(path)
    connection.sendall(b"\0AUTH EXTERNAL " + str(os.getuid()).encode().hex().encode() + b"\r\n")
    if not connection.recv(4096).startswith(b"OK"):
        sys.exit("the bus refused the authentication")
    connection.sendall(b"BEGIN\r\n")
    connection.sendall(message(1, b"org.freedesktop.DBus", b"/org/freedesktop/DBus", b"org.freedesktop.DBus", b"Hello"))
    connection.sendall(message(2, NAME.encode(), PATH.encode(), INTERFACE.encode(), b"Add", b"sa{sv}", add_body(title)))
    received, closed = b"", False
    counts = {2: 0, 3: 0}
    while counts[2] + counts[3] < 2:
        try:
            chunk = connection.recv(65536)
        except socket.timeout:
            break
        if not chunk:
            closed = True
            break
        received += chunk
        while len(received) >= 16:
            body_length, _, fields_length = struct.unpack("<III", received[4:16])
            total = 16 + fields_length + (-fields_length % 8) + body_length
            if len(received) < total:
                break
            counts[received[1]] = counts.get(received[1], 0) + 1
            received = received[total:]
    print(f"returns {counts[2]} errors {counts[3]} closed {'yes' if closed else 'no'}")


def main():
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "add-many":
        add_many(int(arguments[0]), arguments[1], int(arguments[2]) if len(arguments) > 2 else None)
    elif command == "add-burst":
        add_burst(int(arguments[0]), arguments[1])
    elif command == "raw-add":
        raw_add(bytes.fromhex(arguments[0]))
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main()
