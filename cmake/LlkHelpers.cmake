# One helper per kind of artifact, each registering with ctest.
include(GoogleTest)

# llk_add_test(NAME SOURCES... LIBS ... [LABELS ...]): a GoogleTest program, linking only the
# libraries it tests (and tests/support). Each of its tests is its own ctest entry (discovered
# when ctest runs, so sanitized binaries never run at build time) and both cores stay busy.
function(llk_add_test name)
  cmake_parse_arguments(ARG "" "" "LIBS;LABELS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE llk_test_support GTest::gtest GTest::gtest_main
                                        ${ARG_LIBS})
  target_compile_definitions(${name} PRIVATE LLK_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  # One label (a list would be split into property names): "slow" or "unit".
  set(label unit)
  if(ARG_LABELS)
    list(GET ARG_LABELS 0 label)
  endif()
  # GITHUB_STEP_SUMMARY emptied: a verify run inside a test must not write the CI's summary.
  gtest_discover_tests(${name} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 120
                       PROPERTIES TIMEOUT 900 LABELS ${label} ENVIRONMENT "GITHUB_STEP_SUMMARY=")
endfunction()

# llk_add_fuzzer(NAME SOURCES... LIBS ...): a fuzz target defining LLVMFuzzerTestOneInput. With a
# fuzzing engine (LLK_FUZZ: clang's -fsanitize=fuzzer, or LLK_FUZZ_ENGINE, e.g. ClusterFuzzLite's
# $LIB_FUZZING_ENGINE) it is a real fuzzer; otherwise it links fuzz/replay_main.cpp. Either way,
# with tests on, ctest replays its corpus (corpus/<name without fuzz_>/) once as test
# fuzz_replay_<name without fuzz_> (a libFuzzer binary with -runs=0).
function(llk_add_fuzzer name)
  cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz)
  string(REGEX REPLACE "^fuzz_" "" short "${name}")
  set(replay_args "")
  if(LLK_FUZZ_ENGINE)
    separate_arguments(engine UNIX_COMMAND "${LLK_FUZZ_ENGINE}")
    target_link_options(${name} PRIVATE ${engine})
    return()
  elseif(LLK_FUZZ)
    target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
    target_link_options(${name} PRIVATE -fsanitize=fuzzer)
    set(replay_args -runs=0 -max_len=16777216 -report_slow_units=1000000)
  else()
    target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz/replay_main.cpp)
  endif()
  if(LLK_BUILD_TESTS)
    add_test(NAME fuzz_replay_${short}
             COMMAND ${name} ${replay_args} ${PROJECT_SOURCE_DIR}/corpus/${short})
    set_tests_properties(fuzz_replay_${short} PROPERTIES TIMEOUT 900 LABELS fuzz
                         ENVIRONMENT "LLK_FUZZ_ARTIFACT_DIR=${CMAKE_CURRENT_BINARY_DIR}/llk-out")
  endif()
endfunction()
