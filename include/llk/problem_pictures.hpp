#pragma once
/// The pictures facet of a problem: a unit drawn in text and SVG, explained in words, and the
/// coverage an input adds. By default the unit's smallest input is shown as text.

#include <cstddef>
#include <string>
#include <string_view>

#include "llk/core/input.hpp"
#include "llk/subject.hpp"

namespace llk {

class Problem;
class Coverage;

/// One unit explained: which it is ("case 1 (3 x 4), query 2: (1,1) - (2,3), rules=hdu K=2"),
/// and the oracle's answer with its reason ("NO: the tiles differ (1 and 2)").
struct Explanation {
  std::string unit;
  std::string why;
};

/// How it shows a unit. Nothing required: the defaults show the text of the unit's input.
class ProblemPictures {
 public:
  virtual ~ProblemPictures() = default;

  /// The case holding `unit` (0-based), the unit marked and the oracle's witness drawn, in text.
  /// `got` is what a subject answered ("" when unknown): a wrong answer is drawn beside the
  /// oracle's, with why the oracle answers as it does. By default a title line (the unit, the
  /// oracle's answer, `got`), then the smallest input isolate() gives, written.
  virtual std::string draw(const Input& input, std::size_t unit, std::string_view got) const;
  /// The same as an SVG picture; by default draw()'s lines as SVG text.
  virtual std::string draw_svg(const Input& input, std::size_t unit, std::string_view got) const;
  /// Counts what `input` covers (sizes, answers, classes, ...) into `coverage`, and marks it
  /// "judge-size" when it is one: the table at the end of every stress and verify run. By
  /// default its answers and its classes.
  virtual void cover(const Input& input, const Expected& expected, Coverage& coverage) const;
  /// The unit named, the oracle's answer and why, in words (`llk explain`, `show --why`); by
  /// default where the unit is and the oracle's answer.
  virtual Explanation explain(const Input& input, std::size_t unit) const;

 protected:
  /// The problem this is a facet of, for the defaults that need its other facets.
  virtual const Problem& whole() const = 0;
};

}  // namespace llk
