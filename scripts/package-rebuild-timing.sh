#!/bin/bash
# package-rebuild-timing.sh [EDITS] [FILES]: what a save costs in `tactile-lab --package`
# (docs/PERFORMANCE.md, "Package"). Copies Tests/Fixtures/LabPackage and LabGestureKit to a temporary
# folder, pads the feature target (Inbox) to FILES Swift files with generated gesture rows when
# FILES is given (issue 36 measures a 50-file target), starts the debug lab on it, appends a comment
# to the feature target's Message.swift EDITS times (default 4) and to the design system's
# Palette.swift once, and prints each build's seconds from the lab's log (save noticed → SwiftPM →
# worker linked). Needs `swift build` first.
set -euo pipefail
edits=${1:-4}
files=${2:-0}
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'kill "$lab" 2>/dev/null || true; rm -rf "$work"' EXIT
cp -r "$repo/Tests/Fixtures/LabPackage" "$repo/Tests/Fixtures/LabGestureKit" "$work/"
inbox="$work/LabPackage/Sources/Inbox"
have=$(find "$inbox" -name '*.swift' | wc -l)
for n in $(seq "$((have + 1))" "$files"); do
  cat >"$inbox/GeneratedRow$n.swift" <<SWIFT
import SwiftUI

/// A generated row (package-rebuild-timing.sh): a label that follows a horizontal drag and springs back.
struct GeneratedRow$n: View {
    let title: String
    @State private var offset: CGFloat = 0
    @GestureState private var isPressed = false

    var body: some View {
        HStack {
            Text(title).font(.headline)
            Spacer()
            Text("\(Int(offset)) pt").foregroundStyle(.secondary)
        }
        .padding()
        .background(isPressed ? Color.gray.opacity(0.2) : Color.clear)
        .offset(x: offset)
        .gesture(
            DragGesture(minimumDistance: 10)
                .updating(\$isPressed) { _, state, _ in state = true }
                .onChanged { offset = \$0.translation.width }
                .onEnded { _ in withAnimation(.spring()) { offset = 0 } }
        )
    }
}
SWIFT
done
echo "feature target: $(find "$inbox" -name '*.swift' | wc -l) Swift files" >&2
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
grep -aE "built LabPackage|recorded command|went to SwiftPM" "$work/err" | sed 's/.*tactile-lab: //'
