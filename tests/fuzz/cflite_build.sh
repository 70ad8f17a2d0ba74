#!/usr/bin/env bash
# Runs .clusterfuzzlite/build.sh as ClusterFuzzLite would (no Docker here): clang, the engine's
# flags, a temporary $OUT; then checks every target, its seed corpus zip, options and dictionary
# came out, and that each target runs over its unzipped seed corpus. Exit 77: no libFuzzer.
set -euo pipefail
source fuzz/fuzz-common.sh
scratch=$1
llk_have_libfuzzer || { echo "SKIP: clang++ with libFuzzer is not available"; exit 77; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir -p "$scratch/cflite-work"
flags="-O1 -fno-omit-frame-pointer -gline-tables-only -fsanitize=address \
-fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
# -stdlib=libc++ as OSS-Fuzz sets it: build.sh must drop it to link the system libraries.
env CC=clang CXX=clang++ CFLAGS="$flags" CXXFLAGS="$flags -stdlib=libc++" \
  LIB_FUZZING_ENGINE=-fsanitize=fuzzer OUT="$out" WORK="$scratch/cflite-work" SRC="$PWD" \
  bash .clusterfuzzlite/build.sh

fail() { echo "FAIL: $*"; exit 1; }
for t in "${LLK_FUZZ_TARGETS_ALL[@]}"; do
  bin="$out/fuzz_$t"
  [[ -x "$bin" ]] || fail "$bin missing"
  zip="$out/fuzz_${t}_seed_corpus.zip"
  [[ -s "$zip" ]] || fail "$zip missing"
  seed_dir=$(llk_fuzz_corpus "$t")
  want=$(find "$seed_dir" -type f | wc -l)
  got=$(unzip -Z1 "$zip" | grep -vc '/$' || true)
  ((got == want)) || fail "$zip holds $got files, $seed_dir has $want"
  [[ -s "$out/fuzz_$t.options" ]] || fail "fuzz_$t.options missing"
  seeds="$out/seeds-$t"
  mkdir -p "$seeds" && unzip -q "$zip" -d "$seeds"
  # A target with a dictionary (corpus/NAME/WHAT.dict) has it beside, as its .options names it.
  dict=()
  if [[ -n "$(llk_fuzz_dict "$t")" ]]; then
    [[ -s "$out/fuzz_$t.dict" ]] || fail "fuzz_$t.dict missing"
    grep -Eq "^dict *= *fuzz_$t.dict$" "$out/fuzz_$t.options" ||
      fail "fuzz_$t.options does not name fuzz_$t.dict"
    dict=(-dict="$out/fuzz_$t.dict")
  fi
  "$bin" "${dict[@]}" -max_len=16384 -runs=500 -seed=1 "$seeds" >"$out/$t.log" 2>&1 ||
    { tail -20 "$out/$t.log"; fail "fuzz_$t failed on its seed corpus"; }
  grep -aq "Done 500 runs" "$out/$t.log" || { tail -5 "$out/$t.log"; fail "fuzz_$t did not finish its runs"; }
  echo "ok: fuzz_$t built, $got seeds zipped, 500 runs clean"
done
echo "PASS: ClusterFuzzLite build.sh produced every target"
