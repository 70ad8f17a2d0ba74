#!/usr/bin/env bash
# Reruns every benchmark (issue 6) and writes its table and scaling plot into bench/results/.
# Usage: ci/bench.sh [BUILD_DIR]   (env: ROUNDS=7 JOBS=2 GBENCH_MIN_TIME=0.2 GBENCH_REPETITIONS=3
# BUILD_TYPE=Release)
# Inputs are generated under BUILD_DIR/bench-inputs; nothing large is committed.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build/bench-release}
jobs=${JOBS:-2}

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE="${BUILD_TYPE:-Release}" -DLLK_BUILD_BENCH=ON \
  -DLLK_BUILD_TESTS=ON -DLLK_TEST_LABELS=bench -DLLK_FUZZ=OFF >/dev/null
cmake --build "$build" -j "$jobs" --target llk llk-gen-bench llk-bench-tokenizer llk-bench-naive \
  llk-bench test_bench
# The programs' smoke test first (each on a tiny input, no timings): the test command leaves the
# benchmarks to this script.
ctest --test-dir "$build" -L bench --output-on-failure

python3 "$root/bench/run_bench.py" --build "$build" --work "$build/bench-inputs" \
  --out "$root/bench/results" --rounds "${ROUNDS:-7}" --gbench-min-time "${GBENCH_MIN_TIME:-0.2}" \
  --gbench-repetitions "${GBENCH_REPETITIONS:-3}"
