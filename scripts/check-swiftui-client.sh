#!/usr/bin/env bash
# Builds and runs Tests/Fixtures/SwiftUIClient, a package of plain SwiftUI code (`import SwiftUI`,
# `import CoreGraphics`, `import Observation`, `import Combine`, `import SwiftData`, an `@main` App, an app made with UIKit's
# lifecycle, app-style screens) that
# depends on Tactile's Compatibility package by path; fails unless it compiles, prints its first frame
# and its screens' scenario tests (touches driven through TactileTesting) pass.
# Linux only (on Apple platforms `import SwiftUI` is Apple's). The scratch directory stays in
# .build-swiftui-client (git-ignored by .build*) so a second run only rebuilds what changed.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-step.sh
[[ "$(uname)" == Linux ]] || { echo "skipped: not Linux"; exit 0; }
scratch="$PWD/.build-swiftui-client"
flags=(${SWIFT_BUILD_FLAGS:-})
# One build of everything, tests included: building the product alone and then the tests would
# build every module twice (with and without testability), and the second build has been seen to
# lose a C module map (COpenCombineHelpers) on the way.
swiftpm_step swift build --package-path Tests/Fixtures/SwiftUIClient --scratch-path "$scratch" --build-tests "${flags[@]}"
svg="$("$scratch/debug/SwiftUIClient")"
for expected in '<svg ' 'Hello, SwiftUI' 'Observed 2' 'Published 1' 'url(#gradient1)'; do
    grep -qF "$expected" <<<"$svg" || { echo "SwiftUIClient's frame lacks: $expected" >&2; exit 1; }
done
echo "SwiftUIClient: built and drew its first frame"
# The app made with UIKit's lifecycle: launched in UIKit's order, its window's SwiftUI view drawn.
svg="$("$scratch/debug/UIKitLifecycleClient")"
for expected in '<svg ' 'Swipe the tile' '#ff9500'; do
    grep -qF "$expected" <<<"$svg" || { echo "UIKitLifecycleClient's frame lacks: $expected" >&2; exit 1; }
done
echo "UIKitLifecycleClient: launched through its app and scene delegates and drew its first frame"
# The screens' scenario tests: SwiftUI code driven by scripted touches (TactileTesting).
swiftpm_step swift test --package-path Tests/Fixtures/SwiftUIClient --scratch-path "$scratch" --skip-build
echo "SwiftUIClient: screen scenario tests passed"
