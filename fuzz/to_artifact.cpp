/// llk-fuzz-artifact TARGET CRASH [DETAIL]: turns a (minimized) libFuzzer crash input of target
/// NAME_WHAT (a registered problem's reader, pipeline or differential) into the failure artifact
/// NAME.in/.out/.txt in $LLK_FUZZ_ARTIFACT_DIR, keeping the exact bytes beside it as NAME.raw;
/// prints NAME.in. The kind comes from libFuzzer's name for the file (timeout-, slow-unit-,
/// oom-, leak-, crash-): a timeout is no crash.

#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "fuzz_support.hpp"
#include "llk/core/files.hpp"
#include "llk/problems.hpp"

namespace {

/// The failure kind and default detail of a libFuzzer artifact, from its file name's prefix.
std::pair<const char*, const char*> kind_of_file(const std::string& path) {
  const std::string name = path.substr(path.rfind('/') + 1);
  auto starts = [&](const char* prefix) { return name.rfind(prefix, 0) == 0; };
  if (starts("timeout-"))
    return {llk::failure_kind::time_limit, "libFuzzer timeout: one input ran past -timeout"};
  if (starts("slow-unit-"))
    return {llk::failure_kind::time_limit, "libFuzzer slow unit: past -report_slow_units"};
  if (starts("oom-"))
    return {llk::failure_kind::memory_limit, "libFuzzer out of memory: past -rss_limit_mb"};
  if (starts("leak-")) return {llk::failure_kind::runtime_error, "LeakSanitizer: memory leak"};
  return {llk::failure_kind::runtime_error, "libFuzzer crash"};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: llk-fuzz-artifact PROBLEM_reader|PROBLEM_pipeline|PROBLEM_differential "
                 "CRASH [DETAIL]\n");
    return 2;
  }
  const std::string target = argv[1];
  const auto cut = target.find('_');
  const llk::ProblemInfo* info =
      cut == std::string::npos ? nullptr : llk::problems().find(target.substr(0, cut));
  const std::string what = cut == std::string::npos ? "" : target.substr(cut + 1);
  if (info == nullptr || (what != "reader" && what != "pipeline" && what != "differential")) {
    std::string names;
    for (const std::string& n : llk::problems().names()) names += (names.empty() ? "" : ", ") + n;
    std::fprintf(stderr,
                 "llk-fuzz-artifact: unknown target '%s' (PROBLEM_reader, PROBLEM_pipeline or "
                 "PROBLEM_differential, PROBLEM one of: %s)\n",
                 target.c_str(), names.c_str());
    return 2;
  }
  const llk::Problem& problem = *info->problem;
  const std::string bytes = llk::read_file(argv[2]);
  const auto [kind, what_happened] = kind_of_file(argv[2]);
  const std::string detail = argc > 3 ? argv[3] : what_happened;
  llk::Failure a;
  a.found_by = "libfuzzer";
  a.kind = kind;
  a.detail = detail;
  a.rerun.program = "fuzz_" + target + " NAME.raw";
  a.name = {"fuzz", target};
  a.name_hash_of = bytes;
  a.raw = bytes;
  if (what == "differential") {
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    const std::optional<llk::Input> decoded = problem.decode({data, bytes.size()});
    if (!decoded) {
      std::fprintf(stderr, "llk-fuzz-artifact: the %s problem decodes no fuzzer bytes\n",
                   problem.name().c_str());
      return 2;
    }
    const llk::Input& input = *decoded;
    const llk::Expected expected = problem.oracle(input);
    for (const auto& s : llk::fuzz::subjects(problem)) {
      if (!s->supports(input)) continue;
      const llk::Verdict v = s->run(input, expected);
      if (!v.failed()) continue;
      std::printf("%s\n", llk::fuzz::write_minimized_artifact(problem, *s, input, v, "libfuzzer",
                                                              a.rerun.program)
                              .c_str());
      return 0;
    }
    a.input = input;  // no disagreement now: a sanitizer crash, kept as decoded
    a.subject = "production solvers";
  } else {
    llk::ReadOptions relaxed;
    relaxed.relaxed = true;
    relaxed.memory_cap_mb = 256;
    a.input = problem.read(bytes, {}, relaxed).input;
    a.subject =
        what == "pipeline" ? "llk solve (default solver)" : problem.name() + " judge-format reader";
  }
  std::printf("%s\n", llk::write_failure(llk::fuzz::artifact_dir(), problem, a).c_str());
  return 0;
}
