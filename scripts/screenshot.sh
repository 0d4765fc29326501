#!/usr/bin/env bash
# Rewrites the README's picture of the lab (docs/images/lab.png) from a live drag in headless
# Chromium. The test run never writes tracked files; this script does, when asked.
set -euo pipefail
cd "$(dirname "$0")/.."
TACTILE_SCREENSHOT=1 exec bash scripts/browser-tests.sh -k test_screenshot_of_the_lab_mid_drag "$@"
