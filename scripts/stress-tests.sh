#!/usr/bin/env bash
# Runs the whole Swift test suite several times back to back while a CPU burner keeps every core
# busy, and fails on any red run: a test that depends on the machine's speed shows up here.
# usage: scripts/stress-tests.sh [RUNS]   (default 5)
# Installs stress-ng (Debian) when missing. Prints one line per run and a summary line
# "stress: N passed, N failed". Run it before submitting anything that touches tests.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
source scripts/swiftpm-step.sh

if ! command -v stress-ng >/dev/null; then
    echo "stress: installing stress-ng"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq stress-ng >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq stress-ng >/dev/null; }
fi

swiftpm_step swift build --build-tests -Xswiftc -warnings-as-errors
cores=$(nproc)
stress-ng --cpu "$cores" --cpu-load 100 --timeout 0 --quiet &
burner=$!
trap 'kill "$burner" 2>/dev/null || true; wait "$burner" 2>/dev/null || true' EXIT

passed=0
failed=0
logs=$(mktemp -d)
for run in $(seq 1 "$runs"); do
    start=$(date +%s)
    if swiftpm_step env SWIFT_BACKTRACE=enable=no swift test --skip-build >"$logs/run-$run.log" 2>&1; then
        passed=$((passed + 1)); verdict=green
    else
        failed=$((failed + 1)); verdict=RED
    fi
    summary=$(grep -E "Test run with [0-9]+ tests" "$logs/run-$run.log" | tail -n 1 || true)
    echo "stress: run $run/$runs $verdict in $(( $(date +%s) - start )) s with $cores burners — ${summary:-no summary}"
    if [[ $verdict == RED ]]; then
        grep -E "✘|failed|error:" "$logs/run-$run.log" | head -n 40 || true
    fi
done
echo "stress: logs in $logs"
echo "stress: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
