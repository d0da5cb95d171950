#!/usr/bin/env bash
# Prints the release the commands are built as: CHANGELOG.md's newest released version and its
# date, "1.0.0 2026-11-26" — the first "## [X.Y.Z] — YYYY-MM-DD" heading ([Unreleased] is not a
# version). The commands' AppVersion.current must say the same (AppVersionTests checks it).
set -euo pipefail
cd "$(dirname "$0")/.."
heading="$(grep -m 1 -E '^## \[[0-9]+\.[0-9]+\.[0-9]+\]' CHANGELOG.md)" || { echo "CHANGELOG.md names no released version" >&2; exit 1; }
version="$(sed -E 's/^## \[([^]]+)\].*/\1/' <<<"$heading")"
date="$(grep -oE '[0-9]{4}-[0-9]{2}-[0-9]{2}$' <<<"$heading")" || { echo "CHANGELOG.md: no date at the end of: $heading" >&2; exit 1; }
echo "$version $date"
