#pragma once
/// The triage facet of a problem: a canonical form that tells bugs apart, and the classes of its
/// units (for triage, coverage and --skip).

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "llk/core/input.hpp"
#include "llk/problem_format.hpp"
#include "llk/subject.hpp"

namespace llk {

class Problem;

/// How its failures are told apart. Nothing required: by default no classes.
class ProblemTriage {
 public:
  virtual ~ProblemTriage() = default;

  /// A canonical form: inputs that show the same bug the same way compare equal. By default
  /// the written input.
  virtual std::string canonical(const Input& input) const;
  /// The class of unit `unit` (0-based) for triage and --skip, from the input and the oracle's
  /// answers: "same-cell", "ring", ...; "" when the problem has no classes.
  virtual std::string classify(const Input& input, std::size_t unit,
                               const Expected& expected) const {
    return "";
  }
  /// Every class classify() gives, with what it means.
  virtual std::vector<std::pair<std::string, std::string>> unit_classes() const { return {}; }
  /// Why no unit of class `cls` can occur under `params` ("rules=hdu keep every path on the
  /// board"), or nothing: manifests and coverage tables tell these apart from classes not hit.
  virtual std::optional<std::string> class_impossible(const std::string& cls,
                                                      const Params& params) const {
    return std::nullopt;
  }

 protected:
  /// The problem this is a facet of, for the defaults that need its other facets.
  virtual const Problem& whole() const = 0;
};

}  // namespace llk
