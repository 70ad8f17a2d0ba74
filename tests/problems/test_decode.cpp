// Every registered problem's decoding of fuzzer bytes (Problem::decode, what llk/fuzz.hpp and
// a differential fuzz target runs on): any bytes give a valid input, one changed byte changes
// little, and the decoded inputs reach every unit class of the problem.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <set>
#include <sstream>

#include "llk/core/files.hpp"
#include "llk/problems.hpp"
#include "support.hpp"

namespace llk {
namespace {

using Bytes = std::vector<std::uint8_t>;
using Decoder = std::function<Input(const Bytes&)>;

class EveryDecoding : public ::testing::TestWithParam<std::string> {
 protected:
  const Problem& problem() const { return *problems().find(GetParam())->problem; }
  Decoder decoder() const {
    return [&p = problem()](const Bytes& b) { return *p.decode(b); };
  }
};

INSTANTIATE_TEST_SUITE_P(Registered, EveryDecoding, ::testing::ValuesIn(problems().names()));

Bytes random_byte_string(std::mt19937& rng, std::size_t max_len) {
  Bytes b(rng() % (max_len + 1));
  for (auto& x : b) x = static_cast<std::uint8_t>(rng());
  return b;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

/// Lines of one text not in the other (both ways), by their longest common subsequence.
std::size_t changed_lines(const std::string& a, const std::string& b) {
  const auto x = lines_of(a), y = lines_of(b);
  std::vector<std::vector<std::size_t>> lcs(x.size() + 1, std::vector<std::size_t>(y.size() + 1));
  for (std::size_t i = x.size(); i-- > 0;)
    for (std::size_t j = y.size(); j-- > 0;)
      lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : std::max(lcs[i + 1][j], lcs[i][j + 1]);
  return x.size() + y.size() - 2 * lcs[0][0];
}

/// The lines one random byte change changes, over `trials` changes: the 90th percentile.
std::size_t change_p90(const Problem& p, const Decoder& decode, unsigned seed, int trials) {
  test::SeededRng rng(seed);
  std::vector<std::size_t> changes;
  for (int t = 0; t < trials; ++t) {
    Bytes b = random_byte_string(rng, 800);
    if (b.empty()) continue;
    const std::string before = p.write(decode(b));
    b[rng() % b.size()] = static_cast<std::uint8_t>(rng());
    changes.push_back(changed_lines(before, p.write(decode(b))));
  }
  std::sort(changes.begin(), changes.end());
  std::printf("%s: lines changed by one byte: median %zu, 90th percentile %zu, most %zu\n",
              p.name().c_str(), changes[changes.size() / 2], changes[changes.size() * 9 / 10],
              changes.back());
  return changes[changes.size() * 9 / 10];
}

TEST_P(EveryDecoding, EveryByteStringIsAValidInput) {
  const Problem& p = problem();
  ASSERT_TRUE(p.decode({})) << p.name() << " has no decoding";
  test::SeededRng rng(25);
  for (int i = 0; i < 120; ++i) {
    const Bytes b = i == 0 ? Bytes{} : i == 1 ? Bytes(2000, 0xff) : random_byte_string(rng, 1200);
    const Input in = *p.decode(b);
    const std::string text = p.write(in);
    EXPECT_TRUE(p.validate(text, {}).empty()) << "judge limits broken by\n" << text;
    const ReadResult back = p.read(text, p.params(in), {});
    ASSERT_FALSE(back.error) << back.error->to_string() << "\n" << text;
    EXPECT_EQ(p.write(back.input), text);
    EXPECT_EQ(p.oracle(in).lines.size(), p.units(in));
  }
}

TEST_P(EveryDecoding, OneChangedByteChangesFewLines) {
  const Problem& p = problem();
  EXPECT_LE(change_p90(p, decoder(), 7, 400), 2u);
}

// The check above catches a decoder whose fields move with the value of other bytes (here the
// sum of all bytes sets where the fields start), as length-prefixed or sequential decodings do.
TEST_P(EveryDecoding, OneChangedByteCatchesAShiftingDecoder) {
  const Problem& p = problem();
  const Decoder shifting = [&p](const Bytes& b) {
    unsigned sum = 0;
    for (std::uint8_t x : b) sum += x;
    const std::size_t skip = std::min<std::size_t>(b.size(), sum % 16);
    return *p.decode(Bytes(b.begin() + static_cast<long>(skip), b.end()));
  };
  EXPECT_GT(change_p90(p, shifting, 7, 400), 2u);
}

/// The unit classes of `p` that no input `decode` makes of 3000 random byte strings reaches.
std::set<std::string> classes_missed(const Problem& p, const Decoder& decode) {
  std::set<std::string> missed;
  for (const auto& [name, what] : p.unit_classes()) missed.insert(name);
  test::SeededRng rng(1175);
  int i = 0;
  for (; i < 3000 && !missed.empty(); ++i) {
    const Input in = decode(random_byte_string(rng, 1000));
    const Expected e = p.oracle(in);
    for (std::size_t u = 0; u < p.units(in); ++u) missed.erase(p.classify(in, u, e));
  }
  std::printf("%s: %zu classes missed after %d decoded inputs\n", p.name().c_str(), missed.size(),
              i);
  return missed;
}

TEST_P(EveryDecoding, ReachesEveryUnitClass) {
  const Problem& p = problem();
  ASSERT_FALSE(p.unit_classes().empty());
  for (const std::string& c : classes_missed(p, decoder())) ADD_FAILURE() << "never decoded: " << c;
}

// The check above catches a decoder that makes one input of every byte string.
TEST_P(EveryDecoding, ReachesEveryUnitClassCatchesAConstantDecoder) {
  const Problem& p = problem();
  EXPECT_FALSE(classes_missed(p, [&p](const Bytes&) { return *p.decode({}); }).empty());
}

// The seeds, dictionary and options llk_add_solver_fuzzer installs for the problem
// (corpus/NAME/solver*): each seed decodes, and the production solvers agree on it.
TEST_P(EveryDecoding, ShipsSeedsTheSolversAgreeOn) {
  const Problem& p = problem();
  const std::string dir = std::string(LLK_SOURCE_DIR) + "/corpus/" + p.name() + "/solver";
  ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
  EXPECT_TRUE(std::filesystem::is_regular_file(dir + ".dict"));
  EXPECT_TRUE(std::filesystem::is_regular_file(dir + ".options"));
  int seeds = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    const std::string bytes = read_file(e.path().string());
    const Input in = *p.decode(Bytes(bytes.begin(), bytes.end()));
    const Expected expected = p.oracle(in);
    for (const SolverListing& l : p.solvers(false)) {
      const auto s = p.solver(l.name, false);
      if (!s->supports(in)) continue;
      const Verdict v = s->run(in, expected);
      EXPECT_FALSE(v.failed()) << e.path() << ": " << l.name << ": " << v.detail;
    }
    ++seeds;
  }
  EXPECT_GE(seeds, 4);
}

/// True when an .options file's text sets `key = value` (spaces ignored, comments skipped).
bool sets_option(const std::string& text, const std::string& key, const std::string& value) {
  for (std::string line : lines_of(text)) {
    std::erase_if(line, [](char c) { return c == ' ' || c == '\t' || c == '\r'; });
    if (!line.empty() && line[0] != '#' && line == key + "=" + value) return true;
  }
  return false;
}

// Every problem's differential target (corpus/NAME/differential.options) gives an input its share
// of libFuzzer's mutations by its execution time: without it a long run drifts into the slowest
// inputs (the CHANGELOG has the figures).
TEST_P(EveryDecoding, DifferentialOptionsScaleMutationsByExecutionTime) {
  const std::string dir = std::string(LLK_SOURCE_DIR) + "/corpus/" + problem().name();
  if (!std::filesystem::is_directory(dir + "/differential"))
    GTEST_SKIP() << "no differential target";
  const std::string options = read_file(dir + "/differential.options");
  EXPECT_TRUE(sets_option(options, "entropic_scale_per_exec_time", "1")) << dir;
  EXPECT_TRUE(sets_option(options, "timeout", "60")) << dir;
}

// The check above catches an options file whose line is commented out or set otherwise.
TEST(DifferentialOptions, CatchesAFileThatDoesNotScale) {
  EXPECT_FALSE(sets_option("[libfuzzer]\n# entropic_scale_per_exec_time = 1\n",
                           "entropic_scale_per_exec_time", "1"));
  EXPECT_FALSE(sets_option("[libfuzzer]\nentropic_scale_per_exec_time = 0\n",
                           "entropic_scale_per_exec_time", "1"));
  EXPECT_TRUE(sets_option("[libfuzzer]\n entropic_scale_per_exec_time = 1 \n",
                          "entropic_scale_per_exec_time", "1"));
}

}  // namespace
}  // namespace llk
