#!/bin/bash
# The translations under po/ (po/README.md): extracts the template, merges, checks and
# compiles the catalogues. Usage:
#   po.sh update      regenerates po/checklists.pot from the files po/POTFILES names and
#                     merges it into each po/LANG.po of po/LINGUAS (msgmerge)
#   po.sh check       fails when the template is not what the sources say (a string missing
#                     or left over), when a translation has an untranslated or fuzzy entry,
#                     or when its placeholders differ from the English (msgfmt --check)
#   po.sh compile DIR writes DIR/LANG/LC_MESSAGES/checklists.mo for each language
set -euo pipefail
shopt -s globstar
cd "$(dirname "$0")/.."

domain=checklists
languages=$(grep -v '^#' po/LINGUAS)

# Writes the template to $1: the Swift sources read as C (swift-strings.py first turns
# each multi-line literal into one C literal; no translatable text interpolates), then the
# GtkBuilder files, desktop entries and metainfo with xgettext's own rules for them.
extract() {
    local out=$1 files swift other
    files=$(grep -v '^#' po/POTFILES | while read -r pattern; do [ -n "$pattern" ] && ls $pattern; done)
    swift=$(echo "$files" | grep '\.swift$' | xargs grep -lE '\btr[nc]?\(' | sort)
    other=$(echo "$files" | grep -v '\.swift$')
    local tmp
    tmp=$(mktemp -d)
    # A Swift interpolation in a translatable literal would be looked up as written, never found.
    if grep -nE '\btr[nc]?\("([^"\\]|\\.)*\\\(' $swift; then
        echo "po.sh: the lines above interpolate inside a translatable text; use %s placeholders" >&2
        return 1
    fi
    /usr/bin/python3 scripts/swift-strings.py "$tmp/c" $swift
    (cd "$tmp/c" && xgettext --from-code=UTF-8 --language=C --keyword= --keyword=tr --keyword=trn:1,2 --keyword=trc:1c,2 \
        --flag=tr:1:c-format --flag=trc:2:c-format --flag=trn:1:c-format --flag=trn:2:c-format \
        --add-comments=TRANSLATORS: --sort-by-file -o "$tmp/swift.pot" $swift)
    local parts=("$tmp/swift.pot")
    for file in $other; do
        case $file in
            # gettext 0.21 warns on every GtkBuilder file that it uses its own rules for them.
            *.ui) xgettext --from-code=UTF-8 --language=Glade -o "$tmp/$(basename "$file").pot" "$file" \
                2> >(grep -v 'fallback ITS rule' >&2) ;;
            *.desktop.in) xgettext --from-code=UTF-8 --language=Desktop -o "$tmp/$(basename "$file").pot" "$file" ;;
            *.xml) xgettext --from-code=UTF-8 -o "$tmp/$(basename "$file").pot" "$file" ;;
        esac
        [ -f "$tmp/$(basename "$file").pot" ] && parts+=("$tmp/$(basename "$file").pot")
    done
    msgcat --use-first --sort-by-file "${parts[@]}" -o "$tmp/all.pot"
    # The header as a template's: the package, and the placeholder convention for translators.
    sed -e '1,/^$/d' "$tmp/all.pot" > "$tmp/body.pot"
    {
        cat po/header.pot
        cat "$tmp/body.pot"
    } > "$out"
    rm -rf "$tmp"
}

case ${1:-} in
    update)
        extract po/$domain.pot
        for lang in $languages; do
            msgmerge --quiet --update --backup=none --no-fuzzy-matching po/$lang.po po/$domain.pot
        done
        ;;
    check)
        work=$(mktemp -d)
        trap 'rm -rf "$work"' EXIT
        extract "$work/$domain.pot"
        failed=0
        # The same messages in the same order as the sources: compare them, not the dates.
        msgattrib --no-location --no-wrap -o "$work/new" "$work/$domain.pot"
        msgattrib --no-location --no-wrap -o "$work/old" po/$domain.pot
        if ! diff -u "$work/old" "$work/new" >"$work/diff"; then
            grep '^[-+]msgid' "$work/diff" >&2 || true
            echo "po/$domain.pot is not what the sources say (lines above: - only in the template, + only in the sources); run make po" >&2
            failed=1
        fi
        for lang in $languages; do
            if ! msgcmp po/$lang.po "$work/$domain.pot" 2>"$work/cmp"; then
                cat "$work/cmp" >&2
                echo "po/$lang.po lacks messages of the sources; run make po and translate them" >&2
                failed=1
            fi
            if ! stats=$(msgfmt --check --statistics -o /dev/null po/$lang.po 2>&1); then
                echo "$stats" >&2
                failed=1
            elif echo "$stats" | grep -qE 'fuzzy|untranslated'; then
                echo "po/$lang.po: $stats" >&2
                failed=1
            fi
            if [ -n "$(msgattrib --only-obsolete po/$lang.po)" ]; then
                echo "po/$lang.po keeps obsolete (#~) entries; run make po" >&2
                failed=1
            fi
        done
        [ "$failed" -eq 0 ] && echo "po/: template up to date; $(for lang in $languages; do echo -n "$lang: $(msgfmt --statistics -o /dev/null po/$lang.po 2>&1) "; done)"
        exit "$failed"
        ;;
    compile)
        dir=${2:?usage: po.sh compile DIR}
        for lang in $languages; do
            mkdir -p "$dir/$lang/LC_MESSAGES"
            msgfmt --check -o "$dir/$lang/LC_MESSAGES/$domain.mo" po/$lang.po
        done
        ;;
    *)
        echo "usage: po.sh update | check | compile DIR" >&2
        exit 2
        ;;
esac
