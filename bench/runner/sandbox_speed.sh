#!/usr/bin/env bash
# The sandbox's cost on a program that answers at once (issue 49): `llk prove` of PROBLEM's every
# input up to its default scope, one input a run (`llk solve --problem PROBLEM` each), sandboxed
# (bwrap, one kept sandbox per worker) and unsandboxed, runs alternating so the ratio holds on
# a shared machine. Prints each pair's wall seconds and the median ratio none/bwrap: the share
# of its unsandboxed speed a program keeps sandboxed (1.0 = no cost).
# Usage: bench/runner/sandbox_speed.sh LLK [PAIRS] [PROBLEM]   (PROBLEM: default the registry's
# first; issue 49's figure was taken with the problem whose judge limit is 1 s, some 400 runs)
set -euo pipefail
llk=$(realpath "$1") pairs=${2:-5}
problem=${3:-$("$llk" problems | awk '/^[a-z]/ { sub(/:$/, "", $1); print $1; exit }')}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$llk" prove --problem "$problem" --cmd "$llk solve --problem $problem" --units-per-input 1 \
    --jobs 2 --quiet --sandbox "$1" --out "$work/out-$1" >/dev/null 2>&1
  t1=$(date +%s.%N)
  echo "$t1 - $t0" | bc -l
}
printf 'pair  bwrap s  none s  none/bwrap\n'
ratios=()
for i in $(seq "$pairs"); do
  b=$(wall bwrap)
  n=$(wall none)
  r=$(echo "$n / $b" | bc -l)
  ratios+=("$r")
  printf '%4d  %7.2f  %6.2f  %10.2f\n' "$i" "$b" "$n" "$r"
done
printf '%s\n' "${ratios[@]}" | sort -g | awk '{ a[NR] = $1 } END { printf "median none/bwrap: %.2f\n", a[int((NR + 1) / 2)] }'
