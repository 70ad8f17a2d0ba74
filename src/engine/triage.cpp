/// `llk triage`: artifacts bucketed by the canonical form of their input, their kind and their
/// expected answers, whichever engine wrote them.

#include "llk/engine/triage.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <map>
#include <ostream>

#include "llk/core/exit_status.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/text.hpp"
#include "llk/engine/bugs.hpp"

namespace llk {

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
  struct Bucket {
    Bug bug;
    std::size_t cells = 0;
    std::vector<std::string> members;
  };
  std::map<std::string, std::size_t> index;
  std::vector<Bucket> buckets;
  int unreadable = 0;
  for (const std::string& file : files) {
    StoredInput s;
    try {
      s = read_input(file, &problems, fallback, {});
      if (!s.artifact) throw std::runtime_error(file + ": no NAME.out beside it");
    } catch (const std::exception& e) {
      err << "llk triage: " << e.what() << '\n';
      ++unreadable;
      continue;
    }
    Expected expected;
    expected.lines = s.expected;
    const std::string kind = s.report.get("kind", "unknown");
    const std::string key = s.problem->name() + "\n" + bug_key(*s.problem, s.input, kind, expected);
    const std::size_t cells = s.problem->cells(s.input);
    auto [it, fresh] = index.emplace(key, buckets.size());
    if (fresh) buckets.push_back({});
    Bucket& b = buckets[it->second];
    b.members.push_back(file);
    b.bug.hits += 1;
    // The smallest artifact stands for the bug.
    if (fresh || cells < b.cells) {
      b.cells = cells;
      b.bug.kind = s.problem->name() + " " + kind;
      b.bug.unit_class = s.report.get("class");
      b.bug.expected = text::join(s.expected);
      b.bug.size = s.problem->size_text(s.input);
      b.bug.artifact = file;
      b.bug.first_seen = s.report.get("found-by", "-");
    }
  }
  if (buckets.empty()) {
    out << fmt::format("llk triage: no readable artifact in {} file{}\n", files.size(),
                       files.size() == 1 ? "" : "s");
    return kExitUsage;
  }
  std::vector<Bug> bugs;
  for (const Bucket& b : buckets) bugs.push_back(b.bug);
  out << fmt::format("{} artifact{} in {} distinct bug{}{}:\n", files.size() - unreadable,
                     files.size() - unreadable == 1 ? "" : "s", bugs.size(),
                     bugs.size() == 1 ? "" : "s",
                     unreadable ? fmt::format(" ({} unreadable)", unreadable) : "");
  std::string table = bug_table(bugs);
  // "first seen" holds the engine that found it here.
  out << table;
  if (!opt.out_dir.empty()) {
    std::filesystem::create_directories(opt.out_dir);
    for (const Bucket& b : buckets) {
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
