/// The one failure writer (names, seeds and reproduce lines are made here only), and inputs
/// (artifacts or plain judge inputs) read back.

#include "llk/core/failure.hpp"

#include <fmt/format.h>

#include <cctype>
#include <filesystem>
#include <stdexcept>

#include "llk/core/files.hpp"
#include "llk/core/seed.hpp"
#include "llk/core/text.hpp"

namespace llk {
namespace {

/// `word` with every character but letters, digits, '-' and '_' made '-'.
std::string file_safe(std::string word) {
  for (char& c : word)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '_') c = '-';
  return word;
}

/// The first 12 hex digits of the FNV-1a hash of `text`: one name per input, found twice.
std::string short_hash(const std::string& text) {
  return fmt::format("{:016x}", hash_name(text)).substr(0, 12);
}

std::string raw_path(const std::string& dir, const std::string& name) {
  return (std::filesystem::path(dir) / (name + ".raw")).string();
}

}  // namespace

std::string failure_name(const Problem& problem, const Failure& f) {
  std::string name;
  for (const std::string& w : f.name)
    if (!w.empty()) name += (name.empty() ? "" : "-") + file_safe(w);
  if (f.name_hash || !f.name_hash_of.empty()) {
    std::string key = f.name_hash_of;
    if (key.empty()) {
      key = problem.canonical(f.input);
      for (const auto& [k, v] : problem.params(f.input)) key += k + "=" + v + ";";
    }
    name += (name.empty() ? "" : "-") + short_hash(key);
  }
  if (name.empty()) throw std::invalid_argument("write_failure: the failure has no name");
  return name;
}

std::string reproduce_line(const Problem& problem, const Failure& f, const std::string& dir) {
  const Rerun& r = f.rerun;
  std::string line;
  if (!r.llk_command.empty()) {
    line = "llk " + r.llk_command + " --problem " + problem.name();
    for (const std::string* part : {&r.operands, &f.subject_flags, &r.args})
      if (!part->empty()) line += " " + *part;
  } else {
    line = r.program;
    if (r.raw_argument) line += " " + shell_quote(raw_path(dir, failure_name(problem, f)));
  }
  if (line.empty()) return line;
  return rerun_command(line, r.rc_params, r.seed_env ? f.seed : std::nullopt);
}

std::string rerun_command(const std::string& command, const std::string& rc_params,
                          std::optional<std::uint64_t> seed) {
  std::string line = command;
  if (seed) line = fmt::format("LLK_SEED={} {}", *seed, line);
  if (!rc_params.empty()) line = "RC_PARAMS=\"" + rc_params + "\" " + line;
  return line;
}

std::string write_failure(const std::string& dir, const Problem& problem, const Failure& f) {
  ArtifactFiles a;
  a.name = failure_name(problem, f);
  a.input = problem.write(f.input);
  a.answers = problem.oracle(f.input).lines;
  Fields& r = a.report;
  r.set("problem", problem.name());
  r.set("kind", f.kind);
  for (const auto& [k, v] : problem.params(f.input)) r.set(k, v);
  r.set("found-by", f.found_by);
  r.set("subject", f.subject);
  if (!f.subject_flags.empty()) r.set("subject-flags", f.subject_flags);
  if (!f.working_dir.empty()) r.set("wd", f.working_dir);
  r.set("detail", f.detail);
  if (!f.got.empty()) r.set("got", text::join_answers(f.got));
  const std::size_t cells = problem.cells(f.input);
  r.set("size",
        fmt::format("{}, {} cell{}", problem.size_text(f.input), cells, cells == 1 ? "" : "s"));
  if (f.seed)
    r.set("seed", f.work_item ? fmt::format("{} (work item {})", *f.seed, *f.work_item)
                              : std::to_string(*f.seed));
  if (std::string line = reproduce_line(problem, f, dir); !line.empty()) r.set("reproduce", line);
  for (const auto& [k, v] : f.extra.all()) r.set(k, v);
  const std::string in_path = (std::filesystem::path(dir) / (a.name + ".in")).string();
  // Replay runs the subject recorded in subject-flags again by default; a subject that lives in
  // another process (check_solver's) is found again by its `reproduce:` command instead.
  if (!f.subject_flags.empty()) r.set("replay", "llk replay " + shell_quote(in_path));
  const std::string written = write_artifact_files(dir, a);
  if (!f.raw.empty()) write_file(raw_path(dir, a.name), f.raw);
  return written;
}

StoredInput read_input(const std::string& path, const ProblemRegistry* problems,
                       const Problem& fallback, const Params& params) {
  StoredFiles files = read_artifact_files(path);
  StoredInput s;
  s.problem = &fallback;
  s.artifact = files.has_out;
  s.has_report = files.has_report;
  s.report = files.files.report;
  if (const std::string* name = s.report.find("problem"); name && problems) {
    const ProblemInfo* info = problems->find(*name);
    if (!info)
      throw std::runtime_error(path + ": the report names an unknown problem '" + *name + "'");
    s.problem = info->problem.get();
  }
  Params merged;
  for (const auto& [k, v] : s.problem->param_defaults())
    if (const std::string* given = s.report.find(k)) merged[k] = *given;
  for (const auto& [k, v] : params) merged[k] = v;
  ReadResult r;
  try {
    r = s.problem->read(files.files.input, merged, ReadOptions{true, 2048});
  } catch (const std::invalid_argument& e) {
    throw std::runtime_error(path + ": " + e.what());
  }
  if (r.error) throw std::runtime_error(path + ": " + r.error->to_string());
  s.input = std::move(r.input);
  if (s.problem->cases(s.input) == 0) throw std::runtime_error(path + ": no case in the input");
  if (s.artifact) {
    s.expected = std::move(files.files.answers);
    const std::size_t units = s.problem->units(s.input);
    if (s.expected.size() != units)
      throw std::runtime_error(fmt::format("{}: {} answers for {} {}", path, s.expected.size(),
                                           units, s.problem->units_name()));
  }
  return s;
}

}  // namespace llk
