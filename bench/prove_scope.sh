#!/usr/bin/env bash
# The small-scope table: for every mutant of every problem, the smallest --cells at which
# `llk prove` kills it (the first failing input in enumeration order), as a markdown table.
# Usage: bash bench/prove_scope.sh [LLK] [MAX_CELLS]   (defaults: build/dev/llk, 9)
# A mutant no scope up to MAX_CELLS kills is listed as such; one no default-rule scope kills is
# tried with --rules classic; one no answer can show (only the laws see it) is not run. Deterministic: no seed is involved.
set -euo pipefail
llk=${1:-build/dev/llk}
max=${2:-9}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# The smallest cells that kill mutant $2 of problem $1 under the extra flags $3: "N item W" or "".
kill_scope() {
  local problem=$1 mutant=$2 flags=$3
  # A scope too small for the problem (its enumeration refuses it) exits 2: the next one.
  for ((n = 1; n <= max; n++)); do
    local line rc=0
    # shellcheck disable=SC2086
    line=$("$llk" prove --problem "$problem" --mutant "$mutant" --cells "$n" $flags --quiet \
      --jobs 2 --out "$out" 2>/dev/null | head -1) || rc=$?
    if [ "$rc" -eq 1 ] || [[ $line == FAILED* ]]; then
      echo "$n ${line#FAILED at item }"
      return
    fi
  done
}

echo "| problem | mutant | smallest --cells | first failing input (item: what failed) |"
echo "| --- | --- | --- | --- |"
# Every registered problem; those with a --rules parameter are tried under classic rules too.
problems=$("$llk" problems | awk '/^[a-z]/ { sub(/:$/, "", $1); print $1 }')
for problem in $problems; do
  has_rules=0
  "$llk" problems | awk -v p="$problem" '/^[a-z]/ { sub(/:$/, "", $1); on = ($1 == p) } on' | grep -q -- "--rules" &&
    has_rules=1
  mutants=$("$llk" mutants --problem "$problem" | awk 'NR > 1 && NF { print $1 }')
  for m in $mutants; do
    if "$llk" mutants --problem "$problem" | grep -q "^  $m .*no judge sees it"; then
      echo "| $problem | \`$m\` | - | no answer shows it: only the laws see it |"
      continue
    fi
    found=$(kill_scope "$problem" "$m" "")
    rules=""
    if [ -z "$found" ] && [ "$has_rules" = 1 ]; then
      found=$(kill_scope "$problem" "$m" "--rules classic")
      rules=" (--rules classic)"
    fi
    if [ -z "$found" ]; then
      echo "| $problem | \`$m\` | none up to $max | - |"
    else
      detail=${found#* }
      echo "| $problem | \`$m\` | ${found%% *}$rules | ${detail//|/\\|} |"
    fi
  done
done
