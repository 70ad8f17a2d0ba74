# Shell helpers shared by ci/fuzz-smoke.sh, ci/fuzz-overnight.sh and the fuzz tests (sourced).
# Expects the working directory to be the repository root.

# Every fuzz target, by its short name (fuzz/CMakeLists.txt builds fuzz_NAME, corpus/NAME holds
# its seeds): ClusterFuzzLite's build.sh, the smoke stage and the overnight run all read this list.
LLK_FUZZ_TARGETS_ALL=(parse differential pipeline escape_parse game_reader)

# llk_fuzz_dict TARGET: the dictionary of a target (the link readers share parse.dict), or nothing.
llk_fuzz_dict() {
  case $1 in
    parse | pipeline) echo corpus/parse.dict ;;
    *) [[ -f "corpus/$1.dict" ]] && echo "corpus/$1.dict" ;;
  esac
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

# llk_fuzz_flags TARGET: the libFuzzer flags of corpus/TARGET.options, and the dictionary.
llk_fuzz_flags() {
  local t=$1 key value
  if [[ -f "corpus/$t.options" ]]; then
    while IFS='=' read -r key value; do
      key=$(echo "$key" | tr -d '[:space:]')
      value=$(echo "$value" | tr -d '[:space:]')
      [[ -z "$key" || "$key" == \[* || "$key" == \#* || "$key" == dict ]] && continue
      printf -- '-%s=%s\n' "$key" "$value"
    done <"corpus/$t.options"
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
