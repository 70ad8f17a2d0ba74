#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: the fuzz targets compiled with the engine's $CXX $CXXFLAGS and
# linked with $LIB_FUZZING_ENGINE into $OUT, each with <target>_seed_corpus.zip, its .options and
# (for the judge-format readers) its .dict.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
source fuzz/fuzz-common.sh  # LLK_FUZZ_TARGETS_ALL, llk_fuzz_corpus, llk_fuzz_file, llk_fuzz_dict

# The system libraries (fmt, Boost) are built against libstdc++; libc++ would not link with them.
CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"
build="${WORK:-/tmp}/llk-cflite-build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DLLK_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DLLK_BUILD_TESTS=OFF -DLLK_BUILD_BENCH=OFF
cmake --build "$build" -j"${LLK_BUILD_JOBS:-2}" --target "${LLK_FUZZ_TARGETS_ALL[@]/#/fuzz_}"

for t in "${LLK_FUZZ_TARGETS_ALL[@]}"; do
  cp "$build/fuzz/fuzz_$t" "$OUT/"
  rm -f "$OUT/fuzz_${t}_seed_corpus.zip"
  (cd "$(llk_fuzz_corpus "$t")" && zip -q -r "$OUT/fuzz_${t}_seed_corpus.zip" .)
  cp "$(llk_fuzz_file "$t" .options)" "$OUT/fuzz_$t.options"
  dict=$(llk_fuzz_dict "$t")
  if [[ -n "$dict" ]]; then cp "$dict" "$OUT/fuzz_$t.dict"; fi
done
