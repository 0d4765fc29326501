#!/usr/bin/env bash
# Measures tactile-lint's throughput (files/s, lines/s) beside `swift format lint` on the same files.
#
# usage: Benchmarks/lint-throughput.sh [FILE_COUNT] [RUNS] [--update-doc]
#   FILE_COUNT  files in the generated corpus (default 1000)
#   RUNS        timed runs per tool (default 5; one warm-up run is not counted)
#   --update-doc  replace the "## tactile-lint throughput" section of docs/PERFORMANCE.md
#
# Builds tactile-lint in release mode, generates the corpus into a temporary folder with
# Benchmarks/generate-corpus.py, and times every tool over that folder with hyperfine when it is
# installed (apt-get install hyperfine), or with plain wall-clock timing otherwise. Both linters
# report findings, so their exit status is ignored.
set -euo pipefail
cd "$(dirname "$0")/.."

files=${1:-1000}
runs=${2:-5}
update_doc=false
for argument in "$@"; do [[ "$argument" == "--update-doc" ]] && update_doc=true; done

swift build -c release --product tactile-lint >&2
tool="$(swift build -c release --show-bin-path)/tactile-lint"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
corpus="$work/corpus"
python3 Benchmarks/generate-corpus.py "$corpus" "$files"
printf '# benchmark: every rule, default severities\n' > "$work/empty.yml"
file_count=$(find "$corpus" -name '*.swift' | wc -l)
line_count=$(find "$corpus" -name '*.swift' -exec cat {} + | wc -l)

names=("tactile-lint" "swift format lint" "swift format lint --parallel")
commands=(
  "'$tool' --config '$work/empty.yml' '$corpus'"
  "swift format lint --recursive '$corpus'"
  "swift format lint --parallel --recursive '$corpus'"
)

declare -a means
if command -v hyperfine >/dev/null; then
  timer="hyperfine $(hyperfine --version | cut -d' ' -f2), $runs runs after 1 warm-up"
  for index in "${!commands[@]}"; do
    hyperfine --ignore-failure --warmup 1 --runs "$runs" --style none \
      --export-json "$work/result-$index.json" "${commands[$index]} > /dev/null 2>&1" >&2
    means[$index]=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['results'][0]['mean'])" "$work/result-$index.json")
  done
else
  timer="wall clock, mean of $runs runs after 1 warm-up"
  for index in "${!commands[@]}"; do
    bash -c "${commands[$index]}" > /dev/null 2>&1 || true
    start=$(date +%s.%N)
    for _ in $(seq "$runs"); do bash -c "${commands[$index]}" > /dev/null 2>&1 || true; done
    end=$(date +%s.%N)
    means[$index]=$(python3 -c "import sys; print((float(sys.argv[2]) - float(sys.argv[1])) / int(sys.argv[3]))" "$start" "$end" "$runs")
  done
fi

findings=$("$tool" --config "$work/empty.yml" --format json "$corpus" | python3 -c "import json,sys; print(len(json.load(sys.stdin)))" || true)
table=$(
  echo "| tool | mean time (s) | files/s | lines/s |"
  echo "|---|---:|---:|---:|"
  for index in "${!commands[@]}"; do
    python3 -c "
import sys
name, mean, files, lines = sys.argv[1], float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
print(f'| {name} | {mean:.2f} | {files / mean:,.0f} | {lines / mean:,.0f} |')" "${names[$index]}" "${means[$index]}" "$file_count" "$line_count"
  done
)

section=$(cat <<SECTION
## tactile-lint throughput

Corpus: $file_count generated SwiftUI view files, $line_count lines (\`Benchmarks/generate-corpus.py\`, fixed
seed); tactile-lint reported $findings findings on it with all 16 rules enabled. Machine: $(nproc) cores
($(uname -m), $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), shared with other
builds; release build of tactile-lint; $(swift --version 2>&1 | head -1); timing: $timer.

$table

tactile-lint checks files in parallel on all cores and runs every rule from one shared walk of each
file's syntax tree; \`swift format lint\` checks one file at a time unless given \`--parallel\`.
The two tools do different jobs: \`swift format lint\` pretty-prints every file to find layout
differences, which costs far more per line than tactile-lint's syntax-tree rules. The comparison shows
what tactile-lint adds to a CI job that already runs \`swift format lint\`.

Reproduce: \`bash Benchmarks/lint-throughput.sh $files $runs --update-doc\`
SECTION
)

echo "$section"
if $update_doc; then
  SECTION="$section" python3 - docs/PERFORMANCE.md <<'PY'
import os, re, sys
path = sys.argv[1]
section = os.environ["SECTION"].rstrip() + "\n"
text = open(path).read() if os.path.exists(path) else "# Performance\n"
pattern = re.compile(r"^## tactile-lint throughput\n.*?(?=^## |\Z)", re.S | re.M)
if pattern.search(text):
    text = pattern.sub(lambda _: section + "\n", text).rstrip() + "\n"
else:
    text = text.rstrip() + "\n\n" + section
open(path, "w").write(text)
PY
  echo "updated docs/PERFORMANCE.md" >&2
fi
