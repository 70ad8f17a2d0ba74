// `llk testset` and `llk judge` over every problem: one seed gives the same files, the test set
// kills every mutant a judge can see and every production solver passes it; a program named
// right that fails a candidate is reported; judge reports bad test data and exits 2.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "llk/core/text.hpp"
#include "llk/enumeration.hpp"

namespace llk {
namespace {

/// Limits for every program the tests run: no memory limit (sanitized builds take more than a
/// judge allows), a CPU limit short enough that a mutant too slow for it costs little.
std::vector<std::string> with_limits(std::vector<std::string> args,
                                     const std::string& timeout = "3s") {
  for (const std::string& a :
       std::vector<std::string>{"--llk", LLK_EXE, "--memory-limit", "none", "--timeout", timeout,
                                "--quiet", "--jobs", "2"})
    args.push_back(a);
  return args;
}

test::CliRun testset(const std::string& problem, const std::string& dir, const std::string& seed,
                     std::vector<std::string> more = {}, const std::string& timeout = "3s") {
  std::vector<std::string> args =
      with_limits({"testset", "--problem", problem, "--out", dir, "--seed", seed}, timeout);
  args.insert(args.end(), more.begin(), more.end());
  return test::run_cli(args);
}

test::CliRun judge(const std::string& problem, const std::string& dir,
                   std::vector<std::string> programs) {
  std::vector<std::string> args = {"judge", dir, "--problem", problem};
  args.insert(args.end(), programs.begin(), programs.end());
  return test::run_cli(with_limits(args));
}

class EveryProblem : public test::ProblemTest {};

/// The unit-class counts of a manifest line's "classes": {...}.
std::map<std::string, int> class_counts(const std::string& object) {
  std::map<std::string, int> out;
  static const std::regex pair("\"([a-z0-9-]+)\": ([0-9]+)");
  for (auto it = std::sregex_iterator(object.begin(), object.end(), pair);
       it != std::sregex_iterator(); ++it)
    out[(*it)[1]] = std::stoi((*it)[2]);
  return out;
}

/// What `manifest` (of the test set in `dir`) says that its files do not: each test's units and
/// unit classes against the oracle's on its .in, and every class of the problem held, missing or
/// impossible under the parameters (and an impossible one in no file). Empty when it all holds.
std::string manifest_faults(const Problem& p, const test::TempDir& dir,
                            const std::string& manifest) {
  std::string faults;
  Params params;
  std::smatch m;
  static const std::regex params_re("\"params\": \\{([^}]*)\\}");
  static const std::regex param_re("\"([a-z]+)\": \"([^\"]*)\"");
  if (std::regex_search(manifest, m, params_re)) {
    const std::string inner = m[1];
    for (auto it = std::sregex_iterator(inner.begin(), inner.end(), param_re);
         it != std::sregex_iterator(); ++it)
      params[(*it)[1]] = (*it)[2];
  }
  std::set<std::string> held;
  static const std::regex test_re(
      "\\{\"file\": \"([0-9]+\\.in)\".*\"units\": ([0-9]+),.*\"classes\": \\{([^}]*)\\}");
  std::istringstream lines(manifest);
  for (std::string line; std::getline(lines, line);) {
    if (!std::regex_search(line, m, test_re)) continue;
    const std::string file = m[1];
    const std::size_t units = std::stoul(m[2]);
    const std::map<std::string, int> said = class_counts(m[3]);
    const ReadResult r = p.read(test::read_text(dir.file(file)), params, ReadOptions{});
    const Expected e = p.oracle(r.input);
    std::map<std::string, int> found;
    for (std::size_t u = 0; u < p.units(r.input); ++u) {
      const std::string cls = p.classify(r.input, u, e);
      if (!cls.empty()) ++found[cls];
    }
    if (p.units(r.input) != units) faults += file + ": units differ\n";
    if (found != said) faults += file + ": unit classes differ\n";
    for (const auto& [cls, n] : found) held.insert(cls);
  }
  if (held.empty()) faults += "no test read\n";
  const auto listed = [&](const std::string& key) {
    std::set<std::string> out;
    const auto at = manifest.find("\"" + key + "\": [");
    if (at == std::string::npos) return out;
    const std::string list = manifest.substr(at, manifest.find(']', at) - at);
    static const std::regex cls("\"class\": \"([a-z0-9-]+)\"");
    static const std::regex word("\"([a-z0-9-]+)\"");
    const std::regex& re = key == "classes_impossible" ? cls : word;
    for (auto it = std::sregex_iterator(list.begin(), list.end(), re); it != std::sregex_iterator();
         ++it)
      if ((*it)[1] != key) out.insert((*it)[1]);
    return out;
  };
  const std::set<std::string> impossible = listed("classes_impossible"),
                              missing = listed("classes_missing");
  for (const auto& [cls, what] : p.unit_classes()) {
    const bool is_impossible = impossible.count(cls) != 0;
    if (is_impossible != p.class_impossible(cls, params).has_value())
      faults += cls + ": impossible or not, the manifest and the problem differ\n";
    if (is_impossible && held.count(cls)) faults += cls + ": impossible, yet a test holds it\n";
    if (missing.count(cls) && held.count(cls)) faults += cls + ": missing, yet a test holds it\n";
    if (!held.count(cls) && !missing.count(cls) && !is_impossible)
      faults += cls + ": neither held, missing nor impossible\n";
  }
  return faults;
}

INSTANTIATE_TEST_SUITE_P(Problems, EveryProblem, ::testing::ValuesIn(test::problem_names()),
                         [](const auto& info) { return info.param; });

TEST_P(EveryProblem, TheTestSetIsTheSameForOneSeedAndKillsEveryMutantAJudgeCanSee) {
  test::TempDir dir("testset"), again("testset-again");
  const auto built = testset(GetParam(), dir.str(), "7", {"--exhaustive", "4"});
  ASSERT_EQ(built.status, 0) << built.out << built.err;
  EXPECT_TRUE(std::filesystem::exists(dir.file("01.in")));
  EXPECT_TRUE(std::filesystem::exists(dir.file("manifest.json")));
  // The same seed and flags: byte-identical files.
  ASSERT_EQ(testset(GetParam(), again.str(), "7", {"--exhaustive", "4"}).status, 0);
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) {
    const std::string name = e.path().filename().string();
    EXPECT_EQ(test::read_text(e.path().string()), test::read_text(again.file(name))) << name;
    ++files;
  }
  EXPECT_GE(files, 3u);  // 01.in, 01.out, manifest.json at least
  // Every file is valid judge data.
  for (const auto& e : std::filesystem::directory_iterator(dir.path())) {
    if (e.path().extension() == ".in") {
      EXPECT_TRUE(problem().validate(test::read_text(e.path().string()), {}).empty()) << e.path();
    }
  }
  // The manifest says what its files hold, and the check sees a count or a class listed wrong.
  const std::string said = test::read_text(dir.file("manifest.json"));
  EXPECT_EQ(manifest_faults(problem(), dir, said), "") << said;
  const auto count = said.find("\"classes\": {\"");
  ASSERT_NE(count, std::string::npos);
  std::string miscounted = said;
  miscounted.insert(miscounted.find(": ", count + 14) + 2, "1");
  EXPECT_NE(manifest_faults(problem(), dir, miscounted), "");
  const auto at = said.find("\"classes_missing\": [");
  std::string unlisted = said.substr(0, at) + "\"classes_missing\": []\n}\n";
  unlisted.replace(unlisted.find("\"classes_impossible\": ["),
                   std::string("\"classes_impossible\": [").size(),
                   "\"classes_impossible\": [], \"was\": [");
  if (!problem().unit_classes().empty() &&
      (said.find("\"class\": ") != std::string::npos ||
       said.find("\"classes_missing\": []") == std::string::npos))
    EXPECT_NE(manifest_faults(problem(), dir, unlisted), "");
  // --exhaustive 4: required tests holding every input of that scope in enumeration order, which
  // catch a mutant (in process here; the judge below runs every test on the programs).
  const auto scope = problem().enumerate(ProveScope{4, 2, 0}, Params{});
  ASSERT_TRUE(scope);
  std::size_t units = 0, exhaustive_units = 0;
  for (std::uint64_t i = 0; i < scope->size(); ++i) units += scope->units(i);
  std::vector<Input> exhaustive;
  static const std::regex test_re("\\{\"file\": \"([0-9]+\\.in)\", \"name\": \"exhaustive-");
  for (auto it = std::sregex_iterator(said.begin(), said.end(), test_re);
       it != std::sregex_iterator(); ++it) {
    const ReadResult r = problem().read(test::read_text(dir.file((*it)[1])), {}, ReadOptions{});
    exhaustive_units += problem().units(r.input);
    exhaustive.push_back(r.input);
  }
  ASSERT_FALSE(exhaustive.empty()) << said;
  EXPECT_EQ(exhaustive_units, units) << "every unit of the scope, once";
  std::string caught;
  for (const SolverListing& l : problem().solvers(true)) {
    if (!l.judged || l.runaway || !caught.empty()) continue;
    auto mutant = problem().solver(l.name, true);
    for (const Input& in : exhaustive)
      if (caught.empty() && mutant->supports(in) && mutant->run(in, problem().oracle(in)).failed())
        caught = l.name;
  }
  EXPECT_NE(caught, "") << "no mutant fails the exhaustive tests";
  // Judged independently of the build, under the judge's own limits (time and memory: this test
  // runs in the optimized tree only), as programs: every production solver passes every test ...
  std::vector<std::string> solvers = {"judge", dir.str(), "--problem", GetParam(), "--llk",
                                      LLK_EXE, "--quiet", "--jobs",    "2"};
  for (const SolverListing& l : problem().solvers(false)) {
    solvers.push_back("--solver");
    solvers.push_back(l.name);
  }
  const auto right = test::run_cli(solvers);
  EXPECT_EQ(right.status, 0) << right.out << right.err;
  // ... and every mutant a judge can see fails the test the manifest says it fails.
  const std::string manifest = test::read_text(dir.file("manifest.json"));
  int mutants = 0;
  for (const SolverListing& l : problem().solvers(true)) {
    if (!l.judged || problem().mutant_hidden(l.name, {})) continue;
    ++mutants;
    const std::string key =
        "{\"program\": \"mutant " + l.name + "\", \"role\": \"mutant\", \"failed\": \"";
    const auto at = manifest.find(key);
    ASSERT_NE(at, std::string::npos) << l.name << '\n' << manifest;
    const std::string file =
        manifest.substr(at + key.size(), manifest.find('"', at + key.size()) - at - key.size());
    const auto wrong = judge(GetParam(), dir.file(file), {"--mutant", l.name});
    EXPECT_EQ(wrong.status, 1) << l.name << " on " << file << '\n' << wrong.out << wrong.err;
  }
  EXPECT_GT(mutants, 0);
}

TEST_P(EveryProblem, AProgramNamedRightThatFailsATestIsReported) {
  std::string mutant;
  for (const SolverListing& l : problem().solvers(true))
    if (l.judged && !problem().mutant_hidden(l.name, {}) && mutant.empty()) mutant = l.name;
  test::TempDir dir("testset-keep");
  // A mutant may explode on the worst cases: a second is enough to show it fails.
  const auto r = testset(GetParam(), dir.str(), "5", {"--keep", "--mutant " + mutant}, "1s");
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("mutant " + mutant + " (known right) fails it"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("FAILS"), std::string::npos) << r.out;
}

TEST_P(EveryProblem, ARequiredTestThatDoesNotFitIsReported) {
  test::TempDir dir("testset-small");
  const auto r = testset(GetParam(), dir.str(), "5", {"--max-files", "1"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("required test "), std::string::npos) << r.out;
  EXPECT_TRUE(std::filesystem::exists(dir.file("01.in")));
  EXPECT_FALSE(std::filesystem::exists(dir.file("02.in")));
}

TEST_P(EveryProblem, JudgeReportsBadTestDataAndExitsTwo) {
  test::TempDir dir("judge-data");
  const Input input = problem().schedule(3, 0, {});
  const Expected e = problem().oracle(input);
  std::string out, wrong;
  for (const std::string& l : e.lines) out += l + '\n';
  // The first answer changed into another well-formed one.
  std::vector<std::string> lines = e.lines;
  lines[0] = lines[0] == "YES" ? "NO" : lines[0] == "NO" ? "YES" : lines[0] + "9";
  for (const std::string& l : lines) wrong += l + '\n';
  test::write_text(dir.file("01.in"), problem().write(input));
  test::write_text(dir.file("01.out"), out);
  test::write_text(dir.file("02.in"), problem().write(input));
  test::write_text(dir.file("02.out"), wrong);
  test::write_text(dir.file("03.in"), "x\n");
  const std::string solver = problem().solvers(false).front().name;
  const auto r = judge(GetParam(), dir.str(), {"--solver", solver, "--json", dir.file("r.json")});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.out.find("BAD TEST DATA " + dir.file("02.out") + " line 1"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("BAD TEST DATA " + dir.file("03.in") + ": line 1, column 1"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(test::count(r.out, "OK "), 2u) << r.out;  // the solver passes 01 and 02
  EXPECT_NE(test::read_text(dir.file("r.json")).find("\"judge." + GetParam() + ".data\""),
            std::string::npos);
  // Without the bad files, nothing is wrong.
  std::filesystem::remove(dir.file("02.out"));
  std::filesystem::remove(dir.file("03.in"));
  EXPECT_EQ(judge(GetParam(), dir.str(), {"--solver", solver}).status, 0);
}

TEST(Judge, UsageErrorsExitTwo) {
  test::TempDir dir("judge-usage");
  EXPECT_EQ(test::run_cli({"judge", dir.str(), "--solver", "x"}).status, 2);  // no NAME.in
  test::write_text(dir.file("01.in"), test::judge_sample());
  EXPECT_EQ(test::run_cli({"judge", dir.str(), "--solver", "no-such-solver"}).status, 2);
  EXPECT_EQ(test::run_cli({"judge", dir.str()}).status, 2);  // no program
  EXPECT_EQ(test::run_cli({"testset", "--kill", "--bogus x", "--out", dir.str()}).status, 2);
}

}  // namespace
}  // namespace llk
