#!/usr/bin/env bash
# Load test of the Gallery search endpoint on loopback with wrk (Debian package `wrk`).
# Usage: Benchmarks/GalleryLoad/run.sh [seconds] [connections]     (from the repository root)
# Builds the release `gallery`, serves the 400-image demo gallery from a temporary data
# directory with a rate limit high enough not to interfere, runs wrk with two threads, and stops
# the server.
set -euo pipefail
cd "$(dirname "$0")/../.."
duration="${1:-20}"
connections="${2:-32}"
port=18080

command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
swift build -c release --product gallery
data="$(mktemp -d)"
.build/release/gallery --port "$port" --data-dir "$data" --rate-limit 100000000 --log-level warning &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 100); do
  curl -fs "http://127.0.0.1:$port/api/?key=warmup" >/dev/null 2>&1 && break
  sleep 0.1
done
wrk -t2 -c"$connections" -d"${duration}s" --latency -s Benchmarks/GalleryLoad/searches.lua "http://127.0.0.1:$port"
