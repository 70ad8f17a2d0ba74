/// Failures as artifacts on disk, and inputs (artifacts or plain judge inputs) read back.

#include "llk/engine/failure.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <stdexcept>

#include "llk/core/files.hpp"
#include "llk/core/text.hpp"

namespace llk {

std::string write_failure(const std::string& dir, const Problem& problem, const Failure& f) {
  ArtifactFiles a;
  a.name = f.name;
  a.input = problem.write(f.input);
  a.answers = problem.oracle(f.input).lines;
  Fields& r = a.report;
  r.set("problem", problem.name());
  r.set("kind", f.kind);
  for (const auto& [k, v] : problem.params(f.input)) r.set(k, v);
  r.set("found-by", f.found_by);
  r.set("subject", f.subject);
  if (!f.subject_flags.empty()) r.set("subject-flags", f.subject_flags);
  r.set("detail", f.detail);
  if (!f.got.empty()) r.set("got", text::join_answers(f.got));
  const std::size_t cells = problem.cells(f.input);
  r.set("size",
        fmt::format("{}, {} cell{}", problem.size_text(f.input), cells, cells == 1 ? "" : "s"));
  if (!f.seed.empty()) r.set("seed", f.seed);
  if (!f.reproduce.empty()) r.set("reproduce", f.reproduce);
  for (const auto& [k, v] : f.extra.all()) r.set(k, v);
  const std::string in_path = (std::filesystem::path(dir) / (f.name + ".in")).string();
  // Replay runs the subject recorded in subject-flags again by default; a subject that lives in
  // another process (check_solver's) is found again by its `reproduce:` command instead.
  if (!f.subject_flags.empty()) r.set("replay", "llk replay " + shell_quote(in_path));
  return write_artifact_files(dir, a);
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
