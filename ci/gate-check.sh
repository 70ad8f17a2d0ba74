#!/usr/bin/env bash
# Runs the gate template's steps (examples/gate/judge-gate.sh, what judge-gate.yml runs) in a
# fresh folder as a user's repository would hold them: the committed test set
# (examples/gate/tests), a right program and a wrong one. The right one must pass (exit 0, a
# JUnit report without failures), the wrong one fail (exit 1, a report naming its failures).
# Usage: bash ci/gate-check.sh [LLK]   (LLK: an llk already built; without it the script builds
# llk from this checkout as the template does, the `llk` target only.)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [[ $# -ge 1 ]]; then
  export LLK=$(realpath "$1")
else
  export LLK_SOURCE="file://$repo"
fi
cp -r "$repo/examples/gate/tests" "$repo/examples/gate/judge-gate.sh" "$work/"
cd "$work"
llk_bin=${LLK:-llk}
# The user's programs: one right (llk's own solver), one wrong (a mutant of its zoo).
printf '#!/bin/sh\nexec %s solve --problem link\n' "$llk_bin" >right.sh
printf '#!/bin/sh\nexec %s solve --problem link --mutant same-kind-passes\n' "$llk_bin" >wrong.sh
chmod +x right.sh wrong.sh
check_report() {  # FILE FAILURES_WANTED: a JUnit file that parses, with failures or without
  python3 - "$1" "$2" <<'PY'
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
failures = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in root.iter("testsuite"))
want = sys.argv[2] == "yes"
if (failures > 0) != want:
    sys.exit(f"{sys.argv[1]}: {failures} failures, expected {'some' if want else 'none'}")
print(f"{sys.argv[1]}: {failures} failures, as expected")
PY
}
rc=0
LLK_REPORT=right.xml bash judge-gate.sh tests ./right.sh --quiet || rc=$?
[[ $rc -eq 0 ]] || { echo "gate-check: the right program failed the gate (exit $rc)"; exit 1; }
check_report right.xml no
rc=0
LLK_REPORT=wrong.xml bash judge-gate.sh tests ./wrong.sh --quiet || rc=$?
[[ $rc -eq 1 ]] || { echo "gate-check: the wrong program was not rejected (exit $rc)"; exit 1; }
check_report wrong.xml yes
echo "gate-check: the template passes a right program and fails a wrong one"
