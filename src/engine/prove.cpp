/// `llk prove`: every item of a problem's enumeration up to a scope through one subject on
/// `jobs` threads, packed into inputs of many units; a certificate, or the first failing item.

#include "llk/engine/prove.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <map>
#include <mutex>
#include <optional>
#include <ostream>
#include <thread>
#include <variant>

#include "llk/core/duration.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/core/progress.hpp"
#include "llk/core/version.hpp"
#include "llk/core/workers.hpp"
#include "llk/engine/differential.hpp"

namespace llk {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kUnitsInProcess = 4096;
constexpr std::size_t kUnitsPerProgramRun = 65536;

/// Items [begin, end) of one packed input.
struct Chunk {
  std::uint64_t begin = 0;
  std::uint64_t end = 0;
};

/// The first failure met, by item.
struct Found {
  std::uint64_t item = 0;
  std::size_t unit = 0;  ///< within the chunk's input
  Chunk chunk;
  Verdict verdict;
};

/// "1m05s", "3.2 s": a duration for the progress line.
std::string short_duration(double s) {
  if (s < 60) return fmt::format("{:.0f} s", s);
  if (s < 3600) return fmt::format("{}m{:02}s", static_cast<int>(s) / 60, static_cast<int>(s) % 60);
  return fmt::format("{}h{:02}m", static_cast<int>(s) / 3600, static_cast<int>(s) / 60 % 60);
}

/// One proof run: hands out chunks in order, checks them, counts, and keeps the first failure.
class ProveRun {
 public:
  ProveRun(const Problem& problem, const Enumeration& e, Chunk range, std::size_t pack)
      : problem_(problem), e_(e), range_(range), pack_(pack), next_(range.begin) {
    for (std::uint64_t i = range.begin; i < range.end && i < range.begin + kUnitSampling; ++i)
      sampled_units_ += e.units(i);
  }

  /// Checks chunks with `s` until none is left or one past a failure would come next.
  void work(Subject& s) {
    for (std::optional<Chunk> c = take(); c; c = take()) check(s, *c);
  }

  std::optional<Found> found() const { return found_; }
  std::uint64_t items() const { return items_; }
  std::uint64_t units() const { return units_; }
  std::uint64_t cases() const { return cases_; }
  const std::map<std::string, std::uint64_t>& classes() const { return classes_; }
  /// Units the whole range holds, estimated from its first items when it is large.
  double expected_units() const {
    const std::uint64_t n = range_.end - range_.begin;
    const std::uint64_t sampled = std::min<std::uint64_t>(n, kUnitSampling);
    return sampled == 0 ? 0.0 : static_cast<double>(sampled_units_) * n / sampled;
  }

 private:
  /// Units per item are counted for at most this many items (the ETA's estimate).
  static constexpr std::uint64_t kUnitSampling = 1u << 22;

  std::optional<Chunk> take() {
    std::lock_guard lock(mu_);
    if (next_ >= range_.end || (found_ && next_ > found_->item)) return std::nullopt;
    Chunk c{next_, next_};
    std::size_t units = 0;
    while (c.end < range_.end && (units == 0 || units + e_.units(c.end) <= pack_))
      units += e_.units(c.end++);
    next_ = c.end;
    return c;
  }

  void check(Subject& s, const Chunk& c) {
    const Input input = e_.input(c.begin, c.end);
    Expected expected;
    Verdict v;
    try {
      v = judge_with_oracle(problem_, s, input, expected);
    } catch (const std::exception& ex) {
      v.stop_at(0, failure_kind::exception, ex.what());
    }
    if (v.failed()) return failed(c, v);
    std::map<std::string, std::uint64_t> mine;
    const std::size_t n = problem_.units(input);
    for (std::size_t u = 0; u < n; ++u) ++mine[problem_.classify(input, u, expected)];
    std::lock_guard lock(mu_);
    for (const auto& [cls, k] : mine) classes_[cls] += k;
    items_ += c.end - c.begin;
    units_ += n;
    cases_ += problem_.cases(input);
  }

  void failed(const Chunk& c, const Verdict& v) {
    std::size_t unit = v.first_bad_unit;
    for (std::size_t u : v.bad_units) unit = std::min(unit, u);
    std::uint64_t item = c.begin;
    for (std::size_t before = 0; item + 1 < c.end && before + e_.units(item) <= unit; ++item)
      before += e_.units(item);
    std::lock_guard lock(mu_);
    if (!found_ || item < found_->item) found_ = Found{item, unit, c, v};
  }

  const Problem& problem_;
  const Enumeration& e_;
  const Chunk range_;
  const std::size_t pack_;
  std::uint64_t sampled_units_ = 0;
  std::mutex mu_;
  std::uint64_t next_;
  std::optional<Found> found_;
  std::map<std::string, std::uint64_t> classes_;
  std::atomic<std::uint64_t> items_{0}, units_{0}, cases_{0};
};

/// The items a run covers: the shard's equal share of the enumeration, from --from, at most
/// --items of them; an error in words when the options name none.
std::variant<Chunk, std::string> range_of(const Enumeration& e, const ProveOptions& opt) {
  const std::uint64_t n = e.size();
  const auto k = static_cast<unsigned __int128>(opt.shard.index);
  const auto parts = static_cast<unsigned __int128>(std::max(1, opt.shard.count));
  Chunk r{static_cast<std::uint64_t>(n * k / parts),
          static_cast<std::uint64_t>(n * (k + 1) / parts)};
  if (opt.from > 0) {
    if (opt.from < r.begin || opt.from >= r.end)
      return fmt::format("--from {} is outside the items {} to {} of this part", opt.from, r.begin,
                         r.end == 0 ? 0 : r.end - 1);
    r.begin = opt.from;
  }
  if (opt.max_items > 0) r.end = std::min(r.end, r.begin + opt.max_items);
  if (r.begin >= r.end) return std::string("the scope holds no item to prove");
  return r;
}

/// Runs one worker per subject over the run on core's pool, with the progress line on `err`:
/// items done, units, their rate and the time left.
void prove_on_workers(ProveRun& run, std::vector<std::unique_ptr<Subject>>& subjects,
                      const Enumeration& e, const Problem& problem, std::uint64_t range_items,
                      bool progress, std::ostream& err) {
  Progress line(err, progress && ::isatty(2), 10, "llk prove " + problem.name(), 0, false);
  const auto start = Clock::now();
  const auto fields = [&] {
    const double secs = std::chrono::duration<double>(Clock::now() - start).count();
    const double rate = run.units() / std::max(secs, 1e-9);
    const double left = std::max(0.0, run.expected_units() - static_cast<double>(run.units()));
    return fmt::format("{} of {} {} ({:.1f}%) | {} {} ({:.0f}/s) | ETA {}", run.items(),
                       range_items, e.items_name(),
                       100.0 * run.items() / std::max<std::uint64_t>(1, range_items), run.units(),
                       problem.units_name(), rate, rate > 0 ? short_duration(left / rate) : "?");
  };
  run_workers(
      static_cast<int>(subjects.size()),
      [&](int j) { run.work(*subjects[static_cast<std::size_t>(j)]); },
      [&] {
        if (progress) line.tick(fields());
      });
  if (progress) line.finish(fields());
}

/// The first failing item made into an artifact: alone when it fails alone (its failing unit
/// isolated), else with the items of its input before it (a subject that keeps state).
ProveResult report_failure(const Problem& problem, const Enumeration& e, Subject& s, const Found& f,
                           const ProveOptions& opt) {
  std::size_t before = 0;
  for (std::uint64_t i = f.chunk.begin; i < f.item; ++i) before += e.units(i);
  const Input alone = e.input(f.item, f.item + 1);
  Expected expected;
  const Verdict v = judge_with_oracle(problem, s, alone, expected);
  const Shrunk small =
      v.failed()
          ? shrink_unit(problem, s, alone, std::min(f.unit - before, problem.units(alone) - 1),
                        v.kind, 0)
          : shrink_unit(problem, s, e.input(f.chunk.begin, f.item + 1), f.unit, f.verdict.kind, 0);
  Failure a;
  a.kind = small.recurred ? small.verdict.kind : f.verdict.kind;
  a.name = {"prove", problem.name(), a.kind, std::to_string(f.item)};
  a.input = small.input;
  a.found_by = "prove";
  record_subject(a, s);
  a.detail = small.recurred ? small.verdict.detail : f.verdict.detail;
  if (!v.failed()) a.detail += " (it fails only after the items before it in one input)";
  a.got = small.verdict.got;
  a.rerun.llk_command = "prove";
  a.rerun.args = fmt::format("{} --from {} --items 1", e.flags(), f.item);
  a.extra.set("item", fmt::format("{} ({})", f.item, e.describe(f.item)));
  a.extra.set("scope", e.scope());
  ProveResult r;
  r.failed = true;
  r.failing_item = f.item;
  r.alone = v.failed();
  r.kind = a.kind;
  r.detail = fmt::format("{}: {}", e.describe(f.item), a.detail);
  r.artifact = write_failure(opt.out_dir, problem, a);
  return r;
}

/// The parameters in words: "rules=hdu turns=2", or "the defaults".
std::string params_text(const Params& params) {
  std::string s;
  for (const auto& [k, v] : params) s += fmt::format("{}{}={}", s.empty() ? "" : " ", k, v);
  return s.empty() ? "the default parameters" : s;
}

}  // namespace

ProveResult prove(const Problem& problem, const ProveOptions& opt, const SubjectMaker& make,
                  std::ostream& err) {
  ProveResult result;
  std::unique_ptr<const Enumeration> e;
  std::vector<std::unique_ptr<Subject>> subjects;
  Chunk range;
  try {
    e = problem.enumerate(opt.scope, opt.params);
    if (!e) throw std::invalid_argument(problem.name() + " has no enumeration to prove over");
    const auto r = range_of(*e, opt);
    if (const auto* why = std::get_if<std::string>(&r)) throw std::invalid_argument(*why);
    range = std::get<Chunk>(r);
    subjects.push_back(make());
    if (!subjects.front()->supports(e->input(range.begin, range.begin + 1)))
      throw std::invalid_argument(subjects.front()->label() + " does not support " +
                                  params_text(opt.params));
  } catch (const std::exception& ex) {
    result.error = ex.what();
    return result;
  }
  const int jobs = worker_count(opt.jobs);
  for (int j = 1; j < jobs; ++j) subjects.push_back(make());
  const std::size_t pack = opt.units_per_input > 0          ? opt.units_per_input
                           : subjects.front()->in_process() ? kUnitsInProcess
                                                            : kUnitsPerProgramRun;
  const auto start = Clock::now();
  ProveRun run(problem, *e, range, pack);
  prove_on_workers(run, subjects, *e, problem, range.end - range.begin, opt.progress, err);
  if (const std::optional<Found> f = run.found())
    return report_failure(problem, *e, *subjects.front(), *f, opt);
  Certificate& c = result.certificate;
  c.problem = problem.name();
  c.scope = e->scope();
  c.scope_flags = e->flags();
  c.items_name = e->items_name();
  c.units_name = problem.units_name();
  c.total = e->size();
  c.begin = range.begin;
  c.end = range.end;
  c.cases = run.cases();
  c.units = run.units();
  c.classes = run.classes();
  c.subject = subjects.front()->label();
  c.subject_flags = recorded_flags(*subjects.front());
  c.version = LLK_VERSION;
  c.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  c.finished = utc_now();
  return result;
}

int run_prove(const Problem& problem, const ProveOptions& opt, std::ostream& out,
              std::ostream& err) {
  const SubjectMaker make = [&] { return make_subject(problem, opt.subject); };
  const ProveResult r = prove(problem, opt, make, err);
  if (!r.error.empty()) {
    err << "llk prove: " << r.error << '\n';
    return kExitUsage;
  }
  if (r.failed) {
    out << fmt::format("FAILED at item {}: {}\n  artifact: {}\n  replay:   llk replay {}\n",
                       r.failing_item, r.detail, r.artifact, shell_quote(r.artifact));
    return kExitFailureFound;
  }
  out << certificate_text(r.certificate);
  try {
    if (!opt.json.empty()) write_file(opt.json, certificate_json(r.certificate));
  } catch (const std::exception& ex) {
    err << "llk prove: " << ex.what() << '\n';
    return kExitUsage;
  }
  return kExitOk;
}

int run_prove_merge(const ProveMergeOptions& opt, std::ostream& out, std::ostream& err) {
  std::vector<Certificate> parts;
  try {
    for (const std::string& path : opt.files) {
      try {
        parts.push_back(certificate_from_json(read_file(path)));
      } catch (const std::exception& ex) {
        throw std::invalid_argument(path + ": " + ex.what());
      }
    }
    const Certificate merged = merge_certificates(std::move(parts));
    out << certificate_text(merged);
    if (!opt.json.empty()) write_file(opt.json, certificate_json(merged));
  } catch (const std::exception& ex) {
    err << "llk prove --merge: " << ex.what() << '\n';
    return kExitUsage;
  }
  return kExitOk;
}

}  // namespace llk
