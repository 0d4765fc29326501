#!/usr/bin/env bash
# Runs every test suite of the project. Installs what the suites need when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-step.sh
# docs/COMPATIBILITY.md against the code, before anything builds (under a second): every API a
# ✅/⚠️/◐ row names must be declared publicly with the row's labels and every ❌ API must not be;
# the self-test first shows the checker catches wrong labels and a stale ❌ row.
python3 scripts/check-compatibility.py --self-test
python3 scripts/check-compatibility.py
swiftpm_step swift build --build-tests -Xswiftc -warnings-as-errors
# The backtracer can stall for minutes on a crashing test process (exit tests crash on purpose);
# a crash still fails the run and names the test.
swiftpm_step env SWIFT_BACKTRACE=enable=no swift test --skip-build
# A client package of plain SwiftUI code (`import SwiftUI`, an `@main` App) must build against the
# Compatibility package and draw its first frame (README "Use it in your package"). Its own scratch
# directory persists between runs, so only the first run builds its dependencies.
bash scripts/check-swiftui-client.sh
# The documentation must build; a docc error fails the run. Tactile only re-exports, so its archive
# holds the articles and TactileGestures/TactileUI hold the reference (Sources/Tactile/Tactile.docc).
swiftpm_step swift package generate-documentation --target Tactile --target TactileTesting --target TactileGestures --target TactileUI >/dev/null
# Tactile Lab in a real browser (installs Chromium and Playwright when missing).
SWIFT_BUILD_FLAGS="-Xswiftc -warnings-as-errors" bash scripts/browser-tests.sh
# Every catalog scene through a release worker: the optimizer changes lifetimes and copies that the
# debug build above never exercises (scripts/release-scene-sweep.py). Without the default
# SelectableMode trait (Package.swift): the sweep never selects, and a release build of swift-syntax
# for the lab (beside the one the macros need as a tool) would add about ten minutes.
swiftpm_step swift build -c release --product tactile-lab --disable-default-traits
python3 scripts/release-scene-sweep.py .build/release/tactile-lab
