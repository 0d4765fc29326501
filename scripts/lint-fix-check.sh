#!/usr/bin/env bash
# The fix check (docs/LINT-QUALITY.md, "Fix check"): `tactile-lint --fix --all-rules` must keep every
# module that type-checked still type-checking, and a second `--fix` must change nothing.
#
#   scripts/lint-fix-check.sh CHECKOUTS WORK [TACTILE_LINT] [TACTILE_COMPAT]
#
# CHECKOUTS holds one checkout per repository (read only; e.g. /tmp/compat-corpus/compat32). Each is
# copied to WORK/<repo> (replacing an earlier copy) and there, in order:
#   1. `tactile-compat --format json` (WORK/.reports/<repo>.before.json): which modules type-check;
#   2. `tactile-lint lint --all-rules --config <empty file> --format json` (findings before), then the
#      same with `--fix` (findings after);
#   3. idempotence: a copy of the fixed tree, a second `--fix`, and `diff -r` between them (must be empty);
#   4. `tactile-compat --format json` again (WORK/.reports/<repo>.after.json);
#   5. every file `--fix` changed, type-checked alone (its own folder, before and after the fix), so a
#      fix is build-checked even where its module fails for reasons of its own (WORK/.reports/<repo>.files.tsv).
# Prints one Markdown row per repository and a total: modules type-checking before and after, the
# modules that passed before and fail after (each one a bug in a fix), fixes applied (findings
# before minus after; `Button` wraps, content shapes, gesture renames and combinations counted in the
# diff), files changed, of those the ones inside a Swift package target that type-checks before, the
# changed files that type-check alone before and still after, idempotence; then the fixes per rule.
# Exit status 1 when a module or a file broke or a second `--fix` changed something.
# TACTILE_LINT defaults to the release build, TACTILE_COMPAT to the debug build (run `swift build`
# first, each inside /work/buildslot on a shared machine). Nothing is fetched.
set -euo pipefail
cd "$(dirname "$0")/.."
checkouts=${1:?usage: scripts/lint-fix-check.sh CHECKOUTS WORK [TACTILE_LINT] [TACTILE_COMPAT]}
work=${2:?usage: scripts/lint-fix-check.sh CHECKOUTS WORK [TACTILE_LINT] [TACTILE_COMPAT]}
lint=${3:-$PWD/.build/release/tactile-lint}
compat=${4:-$PWD/.build/debug/tactile-compat}
# The tools run inside each copy, so relative paths are made absolute first.
lint=$(realpath "$lint")
compat=$(realpath "$compat")
checkouts=$(realpath "$checkouts")
for tool in "$lint" "$compat"; do [[ -x "$tool" ]] || { echo "lint-fix-check: $tool is not an executable; build it first" >&2; exit 2; }; done
reports="$work/.reports"
mkdir -p "$reports"
empty="$reports/empty.yml"
: >"$empty"
status=0
rows="$reports/rows.tsv"
: >"$rows"
for source in "$checkouts"/*/; do
    source=${source%/}
    repo=$(basename "$source")
    copy="$work/$repo"
    echo "lint-fix-check: $repo" >&2
    rm -rf "$copy" "$copy.second"
    cp -a "$source" "$copy"
    (cd "$copy" && "$compat" --format json . >"$reports/$repo.before.json" 2>"$reports/$repo.before.log") || true
    (cd "$copy" && "$lint" lint --all-rules --config "$empty" --format json . >"$reports/$repo.findings-before.json" 2>/dev/null) || true
    (cd "$copy" && "$lint" lint --all-rules --config "$empty" --format json --fix . >"$reports/$repo.findings-after.json" 2>"$reports/$repo.fix.log") || true
    diff -ru "$source" "$copy" >"$reports/$repo.diff" || true
    cp -a "$copy" "$copy.second"
    (cd "$copy.second" && "$lint" lint --all-rules --config "$empty" --fix . >/dev/null 2>&1) || true
    if diff -r "$copy" "$copy.second" >"$reports/$repo.second.diff"; then idempotent=yes; else idempotent=no; status=1; fi
    rm -rf "$copy.second"
    (cd "$copy" && "$compat" --format json . >"$reports/$repo.after.json" 2>"$reports/$repo.after.log") || true
    : >"$reports/$repo.files.tsv"
    (cd "$source" && diff -rq . "$copy" 2>/dev/null | sed -n 's/^Files \(.*\) and .* differ$/\1/p' | grep '\.swift$' || true) | while read -r changed; do
        changed=${changed#./}
        verdicts=""
        for side in before after; do
            alone="$work/.alone/$side"
            rm -rf "$alone" && mkdir -p "$alone"
            if [[ $side == before ]]; then cp "$source/$changed" "$alone/"; else cp "$copy/$changed" "$alone/"; fi
            verdict=$("$compat" --format json "$alone" 2>/dev/null | python3 -c 'import json, sys
try:
    modules = json.load(sys.stdin)["modules"]
except ValueError:
    modules = []
print("passes" if modules and all(m["verdict"] == "passes" for m in modules) else "fails")') || verdict=fails
            verdicts="$verdicts\t$verdict"
        done
        printf '%s%b\n' "$changed" "$verdicts" >>"$reports/$repo.files.tsv"
    done
    rm -rf "$work/.alone"
    printf '%s\t%s\n' "$repo" "$idempotent" >>"$rows"
done
python3 - "$reports" "$rows" "$work" <<'PY' || status=1
import json, os, sys
reports, rows, work = sys.argv[1], sys.argv[2], sys.argv[3]
def load(path):
    try:
        return json.load(open(path))
    except (OSError, ValueError):
        return None
def passing(report):
    if not report:
        return set()
    return {m["root"] + ":" + m["name"] for m in report["modules"] if m["verdict"] == "passes"}
def modules(report):
    return len(report["modules"]) if report else 0
def in_passing_target(path, report, root):
    """True when `path` (relative to the checkout) lies in a package target's folder that type-checks."""
    for m in (report or {}).get("modules", []):
        if m["verdict"] != "passes" or m["kind"] != "target":
            continue
        prefix = os.path.relpath(os.path.realpath(m["root"]), root)
        folder = os.path.normpath(os.path.join(prefix, "Sources", m["name"]))
        if os.path.normpath(path).startswith(folder + os.sep):
            return True
    return False
print("| repository | modules | type-check before | after | broken | findings before | after | fixes | wraps | content shapes | renames | combined | files changed | in a target that type-checks | type-check alone before | after | second --fix changes nothing |")
print("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
total = dict(modules=0, before=0, after=0, broken=0, fb=0, fa=0, wraps=0, shapes=0, renames=0, combined=0, files=0, intarget=0, alone_before=0, alone_after=0, repos=0, idem=0)
per_rule = {}
broken_files = []
broke = False
for line in open(rows):
    repo, idempotent = line.rstrip("\n").split("\t")
    before = load(os.path.join(reports, repo + ".before.json"))
    after = load(os.path.join(reports, repo + ".after.json"))
    fb = load(os.path.join(reports, repo + ".findings-before.json")) or []
    fa = load(os.path.join(reports, repo + ".findings-after.json")) or []
    diff = open(os.path.join(reports, repo + ".diff"), errors="replace").read().splitlines()
    added = [l for l in diff if l.startswith("+") and not l.startswith("+++")]
    wraps = sum(".buttonStyle(.plain)" in l for l in added)
    shapes = sum(".contentShape(Rectangle())" in l for l in added)
    removed = [l for l in diff if l.startswith("-") and not l.startswith("---")]
    renames = sum(l.count("MagnifyGesture") + l.count("RotateGesture") for l in added) - sum(l.count("MagnifyGesture") + l.count("RotateGesture") for l in removed)
    combined = sum(".simultaneously(with:" in l for l in added) - sum(".simultaneously(with:" in l for l in removed)
    changed = [line.rstrip("\n").split("\t") for line in open(os.path.join(reports, repo + ".files.tsv"))]
    files = len(changed)
    intarget = sum(in_passing_target(c[0], before, os.path.realpath(os.path.join(work, repo))) for c in changed)
    alone_before = sum(c[1] == "passes" for c in changed)
    alone_after = sum(c[1] == "passes" and c[2] == "passes" for c in changed)
    broken_files += [f"{repo}/{c[0]}" for c in changed if c[1] == "passes" and c[2] != "passes"]
    for finding in fb:
        per_rule.setdefault(finding["rule_id"], [0, 0])[0] += 1
    for finding in fa:
        per_rule.setdefault(finding["rule_id"], [0, 0])[1] += 1
    broken = sorted(passing(before) - passing(after))
    broke = broke or bool(broken)
    print(f"| {repo} | {modules(before)} | {len(passing(before))} | {len(passing(after))} | {', '.join(broken) or '–'} | {len(fb)} | {len(fa)} | {len(fb) - len(fa)} | {wraps} | {shapes} | {renames} | {combined} | {files} | {intarget} | {alone_before} | {alone_after} | {idempotent} |")
    for key, value in dict(modules=modules(before), before=len(passing(before)), after=len(passing(after)), broken=len(broken),
                           fb=len(fb), fa=len(fa), wraps=wraps, shapes=shapes, renames=renames, combined=combined, files=files,
                           intarget=intarget, alone_before=alone_before, alone_after=alone_after,
                           repos=1, idem=idempotent == "yes").items():
        total[key] += value
t = total
print(f"| **all ({t['repos']})** | {t['modules']} | {t['before']} | {t['after']} | {t['broken']} | {t['fb']} | {t['fa']} | {t['fb'] - t['fa']} | {t['wraps']} | {t['shapes']} | {t['renames']} | {t['combined']} | {t['files']} | {t['intarget']} | {t['alone_before']} | {t['alone_after']} | {t['idem']}/{t['repos']} |")
print()
print("| rule | findings before | after | fixed |")
print("|---|---:|---:|---:|")
for rule, (b, a) in sorted(per_rule.items()):
    if b != a:
        print(f"| {rule} | {b} | {a} | {b - a} |")
if broken_files:
    print()
    print("Files that type-checked alone before the fix and not after: " + ", ".join(broken_files))
sys.exit(1 if broke or broken_files else 0)
PY
exit $status
