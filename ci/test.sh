#!/usr/bin/env bash
# The test command. Installs what it needs, then builds the dev tree (gcc, optimized) and runs
# every test of it (labels unit, slow and laws, the laws at their full case counts, the fuzz
# targets' corpora replayed through their replay mains and their writer mutants caught); beside
# the tests, the package is installed (and made a .deb) and examples/ built and run against it.
# The sanitized clang tree (ASan + UBSan, real libFuzzer targets, the fuzz stage) is a build for
# another engine and has its own script, ci/sanitized.sh (and its job in .github/workflows/
# test.yml): together the two trees took 13 minutes of 2 cores, past this command's 10.
# ClusterFuzzLite's build.sh has its own check (ci/cflite-check.sh), clang-tidy its own
# (ci/tidy.sh), the benchmark programs theirs (ci/bench.sh). No test compiles anything; each stage
# prints its time, and a summary ends the run.
set -euo pipefail
cd "$(dirname "$0")/.."
source ci/stages.sh

stage "installing dependencies"
bash ci/install-deps.sh

stage "dev tree: build"
# Without debug info here (-g costs half again the compile time of a test file); a failure is
# replayed from its artifact, and `cmake --preset dev` keeps -g for working on one.
cmake --preset dev -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" -DLLK_LINKER=lld -DLLK_UNITY=ON \
  -DLLK_TEST_LABELS="unit;slow;laws" -DLLK_TEST_OPTIMIZATION=-O1 -DLLK_BUILD_BENCH=OFF
cmake --build --preset dev

stage "dev tree: tests; beside them examples/"
# The tests leave cores idle (programs waiting on time limits, on each other): the examples stage
# (install, package, build and run examples/ against them) runs beside them. Its output is kept
# whole and printed after the tests. Both must pass. Three tests at a time on two cores: the
# verdicts are CPU-time verdicts that a loaded machine does not change.
examples_log=$(mktemp)
bash ci/examples.sh build/dev >"$examples_log" 2>&1 &
examples_pid=$!
stage_cleanup='kill "$examples_pid" 2>/dev/null'
tests_rc=0
# Programs run under llk's reaper alone here (LLK_SANDBOX=none): bwrap's own 15-20 ms a run
# doubled the program-heavy tests (36 s against 14-21 s for one, side by side). The containment
# tests choose each sandbox themselves, and ci/sanitized.sh runs its tests under bwrap.
LLK_SANDBOX=none ctest --preset dev -j 3 || tests_rc=$?
examples_rc=0
wait "$examples_pid" || examples_rc=$?
stage_cleanup=""
echo "== ci/test.sh: the examples stage's output"
cat "$examples_log"
rm -f "$examples_log"
if ((tests_rc != 0 || examples_rc != 0)); then
  echo "== ci/test.sh: dev tests exit $tests_rc, examples exit $examples_rc"
  exit 1
fi
stage "done"
