#!/bin/bash
# Installs the Debian package with apt-get as a user would, checks that the installed files
# work together, then purges the package and checks that none of its files is left.
# Usage: test-deb.sh checklists_VERSION_ARCH.deb (make test-deb builds it first).
#
# Through the installed D-Bus activation: a private session bus whose only service folder
# is /usr/share/dbus-1/services starts /usr/bin/remindd for `checklists notify`, and
# `checklists pending` lists the request. As root (apt-get); refuses to run where
# Checklists is installed already, as the test would purge it.
set -euo pipefail

deb=$(realpath "${1:?usage: test-deb.sh checklists_VERSION_ARCH.deb}")
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
if dpkg-query -W -f='${Status}' checklists 2>/dev/null | grep -q "install ok installed"; then
    echo "test-deb: the package checklists is installed on this machine; remove it first" >&2
    exit 1
fi

work=$(mktemp -d)
bus_pid=""
installed=no
failures=0
# On any exit: the bus stopped, and the package purged when this script installed it and
# has not purged it yet (a check that stopped the script halfway leaves nothing behind).
cleanup() {
    if [ -n "$bus_pid" ]; then kill "$bus_pid" 2>/dev/null || true; fi
    if [ "$installed" = yes ]; then
        DEBIAN_FRONTEND=noninteractive $sudo apt-get remove --purge -y -qq -o DPkg::Lock::Timeout=300 checklists >/dev/null 2>&1 || true
    fi
    rm -rf "$work"
}
trap cleanup EXIT

# Prints "ok: WHAT", or "FAILED: WHAT" and counts the failure: check WHAT COMMAND...
check() {
    local what=$1
    shift
    if "$@"; then echo "ok: $what"; else echo "FAILED: $what" >&2; failures=$((failures + 1)); fi
}

started=$(date +%s)
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends -o DPkg::Lock::Timeout=300 "$deb" >"$work/install.log" 2>&1 || {
    cat "$work/install.log" >&2
    exit 1
}
installed=yes
echo "installed $(basename "$deb") in $(($(date +%s) - started)) s"
dpkg-query -L checklists | while read -r path; do if [ -f "$path" ]; then echo "$path"; fi; done > "$work/files"

check "checklists and remindd are on the PATH in /usr/bin" \
    test "$(command -v checklists)" = /usr/bin/checklists -a "$(command -v remindd)" = /usr/bin/remindd
check "the man pages are installed" test -f /usr/share/man/man1/checklists.1.gz -a -f /usr/share/man/man1/remindd.1.gz
check "the German translation is installed" test -f /usr/share/locale/de/LC_MESSAGES/checklists.mo
check "the desktop entry carries the German name" grep -qx 'Name\[de\]=Checklisten' /usr/share/applications/org.checklists.Checklists.desktop
completed=$(bash -c 'source /usr/share/bash-completion/completions/checklists
    COMP_WORDS=(checklists no); COMP_CWORD=1; _checklists; echo "${COMPREPLY[*]}"')
check "bash completes \"checklists no\" to notify (got \"$completed\")" test "$completed" = notify

# A private session bus that activates what the package installed, and nothing else. The
# programs it starts inherit its environment: a home of the test's own, set before it starts.
export HOME="$work/home" XDG_RUNTIME_DIR="$work/runtime" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config"
unset DISPLAY WAYLAND_DISPLAY
mkdir -p "$work/home" "$work/runtime" "$work/bus"
chmod 700 "$work/runtime"
cat > "$work/session.conf" <<CONF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=$work/bus</listen>
  <auth>EXTERNAL</auth>
  <servicedir>/usr/share/dbus-1/services</servicedir>
  <policy context="default">
    <allow send_destination="*"/>
    <allow own="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
dbus-daemon --config-file="$work/session.conf" --fork --print-pid=3 --print-address=4 3>"$work/bus.pid" 4>"$work/bus.address"
bus_pid=$(cat "$work/bus.pid")
export DBUS_SESSION_BUS_ADDRESS
DBUS_SESSION_BUS_ADDRESS=$(head -n 1 "$work/bus.address")

# The bus's answer to "does anyone own remindd's name?": "boolean true" or "boolean false".
owned() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.NameHasOwner string:org.checklists.Remindd 2>&1 | xargs || true
}
# The process id of remindd's name owner, or nothing.
owner() {
    dbus-send --session --print-reply=literal --dest=org.freedesktop.DBus /org/freedesktop/DBus \
        org.freedesktop.DBus.GetConnectionUnixProcessID string:org.checklists.Remindd 2>/dev/null | awk '{print $2}' || true
}
answer=$(owned)
check "the new bus answers, and no remindd runs on it (got \"$answer\")" test "$answer" = "boolean false"

printed=$(timeout 60 checklists notify --title "Package test" --id package-test --in 1h 2>"$work/notify.err") || true
check "checklists notify printed its identifier (got \"$printed\", $(cat "$work/notify.err"))" test "$printed" = package-test
pending=$(timeout 60 checklists pending 2>&1) || true
check "checklists pending lists it: $pending" grep -q "package-test.*Package test" <<<"$pending"
remindd_pid=$(owner)
check "the bus started the installed remindd (pid ${remindd_pid:-none})" \
    test -n "$remindd_pid" -a "$(readlink "/proc/${remindd_pid:-0}/exe")" = /usr/bin/remindd
check "remindd keeps its data in XDG_DATA_HOME" test -f "$XDG_DATA_HOME/checklists/remindd.sqlite3"
if [ -n "$remindd_pid" ]; then kill "$remindd_pid" 2>/dev/null || true; fi
kill "$bus_pid" 2>/dev/null || true
bus_pid=""

DEBIAN_FRONTEND=noninteractive $sudo apt-get remove --purge -y -qq -o DPkg::Lock::Timeout=300 checklists >"$work/remove.log" 2>&1 || {
    cat "$work/remove.log" >&2
    exit 1
}
installed=no
check "the package is gone" bash -c '! dpkg-query -W -f="\${Status}" checklists 2>/dev/null | grep -q installed'
left=$(while read -r path; do if [ -e "$path" ]; then echo "$path"; fi; done < "$work/files")
check "no file of the package is left ($(wc -l < "$work/files") files installed)${left:+: $left}" test -z "$left"
check "no folder of its own is left" test ! -e /usr/share/checklists

if [ "$failures" -ne 0 ]; then
    echo "test-deb: $failures checks failed" >&2
    exit 1
fi
echo "test-deb: the package installs, works through D-Bus activation and purges cleanly ($(($(date +%s) - started)) s)"
