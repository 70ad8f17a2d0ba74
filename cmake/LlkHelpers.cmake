# One helper per kind of artifact, each registering with ctest.

# llk_add_test(NAME SOURCES... LIBS ...): a GoogleTest program registered with ctest, linking
# only the libraries it tests (and tests/support).
function(llk_add_test name)
  cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE llk_test_support GTest::gtest GTest::gtest_main
                                        ${ARG_LIBS})
  target_compile_definitions(${name} PRIVATE LLK_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES TIMEOUT 900)
endfunction()

# llk_add_fuzzer(NAME SOURCES... LIBS ...): a fuzz target defining LLVMFuzzerTestOneInput. With a fuzzing
# engine (LLK_FUZZ: clang's -fsanitize=fuzzer, or LLK_FUZZ_ENGINE, e.g. ClusterFuzzLite's
# $LIB_FUZZING_ENGINE) it is a real fuzzer; otherwise it links fuzz/replay_main.cpp and ctest
# replays its corpus (corpus/<name without fuzz_>/) as test fuzz_replay_<name without fuzz_>.
function(llk_add_fuzzer name)
  cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PRIVATE ${ARG_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz)
  string(REGEX REPLACE "^fuzz_" "" short "${name}")
  if(LLK_FUZZ_ENGINE)
    separate_arguments(engine UNIX_COMMAND "${LLK_FUZZ_ENGINE}")
    target_link_options(${name} PRIVATE ${engine})
  elseif(LLK_FUZZ)
    target_compile_options(${name} PRIVATE -fsanitize=fuzzer)
    target_link_options(${name} PRIVATE -fsanitize=fuzzer)
  else()
    target_sources(${name} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz/replay_main.cpp)
    if(LLK_BUILD_TESTS)
      add_test(NAME fuzz_replay_${short}
               COMMAND ${name} ${PROJECT_SOURCE_DIR}/corpus/${short})
      set_tests_properties(fuzz_replay_${short} PROPERTIES TIMEOUT 900 LABELS fuzz
                           ENVIRONMENT "LLK_FUZZ_ARTIFACT_DIR=${CMAKE_CURRENT_BINARY_DIR}/llk-out")
    endif()
  endif()
endfunction()
