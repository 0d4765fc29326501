#!/usr/bin/env bash
# The source-compatibility scoreboard (docs/SOURCE-COMPATIBILITY.md): runs `tactile-compat` on every
# repository of the corpus list, one at a time, and prints the scoreboard's tables in Markdown.
#
#   scripts/compat-scoreboard.sh CHECKOUTS [LIST] [RANKED]
#
# CHECKOUTS holds one checkout per repository, named <owner>+<name> (git clones of the listed
# commits); LIST is the corpus list (default docs/compat-corpus.txt: owner/name, commit,
# library|app, and its part: development, held-aside, or a later held-aside set such as
# held-aside-2, each tallied on its own); RANKED is how many missing APIs of the development part
# are listed (default 40). Each repository's JSON report is kept in CHECKOUTS/.compat-reports.
# A checkout missing or at another commit is named on standard error and counted as it is.
# COMPAT_PLATFORM=linux or ios compiles every module for that platform (`tactile-compat --platform`),
# its reports in CHECKOUTS/.compat-reports-<platform>; the default, auto, compiles an Xcode target for
# its SDK's platform and a package for Linux, its reports in CHECKOUTS/.compat-reports.
# COMPAT_CHECKOUTS names a folder of checkouts of the packages the corpus names by URL (owner+name,
# at the commits their Package.resolved pins; listed in docs/SOURCE-COMPATIBILITY.md), passed as
# `tactile-compat --checkouts`; their modules are reported as dependencies and not counted.
# Nothing is fetched. Hold a build slot around it on a shared machine (/work/buildslot).
set -euo pipefail
cd "$(dirname "$0")/.."
checkouts=${1:?usage: scripts/compat-scoreboard.sh CHECKOUTS [LIST] [RANKED]}
list=${2:-docs/compat-corpus.txt}
ranked=${3:-40}
platform=${COMPAT_PLATFORM:-auto}
reports="$checkouts/.compat-reports"
urlCheckouts=()
[[ -n "${COMPAT_CHECKOUTS:-}" ]] && urlCheckouts=(--checkouts "$COMPAT_CHECKOUTS")
[[ "$platform" == auto ]] || reports="$reports-$platform"
mkdir -p "$reports"
# SWIFT_BUILD_FLAGS: the flags of the rest of the build (a build with other flags recompiles everything).
swift build --product tactile-compat ${SWIFT_BUILD_FLAGS:-} >&2
bin="$(swift build ${SWIFT_BUILD_FLAGS:-} --show-bin-path)/tactile-compat"
while read -r repo commit kind part; do
    [[ -z "$repo" || "$repo" == \#* ]] && continue
    folder="$checkouts/${repo/\//+}"
    report="$reports/${repo/\//+}.json"
    if [[ ! -d "$folder" ]]; then
        echo "compat-scoreboard: $repo: no checkout at $folder" >&2
        rm -f "$report"
        continue
    fi
    head=$(git -C "$folder" rev-parse HEAD 2>/dev/null || echo unknown)
    [[ "$head" == "$commit" ]] || echo "compat-scoreboard: $repo: checkout at $head, the list says $commit" >&2
    echo "compat-scoreboard: $repo" >&2
    "$bin" --format json --platform "$platform" "${urlCheckouts[@]}" "$folder" >"$report" 2>"$reports/${repo/\//+}.log" || true
done <"$list"
python3 - "$list" "$reports" "$ranked" <<'PY'
import json, os, sys
list_path, reports, ranked = sys.argv[1], sys.argv[2], int(sys.argv[3])
rows = []
for line in open(list_path):
    fields = line.split()
    if not fields or fields[0].startswith("#"):
        continue
    repo, commit, kind, part = fields[:4]
    path = os.path.join(reports, repo.replace("/", "+") + ".json")
    report = None
    if os.path.exists(path):
        try:
            report = json.load(open(path))
        except ValueError:
            report = None
    rows.append((repo, commit, kind, part, report))
def tally(part, kind=None):
    passing = total = 0
    for repo, commit, k, p, report in rows:
        if p != part or (kind and k != kind):
            continue
        if not report:
            # No report at all (the command did not finish): one module that does not type-check.
            total += 1
            continue
        # A path SwiftPM could not read counts as one module that does not type-check; the modules of
        # packages named by URL, read from their checkouts, are not the repository's and are not counted.
        own = [m for m in report["modules"] if m.get("kind") != "dependency"]
        total += len(own) + len(report.get("unreadable", {}))
        passing += sum(1 for m in own if m["verdict"] == "passes")
    return passing, total
def pct(p, t):
    return f"{100 * p / t:.0f} %" if t else "–"
# Every part the list names, development first: a later held-aside set (held-aside-2, …) is
# tallied on its own, so a set chosen after an earlier one was seen keeps its own figure.
parts = sorted(dict.fromkeys(r[3] for r in rows), key=lambda part: (part != "development", part))
print("| Part | Repositories | Modules type-checking unchanged | Rate |")
print("|---|---|---|---|")
for part in parts:
    p, t = tally(part)
    count = sum(1 for r in rows if r[3] == part)
    print(f"| {part} | {count} | {p}/{t} | {pct(p, t)} |")
for part in parts:
    for kind in ["library", "app"]:
        p, t = tally(part, kind)
        count = sum(1 for r in rows if r[3] == part and r[2] == kind)
        print(f"| {part}, {kind} repositories | {count} | {p}/{t} | {pct(p, t)} |")
apis = {}
for repo, commit, kind, part, report in rows:
    if part != "development" or not report:
        continue
    for api in report["missingAPIs"]:
        entry = apis.setdefault(api["name"], [0, 0, set()])
        entry[0] += api["places"]
        entry[1] += api["modules"]
        entry[2].add(repo)
print()
print(f"Missing APIs over the development part (top {ranked} of {len(apis)}; places = distinct file:line, cascades included)")
print()
print("| # | API | Places | Modules | Repositories |")
print("|---|---|---|---|---|")
ordered = sorted(apis.items(), key=lambda item: (-item[1][0], -item[1][1], item[0]))
for index, (name, (places, modules, repos)) in enumerate(ordered[:ranked], 1):
    shown = name.replace("|", "\\|")
    print(f"| {index} | `{shown}` | {places} | {modules} | {len(repos)} |")
print()
print("| Repository | Commit | Kind | Part | Modules passing |")
print("|---|---|---|---|---|")
for repo, commit, kind, part, report in rows:
    if report:
        # The repository's own modules, as the tally above counts them (not packages read from --checkouts).
        own = [m for m in report["modules"] if m.get("kind") != "dependency"]
        passing = sum(1 for m in own if m["verdict"] == "passes")
        result = f"{passing}/{len(own)}"
        if report.get("unreadable"):
            result += " (unreadable: " + "; ".join(report["unreadable"].values())[:80] + ")"
    else:
        result = "no report"
    print(f"| [{repo}](https://github.com/{repo}) | `{commit[:10]}` | {kind} | {part} | {result} |")
PY
