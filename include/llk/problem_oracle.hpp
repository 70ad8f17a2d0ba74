#pragma once
/// The oracle facet of a problem: the right answers to an input, and how one answer line a
/// subject gives is judged against them (by default: it must equal the oracle's line).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "llk/core/input.hpp"
#include "llk/subject.hpp"

namespace llk {

class Problem;

/// The oracle and the judging of answers. Required: oracle.
class ProblemOracle {
 public:
  virtual ~ProblemOracle() = default;

  /// The oracle's answers to `input`: one line per unit, and the detail its subjects check.
  virtual Expected oracle(const Input& input) const = 0;
  /// True for a line a correct program could print for one unit ("YES", "NO").
  virtual bool well_formed_answer(std::string_view line) const {
    return line == "YES" || line == "NO";
  }
  /// Why `got` is a wrong answer for `unit` (0-based), or nothing when it is right; by default
  /// it is right when it equals the oracle's line.
  virtual std::optional<std::string> judge_answer(const Input& input, const Expected& expected,
                                                  std::size_t unit, std::string_view got) const;

 protected:
  /// The problem this is a facet of, for the defaults that need its other facets.
  virtual const Problem& whole() const = 0;
};

}  // namespace llk
