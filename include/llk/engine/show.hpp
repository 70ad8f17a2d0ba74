#pragma once
/// `llk show` and `llk explain`: an input (or artifact) unit by unit, drawn with the oracle's
/// answer and witness, or explained in words (why the oracle answers so, what the subject said).

#include <iosfwd>
#include <string>

#include "llk/problem.hpp"

namespace llk {

struct ShowOptions {
  std::string input;
  std::size_t unit = 0;  ///< 1-based unit over the whole input; 0: every unit
  std::string svg;       ///< write an SVG picture of the (first) unit shown here as well
  bool pictures = true;  ///< draw each unit (`llk explain`: none)
  bool why = false;      ///< say why the oracle answers as it does (`show --why`, `llk explain`)
  Params params;         ///< given on the command line: override the artifact's
};

int run_show(const ProblemRegistry& problems, const Problem& fallback, const ShowOptions& options,
             std::ostream& out, std::ostream& err);

}  // namespace llk
