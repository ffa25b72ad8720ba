#!/bin/bash
# `make run`: runs Checklists as a user meets it: remindd running on the session bus and
# the Checklists window open. Uses the desktop's session bus, or a private one when
# there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$PWD/.build/release"

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ ! -S "${XDG_RUNTIME_DIR:-/nonexistent}/bus" ]; then
    echo "No session bus here: starting a private one for this run."
    exec dbus-run-session -- "$0" "$@"
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    echo "make run: no display (DISPLAY and WAYLAND_DISPLAY are unset); run it from your desktop session." >&2
    exit 1
fi

owned=$(gdbus call --session -d org.freedesktop.DBus -o /org/freedesktop/DBus \
    -m org.freedesktop.DBus.NameHasOwner org.checklists.Remindd 2>/dev/null || echo "(false,)")
if [ "$owned" != "(true,)" ]; then
    log="${XDG_RUNTIME_DIR:-/tmp}/remindd-make-run.log"
    echo "Starting remindd (log: $log)."
    "$bin/remindd" --verbose >>"$log" 2>&1 &
fi
echo "Opening the Checklists window. Try also: $bin/checklists --help"
exec "$bin/checklists"
