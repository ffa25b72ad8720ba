"""A stand-in for GeoClue2 on a private system bus, for remindd's end-to-end tests.

It serves what remindd uses: org.freedesktop.GeoClue2.Manager.GetClient, a Client with
DesktopId, RequestedAccuracyLevel, Active, Start, Stop and the LocationUpdated(old, new)
signal, and Location objects with Latitude, Longitude and Accuracy. The test moves the
device with org.checklists.Test.GeoClue.Move(d latitude, d longitude, d accuracy) on the
Manager's object; a started client then gets a new Location. With GEOCLUE_STANDIN_DENY=1
Start is refused as an agent that says no refuses it. Each call is printed as one line.
"""
import os
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

BUS_NAME = "org.freedesktop.GeoClue2"
CLIENT = "org.freedesktop.GeoClue2.Client"
LOCATION = "org.freedesktop.GeoClue2.Location"
PROPERTIES = "org.freedesktop.DBus.Properties"


def say(line):
    print(line, flush=True)


class Location(dbus.service.Object):
    def __init__(self, bus, path, latitude, longitude, accuracy):
        super().__init__(bus, path)
        self.values = {
            "Latitude": dbus.Double(latitude),
            "Longitude": dbus.Double(longitude),
            "Accuracy": dbus.Double(accuracy),
        }

    @dbus.service.method(PROPERTIES, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.values[name]

    @dbus.service.method(PROPERTIES, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.values


class Client(dbus.service.Object):
    def __init__(self, bus, path, manager):
        super().__init__(bus, path)
        self.bus = bus
        self.manager = manager
        self.values = {
            "DesktopId": dbus.String(""),
            "RequestedAccuracyLevel": dbus.UInt32(0),
            "Active": dbus.Boolean(False),
        }
        self.location = "/"

    @dbus.service.method(PROPERTIES, in_signature="ss", out_signature="v")
    def Get(self, interface, name):
        return self.values[name]

    @dbus.service.method(PROPERTIES, in_signature="s", out_signature="a{sv}")
    def GetAll(self, interface):
        return self.values

    @dbus.service.method(PROPERTIES, in_signature="ssv")
    def Set(self, interface, name, value):
        say(f"set {name} {value}")
        self.values[name] = value

    @dbus.service.method(CLIENT)
    def Start(self):
        if os.environ.get("GEOCLUE_STANDIN_DENY") == "1":
            say("start denied")
            raise dbus.exceptions.DBusException(
                "the agent refused", name="org.freedesktop.DBus.Error.AccessDenied")
        if not self.values["DesktopId"]:
            raise dbus.exceptions.DBusException("no DesktopId", name="org.freedesktop.DBus.Error.AccessDenied")
        say(f"start {self.values['RequestedAccuracyLevel']}")
        self.values["Active"] = dbus.Boolean(True)
        if self.manager.device is not None:
            GLib.idle_add(self.update)

    @dbus.service.method(CLIENT)
    def Stop(self):
        say("stop")
        self.values["Active"] = dbus.Boolean(False)

    @dbus.service.signal(CLIENT, signature="oo")
    def LocationUpdated(self, old, new):
        pass

    def update(self):
        if not self.values["Active"] or self.manager.device is None:
            return False
        old = self.location
        self.manager.serial += 1
        self.location = f"/org/freedesktop/GeoClue2/Location/{self.manager.serial}"
        Location(self.bus, self.location, *self.manager.device)
        say(f"update {self.location} {self.manager.device}")
        self.LocationUpdated(old, self.location)
        return False


class Manager(dbus.service.Object):
    def __init__(self, bus):
        super().__init__(bus, "/org/freedesktop/GeoClue2/Manager")
        self.bus = bus
        self.clients = {}
        self.serial = 0
        self.device = None

    @dbus.service.method("org.freedesktop.GeoClue2.Manager", out_signature="o", sender_keyword="sender")
    def GetClient(self, sender=None):
        if sender not in self.clients:
            path = f"/org/freedesktop/GeoClue2/Client/{len(self.clients) + 1}"
            self.clients[sender] = Client(self.bus, path, self)
            say(f"client {path}")
        return self.clients[sender].__dbus_object_path__

    @dbus.service.method("org.checklists.Test.GeoClue", in_signature="ddd")
    def Move(self, latitude, longitude, accuracy):
        self.device = (latitude, longitude, accuracy)
        say(f"move {latitude} {longitude} {accuracy}")
        for client in self.clients.values():
            client.update()


def main():
    dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
    bus = dbus.SystemBus()
    name = dbus.service.BusName(BUS_NAME, bus)
    manager = Manager(bus)
    say("ready")
    GLib.MainLoop().run()
    del name, manager


if __name__ == "__main__":
    sys.exit(main())
