#pragma once
/// The listings a newcomer reads first: problems, solvers, mutants and laws, each with one line
/// saying what it is.

#include <iosfwd>
#include <string>
#include <vector>

#include "llk/problem.hpp"

namespace llk {

/// `llk problems`: every registered problem, its parameters, format, laws and unit classes.
/// `only`: just that one (empty: every problem).
int run_list_problems(const ProblemRegistry& problems, std::ostream& out,
                      const std::string& only = "");
/// `llk solvers`: the problem's production solvers (its mutants with `mutants`).
int run_list_solvers(const Problem& problem, bool mutants, std::ostream& out);
/// `llk laws` and `llk mutants`: the names of each problem's laws (or mutants), one line each.
int run_list_laws(const std::vector<const Problem*>& problems, std::ostream& out);
int run_list_mutants(const std::vector<const Problem*>& problems, std::ostream& out);

}  // namespace llk
