#!/bin/sh
# Installs the Debian packages the project needs, when missing, through apt-get (with sudo
# when not root). Usage: install-deps.sh [build|run|test|package|bench]... (default: build, run, test).
# The Swift toolchain is not a Debian package: it must be on PATH or in /opt/swift.
set -eu

build="pkg-config gettext libsqlite3-dev libglib2.0-dev libgtk-3-dev libayatana-appindicator3-dev libical-dev libsoup-3.0-dev libsecret-1-dev libxml2-dev libgsound-dev libgoa-1.0-dev"
run="dbus-daemon dbus-bin dbus-user-session libglib2.0-bin libgtk-3-0 libgoa-1.0-0b adwaita-icon-theme librsvg2-common glib-networking libgsound0 libcanberra-pulse sound-theme-freedesktop"
# The sync tests' servers: Radicale, Xandikos, DAViCal (php-cgi stands in for the web server its
# php dependency asks for, so no Apache comes), PostgreSQL for it, and Cyrus IMAP's CalDAV
# (iproute2: its start script asks `ss` whether Cyrus got its port).
test="sqlite3 xvfb dunst mate-notification-daemon gnome-shell gjs libnotify-bin x11-utils xdotool imagemagick at-spi2-core python3-pyatspi python3-gi desktop-file-utils appstream groff-base lintian dpkg-dev fish trayer weston haskell-status-notifier-item-utils haskell-gtk-sni-tray-utils python3-dbusmock python3-dbus python3-icalendar python3-radicale xandikos davical php-cli php-pgsql php-xml php-cgi postgresql cyrus-imapd cyrus-caldav sasl2-bin iproute2 gnome-keyring apache2-utils curl openssl dnsmasq-base bubblewrap xdg-dbus-proxy pulseaudio pulseaudio-utils gnome-online-accounts gir1.2-secret-1"
# What `make deb` builds and checks the package with (the tests use them too).
package="dpkg-dev lintian gettext"
# The benchmark's peers (at and its daemon atd, remind; gnome-todo for the window) and the D-Bus binding
# it is written with.
bench="at remind python3-dbus gnome-todo"

wanted=""
[ "$#" -eq 0 ] && set -- build run test
for group in "$@"; do
    case "$group" in
        build) wanted="$wanted $build" ;;
        run) wanted="$wanted $run" ;;
        test) wanted="$wanted $test" ;;
        package) wanted="$wanted $package" ;;
        bench) wanted="$wanted $bench" ;;
        *) echo "install-deps.sh: unknown group $group (build, run, test, package or bench)" >&2; exit 2 ;;
    esac
done

missing=""
for package in $wanted; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done

if [ -n "$missing" ]; then
    echo "Installing Debian packages:$missing"
    if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends $missing
fi

PATH="$PATH:/opt/swift/usr/bin"
if ! command -v swift >/dev/null 2>&1; then
    echo "error: the Swift toolchain (6.0 or newer) is not on PATH; install it from https://www.swift.org/install/linux/" >&2
    exit 1
fi
