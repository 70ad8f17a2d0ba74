# Install rules and the CMake package: find_package(llk CONFIG) gives llk::llk (check_solver and
# every layer below it), llk::gtest (LLK_TEST_SOLVER) and the llk tool; CPack makes a .deb of it.
include(CMakePackageConfigHelpers)

set(llk_libraries
    llk_core llk_board llk_link_format llk_solvers llk_oracle llk_mutants llk_properties
    llk_problem_link llk_escape_model llk_escape_solvers llk_escape_oracle llk_escape_mutants
    llk_escape_properties llk_problem_escape llk_problems llk_engine llk_api llk_plugin_abi)
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
install(EXPORT llkTargets NAMESPACE llk:: DESTINATION ${llk_cmake_dir} COMPONENT development)

configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/llkConfig.cmake.in
                              ${PROJECT_BINARY_DIR}/llkConfig.cmake
                              INSTALL_DESTINATION ${llk_cmake_dir})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/llkConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/llkConfig.cmake ${PROJECT_BINARY_DIR}/llkConfigVersion.cmake
        DESTINATION ${llk_cmake_dir} COMPONENT development)

# cpack -G DEB in the build tree: one package with the tool, the libraries and the package.
set(CPACK_PACKAGE_NAME llk)
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
