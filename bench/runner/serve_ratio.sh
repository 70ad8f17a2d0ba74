#!/usr/bin/env bash
# --serve against --cmd on a problem (issue 36): inputs per second of each, start-up included,
# for a player that sleeps START seconds at start-up and for one that starts at once; runs
# alternate (cmd, serve, cmd, serve, ...) so the ratio holds on a shared machine.
# Usage: bench/runner/serve_ratio.sh LLK LLK_MUTANT [RUNS] [START] [PROBLEM] [SOLVER]
# (PROBLEM: default the registry's first; SOLVER: default its first production solver; the
# figures of issue 36 were taken with PROBLEM and SOLVER set to a problem and its player.)
set -euo pipefail
llk=$1 mutant=$2 runs=${3:-3} start=${4:-0.5}
problem=${5:-$("$llk" problems | awk '/^[a-z]/ { sub(/:$/, "", $1); print $1; exit }')}
solver=${6:-$("$llk" solvers --problem "$problem" | awk 'NF { print $1; exit }')}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
player="$mutant --problem $problem --solver $solver"
# Wall seconds of one llk stress run: stress ARGS...
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$llk" stress --problem "$problem" --seed 1 --jobs 2 --quiet --out "$out/o" "$@" >/dev/null 2>&1 || true
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
printf 'run  cmd inputs/s  serve inputs/s  ratio  serve (starts at once) inputs/s\n'
for i in $(seq "$runs"); do
  c=$(wall --cmd "sleep $start; exec $player" --inputs 20)
  s=$(wall --serve "sleep $start; exec $player --serve" --inputs 100)
  f=$(wall --serve "$player --serve" --inputs 200)
  printf '%3d  %12.2f  %14.1f  %5.1f  %10.1f\n' "$i" "$(echo "20 / $c" | bc -l)" \
    "$(echo "100 / $s" | bc -l)" "$(echo "(100 / $s) / (20 / $c)" | bc -l)" \
    "$(echo "200 / $f" | bc -l)"
done
