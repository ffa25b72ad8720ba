#!/bin/sh
# Installs the Debian packages the project needs to build, run and test, when missing.
# Uses apt-get, through sudo when not root. The Swift toolchain itself is not a Debian
# package: it must be on PATH already (https://www.swift.org/install/linux/).
set -eu

packages="
pkg-config
libsqlite3-dev
sqlite3
"

missing=""
for package in $packages; do
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

if ! command -v swift >/dev/null 2>&1; then
    for candidate in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
        if [ -x "$candidate/swift" ]; then exit 0; fi
    done
    echo "error: the Swift toolchain (6.0 or newer) is not on PATH; install it from https://www.swift.org/install/linux/" >&2
    exit 1
fi
