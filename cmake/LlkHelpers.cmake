# One helper per kind of artifact, each registering with ctest.
include(GoogleTest)

# llk_add_test(NAME SOURCES... LIBS ... [LABELS ...] [SLOW PATTERN...] [PROCESSORS N] [COST C]
# [SKIPPABLE]): a
# GoogleTest program, linking only the libraries it tests (and tests/support). Each of its tests
# is its own ctest entry (discovered when ctest runs, so sanitized binaries never run at build
# time) and both cores stay busy; PROCESSORS N for a program whose tests run N jobs themselves.
# Its label (one: a list would be split into property names) is "unit" unless LABELS says
# "slow", "laws" or "bench"; SLOW names gtest patterns of a program whose tests count as "slow"
# (e.g. a kill-the-zoo check that another tree already makes). A label left out of
# LLK_TEST_LABELS leaves those tests out of ctest; a program none of whose tests are in is left
# out of the default build (the target still exists, for the directory's own settings).
# The tests share one precompiled header (tests/support: GoogleTest, RapidCheck), when LLK_PCH.
# SKIPPABLE: a test that calls GTEST_SKIP (a tool it needs is absent) shows as skipped in ctest.
function(llk_add_test name)
  cmake_parse_arguments(ARG "SKIPPABLE" "PROCESSORS;COST" "LIBS;LABELS;SLOW" ${ARGN})
  set(label unit)
  if(ARG_LABELS)
    list(GET ARG_LABELS 0 label)
  endif()
  set(main_in_tree FALSE)
  set(slow_in_tree FALSE)
  if(label IN_LIST LLK_TEST_LABELS)
    set(main_in_tree TRUE)
  endif()
  if(ARG_SLOW AND "slow" IN_LIST LLK_TEST_LABELS)
    set(slow_in_tree TRUE)
  endif()
  if(main_in_tree OR slow_in_tree)
    add_executable(${name} ${ARG_UNPARSED_ARGUMENTS})
  else()
    add_executable(${name} EXCLUDE_FROM_ALL ${ARG_UNPARSED_ARGUMENTS})
  endif()
  target_link_libraries(${name} PRIVATE llk_test_support GTest::gtest GTest::gtest_main
                                        ${ARG_LIBS})
  target_compile_definitions(${name} PRIVATE LLK_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  target_compile_options(${name} PRIVATE ${LLK_TEST_OPTIMIZATION})
  if(TARGET llk_test_pch)
    target_precompile_headers(${name} REUSE_FROM llk_test_pch)
  endif()
  # GITHUB_STEP_SUMMARY emptied: a verify run inside a test must not write the CI's summary.
  set(props TIMEOUT 900 ENVIRONMENT "GITHUB_STEP_SUMMARY=")
  if(ARG_PROCESSORS)  # tests that run that many jobs themselves: ctest -j2 counts them so
    list(APPEND props PROCESSORS ${ARG_PROCESSORS})
  endif()
  if(ARG_COST)  # long tests start first (ctest has no timings of its own in a fresh tree)
    list(APPEND props COST ${ARG_COST})
  endif()
  if(ARG_SKIPPABLE)
    list(APPEND props SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]")
  endif()
  list(JOIN ARG_SLOW ":" slow_filter)
  if(main_in_tree)
    set(filter "")
    if(ARG_SLOW)
      set(filter TEST_FILTER "-${slow_filter}")
    endif()
    gtest_discover_tests(${name} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 120 ${filter}
                         PROPERTIES LABELS ${label} ${props})
  endif()
  if(slow_in_tree)
    gtest_discover_tests(${name} DISCOVERY_MODE PRE_TEST DISCOVERY_TIMEOUT 120
                         TEST_FILTER "${slow_filter}" PROPERTIES LABELS slow ${props})
  endif()
endfunction()

# llk_fuzz_corpus(OUT SHORT): the seed folder of fuzz_SHORT, a problem's target fuzz_NAME_WHAT:
# corpus/NAME/WHAT (NAME up to the first underscore; fuzz/fuzz-common.sh's llk_fuzz_corpus is the
# same rule).
function(llk_fuzz_corpus out short)
  if(NOT short MATCHES "^([a-z0-9]+)_(.+)$")
    message(FATAL_ERROR "fuzz_${short}: a fuzz target is named fuzz_NAME_WHAT, NAME its problem")
  endif()
  set(dir ${PROJECT_SOURCE_DIR}/corpus/${CMAKE_MATCH_1}/${CMAKE_MATCH_2})
  if(NOT IS_DIRECTORY ${dir})
    message(FATAL_ERROR "fuzz_${short}: no seed folder corpus/${CMAKE_MATCH_1}/${CMAKE_MATCH_2}")
  endif()
  set(${out} ${dir} PARENT_SCOPE)
endfunction()

# llk_add_fuzzer(NAME SOURCES... LIBS ...): a fuzz target defining LLVMFuzzerTestOneInput. With a
# fuzzing engine (LLK_FUZZ: clang's -fsanitize=fuzzer, or LLK_FUZZ_ENGINE, e.g. ClusterFuzzLite's
# $LIB_FUZZING_ENGINE) it is a real fuzzer; otherwise it links fuzz/replay_main.cpp. Either way,
# with tests on, ctest replays its seeds (llk_fuzz_corpus) once as test
# fuzz_replay_<name without fuzz_> (a libFuzzer binary with -runs=0).
function(llk_add_fuzzer name)
  cmake_parse_arguments(ARG "" "" "LIBS" ${ARGN})
  add_executable(${name} ${ARG_UNPARSED_ARGUMENTS} ${PROJECT_SOURCE_DIR}/fuzz/asan_options.cpp)
  target_link_libraries(${name} PRIVATE ${ARG_LIBS})
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR}/fuzz)
  string(REGEX REPLACE "^fuzz_" "" short "${name}")
  # Every fuzz binary in <build>/fuzz, whichever folder declares it (the scripts look there).
  set_target_properties(${name} PROPERTIES RUNTIME_OUTPUT_DIRECTORY ${PROJECT_BINARY_DIR}/fuzz)
  llk_fuzz_corpus(corpus ${short})
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
             COMMAND ${name} ${replay_args} ${corpus})
    set_tests_properties(fuzz_replay_${short} PROPERTIES TIMEOUT 900 LABELS fuzz
                         ENVIRONMENT "LLK_FUZZ_ARTIFACT_DIR=${CMAKE_CURRENT_BINARY_DIR}/llk-out")
  endif()
endfunction()

# llk_read_problems(OUT): the registered problems, in registry order, read from the one list of
# them (problems/registry.txt: a name a line, `#` comments). CMake finds each problem's folders
# from it and generates the C++ registry's entries, so a new problem is its folders and its line.
function(llk_read_problems out)
  set(registry ${PROJECT_SOURCE_DIR}/problems/registry.txt)
  set_property(DIRECTORY ${PROJECT_SOURCE_DIR} APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${registry})
  file(STRINGS ${registry} lines)
  set(names "")
  set(number 0)
  foreach(line IN LISTS lines)
    math(EXPR number "${number} + 1")
    string(STRIP "${line}" line)
    if(line STREQUAL "" OR line MATCHES "^#")
      continue()
    endif()
    if(NOT line MATCHES "^[a-z][a-z0-9_]*$")
      message(FATAL_ERROR "${registry}:${number}: expected a problem name (a-z, 0-9, _), found '${line}'")
    endif()
    if(line IN_LIST names)
      message(FATAL_ERROR "${registry}:${number}: '${line}' is registered twice")
    endif()
    list(APPEND names ${line})
  endforeach()
  if(NOT names)
    message(FATAL_ERROR "no problem found in ${registry} (a name a line)")
  endif()
  set(${out} ${names} PARENT_SCOPE)
endfunction()

# llk_add_problem_folders(): add_subdirectory(NAME) for every registered problem that has a
# folder with a CMakeLists.txt here (solvers/NAME, tests/oracles/NAME, ...).
function(llk_add_problem_folders)
  foreach(problem IN LISTS LLK_PROBLEMS)
    if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${problem}/CMakeLists.txt)
      add_subdirectory(${problem})
    endif()
  endforeach()
endfunction()
