#include "llk/solver.hpp"

namespace llk {

const SolverRegistry& production_solvers() {
  static const SolverRegistry registry = [] {
    SolverRegistry r;
    return r;
  }();
  return registry;
}

}  // namespace llk
