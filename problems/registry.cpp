/// The problem registry: the one place that knows every concrete problem. A new problem is one
/// line here (and its folders); no engine changes.

#include "llk/problems.hpp"

#include "llk/escape/problem.hpp"
#include "llk/game/problem.hpp"
#include "llk/link/problem.hpp"

namespace llk {

const ProblemRegistry& problems() {
  static const ProblemRegistry registry = [] {
    ProblemRegistry r;
    r.add({"link", link::make_problem()});  // the default
    r.add({"escape", escape::make_problem()});
    r.add({"game", game::make_problem()});
    return r;
  }();
  return registry;
}

}  // namespace llk
