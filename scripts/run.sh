#!/bin/bash
# `make run`: runs Checklists as a user meets it. For now that is the reminder daemon
# remindd in the foreground, on the desktop's session bus (or a private one when there
# is none), with its log on the terminal.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$PWD/.build/release"

if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ] && [ ! -S "${XDG_RUNTIME_DIR:-/nonexistent}/bus" ]; then
    echo "No session bus here: starting a private one for this run."
    exec dbus-run-session -- "$0" "$@"
fi

cat <<TEXT
remindd is starting; its log follows. In another terminal (same session), try:
  $bin/checklists notify --title "Tea is ready" --in 10s
  $bin/checklists pending
Press Ctrl+C to stop it.
TEXT
exec "$bin/remindd" --verbose
