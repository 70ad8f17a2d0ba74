#!/usr/bin/env bash
# Every fuzz target for a set time under ASan + UBSan (the `fuzz` tree), one process each
# (--parallel N of them at once, default 1), its resident memory and CPU time sampled every few
# seconds and its executions read from libFuzzer's log; a table (bench/results/fuzz-longrun.md)
# and a plot of exec/s and RSS over time (bench/results/fuzz-longrun.svg, gnuplot). Nothing is
# kept of the corpora it grows. exec/s per CPU second shows the rate a target has on a core of
# its own when several share the cores.
#   bash bench/fuzz_longrun.sh [--minutes 30] [--every 10] [--targets "link_differential ..."]
#                              [--parallel 1] [--build-dir build/fuzz] [--out bench/results]
set -euo pipefail
cd "$(dirname "$0")/.."
source fuzz/fuzz-common.sh

minutes=30 every=10 build=build/fuzz out=bench/results parallel=1 chosen=""
targets=("${LLK_FUZZ_TARGETS_ALL[@]}")
while (($#)); do
  case $1 in
    --minutes) minutes=$2; shift 2 ;;
    --every) every=$2; shift 2 ;;
    --parallel) parallel=$2; shift 2 ;;
    --targets) chosen=$2; read -r -a targets <<<"$2"; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "fuzz_longrun: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
llk_build_fuzzers "$build" "${targets[@]/#/fuzz_}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
seconds=$((minutes * 60))

# sample PID LOG DAT: every $every s until PID ends, "SECONDS RUNS RSS_MB CPU_S" (runs: the
# last "#N" libFuzzer logged; RSS and CPU time (user + system) from /proc).
sample() {
  local pid=$1 log=$2 dat=$3 start=$SECONDS rss runs cpu tick
  tick=$(getconf CLK_TCK)
  while kill -0 "$pid" 2>/dev/null; do
    rss=$(awk '/^VmRSS:/ { printf "%.0f", $2 / 1024 }' "/proc/$pid/status" 2>/dev/null || echo "")
    cpu=$(awk -v t="$tick" '{ sub(/.*\) /, ""); printf "%.1f", ($12 + $13) / t }' \
      "/proc/$pid/stat" 2>/dev/null || echo "")
    runs=$(grep -a -oE '^#[0-9]+' "$log" 2>/dev/null | tail -1 | tr -d '#' || true)
    [[ -n "$rss" && -n "$cpu" ]] && echo "$((SECONDS - start)) ${runs:-0} $rss $cpu" >>"$dat"
    sleep "$every"
  done
}

# run_target T: fuzzes T for $seconds while sampling it; its table row in $work/T.row.
run_target() {
  local t=$1 dat="$work/$1.dat" flags pid rc=0 runs rate seed
  mkdir -p "$work/$t"
  mapfile -t flags < <(llk_fuzz_flags "$t")
  : >"$dat"
  LLK_FUZZ_ARTIFACT_DIR="$work/artifacts" "$build/fuzz/fuzz_$t" "$work/$t" "$(llk_fuzz_corpus "$t")" \
    "${flags[@]}" -max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$work/$t-" \
    >"$work/$t.log" 2>&1 &
  pid=$!
  sample "$pid" "$work/$t.log" "$dat"
  wait "$pid" || rc=$?
  runs=$(llk_fuzz_stat "$work/$t.log" number_of_executed_units)
  rate=$(llk_fuzz_stat "$work/$t.log" average_exec_per_sec)
  # libFuzzer's seed, for -seed=N to run it again (the same mutations; a target whose .options
  # set entropic_scale_per_exec_time=1 chooses its inputs by measured times, not by the seed alone).
  seed=$(grep -m1 -o 'Seed: [0-9]*' "$work/$t.log" | cut -d' ' -f2)
  awk -v t="fuzz_$t" -v runs="$runs" -v rate="$rate" -v rc="$rc" -v seed="${seed:-?}" '
    { s[NR] = $1; r[NR] = $2; m[NR] = $3; c[NR] = $4; if ($3 > max) max = $3 }
    END {
      q = int(NR / 4); if (q < 1) q = 1; h = int(NR / 2); if (h < 1) h = 1
      late = (s[NR] > s[h]) ? (r[NR] - r[h]) / (s[NR] - s[h]) : 0
      percpu = (c[NR] > 0) ? r[NR] / c[NR] : 0
      printf "| %s | %s | %d | %d | %d | %.0f | %d | %d MB | %d MB | %d MB | %d |\n", t, seed, runs, rate, late,
        c[NR], percpu, m[q], m[NR], max, rc
    }' "$dat" >"$work/$t.row"
  echo "fuzz_longrun: fuzz_$t: seed $seed, $runs runs, $rate exec/s, exit $rc"
}

table="$out/fuzz-longrun.md"
{
  echo "# Fuzz targets over a long run"
  echo
  echo "\`bash bench/fuzz_longrun.sh --minutes $minutes --every $every --parallel $parallel${chosen:+ --targets \"$chosen\"}\` at"
  echo "$(git rev-parse --short HEAD), ASan + UBSan ($build), $parallel target(s) at a time, $(nproc) cores"
  echo "shared (load average $(cut -d' ' -f1-3 /proc/loadavg) at the start). RSS and CPU time sampled every"
  echo "$every s from /proc; exec/s from the runs libFuzzer logged; exec per CPU second: runs over the CPU"
  echo "time the target got, its rate on a core of its own. The seed makes a run again, but for a target"
  echo "whose \`.options\` set \`entropic_scale_per_exec_time=1\`: its choices follow measured times."
  echo
  echo "| target | seed | runs | exec/s (all) | exec/s (last half) | CPU s | exec per CPU s | RSS at 1/4 | RSS at end | RSS max | exit |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
} >"$table"
for t in "${targets[@]}"; do
  while (($(jobs -rp | wc -l) >= parallel)); do wait -n || true; done
  run_target "$t" &
done
wait
plots=()
for t in "${targets[@]}"; do
  cat "$work/$t.row" >>"$table"
  plots+=("$t")
done
if command -v gnuplot >/dev/null; then
  {
    echo "set terminal svg size 900,900 dynamic; set output '$out/fuzz-longrun.svg'"
    echo "set multiplot layout 3,1; set key outside right; set xlabel 'seconds'; set grid"
    echo "set termoption noenhanced"
    echo "set ylabel 'exec/s since the start'"
    printf "plot "
    for t in "${plots[@]}"; do
      printf "'%s' using 1:(\$1 > 0 ? \$2 / \$1 : 1/0) with lines title '%s', " \
        "$work/$t.dat" "$t"
    done
    echo
    echo "set ylabel 'exec per CPU second'"
    printf "plot "
    for t in "${plots[@]}"; do
      printf "'%s' using 1:(\$4 > 0 ? \$2 / \$4 : 1/0) with lines title '%s', " "$work/$t.dat" "$t"
    done
    echo
    echo "set ylabel 'RSS (MB)'"
    printf "plot "
    for t in "${plots[@]}"; do printf "'%s' using 1:3 with lines title '%s', " "$work/$t.dat" "$t"; done
    echo
    echo "unset multiplot"
  } | sed 's/, $//' >"$work/plot.gp"
  gnuplot "$work/plot.gp" && echo "fuzz_longrun: $out/fuzz-longrun.svg"
fi
echo "fuzz_longrun: $table"
