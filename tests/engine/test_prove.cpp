// llk prove over every problem, in process: a small scope proves every production solver, kills
// mutants at the first failing input in enumeration order, and the certificates of shards merge
// while a gap or an overlap is refused. Scopes are small enough for a couple of seconds each.

#include <gtest/gtest.h>

#include <set>
#include <sstream>

#include "cli_support.hpp"
#include "llk/core/failure.hpp"
#include "llk/engine/prove.hpp"
#include "llk/problems.hpp"

namespace llk {
namespace {

constexpr std::uint64_t kFewThousand = 8000;

/// The largest scope of two kinds that holds at most a few thousand units of the problem.
ProveScope small_scope(const std::string& problem) {
  const Problem& p = *problems().find(problem)->problem;
  ProveScope best{0, 2, 0};
  for (int cells = 1; cells <= 12; ++cells) {
    std::unique_ptr<const Enumeration> scope;
    try {
      scope = p.enumerate(ProveScope{cells, 2, 0}, Params{});
    } catch (const std::invalid_argument&) {
      continue;  // too small a scope for the problem (its smallest input is bigger)
    }
    if (!scope) break;
    std::uint64_t units = 0;
    for (std::uint64_t i = 0; i < scope->size() && units <= kFewThousand; ++i)
      units += scope->units(i);
    if (units > kFewThousand) break;
    best.cells = cells;
  }
  return best;
}

class Prove : public test::ProblemTest {
 protected:
  ProveOptions options(const test::TempDir& dir) const {
    ProveOptions o;
    o.scope = small_scope(GetParam());
    o.jobs = 2;
    o.units_per_input = 64;  // many inputs, so that the two jobs interleave
    o.out_dir = dir.str();
    o.progress = false;
    return o;
  }
  ProveResult run(const ProveOptions& o, const std::string& name, bool mutant) const {
    std::ostringstream err;
    return prove(
        problem(), o, [&] { return problem().solver(name, mutant); }, err);
  }
  /// The first item that fails alone, by brute force: what prove must report.
  std::uint64_t first_failing(const ProveOptions& o, const std::string& mutant) const {
    const auto e = problem().enumerate(o.scope, o.params);
    for (std::uint64_t i = 0; i < e->size(); ++i) {
      const Input in = e->input(i, i + 1);
      if (problem().solver(mutant, true)->run(in, problem().oracle(in)).failed()) return i;
    }
    return e->size();
  }
};

INSTANTIATE_TEST_SUITE_P(Problems, Prove, ::testing::ValuesIn(test::problem_names()));

TEST_P(Prove, EveryProductionSolverIsProvenOnASmallScope) {
  test::TempDir dir("prove-solvers");
  for (const SolverListing& s : problem().solvers(false)) {
    SCOPED_TRACE(s.name);
    const ProveResult r = run(options(dir), s.name, false);
    ASSERT_TRUE(r.error.empty()) << r.error;
    EXPECT_FALSE(r.failed) << r.detail;
    const Certificate& c = r.certificate;
    EXPECT_TRUE(c.complete());
    EXPECT_GT(c.total, 0u);
    std::uint64_t by_class = 0;
    for (const auto& [cls, n] : c.classes) by_class += n;
    EXPECT_EQ(by_class, c.units);
    EXPECT_NE(certificate_text(c).find(c.scope), std::string::npos);
  }
}

TEST_P(Prove, TheEnumerationIsEveryInputOnceInSizeOrder) {
  const auto e = problem().enumerate(small_scope(GetParam()), {});
  ASSERT_NE(e, nullptr);
  std::set<std::string> seen;
  std::size_t cells = 0;
  for (std::uint64_t i = 0; i < e->size(); ++i) {
    const Input in = e->input(i, i + 1);
    EXPECT_EQ(problem().units(in), e->units(i));
    EXPECT_GE(problem().cells(in), cells) << i;  // fewer cells first
    cells = problem().cells(in);
    EXPECT_TRUE(seen.insert(problem().write(in)).second) << "item " << i << " twice";
    EXPECT_TRUE(problem().validate(problem().write(in), {}).empty()) << i;
  }
  // A packed input is its items in order.
  const Input all = e->input(0, e->size());
  EXPECT_EQ(problem().cases(all), [&] {
    std::size_t n = 0;
    for (std::uint64_t i = 0; i < e->size(); ++i) n += problem().cases(e->input(i, i + 1));
    return n;
  }());
}

TEST_P(Prove, AMutantFailsAtTheFirstFailingInputInEnumerationOrder) {
  test::TempDir dir("prove-mutants");
  int killed = 0;
  for (const SolverListing& m : problem().solvers(true)) {
    if (m.runaway || !m.judged) continue;
    SCOPED_TRACE(m.name);
    ProveOptions o = options(dir);
    if (problem().mutant_hidden(m.name, {})) o.params = {{"rules", "classic"}};
    const ProveResult r = run(o, m.name, true);
    ASSERT_TRUE(r.error.empty()) << r.error;
    if (!r.failed) continue;
    ++killed;
    // No item before it fails alone; it fails alone too unless it keeps state across items.
    if (r.alone)
      EXPECT_EQ(r.failing_item, first_failing(o, m.name));
    else
      EXPECT_GT(first_failing(o, m.name), r.failing_item);
    const StoredInput a = read_input(r.artifact, &problems(), problem(), {});
    EXPECT_EQ(a.report.get("found-by"), "prove");
    EXPECT_NE(a.report.get("reproduce").find("--from " + std::to_string(r.failing_item)),
              std::string::npos);
  }
  EXPECT_GE(killed, 1) << "no mutant of " << GetParam() << " fails within the small scope";
}

TEST_P(Prove, ShardCertificatesMergeIntoTheWholeAndAGapOrOverlapIsRefused) {
  test::TempDir dir("prove-shards");
  const std::string solver = problem().solvers(false).front().name;
  ProveOptions o = options(dir);
  const Certificate whole = run(o, solver, false).certificate;
  std::vector<Certificate> parts;
  for (int k = 0; k < 3; ++k) {
    o.shard = Shard{k, 3};
    parts.push_back(certificate_from_json(certificate_json(run(o, solver, false).certificate)));
    EXPECT_FALSE(parts.back().complete());
  }
  const Certificate merged = merge_certificates(parts);
  EXPECT_TRUE(merged.complete());
  EXPECT_EQ(merged.units, whole.units);
  EXPECT_EQ(merged.cases, whole.cases);
  EXPECT_EQ(merged.classes, whole.classes);
  EXPECT_EQ(merged.parts, 3);
  EXPECT_THROW(merge_certificates({parts[0], parts[2]}), std::invalid_argument);  // a gap
  EXPECT_THROW(merge_certificates({parts[0], parts[1]}), std::invalid_argument);  // the end
  EXPECT_THROW(merge_certificates({parts[0], parts[1], parts[1], parts[2]}), std::invalid_argument);
  // A run resumed with --from and one bounded by --items overlap where they share items.
  o.shard = Shard{};
  o.max_items = parts[1].end;
  const Certificate head = run(o, solver, false).certificate;
  o.max_items = 0;
  o.from = parts[1].begin;
  const Certificate tail = run(o, solver, false).certificate;
  EXPECT_THROW(merge_certificates({head, tail}), std::invalid_argument);
  EXPECT_TRUE(merge_certificates({head, parts[2]}).complete());
  Certificate other = parts[2];
  other.subject_flags = "--solver another";
  EXPECT_THROW(merge_certificates({parts[0], parts[1], other}), std::invalid_argument);
}

TEST(ProveCertificate, ReadsBackWhatItWrites) {
  Certificate c;
  c.problem = problems().names().front();
  c.scope = "every \"board\"";
  c.total = std::uint64_t{1} << 60;
  c.begin = 5;
  c.end = c.total;
  c.classes = {{"same-cell", 7}, {"", 1}};
  c.seconds = 1.5;
  const Certificate back = certificate_from_json(certificate_json(c));
  EXPECT_EQ(back.scope, c.scope);
  EXPECT_EQ(back.total, c.total);
  EXPECT_EQ(back.begin, 5u);
  EXPECT_EQ(back.classes, c.classes);
  EXPECT_THROW(certificate_from_json("{\"certificate\": \"llk prove\"}"), std::invalid_argument);
  EXPECT_THROW(certificate_from_json("[1, 2"), std::invalid_argument);
}

}  // namespace
}  // namespace llk
