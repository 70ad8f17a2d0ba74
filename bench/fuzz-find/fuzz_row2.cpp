// The fuzz target of row2_solver.cpp: LLK_FUZZ_SOLVER, as a user writes it.
#include <llk/fuzz.hpp>
#include <llk/link/check_solver.hpp>

bool row2_link_check(const llk::link::Board& board, const llk::link::Config& config,
                     const llk::link::Query& q);

LLK_FUZZ_SOLVER(llk::link::solver_from("row2", row2_link_check))
