/// `llk testset`: the problem's candidate tests, each checked valid and answered by the oracle;
/// llk's reference, the mutants and the programs named on the command line run on them as a
/// judge runs programs; the tests kept are the ones every test set must hold and, for each
/// program known wrong, the first test (cheapest first) it fails. A set already in --out is
/// rebuilt in place: its seed, parameters and limits by default, its names and pins kept.

#include "llk/engine/testset.hpp"

#include <fmt/format.h>

#include <chrono>
#include <stdexcept>

#include "llk/core/exit_status.hpp"
#include "llk/core/seed.hpp"
#include "testset_build.hpp"

namespace llk {

using namespace testset_detail;

namespace {

/// `given` with what the set in --out says for each setting not given: its seed, parameters,
/// CPU and memory limits and --exhaustive scope (a rebuild in place changes only what is asked).
TestsetOptions defaults_of(const TestsetOptions& given, const ExistingSet& set) {
  TestsetOptions o = given;
  if (!set.found || o.fresh) return o;
  if (!o.seed) o.seed = set.seed;
  for (const auto& [k, v] : set.params) o.params.emplace(k, v);
  if (!o.limits.cpu_seconds) o.limits.cpu_seconds = set.cpu_seconds;
  if (!o.limits.memory_bytes) o.limits.memory_bytes = set.memory_bytes;
  if (!o.exhaustive) o.exhaustive = set.exhaustive;
  return o;
}

/// Every parameter of `problem`: those of `given`, the rest its defaults.
Params every_param(const Problem& problem, const Params& given) {
  Params all = given;
  for (const auto& [k, v] : problem.param_defaults()) all.emplace(k, v);
  return all;
}

}  // namespace

int run_testset(const ProblemRegistry& problems, const Problem& problem,
                const TestsetOptions& given, std::ostream& out, std::ostream& err) {
  const auto start = TestsetClock::now();
  if (given.out_dir.empty()) {
    err << "llk testset: give the directory to write the test set into (--out DIR)\n";
    return kExitUsage;
  }
  ExistingSet set;
  std::vector<Pin> pins;
  TestsetOptions opt;
  try {
    try {
      set = read_set(given.out_dir);
    } catch (const std::invalid_argument&) {
      if (!given.fresh) throw;
    }
    if (set.found && !given.fresh && set.problem != problem.name())
      throw std::invalid_argument(
          fmt::format("{} holds a test set of the {} problem: give --problem {}, or another --out",
                      given.out_dir, set.problem, set.problem));
    opt = defaults_of(given, set);
    const Params params = every_param(problem, opt.params);
    for (const std::string& path : pin_files(given.add))
      pins.push_back(read_pin(problems, problem, path, params));
  } catch (const std::exception& e) {
    err << "llk testset: " << e.what() << '\n';
    return kExitUsage;
  }
  // --add alone into a set: the pins go in beside its files, nothing else is rebuilt.
  const bool append = set.found && !opt.fresh && !pins.empty() && !given.seed &&
                      given.params.empty() && given.kill.empty() && given.keep.empty() &&
                      !given.exhaustive;
  const std::uint64_t seed = seed_or_random(opt.seed);
  if (append)
    out << fmt::format("llk testset --problem {} --out {}: pinning {} file{} into the set\n",
                       problem.name(), shell_quote(opt.out_dir), pins.size(),
                       pins.size() == 1 ? "" : "s");
  else
    out << fmt::format(
        "llk testset --problem {} --seed {} --out {}{}\n", problem.name(), seed,
        shell_quote(opt.out_dir),
        set.found && !opt.fresh ? " (rebuilt in place: its names and pins kept)" : "");
  TestsetBuild build(problem, opt, seed, out, err);
  try {
    build.name_programs();
  } catch (const std::invalid_argument& e) {
    err << "llk testset: " << e.what() << '\n';
    return kExitUsage;
  }
  try {
    if (append) return build.append(set, pins);
    build.make_candidates();
    build.add_kept(opt.fresh ? ExistingSet{} : set, pins);
    build.run_reference_and_keep();
    build.hunt();
    build.stress_the_survivors();
    build.choose();
    build.write(set);
  } catch (const std::exception& e) {
    err << "llk testset: " << e.what() << '\n';
    return kExitUsage;
  }
  const double seconds = std::chrono::duration<double>(TestsetClock::now() - start).count();
  return build.report(seconds) ? kExitOk : kExitFailureFound;
}

}  // namespace llk
