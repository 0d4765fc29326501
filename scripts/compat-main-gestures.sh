#!/usr/bin/env bash
# scripts/compat-main-gestures.sh CHECKOUTS WORK [MODULE…]
#
# Drives the main gesture of corpus libraries the way their READMEs describe (issue 32;
# docs/SOURCE-COMPATIBILITY.md, "Their main gesture"). For each library of
# Tests/CompatMainGestures/libraries.tsv (or only the MODULEs named), it assembles in WORK a wrapper
# package — nothing of theirs is ever written into this repository:
#   - a target per library whose sources are COPIED from CHECKOUTS/<owner>+<name>/<folder> (the
#     checkout must be at the manifest's commit; a tree written blob by blob, with no git, is noted
#     "checkout at unknown", as scripts/compat-scoreboard.sh notes it), built in the library's Swift
#     language mode against Tactile's `SwiftUI` product (and `UIKit` for a library checked as iOS code,
#     whose `#if os(…)` lines are rewritten as on iOS, as tactile-compat reads them; iOS code also sees
#     the names Apple's Foundation declares for Combine's types, `ObservableObject` and `Published`,
#     through the module `_FoundationCombineNames` imported into each of its files, as tactile-compat
#     imports it: a view model importing only Foundation or UIKit builds);
#   - the corpus packages it depends on (the manifest's last column), copied the same way from
#     CHECKOUTS or COMPAT_DEPS (default: CHECKOUTS/../deps);
#   - a test target per library holding our Tests/CompatMainGestures/<module>MainGestureTests.swift
#     (the README's usage, written by us, driven through TactileTesting);
# builds each test target, then runs `swift test` and prints one line per library:
#   works | differs (a test records a known issue: a documented difference) | fails | build fails | skipped
# Exit status 0 when no library fails, fails to build or is skipped; 1 otherwise.
# Never part of CI (CI never fetches). One SwiftPM process at a time; WORK/.build is kept, so a second
# run only rebuilds what changed (the first debug build of Tactile takes about 15 minutes).
# The whole script is one block, read before it runs: editing the file during a run changes nothing.
{
set -euo pipefail
if (( $# < 2 )); then
    echo "usage: $0 CHECKOUTS WORK [MODULE…]" >&2
    exit 2
fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
source "$repo/scripts/swiftpm-step.sh"
[[ "$(uname)" == Linux ]] || { echo "skipped: not Linux (on Apple platforms import SwiftUI is Apple's)"; exit 0; }
checkouts="$(cd "$1" && pwd)"
mkdir -p "$2"
work="$(cd "$2" && pwd)"
shift 2
deps="${COMPAT_DEPS:-$checkouts/../deps}"
tests="$repo/Tests/CompatMainGestures"
manifest="$tests/libraries.tsv"
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"

wanted() {  # wanted MODULE: true when no module was named or this one was
    (( ${#only[@]} == 0 )) && return 0
    local m
    for m in "${only[@]}"; do [[ "$m" == "$1" ]] && return 0; done
    return 1
}
only=("$@")

# copy_sources SRC DEST PLATFORM: the folder SRC as DEST (its resources too: the manifest's target
# settings name them as the library's Package.swift does), with #if/#elseif os(…) read as on iOS for ios.
copy_sources() {
    local src="$1" dest="$2" platform="$3"
    rm -rf "$dest"
    mkdir -p "$dest"
    cp -R "$src/." "$dest/"
    if [[ "$platform" == ios ]]; then
        find "$dest" -name '*.swift' -print0 | xargs -0 python3 -c "$ios_conditions"
    fi
}

# As tactile-compat compiles iOS code (CompatPlatform): on an #if or #elseif line, os(iOS) is true and
# every other os(…) false; canImport(UIKit) holds because the target depends on the UIKit product.
ios_conditions='
import re, sys
cond = re.compile(r"^(\s*#(?:if|elseif)\b)(.*)$")
osname = re.compile(r"\bos\(\s*(\w+)\s*\)")
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    changed = False
    for i, line in enumerate(lines):
        m = cond.match(line)
        if m and osname.search(m.group(2)):
            lines[i] = m.group(1) + osname.sub(lambda o: "true" if o.group(1) == "iOS" else "false", m.group(2))
            changed = True
    if changed:
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(lines))
'

# products_for DIR PLATFORM: the Compatibility products a target of these sources depends on — SwiftUI,
# and each other module of the Compatibility package its files import (UIKit only for iOS code).
products_for() {
    local dir="$1" platform="$2" list='.product(name: "SwiftUI", package: "TactileSwiftUI")' module
    for module in UIKit AVFoundation AudioToolbox CoreHaptics os OSLog SwiftData; do
        [[ "$module" == UIKit && "$platform" != ios ]] && continue
        if grep -rqsE "^[[:space:]]*(@_exported[[:space:]]+)?import[[:space:]]+((class|struct|enum|protocol|func|var|typealias)[[:space:]]+)?$module([.[:space:]]|\$)" --include='*.swift' "$dir"; then
            list+=", .product(name: \"$module\", package: \"TactileSwiftUI\")"
        fi
    done
    echo "[$list]"
}

# platform_dependencies, platform_flags PLATFORM: what a target of that platform adds to its
# dependencies and to its Swift settings. iOS code imports `_FoundationCombineNames` implicitly (a
# target of the wrapper built from the Compatibility package's Sources/_FoundationCombineNames, which
# that package leaves without a target), as tactile-compat compiles code for an Apple platform
# (CompatTypeChecker: `-Xfrontend -import-module`).
ios_dependencies='"_FoundationCombineNames", '
ios_flags='.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "_FoundationCombineNames"]), '
platform_dependencies() { [[ "$1" == ios ]] && echo "$ios_dependencies" || true; }
platform_flags() { [[ "$1" == ios ]] && echo "$ios_flags" || true; }

# checkout_for OWNER+NAME: the folder holding that checkout, or nothing.
checkout_for() {
    local d
    for d in "$checkouts/$1" "$deps/$1"; do
        [[ -d "$d" ]] && { echo "$d"; return; }
    done
}

mkdir -p "$work/Sources" "$work/Tests"
declare -a modules=() status_lines=()
declare -A platform_of=() mode_of=() deps_of=() repo_of=() note_of=() settings_of=()
declare -A dep_done=()
targets=""
while IFS=$'\t' read -r repository commit folder module mode platform depends settings; do
    [[ -z "$repository" || "$repository" == \#* ]] && continue
    wanted "$module" || continue
    test_file="$tests/${module}MainGestureTests.swift"
    if [[ ! -f "$test_file" ]]; then
        status_lines+=("skipped     $module ($repository): no ${module}MainGestureTests.swift")
        continue
    fi
    checkout="$(checkout_for "${repository/\//+}")"
    if [[ -z "$checkout" ]]; then
        status_lines+=("skipped     $module ($repository): no checkout in $checkouts")
        continue
    fi
    head=$(git -C "$checkout" rev-parse HEAD 2>/dev/null || echo unknown)
    note=""
    if [[ "$head" == unknown ]]; then
        note=" (checkout at unknown: not a git checkout; the manifest names ${commit:0:10})"
    elif [[ "$head" != "$commit" ]]; then
        status_lines+=("skipped     $module ($repository): checkout at ${head:0:10}, the manifest names ${commit:0:10}")
        continue
    fi
    copy_sources "$checkout/$folder" "$work/Sources/$module" "$platform"
    mkdir -p "$work/Tests/${module}MainGestureTests"
    rm -f "$work/Tests/${module}MainGestureTests/"*.swift
    cp "$test_file" "$work/Tests/${module}MainGestureTests/"
    modules+=("$module")
    platform_of[$module]="$platform"; mode_of[$module]="$mode"; repo_of[$module]="$repository"; note_of[$module]="$note"
    settings_of[$module]=""
    if [[ -n "$settings" && "$settings" != "-" ]]; then settings_of[$module]="$settings, "; fi
    dep_modules=()
    if [[ "$depends" != "-" && -n "$depends" ]]; then
        IFS=',' read -ra dep_specs <<<"$depends"
        for spec in "${dep_specs[@]}"; do
            IFS=':' read -r dep_repo dep_folder dep_module <<<"$spec"
            dep_modules+=("$dep_module")
            [[ -n "${dep_done[$dep_module]:-}" ]] && continue
            dep_checkout="$(checkout_for "$dep_repo")"
            [[ -n "$dep_checkout" ]] || { echo "no checkout of $dep_repo (a dependency of $repository) in $checkouts or $deps" >&2; exit 2; }
            copy_sources "$dep_checkout/$dep_folder" "$work/Sources/$dep_module" "$platform"
            dep_done[$dep_module]=1
            targets+="        .target(name: \"$dep_module\", dependencies: [$(platform_dependencies "$platform")] + $(products_for "$work/Sources/$dep_module" "$platform"), path: \"Sources/$dep_module\", swiftSettings: [$(platform_flags "$platform").swiftLanguageMode(.v$mode)]),"$'\n'
        done
    fi
    dep_list=""
    for d in "${dep_modules[@]}"; do dep_list+="\"$d\", "; done
    deps_of[$module]="$dep_list"
done <"$manifest"

if (( ${#modules[@]} == 0 )); then
    printf '%s\n' "${status_lines[@]}"
    echo "no library to build" >&2
    exit 1
fi

# The names Apple's Foundation declares for Combine's types, for iOS code (platform_flags above).
copy_sources "$repo/Compatibility/Sources/_FoundationCombineNames" "$work/Sources/_FoundationCombineNames" linux
targets+="        .target(name: \"_FoundationCombineNames\", dependencies: [.product(name: \"SwiftUI\", package: \"TactileSwiftUI\")], path: \"Sources/_FoundationCombineNames\"),"$'\n'

# write_manifest MODULE…: the wrapper's Package.swift with these libraries and their tests.
write_manifest() {
    local body="$targets" m
    for m in "$@"; do
        local products
        products=$(products_for "$work/Sources/$m" "${platform_of[$m]}")
        body+="        .target(name: \"$m\", dependencies: [${deps_of[$m]}$(platform_dependencies "${platform_of[$m]}")] + $products, path: \"Sources/$m\", ${settings_of[$m]}swiftSettings: [$(platform_flags "${platform_of[$m]}").swiftLanguageMode(.v${mode_of[$m]})]),"$'\n'
        body+="        .testTarget(name: \"${m}MainGestureTests\", dependencies: [\"$m\", .product(name: \"TactileTesting\", package: \"Tactile\")], path: \"Tests/${m}MainGestureTests\", swiftSettings: ours),"$'\n'
    done
    cat >"$work/Package.swift" <<SWIFT
// swift-tools-version: 6.2
// Written by $repo/scripts/compat-main-gestures.sh: corpus libraries (copied from their checkouts)
// and our tests driving their main gestures. Not a package of the Tactile repository.
import PackageDescription

// Our test files: Swift 6, no warnings. The libraries' own warnings are theirs.
let ours: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "CompatMainGestures",
    // As the libraries with localized resources declare it (danielsaidi/BottomSheet, SumPositive/AZDial).
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "TactileSwiftUI", path: "$repo/Compatibility"),
        .package(name: "Tactile", path: "$repo"),
    ],
    targets: [
$body    ],
    swiftLanguageModes: [.v6]
)
SWIFT
}

cd "$work"
# Tactile's pins, so the wrapper resolves the same versions from SwiftPM's cache.
[[ -f Package.resolved || ! -f "$repo/Package.resolved" ]] || cp "$repo/Package.resolved" Package.resolved
# Each library's test target on its own, so one that does not compile leaves the others testable.
built=()
for m in "${modules[@]}"; do
    write_manifest "${modules[@]}"
    log="$work/build-$m.log"
    if swiftpm_step swift build --target "${m}MainGestureTests" >"$log" 2>&1; then
        built+=("$m")
    else
        first=$(grep -m1 -E 'error:' "$log" || tail -1 "$log" || true)
        status_lines+=("build fails $m (${repo_of[$m]})${note_of[$m]}: ${first#"$work/"} (log: $log)")
    fi
done

if (( ${#built[@]} > 0 )); then
    write_manifest "${built[@]}"
    swiftpm_step swift build --build-tests >"$work/build.log" 2>&1 || { tail -30 "$work/build.log" >&2; exit 1; }
    for m in "${built[@]}"; do
        log="$work/test-$m.log"
        result=0
        swiftpm_step swift test --skip-build --filter "${m}MainGestureTests\." >"$log" 2>&1 || result=$?
        summary=$(grep -E 'Test run with [0-9]+ tests?' "$log" | tail -1 | sed -E 's/^[^T]*//' || true)
        [[ -n "$summary" ]] || summary=$(grep -m1 -E 'exited with|signal' "$log" || true)
        if (( result != 0 )); then
            status_lines+=("fails       $m (${repo_of[$m]})${note_of[$m]}: ${summary:-see $log}")
        elif grep -q 'known issue' "$log"; then
            status_lines+=("differs     $m (${repo_of[$m]})${note_of[$m]}: ${summary} (known issues: the differences docs/SOURCE-COMPATIBILITY.md records)")
        else
            status_lines+=("works       $m (${repo_of[$m]})${note_of[$m]}: ${summary}")
        fi
    done
fi

printf '%s\n' "${status_lines[@]}" | sort -k2
! printf '%s\n' "${status_lines[@]}" | grep -qE '^(fails|build fails|skipped)'
exit
}
