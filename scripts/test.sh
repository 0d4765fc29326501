#!/usr/bin/env bash
# Runs every test suite of the project. Installs what the suites need when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
