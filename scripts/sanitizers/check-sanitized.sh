#!/bin/sh
# Checks that the executables the sanitized tests run were built with the sanitizer, so that
# no test falls back to an ordinary build. Usage: check-sanitized.sh BUILD_PATH RUNTIME_SYMBOL
# (__asan_init, __tsan_init).
set -eu
folder="$1/debug"
for file in remindd checklists ChecklistsPackageTests.xctest; do
    if [ ! -x "$folder/$file" ]; then
        echo "check-sanitized.sh: $folder/$file is not built" >&2
        exit 1
    fi
    if ! nm "$folder/$file" 2>/dev/null | grep -q " $2\$"; then
        echo "check-sanitized.sh: $folder/$file has no $2: it was not built with the sanitizer" >&2
        exit 1
    fi
done
