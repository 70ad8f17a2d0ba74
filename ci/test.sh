#!/usr/bin/env bash
# The test command: installs dependencies, builds the dev and asan presets, runs every ctest test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash ci/install-deps.sh
cmake --preset dev
cmake --build --preset dev
ctest --preset dev
cmake --preset asan
cmake --build --preset asan
ctest --preset asan
bash ci/fuzz-smoke.sh --seconds 10
