#!/usr/bin/env bash
# An overnight fuzzing campaign on one machine: every target in turn for its share of --hours with
# libFuzzer -fork over --jobs processes, then corpus merge and pruning (-merge=1), every crash
# minimized (-minimize_crash=1) and turned into the failure artifact, de-duplicated into
# corpus/regressions/PROBLEM/, and a morning summary (execs, coverage, new crashes, new corpus files).
#   bash ci/fuzz-overnight.sh [--hours 8] [--jobs $(nproc)] [--out llk-out/overnight]
#        [--build-dir build/fuzz] [--targets "PROBLEM_WHAT ..."] [--update-corpus]
#        [--regressions corpus/regressions] [--fast]
# --fast fuzzes the throughput tree (preset fuzz-fast, build/fuzz-fast: UBSan without ASan, about
# twice the executions per second); its crashes are then replayed and minimized as they are.
# The working corpora in OUT/corpus persist between nights; --update-corpus also copies the new
# corpus files into the target's seeds, corpus/PROBLEM/WHAT/.
set -euo pipefail
cd "$(dirname "$0")/.."
source fuzz/fuzz-common.sh

hours=8 jobs=$(nproc) out=llk-out/overnight build=build/fuzz update=0 regressions=corpus/regressions
targets=("${LLK_FUZZ_TARGETS_ALL[@]}")
while (($#)); do
  case $1 in
    --hours) hours=$2; shift 2 ;;
    --jobs) jobs=$2; shift 2 ;;
    --out) out=$2; shift 2 ;;
    --build-dir) build=$2; shift 2 ;;
    --targets) read -r -a targets <<<"$2"; shift 2 ;;
    --update-corpus) update=1; shift ;;
    --regressions) regressions=$2; shift 2 ;;
    --fast) export LLK_FUZZ_PRESET=fuzz-fast; [[ $build == build/fuzz ]] && build=build/fuzz-fast
      shift ;;
    *) echo "fuzz-overnight: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
llk_have_libfuzzer || { echo "fuzz-overnight: clang++ with libFuzzer is required" >&2; exit 2; }
llk_build_fuzzers "$build" "${targets[@]/#/fuzz_}" llk-fuzz-artifact
per_target=$(awk -v h="$hours" -v n="${#targets[@]}" 'BEGIN { s = int(h * 3600 / n); print (s < 5 ? 5 : s) }')
night=$(date +%Y%m%d-%H%M%S)
mkdir -p "$out"
summary="$out/summary-$night.md"
{
  echo "# Fuzzing night $night"
  echo
  echo "$hours h over ${#targets[@]} targets (${per_target} s each), -fork=$jobs," \
    "sanitizers: $(llk_fuzz_sanitizers "$build")"
  echo
  echo "| target | execs | exec/s | cov | ft | corpus before -> after merge | new corpus files | crashes | new artifacts |"
  echo "|---|---|---|---|---|---|---|---|---|"
} >"$summary"
new_artifacts=()

sha_list() { find "$@" -maxdepth 1 -type f -exec sha1sum {} + 2>/dev/null | awk '{print $1}' | sort -u; }

for t in "${targets[@]}"; do
  bin="$build/fuzz/fuzz_$t"
  work="$out/corpus/$t" crashes="$out/crashes/$t-$night" log="$out/$t-$night.log"
  mkdir -p "$work" "$crashes"
  mapfile -t flags < <(llk_fuzz_flags "$t")
  seed_dir=$(llk_fuzz_corpus "$t")
  before=$(sha_list "$work" "$seed_dir" | wc -l)

  # 1. The campaign: crashes, timeouts and OOMs are kept and the fork run goes on.
  LLK_FUZZ_ARTIFACT_DIR="$out/artifacts-raw" "$bin" -fork="$jobs" -ignore_crashes=1 \
    -ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$per_target" "${flags[@]}" \
    -artifact_prefix="$crashes/" "$work" "$seed_dir" >"$log" 2>&1 || true
  last=$(grep -a -E '^#[0-9]+:? ' "$log" | tail -1 || true)
  execs=$(sed -nE 's/^#([0-9]+).*/\1/p' <<<"$last")
  rate=$(sed -nE 's/.*exec\/s:? ([0-9]+).*/\1/p' <<<"$last")

  # 2. Merge and prune: the smallest set with the same coverage replaces the working corpus.
  merged="$out/merged-$t"
  rm -rf "$merged" && mkdir -p "$merged"
  "$bin" -merge=1 "${flags[@]}" "$merged" "$seed_dir" "$work" >"$out/$t-$night.merge.log" 2>&1 || true
  if [[ -n "$(ls -A "$merged")" ]]; then
    rm -rf "$work" && mv "$merged" "$work"
  fi
  after=$(ls "$work" | wc -l)
  # Coverage of the pruned corpus: edges (cov) and features (ft) of the merge's final pass.
  done_line=$(grep -a -E 'DONE +cov:' "$out/$t-$night.merge.log" | tail -1 || true)
  cov=$(sed -nE 's/.*cov: ([0-9]+).*/\1/p' <<<"$done_line")
  ft=$(sed -nE 's/.*ft: ([0-9]+).*/\1/p' <<<"$done_line")
  new_files=0
  seeds=$(sha_list "$seed_dir")
  for f in "$work"/*; do
    [[ -f "$f" ]] || continue
    sum=$(sha1sum "$f" | awk '{print $1}')
    grep -qx "$sum" <<<"$seeds" && continue
    new_files=$((new_files + 1))
    if ((update)); then cp "$f" "$seed_dir/$sum"; fi
  done

  # 3. Every crash: minimized, turned into the failure artifact, de-duplicated by artifact name.
  n_crashes=0 n_new=0
  for c in "$crashes"/*; do
    [[ -f "$c" ]] || continue
    n_crashes=$((n_crashes + 1))
    min="$c.min"
    if [[ $(basename "$c") == crash-* ]]; then
      LLK_FUZZ_NO_ARTIFACT=1 "$bin" -minimize_crash=1 -runs=5000 -max_total_time=30 \
        "${flags[@]}" -exact_artifact_path="$min" "$c" >"$c.minimize.log" 2>&1 || true
    fi
    [[ -s "$min" ]] || cp "$c" "$min"
    reason=$(LLK_FUZZ_NO_ARTIFACT=1 "$bin" "${flags[@]}" -runs=1 "$min" 2>&1 |
      grep -a -m1 -E "^==[0-9]+==ERROR: |^fuzz_$t: |runtime error: " | cut -c1-300 || true)
    staged="$out/artifacts-$night"
    in=$(LLK_FUZZ_ARTIFACT_DIR="$staged" "$build/fuzz/llk-fuzz-artifact" "$t" "$min" \
      "${reason:-$(basename "$c")}" | tail -1)
    name=$(basename "$in" .in)
    kept="$regressions/$(llk_fuzz_problem "$t")"
    if [[ -n "$name" && ! -e "$kept/$name.in" ]]; then
      mkdir -p "$kept"
      cp "$staged/$name".* "$kept/"
      n_new=$((n_new + 1))
      new_artifacts+=("$kept/$name.in ($t: ${reason:-$(basename "$c")})")
    fi
  done
  echo "| $t | ${execs:-0} | ${rate:-0} | ${cov:-?} | ${ft:-?} | $before -> $after | $new_files | $n_crashes | $n_new |" >>"$summary"
done

{
  echo
  if ((${#new_artifacts[@]})); then
    echo "## New failure artifacts (replay: \`llk replay $regressions/PROBLEM/NAME.in\`)"
    printf -- '- %s\n' "${new_artifacts[@]}"
  else
    echo "No new crashes."
  fi
  echo
  echo "Logs, working corpora and raw crashes: $out"
} >>"$summary"
cat "$summary"
