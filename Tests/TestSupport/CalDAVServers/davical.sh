#!/bin/sh
# Starts DAViCal for one test: PostgreSQL (as nobody, its socket in FOLDER, no TCP) with the
# database made by DAViCal's own create-database.sh, the user USER with PASSWORD, and PHP's
# built-in server on 127.0.0.1:PORT serving /usr/share/davical/htdocs through router.php.
# Usage: davical.sh FOLDER PORT USER PASSWORD. It ends with PHP in the foreground; the test
# stops the whole process group (PostgreSQL's own processes end when their postmaster does).
# Making the database takes seconds, so the first start makes it once in a template under
# TMPDIR, named by a hash of this script, DAViCal's and PostgreSQL's versions, and each start
# copies it; a lock makes the tests that start together wait for the one that makes it.
set -eu
folder=$1 port=$2 user=$3 password=$4
here=$(dirname "$0")
pg=/usr/lib/postgresql/15/bin
# Runs a command as nobody, with PostgreSQL's socket in the folder $pghost.
as_nobody() { setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME="$folder" PGHOST="$pghost" PGPORT=5432 PGUSER=postgres "$@"; }

# Starts PostgreSQL on the cluster in $pghost/data and waits until it answers.
start_postgres() {
    as_nobody "$pg/postgres" -D "$pghost/data" -k "$pghost" -c listen_addresses= -c fsync=off &
    until as_nobody "$pg/pg_isready" -q; do sleep 0.1; done
}

# Makes a stopped cluster in $pghost/data holding DAViCal's empty database.
make_template() {
    rm -rf "$pghost"
    mkdir "$pghost"
    chown nobody:nogroup "$pghost"
    as_nobody "$pg/initdb" -D "$pghost/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null
    start_postgres
    (cd /tmp && as_nobody /usr/share/davical/dba/create-database.sh davical "$(head -c 12 /dev/urandom | base64)") \
        >/dev/null
    as_nobody "$pg/pg_ctl" -D "$pghost/data" -m fast -w stop >/dev/null
}

versions=$(dpkg-query -W davical postgresql-15)
template=${TMPDIR:-/tmp}/checklists-davical-$(printf '%s' "$versions" | cat "$0" - | md5sum | cut -c1-16)
exec 9>"$template.lock"
flock 9
pghost=$template.new
[ -d "$template" ] || { make_template && mv "$template.new" "$template"; }
exec 9>&-

chmod 755 "$folder"
pghost=$folder/pg
rm -rf "$folder/pg"
mkdir "$folder/pg"
chown nobody:nogroup "$folder/pg"
cp -a "$template/data" "$folder/pg/data"
start_postgres
as_nobody psql -qX -v ON_ERROR_STOP=1 -d davical -v user="$user" -v password="**$password" <<'SQL'
INSERT INTO usr (user_no, active, email_ok, updated, username, password, fullname, email)
    VALUES (10, TRUE, current_date, current_date, :'user', :'password', :'user', :'user' || '@example.net');
INSERT INTO principal (type_id, user_no, displayname, default_privileges) VALUES (1, 10, :'user', 0::BIT(24));
SQL

# DAViCal reads /etc/davical/SERVER_NAME-conf.php: the router names a server whose
# configuration file is this one, and the file names the server 127.0.0.1 again.
cat >"$folder/davical-conf.php" <<CONF
<?php
\$_SERVER['SERVER_NAME'] = '127.0.0.1';
\$c->pg_connect[] = 'host=$folder/pg port=5432 dbname=davical user=davical_app';
\$c->domain_name = '127.0.0.1';
\$c->system_name = 'DAViCal';
CONF
export DAVICAL_CONFIGURATION_NAME="../..$folder/davical"
export PHP_CLI_SERVER_WORKERS=4
exec php -S "127.0.0.1:$port" -t /usr/share/davical/htdocs "$here/davical-router.php"
