#!/usr/bin/env bash
# Proof that a differential target's CPU-time limit can fail: its corpus replayed under a limit
# no input meets must stop it with a time-limit artifact; under the default it passes.
# Usage: cpu_limit.sh TARGET_BINARY CORPUS_DIR
set -uo pipefail
bin=$1 corpus=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if ! log=$(LLK_FUZZ_ARTIFACT_DIR="$work/default" "$bin" "$corpus" 2>&1); then
  echo "FAIL: $(basename "$bin") failed its corpus under the default CPU limit:"
  tail -5 <<<"$log"
  exit 1
fi
log=$(LLK_FUZZ_ARTIFACT_DIR="$work/tiny" LLK_FUZZ_CPU_LIMIT=0.000000001 "$bin" "$corpus" 2>&1)
rc=$?
txt=$(find "$work/tiny" -name '*.txt' 2>/dev/null | head -1)
if ((rc == 0)) || [[ -z "$txt" ]] || ! grep -q '^kind: time-limit$' "$txt"; then
  echo "FAIL: $(basename "$bin") under a 1 ns CPU limit: rc=$rc, artifact '${txt}'"
  tail -5 <<<"$log"
  exit 1
fi
echo "PASS: $(grep -m1 '^detail: ' "$txt")"
