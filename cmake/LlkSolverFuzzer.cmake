# llk_add_solver_fuzzer(TARGET SOURCES... [PROBLEM NAME] [LIBS LIB...]): a fuzz target of a
# solver of your own, its sources defining LLK_FUZZ_SOLVER (llk/fuzz.hpp). Under clang with
# libFuzzer it is a real fuzzer: -fsanitize=fuzzer and LLK_SOLVER_FUZZ_SANITIZERS (default
# address,undefined) on its sources, so libFuzzer sees the branches of your code. With
# $LIB_FUZZING_ENGINE set (ClusterFuzzLite, OSS-Fuzz) it links that engine and takes the
# sanitizers of CXXFLAGS. Otherwise (gcc, or LLK_SOLVER_FUZZER=replay) it links llk's replay main,
# which runs the files and folders given. Under libFuzzer the target mutates the decoded input
# (the problem's custom mutator) and reads the problem's seeds and dictionary unless its command
# line names others. Either way ctest replays the problem's seeds
# (test TARGET_seeds); the target's properties LLK_FUZZ_SEEDS and LLK_FUZZ_DICT name the seed
# folder and the dictionary of its problem (PROBLEM, default the first of LLK_PROBLEMS, the
# registry's first, as for the llk tool) for a fuzzing run.
include_guard(GLOBAL)
include(CheckCXXSourceCompiles)

set(LLK_SOLVER_FUZZER "auto" CACHE STRING
    "llk_add_solver_fuzzer's engine: auto (libFuzzer under clang when it links), libfuzzer, replay")
set_property(CACHE LLK_SOLVER_FUZZER PROPERTY STRINGS auto libfuzzer replay)
set(LLK_SOLVER_FUZZ_SANITIZERS "address,undefined" CACHE STRING
    "Sanitizers of llk_add_solver_fuzzer's libFuzzer targets: address,undefined, undefined or none")

# llk_solver_fuzz_engine(OUT): libfuzzer, engine ($LIB_FUZZING_ENGINE) or replay.
function(llk_solver_fuzz_engine out)
  if(DEFINED ENV{LIB_FUZZING_ENGINE} AND NOT "$ENV{LIB_FUZZING_ENGINE}" STREQUAL "")
    set(${out} engine PARENT_SCOPE)
    return()
  endif()
  if(LLK_SOLVER_FUZZER STREQUAL "replay")
    set(${out} replay PARENT_SCOPE)
    return()
  endif()
  if(NOT DEFINED LLK_HAVE_LIBFUZZER)
    set(CMAKE_REQUIRED_FLAGS -fsanitize=fuzzer)
    set(CMAKE_REQUIRED_LINK_OPTIONS -fsanitize=fuzzer)
    check_cxx_source_compiles(
      "#include <cstddef>
       #include <cstdint>
       extern \"C\" int LLVMFuzzerTestOneInput(const std::uint8_t*, std::size_t) { return 0; }"
      LLK_HAVE_LIBFUZZER)
  endif()
  if(LLK_HAVE_LIBFUZZER)
    set(${out} libfuzzer PARENT_SCOPE)
  elseif(LLK_SOLVER_FUZZER STREQUAL "libfuzzer")
    message(FATAL_ERROR "LLK_SOLVER_FUZZER=libfuzzer: ${CMAKE_CXX_COMPILER} cannot link "
                        "-fsanitize=fuzzer (use clang with its libFuzzer runtime)")
  else()
    set(${out} replay PARENT_SCOPE)
  endif()
endfunction()

function(llk_add_solver_fuzzer target)
  cmake_parse_arguments(ARG "" "PROBLEM" "SOURCES;LIBS" ${ARGN})
  set(sources ${ARG_SOURCES} ${ARG_UNPARSED_ARGUMENTS})
  if(NOT sources)
    message(FATAL_ERROR "llk_add_solver_fuzzer(${target}): no sources (one defines LLK_FUZZ_SOLVER)")
  endif()
  list(GET LLK_PROBLEMS 0 problem)
  if(ARG_PROBLEM)
    set(problem ${ARG_PROBLEM})
  endif()
  set(seeds ${LLK_SOLVER_FUZZ_DATA}/${problem}/solver)
  set(dict ${LLK_SOLVER_FUZZ_DATA}/${problem}/solver.dict)
  if(NOT IS_DIRECTORY ${seeds})
    message(FATAL_ERROR "llk_add_solver_fuzzer(${target}): no seeds for problem '${problem}' "
                        "(${seeds}); llk's problems have them")
  endif()
  add_executable(${target} ${sources})
  target_link_libraries(${target} PRIVATE llk::llk ${ARG_LIBS})
  set_target_properties(${target} PROPERTIES LLK_FUZZ_SEEDS ${seeds} LLK_FUZZ_DICT ${dict})
  llk_solver_fuzz_engine(engine)
  set(replay_args "")
  if(engine STREQUAL "engine")
    separate_arguments(flags UNIX_COMMAND "$ENV{LIB_FUZZING_ENGINE}")
    target_link_options(${target} PRIVATE ${flags})
  elseif(engine STREQUAL "libfuzzer")
    set(flags -fsanitize=fuzzer)
    if(NOT LLK_SOLVER_FUZZ_SANITIZERS STREQUAL "none")
      # Undefined behaviour stops the run (a crash file), as ASan's reports do.
      list(APPEND flags -fsanitize=${LLK_SOLVER_FUZZ_SANITIZERS} -fno-sanitize-recover=undefined)
    endif()
    target_compile_options(${target} PRIVATE ${flags} -fno-omit-frame-pointer)
    target_link_options(${target} PRIVATE ${flags})
    # The problem's seeds (read after the corpus folders given) and dictionary, unless the
    # command line names its own (llk::add_fuzz_defaults).
    target_compile_definitions(${target} PRIVATE LLK_FUZZ_DEFAULT_SEEDS="${seeds}"
                                                 LLK_FUZZ_DEFAULT_DICT="${dict}")
    set(replay_args -runs=0)
  else()
    target_link_libraries(${target} PRIVATE llk::fuzz_replay_main)
  endif()
  add_test(NAME ${target}_seeds COMMAND ${target} ${replay_args} ${seeds})
  set_tests_properties(${target}_seeds PROPERTIES
                       ENVIRONMENT "LLK_FUZZ_ARTIFACT_DIR=${CMAKE_CURRENT_BINARY_DIR}/llk-out/fuzz")
endfunction()
