/// The zoo's forked child (zoo_child.hpp): work items run and reported to the parent.

#include "zoo_child.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>

#include "llk/core/failure.hpp"

namespace llk::verify_work {
namespace {

/// Runs one work item of check `c` on mutant `m` in the child; a throw is a failure.
Outcome run_item(const Problem& problem, const Entry& m, const Check& c, std::uint64_t seed,
                 int round, const ChildPlan& plan, const ZooOptions& opt, int fd) {
  if (c.law) return run_law_item(problem, *c.law, m, seed, round, opt.tuning);
  try {
    const auto before_input = [fd](int i) {
      send_message(fd, {{"msg", "input"}, {"input", std::to_string(i)}});
    };
    return run_differential_item(problem, {&m}, seed, round, std::min(10.0, opt.item_timeout / 2),
                                 before_input, nullptr, plan.slice_end)[0];
  } catch (const std::exception& e) {
    Outcome o;
    o.passed = false;
    o.kind = failure_kind::exception;
    o.message = e.what();
    return o;
  }
}

/// The report of an item that ended with `o`; writes the artifact of a failure.
ItemReport report_of(const Problem& problem, const Entry& m, const Check& c, std::size_t ci,
                     int round, std::uint64_t seed, const Outcome& o, const ZooOptions& opt) {
  ItemReport r;
  r.check = ci;
  r.round = round;
  r.passed = o.passed;
  r.cases = o.cases;
  r.kind = o.kind;
  r.message = o.message;
  r.reproduce = o.reproduce;
  if (o.passed) return r;
  r.artifact = write_outcome(opt.out_dir, problem, c.name, m, opt.seed, seed, o,
                             opt.rerun + " --solver " + m.name + " --property " + c.name);
  if (o.counterexample) {
    r.size = problem.size_text(*o.counterexample);
    r.cells = problem.cells(*o.counterexample);
  }
  return r;
}

}  // namespace

[[noreturn]] void child_main(int fd, const Problem& problem, const Entry& m,
                             const std::vector<Check>& checks, ChildPlan plan,
                             const ZooOptions& opt) {
  // Its output to a log file (ASan reports of crashes land there).
  redirect_output((std::filesystem::path(opt.out_dir) / (m.name + ".log")).string());
  for (bool any = true; any;) {
    any = false;
    for (std::size_t ci = 0; ci < checks.size(); ++ci) {
      if (!plan.active[ci]) continue;
      const int r = plan.next_round[ci];
      if ((opt.max_rounds > 0 && r >= opt.max_rounds) ||
          (r > 0 && Clock::now() >= plan.slice_end)) {
        plan.active[ci] = false;
        continue;
      }
      any = true;
      const Check& c = checks[ci];
      const std::uint64_t seed = item_seed(opt.seed, problem.name(), m.name, c.name, r);
      send_message(fd, {{"msg", "begin"},
                        {"check", std::to_string(ci)},
                        {"round", std::to_string(r)},
                        {"item", std::to_string(seed)}});
      const Outcome o = run_item(problem, m, c, seed, r, plan, opt, fd);
      if (!o.passed) {
        plan.active[ci] = false;
        if (opt.first_kill) std::fill(plan.active.begin(), plan.active.end(), false);
      }
      send_message(fd, report_of(problem, m, c, ci, r, seed, o, opt).message_of());
      plan.next_round[ci] = r + 1;
    }
  }
  send_message(fd, {{"msg", "done"}});
  ::close(fd);
  ::_exit(0);
}

}  // namespace llk::verify_work
