#!/usr/bin/env bash
# Load test of the Gallery search endpoint on loopback with wrk (Debian package `wrk`).
# Usage: Benchmarks/GalleryLoad/run.sh [seconds] [connections] [mix] [search cache size]
#   (from the repository root)
#   mix: `varied` (default): a few thousand distinct searches written by queries.py, drawn at
#        random, so that most answers come from the index; `fixed`: ten searches (with the cache on, all answered from it).
#   search cache size: passed to --search-cache (default 500, as the server; 0 measures the uncached path).
# Builds the release `gallery`, serves the 400-image demo gallery from a temporary data
# directory with a rate limit high enough not to interfere, runs wrk with two threads (one per
# core: wrk needs CPU too, and more threads would only compete with the server), and stops the
# server. Note the load average (printed before and after) with every figure.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-20}"
connections="${2:-16}"
mix="${3:-varied}"
cache="${4:-500}"
port=18080

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
swift build -c release --product gallery
data="$(mktemp -d)"
.build/release/gallery --port "$port" --data-dir "$data" --rate-limit 100000000 --search-cache "$cache" --log-level warning &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 100); do
  curl -fs "http://127.0.0.1:$port/api/?key=warmup" >/dev/null 2>&1 && break
  sleep 0.1
done
paths=()
if [ "$mix" = varied ]; then
  python3 Benchmarks/GalleryLoad/queries.py "http://127.0.0.1:$port" "$data/searches.txt"
  paths=(-- "$data/searches.txt")
fi
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
wrk -t2 -c"$connections" -d"${duration}s" --latency -s Benchmarks/GalleryLoad/searches.lua "http://127.0.0.1:$port" "${paths[@]}"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
