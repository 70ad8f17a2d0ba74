// The custom mutator of the fuzz targets over every problem: each mutation and splice encodes to
// bytes that decode back to exactly the mutated input, the steps reach every kind of change they
// declare, almost every mutation changes the input, the output keeps to libFuzzer's size limit,
// and a blind walk of mutations reaches a mutant's failing input sooner than one of byte changes.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
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

/// Walks of mutations from random decoded inputs: how many mutated inputs `encode` does not give
/// back through the problem's decoding; the kinds of the steps taken and the mutations that
/// changed the input.
struct Walks {
  int mismatches = 0;
  int changed = 0;
  int total = 0;
  std::set<std::string> kinds;
};
Walks walk(const Problem& p, const FuzzMutation& m, int walks, int steps) {
  Walks w;
  MutationRng rng(7);
  for (int i = 0; i < walks; ++i) {
    Input in = decoded(p, random_bytes(rng, rng.between(0, 1200)));
    for (int j = 0; j < steps; ++j, ++w.total) {
      const std::string before = shown(p, in);
      for (const std::string& k : mutate_input(m, in, rng, 4)) w.kinds.insert(k);
      w.changed += shown(p, in) != before;
      w.mismatches += shown(p, decoded(p, m.encode(in))) != shown(p, in);
    }
  }
  return w;
}

/// A problem's mutation whose encoding loses its last byte: what the round trip must catch.
class DropsLastByte final : public FuzzMutation {
 public:
  explicit DropsLastByte(std::shared_ptr<const FuzzMutation> m) : m_(std::move(m)) {}
  std::vector<std::uint8_t> encode(const Input& in) const override {
    std::vector<std::uint8_t> b = m_->encode(in);
    if (!b.empty()) b.pop_back();
    return b;
  }
  const std::vector<MutationStep>& steps() const override { return m_->steps(); }

 private:
  std::shared_ptr<const FuzzMutation> m_;
};

class FuzzMutator : public test::ProblemTest {
 protected:
  const FuzzMutation& mutation() const {
    mutation_ = problem().fuzz_mutation();
    EXPECT_NE(mutation_, nullptr);
    return *mutation_;
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
  std::set<std::string> declared;
  for (const MutationStep& s : m.steps()) declared.insert(s.kind);
  const Walks w = walk(problem(), m, 8, 100);
  EXPECT_EQ(w.mismatches, 0) << "of " << w.total << " mutated inputs";
  EXPECT_EQ(w.kinds, declared);
  EXPECT_GE(w.changed * 100, w.total * 98) << w.changed << " of " << w.total << " changed it";
}

// The round trip above catches an encoding that loses a field.
TEST_P(FuzzMutator, TheRoundTripCatchesAnEncodingThatDropsAByte) {
  const DropsLastByte broken(problem().fuzz_mutation());
  EXPECT_GT(walk(problem(), broken, 2, 50).mismatches, 0);
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
  const auto mutant = problem().solver(test::finds_mutant(GetParam()), true);
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
  std::cout << GetParam() << ": steps to " << test::finds_mutant(GetParam())
            << " over 3 walks: structured " << structured << ", byte changes " << bytes << '\n';
}

/// libFuzzer's argv after add_fuzz_defaults, without the program name.
std::vector<std::string> with_defaults(std::vector<std::string> args, const FuzzDefaults& d) {
  args.insert(args.begin(), "fuzz_target");
  std::vector<char*> pointers;
  for (std::string& a : args) pointers.push_back(a.data());
  pointers.push_back(nullptr);
  int argc = static_cast<int>(args.size());
  char** argv = pointers.data();
  add_fuzz_defaults(&argc, &argv, d);
  return std::vector<std::string>(argv + 1, argv + argc);
}

TEST(FuzzDefaults, SeedsAndDictionaryAreAddedOnlyWhereTheyChangeNothingElse) {
  test::TempDir dir("fuzz-defaults");
  std::filesystem::create_directories(dir.file("seeds"));
  std::filesystem::create_directories(dir.file("corpus"));
  std::ofstream(dir.file("dict")) << "a=\"x\"\n";
  std::ofstream(dir.file("crash")) << "x";
  const FuzzDefaults d{dir.file("seeds"), dir.file("dict")};
  const std::string corpus = dir.file("corpus"), seeds = dir.file("seeds");
  const std::string dict = "-dict=" + dir.file("dict");
  // A corpus folder: the seeds after it (libFuzzer writes into the first), and the dictionary.
  EXPECT_EQ(with_defaults({corpus, "-seed=3"}, d),
            (std::vector<std::string>{corpus, "-seed=3", dict, seeds}));
  // A dictionary given, a file to run, a merge, no folder at all: theirs stands, no seeds.
  EXPECT_EQ(with_defaults({corpus, "-dict=mine"}, d),
            (std::vector<std::string>{corpus, "-dict=mine", seeds}));
  EXPECT_EQ(with_defaults({dir.file("crash")}, d),
            (std::vector<std::string>{dir.file("crash"), dict}));
  EXPECT_EQ(with_defaults({"-merge=1", corpus, dir.file("seeds")}, d),
            (std::vector<std::string>{"-merge=1", corpus, seeds, dict}));
  EXPECT_EQ(with_defaults({"-runs=10"}, d), (std::vector<std::string>{"-runs=10", dict}));
  // Paths that are not there are left out.
  EXPECT_EQ(with_defaults({corpus}, FuzzDefaults{dir.file("none"), dir.file("none.dict")}),
            (std::vector<std::string>{corpus}));
  setenv("LLK_FUZZ_SEEDS", "0", 1);
  EXPECT_EQ(with_defaults({corpus}, d), (std::vector<std::string>{corpus, dict}));
  unsetenv("LLK_FUZZ_SEEDS");
}

}  // namespace
}  // namespace llk
