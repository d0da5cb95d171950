#!/usr/bin/env bash
# Builds the three commands — imagesearch, weather, gallery — as programs to install: release
# mode, the Swift runtime and Foundation linked in (--static-swift-stdlib), so that they need no
# Swift toolchain, only the system's C libraries. It stages them in dist/ as they go under a
# prefix, with their man pages and shell completions:
#
#   dist/bin/NAME                                    stripped
#   dist/share/man/man1/NAME.1                       English
#   dist/share/man/ja/man1/NAME.1                    Japanese (imagesearch and weather; gallery speaks English only)
#   dist/share/bash-completion/completions/NAME
#   dist/share/zsh/site-functions/_NAME
#   dist/share/fish/vendor_completions.d/NAME.fish
#
# then prints each program's size, the libraries it names and how many it loads in all (ldd).
# Scripts/install.sh installs dist/, Scripts/build-deb.sh packages it.
#
# Usage: Scripts/build-release.sh [swift build options…]   (CI: -Xswiftc -warnings-as-errors)
#
# The three and terminalui-demo are built in .build/release as `swift build -c release` puts
# them, or under the --scratch-path given (CI drives terminalui-demo and the apps from there
# too). The man pages are swift-argument-parser's generate-manual (the tool its `generate-manual` plugin runs, built
# here on its own: the plugin would build the whole package again without the static runtime)
# reading each command's options, with the sections written by hand in Docs/man/LANG/NAME.mdoc
# in place of its generic EXIT STATUS; the completions are each command's
# --generate-completion-script. The version is CHANGELOG.md's (Scripts/release-version.sh),
# and the pages are dated with its release.
set -euo pipefail
cd "$(dirname "$0")/.."

commands=(imagesearch weather gallery)
japanese_pages=(imagesearch weather)
read -r version release_date < <(Scripts/release-version.sh)

# Every module, the dependencies' too, reaches a concrete generic type's metadata through an
# accessor function rather than by its mangled name: the runtime then instantiates it without
# looking up its generic requirements' conformances, each lookup a scan of every conformance
# record in the program (8,000 in imagesearch). That takes about 4 ms off Image Search's first
# frame with rows, for 0.2 MB of code (Benchmarks/README.md, "Start-up: generic metadata").
release=(-c release --static-swift-stdlib
    -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)

# Product by product: the whole package would include the test support, which links Swift
# Testing — not there for a static runtime.
for product in "${commands[@]}" terminalui-demo; do
    swift build "${release[@]}" --product "$product" "$@"
done
products="$(swift build "${release[@]}" "$@" --show-bin-path)"
scratch="$(dirname "$(dirname "$products")")"   # .build, or the --scratch-path given

rm -rf dist
mkdir -p dist/bin dist/share/man/man1 dist/share/man/ja/man1 dist/share/bash-completion/completions \
    dist/share/zsh/site-functions dist/share/fish/vendor_completions.d

for command in "${commands[@]}"; do
    strip -o "dist/bin/$command" "$products/$command"
    answered="$("dist/bin/$command" --version)"
    [[ "$answered" == "$version" ]] || { echo "$command --version says $answered, CHANGELOG.md $version" >&2; exit 1; }
done

# The texts a command writes for other programs are in the language of the environment: English here.
english=(env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8)
japanese=(env -u LC_ALL -u LC_MESSAGES LANG=ja_JP.UTF-8)

for command in "${commands[@]}"; do
    # Sourced by bash-completion, never run: no #! line (lintian's bash-completion-with-hashbang).
    "${english[@]}" "dist/bin/$command" --generate-completion-script bash | sed '1{/^#!/d}' >"dist/share/bash-completion/completions/$command"
    "${english[@]}" "dist/bin/$command" --generate-completion-script zsh >"dist/share/zsh/site-functions/_$command"
    "${english[@]}" "dist/bin/$command" --generate-completion-script fish >"dist/share/fish/vendor_completions.d/$command.fish"
done

argument_parser=(--package-path "$scratch/checkouts/swift-argument-parser" --scratch-path "$scratch/tools" -c release)
swift build "${argument_parser[@]}" --product generate-manual
generate_manual="$(swift build "${argument_parser[@]}" --show-bin-path)/generate-manual"

# The hand-written sections of a page, Docs/man/LANG/NAME.mdoc, with every `.\" include FILE`
# line replaced by that file of the same folder (what the two apps' pages share), comments left out.
hand_written() {
    local file="$1" line
    while IFS= read -r line; do
        if [[ "$line" =~ ^\.\\\"\ include\ (.+)$ ]]; then
            hand_written "$(dirname "$file")/${BASH_REMATCH[1]}"
        elif [[ "$line" != .\\\"* ]]; then
            printf '%s\n' "$line"
        fi
    done <"$file"
}

# generate-manual drops every character that is not ASCII from the texts it writes (1.8.2,
# String+Escaping.swift): the arrows, "°C", the dashes — all of a Japanese page. So it reads the
# command's --experimental-dump-help with each such character written as @u{hex}, and the page
# gets them back.
to_ascii='import sys; sys.stdout.write("".join(c if ord(c) < 128 else "@u{%x}" % ord(c) for c in sys.stdin.read()))'
from_ascii='import re, sys; sys.stdout.write(re.sub(r"@u\{([0-9a-f]+)\}", lambda m: chr(int(m.group(1), 16)), sys.stdin.read()))'
export PYTHONIOENCODING=utf-8

# The man page of `command` in `language` (en or ja), run in `environment`, written to `output`:
# the generated page up to its generic EXIT STATUS (blank lines between paragraphs as .Pp), then
# the hand-written sections; a Japanese page's generated headings in Japanese.
man_page() {
    local command="$1" language="$2" output="$3"
    shift 3
    local generated
    generated="$(mktemp -d)"
    "$@" "dist/bin/$command" --experimental-dump-help | python3 -c "$to_ascii" >"$generated/dump.json"
    printf '#!/bin/sh\nexec cat %q\n' "$generated/dump.json" >"$generated/$command"
    chmod +x "$generated/$command"
    "$generate_manual" "$generated/$command" --date "$release_date" --section 1 --output-directory "$generated"
    {
        sed -e '/^\.Sh "\{0,1\}EXIT STATUS/,$d' -e 's/^$/.Pp/' "$generated/$command.1" | python3 -c "$from_ascii" |
            if [[ "$language" == ja ]]; then
                sed -E 's/^\.Sh "?NAME"?$/.Sh 名前/; s/^\.Sh "?SYNOPSIS"?$/.Sh 書式/; s/^\.Sh "?DESCRIPTION"?$/.Sh 説明/'
            else
                cat
            fi
        hand_written "Docs/man/$language/$command.mdoc"
    } >"$output"
    rm -rf "$generated"
}

for command in "${commands[@]}"; do
    man_page "$command" en "dist/share/man/man1/$command.1" "${english[@]}"
done
for command in "${japanese_pages[@]}"; do
    man_page "$command" ja "dist/share/man/ja/man1/$command.1" "${japanese[@]}"
done

echo
echo "dist/ — version $version:"
for command in "${commands[@]}"; do
    printf '  %-12s %6s MB, needs: %s (%s libraries loaded in all)\n' "$command" \
        "$(awk -v bytes="$(stat -c %s "dist/bin/$command")" 'BEGIN { printf "%.1f", bytes / 1e6 }')" \
        "$(readelf -d "dist/bin/$command" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p' | sort | paste -sd ' ')" \
        "$(ldd "dist/bin/$command" | awk '$1 !~ /^(linux-vdso|\/)/' | wc -l)"
done
