# Install rules and the CMake package: find_package(llk CONFIG) gives llk::llk (check_solver and
# every layer below it), llk::gtest (LLK_TEST_SOLVER) and the llk tool; CPack makes a .deb of it.
include(CMakePackageConfigHelpers)

# Every llk_* library of the product's folders, found by walking them: a new problem's
# libraries are installed and exported without a line here. llk_fmt is the build's own.
function(llk_collect_libraries dir out)
  set(found ${${out}})
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(t IN LISTS targets)
    get_target_property(type ${t} TYPE)
    if(t MATCHES "^llk_" AND NOT t STREQUAL "llk_fmt" AND NOT t STREQUAL "llk_gtest"
       AND type MATCHES "STATIC_LIBRARY|INTERFACE_LIBRARY")
      list(APPEND found ${t})
    endif()
  endforeach()
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(d IN LISTS subdirs)
    set(${out} ${found})
    llk_collect_libraries(${d} ${out})
    set(found ${${out}})
  endforeach()
  set(${out} ${found} PARENT_SCOPE)
endfunction()
set(llk_libraries "")
foreach(d src/core problems solvers oracles mutants properties src/engine src/api)
  llk_collect_libraries(${PROJECT_SOURCE_DIR}/${d} llk_libraries)
endforeach()
set(LLK_PACKAGE_GTEST OFF)
if(TARGET llk_gtest)
  list(APPEND llk_libraries llk_gtest)
  set(LLK_PACKAGE_GTEST ON)
endif()
set(llk_cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/llk)

install(TARGETS ${llk_libraries} EXPORT llkTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
install(TARGETS llk llk-mutant llk-plugin-host RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
        COMPONENT development)
install(FILES ${PROJECT_BINARY_DIR}/include/llk/core/version.hpp
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/llk/core COMPONENT development)
install(EXPORT llkTargets NAMESPACE llk:: DESTINATION ${llk_cmake_dir} COMPONENT development)
# llk_add_solver_fuzzer, and each problem's seeds, dictionary and libFuzzer options for it
# (corpus/NAME/solver*, installed as share/llk/fuzz/NAME/solver*).
install(FILES ${PROJECT_SOURCE_DIR}/cmake/LlkSolverFuzzer.cmake DESTINATION ${llk_cmake_dir}
        COMPONENT development)
foreach(problem IN LISTS LLK_PROBLEMS)
  set(data ${PROJECT_SOURCE_DIR}/corpus/${problem})
  if(IS_DIRECTORY ${data}/solver)
    install(DIRECTORY ${data}/solver DESTINATION ${CMAKE_INSTALL_DATADIR}/llk/fuzz/${problem}
            COMPONENT development)
    install(FILES ${data}/solver.dict ${data}/solver.options
            DESTINATION ${CMAKE_INSTALL_DATADIR}/llk/fuzz/${problem} COMPONENT development)
  endif()
endforeach()

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/llkConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/llkConfig.cmake
                              INSTALL_DESTINATION ${llk_cmake_dir})
# The version of project() (the one source): find_package(llk 0.3) takes this package.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/llkConfigVersion.cmake
                                 VERSION ${PROJECT_VERSION} COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/llkConfig.cmake ${PROJECT_BINARY_DIR}/llkConfigVersion.cmake
        DESTINATION ${llk_cmake_dir} COMPONENT development)

# cpack -G DEB in the build tree: one package with the tool, the libraries and the package.
set(CPACK_PACKAGE_NAME llk)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})  # the version of project(): the one source
set(CPACK_PACKAGE_VENDOR "llk")
set(CPACK_PACKAGE_CONTACT "llk maintainers <llk@invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "Verification suite for Lianliankan link-check solvers: oracle, laws, fuzzing, minimized failures")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_STRIP_FILES TRUE)  # the tool and the libraries without their debug info
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
# What a user of the package config needs: the headers of llk's public dependencies (fmt is
# compiled into llk_core and no installed header includes it).
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "libboost-graph-dev (>= 1.74), librapidcheck-dev, cmake (>= 3.22)")
if(LLK_PACKAGE_GTEST)
  string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", libgtest-dev")
endif()
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
include(CPack)
