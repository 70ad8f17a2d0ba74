#!/usr/bin/env bash
# Runs and seconds until libFuzzer finds a planted bug in a user's solver fuzz target
# (llk_add_solver_fuzzer, ASan + UBSan on the user's sources), llk before a change against llk
# after it, side by side in one run: bench/fuzz-find/ built against an older llk (REV, extracted
# with git archive) and against this tree, every target run once per seed from an empty corpus,
# the two builds alternating. A run stops at the first failure (LLK_FUZZ_NO_ARTIFACT: no
# minimizing), so its wall time is the time to the find; a run without a find stops at --max.
#   bash bench/fuzz_find.sh [--before REV] [--seeds "1 2 3 4 5 6 7"] [--max 120]
#                           [--targets "row2 ring"] [--out bench/results/fuzz-find.md]
# Columns: before (REV, the example's dictionary given, as ci/examples.sh runs it); after (the
# problem's dictionary by default, no seeds: LLK_FUZZ_SEEDS=0); after+seeds (the defaults: the
# problem's seeds read after the empty corpus).
set -euo pipefail
cd "$(dirname "$0")/.."
before=$(git merge-base HEAD main 2>/dev/null || git rev-parse HEAD~1)
seeds="1 2 3 4 5 6 7" max=120 targets="row2 ring" out=bench/results/fuzz-find.md
while (($#)); do
  case $1 in
    --before) before=$2; shift 2 ;;
    --seeds) seeds=$2; shift 2 ;;
    --max) max=$2; shift 2 ;;
    --targets) targets=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    *) echo "fuzz_find: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
root=$(pwd)
before=$(git rev-parse --short "$before")
work=build/find  # build/find-before, build/find-after, build/find-src-REV
mkdir -p "$work"

# build DIR LLK_SOURCE: bench/fuzz-find against that llk, clang, the targets only.
build() {
  cmake -S bench/fuzz-find -B "$1" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER=clang++ \
    -DLLK_SOURCE_DIR="$2" >/dev/null
  nice -n 10 cmake --build "$1" -j2 --target $(printf 'fuzz_%s ' $targets) >/dev/null
}
src="$work-src-$before"
if [[ ! -d "$src" ]]; then
  mkdir -p "$src"
  git archive "$before" | tar -x -C "$src"
  # clang 14 cannot capture a structured binding in a lambda (older trees' coverage.cpp): the
  # same code with the binding captured by name, a build fix only.
  sed -i -E 's/\[&\]\(const auto& (r|x)\) \{ return (r|x)\.first == bucket; \}/[\&b = bucket](const auto\& \1) { return \1.first == b; }/' \
    "$src/src/core/coverage.cpp"
fi
echo "fuzz_find: building against $before and against this tree"
build "$work-before" "$(realpath "$src")"
build "$work-after" "$root"

# one SEED BIN [FLAG...]: "RUNS SECONDS FOUND" of one run from an empty corpus (the environment
# as the caller sets it).
one() {
  local seed=$1 bin=$2
  shift 2
  local dir start end runs found=no
  dir=$(mktemp -d "$work/run.XXXXXX")
  mkdir "$dir/corpus"
  start=$(date +%s.%N)
  LLK_FUZZ_NO_ARTIFACT=1 "$bin" "$dir/corpus" -seed="$seed" -max_total_time="$max" \
    -print_final_stats=1 -artifact_prefix="$dir/" "$@" >"$dir/log" 2>&1 || true
  end=$(date +%s.%N)
  runs=$(grep -a '^stat::number_of_executed_units:' "$dir/log" | awk '{print $2}')
  grep -aq "llk fuzz target: solver .* fails" "$dir/log" && found=yes
  awk -v r="${runs:-0}" -v a="$start" -v b="$end" -v f="$found" \
    'BEGIN { printf "%d %.1f %s\n", r, b - a, f }'
  rm -rf "$dir"
}

# cell "RUNS SECONDS FOUND": the table's cell.
cell() { read -r r t f <<<"$1"; [[ $f == yes ]] && echo "$r / $t" || echo "- ($r / $t)"; }
# median FILE COLUMN: of the found runs (a run without a find counts as its whole length).
median() {
  awk -v c="$2" '{ print $c }' "$1" | sort -g |
    awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

{
  echo "# Runs and seconds to a planted bug: llk $before against this tree"
  echo
  echo "\`bash bench/fuzz_find.sh --seeds \"$seeds\" --max $max\` at $(git rev-parse --short HEAD),"
  echo "$(nproc) cores shared, load average $(cut -d' ' -f1-3 /proc/loadavg) at the start. Each cell: runs / seconds"
  echo "to the find; \"-\": none within $max s. ASan + UBSan on the solver's sources, empty corpus."
} >"$out"
for t in $targets; do
  : >"$work/$t.before" && : >"$work/$t.after" && : >"$work/$t.seeded"
  {
    echo
    echo "## fuzz_$t"
    echo
    echo "| seed | before | after | after+seeds |"
    echo "| --- | --- | --- | --- |"
  } >>"$out"
  for s in $seeds; do
    b=$(one "$s" "$work-before/fuzz_$t" -dict=corpus/link/solver.dict)
    a=$(LLK_FUZZ_SEEDS=0 one "$s" "$work-after/fuzz_$t")
    d=$(one "$s" "$work-after/fuzz_$t")
    echo "$b" >>"$work/$t.before" && echo "$a" >>"$work/$t.after" && echo "$d" >>"$work/$t.seeded"
    echo "| $s | $(cell "$b") | $(cell "$a") | $(cell "$d") |" | tee -a "$out"
  done
  echo "| median | $(median "$work/$t.before" 1) / $(median "$work/$t.before" 2) |" \
    "$(median "$work/$t.after" 1) / $(median "$work/$t.after" 2) |" \
    "$(median "$work/$t.seeded" 1) / $(median "$work/$t.seeded" 2) |" | tee -a "$out"
done
echo "fuzz_find: $out"
