#!/usr/bin/env bash
# The fuzz stage of the CI gate: builds the libFuzzer targets (clang `fuzz` preset) and runs each
# for a CI-sized time on a scratch copy of its corpus. Crash inputs and failure artifacts are kept
# in the output directory; exit 1 on any crash. Skips (exit 0) when clang's libFuzzer is missing,
# unless --require is given.
# --jobs N runs N targets at a time (each libFuzzer process is one thread).
#   bash ci/fuzz-smoke.sh [--seconds 20] [--out llk-out/fuzz-smoke] [--build-dir build/fuzz]
#                         [--targets "PROBLEM_WHAT ..."]
#                         [--jobs 1] [--require]
set -euo pipefail
cd "$(dirname "$0")/.."
source fuzz/fuzz-common.sh

seconds=20 out=llk-out/fuzz-smoke build=build/fuzz require=0 jobs=1
targets=("${LLK_FUZZ_TARGETS_ALL[@]}")
while (($#)); do
  case $1 in
    --seconds) seconds=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    --targets) read -r -a targets <<<"$2"; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --require) require=1; shift ;;
    *) echo "fuzz-smoke: unknown argument '$1'" >&2; exit 2 ;;
  esac
done

if ! llk_have_libfuzzer; then
  echo "fuzz-smoke: SKIPPED: clang++ with libFuzzer (-fsanitize=fuzzer) is not available"
  ((require)) && exit 1
  exit 0
fi

llk_build_fuzzers "$build" "${targets[@]/#/fuzz_}"
rm -rf "$out"
mkdir -p "$out/crashes" "$out/artifacts"
smoke_one() {  # smoke_one TARGET: fuzzes it for $seconds; its exit status goes to $out/TARGET.rc
  local t=$1 rc=0
  mkdir -p "$out/corpus/$t"
  mapfile -t flags < <(llk_fuzz_flags "$t")
  # The scratch corpus comes first: libFuzzer writes new inputs there, never into the seeds.
  LLK_FUZZ_ARTIFACT_DIR="$out/artifacts" "$build/fuzz/fuzz_$t" "$out/corpus/$t" \
    "$(llk_fuzz_corpus "$t")" \
    "${flags[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$out/crashes/$t-" >"$out/$t.log" 2>&1 || rc=$?
  echo "$rc" >"$out/$t.rc"
}
running=0
for t in "${targets[@]}"; do
  if ((running >= jobs)); then
    wait -n || true
    running=$((running - 1))
  fi
  smoke_one "$t" &
  running=$((running + 1))
done
wait
failed=0
for t in "${targets[@]}"; do
  log="$out/$t.log"
  rc=$(cat "$out/$t.rc" 2>/dev/null || echo 1)
  execs=$(llk_fuzz_stat "$log" number_of_executed_units)
  rate=$(llk_fuzz_stat "$log" average_exec_per_sec)
  if ((rc != 0)); then
    failed=1
    echo "fuzz-smoke: fuzz_$t FAILED (exit $rc) after $execs runs; log $log:"
    grep -a -m5 -E "ERROR|fuzz_$t:|SUMMARY|artifact" "$log" | sed 's/^/  /' || true
  else
    echo "fuzz-smoke: fuzz_$t ok: $execs runs in ${seconds}s ($rate exec/s)"
  fi
done
if ((failed)); then
  echo "fuzz-smoke: crash inputs in $out/crashes, failure artifacts in $out/artifacts"
  exit 1
fi
echo "fuzz-smoke: all targets clean"
