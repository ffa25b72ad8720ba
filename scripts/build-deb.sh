#!/bin/bash
# Builds the Debian package checklists_VERSION_ARCH.deb in the top folder from the release
# build in .build/release (make deb builds it first), then runs lintian on it.
# Usage: build-deb.sh VERSION. The Swift runtime is linked into the executables
# (--static-swift-stdlib), so the package depends only on Debian's shared libraries.
set -euo pipefail
cd "$(dirname "$0")/.."

version=${1:?usage: build-deb.sh VERSION}
arch=$(dpkg --print-architecture)
package=checklists_${version}_${arch}.deb
work=.build/deb
root=$work/root
doc=$root/usr/share/doc/checklists

rm -rf "$work"
mkdir -p "$work/debian" "$root/DEBIAN"

# The files, laid out as `make install PREFIX=/usr` does, into the staging tree.
make --no-print-directory install-files DESTDIR="$PWD/$root" PREFIX=/usr BUILDDIR=.build/release \
    ZSHCOMPDIR=/usr/share/zsh/vendor-completions
# As dh_strip would: the symbols stay in .build/release for debugging.
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$root/usr/bin/remindd" "$root/usr/bin/checklists"
gzip -9n "$root"/usr/share/man/man1/*.1
install -d "$doc"
install -m 644 packaging/debian/copyright "$doc/copyright"
gzip -9nc packaging/debian/changelog > "$doc/changelog.gz"
chmod 644 "$doc/changelog.gz"

# dpkg-shlibdeps and dpkg-gencontrol read a debian/ folder beside the staging tree: the
# control file, the changelog (the version, the distribution) and the substitutions.
cp packaging/debian/control packaging/debian/changelog "$work/debian/"
(
    cd "$work"
    dpkg-shlibdeps -Tdebian/substvars root/usr/bin/remindd root/usr/bin/checklists
    dpkg-gencontrol -pchecklists -Proot -Tdebian/substvars -fdebian/files -Vmisc:Depends=
)
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
chmod 644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"

dpkg-deb --root-owner-group -Zxz --build "$root" "$package"
echo "built $package ($(du -h "$package" | cut -f1)); lintian:"
lintian --fail-on error "$package"
