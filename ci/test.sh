#!/usr/bin/env bash
# The test command. Installs what it needs, then:
#   1. the dev tree (gcc, optimized): every ctest test, the fuzz targets' corpora replayed
#      through their replay mains, the benchmark smoke test; then installed (and packaged as a
#      .deb) with examples/ built and run against it;
#   2. the sanitized tree (the `fuzz` preset with tests: clang, ASan + UBSan, real libFuzzer
#      targets): every ctest test not labelled slow, corpora replayed by libFuzzer itself;
#   3. the fuzz stage on that same tree: every target for a few seconds, libFuzzer finding a
#      mutant and leaving its artifact, and ClusterFuzzLite's build.sh run as ClusterFuzzLite would.
# No test compiles anything; each stage prints its time, and a summary ends the run.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
last=$SECONDS
summary=()
current=""
stage() {  # ends the stage in $current (its time goes to the summary) and starts stage "$*"
  [[ -n "$current" ]] && summary+=("$(printf '%5d s  %s' $((SECONDS - last)) "$current")")
  current=$*
  last=$SECONDS
  echo "== ci/test.sh: $* (${SECONDS}s elapsed)"
}
stage "installing dependencies"
bash ci/install-deps.sh

stage "dev tree: build"
# Without debug info here (-g costs half again the compile time of a test file); a failure is
# replayed from its artifact, and `cmake --preset dev` keeps -g for working on one.
cmake --preset dev -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG"
cmake --build --preset dev
stage "dev tree: tests"
ctest --preset dev
stage "dev tree: the installed package, the .deb and examples/ built against them"
bash ci/examples.sh build/dev

stage "sanitized tree (clang, ASan + UBSan, libFuzzer): build"
cmake --preset fuzz -DLLK_BUILD_TESTS=ON
cmake --build --preset fuzz
stage "sanitized tree: tests (all but those labelled slow)"
ctest --test-dir build/fuzz --output-on-failure -j2 --label-exclude slow

stage "fuzz: every target on its corpus for 6 s"
bash ci/fuzz-smoke.sh --seconds 6 --require --build-dir build/fuzz
stage "fuzz: libFuzzer finds a mutant"
LLK_FUZZ_BUILD_DIR=build/fuzz bash tests/fuzz/finds_mutant.sh build/fuzz/stage-finds-mutant
stage "fuzz: ClusterFuzzLite's build.sh"
bash tests/fuzz/cflite_build.sh build/fuzz/stage-cflite
stage "done"
echo "== ci/test.sh: stage times"
printf '%s\n' "${summary[@]}"
printf '%5d s  total\n' $((SECONDS - start))
