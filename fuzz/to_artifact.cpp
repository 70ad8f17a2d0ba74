/// llk-fuzz-artifact TARGET CRASH [DETAIL]: turns a (minimized) libFuzzer crash input of target
/// parse, differential, pipeline or a problem's NAME_reader into the failure artifact
/// NAME.in/.out/.txt in $LLK_FUZZ_ARTIFACT_DIR, keeping the exact bytes beside it as NAME.raw;
/// prints NAME.in.

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "llk/core/files.hpp"
#include "llk/problems.hpp"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: llk-fuzz-artifact parse|differential|pipeline|PROBLEM_reader "
                 "CRASH [DETAIL]\n");
    return 2;
  }
  const std::string target = argv[1];
  const std::string bytes = llk::read_file(argv[2]);
  const std::string detail = argc > 3 ? argv[3] : "libFuzzer crash";
  llk::Failure a;
  a.found_by = "libfuzzer";
  a.kind = llk::failure_kind::runtime_error;
  a.detail = detail;
  a.reproduce = "fuzz_" + target + " NAME.raw";
  a.name = "fuzz-" + target + "-" + llk::fuzz::short_hash(bytes);
  const llk::Problem* problem = &llk::fuzz::link_problem();
  // A problem's own reader target: NAME_reader, NAME a registered problem.
  const llk::ProblemInfo* reader_of = nullptr;
  if (const auto at = target.rfind("_reader"); at != std::string::npos && at + 7 == target.size())
    reader_of = llk::problems().find(target.substr(0, at));
  if (target == "differential") {
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    const llk::Input input = llk::fuzz::decode_differential(data, bytes.size());
    const llk::Expected expected = problem->oracle(input);
    for (const auto& s : llk::fuzz::subjects()) {
      if (!s->supports(input)) continue;
      const llk::Verdict v = s->run(input, expected);
      if (!v.failed()) continue;
      std::printf("%s\n", llk::fuzz::write_minimized_artifact(*problem, *s, input, v, "libfuzzer",
                                                              a.reproduce)
                              .c_str());
      return 0;
    }
    a.input = input;  // no disagreement now: a sanitizer crash, kept as decoded
    a.subject = "production solvers";
  } else if (target == "parse" || target == "pipeline" || reader_of != nullptr) {
    if (reader_of != nullptr) problem = reader_of->problem.get();
    llk::ReadOptions relaxed;
    relaxed.relaxed = true;
    relaxed.memory_cap_mb = 256;
    a.input = problem->read(bytes, {}, relaxed).input;
    a.subject = target == "parse"      ? "judge-format reader"
                : target == "pipeline" ? "llk solve (default solver)"
                                       : problem->name() + " judge-format reader";
  } else {
    std::fprintf(stderr, "llk-fuzz-artifact: unknown target '%s'\n", target.c_str());
    return 2;
  }
  const std::string in_path = llk::write_failure(llk::fuzz::artifact_dir(), *problem, a);
  std::ofstream(in_path.substr(0, in_path.size() - 3) + ".raw", std::ios::binary) << bytes;
  std::printf("%s\n", in_path.c_str());
  return 0;
}
