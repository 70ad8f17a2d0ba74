#!/usr/bin/env bash
# Proof that a reader target's round trip can fail (fuzz_NAME_reader): its corpus
# replayed with a writer mutant in place of the real writer must stop it with a round-trip report.
# Usage: reader_catches_writer.sh TARGET_BINARY CORPUS_DIR WRITER_MUTANT
set -uo pipefail
bin=$1 corpus=$2 mutant=$3
target=$(basename "$bin")
log=$(LLK_FUZZ_WRITER=$mutant "$bin" "$corpus" 2>&1)
rc=$?
if ((rc == 0)); then
  echo "FAIL: $target replayed $corpus with writer mutant '$mutant' and found nothing"
  exit 1
fi
if ! grep -qE "$target: .*(round trip|written cases rejected)" <<<"$log"; then
  echo "FAIL: $target stopped (rc=$rc) but not on the round trip:"
  tail -5 <<<"$log"
  exit 1
fi
echo "PASS: writer mutant '$mutant' caught: $(grep -m1 -oE "$target: .*" <<<"$log")"
