#!/bin/sh
# After a sanitized run: prints every report the sanitizers wrote (each process writes into
# its own file, LOGS/asan.NAME.PID or LOGS/tsan.NAME.PID) and fails when there is one, even
# when the tests passed (a report of a child, say remindd at exit, need not fail a test).
# Usage: check-logs.sh LOGS TEST_STATUS; exits with TEST_STATUS when there is no report.
set -eu
reports=$(find "$1" -type f | sort)
if [ -n "$reports" ]; then
    for report in $reports; do
        echo "==== $report"
        cat "$report"
    done
    echo "check-logs.sh: the sanitizers reported $(echo "$reports" | wc -l) time(s), above (kept in $1)" >&2
    exit 1
fi
exit "$2"
