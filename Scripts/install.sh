#!/usr/bin/env bash
# Installs imagesearch, weather and gallery as Scripts/build-release.sh staged them in dist/:
#
#   $PREFIX/bin/NAME
#   $PREFIX/share/man/man1/NAME.1, $PREFIX/share/man/ja/man1/NAME.1
#   $PREFIX/share/bash-completion/completions/NAME
#   $PREFIX/share/zsh/site-functions/_NAME
#   $PREFIX/share/fish/vendor_completions.d/NAME.fish
#
# Usage: [PREFIX=…] Scripts/install.sh     (PREFIX defaults to ~/.local: no root needed)
#
# Every file written and every folder made is listed in
# $PREFIX/share/reactivemvvm-apps/installed-files, from which Scripts/uninstall.sh removes
# exactly those again. Installing again over an installation replaces its files.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX="${PREFIX:-$HOME/.local}"
[[ -d dist/bin ]] || { echo "nothing to install: run Scripts/build-release.sh first" >&2; exit 1; }
manifest_folder="$PREFIX/share/reactivemvvm-apps"
manifest="$manifest_folder/installed-files"

# What an earlier installation recorded is kept: its folders were made by it.
declare -A recorded=()
if [[ -f "$manifest" ]]; then
    while IFS= read -r line; do recorded["$line"]=1; done <"$manifest"
fi
entries=()
record() {
    [[ -n "${recorded["$1"]:-}" ]] || { recorded["$1"]=1; entries+=("$1"); }
}

# Makes `folder` and the missing folders above it, recording each one made.
make_folder() {
    local folder="$1"
    [[ -d "$folder" ]] && return
    make_folder "$(dirname "$folder")"
    mkdir "$folder"
    record "folder $folder"
}

make_folder "$manifest_folder"
while IFS= read -r -d '' file; do
    target="$PREFIX/${file#dist/}"
    make_folder "$(dirname "$target")"
    mode=644
    [[ "$file" == dist/bin/* ]] && mode=755
    install -m "$mode" "$file" "$target"
    record "file $target"
done < <(find dist -type f -print0 | sort -z)

[[ -f "$manifest" ]] && cat "$manifest" >"$manifest.new" || : >"$manifest.new"
if ((${#entries[@]})); then printf '%s\n' "${entries[@]}" >>"$manifest.new"; fi
mv "$manifest.new" "$manifest"

echo "installed imagesearch, weather and gallery in $PREFIX/bin, with man pages and completions"
[[ ":$PATH:" == *":$PREFIX/bin:"* ]] || echo "note: $PREFIX/bin is not on PATH"
case "$PREFIX" in
    /usr | /usr/local) ;;
    *) echo "note: zsh finds the completions once $PREFIX/share/zsh/site-functions is on fpath" ;;
esac
