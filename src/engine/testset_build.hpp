#pragma once
/// Private to `llk testset`: one build of a test set (TestsetBuild): candidates made and
/// measured, the known-wrong programs hunted down, the tests chosen and written.

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <numeric>
#include <ostream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "llk/core/artifact.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/json.hpp"
#include "llk/core/progress.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/size.hpp"
#include "llk/core/table.hpp"
#include "llk/core/text.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/judge_matrix.hpp"
#include "llk/engine/stress.hpp"
#include "llk/engine/testset.hpp"
#include "parallel.hpp"
#include "testset_candidate.hpp"
#include "testset_pin.hpp"
#include "testset_set.hpp"

namespace llk::testset_detail {

namespace fs = std::filesystem;

class TestsetBuild {
 public:
  TestsetBuild(const Problem& problem, const TestsetOptions& opt, std::uint64_t seed,
               std::ostream& out, std::ostream& err)
      : problem_(problem),
        opt_(opt),
        seed_(seed),
        out_(out),
        err_(err),
        llk_(opt.llk_command.empty() ? own_command() : opt.llk_command),
        limits_(opt.limits.resolve(problem.judge_limits())),
        jobs_(worker_count(opt.jobs)) {}

  /// Every program named, checked now: an unknown one is a usage error before any work.
  void name_programs() {
    for (const SolverListing& l : problem_.solvers(true)) {
      if (!l.judged) {
        unjudged_.push_back({l.name, "no judge sees its bug in the answers: the laws do"});
        continue;
      }
      if (auto why = problem_.mutant_hidden(l.name, opt_.params)) {
        unjudged_.push_back({l.name, *why});
        continue;
      }
      Program p;
      p.options.mutant = l.name;
      programs_.push_back(std::move(p));
    }
    for (const SubjectOptions& s : opt_.kill) add_program(Role::kill, s);
    for (const SubjectOptions& s : opt_.keep) add_program(Role::keep, s);
    for (Program& p : programs_) {
      p.options.limits = p.options.limits.over(opt_.limits);
      p.label = subject(p.options)->label();
    }
  }

  void make_candidates() {
    for (TestCandidate& t : problem_.test_candidates(seed_, opt_.params)) {
      candidates_.emplace_back();
      candidates_.back().test = std::move(t);
    }
    add_exhaustive();
    engine_detail::parallel(
        candidates_.size(), jobs_, [&](std::size_t, std::size_t i) { prepare(candidates_[i]); },
        [] {});
    say(fmt::format("{} candidate tests written and answered by the oracle", candidates_.size()));
  }

  /// The --exhaustive scope's every input, in enumeration order, packed into required
  /// candidates of whole items with at most kExhaustiveUnits units each.
  void add_exhaustive() {
    if (!opt_.exhaustive) return;
    std::unique_ptr<const Enumeration> e;
    try {
      e = problem_.enumerate(*opt_.exhaustive, opt_.params);
    } catch (const std::invalid_argument& ex) {
      throw std::invalid_argument(
          fmt::format("--exhaustive {}: {}", opt_.exhaustive->cells, ex.what()));
    }
    if (!e) throw std::invalid_argument(problem_.name() + " has no enumeration (--exhaustive)");
    std::vector<std::pair<std::uint64_t, std::uint64_t>> packs;
    for (std::uint64_t begin = 0; begin < e->size();) {
      std::uint64_t end = begin;
      std::size_t units = 0;
      while (end < e->size() && (units == 0 || units + e->units(end) <= kExhaustiveUnits))
        units += e->units(end++);
      packs.emplace_back(begin, end);
      begin = end;
    }
    for (std::size_t k = 0; k < packs.size(); ++k) {
      const auto [begin, end] = packs[k];
      Candidate c;
      c.test.name = fmt::format("exhaustive-{}-of-{}", k + 1, packs.size());
      c.test.purpose = fmt::format("{} ({} {} to {} of {}, in size order)", e->scope(),
                                   e->items_name(), begin + 1, end, e->size());
      c.test.input = e->input(begin, end);
      c.test.required = true;
      candidates_.push_back(std::move(c));
    }
    say(fmt::format("exhaustive: {} {} of {} in {} candidate test{}", e->size(), e->items_name(),
                    e->scope(), packs.size(), packs.size() == 1 ? "" : "s"));
  }

  /// The tests the set in --out keeps (pinned, or they killed a known-wrong program) and the
  /// --add pins, as required candidates; an input already among the candidates is marked so.
  void add_kept(const ExistingSet& set, const std::vector<Pin>& pins) {
    std::set<std::string> on_disk;
    for (const SetTest& t : set.tests)
      if (t.present) on_disk.insert(t.text);
    for (Candidate& c : candidates_) c.in_set = on_disk.count(c.text) != 0;
    for (const SetTest& t : set.tests) {
      if (t.pinned.is_null() && t.kept_for.empty()) continue;
      if (!t.present) {
        out_ << "  " << t.file << " (" << t.name << ") is gone from " << opt_.out_dir
             << ": no longer kept\n";
        continue;
      }
      const ReadResult r = problem_.read(t.text, opt_.params, ReadOptions{});
      if (r.error)
        throw std::invalid_argument(fmt::format("{}: {} (a test the set keeps; mend or delete it)",
                                                (fs::path(opt_.out_dir) / t.file).string(),
                                                r.error->to_string()));
      TestCandidate test{t.name, "", r.input, false, true};
      for (const json::Json& e : set.manifest.at("tests"))
        if (e.value("file", "") == t.file) test.purpose = e.value("purpose", "");
      keep(std::move(test), t.pinned, t.kept_for, "");
    }
    for (const Pin& pin : pins) {
      for (const std::string& n : pin.notes) out_ << "  " << pin.path << ": " << n << '\n';
      keep(TestCandidate{pin.name, pin_purpose(pin), pin.input, false, true}, pin.pinned, {},
           pin.path);
    }
  }

  /// llk's reference and every --keep program on every candidate.
  void run_reference_and_keep() {
    reference_.solver = problem_.default_solver(candidates_.front().test.input)->short_name();
    reference_.limits = opt_.limits;
    engine_detail::parallel(
        candidates_.size(), jobs_, [&](std::size_t, std::size_t i) { measure(candidates_[i]); },
        [] {});
    const auto keep = std::count_if(programs_.begin(), programs_.end(),
                                    [](const Program& p) { return p.role == Role::keep; });
    say(fmt::format("llk's reference ({}) and {} program{} known right ran on every candidate",
                    reference_.solver, keep, keep == 1 ? "" : "s"));
  }

  /// Each mutant and --kill program on the candidates in trial order, up to its first kill.
  void hunt() {
    const std::vector<std::size_t> order = trial_order(candidates_);
    std::vector<std::size_t> hunted;
    for (std::size_t p = 0; p < programs_.size(); ++p)
      if (programs_[p].role != Role::keep) hunted.push_back(p);
    std::atomic<std::size_t> done{0};
    const bool live = opt_.progress && ::isatty(2);  // a log gets a line every 5 s, no last one
    Progress progress(err_, live, 5, "llk testset", 0, false);
    engine_detail::parallel(
        hunted.size(), jobs_,
        [&](std::size_t, std::size_t i) {
          Program& p = programs_[hunted[i]];
          auto s = subject(p.options);
          for (const std::size_t ci : order) {
            const Candidate& c = candidates_[ci];
            if (!c.left_out.empty()) continue;
            const Verdict v = s->run(c.test.input, c.expected);
            if (counts(v, c)) {
              p.killed_by = static_cast<int>(ci);
              p.kill_kind = v.kind;
              p.kill_detail = v.detail;
              break;
            }
          }
          ++done;
        },
        [&] {
          if (opt_.progress)
            progress.tick(fmt::format("{} of {} programs tried", done.load(), hunted.size()));
        });
    if (live) progress.finish(fmt::format("{} of {} programs tried", done.load(), hunted.size()));
  }

  /// Each --kill program no candidate fails: stressed, its failure minimized and, when it is
  /// valid judge data, kept as a test of its own.
  void stress_the_survivors() {
    for (std::size_t pi = 0; pi < programs_.size(); ++pi) {
      Program& p = programs_[pi];
      if (p.role != Role::kill || p.killed_by >= 0) continue;
      const fs::path dir = fs::path(opt_.out_dir) / fmt::format(".stress-{}", pi + 1);
      fs::remove_all(dir);
      StressOptions so;
      so.subject = p.options;
      so.params = opt_.params;
      so.budget_seconds = opt_.kill_seconds;
      so.seed = mix(seed_ ^ (pi + 1));
      so.jobs = jobs_;
      so.out_dir = dir.string();
      so.max_bugs = 1;
      so.progress = opt_.progress;
      say(fmt::format("no candidate fails {}: stress for up to {:.0f} s (seed {})", p.label,
                      opt_.kill_seconds, *so.seed));
      std::ostringstream log;
      run_stress(problem_, so, log, err_);
      const std::vector<std::string> found =
          fs::exists(dir) ? find_artifacts(dir.string()) : std::vector<std::string>{};
      if (found.empty()) {
        p.notes.push_back(fmt::format("stress found no failure in {:.0f} s (seed {})",
                                      opt_.kill_seconds, *so.seed));
        fs::remove_all(dir);
        continue;
      }
      StoredInput stored = read_input(found.front(), nullptr, problem_, opt_.params);
      fs::remove_all(dir);
      Candidate c;
      c.test = {fmt::format("kill-{}", pi + 1),
                "the minimized failure of " + p.label + ", found by stress (seed " +
                    std::to_string(*so.seed) + ")",
                stored.input, false, true};
      prepare(c);
      if (!c.left_out.empty()) {
        p.notes.push_back("its minimized failure is no valid test: " + c.left_out);
        continue;
      }
      c.test.heavy = c.text.size() > (std::size_t{1} << 20);
      measure(c);
      if (!c.left_out.empty()) {
        p.notes.push_back("its minimized failure is left out: " + c.left_out);
        continue;
      }
      const Verdict v = subject(p.options)->run(c.test.input, c.expected);
      if (!counts(v, c)) {
        p.notes.push_back("its minimized failure did not recur under the judge's limits");
        continue;
      }
      p.killed_by = static_cast<int>(candidates_.size());
      p.kill_kind = v.kind;
      p.kill_detail = v.detail;
      candidates_.push_back(std::move(c));
    }
  }

  /// The tests kept: the pinned and kill tests of the set in --out, the required candidates,
  /// then each first kill, within the file and byte limits; what does not fit is said.
  void choose() {
    std::set<std::size_t> wanted;
    std::vector<std::size_t> order;
    for (const bool kept : {true, false})
      for (std::size_t i = 0; i < candidates_.size(); ++i)
        if (candidates_[i].kept() == kept && candidates_[i].test.required &&
            candidates_[i].left_out.empty() && wanted.insert(i).second)
          order.push_back(i);
    std::vector<std::size_t> kills;
    for (const Program& p : programs_)
      if (p.killed_by >= 0) kills.push_back(static_cast<std::size_t>(p.killed_by));
    for (const std::size_t k : kills)
      if (wanted.insert(k).second) order.push_back(k);
    std::int64_t bytes = 0;
    for (const std::size_t i : order) {
      const Candidate& c = candidates_[i];
      const auto size = static_cast<std::int64_t>(c.text.size());
      if (static_cast<int>(chosen_.size()) >= opt_.max_files || bytes + size > opt_.max_bytes) {
        dropped_.push_back(i);
        continue;
      }
      bytes += size;
      chosen_.push_back(i);
    }
    // Light tests first, then the heavy, each group in the order chosen.
    std::stable_partition(chosen_.begin(), chosen_.end(),
                          [&](std::size_t i) { return !candidates_[i].test.heavy; });
    for (Program& p : programs_) {
      if (p.killed_by < 0) continue;
      const auto k = static_cast<std::size_t>(p.killed_by);
      if (std::find(chosen_.begin(), chosen_.end(), k) == chosen_.end()) {
        p.notes.push_back("the test that kills it (" + candidates_[k].test.name +
                          ") did not fit in --max-files / --max-bytes");
        p.killed_by = -1;
      } else {
        Candidate& c = candidates_[k];
        c.kills.push_back(p.label);
        if (p.role == Role::kill &&
            std::find(c.kept_for.begin(), c.kept_for.end(), p.label) == c.kept_for.end())
          c.kept_for.push_back(p.label);
      }
    }
  }

  /// Names the tests chosen (a set in --out keeps its names; new tests are numbered after its
  /// highest), writes NN.in, NN.out and manifest.json, and removes the old files no test keeps.
  void write(const ExistingSet& set);

  /// --add into the set in --out as it is: each pin checked, answered, run by llk's reference
  /// and written after the highest test; nothing else changes. The exit status.
  int append(ExistingSet& set, const std::vector<Pin>& pins);

  /// The tables: the tests kept, the kills, what is missing. True when the set is adequate.
  bool report(double seconds);

 private:
  /// The table of the tests kept; their bytes in all.
  std::int64_t print_tests();
  /// The table of the programs and the test that killed each; true when every one to kill is.
  bool print_kills();
  /// The unit classes that cannot occur under the parameters, and those no test holds.
  void print_classes();
  /// One test's entry in manifest.json, its file `file`.
  json::Json test_entry(const Candidate& c, const std::string& file) const;

  void add_program(Role role, const SubjectOptions& options) {
    programs_.emplace_back();
    programs_.back().role = role;
    programs_.back().options = options;
  }

  /// `test` as a required candidate kept on every rebuild, or the candidate of the same input
  /// marked so; `pin_path` (for --add) says when it is there already.
  void keep(TestCandidate test, const json::Json& pinned, const std::vector<std::string>& kept_for,
            const std::string& pin_path) {
    const std::string text = problem_.write(test.input);
    auto same = std::find_if(candidates_.begin(), candidates_.end(),
                             [&](const Candidate& c) { return c.text == text; });
    if (same == candidates_.end()) {
      candidates_.emplace_back();
      same = candidates_.end() - 1;
      test.heavy = text.size() > (std::size_t{1} << 20);
      same->test = std::move(test);
      same->in_set = pin_path.empty();  // kept from the set on disk
      prepare(*same);
    } else if (!pin_path.empty()) {
      out_ << "  " << pin_path << ": "
           << (same->pinned.is_null()
                   ? "already a test of the set (" + same->test.name + "): pinned now"
                   : "already pinned (" + same->test.name + "): nothing to add")
           << '\n';
    }
    same->test.required = true;
    if (same->pinned.is_null()) same->pinned = pinned;
    for (const std::string& k : kept_for)
      if (std::find(same->kept_for.begin(), same->kept_for.end(), k) == same->kept_for.end())
        same->kept_for.push_back(k);
  }

  void say(const std::string& line) {
    if (opt_.progress) err_ << "llk testset: " << line << '\n';
  }

  std::unique_ptr<Subject> subject(const SubjectOptions& s) const {
    return make_judged_subject(problem_, s, llk_, opt_.params);
  }

  /// Its text, validity, the oracle's answers and its unit classes.
  void prepare(Candidate& c) const {
    c.text = problem_.write(c.test.input);
    const std::vector<ParseError> v = problem_.validate(c.text, ReadOptions{});
    if (!v.empty()) {
      c.left_out = "not valid judge data: " + v.front().to_string();
      return;
    }
    c.expected = problem_.oracle(c.test.input);
    for (std::size_t u = 0; u < c.expected.lines.size(); ++u) {
      const std::string cls = problem_.classify(c.test.input, u, c.expected);
      if (!cls.empty()) ++c.classes[cls];
    }
  }

  /// llk's reference on `c` (its CPU time and memory) and every --keep program: a candidate
  /// either fails is left out, and said.
  void measure(Candidate& c) {
    if (!c.left_out.empty()) return;
    const Verdict r = subject(reference_)->run(c.test.input, c.expected);
    c.reference_cpu = r.cpu_seconds;
    c.reference_memory = r.memory_bytes;
    if (r.failed()) {
      c.left_out =
          fmt::format("llk's reference ({}) fails it: {}: {}", reference_.solver, r.kind, r.detail);
      problems_found_ = true;
      return;
    }
    for (Program& p : programs_) {
      if (p.role != Role::keep) continue;
      const Verdict v = subject(p.options)->run(c.test.input, c.expected);
      if (!v.failed()) continue;
      std::lock_guard<std::mutex> lock(notes_mutex_);
      problems_found_ = true;
      if (c.kept()) {  // a test the set keeps is the truth: the program is wrong
        p.notes.push_back("fails " + c.test.name + ", a test the set keeps: " + v.kind + ": " +
                          v.detail);
        continue;
      }
      c.left_out = fmt::format("{} (known right) fails it: {}: {}", p.label, v.kind, v.detail);
      p.notes.push_back("fails candidate " + c.test.name + ": " + v.kind + ": " + v.detail +
                        " (the candidate is left out)");
      return;
    }
  }

  /// True when `v` is a kill that counts: a verdict of a limit only where the reference is fast.
  bool counts(const Verdict& v, const Candidate& c) const {
    if (!v.failed()) return false;
    if (v.kind == failure_kind::time_limit || v.kind == failure_kind::idle)
      return c.reference_cpu <= opt_.reference_share * limits_.cpu_seconds;
    if (v.kind == failure_kind::memory_limit)
      return limits_.memory_bytes > 0 &&
             static_cast<double>(c.reference_memory) <=
                 std::max(0.5, opt_.reference_share) * static_cast<double>(limits_.memory_bytes);
    return true;
  }

  /// The unit classes the parameters rule out, with why.
  std::vector<std::pair<std::string, std::string>> impossible_classes() const {
    std::vector<std::pair<std::string, std::string>> out;
    const Params params =
        candidates_.empty() ? opt_.params : problem_.params(candidates_.front().test.input);
    for (const auto& [cls, what] : problem_.unit_classes())
      if (auto why = problem_.class_impossible(cls, params)) out.emplace_back(cls, *why);
    return out;
  }

  /// The unit classes that can occur and no chosen test holds.
  std::vector<std::string> missing_classes() const {
    std::set<std::string> held;
    for (const std::size_t i : chosen_)
      for (const auto& [cls, n] : candidates_[i].classes) held.insert(cls);
    for (const auto& [cls, why] : impossible_classes()) held.insert(cls);
    std::vector<std::string> missing;
    for (const auto& [cls, what] : problem_.unit_classes())
      if (!held.count(cls)) missing.push_back(cls);
    return missing;
  }

  /// The manifest.json of the set: tests, programs and the classes, as data.
  std::string manifest() const;

  const Problem& problem_;
  const TestsetOptions& opt_;
  std::uint64_t seed_;
  std::ostream& out_;
  std::ostream& err_;
  std::string llk_;
  RunLimits limits_;
  int jobs_;
  std::vector<Candidate> candidates_;
  std::vector<Program> programs_;
  std::vector<std::pair<std::string, std::string>> unjudged_;  ///< mutant, why no test kills it
  std::vector<std::size_t> chosen_, dropped_;
  std::vector<std::string> removed_;  ///< the old set's files no test keeps, removed
  std::map<std::size_t, std::string> file_of_;
  std::atomic<bool> problems_found_{false};
  SubjectOptions reference_;  ///< llk's fastest production solver, run as a program
  std::mutex notes_mutex_;
};

}  // namespace llk::testset_detail
