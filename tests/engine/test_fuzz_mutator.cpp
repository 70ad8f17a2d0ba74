// The custom mutator of the fuzz targets over every problem: each mutation and splice encodes to
// bytes that decode back to exactly the mutated input, the steps reach every kind of change they
// declare, almost every mutation changes the input, the output keeps to libFuzzer's size limit,
// and a blind walk of mutations reaches a mutant's failing input sooner than one of byte changes.

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <span>

#include "cli_support.hpp"
#include "llk/engine/fuzz_mutator.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

/// The input as text and parameters: equal for equal inputs of any problem.
std::string shown(const Problem& p, const Input& in) {
  std::string s = p.write(in);
  for (const auto& [k, v] : p.params(in)) s += "\n" + k + "=" + v;
  return s;
}

std::vector<std::uint8_t> random_bytes(MutationRng& rng, int n) {
  std::vector<std::uint8_t> b(static_cast<std::size_t>(n));
  for (auto& x : b) x = static_cast<std::uint8_t>(rng.below(256));
  return b;
}

Input decoded(const Problem& p, const std::vector<std::uint8_t>& b) {
  return *p.decode(std::span<const std::uint8_t>(b));
}

/// A mutant each problem's blind walk must reach (the ones tests/fuzz/NAME/finds-mutant names).
const std::map<std::string, std::string> kMutant = {
    {"link", "corner-unchecked"}, {"escape", "door-early"}, {"game", "count-both-orders"}};

class FuzzMutator : public test::ProblemTest {
 protected:
  const FuzzMutation& mutation() const {
    const auto m = problem().fuzz_mutation();
    EXPECT_NE(m, nullptr);
    mutation_ = m;
    return *m;
  }
  void expect_round_trip(const Input& in) const {
    const std::vector<std::uint8_t> bytes = mutation_->encode(in);
    ASSERT_EQ(shown(problem(), decoded(problem(), bytes)), shown(problem(), in));
  }
  mutable std::shared_ptr<const FuzzMutation> mutation_;
};

INSTANTIATE_TEST_SUITE_P(Problems, FuzzMutator, ::testing::ValuesIn(test::problem_names()));

TEST_P(FuzzMutator, EveryMutationDecodesBackToTheMutatedInputAndEveryKindIsReached) {
  const FuzzMutation& m = mutation();
  std::set<std::string> declared, reached;
  for (const MutationStep& s : m.steps()) declared.insert(s.kind);
  MutationRng rng(7);
  int changed = 0, total = 0;
  for (int walk = 0; walk < 8; ++walk) {
    Input in = decoded(problem(), random_bytes(rng, rng.between(0, 1200)));
    for (int i = 0; i < 100; ++i, ++total) {
      const std::string before = shown(problem(), in);
      for (const std::string& k : mutate_input(m, in, rng, 4)) reached.insert(k);
      changed += shown(problem(), in) != before;
      ASSERT_NO_FATAL_FAILURE(expect_round_trip(in)) << "walk " << walk << ", mutation " << i;
    }
  }
  EXPECT_EQ(reached, declared);
  EXPECT_GE(changed * 10, total * 9) << changed << " of " << total << " mutations changed it";
}

TEST_P(FuzzMutator, SplicesDecodeBackAndTheMutatorKeepsToTheSizeLimit) {
  const FuzzMutation& m = mutation();
  MutationRng rng(11);
  for (int i = 0; i < 200; ++i) {
    const Input a = decoded(problem(), random_bytes(rng, rng.between(0, 1200)));
    const Input b = decoded(problem(), random_bytes(rng, rng.between(0, 1200)));
    const std::optional<Input> s = m.splice(a, b, rng);
    ASSERT_TRUE(s.has_value());
    ASSERT_NO_FATAL_FAILURE(expect_round_trip(*s));
  }
  const FuzzMutatorOptions structured;
  for (std::size_t max : {std::size_t{0}, std::size_t{3}, std::size_t{40}, std::size_t{4096}}) {
    std::vector<std::uint8_t> data = random_bytes(rng, 64);
    data.resize(4096);
    const std::size_t n =
        fuzz_custom_mutate(problem(), data.data(), 64, max, 5, nullptr, structured);
    EXPECT_LE(n, max);
  }
}

/// Steps of a blind walk (no coverage feedback) until the mutant answers `input` wrongly;
/// `budget` when it never does. `step` changes the walk's bytes.
template <class Step>
int steps_to_failure(const Problem& p, Subject& mutant, std::vector<std::uint8_t> bytes, int budget,
                     Step step) {
  for (int i = 0; i < budget; ++i) {
    const Input in = decoded(p, bytes);
    if (mutant.supports(in) && mutant.run(in, p.oracle(in)).failed()) return i;
    step(bytes);
  }
  return budget;
}

TEST_P(FuzzMutator, ABlindWalkOfMutationsReachesAMutantSoonerThanByteChanges) {
  const FuzzMutation& m = mutation();
  const auto mutant = problem().solver(kMutant.at(GetParam()), true);
  ASSERT_NE(mutant, nullptr);
  const int budget = 400;
  int structured = 0, bytes = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    MutationRng rng(seed), byte_rng(seed);
    // Both walks start from the same input: the structured one from its encoding.
    const std::vector<std::uint8_t> start = m.encode(decoded(problem(), {}));
    structured += steps_to_failure(problem(), *mutant, start, budget, [&](auto& b) {
      Input in = decoded(problem(), b);
      mutate_input(m, in, rng, 4);
      b = m.encode(in);
    });
    bytes += steps_to_failure(problem(), *mutant, start, budget, [&](auto& b) {
      if (b.size() < 2048) b.resize(2048);  // room for every field: a byte change can reach any
      b[static_cast<std::size_t>(byte_rng.below(static_cast<int>(b.size())))] =
          static_cast<std::uint8_t>(byte_rng.below(256));
    });
  }
  EXPECT_LT(structured, 3 * budget) << "the structured walk never reached the mutant";
  EXPECT_LT(structured, bytes) << "structured " << structured << " steps, bytes " << bytes;
  std::cout << GetParam() << ": steps to " << kMutant.at(GetParam()) << " over 3 walks: structured "
            << structured << ", byte changes " << bytes << '\n';
}

}  // namespace
}  // namespace llk
