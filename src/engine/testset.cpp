/// `llk testset`: the problem's candidate tests, each checked valid and answered by the oracle;
/// llk's reference, the mutants and the programs named on the command line run on them as a
/// judge runs programs; the tests kept are the ones every test set must hold and, for each
/// program known wrong, the first test (cheapest first) it fails.

#include "llk/engine/testset.hpp"

#include <fmt/format.h>

#include <chrono>
#include <stdexcept>

#include "llk/core/exit_status.hpp"
#include "llk/core/json.hpp"
#include "llk/core/seed.hpp"
#include "testset_build.hpp"

namespace llk {
namespace testset_detail {

std::string TestsetBuild::manifest() const {
  using json::Json;
  Json tests = Json::array(), programs = Json::array(), unjudged = Json::array(),
       impossible = Json::array();
  for (const std::size_t k : chosen_) {
    const Candidate& c = candidates_[k];
    const Input& in = c.test.input;
    tests.push_back({{"file", file_of_.at(k) + ".in"},
                     {"name", c.test.name},
                     {"purpose", c.test.purpose},
                     {"size", problem_.size_text(in)},
                     {"cases", problem_.cases(in)},
                     {"units", problem_.units(in)},
                     {"cells", problem_.cells(in)},
                     {"bytes", c.text.size()},
                     {"heavy", c.test.heavy},
                     {"required", c.test.required},
                     {"classes", c.classes},
                     {"kills", c.kills}});
  }
  for (const Program& p : programs_)
    programs.push_back(
        {{"program", p.label},
         {"role", role_name(p.role)},
         {"failed", p.killed_by < 0 ? Json() : Json(file_of_.at(std::size_t(p.killed_by)) + ".in")},
         {"notes", p.notes}});
  for (const auto& [mutant, why] : unjudged_)
    unjudged.push_back({{"mutant", mutant}, {"why", why}});
  for (const auto& [cls, why] : impossible_classes())
    impossible.push_back({{"class", cls}, {"why", why}});
  return json::write({{"problem", problem_.name()},
                      {"seed", seed_},
                      {"params", problem_.params(candidates_.front().test.input)},
                      {"limits",
                       {{"cpu_seconds", json::milliseconds(limits_.cpu_seconds)},
                        {"memory_bytes", limits_.memory_bytes}}},
                      {"tests", std::move(tests)},
                      {"programs", std::move(programs)},
                      {"mutants_not_asked", std::move(unjudged)},
                      {"classes_impossible", std::move(impossible)},
                      {"classes_missing", missing_classes()}});
}

}  // namespace testset_detail

using namespace testset_detail;

int run_testset(const Problem& problem, const TestsetOptions& opt, std::ostream& out,
                std::ostream& err) {
  const auto start = TestsetClock::now();
  if (opt.out_dir.empty()) {
    err << "llk testset: give the directory to write the test set into (--out DIR)\n";
    return kExitUsage;
  }
  const std::uint64_t seed = seed_or_random(opt.seed);
  out << fmt::format("llk testset --problem {} --seed {} --out {}\n", problem.name(), seed,
                     shell_quote(opt.out_dir));
  TestsetBuild build(problem, opt, seed, out, err);
  try {
    build.name_programs();
  } catch (const std::invalid_argument& e) {
    err << "llk testset: " << e.what() << '\n';
    return kExitUsage;
  }
  try {
    build.make_candidates();
    build.run_reference_and_keep();
    build.hunt();
    build.stress_the_survivors();
    build.choose();
    build.write();
  } catch (const std::exception& e) {
    err << "llk testset: " << e.what() << '\n';
    return kExitUsage;
  }
  const double seconds = std::chrono::duration<double>(TestsetClock::now() - start).count();
  return build.report(seconds) ? kExitOk : kExitFailureFound;
}

}  // namespace llk
