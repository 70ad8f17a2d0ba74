// Registers the solver with llk: its laws and a differential campaign against llk's oracle.
// A failure prints the minimized board (an artifact in llk-out/) and the command that replays it.
#include <llk/gtest.hpp>
#include <llk/link/check_solver.hpp>

#include "my_solver.hpp"

LLK_TEST_SOLVER(MySolver, AgreesWithLlk, llk::link::solver_from("my-bfs", my_link_check))
