#include "llk/mutants.hpp"

namespace llk {

const SolverRegistry& mutant_solvers() {
  static const SolverRegistry registry = [] {
    SolverRegistry r;
    return r;
  }();
  return registry;
}

}  // namespace llk
