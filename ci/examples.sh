#!/usr/bin/env bash
# The package as a user gets it: installs BUILD_DIR into a temporary prefix and builds and runs
# examples/solver (a C++ solver with its gtest) and examples/plugin (a C plug-in under
# `llk stress --plugin`) and examples/fuzz-solver (LLK_FUZZ_SOLVER, fuzzed by libFuzzer under
# clang) against it, each also with a planted bug that must be caught; then makes the .deb with
# CPack and builds examples/solver against it (installed with dpkg -i as root, else unpacked).
# Fails when an installed file names a path of this machine.
#   bash ci/examples.sh [BUILD_DIR (default build/dev)]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/dev}
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

check_tree() {  # check_tree PREFIX: the package config is there, no file names this machine's tree
  local prefix=$1
  [[ -n $(find "$prefix" -name llkConfig.cmake) ]] ||
    { echo "examples: no llkConfig.cmake under $prefix" >&2; exit 1; }
  # Text and binaries alike (-a): debug info and __FILE__ must not carry the tree's path either.
  if grep -rl -a -e "$root" "$prefix" >"$work/leaks"; then
    echo "examples: installed files name a path of this machine ($root):" >&2
    cat "$work/leaks" >&2
    exit 1
  fi
}

build_example() {  # build_example PREFIX TAG: configure, build and test examples/solver
  local prefix=$1 tag=$2
  cmake -S examples/solver -B "$work/example-$tag" -G Ninja -DCMAKE_PREFIX_PATH="$prefix" >/dev/null
  cmake --build "$work/example-$tag" -j2
  (cd "$work/example-$tag" && LLK_OUT="$work/example-$tag/llk-out" ctest --output-on-failure)
  "$prefix/bin/llk" --version
}

echo "== examples: cmake --install into a temporary prefix"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
check_tree "$work/prefix"
build_example "$work/prefix" install

echo "== examples: the same project with a planted bug must fail with a minimized artifact"
cmake -S examples/solver -B "$work/example-bug" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DMY_SOLVER_BUG=ON >/dev/null
cmake --build "$work/example-bug" -j2 >/dev/null
if (cd "$work/example-bug" && LLK_OUT="$work/bug-out" ctest --output-on-failure >"$work/bug.log" 2>&1); then
  echo "examples: the planted bug was not caught" >&2
  exit 1
fi
grep -E "fails|counterexample|reproduce" "$work/bug.log" | head -5
in=$(ls "$work"/bug-out/*.in 2>/dev/null | head -1)
[[ -n "$in" && -f "${in%.in}.out" ]] || { echo "examples: no artifact for the planted bug" >&2; exit 1; }
"$work/prefix/bin/llk" show "$in" | sed -n "1,12p"

echo "== examples: a C plug-in built against the package, checked by llk stress --plugin"
cmake -S examples/plugin -B "$work/plugin" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/plugin" -j2 >/dev/null
"$work/prefix/bin/llk" stress --plugin "$work/plugin/libmy_plugin.so" --seed 1 --budget 5s --quiet \
  --out "$work/plugin-out" | tail -3
cmake -S examples/plugin -B "$work/plugin-bug" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
  -DMY_PLUGIN_BUG=ON >/dev/null
cmake --build "$work/plugin-bug" -j2 >/dev/null
if "$work/prefix/bin/llk" stress --plugin "$work/plugin-bug/libmy_plugin.so" --seed 1 --budget 5s \
  --quiet --out "$work/plugin-bug-out" >"$work/plugin-bug.log" 2>&1; then
  echo "examples: the plug-in's planted bug was not caught" >&2
  exit 1
fi
in=$(ls "$work"/plugin-bug-out/*.in 2>/dev/null | head -1)
[[ -n "$in" ]] || { echo "examples: no artifact for the plug-in's bug" >&2; exit 1; }
if "$work/prefix/bin/llk" replay "$in" >"$work/plugin-replay.log" 2>&1; then
  echo "examples: the plug-in's artifact does not reproduce:" >&2
  cat "$work/plugin-replay.log" >&2
  exit 1
fi
grep -m1 REPRODUCES "$work/plugin-replay.log"

echo "== examples: examples/fuzz-solver: LLK_FUZZ_SOLVER and llk_add_solver_fuzzer against the package"
# gcc: the replay main runs the problem's seeds in ctest; the target writes corpus entries as
# judge inputs that llk show draws.
seeds="$work/prefix/share/llk/fuzz/link/solver"
cmake -S examples/fuzz-solver -B "$work/fuzz" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/fuzz" >/dev/null
(cd "$work/fuzz" && ctest --output-on-failure | tail -1)
decoded=$("$work/fuzz/fuzz_my_solver" --llk-decode --llk-out "$work/fuzz-decoded" "$seeds/random-09.bin")
"$work/prefix/bin/llk" show "$decoded" | sed -n "1,3p"
# clang with libFuzzer: the planted bug found within a bounded number of runs (from an empty
# corpus, and without the seeds the target reads by default: LLK_FUZZ_SEEDS=0, so they do not hand
# it over), its artifact replayed, its crash file turned into one.
source fuzz/fuzz-common.sh  # llk_have_libfuzzer
if llk_have_libfuzzer; then
  cmake -S examples/fuzz-solver -B "$work/fuzz-bug" -G Ninja -DCMAKE_PREFIX_PATH="$work/prefix" \
    -DCMAKE_CXX_COMPILER=clang++ -DMY_SOLVER_BUG=ON >/dev/null
  cmake --build "$work/fuzz-bug" >/dev/null
  mkdir -p "$work/fuzz-corpus" "$work/fuzz-crash"
  if LLK_FUZZ_SEEDS=0 LLK_FUZZ_ARTIFACT_DIR="$work/fuzz-bug-out" "$work/fuzz-bug/fuzz_my_solver" -seed=1 \
    -runs=200000 -dict="$seeds.dict" -artifact_prefix="$work/fuzz-crash/" "$work/fuzz-corpus" \
    >"$work/fuzz-bug.log" 2>&1; then
    echo "examples: the fuzz target did not find the planted bug in 200000 runs" >&2
    exit 1
  fi
  grep -E "^#[0-9]+|fails|failure artifact" "$work/fuzz-bug.log" | tail -3
  in=$(ls "$work"/fuzz-bug-out/*.in 2>/dev/null | head -1)
  [[ -n "$in" ]] || { cat "$work/fuzz-bug.log" >&2; echo "examples: no artifact from the fuzz target" >&2; exit 1; }
  "$work/prefix/bin/llk" show "$in" | sed -n "1,8p"
  if "$work/prefix/bin/llk" replay "$in" >"$work/fuzz-replay.log" 2>&1; then
    cat "$work/fuzz-replay.log" >&2
    echo "examples: the fuzz target's artifact does not reproduce" >&2
    exit 1
  fi
  grep -m1 REPRODUCES "$work/fuzz-replay.log"
  if LLK_FUZZ_ARTIFACT_DIR="$work/fuzz-triaged" "$work/fuzz-bug/fuzz_my_solver" --llk-artifact \
    "$work/fuzz-crash" >/dev/null 2>&1 || [[ -z $(ls "$work"/fuzz-triaged/*.in 2>/dev/null) ]]; then
    echo "examples: the crash file did not become an artifact" >&2
    exit 1
  fi
else
  echo "examples: no clang with libFuzzer here: the planted bug's fuzzing run is left out"
fi

echo "== examples: llk as a subproject (add_subdirectory) gives the same targets (configured only)"
cmake -S examples/solver -B "$work/subproject" -G Ninja -DLLK_SOURCE_DIR="$root" >"$work/sub.log" 2>&1 ||
  { cat "$work/sub.log" >&2; echo "examples: llk does not configure as a subproject" >&2; exit 1; }
grep -q "add_test\|my_solver_test" "$work/subproject/build.ninja" ||
  { echo "examples: the subproject build has no my_solver_test" >&2; exit 1; }
if grep -q "test_check_solver" "$work/subproject/build.ninja"; then
  echo "examples: as a subproject llk built its own tests" >&2
  exit 1
fi

echo "== examples: cpack -G DEB, unpacked"
(cd "$build" && cpack -G DEB -B "$work/deb" >/dev/null)
deb=$(ls "$work"/deb/*.deb)
dpkg-deb --info "$deb" | sed -n '/Package:/,/Description:/p'
# One version: the .deb's is the one llk --version prints (project() in CMakeLists.txt).
version=$("$work/prefix/bin/llk" --version | sed -n '1s/^llk //p')
[[ $(dpkg-deb -f "$deb" Version) == "$version" ]] ||
  { echo "examples: the .deb's version is not llk --version's ($version)" >&2; exit 1; }
dpkg-deb -x "$deb" "$work/unpacked"
check_tree "$work/unpacked/usr"
# Installed for real where we may (root, llk not installed already), then removed again; else
# examples/solver is built against the unpacked tree (the install prefix above was relocated
# already).
if [[ $(id -u) -ne 0 ]] || dpkg-query -W llk >/dev/null 2>&1; then
  build_example "$work/unpacked/usr" deb
else
  echo "== examples: dpkg -i of the .deb, examples/solver against /usr, dpkg -r"
  dpkg -i "$deb" >/dev/null
  trap 'dpkg -r llk >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
  cmake -S examples/solver -B "$work/example-system" -G Ninja >/dev/null
  cmake --build "$work/example-system" -j2 >/dev/null
  (cd "$work/example-system" && LLK_OUT="$work/example-system/llk-out" ctest --output-on-failure | tail -3)
  llk --version
  dpkg -r llk >/dev/null
fi
echo "examples: the installed package and the .deb both build and pass examples/solver"
