/// llk-fuzz-artifact TARGET CRASH [DETAIL]: turns a (minimized) libFuzzer crash input of target
/// parse, differential, pipeline or escape_parse into the failure artifact NAME.in/.out/.txt in
/// $LLK_FUZZ_ARTIFACT_DIR, keeping the exact bytes beside it as NAME.raw; prints NAME.in.

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "llk/artifact.hpp"
#include "llk/escape/format.hpp"
#include "llk/judge_format.hpp"

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(
        stderr,
        "usage: llk-fuzz-artifact parse|differential|pipeline|escape_parse CRASH [DETAIL]\n");
    return 2;
  }
  const std::string target = argv[1];
  const std::string bytes = llk::read_file(argv[2]);
  const std::string detail = argc > 3 ? argv[3] : "libFuzzer crash";
  llk::FailureArtifact a;
  a.found_by = "libfuzzer";
  a.kind = "crash";
  a.detail = detail;
  a.reproduce = "fuzz_" + target + " NAME.raw";
  if (target == "differential") {
    const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
    const llk::fuzz::DecodedInput in = llk::fuzz::decode_differential(data, bytes.size());
    const std::vector<llk::Case> cases{in.c};
    for (const llk::fuzz::Subject& s : llk::fuzz::subjects()) {
      if (auto d = llk::fuzz::find_disagreement(*s.info, cases, in.config)) {
        std::printf("%s\n", llk::fuzz::write_minimized_artifact(*s.info, cases, in.config, *d,
                                                                "libfuzzer", a.reproduce)
                                .c_str());
        return 0;
      }
    }
    a.cases = cases;  // no disagreement now: a sanitizer crash, kept as decoded
    a.config = in.config;
    a.subject = "production solvers";
  } else if (target == "parse" || target == "pipeline") {
    a.cases = llk::parse_judge(bytes, llk::Limits::relaxed(std::size_t{256} << 20)).cases;
    a.subject = target == "parse" ? "judge-format reader" : "llk solve (default solver)";
  } else if (target == "escape_parse") {
    llk::EscapeFailureArtifact e;
    e.cases = llk::escape::parse_input(bytes, llk::escape::MazeLimits::relaxed()).cases;
    e.kind = a.kind;
    e.found_by = a.found_by;
    e.subject = "escape judge-format reader";
    e.detail = detail;
    e.reproduce = a.reproduce;
    e.name = "fuzz-" + target + "-" + llk::fuzz::short_hash(bytes);
    const std::string in_path = llk::write_escape_artifact(llk::fuzz::artifact_dir(), e);
    std::ofstream(in_path.substr(0, in_path.size() - 3) + ".raw", std::ios::binary) << bytes;
    std::printf("%s\n", in_path.c_str());
    return 0;
  } else {
    std::fprintf(stderr, "llk-fuzz-artifact: unknown target '%s'\n", target.c_str());
    return 2;
  }
  a.name = "fuzz-" + target + "-" + llk::fuzz::short_hash(bytes);
  const std::string in_path = llk::write_artifact(llk::fuzz::artifact_dir(), a);
  std::ofstream(in_path.substr(0, in_path.size() - 3) + ".raw", std::ios::binary) << bytes;
  std::printf("%s\n", in_path.c_str());
  return 0;
}
