#!/usr/bin/env bash
# The sandbox's cost on a program that answers at once (issue 49): `llk prove` of every escape
# maze up to 12 cells, one maze a run (some 400 runs of `llk solve --problem escape`), sandboxed
# (bwrap, one kept sandbox per worker) and unsandboxed, runs alternating so the ratio holds on
# a shared machine. Prints each pair's wall seconds and the median ratio none/bwrap: the share
# of its unsandboxed speed a program keeps sandboxed (1.0 = no cost).
# Usage: bench/runner/sandbox_speed.sh LLK [PAIRS]
set -euo pipefail
llk=$(realpath "$1") pairs=${2:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
wall() {
  local t0 t1
  t0=$(date +%s.%N)
  "$llk" prove --problem escape --cmd "$llk solve --problem escape" --units-per-input 1 \
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
