#pragma once
/// Private to `llk testset`: a failure artifact (or any judge input) that --add pins into a set,
/// read and checked: strictly valid, of the set's problem and parameters.

#include <string>
#include <vector>

#include "llk/core/json.hpp"
#include "llk/problem.hpp"

namespace llk::testset_detail {

/// A file to pin, read and checked.
struct Pin {
  std::string path;  ///< as found (a folder's NAME.in with the folder)
  std::string name;  ///< its file-name-safe stem: the pinned test's name
  Input input;
  json::Json pinned;               ///< what the manifest keeps of where it came from
  std::vector<std::string> notes;  ///< what was noticed (a NAME.out the oracle disagrees with)
};

/// Every NAME.in that `paths` name: a file, or each NAME.in below a folder (sorted); throws
/// std::invalid_argument for a path that is not there or a folder without one.
std::vector<std::string> pin_files(const std::vector<std::string>& paths);

/// `path` read as a test of `problem` under `params` (the set's, every one named): throws
/// std::invalid_argument with the file, the position of the first fault and a hint.
Pin read_pin(const ProblemRegistry& problems, const Problem& problem, const std::string& path,
             const Params& params);

/// The manifest's purpose of a pinned test: where it came from, and the failure it shows.
std::string pin_purpose(const Pin& pin);

}  // namespace llk::testset_detail
