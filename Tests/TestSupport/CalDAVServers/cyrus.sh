#!/bin/sh
# Starts Cyrus IMAP's CalDAV for one test: its master (which runs as the cyrus user) with a
# private imapd.conf and cyrus.conf in FOLDER, serving only httpd on 127.0.0.1:PORT and an
# imapd on a Unix socket in FOLDER; USER with PASSWORD in a sasldb of FOLDER. USER logs in
# once over IMAP so that Cyrus makes the mailbox its calendars live in, then FOLDER/ready
# appears. Usage: cyrus.sh FOLDER PORT USER PASSWORD. The test stops the process group.
set -eu
folder=$1 port=$2 user=$3 password=$4
here=$(dirname "$0")
cyrus=$folder/cyrus
rm -rf "$cyrus"
mkdir -p "$cyrus/conf" "$cyrus/spool" "$cyrus/socket"
cat >"$cyrus/imapd.conf" <<CONF
configdirectory: $cyrus/conf
partition-default: $cyrus/spool
servername: 127.0.0.1
sasl_pwcheck_method: auxprop
sasl_auxprop_plugin: sasldb
sasl_sasldb_path: $cyrus/sasldb2
sasl_mech_list: PLAIN
allowplaintext: yes
httpmodules: caldav
httpallowcompress: no
lmtpsocket: $cyrus/socket/lmtp
idlesocket: $cyrus/socket/idle
notifysocket: $cyrus/socket/notify
mboxname_lockpath: $cyrus/conf/lock
statuscache: no
autocreate_quota: 0
CONF
cat >"$cyrus/cyrus.conf" <<CONF
START {
  recover cmd="ctl_cyrusdb -r -C $cyrus/imapd.conf"
}
SERVICES {
  http cmd="httpd -C $cyrus/imapd.conf" listen="127.0.0.1:$port" prefork=0
  imap cmd="imapd -C $cyrus/imapd.conf" listen="$cyrus/socket/imap" prefork=0
}
CONF
# Cyrus checks a Basic password against USER in the realm of its servername.
printf '%s' "$password" | saslpasswd2 -p -f "$cyrus/sasldb2" -u 127.0.0.1 -c "$user"
chmod 755 "$folder"
chown -R cyrus:mail "$cyrus"
/usr/lib/cyrus/bin/master -C "$cyrus/imapd.conf" -M "$cyrus/cyrus.conf" -p "$cyrus/master.pid" &
master=$!
until [ -S "$cyrus/socket/imap" ]; do sleep 0.05; done
# Cyrus tells a port it could not bind only to syslog, and goes on without the service: say
# so here, in the words the test looks for before it tries another port.
if ! ss -ltnpH "sport = :$port" | grep -q "pid=$master,"; then
    echo "cyrus.sh: Address already in use: 127.0.0.1:$port" >&2
    exit 1
fi
python3 "$here/imap_login.py" "$cyrus/socket/imap" "$user" "$password"
touch "$folder/ready"
wait "$master"
