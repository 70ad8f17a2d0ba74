#!/usr/bin/env bash
# Proof that fuzz_differential can fail: pointed at a mutant, libFuzzer starting from an empty
# corpus must find a disagreement within a bounded number of runs and leave the failure artifact.
# Usage (from the repository root): finds_mutant.sh SCRATCH_DIR [MUTANT]. Exit 77: no libFuzzer.
set -euo pipefail
source fuzz/fuzz-common.sh
scratch=$1 mutant=${2:-corner-unchecked} runs=${LLK_FUZZ_PROOF_RUNS:-500000}
llk_have_libfuzzer || { echo "SKIP: clang++ with libFuzzer is not available"; exit 77; }
llk_build_fuzzers "${LLK_FUZZ_BUILD_DIR:-build/fuzz}" fuzz_differential
bin="${LLK_FUZZ_BUILD_DIR:-build/fuzz}/fuzz/fuzz_differential"
work="$scratch/finds-mutant"
rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"

start=$(date +%s.%N)
rc=0
LLK_FUZZ_SOLVER=$mutant LLK_FUZZ_ARTIFACT_DIR="$work/artifacts" "$bin" "$work/corpus" \
  -runs="$runs" -seed=1 -max_len=512 -artifact_prefix="$work/crash-" >"$work/log" 2>&1 || rc=$?
end=$(date +%s.%N)
found=$(grep -a -m1 -oE '^#[0-9]+' "$work/log" | tail -1 || true)
fail() { echo "FAIL: $*"; tail -20 "$work/log"; exit 1; }
((rc != 0)) || fail "libFuzzer ran $runs inputs against mutant '$mutant' and found nothing"
grep -aq "fuzz_differential: $mutant:" "$work/log" || fail "the target did not report the mutant"
ls "$work"/crash-* >/dev/null 2>&1 || fail "libFuzzer kept no crash input"
in=$(ls "$work/artifacts"/*.in 2>/dev/null | head -1)
[[ -n "$in" && -s "${in%.in}.out" && -s "${in%.in}.txt" ]] || fail "no failure artifact NAME.in/.out/.txt"
grep -q "^subject: mutant $mutant$" "${in%.in}.txt" || fail "artifact names another subject"
grep -q "^found-by: libfuzzer$" "${in%.in}.txt" || fail "artifact not marked found-by libfuzzer"
runs_done=$(grep -a -oE '^#[0-9]+' "$work/log" | tail -1 | tr -d '#')
echo "PASS: mutant '$mutant' found after ~${runs_done:-?} runs in $(awk -v a="$start" -v b="$end" 'BEGIN{printf "%.1f", b-a}') s"
echo "artifact: $in"
sed 's/^/  /' "${in%.in}.txt"
cat "$in"
