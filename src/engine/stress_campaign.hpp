#pragma once
/// Private to `llk stress`: one run's shared state (StressCampaign): each input of the schedule
/// judged, its failing units triaged into bugs, each new bug minimized and written.

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <ostream>
#include <string>

#include "llk/core/coverage.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/text.hpp"
#include "llk/engine/bugs.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/stress.hpp"

namespace llk::stress_detail {

using Clock = std::chrono::steady_clock;
/// After a time limit, one heavy input in this many still runs.
constexpr std::uint64_t kHeavyRation = 8;

inline std::string params_flags(const Params& params) {
  std::string s;
  for (const auto& [k, v] : params) s += fmt::format(" --{} {}", k, v);
  return s;
}

/// One run of the stress engine: the shared state of its workers.
class StressCampaign {
 public:
  StressCampaign(const Problem& problem, const StressOptions& opt, std::uint64_t seed,
                 std::ostream& out, Clock::time_point start)
      : problem_(problem),
        opt_(opt),
        seed_(seed),
        out_(out),
        start_(start),
        book_(opt.minimized_per_signature) {}

  /// Checks input `i` with subject `s`; failures are triaged on this thread.
  void check(Subject& s, std::uint64_t i) {
    Input input = problem_.schedule(seed_, i, opt_.params);
    const std::uint64_t cells = problem_.cells(input);
    if (opt_.max_cells > 0 && cells > opt_.max_cells) {
      over_size_++;
      return;
    }
    for (std::uint64_t seen = largest_;
         cells > seen && !largest_.compare_exchange_weak(seen, cells);) {
    }
    if (rationed(cells)) return;
    if (!opt_.skip.empty()) {
      const Expected all = problem_.oracle(input);
      input = problem_.without_units(input, [&](std::size_t unit) {
        return opt_.skip.count(problem_.classify(input, unit, all)) != 0;
      });
      if (problem_.cases(input) == 0) return;
    }
    Expected expected;
    const Verdict v = judge_with_oracle(problem_, s, input, expected);
    if (v.cut) return;  // llk stopped the run (the budget's end, an interrupt): no verdict
    {
      Coverage mine(start_);  // counted off the lock, merged under it
      mine.at(i);
      problem_.cover(input, expected, mine);
      std::lock_guard lock(coverage_mu_);
      coverage_.merge(mine);
    }
    inputs_++;
    cases_ += problem_.cases(input);
    units_ += problem_.units(input);
    if (!v.failed()) return;
    // The limit is on CPU time, which the machine's load barely moves: no second run. What is
    // too slow here is too slow on every input as heavy: those are rationed from now on.
    // Only a heavy input's time limit rations: a small one (an endless loop) says nothing
    // about size.
    if (v.kind == failure_kind::time_limit && 2 * cells >= largest_)
      for (std::uint64_t h = heavy_cells_;
           cells / 4 < h && !heavy_cells_.compare_exchange_weak(h, cells / 4);) {
      }
    failing_inputs_++;
    const double at_seconds = std::chrono::duration<double>(Clock::now() - start_).count();
    std::vector<std::size_t> units = v.bad_units;
    if (units.empty()) units.push_back(v.first_bad_unit);
    for (std::size_t k = 0; k < units.size(); ++k) {
      if (stopped()) return;
      const std::string& kind = k < v.bad_kinds.size() ? v.bad_kinds[k] : v.kind;
      triage(s, input, expected, v, units[k], kind, i, at_seconds);
    }
  }

  bool stopped() const {
    return opt_.max_bugs > 0 && static_cast<int>(book_.size()) >= opt_.max_bugs;
  }
  const BugBook& book() const { return book_; }
  const Coverage& coverage() const { return coverage_; }
  std::uint64_t inputs() const { return inputs_; }
  std::uint64_t cases() const { return cases_; }
  std::uint64_t units() const { return units_; }
  std::uint64_t failing_inputs() const { return failing_inputs_; }
  std::uint64_t rationed_inputs() const { return rationed_; }
  std::uint64_t heavy_cells() const { return heavy_cells_; }
  std::uint64_t over_size() const { return over_size_; }

 private:
  /// Failing unit `unit` of input `index`: a new bug (by its signature) is minimized, kept in
  /// the book, written as an artifact and told; a known one is counted.
  void triage(Subject& s, const Input& input, const Expected& expected, const Verdict& v,
              std::size_t unit, const std::string& unit_kind, std::uint64_t index,
              double at_seconds) {
    const std::string cls = problem_.classify(input, unit, expected);
    const std::string answer = unit < expected.lines.size() ? expected.lines[unit] : "";
    // A limit says what the program costs, not which unit came first: one bug per kind.
    const std::string signature = bug_signature(unit_kind, cls, answer);
    if (!book_.claim(signature)) {
      book_.hit(signature);
      return;
    }
    const Shrunk small = minimize(s, input, v, unit, unit_kind);
    const std::string kind = small.recurred ? small.verdict.kind : unit_kind;
    // A limit's unit class says nothing of it (whichever unit came first).
    Bug bug = bug_of(small, v, kind, is_limit(unit_kind) ? "" : cls, index);
    if (is_limit(unit_kind)) bug.key = signature;  // however it shrank, one cause
    const auto [number, fresh] = book_.add(signature, bug, opt_.max_bugs);
    if (!fresh) return;
    const std::string path = write_bug(s, small, bug, cls, index, unit);
    book_.set_artifact(number, path);
    std::lock_guard lock(out_mu_);
    // The unit's own answer when it has one; the verdict's words belong to its first bad unit.
    const std::string what =
        unit != v.first_bad_unit && unit < v.got.size() && unit < expected.lines.size()
            ? fmt::format("answered {}, the oracle says {}", text::excerpt(v.got[unit]),
                          expected.lines[unit])
            : v.detail;
    // Numbered when the run ends, wrong answers first (bug_ranking): a limit met first is not
    // bug 1 ahead of a wrong answer still being minimized.
    out_ << fmt::format("BUG: {} on input {}, {} {} ({}), after {:.2f} s: {}\n", kind, index,
                        problem_.unit_name(), unit + 1, cls.empty() ? "-" : cls, at_seconds, what);
    if (is_limit(kind)) out_ << "  " << limit_hint(kind) << '\n';
    tell_minimized(small, bug, path);
  }

  /// Failing unit `unit` shrunk while it keeps its kind, within what the budget leaves.
  Shrunk minimize(Subject& s, const Input& input, const Verdict& v, std::size_t unit,
                  const std::string& unit_kind) {
    // Shrinking ends with the budget: a bug met later is still kept, isolated. A limit at judge
    // size is its own witness more often than not, and each try costs a whole limit: it gets a
    // quarter of the time left, the rest goes to inputs that can show another bug.
    const bool at_limit = is_limit(unit_kind);
    const double left = std::chrono::duration<double>(start_ + budget_ - Clock::now()).count();
    const double seconds =
        !opt_.minimize ? 0
                       : std::max(0.0, std::min(opt_.minimize_seconds, at_limit ? left / 4 : left));
    // Under --skip, the minimized input asks no unit of a skipped class either.
    std::function<bool(const Input&)> allowed;
    if (!opt_.skip.empty())
      allowed = [this](const Input& candidate) {
        const Expected e = problem_.oracle(candidate);
        for (std::size_t u = 0; u < problem_.units(candidate); ++u)
          if (opt_.skip.count(problem_.classify(candidate, u, e))) return false;
        return true;
      };
    // A limit whose every try costs a whole limit, with too little time left for even the unit
    // alone and a second look: the input as it failed is the witness.
    const bool as_is = at_limit && seconds < 2 * s.time_limit();
    return as_is ? Shrunk{input, v, 0, false, true}
                 : shrink_unit(problem_, s, input, unit, unit_kind, seconds, 3, allowed);
  }

  /// The bug a minimized failure shows: key, kind, class, expected answers, size and detail.
  Bug bug_of(const Shrunk& small, const Verdict& v, const std::string& kind, const std::string& cls,
             std::uint64_t index) {
    const Expected small_expected = problem_.oracle(small.input);
    Bug bug;
    bug.key = bug_key(problem_, small.input, kind, small_expected);
    bug.kind = kind;
    bug.unit_class = cls;
    bug.expected = text::join(small_expected.lines);
    bug.size = problem_.size_text(small.input);
    bug.first_seen = fmt::format("input {}", index);
    bug.detail = small.recurred ? small.verdict.detail
                 : kind == failure_kind::time_limit
                     ? fmt::format("{}; the minimized input took CPU {:.2f} s, near the limit",
                                   v.detail, small.verdict.cpu_seconds)
                     : v.detail + " (did not recur on the minimized input)";
    const Verdict& measured = small.recurred ? small.verdict : v;
    if (failure_kind::ends_run(kind) && kind != failure_kind::runtime_error)
      bug.resources = fmt::format("CPU {:.2f} s, wall {:.2f} s, {:.1f} MiB", measured.cpu_seconds,
                                  measured.seconds, measured.memory_bytes / 1048576.0);
    if (kind == failure_kind::time_limit || kind == failure_kind::idle) {
      const auto [words, seconds] = yardstick(small.input);
      bug.detail += words;
      if (seconds) bug.resources += fmt::format("; llk {:.3f} s", *seconds);
    }
    return bug;
  }

  /// The artifact of a new bug (numbered when the run ends); its path.
  std::string write_bug(const Subject& s, const Shrunk& small, const Bug& bug,
                        const std::string& cls, std::uint64_t index, std::size_t unit) {
    Failure a;
    a.name = {"stress",
              problem_.name(),
              bug.kind,
              std::to_string(seed_),
              std::to_string(index),
              std::to_string(unit + 1)};
    a.input = small.input;
    a.kind = bug.kind;
    a.found_by = "stress";
    // A program's limits are part of what failed: replay and the rerun use them again.
    record_subject(a, s);
    a.detail = bug.detail;
    a.got = small.verdict.got;
    a.seed = seed_;
    std::string skips;
    for (const std::string& c : opt_.skip) skips += " --skip " + c;
    a.rerun.llk_command = "stress";
    a.rerun.args =
        fmt::format("--seed {} --from {}{}{}", seed_, index, params_flags(opt_.params), skips);
    if (!cls.empty()) a.extra.set("class", cls);
    return write_failure(opt_.out_dir, problem_, a);
  }

  /// How the bug was minimized, its input (when short) and its artifact; under out_mu_.
  void tell_minimized(const Shrunk& small, const Bug& bug, const std::string& path) {
    if (opt_.minimize)
      out_ << fmt::format("  minimized{} to {} in {} test{}: {}\n",
                          small.one_minimal ? " (1-minimal)" : " (limit reached)", bug.size,
                          small.tests, small.tests == 1 ? "" : "s", bug.detail);
    else
      out_ << fmt::format("  not minimized (--no-minimize): {}, {}\n", bug.size, bug.detail);
    const std::string text = problem_.write(small.input);
    if (text.size() < 4000) out_ << text;
    out_ << fmt::format("  artifact: {}\n  replay:   llk replay {}\n", path, shell_quote(path));
    out_.flush();
  }

  /// "; llk's solver X answers it in 0.12 s": a time limit beside the default solver's time
  /// (in words, and its seconds).
  std::pair<std::string, std::optional<double>> yardstick(const Input& input) const {
    try {
      const std::unique_ptr<Subject> ref = problem_.default_solver(input);
      if (!ref) return {};
      const Verdict r = ref->run(input, problem_.oracle(input));
      return {fmt::format("; llk's {} answers the same input in {:.3f} s{}", ref->label(),
                          r.seconds, r.failed() ? " (and fails it: " + r.detail + ")" : ""),
              r.seconds};
    } catch (const std::exception&) {
      return {};  // no production solver takes these parameters
    }
  }

  /// Which flag changes the limit a bug of `kind` passed.
  static std::string limit_hint(const std::string& kind) {
    if (kind == failure_kind::time_limit)
      return "--timeout changes this limit; --max-cells keeps inputs small";
    if (kind == failure_kind::memory_limit)
      return "--memory-limit changes this limit (none: no limit); --max-cells keeps inputs small";
    if (kind == failure_kind::idle) return "--wall-limit changes this limit";
    return "--output-limit changes this limit";
  }

  const Problem& problem_;
  const StressOptions& opt_;
  std::uint64_t seed_;
  std::ostream& out_;
  Clock::time_point start_;
  Clock::duration budget_ = std::chrono::duration_cast<Clock::duration>(
      std::chrono::duration<double>(opt_.budget_seconds));
  std::mutex out_mu_;
  BugBook book_;
  std::mutex coverage_mu_;
  Coverage coverage_{start_};
  std::atomic<std::uint64_t> inputs_{0}, cases_{0}, units_{0}, failing_inputs_{0}, rationed_{0},
      heavy_seen_{0}, over_size_{0};
  /// After a time-limit failure on an input at least half as large as the largest so far,
  /// inputs of at least a quarter of its cells could only time out again: one in kHeavyRation of
  /// them still runs, the rest of the budget goes to inputs that can show another bug.
  std::atomic<std::uint64_t> heavy_cells_{~std::uint64_t{0}};
  std::atomic<std::uint64_t> largest_{0};  ///< cells of the largest input so far

  bool rationed(std::uint64_t cells) {
    if (cells < heavy_cells_) return false;
    if (++heavy_seen_ % kHeavyRation == 0) return false;
    rationed_++;
    return true;
  }
};

}  // namespace llk::stress_detail
