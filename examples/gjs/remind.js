#!/usr/bin/gjs -m
// Schedules a reminder through remindd from GJS (Gio), lists what the app has pending, and
// prints what the user answers on the popup.
//
//     gjs -m remind.js TITLE SECONDS [WAIT]
//
// The popup comes SECONDS from now with a "Done" button; the script waits for the answer
// (WAIT seconds, 60 by default) and prints it: "response ID done", "response ID default"
// (the popup was clicked) or "response ID dismissed". Needs a running or startable remindd
// on the session bus (docs/dbus-api.md) and gjs.
import Gio from 'gi://Gio';
import GLib from 'gi://GLib';
import System from 'system';

const APP = 'org.example.RemindExample';
const [NAME, PATH, INTERFACE] = ['org.checklists.Remindd', '/org/checklists/Remindd', 'org.checklists.Remindd1'];

const [title, secondsText, waitText = '60'] = System.programArgs;
if (!title || !secondsText) {
    printerr('usage: gjs -m remind.js TITLE SECONDS [WAIT]');
    System.exit(2);
}
const seconds = Number(secondsText);
const bus = Gio.bus_get_sync(Gio.BusType.SESSION, null);

/** Calls one of remindd's methods and returns its reply, unpacked. */
function call(method, parameters) {
    const reply = bus.call_sync(NAME, PATH, INTERFACE, method, parameters, null, Gio.DBusCallFlags.NONE, 30000, null);
    return reply ? reply.deepUnpack() : [];
}

// A category gives the popup its buttons; registering it again replaces it.
const done = {
    'identifier': new GLib.Variant('s', 'example'),
    'action-ids': new GLib.Variant('as', ['done']),
    'action-titles': new GLib.Variant('as', ['Done']),
};
call('SetCategories', new GLib.Variant('(saa{sv})', [APP, [done]]));
const identifier = `example-${Math.floor(Date.now() / 1000)}`;
const request = {
    'identifier': new GLib.Variant('s', identifier),
    'title': new GLib.Variant('s', title),
    'category': new GLib.Variant('s', 'example'),
    'trigger': new GLib.Variant('s', 'interval'),
    'interval': new GLib.Variant('d', seconds),
};
const [when] = call('Add', new GLib.Variant('(sa{sv})', [APP, request]));
print(`scheduled ${identifier} at ${new Date(when * 1000).toTimeString().slice(0, 8)}`);
const [pending] = call('GetPending', new GLib.Variant('(s)', [APP]));
print(`pending: ${pending.map(entry => entry['identifier'].deepUnpack()).join(' ')}`);

const loop = new GLib.MainLoop(null, false);
let answer = null;
bus.signal_subscribe(NAME, INTERFACE, 'Response', PATH, null, Gio.DBusSignalFlags.NONE,
    (connection, sender, path, iface, signal, parameters) => {
        const [app, which, action] = parameters.deepUnpack();
        if (app === APP && which === identifier) {
            answer = action;
            loop.quit();
        }
    });
GLib.timeout_add_seconds(GLib.PRIORITY_DEFAULT, Math.ceil(seconds + Number(waitText)), () => {
    loop.quit();
    return GLib.SOURCE_REMOVE;
});
loop.run();
if (answer === null) {
    printerr(`no answer to ${identifier}`);
    System.exit(1);
}
print(`response ${identifier} ${answer}`);
