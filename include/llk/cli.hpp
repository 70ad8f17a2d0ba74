#pragma once
/// The `llk` command line: fills option structs and hands over to the library.

namespace llk::cli {

/// Runs `llk ARGS...`; returns the exit status (0 good, 1 failure found, 2 usage or input error).
int main(int argc, char** argv);

}  // namespace llk::cli
