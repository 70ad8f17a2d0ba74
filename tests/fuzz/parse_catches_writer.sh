#!/usr/bin/env bash
# Proof that fuzz_parse's round trip can fail: its corpus replayed with a writer mutant in place
# of write_judge must stop the target with a round-trip report.
# Usage: parse_catches_writer.sh FUZZ_PARSE_BINARY CORPUS_DIR WRITER_MUTANT
set -uo pipefail
bin=$1 corpus=$2 mutant=$3
log=$(LLK_FUZZ_WRITER=$mutant "$bin" "$corpus" 2>&1)
rc=$?
if ((rc == 0)); then
  echo "FAIL: fuzz_parse replayed $corpus with writer mutant '$mutant' and found nothing"
  exit 1
fi
if ! grep -qE "fuzz_parse: .*(round trip|written cases rejected)" <<<"$log"; then
  echo "FAIL: fuzz_parse stopped (rc=$rc) but not on the round trip:"
  tail -5 <<<"$log"
  exit 1
fi
echo "PASS: writer mutant '$mutant' caught: $(grep -m1 -oE 'fuzz_parse: .*' <<<"$log")"
