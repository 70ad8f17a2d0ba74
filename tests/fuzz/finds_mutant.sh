#!/usr/bin/env bash
# Proof that a differential fuzz target can fail: pointed at a mutant, libFuzzer starting from an
# empty corpus must find a disagreement within a bounded number of runs and leave the failure
# artifact. Usage (from the repository root): finds_mutant.sh SCRATCH_DIR [TARGET MUTANT].
# Without TARGET and MUTANT, every pair a registered problem lists in tests/fuzz/NAME/finds-mutant
# ("TARGET MUTANT" a line, TARGET as NAME_WHAT), and at least one. Exit 77: no libFuzzer.
set -euo pipefail
source fuzz/fuzz-common.sh
scratch=$1
runs=${LLK_FUZZ_PROOF_RUNS:-500000}
build=${LLK_FUZZ_BUILD_DIR:-build/fuzz}
llk_have_libfuzzer || { echo "SKIP: clang++ with libFuzzer is not available"; exit 77; }

pairs=()
if (($# >= 3)); then
  pairs=("$2 $3")
else
  for p in $(llk_problem_names); do
    [[ -f "tests/fuzz/$p/finds-mutant" ]] || continue
    while read -r target mutant; do
      [[ -z "$target" || "$target" == \#* ]] || pairs+=("$target $mutant")
    done <"tests/fuzz/$p/finds-mutant"
  done
fi
((${#pairs[@]})) || { echo "FAIL: no problem lists a target and mutant in tests/fuzz/NAME/finds-mutant"; exit 1; }

# finds TARGET MUTANT: one proof.
finds() {
  local target=$1 mutant=$2
  local bin="$build/fuzz/fuzz_$target" work="$scratch/finds-mutant-$target-$mutant"
  llk_build_fuzzers "$build" "fuzz_$target"
  rm -rf "$work" && mkdir -p "$work/corpus" "$work/artifacts"
  local start end rc=0
  start=$(date +%s.%N)
  LLK_FUZZ_SOLVER=$mutant LLK_FUZZ_ARTIFACT_DIR="$work/artifacts" "$bin" "$work/corpus" \
    -runs="$runs" -seed=1 -max_len=512 -artifact_prefix="$work/crash-" >"$work/log" 2>&1 || rc=$?
  end=$(date +%s.%N)
  fail() { echo "FAIL: fuzz_$target, mutant '$mutant': $*"; tail -20 "$work/log"; exit 1; }
  ((rc != 0)) || fail "libFuzzer ran $runs inputs and found nothing"
  grep -aq "fuzz_$target: $mutant:" "$work/log" || fail "the target did not report the mutant"
  ls "$work"/crash-* >/dev/null 2>&1 || fail "libFuzzer kept no crash input"
  local in
  in=$(ls "$work/artifacts"/*.in 2>/dev/null | head -1)
  [[ -n "$in" && -s "${in%.in}.out" && -s "${in%.in}.txt" ]] || fail "no failure artifact NAME.in/.out/.txt"
  grep -Eq "^subject: (.* )?mutant $mutant$" "${in%.in}.txt" || fail "artifact names another subject"
  grep -q "^found-by: libfuzzer$" "${in%.in}.txt" || fail "artifact not marked found-by libfuzzer"
  local runs_done
  runs_done=$(grep -a -oE '^#[0-9]+' "$work/log" | tail -1 | tr -d '#')
  echo "PASS: fuzz_$target found mutant '$mutant' after ~${runs_done:-?} runs in" \
    "$(awk -v a="$start" -v b="$end" 'BEGIN{printf "%.1f", b-a}') s"
  echo "artifact: $in"
  sed 's/^/  /' "${in%.in}.txt"
  cat "$in"
}

for pair in "${pairs[@]}"; do
  # shellcheck disable=SC2086
  finds $pair
done
