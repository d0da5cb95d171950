#!/usr/bin/env bash
# Builds the ImageCodec decoders with libFuzzer + AddressSanitizer and fuzzes them.
#
#   Fuzz/run.sh [seconds] [extra libFuzzer flags...]     (default: 600 seconds)
#
# The growing corpus lives in .build-fuzz/corpus (seeded from Fuzz/Seeds); inputs that crash
# are written to Fuzz/Crashes/ — copy each one to Tests/ImageCodecTests/Regressions/ so the
# test suite replays it forever.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD="$ROOT/.build-fuzz"
DURATION=${1:-600}
shift || true
SWIFT_BIN=$(dirname "$(command -v swiftc)")

mkdir -p "$BUILD/objects" "$BUILD/modules" "$BUILD/corpus" "$ROOT/Fuzz/Crashes"
cat > "$BUILD/modules/module.modulemap" <<MAP
module CImageCodecShim {
    header "$ROOT/Sources/CImageCodecShim/include/CImageCodecShim.h"
    export *
}
MAP

for source in "$ROOT"/Sources/CImageCodecShim/*.c; do
    "$SWIFT_BIN/clang" -c -g -O1 -fsanitize=fuzzer-no-link,address \
        -I "$ROOT/Sources/CImageCodecShim/include" $(pkg-config --cflags libjpeg libpng) \
        "$source" -o "$BUILD/objects/$(basename "$source" .c).o"
done

swiftc -parse-as-library -O -g -sanitize=fuzzer,address -module-name ImageCodecFuzz \
    -I "$BUILD/modules" \
    "$ROOT"/Sources/ImageCodec/*.swift "$ROOT/Fuzz/FuzzEntry.swift" \
    "$BUILD"/objects/*.o $(pkg-config --libs libjpeg libpng) \
    -o "$BUILD/imagecodec-fuzz"

cp -n "$ROOT"/Fuzz/Seeds/* "$BUILD/corpus/" 2>/dev/null || true
exec "$BUILD/imagecodec-fuzz" "$BUILD/corpus" \
    -dict="$ROOT/Fuzz/imagecodec.dict" \
    -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$ROOT/Fuzz/Crashes/" \
    -max_total_time="$DURATION" -print_final_stats=1 "$@"
