#pragma once
/// Private to src/stress: reading an input that may be an artifact.

#include <string>
#include <vector>

#include "llk/board.hpp"

namespace llk::stress_detail {

/// An input file: an artifact (NAME.in with NAME.out and NAME.txt: its config) or a judge input.
struct Loaded {
  std::vector<Case> cases;
  Config config;
  bool artifact = false;
};

/// Reads `path` under relaxed limits; `override_config`, when set, replaces the artifact's.
/// Throws std::runtime_error naming the file.
Loaded load_input(const std::string& path, const Config* override_config);

}  // namespace llk::stress_detail
