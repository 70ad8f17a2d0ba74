// The game's oracle checked by the plain brute force: as a subject of llk prove a small scope
// gives a certificate; under each fault (a reduction unsound from 11 tiles on) the law
// oracle-vs-brute-force fails where the law as it was (every removal order, up to 8 tiles)
// passes, and the oracle as a subject fails on the law's board where the sound oracle passes.

#include <gtest/gtest.h>

#include <sstream>

#include "llk/engine/prove.hpp"
#include "llk/game/problem.hpp"
#include "llk/game/properties.hpp"

namespace llk::game {
namespace {

constexpr ClearFault kFaults[] = {
    ClearFault::value_goes_partly,        ClearFault::forced_off_by_one,
    ClearFault::forced_not_linked,        ClearFault::dead_own_value_only,
    ClearFault::odd_group_one_partner,    ClearFault::bound_chain_dead,
    ClearFault::order_any_option,         ClearFault::part_own_tiles_only,
    ClearFault::restart_keeps_unfinished,
};

TEST(GameOracleSubject, IsProvenAgainstThePlainBruteForceOnASmallScope) {
  const auto problem = make_problem();
  ProveOptions o;
  o.scope = ProveScope{8, 2, 0};
  o.jobs = 1;
  o.progress = false;
  std::ostringstream err;
  const ProveResult r = prove(
      *problem, o, [&] { return problem->solver("oracle", false); }, err);
  ASSERT_TRUE(r.error.empty()) << r.error;
  ASSERT_FALSE(r.failed) << r.detail;
  EXPECT_EQ(r.certificate.units, 2 * r.certificate.total);
  EXPECT_NE(r.certificate.subject.find("plain brute force"), std::string::npos);
}

TEST(GameOracleSubject, EachFaultIsSeenByTheNewChecksAndMissedByTheOld) {
  const auto problem = make_problem();
  LawRun run;
  run.seed = 7;
  run.cases = 200;
  run.max_size = 100;
  for (const ClearFault f : kFaults) {
    SCOPED_TRACE(to_string(f));
    ClearOptions at_defaults;
    at_defaults.fault = f;
    EXPECT_FALSE(check_oracle_vs_brute_force(at_defaults, run).passed);
    const LawOutcome old = check_oracle_vs_brute_force(at_defaults, run, true);
    EXPECT_TRUE(old.passed) << old.message;
    EXPECT_EQ(old.cases, run.cases);
    const ClearOptions faulty = eager_clear_options(f);
    const LawOutcome o = check_oracle_vs_brute_force(faulty, run);
    ASSERT_FALSE(o.passed);
    ASSERT_TRUE(o.counterexample);
    const Input& board = *o.counterexample;
    EXPECT_TRUE(oracle_subject(*problem, faulty)->run(board, problem->oracle(board)).failed());
    EXPECT_FALSE(oracle_subject(*problem)->run(board, problem->oracle(board)).failed());
  }
}

}  // namespace
}  // namespace llk::game
