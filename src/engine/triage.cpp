/// `llk triage`: artifacts bucketed by the canonical form of their input, their kind and their
/// expected answers, whichever engine wrote them.

#include "llk/engine/triage.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/text.hpp"
#include "llk/engine/bugs.hpp"

namespace llk {

namespace {

/// A short stand-in for a bug key (a judge-size key is megabytes): two 64-bit hashes and the
/// length; a collision between two of a night's bugs is not a practical concern.
std::string digest(const std::string& key) {
  std::uint64_t fnv = 1469598103934665603ull;
  for (const unsigned char c : key) fnv = (fnv ^ c) * 1099511628211ull;
  return fmt::format("{:016x}{:016x}-{}", std::hash<std::string>{}(key), fnv, key.size());
}

/// The failing units an artifact stands for: its run's count (`failing-units: 12 queries`),
/// else 1.
std::size_t failing_units(const Fields& report) {
  const std::string n = report.get("failing-units");
  std::size_t units = 0;
  for (const char c : n) {
    if (c < '0' || c > '9') break;
    units = units * 10 + static_cast<std::size_t>(c - '0');
  }
  return std::max<std::size_t>(units, 1);
}

}  // namespace

Triage triage_artifacts(const ProblemRegistry& problems, const Problem& fallback,
                        const std::vector<std::string>& files, std::ostream& err,
                        const std::string& command) {
  Triage t;
  std::map<std::string, std::size_t> index;
  for (const std::string& file : files) {
    StoredInput s;
    try {
      s = read_input(file, &problems, fallback, {});
      if (!s.artifact) throw std::runtime_error(file + ": no NAME.out beside it");
    } catch (const std::exception& e) {
      err << command << ": " << e.what() << '\n';
      ++t.unreadable;
      continue;
    }
    ++t.read;
    Expected expected;
    expected.lines = s.expected;
    // Older artifacts say "crash" and "timeout": the same bugs as today's names.
    const std::string kind = s.report.get("kind", "unknown");
    // One program's bug: a limit is its kind alone (what it costs, whatever the input), any
    // other failure its minimized input, kind and answers.
    const std::string subject = s.report.get("subject", "-");
    const std::string key =
        digest(s.problem->name() + "\n" + subject + "\n" +
               (is_limit(kind) ? kind : bug_key(*s.problem, s.input, kind, expected)));
    const std::size_t cells = s.problem->cells(s.input);
    auto [it, fresh] = index.emplace(key, t.buckets.size());
    if (fresh) t.buckets.push_back({});
    TriageBucket& b = t.buckets[it->second];
    b.members.push_back(file);
    b.bug.hits += failing_units(s.report);
    // The smallest artifact stands for the bug.
    if (fresh || cells < b.cells) {
      b.cells = cells;
      b.problem = s.problem;
      b.subject = subject;
      b.bug.key = key;
      b.bug.kind = s.problem->name() + " " + kind;
      b.bug.unit_class = s.report.get("class");
      b.bug.expected = text::join(s.expected);
      b.bug.detail = s.report.get("detail");
      b.bug.size = s.problem->size_text(s.input);
      b.bug.artifact = file;
      b.bug.first_seen = s.report.get("found-by", "-");
    }
  }
  return t;
}

int run_triage(const ProblemRegistry& problems, const Problem& fallback, const TriageOptions& opt,
               std::ostream& out, std::ostream& err) {
  std::vector<std::string> files;
  try {
    for (const std::string& p : opt.paths)
      for (std::string& f : find_artifacts(p)) files.push_back(std::move(f));
  } catch (const std::exception& e) {
    err << "llk triage: " << e.what() << '\n';
    return kExitUsage;
  }
  const Triage t = triage_artifacts(problems, fallback, files, err);
  const std::vector<TriageBucket>& buckets = t.buckets;
  const std::size_t unreadable = t.unreadable;
  if (buckets.empty()) {
    out << fmt::format("llk triage: no readable artifact in {} file{}\n", files.size(),
                       files.size() == 1 ? "" : "s");
    return kExitUsage;
  }
  std::vector<Bug> bugs;
  for (const TriageBucket& b : buckets) bugs.push_back(b.bug);
  out << fmt::format("{} artifact{} in {} distinct bug{}{}:\n", files.size() - unreadable,
                     files.size() - unreadable == 1 ? "" : "s", bugs.size(),
                     bugs.size() == 1 ? "" : "s",
                     unreadable ? fmt::format(" ({} unreadable)", unreadable) : "");
  std::string table = bug_table(bugs);
  // "first seen" holds the engine that found it here.
  out << table;
  if (!opt.out_dir.empty()) {
    std::filesystem::create_directories(opt.out_dir);
    for (const TriageBucket& b : buckets) {
      const std::filesystem::path in(b.bug.artifact);
      for (const char* ext : {".in", ".out", ".txt"}) {
        std::filesystem::path from = in;
        from.replace_extension(ext);
        if (!std::filesystem::exists(from)) continue;
        std::filesystem::copy_file(from, std::filesystem::path(opt.out_dir) / from.filename(),
                                   std::filesystem::copy_options::overwrite_existing);
      }
    }
    out << fmt::format("one artifact per bug copied to {}\n", opt.out_dir);
  }
  return kExitOk;
}

}  // namespace llk
