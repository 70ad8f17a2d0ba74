// Every registered problem through the plug-in interface: a new problem gets these checks by
// being registered (the minimal test-only problem, tests/problems/sum, gets them too). Its
// format round-trips, its oracle answers every unit, its solvers agree with the oracle on its
// schedule, each of its mutants is caught, its failures shrink and its artifacts read back.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/differential.hpp"
#include "llk/problems.hpp"
#include "sum_problem.hpp"
#include "support.hpp"

namespace llk {
namespace {

class EveryProblem : public ::testing::TestWithParam<std::string> {
 protected:
  /// The registry that holds the problem: the shipped one, or the tests' own.
  const ProblemRegistry& registry() const {
    return problems().find(GetParam()) ? problems() : test::test_problems();
  }
  const Problem& problem() const { return *registry().find(GetParam())->problem; }
};

INSTANTIATE_TEST_SUITE_P(Registered, EveryProblem, ::testing::ValuesIn(problems().names()));
INSTANTIATE_TEST_SUITE_P(Minimal, EveryProblem, ::testing::ValuesIn(test::test_problems().names()));

TEST(ProblemRegistry, HasTheProblemsAndRejectsDuplicates) {
  EXPECT_GE(problems().all().size(), 2u);
  ProblemRegistry r;
  r.add({"x", problems().all().front().problem});
  EXPECT_THROW(r.add({"x", problems().all().front().problem}), std::logic_error);
}

TEST_P(EveryProblem, WriteThenReadGivesTheSameInput) {
  const Problem& p = problem();
  for (std::uint64_t i = 0; i < 40; ++i) {
    const Input in = p.schedule(11, i, {});
    ReadOptions relaxed;
    relaxed.relaxed = true;
    const ReadResult back = p.read(p.write(in), p.params(in), relaxed);
    ASSERT_FALSE(back.error) << back.error->to_string();
    EXPECT_EQ(p.write(back.input), p.write(in));
    EXPECT_EQ(p.units(back.input), p.units(in));
    EXPECT_TRUE(p.validate(p.write(in), relaxed).empty()) << i;
  }
}

TEST_P(EveryProblem, ProductionSolversAgreeWithTheOracleOnTheSchedule) {
  const Problem& p = problem();
  std::vector<std::unique_ptr<Subject>> owned;
  std::vector<Subject*> subjects;
  for (const SolverListing& s : p.solvers(false)) {
    owned.push_back(p.solver(s.name, false));
    subjects.push_back(owned.back().get());
  }
  for (std::uint64_t i = 0; i < 40; ++i) {
    const Input in = p.schedule(5, i, {});
    const Checked c = check_input(p, in, subjects);
    EXPECT_EQ(c.expected.lines.size(), p.units(in));
    for (std::size_t k = 0; k < subjects.size(); ++k) {
      if (c.verdicts[k]) {
        EXPECT_FALSE(c.verdicts[k]->failed()) << c.verdicts[k]->detail;
      }
    }
  }
}

/// Fails every input of at least `big` cells; a smaller one only the first time it is run, as a
/// stack overflow right at the limit does now and then.
class EdgeFlaky : public Subject {
 public:
  EdgeFlaky(const Problem& p, std::size_t big) : p_(p), big_(big) {}
  std::string label() const override { return "edge-flaky"; }
  std::string flags() const override { return ""; }
  std::string short_name() const override { return "edge-flaky"; }
  Verdict judge(const Input& input, const std::function<const Expected&()>&) override {
    Verdict v;
    if (p_.cells(input) >= big_ || seen_.insert(p_.write(input)).second)
      v.stop_at(0, failure_kind::runtime_error, "edge-flaky");
    return v;
  }

 private:
  const Problem& p_;
  std::size_t big_;
  std::set<std::string> seen_;
};

TEST_P(EveryProblem, AMinimizedFailureThatDoesNotFailAgainFallsBackOnOneThatDoes) {
  // Shrinking keeps inputs that failed once; the smallest passes when run again. The result
  // must be an input that fails again (the artifact must replay): here the whole one.
  const Problem& p = problem();
  Input whole;
  for (std::uint64_t i = 0; p.cells(whole = p.schedule(5, i, {})) < 4; ++i) ASSERT_LT(i, 40u);
  EdgeFlaky subject(p, p.cells(whole));
  const Shrunk s =
      shrink_unit(p, subject, whole, 0, failure_kind::runtime_error, /*max_seconds=*/20);
  EXPECT_TRUE(s.recurred);
  EXPECT_EQ(s.verdict.kind, failure_kind::runtime_error);
  EXPECT_TRUE(subject.run(s.input, {}).failed()) << p.write(s.input);
  EXPECT_EQ(p.write(s.input), p.write(whole));
}

/// The report of the artifact `write_failure` made of `f` in `dir`, and its name.
std::pair<std::string, Fields> written(const std::string& dir, const Problem& p, const Failure& f) {
  const std::string in = write_failure(dir, p, f);
  return {std::filesystem::path(in).stem().string(), read_artifact_files(in).files.report};
}

TEST_P(EveryProblem, TheOneWriterMakesTheNameTheSeedAndTheReproduceLine) {
  const Problem& p = problem();
  test::TempDir dir("writer");
  Failure f;
  f.input = p.schedule(3, 2, {});
  f.kind = failure_kind::wrong_answer;
  f.found_by = "stress";
  f.subject = "program ./a.out";
  f.subject_flags = "--cmd ./a.out --timeout 1000ms";
  f.name = {"stress", p.name(), f.kind, "7", "3", "1"};
  f.seed = 7;
  f.rerun.llk_command = "stress";
  f.rerun.args = "--seed 7 --from 3";
  auto [name, r] = written(dir.str(), p, f);
  EXPECT_EQ(name, "stress-" + p.name() + "-wrong-answer-7-3-1");
  EXPECT_EQ(r.get("seed"), "7");
  EXPECT_EQ(r.get("reproduce"), "llk stress --problem " + p.name() +
                                    " --cmd ./a.out --timeout 1000ms --seed 7 --from 3");
  EXPECT_EQ(r.get("replay"), "llk replay " + shell_quote(dir.file(name + ".in")));

  // A law's counterexample in a user's test: RC_PARAMS and LLK_SEED before the program, a work
  // item beside the seed, no replay line (no subject flags), words made safe for a file name.
  f.subject_flags.clear();
  f.name = {"check-solver", "my solver/2", "law", "7"};
  f.work_item = 4;
  f.rerun = {};
  f.rerun.program = "<the test>";
  f.rerun.rc_params = "seed=1";
  f.rerun.seed_env = true;
  std::tie(name, r) = written(dir.str(), p, f);
  EXPECT_EQ(name, "check-solver-my-solver-2-law-7");
  EXPECT_EQ(r.get("seed"), "7 (work item 4)");
  EXPECT_EQ(r.get("reproduce"), "RC_PARAMS=\"seed=1\" LLK_SEED=7 <the test>");
  EXPECT_EQ(r.find("replay"), nullptr);

  // A fuzzer's find: named by a hash of the input, its bytes kept as NAME.raw, which the
  // program takes.
  f.name = {"fuzz", "mine"};
  f.name_hash = true;
  f.seed.reset();
  f.rerun = {};
  f.rerun.program = "./fuzz_mine";
  f.rerun.raw_argument = true;
  f.raw = "bytes";
  std::tie(name, r) = written(dir.str(), p, f);
  EXPECT_EQ(name.size(), std::string("fuzz-mine-").size() + 12) << name;
  EXPECT_EQ(name, failure_name(p, f));
  EXPECT_EQ(r.find("seed"), nullptr);
  EXPECT_EQ(r.get("reproduce"), "./fuzz_mine " + shell_quote(dir.file(name + ".raw")));
  EXPECT_EQ(read_file(dir.file(name + ".raw")), "bytes");
}

TEST_P(EveryProblem, EveryMutantFailsSomewhereAndShrinks) {
  const Problem& p = problem();
  // The inputs are the same for every mutant: the oracle answers each once.
  std::map<std::pair<int, int>, Expected> oracle;
  auto expected = [&](int round, int i, const Input& in) -> const Expected& {
    auto it = oracle.find({round, i});
    if (it == oracle.end()) it = oracle.emplace(std::pair{round, i}, p.oracle(in)).first;
    return it->second;
  };
  for (const SolverListing& m : p.solvers(true)) {
    if (m.runaway) continue;  // takes the test down: the zoo's forked children catch it
    SCOPED_TRACE(m.name);
    auto subject = p.solver(m.name, true);
    bool caught = false;
    for (int round = 0; round < 64 && !caught; ++round)
      for (int i = 0; i < p.differential_inputs(round) && !caught; ++i) {
        const Input in = p.differential_input(99, round, i);
        if (!subject->supports(in)) continue;
        const Verdict v = subject->run(in, expected(round, i, in));
        if (!v.failed()) {
          continue;
        }
        caught = true;
        const Shrunk s = shrink_failure(p, *subject, in, v, 20);
        EXPECT_TRUE(s.recurred);
        EXPECT_LE(p.cells(s.input), p.cells(in));
        // The artifact reads back as the same input with the oracle's answers.
        test::TempDir dir("every-problem");
        Failure f;
        f.name = {"m"};
        f.input = s.input;
        f.kind = v.kind;
        f.subject = subject->label();
        f.subject_flags = subject->flags();
        const StoredInput back = read_input(write_failure(dir.str(), p, f), &registry(),
                                            *registry().all().front().problem, {});
        EXPECT_EQ(back.problem, &p);
        EXPECT_EQ(p.write(back.input), p.write(s.input));
        EXPECT_EQ(p.params(back.input), p.params(s.input));
        EXPECT_EQ(back.expected, p.oracle(s.input).lines);
      }
    // Not seen by the differential inputs: one of the laws must catch it.
    for (int round = 0; round < 12 && !caught; ++round)
      for (const Law& law : p.laws()) {
        if (!law.per_solver) continue;
        LawRun run;
        run.seed = 99 + static_cast<std::uint64_t>(round);
        run.round = round;
        run.max_size = 20 * (round + 1);
        if (!law.check({m.name, true, {}}, run).passed) {
          caught = true;
          break;
        }
      }
    EXPECT_TRUE(caught) << "neither the differential inputs nor a law caught " << m.name;
  }
}

TEST_P(EveryProblem, DescribesItself) {
  const Problem& p = problem();
  EXPECT_FALSE(p.summary().empty());
  EXPECT_FALSE(p.format_help().empty());
  if (&registry() == &problems()) EXPECT_FALSE(p.laws().empty());  // the minimal one has none
  EXPECT_FALSE(p.solvers(false).empty());
  EXPECT_FALSE(p.solvers(true).empty());
  const Input in = p.schedule(1, 0, {});
  EXPECT_FALSE(p.draw(in, 0, "").empty());
  EXPECT_FALSE(p.size_text(in).empty());
}

}  // namespace
}  // namespace llk
