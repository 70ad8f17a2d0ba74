#!/bin/bash -eu
# ClusterFuzzLite / OSS-Fuzz build: llk installed (built from $SRC/llk unless the image has its
# package already), then this project's fuzz target built by llk_add_solver_fuzzer with the
# engine's $CXX, $CXXFLAGS and $LIB_FUZZING_ENGINE, copied into $OUT with its seed corpus,
# dictionary and options.
cd "$(dirname "${BASH_SOURCE[0]}")/.."
target=fuzz_my_solver
problem=link

# llk and the system libraries (fmt, Boost, RapidCheck) are built against libstdc++.
CXXFLAGS="${CXXFLAGS//-stdlib=libc++/}"
prefix="${WORK:-/tmp}/llk-prefix"
if [[ ! -f /usr/lib/cmake/llk/llkConfig.cmake && ! -f "$prefix/lib/cmake/llk/llkConfig.cmake" ]]; then
  # llk is the harness: built without the sanitizers and coverage of the code under test.
  plain_cxxflags=$(sed -E 's/-fsanitize[^ ]*//g' <<<"$CXXFLAGS")
  plain_cflags=$(sed -E 's/-fsanitize[^ ]*//g' <<<"$CFLAGS")
  cmake -S "$SRC/llk" -B "${WORK:-/tmp}/llk-build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
    -DCMAKE_C_FLAGS="$plain_cflags" -DCMAKE_CXX_FLAGS="$plain_cxxflags" \
    -DLLK_STATIC_CLI=OFF -DLLK_BUILD_TESTS=OFF -DLLK_BUILD_BENCH=OFF
  cmake --build "${WORK:-/tmp}/llk-build" -j"$(nproc)"
  cmake --install "${WORK:-/tmp}/llk-build" --prefix "$prefix"
fi

build="${WORK:-/tmp}/my-solver-build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_PREFIX_PATH="$prefix" \
  -DCMAKE_CXX_COMPILER="$CXX" -DCMAKE_CXX_FLAGS="$CXXFLAGS"
cmake --build "$build" --target "$target"

cp "$build/$target" "$OUT/"
data="$prefix/share/llk/fuzz/$problem"  # the package's seeds, dictionary and options
[[ -d "$data" ]] || data="/usr/share/llk/fuzz/$problem"
rm -f "$OUT/${target}_seed_corpus.zip"
(cd "$data/solver" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
cp "$data/solver.dict" "$OUT/$target.dict"
{ cat "$data/solver.options"; echo "dict = $target.dict"; } >"$OUT/$target.options"
