#!/bin/bash
# package-rebuild-timing.sh [EDITS]: what a save costs in `tactile-lab --package` (docs/PERFORMANCE.md,
# "Package"). Copies Tests/Fixtures/LabPackage and LabGestureKit to a temporary folder, starts the
# debug lab on it, appends a comment to the feature target's Message.swift EDITS times (default 4)
# and to the design system's Palette.swift once, and prints each build's seconds from the lab's log
# (save noticed → SwiftPM → worker linked). Needs `swift build` first.
set -euo pipefail
edits=${1:-4}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'kill "$lab" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r "$repo/Tests/Fixtures/LabPackage" "$repo/Tests/Fixtures/LabGestureKit" "$work/"
"$repo/.build/debug/tactile-lab" --package "$work/LabPackage" --port 0 --no-token >"$work/out" 2>"$work/err" &
lab=$!
until grep -q "Tactile Lab:" "$work/out" 2>/dev/null; do sleep 1; done
built() { grep -ac "built LabPackage" "$work/err" || true; }
wait_for_build() { local want=$1; until [ "$(built)" -ge "$want" ]; do sleep 0.5; done; }
count=$(built)
for i in $(seq "$edits"); do
  echo "// edit $i" >>"$work/LabPackage/Sources/Inbox/Message.swift"
  count=$((count + 1)); wait_for_build "$count"
done
echo "// edit" >>"$work/LabPackage/Sources/DesignSystem/Palette.swift"
count=$((count + 1)); wait_for_build "$count"
grep -a "built LabPackage" "$work/err" | sed 's/.*tactile-lab: //'
