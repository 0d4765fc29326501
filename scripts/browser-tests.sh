#!/usr/bin/env bash
# Tactile Lab's browser tests: builds tactile-lab, starts it on a free port, runs Tests/Browser with
# Playwright on the system Chromium, and always stops the server. Installs what is missing.
# Extra arguments go to pytest (e.g. `scripts/browser-tests.sh -k drag`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/swiftpm-step.sh

if [[ ! -x /usr/bin/chromium ]]; then
    echo "browser-tests: installing Debian's chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium >/dev/null
fi
# The seeds are partly Chinese: without a CJK font their comments show as boxes in the lab.
if [[ -z "$(fc-list :lang=zh 2>/dev/null)" ]]; then
    echo "browser-tests: installing a CJK font (fonts-wqy-zenhei)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -qq fonts-wqy-zenhei >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq fonts-wqy-zenhei >/dev/null; }
fi
python3 - <<'PY' || python3 -m pip install --quiet --disable-pip-version-check -r Tests/Browser/requirements.txt
import importlib.metadata as metadata, pathlib, sys
for line in pathlib.Path("Tests/Browser/requirements.txt").read_text().splitlines():
    line = line.split("#")[0].strip()
    if not line:
        continue
    name, version = line.split("==")
    try:
        if metadata.version(name) != version:
            sys.exit(1)
    except metadata.PackageNotFoundError:
        sys.exit(1)
PY

# SWIFT_BUILD_FLAGS: the flags of the caller's build (scripts/test.sh), so nothing is rebuilt for other flags.
read -r -a build_flags <<<"${SWIFT_BUILD_FLAGS:-}"
swiftpm_step swift build --product tactile-lab "${build_flags[@]}"
# The library user builds link against (Tests/Browser/test_playground.py; docs/LAB-PROTOCOL.md, "Playground").
swiftpm_step swift build --product TactileLabRuntime "${build_flags[@]}"
binary="$(swift build --show-bin-path "${build_flags[@]}")/tactile-lab"

log="$(mktemp)"
"$binary" --port 0 >"$log" 2>&1 &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -f "$log"
}
trap cleanup EXIT

url=""
for _ in $(seq 1 600); do
    # The printed URL carries the lab's token (docs/SECURITY.md); the tests read it from there.
    url="$(sed -n 's/^Tactile Lab: \(http:[^ ]*\)$/\1/p' "$log" | head -n 1)"
    [[ -n "$url" ]] && break
    if ! kill -0 "$server" 2>/dev/null; then
        echo "browser-tests: tactile-lab exited before listening:" >&2
        cat "$log" >&2
        exit 1
    fi
    sleep 0.1
done
if [[ -z "$url" ]]; then
    echo "browser-tests: tactile-lab did not print its URL within 60 s:" >&2
    cat "$log" >&2
    exit 1
fi
echo "browser-tests: lab at ${url%%\?*}"

TACTILE_LAB_URL="$url" python3 -m pytest Tests/Browser -p no:cacheprovider "$@"
