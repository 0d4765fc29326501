#!/usr/bin/env bash
# tactile-lint's throughput against `swift format lint -r` on the same folders, as issue 34 quotes it
# (docs/PERFORMANCE.md, docs/LINT-QUALITY.md): the two run in turn, A B A B …, each timed as a whole
# process by /usr/bin/time (wall, user + system CPU, peak resident memory), and the ratios taken pair
# by pair so that a machine whose speed drifts still compares like with like. Prints every pair, then
# the median of each figure and of each ratio. (Benchmarks/lint-throughput.sh gives each tool's mean
# files/s and lines/s on a generated or real corpus instead.)
#
#   Benchmarks/lint-throughput-pairs.sh RUNS TACTILE_LINT FOLDER…
#
# TACTILE_LINT is a tactile-lint binary (a release build: `swift build -c release --product
# tactile-lint`); it runs `lint --all-rules --config EMPTY --format json FOLDER…` with an empty
# configuration, so none is discovered. One warm-up pair runs first and is not counted.
set -euo pipefail
runs=${1:?usage: Benchmarks/lint-throughput-pairs.sh RUNS TACTILE_LINT FOLDER…}
lint=${2:?usage: Benchmarks/lint-throughput-pairs.sh RUNS TACTILE_LINT FOLDER…}
shift 2
(($# > 0)) || { echo "usage: Benchmarks/lint-throughput-pairs.sh RUNS TACTILE_LINT FOLDER…" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: >"$work/empty.yml"
measure() { # measure FILE COMMAND…: appends "wall cpu peakKiB" of one run
    local file=$1
    shift
    /usr/bin/time -f "%e %U %S %M" -o "$work/one" "$@" >/dev/null 2>&1 || true
    # /usr/bin/time puts "Command exited with non-zero status N" first when a linter reports findings.
    tail -n 1 "$work/one" | awk '{ printf "%s %.2f %s\n", $1, $2 + $3, $4 }' >>"$file"
}
for ((i = 0; i <= runs; i++)); do
    target=$work/lint
    other=$work/format
    ((i == 0)) && target=$work/warmup && other=$work/warmup
    measure "$target" "$lint" lint --all-rules --config "$work/empty.yml" --format json "$@"
    measure "$other" swift format lint -r "$@"
done
python3 - "$work/lint" "$work/format" <<'PY'
import statistics, sys
lint = [list(map(float, line.split())) for line in open(sys.argv[1])]
fmt = [list(map(float, line.split())) for line in open(sys.argv[2])]
print("pair  tactile-lint wall/cpu/MiB   swift format wall/cpu/MiB   ratio wall  ratio cpu")
for i, (a, b) in enumerate(zip(lint, fmt), 1):
    print(f"{i:>4}  {a[0]:8.2f} {a[1]:8.2f} {a[2] / 1024:7.0f}   {b[0]:8.2f} {b[1]:8.2f} {b[2] / 1024:7.0f}   {b[0] / a[0]:9.2f}x {b[1] / a[1]:8.2f}x")
med = statistics.median
print(f"median  tactile-lint {med(a[0] for a in lint):.2f} s wall, {med(a[1] for a in lint):.2f} s CPU, "
      f"peak {max(a[2] for a in lint) / 1024:.0f} MiB; swift format {med(b[0] for b in fmt):.2f} s wall, "
      f"{med(b[1] for b in fmt):.2f} s CPU, peak {max(b[2] for b in fmt) / 1024:.0f} MiB")
print(f"median ratio (swift format / tactile-lint): {med(b[0] / a[0] for a, b in zip(lint, fmt)):.2f}x by wall, "
      f"{med(b[1] / a[1] for a, b in zip(lint, fmt)):.2f}x by CPU")
PY
