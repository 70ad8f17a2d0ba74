#!/usr/bin/env bash
# llk-fuzz-artifact names the failure kind after libFuzzer's file name: a timeout is a
# time-limit, an out-of-memory a memory-limit, a crash a runtime-error.
# Usage: artifact_kind.sh LLK_FUZZ_ARTIFACT PROBLEM_differential CORPUS_DIR (its first file is used)
set -euo pipefail
tool=$1 target=$2
input=$(find "$3" -type f | sort | head -1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for case in "timeout-1:time-limit" "slow-unit-1:time-limit" "oom-1:memory-limit" \
  "crash-1:runtime-error"; do
  name=${case%%:*} want=${case#*:}
  cp "$input" "$work/$name"
  mkdir -p "$work/out-$name"
  in=$(LLK_FUZZ_ARTIFACT_DIR="$work/out-$name" "$tool" "$target" "$work/$name")
  got=$(awk '/^kind: / { print $2; exit }' "${in%.in}.txt")
  if [[ "$got" == "$want" ]]; then
    echo "PASS: $name -> $got"
  else
    echo "FAIL: $name -> '$got', want $want"
    status=1
  fi
done
exit $status
