#!/usr/bin/env bash
# Retakes the README's screenshots, Docs/screenshots/*.png: both apps on their offline demo
# servers, in real terminals on an X server of the script's own (Xvfb) —
#   imagesearch-kitty-list.png, imagesearch-kitty-detail.png   kitty graphics (kitty)
#   imagesearch-sixel-list.png, imagesearch-sixel-detail.png   sixel (xterm -ti vt340)
#   imagesearch-half-blocks.png                                --graphics blocks (kitty)
#   imagesearch-japanese.png                                   --lang ja (kitty)
#   imagesearch-light-filters.png                              the filter panel, sixel on xterm's default black on white
#   weather.png, weather-detail.png                            Weather Now, a city's detail (kitty)
#   weather-light-keys.png                                     Weather Now's keys on xterm's default black on white
#
# Usage: Scripts/take-screenshots.sh
# Builds the two apps (debug), needs the Debian packages below (installed with apt-get when
# missing, which needs root; fonts-noto-cjk draws the Japanese screen) and takes about a
# minute. Each screenshot is taken once its screen has stopped changing for two seconds; look
# at every picture before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(xvfb kitty xterm imagemagick xdotool fonts-noto-cjk)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

swift build --product imagesearch
swift build --product weather
bin=$(swift build --show-bin-path)
out=Docs/screenshots
mkdir -p "$out"
work=$(mktemp -d)

# The first free display from :120 up, so that no one else's display is touched.
display=120
while [[ -e /tmp/.X11-unix/X$display || -e /tmp/.X$display-lock ]]; do display=$((display + 1)); done
Xvfb ":$display" -screen 0 1280x1024x24 -nolisten tcp -noreset >"$work/xvfb.log" 2>&1 &
xvfb=$!
terminal=""
cleanup() {
    [[ -n $terminal ]] && kill "$terminal" 2>/dev/null
    kill "$xvfb" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# Only what the apps need reaches them: the offline demo servers (no API keys), a cache of the
# script's own (the demo gallery is made once, in the first run), no graphics preference.
clean_environment=(env -i "DISPLAY=:$display" "PATH=$PATH" "HOME=$HOME" "LANG=C.UTF-8" "XDG_CACHE_HOME=$work/cache")

# Runs "$@" until it succeeds, every tenth of a second, for at most $1 seconds; fails naming $2.
retry() {
    local seconds=$1 what=$2
    shift 2
    local tries=$((seconds * 10))
    until "$@" >/dev/null 2>&1; do
        tries=$((tries - 1))
        ((tries > 0)) || { echo "timed out waiting for $what" >&2; return 1; }
        sleep 0.1
    done
}
retry 20 "Xvfb :$display" "${clean_environment[@]}" xdotool getdisplaygeometry

# Opens a terminal of 100×$2 cells at the top-left corner running the rest: $1 is kitty, sixel
# (xterm -ti vt340, light grey on black) or light (xterm -ti vt340 in its default black on
# white). Sets $terminal (its process) and $width, $height (its window's pixels).
open_terminal() {
    local kind=$1 rows=$2 name="shot-$RANDOM"
    shift 2
    if [[ $kind == kitty ]]; then
        "${clean_environment[@]}" LIBGL_ALWAYS_SOFTWARE=1 kitty --config NONE --name "$name" \
            -o initial_window_width=100c -o initial_window_height=${rows}c -o remember_window_size=no \
            -o placement_strategy=top-left -o window_padding_width=0 -o cursor_blink_interval=0 "$@" >"$work/terminal.log" 2>&1 &
    else
        local colours=(-bg black -fg grey85)
        [[ $kind == light ]] && colours=()
        "${clean_environment[@]}" xterm -ti vt340 -name "$name" -geometry "100x$rows+0+0" -fa Monospace -fs 11 \
            "${colours[@]}" -e "$@" >"$work/terminal.log" 2>&1 &
    fi
    terminal=$!
    retry 60 "the $kind window" "${clean_environment[@]}" xdotool search --onlyvisible --classname "$name"
    local window
    window=$("${clean_environment[@]}" xdotool search --onlyvisible --classname "$name" | head -1)
    eval "$("${clean_environment[@]}" xdotool getwindowgeometry --shell "$window" | grep -E '^(WIDTH|HEIGHT)=')"
    width=$WIDTH height=$HEIGHT
}

close_terminal() {
    kill "$terminal"
    wait "$terminal" 2>/dev/null || true
    terminal=""
}

screen_checksum() {
    "${clean_environment[@]}" import -silent -window root -crop "${width}x${height}+0+0" rgb:- | md5sum
}

# Waits (at most a minute) until the window has looked the same for two seconds.
wait_until_still() {
    local previous="" same=0 tries=120 current
    while ((same < 4)); do
        sleep 0.5
        current=$(screen_checksum)
        if [[ $current == "$previous" ]]; then same=$((same + 1)); else same=0; fi
        previous=$current
        tries=$((tries - 1))
        ((tries > 0)) || { echo "the screen never stood still" >&2; return 1; }
    done
}

# Types xdotool key names into the window (the keyboard follows the pointer: no window manager).
press() {
    "${clean_environment[@]}" xdotool mousemove $((width / 2)) $((height / 2)) key --delay 80 "$@"
}

# Saves the window, once still, as $out/$1.png.
shoot() {
    wait_until_still
    "${clean_environment[@]}" import -silent -window root -crop "${width}x${height}+0+0" -strip \
        -define png:compression-level=9 "$out/$1.png"
    echo "$out/$1.png: $(du -k "$out/$1.png" | cut -f1) KB"
}

open_terminal kitty 30 "$bin/imagesearch"
shoot imagesearch-kitty-list
press Down Return
shoot imagesearch-kitty-detail
close_terminal

open_terminal sixel 30 "$bin/imagesearch"
shoot imagesearch-sixel-list
press Down Return
shoot imagesearch-sixel-detail
close_terminal

open_terminal kitty 30 "$bin/imagesearch" --graphics blocks
shoot imagesearch-half-blocks
close_terminal

open_terminal kitty 30 "$bin/imagesearch" --lang ja
shoot imagesearch-japanese
close_terminal

open_terminal light 30 "$bin/imagesearch"
wait_until_still
press f
shoot imagesearch-light-filters
close_terminal

open_terminal kitty 18 "$bin/weather"
shoot weather
press Down Down Down Return
shoot weather-detail
close_terminal

open_terminal light 30 "$bin/weather"
wait_until_still
press question
shoot weather-light-keys
close_terminal
