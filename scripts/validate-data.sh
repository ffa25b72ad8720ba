#!/bin/bash
# Checks the files under data/ as they are installed, with the desktop's own checkers:
# desktop-file-validate on the desktop and login entries, appstreamcli on the metainfo
# (its newest release must be VERSION, the package's), both with their translations merged
# in as `make install` does; groff's warnings on the man pages; the translations (po.sh check).
# Usage: validate-data.sh VERSION. Any finding fails, with the checker's own words.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: validate-data.sh VERSION}
appid=org.checklists.Checklists
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# The entries are checked under their installed names, which desktop-file-validate reads
# (DBusActivatable needs a reverse-DNS file name), with @bindir@ filled in and the
# translated names merged in.
mkdir -p "$work/applications" "$work/autostart"
msgfmt --desktop -d po --template "data/$appid.desktop.in" -o - | sed 's|@bindir@|/usr/bin|g' \
    > "$work/applications/$appid.desktop"
msgfmt --desktop -d po --template "data/$appid-autostart.desktop.in" -o - | sed 's|@bindir@|/usr/bin|g' \
    > "$work/autostart/$appid.desktop"
for entry in "$work/applications/$appid.desktop" "$work/autostart/$appid.desktop"; do
    # desktop-file-validate exits 0 on hints and warnings: any line it prints is a finding.
    if ! findings=$(desktop-file-validate "$entry" 2>&1) || [ -n "$findings" ]; then
        echo "desktop-file-validate: $findings" >&2
        failed=1
    fi
done

msgfmt --xml -d po --template "data/$appid.metainfo.xml" -o "$work/$appid.metainfo.xml"
if ! appstreamcli validate --no-net --explain "$work/$appid.metainfo.xml"; then failed=1; fi
newest=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "data/$appid.metainfo.xml" | head -n 1)
if [ "$newest" != "$version" ]; then
    echo "data/$appid.metainfo.xml: the newest release is \"$newest\", the package's version $version" >&2
    failed=1
fi

for page in data/man/*.1; do
    # groff -ww warns about every construct it cannot set; -z discards the output.
    findings=$(groff -ww -z -t -man "$page" 2>&1)
    if [ -n "$findings" ]; then
        echo "$page: $findings" >&2
        failed=1
    fi
done

if ! scripts/po.sh check; then failed=1; fi

if [ "$failed" -eq 0 ]; then echo "data/: desktop entries, metainfo, man pages and translations valid"; fi
exit "$failed"
