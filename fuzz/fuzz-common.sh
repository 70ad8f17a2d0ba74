# Shell helpers shared by ci/fuzz-smoke.sh, ci/fuzz-overnight.sh and the fuzz tests (sourced).
# Expects the working directory to be the repository root.

# The registered problems, in registry order (problems/registry.cpp, as CMake reads it).
llk_problem_names() {
  sed -nE 's/^[[:space:]]*r\.add\(\{"([a-z0-9_]+)".*/\1/p' problems/registry.cpp
}

# Every fuzz target, by its short name (the build makes <build>/fuzz/fuzz_SHORT): each registered
# problem's fuzz/NAME/WHAT_target.cpp as NAME_WHAT (seeds in corpus/NAME/WHAT), and NAME_differential
# where corpus/NAME/differential holds seeds (fuzz/differential_target.cpp, every problem's).
# ClusterFuzzLite's build.sh, the smoke stage and the overnight run all read this list.
LLK_FUZZ_TARGETS_ALL=()
for llk_p in $(llk_problem_names); do
  for llk_f in fuzz/"$llk_p"/*_target.cpp; do
    [[ -f "$llk_f" ]] || continue
    llk_f=${llk_f##*/}
    LLK_FUZZ_TARGETS_ALL+=("${llk_p}_${llk_f%_target.cpp}")
  done
  if [[ -d "corpus/$llk_p/differential" ]]; then LLK_FUZZ_TARGETS_ALL+=("${llk_p}_differential"); fi
done
unset llk_p llk_f

# llk_fuzz_file TARGET SUFFIX: corpus/NAME/WHAT[SUFFIX] of target NAME_WHAT (the rule of
# llk_fuzz_corpus in cmake/LlkHelpers.cmake).
llk_fuzz_file() { echo "corpus/${1%%_*}/${1#*_}$2"; }
# llk_fuzz_corpus TARGET: the folder of a target's seeds.
llk_fuzz_corpus() { llk_fuzz_file "$1" ""; }
# llk_fuzz_problem TARGET: the problem a target belongs to.
llk_fuzz_problem() { echo "${1%%_*}"; }

# llk_fuzz_dict TARGET: the dictionary of a target, or nothing.
llk_fuzz_dict() {
  local d
  d=$(llk_fuzz_file "$1" .dict)
  [[ -f "$d" ]] && echo "$d"
  return 0
}

# True when clang++ and its libFuzzer runtime are present.
llk_have_libfuzzer() {
  command -v clang++ >/dev/null 2>&1 || return 1
  local probe
  probe=$(mktemp -d)
  printf 'extern "C" int LLVMFuzzerTestOneInput(const char*, unsigned long) { return 0; }\n' \
    >"$probe/p.cpp"
  clang++ -fsanitize=fuzzer "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1
  local rc=$?
  rm -rf "$probe"
  return $rc
}

# llk_build_fuzzers BUILD_DIR TARGET...: configures BUILD_DIR from the preset $LLK_FUZZ_PRESET
# (default `fuzz`: ASan + UBSan; `fuzz-fast`: UBSan alone) when it has no cache yet, and builds;
# LLK_FUZZ_NO_BUILD=1 uses the binaries already in BUILD_DIR.
llk_build_fuzzers() {
  [[ "${LLK_FUZZ_NO_BUILD:-0}" == 1 ]] && return 0
  local dir=$1
  shift
  if [[ ! -f "$dir/CMakeCache.txt" ]]; then
    cmake --preset "${LLK_FUZZ_PRESET:-fuzz}" -B "$dir" >/dev/null
  fi
  cmake --build "$dir" -j2 --target "$@"
}

# llk_fuzz_sanitizers BUILD_DIR: the sanitizers the tree was built with (its LLK_FUZZ_SANITIZERS).
llk_fuzz_sanitizers() {
  local v
  v=$(sed -nE 's/^LLK_FUZZ_SANITIZERS:STRING=(.*)/\1/p' "$1/CMakeCache.txt" 2>/dev/null)
  echo "${v:-address,undefined}"
}

# llk_fuzz_flags TARGET: the libFuzzer flags of its .options file, and the dictionary.
llk_fuzz_flags() {
  local t=$1 key value options
  options=$(llk_fuzz_file "$t" .options)
  if [[ -f "$options" ]]; then
    while IFS='=' read -r key value; do
      key=$(echo "$key" | tr -d '[:space:]')
      value=$(echo "$value" | tr -d '[:space:]')
      [[ -z "$key" || "$key" == \[* || "$key" == \#* || "$key" == dict ]] && continue
      printf -- '-%s=%s\n' "$key" "$value"
    done <"$options"
  fi
  local dict
  dict=$(llk_fuzz_dict "$t")
  [[ -n "$dict" ]] && printf -- '-dict=%s\n' "$dict"
  return 0
}

# llk_fuzz_stat LOG NAME: a value of libFuzzer's -print_final_stats=1 block (0 when absent).
llk_fuzz_stat() {
  local v
  v=$(grep -a "^stat::$2:" "$1" 2>/dev/null | tail -1 | awk '{print $2}')
  echo "${v:-0}"
}
