#!/usr/bin/env bash
# The test command: installs dependencies, builds the dev and asan presets and runs the ctest
# tests in both (the asan tree leaves out tests labelled slow), then the libFuzzer smoke stage.
set -euo pipefail
cd "$(dirname "$0")/.."
stage() { echo "== ci/test.sh: $* (${SECONDS}s elapsed)"; }
stage "installing dependencies"
bash ci/install-deps.sh
stage "dev preset: build"
cmake --preset dev
cmake --build --preset dev
stage "dev preset: tests"
ctest --preset dev
stage "asan preset (ASan + UBSan): build"
cmake --preset asan
cmake --build --preset asan
stage "asan preset: tests"
ctest --preset asan --label-exclude slow
stage "libFuzzer smoke"
bash ci/fuzz-smoke.sh --seconds 10
stage "done"
