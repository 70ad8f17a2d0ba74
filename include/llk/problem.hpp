#pragma once
/// The problem interface: a judge problem as a plug-in (problems/registry.txt lists them), the
/// composition of its facets. The engines (solve, check, verify, stress, minimize, replay, show)
/// are written once over it; a new problem overrides the required methods and what it has more.

#include <any>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "llk/core/artifact.hpp"
#include "llk/core/input.hpp"
#include "llk/core/position.hpp"
#include "llk/core/registry.hpp"
#include "llk/core/shrink.hpp"
#include "llk/enumeration.hpp"
#include "llk/problem_format.hpp"
#include "llk/problem_fuzzing.hpp"
#include "llk/problem_generation.hpp"
#include "llk/problem_laws.hpp"
#include "llk/problem_oracle.hpp"
#include "llk/problem_pictures.hpp"
#include "llk/problem_shrinking.hpp"
#include "llk/problem_subjects.hpp"
#include "llk/problem_triage.hpp"
#include "llk/subject.hpp"

namespace llk {

/// A judge problem as a plug-in. Inputs are opaque to the engines (llk::Input). The minimum a
/// problem overrides (docs/architecture.md, tests/problems/sum/): the words, read, write,
/// validate, units, cases, locate (ProblemFormat); oracle; solvers and solver(ref); schedule.
class Problem : public ProblemFormat,
                public ProblemOracle,
                public ProblemSubjects,
                public ProblemGeneration,
                public ProblemShrinking,
                public ProblemTriage,
                public ProblemPictures,
                public ProblemLaws,
                public ProblemFuzzing {
 public:
  ~Problem() override = default;

 protected:
  const Problem& whole() const final { return *this; }
};

/// A problem as registered: the engines get the registry passed in (they never name a problem).
struct ProblemInfo {
  std::string name;
  std::shared_ptr<const Problem> problem;
};
using ProblemRegistry = Registry<ProblemInfo>;

}  // namespace llk
