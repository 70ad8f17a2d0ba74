#pragma once
/// `llk show`: an input (or artifact) drawn unit by unit with the oracle's answer and witness.

#include <iosfwd>
#include <string>

#include "llk/problem.hpp"

namespace llk {

struct ShowOptions {
  std::string input;
  std::size_t unit = 0;  ///< 1-based unit over the whole input; 0: every unit
  std::string svg;       ///< write an SVG picture of the (first) unit shown here as well
  Params params;         ///< given on the command line: override the artifact's
};

int run_show(const ProblemRegistry& problems, const Problem& fallback, const ShowOptions& options,
             std::ostream& out, std::ostream& err);

}  // namespace llk
