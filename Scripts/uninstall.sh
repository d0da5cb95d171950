#!/usr/bin/env bash
# Removes what Scripts/install.sh installed under PREFIX (default ~/.local): exactly the files
# it wrote and the folders it made, as listed in $PREFIX/share/reactivemvvm-apps/installed-files;
# a folder that holds something else by now stays.
#
# Usage: [PREFIX=…] Scripts/uninstall.sh
set -euo pipefail

PREFIX="${PREFIX:-$HOME/.local}"
manifest="$PREFIX/share/reactivemvvm-apps/installed-files"
[[ -f "$manifest" ]] || { echo "nothing installed under $PREFIX by Scripts/install.sh (no $manifest)" >&2; exit 1; }

folders=()
while IFS= read -r line; do
    case "$line" in
        "file "*) rm -f -- "${line#file }" ;;
        "folder "*) folders+=("${line#folder }") ;;
    esac
done <"$manifest"
rm -f -- "$manifest"
# Deepest first: a folder is made after the one it is in.
for ((index = ${#folders[@]} - 1; index >= 0; index--)); do
    rmdir -- "${folders[index]}" 2>/dev/null || true
done
echo "removed imagesearch, weather and gallery from $PREFIX"
