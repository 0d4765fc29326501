#!/usr/bin/env bash
# Measures tactile-lint's throughput (files/s, lines/s) beside `swift format lint` on the same files.
#
# usage: Benchmarks/lint-throughput.sh [FILE_COUNT | FOLDER] [RUNS] [--update-doc] [--baseline TOOL]
#   FILE_COUNT  files in the generated corpus (default 1000)
#   FOLDER      real-corpus mode: time the tools over the Swift files of this folder instead (e.g. public
#               SwiftUI apps checked out side by side, docs/LINT-QUALITY.md lists the ones we use)
#   RUNS        timed runs per tool (default 5; one warm-up run is not counted)
#   --update-doc  replace the "## tactile-lint throughput" section of docs/PERFORMANCE.md (generated
#               corpus) or its "### Real-code corpus" subsection (FOLDER)
#   --baseline TOOL  also time another tactile-lint binary (e.g. a release build of an older commit)
#               in the same run, to measure what a change costs
#
# Builds tactile-lint in release mode, generates the corpus into a temporary folder with
# Benchmarks/generate-corpus.py (or takes FOLDER), and times every tool over it with hyperfine when it is
# installed (apt-get install hyperfine), or with plain wall-clock timing otherwise. Both linters
# report findings, so their exit status is ignored.
set -euo pipefail
cd "$(dirname "$0")/.."

files=1000
runs=5
update_doc=false
baseline=""
folder=""
positional=()
while (($#)); do
  case "$1" in
    --update-doc) update_doc=true ;;
    --baseline) baseline=$(realpath "$2"); shift ;;
    *) positional+=("$1") ;;
  esac
  shift
done
if ((${#positional[@]} > 0)); then
  if [[ -d "${positional[0]}" ]]; then folder=$(realpath "${positional[0]}"); else files=${positional[0]}; fi
fi
((${#positional[@]} > 1)) && runs=${positional[1]}

# SCRATCH_PATH=.build-release reuses a release build kept apart from the debug one.
scratch=()
[[ -n "${SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$SCRATCH_PATH")
swift build -c release "${scratch[@]}" --product tactile-lint >&2
tool="$(swift build -c release "${scratch[@]}" --show-bin-path)/tactile-lint"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ -n "$folder" ]]; then
  corpus="$folder"
else
  corpus="$work/corpus"
  python3 Benchmarks/generate-corpus.py "$corpus" "$files"
fi
printf '# benchmark: every rule, default severities\n' > "$work/empty.yml"
file_count=$(find "$corpus" -type f -name '*.swift' | wc -l)
line_count=$(find "$corpus" -type f -name '*.swift' -exec cat {} + | wc -l)

names=("tactile-lint" "swift format lint" "swift format lint --parallel")
commands=(
  "'$tool' --all-rules --config '$work/empty.yml' '$corpus'"
  "swift format lint --recursive '$corpus'"
  "swift format lint --parallel --recursive '$corpus'"
)
if [[ -n "$baseline" ]]; then
  names+=("tactile-lint (baseline: $baseline)")
  commands+=("'$baseline' --all-rules --config '$work/empty.yml' '$corpus'")
fi

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
ratio=$(python3 -c "import sys; print(f'{float(sys.argv[2]) / float(sys.argv[1]):.1f}')" "${means[0]}" "${means[1]}")
ratio_parallel=$(python3 -c "import sys; print(f'{float(sys.argv[2]) / float(sys.argv[1]):.1f}')" "${means[0]}" "${means[2]}")

findings=$("$tool" --all-rules --config "$work/empty.yml" --format json "$corpus" | python3 -c "import json,sys; print(len(json.load(sys.stdin)))" || true)
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
seed); tactile-lint reported $findings findings on it with every rule (\`--all-rules\`). Machine: $(nproc) cores
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

if [[ -n "$folder" ]]; then
  baseline_note=""
  if [[ -n "$baseline" ]]; then
    baseline_note=$(python3 -c "import sys; n, b = float(sys.argv[1]), float(sys.argv[2]); print(f'The module index and the rules that follow it cost {100 * (n - b) / b:+.0f} % of the baseline binary\'s time (throughput {100 * b / n:.0f} % of before).')" "${means[0]}" "${means[3]}")
  fi
  section=$(cat <<SECTION
### Real-code corpus

Corpus: the Swift files of \`$(basename "$corpus")\` — $file_count files, $line_count lines of public SwiftUI apps and
libraries (docs/LINT-QUALITY.md lists them with their commits); tactile-lint reported $findings findings
with every rule (\`--all-rules\`). Machine: $(nproc) cores ($(uname -m)), shared with other builds; release builds;
timing: $timer.

$table

tactile-lint is ${ratio}× faster than \`swift format lint\` and ${ratio_parallel}× faster than \`swift format lint --parallel\` here.
$baseline_note

Reproduce: \`bash Benchmarks/lint-throughput.sh FOLDER $runs --update-doc [--baseline OLD-TACTILE-LINT]\`
SECTION
)
fi

echo "$section"
if $update_doc && [[ -n "$folder" ]]; then
  SECTION="$section" python3 - docs/PERFORMANCE.md <<'PY'
import os, re, sys
path = sys.argv[1]
section = os.environ["SECTION"].rstrip() + "\n"
text = open(path).read()
pattern = re.compile(r"^### Real-code corpus\n.*?(?=^## |^### |\Z)", re.S | re.M)
if pattern.search(text):
    text = pattern.sub(lambda _: section + "\n", text)
else:
    head = re.compile(r"(^## tactile-lint throughput\n.*?)(?=^## |\Z)", re.S | re.M)
    text = head.sub(lambda m: m.group(1).rstrip() + "\n\n" + section + "\n", text, count=1)
open(path, "w").write(text.rstrip() + "\n")
PY
  echo "updated docs/PERFORMANCE.md" >&2
elif $update_doc; then
  SECTION="$section" python3 - docs/PERFORMANCE.md <<'PY'
import os, re, sys
path = sys.argv[1]
section = os.environ["SECTION"].rstrip() + "\n"
text = open(path).read() if os.path.exists(path) else "# Performance\n"
pattern = re.compile(r"^## tactile-lint throughput\n.*?(?=^## |^### Real-code corpus|\Z)", re.S | re.M)
if pattern.search(text):
    text = pattern.sub(lambda _: section + "\n", text).rstrip() + "\n"
else:
    text = text.rstrip() + "\n\n" + section
open(path, "w").write(text)
PY
  echo "updated docs/PERFORMANCE.md" >&2
fi
