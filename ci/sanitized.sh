#!/usr/bin/env bash
# The sanitized clang tree (the `fuzz` preset with tests: ASan + UBSan, real libFuzzer targets),
# its own script beside the test command (ci/test.sh) and its own job in .github/workflows/
# test.yml:
#   1. its tests (labels unit and laws, the laws scaled down; the fuzz corpora replayed by
#      libFuzzer itself), programs under the default sandbox;
#   2. the fuzz stage on that same tree: every target for a few seconds, and libFuzzer finding
#      each problem's listed mutant (tests/fuzz/NAME/finds-mutant) and leaving its artifact.
# About 8 minutes of 2 cores from a clean clone; each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."
source ci/stages.sh

stage "installing dependencies"
bash ci/install-deps.sh

stage "sanitized tree: build"
# Without the preset's -gline-tables-only (a tenth of a compile): ASan's reports still name the
# functions.
cmake --preset fuzz -DLLK_BUILD_TESTS=ON -DLLK_LINKER=lld \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" \
  -DLLK_UNITY=ON -DLLK_TEST_LABELS="unit;laws" -DLLK_TEST_OPTIMIZATION=-O0
cmake --build --preset fuzz

stage "sanitized tree: tests (labels unit and laws)"
ctest --test-dir build/fuzz --output-on-failure -j 3 --label-exclude slow

stage "fuzz: every target on its corpus for 4 s, two at a time"
bash ci/fuzz-smoke.sh --seconds 4 --jobs 2 --require --build-dir build/fuzz
stage "fuzz: libFuzzer finds the mutant each problem names (tests/fuzz/NAME/finds-mutant)"
LLK_FUZZ_BUILD_DIR=build/fuzz bash tests/fuzz/finds_mutant.sh build/fuzz/stage-finds-mutant
stage "done"
