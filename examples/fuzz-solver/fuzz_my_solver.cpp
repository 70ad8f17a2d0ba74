// The fuzz target: bytes decoded into link boards, queries, rules and K; the solver against
// llk's oracle; a disagreement minimized into llk-out/fuzz/NAME.in/.out/.txt before abort().
//   ./fuzz_my_solver -dict=DICT CORPUS SEEDS   fuzz (the seeds and dictionary: see README.md)
//   llk replay llk-out/fuzz/NAME.in            runs this binary on the artifact again
#include <llk/fuzz.hpp>
#include <llk/link/check_solver.hpp>

#include "my_solver.hpp"

LLK_FUZZ_SOLVER(llk::link::solver_from("my-bfs", my_link_check))
