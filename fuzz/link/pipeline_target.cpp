/// fuzz_link_pipeline: bytes as a whole judge input through `llk solve`'s code path (run_solve, the
/// default solver and config); the answers of every complete case must equal the oracle's, a bad
/// input must end in the usage status with the reader's error, and nothing may be lost before it.

#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "llk/core/exit_status.hpp"
#include "llk/engine/solve.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/oracle.hpp"
#include "llk/link/problem.hpp"
#include "llk/link/solver.hpp"

namespace {

/// Boards above this many cells are checked against the bfs01 solver instead of the oracle,
/// whose expanded graph would take gigabytes (only replays of judge-size seeds get there).
constexpr std::size_t kOracleCells = 250'000;

/// One temporary file per process that run_solve reads the input from; removed at exit.
class InputFile {
 public:
  InputFile() {
    const char* tmp = std::getenv("TMPDIR");
    path_ = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/llk-fuzz-XXXXXX";
    fd_ = ::mkstemp(path_.data());
    if (fd_ < 0) {
      std::perror("fuzz_link_pipeline: mkstemp");
      std::exit(2);
    }
  }
  ~InputFile() {
    ::close(fd_);
    ::unlink(path_.c_str());
  }
  const std::string& write(const std::uint8_t* data, std::size_t size) {
    if (::ftruncate(fd_, 0) != 0) std::abort();
    std::size_t done = 0;
    while (done < size) {
      const ssize_t n = ::pwrite(fd_, data + done, size - done, static_cast<off_t>(done));
      if (n <= 0) std::abort();
      done += static_cast<std::size_t>(n);
    }
    return path_;
  }

 private:
  std::string path_;
  int fd_ = -1;
};

std::vector<bool> expected_answers(const llk::link::Case& c, const llk::link::Config& config) {
  std::vector<bool> answers;
  if (c.board.values().size() <= kOracleCells) {
    llk::link::GraphOracle oracle;
    oracle.prepare(c.board, config);
    for (const llk::link::Query& q : c.queries) answers.push_back(oracle.solve(q).yes);
  } else {
    auto solver = llk::link::production_solvers().find("bfs01")->make();
    solver->prepare(c.board, config);
    for (const llk::link::Query& q : c.queries) answers.push_back(solver->solve(q).yes);
  }
  return answers;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static InputFile file;
  llk::SolveOptions opt;
  opt.input = file.write(data, size);
  std::ostringstream out, err;
  static const std::shared_ptr<const llk::Problem> link = llk::link::make_problem();
  const llk::Problem& problem = *link;
  static const llk::ProblemRegistry only_this;  // no other problem to suggest in hints
  const int status = llk::run_solve(only_this, problem, opt, out, err);
  const llk::link::Config config;  // what `llk solve` uses without flags

  const llk::link::ParsedInput parsed = llk::link::parse_judge(
      std::string_view(reinterpret_cast<const char*>(data), size), llk::link::Limits::judge());
  std::vector<bool> expected;
  for (const llk::link::Case& c : parsed.cases)
    for (bool yes : expected_answers(c, config)) expected.push_back(yes);
  const std::string want = llk::link::write_answers(expected);

  std::string why;
  if (out.str() != want)
    why = "answers differ from the oracle's";
  else if (parsed.error && status != llk::kExitUsage)
    why = "bad input but exit status " + std::to_string(status);
  else if (parsed.error && err.str().find(parsed.error->to_string()) == std::string::npos)
    why = "stderr does not name the error '" + parsed.error->to_string() + "'";
  else if (!parsed.error && status != llk::kExitOk)
    why = "good input but exit status " + std::to_string(status) + ": " + err.str();
  if (why.empty()) return 0;

  std::fprintf(stderr, "fuzz_link_pipeline: %s\n--- got\n%s--- expected\n%s--- stderr\n%s",
               why.c_str(), out.str().c_str(), want.c_str(), err.str().c_str());
  if (!parsed.cases.empty() && std::getenv("LLK_FUZZ_NO_ARTIFACT") == nullptr) {
    llk::Failure a;
    a.input = llk::link::LinkInput{parsed.cases, config};
    a.name = {"fuzz", "link", "pipeline"};
    a.name_hash_of = llk::link::write_judge(parsed.cases);
    a.kind = "wrong-answer";
    a.found_by = "libfuzzer";
    a.subject = "llk solve (default solver)";
    a.detail = why;
    a.rerun.program = "llk solve NAME.in";
    std::fprintf(stderr, "fuzz_link_pipeline: failure artifact %s\n",
                 llk::write_failure(llk::fuzz::artifact_dir(), problem, a).c_str());
  }
  std::abort();
}
