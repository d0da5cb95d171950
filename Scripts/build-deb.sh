#!/usr/bin/env bash
# Packages what Scripts/build-release.sh staged in dist/ as a Debian package,
# dist/reactivemvvm-apps_<version>_<architecture>.deb:
#
#   /usr/bin/{imagesearch,weather,gallery}
#   /usr/share/man/man1/NAME.1.gz, /usr/share/man/ja/man1/NAME.1.gz
#   /usr/share/bash-completion/completions/NAME
#   /usr/share/zsh/vendor-completions/_NAME                (where Debian's zsh looks)
#   /usr/share/fish/vendor_completions.d/NAME.fish
#   /usr/share/doc/reactivemvvm-apps/{copyright,changelog.gz}
#
# Usage: Scripts/build-deb.sh      (needs dpkg-dev: dpkg-deb, dpkg-shlibdeps)
#
# The version is CHANGELOG.md's newest release (Scripts/release-version.sh). `Depends:` is what
# the programs load, never typed here: dpkg-shlibdeps reads the libraries each program names
# (ELF NEEDED), finds the file the dynamic linker would load for each, the package that owns it
# (dpkg -S) and the oldest version of that package with every symbol used (its symbols file).
set -euo pipefail
cd "$(dirname "$0")/.."

[[ -d dist/bin ]] || { echo "nothing to package: run Scripts/build-release.sh first" >&2; exit 1; }
package=reactivemvvm-apps
read -r version release_date < <(Scripts/release-version.sh)
architecture="$(dpkg --print-architecture)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"

install -d "$root/DEBIAN" "$root/usr/share/doc/$package"
cp -a dist/bin "$root/usr/bin"
mkdir -p "$root/usr/share/man"
cp -a dist/share/man/. "$root/usr/share/man/"
find "$root/usr/share/man" -type f -name '*.1' -exec gzip -9n {} +
install -D -m 644 -t "$root/usr/share/bash-completion/completions" dist/share/bash-completion/completions/*
install -D -m 644 -t "$root/usr/share/zsh/vendor-completions" dist/share/zsh/site-functions/*
install -D -m 644 -t "$root/usr/share/fish/vendor_completions.d" dist/share/fish/vendor_completions.d/*

{
    cat <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: ReactiveMVVM
Source: the ReactiveMVVM repository, release $version

Files: *
Copyright: $(sed -nE 's/^Copyright \(c\) //p' LICENSE)
License: Expat
EOF
    # The licence's text, as the format wants it: indented, blank lines as " .".
    sed -e '1,/^Copyright/d' LICENSE | sed -e '/./,$!d' | sed -e 's/^$/./' -e 's/^/ /'
} >"$root/usr/share/doc/$package/copyright"

# A native package's changelog, in Debian's format, pointing at the project's own.
{
    echo "$package ($version) stable; urgency=medium"
    echo
    echo "  * Release $version: see CHANGELOG.md in the ReactiveMVVM repository."
    echo
    echo " -- The ReactiveMVVM authors <maintainers@users.noreply.a-seed-170851b0.example>  $(LC_ALL=C date -u -R -d "$release_date 12:00")"
} | gzip -9n >"$root/usr/share/doc/$package/changelog.gz"

# dpkg-shlibdeps reads the package's name from a debian/control of its own.
mkdir -p "$work/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$package" "$package" >"$work/debian/control"
depends="$(cd "$work" && dpkg-shlibdeps -O root/usr/bin/* | sed -n 's/^shlibs:Depends=//p')"
[[ -n "$depends" ]] || { echo "dpkg-shlibdeps found no libraries" >&2; exit 1; }

cat >"$root/DEBIAN/control" <<EOF
Package: $package
Version: $version
Architecture: $architecture
Maintainer: The ReactiveMVVM authors <maintainers@users.noreply.a-seed-170851b0.example>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Description: image search and weather in the terminal, with a local demo server
 Image Search (imagesearch) searches Pixabay's pictures and shows them in the
 terminal; Weather Now (weather) shows the current weather of the cities you
 choose. Both work offline against a demo gallery served inside them, and
 speak English and Japanese. gallery serves that demo gallery, or a folder of
 your own pictures, with the Pixabay and OpenWeatherMap APIs.
EOF
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum >DEBIAN/md5sums)

deb="dist/${package}_${version}_${architecture}.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "$deb: $(awk -v bytes="$(stat -c %s "$deb")" 'BEGIN { printf "%.1f MB", bytes / 1e6 }'), Depends: $depends"
