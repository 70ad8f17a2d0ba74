// The host of the tests' precompiled header (tests/support/CMakeLists.txt): nothing else.
