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
#   4. `tactile-compat --format json` again (WORK/.reports/<repo>.after.json).
# Prints one Markdown row per repository and a total: modules type-checking before and after, the
# modules that passed before and fail after (each one a bug in a fix), fixes applied (findings
# before minus after; `Button` wraps, content shapes and renames counted in the diff), files changed,
# idempotence. Exit status 1 when a module broke or a second `--fix` changed something.
# TACTILE_LINT defaults to the release build, TACTILE_COMPAT to the debug build (run `swift build`
# first, each inside /work/buildslot on a shared machine). Nothing is fetched.
set -euo pipefail
cd "$(dirname "$0")/.."
checkouts=${1:?usage: scripts/lint-fix-check.sh CHECKOUTS WORK [TACTILE_LINT] [TACTILE_COMPAT]}
work=${2:?usage: scripts/lint-fix-check.sh CHECKOUTS WORK [TACTILE_LINT] [TACTILE_COMPAT]}
lint=${3:-$PWD/.build/release/tactile-lint}
compat=${4:-$PWD/.build/debug/tactile-compat}
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
    printf '%s\t%s\n' "$repo" "$idempotent" >>"$rows"
done
python3 - "$reports" "$rows" <<'PY' || status=1
import json, os, sys
reports, rows = sys.argv[1], sys.argv[2]
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
print("| repository | modules | type-check before | after | broken | findings before | after | fixes | wraps | content shapes | renames | files changed | second --fix changes nothing |")
print("|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---|")
total = dict(modules=0, before=0, after=0, broken=0, fb=0, fa=0, wraps=0, shapes=0, renames=0, files=0, repos=0, idem=0)
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
    renames = sum("MagnifyGesture" in l for l in added)
    files = sum(l.startswith("diff -ru") for l in diff)
    broken = sorted(passing(before) - passing(after))
    broke = broke or bool(broken)
    print(f"| {repo} | {modules(before)} | {len(passing(before))} | {len(passing(after))} | {', '.join(broken) or '–'} | {len(fb)} | {len(fa)} | {len(fb) - len(fa)} | {wraps} | {shapes} | {renames} | {files} | {idempotent} |")
    for key, value in dict(modules=modules(before), before=len(passing(before)), after=len(passing(after)), broken=len(broken),
                           fb=len(fb), fa=len(fa), wraps=wraps, shapes=shapes, renames=renames, files=files,
                           repos=1, idem=idempotent == "yes").items():
        total[key] += value
t = total
print(f"| **all ({t['repos']})** | {t['modules']} | {t['before']} | {t['after']} | {t['broken']} | {t['fb']} | {t['fa']} | {t['fb'] - t['fa']} | {t['wraps']} | {t['shapes']} | {t['renames']} | {t['files']} | {t['idem']}/{t['repos']} |")
sys.exit(1 if broke else 0)
PY
exit $status
