#!/usr/bin/env bash
# The test command. Installs what it needs, then:
#   1. the dev tree (gcc, optimized): the tests labelled slow (left out of the sanitized tree),
#      the law tests at their full case counts, the fuzz targets' corpora replayed through their
#      replay mains; beside them, installed (and packaged as a .deb) with examples/ built and
#      run against it, and the sanitized tree's build at the lowest priority;
#   2. the sanitized tree (the `fuzz` preset with tests: clang, ASan + UBSan, real libFuzzer
#      targets): every other test (labels unit and laws, the laws scaled down), corpora replayed
#      by libFuzzer itself;
#   3. the fuzz stage on that same tree: every target for a few seconds, and libFuzzer finding each
#      problem's listed mutant (tests/fuzz/NAME/finds-mutant) and leaving its artifact.
# Every test runs in one tree at least (ctest's labels, LLK_TEST_LABELS); ClusterFuzzLite's
# build.sh has its own check (ci/cflite-check.sh, its own workflow), and the benchmark programs
# theirs (ci/bench.sh runs their smoke test before timing anything). Both trees link with lld.
# No test compiles anything; each stage prints its time, and a summary ends the run.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS
last=$SECONDS
summary=()
current=""
# CPU seconds (user + system) of every finished child so far: beside each stage's wall time, the
# figure that a machine shared with other work does not inflate. (`times` in this shell, not in a
# command substitution's subshell, which has its own children.)
times_file=$(mktemp)
child_cpu=0
read_child_cpu() {
  times >"$times_file"
  child_cpu=$(awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); t += a[1] * 60 + a[2] }
                             printf "%d", t }' "$times_file")
}
read_child_cpu
cpu_last=$child_cpu
stage() {  # ends the stage in $current (its time goes to the summary) and starts stage "$*"
  read_child_cpu
  [[ -n "$current" ]] &&
    summary+=("$(printf '%5d s  (cpu %5d s)  %s' $((SECONDS - last)) $((child_cpu - cpu_last)) "$current")")
  current=$*
  last=$SECONDS
  cpu_last=$child_cpu
  echo "== ci/test.sh: $* (${SECONDS}s elapsed)"
}
# The summary, also when a stage fails (the failing stage last, with its exit status).
finish() {
  local rc=$?
  if [[ -n "${sanitized_pid:-}" ]]; then kill -- -"$sanitized_pid" 2>/dev/null || true; fi
  read_child_cpu
  if [[ -n "$current" && "$current" != done ]]; then
    summary+=("$(printf '%5d s  (cpu %5d s)  %s: FAILED (exit %d)' $((SECONDS - last)) \
      $((child_cpu - cpu_last)) "$current" "$rc")")
  fi
  echo "== ci/test.sh: stage times"
  printf '%s\n' "${summary[@]}"
  printf '%5d s  (cpu %5d s)  total\n' $((SECONDS - start)) "$child_cpu"
  rm -f "$times_file"
}
trap finish EXIT
stage "installing dependencies"
bash ci/install-deps.sh

stage "dev tree: build"
# Without debug info here (-g costs half again the compile time of a test file); a failure is
# replayed from its artifact, and `cmake --preset dev` keeps -g for working on one. -O1, not the
# preset's -O2: a fifth less compile time (gcc, measured on the largest unity file), and the
# tests' time is mostly programs run.
cmake --preset dev -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" \
  -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" -DLLK_LINKER=lld -DLLK_UNITY=ON -DLLK_TEST_LABELS="slow;laws" \
  -DLLK_TEST_OPTIMIZATION=-O1 -DLLK_BUILD_BENCH=OFF
cmake --build --preset dev
stage "dev tree: tests; beside them examples/ and, at the lowest priority, the sanitized tree's build"
# The tests leave cores idle (programs waiting on time limits, on each other): the examples stage
# (install, package, build and run examples/ against them) runs beside them, and so does the
# sanitized tree's build under `nice -n 19`, which takes only what the tests leave. Their output
# is kept whole and printed after the tests. All must pass. Three tests and three compile jobs at a
# time on two cores: many tests wait on programs (time limits, served inputs), and the verdicts
# are CPU-time verdicts that a loaded machine does not change.
examples_log=$(mktemp)
bash ci/examples.sh build/dev >"$examples_log" 2>&1 &
examples_pid=$!
sanitized_log=$(mktemp)
# The sanitized tree (clang, ASan + UBSan, libFuzzer).
# Its own process group (job control on for the launch), so that a failing run stops it whole
# (finish above); not its own session (setsid): the kernel's autogroups would then share the
# cores between the sessions evenly, whatever their nice values.
# Without the preset's -gline-tables-only, as the dev tree is without -g (a tenth of a compile):
# ASan's reports still name the functions.
set -m
nice -n 19 bash -c 'cmake --preset fuzz -DLLK_BUILD_TESTS=ON -DLLK_LINKER=lld \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" -DCMAKE_C_FLAGS_RELWITHDEBINFO="-O1 -DNDEBUG" \
  -DLLK_UNITY=ON -DLLK_TEST_LABELS="unit;laws" -DLLK_TEST_OPTIMIZATION=-O0 &&
  cmake --build --preset fuzz -j 3' >"$sanitized_log" 2>&1 &
sanitized_pid=$!
set +m
tests_rc=0
# The dev tree's tests run programs under llk's reaper alone (LLK_SANDBOX=none): bwrap's own
# 15-20 ms a run doubled the program-heavy tests (36 s against 14-21 s for one, measured side by
# side). The containment tests choose each sandbox themselves, and the sanitized tree's tests
# below run under the default, bwrap.
LLK_SANDBOX=none ctest --preset dev -j 3 || tests_rc=$?
examples_rc=0
wait "$examples_pid" || examples_rc=$?
echo "== ci/test.sh: the examples stage's output"
cat "$examples_log"
rm -f "$examples_log"
if ((tests_rc != 0 || examples_rc != 0)); then
  echo "== ci/test.sh: dev tests exit $tests_rc, examples exit $examples_rc"
  exit 1
fi

# Alone now, the nice'd build has both cores.
stage "sanitized tree: the rest of its build"
sanitized_rc=0
wait "$sanitized_pid" || sanitized_rc=$?
sanitized_pid=""
if ((sanitized_rc != 0)); then
  cat "$sanitized_log"
  echo "== ci/test.sh: sanitized tree's configure or build exit $sanitized_rc"
  exit 1
fi
echo "== ci/test.sh: the sanitized tree's build (last lines)"
tail -n 3 "$sanitized_log"
rm -f "$sanitized_log"
stage "sanitized tree: tests (labels unit and laws)"
ctest --test-dir build/fuzz --output-on-failure -j 3 --label-exclude slow

stage "fuzz: every target on its corpus for 4 s, two at a time"
bash ci/fuzz-smoke.sh --seconds 4 --jobs 2 --require --build-dir build/fuzz
stage "fuzz: libFuzzer finds the mutant each problem names (tests/fuzz/NAME/finds-mutant)"
LLK_FUZZ_BUILD_DIR=build/fuzz bash tests/fuzz/finds_mutant.sh build/fuzz/stage-finds-mutant
stage "done"
