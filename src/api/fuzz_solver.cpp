/// LLK_FUZZ_SOLVER's target: decoded bytes through a user's solver and the oracle; a failure
/// minimized into the artifact every engine writes; the binary's own --llk-* modes.

#include "llk/fuzz.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <span>
#include <stdexcept>
#include <string_view>
#include <vector>

#include "llk/core/child.hpp"
#include "llk/core/failure.hpp"
#include "llk/core/files.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/fuzz_mutator.hpp"

namespace llk {
namespace {

namespace fs = std::filesystem;

/// The exit status of a --llk-artifact child that wrote the artifact of a failure.
constexpr int kChildWroteArtifact = 3;
/// How long --llk-artifact's child may run one crash file (wall clock): a hang's backstop.
constexpr int kTriageSeconds = 60;

/// This binary's absolute path: artifacts name it in the command that replays them.
std::string self_path(const char* argv0) {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) return exe.string();
  return argv0 != nullptr ? fs::absolute(argv0, ec).string() : std::string("<fuzz target>");
}

/// Every file named, and every file below every directory named, sorted; flags are skipped.
std::vector<std::string> files_of(const std::vector<std::string>& args) {
  std::vector<std::string> files;
  for (const std::string& a : args) {
    std::error_code ec;
    if (fs::is_directory(a, ec)) {
      std::vector<std::string> below;
      for (const auto& e : fs::recursive_directory_iterator(a))
        if (e.is_regular_file()) below.push_back(e.path().string());
      std::sort(below.begin(), below.end());
      files.insert(files.end(), below.begin(), below.end());
    } else if (fs::is_regular_file(a, ec)) {
      files.push_back(a);
    } else {
      throw std::runtime_error("no such file or directory: " + a);
    }
  }
  if (files.empty()) throw std::runtime_error("no input files given");
  return files;
}

std::span<const std::uint8_t> bytes_of(const std::string& s) {
  return {reinterpret_cast<const std::uint8_t*>(s.data()), s.size()};
}

}  // namespace

struct SolverFuzzTarget::State {
  std::shared_ptr<const Problem> problem;
  SolverRef ref;
  std::unique_ptr<Subject> subject;
  FuzzSolverOptions options;
  std::string self = self_path(nullptr);
  bool triage_child = false;  ///< --llk-artifact's child: exit instead of abort()
  FuzzMutatorOptions mutator = fuzz_mutator_options_from_env();

  std::string out_dir() const {
    const char* dir = std::getenv("LLK_FUZZ_ARTIFACT_DIR");
    return dir != nullptr && *dir != '\0' ? dir : options.out_dir;
  }

  /// The input the bytes decode to, under the fixed parameters; when the solver does not
  /// support the drawn ones, under the problem's defaults.
  Input decode(std::span<const std::uint8_t> bytes) const {
    Input in = *problem->decode(bytes);
    if (!options.params.empty()) return problem->with_params(in, options.params);
    if (subject->supports(in)) return in;
    Params defaults;
    for (const auto& [k, v] : problem->param_defaults()) defaults[k] = v;
    return problem->with_params(in, defaults);
  }

  /// The judge program the artifact records: this binary answering as a judge under the
  /// input's parameters.
  std::string answer_command(const Input& input) const {
    std::string cmd = shell_quote(self) + " --llk-answer";
    for (const auto& [k, v] : problem->params(input)) cmd += " " + shell_quote(k + "=" + v);
    return cmd;
  }

  /// Writes the failure's artifact (and the fuzzer's bytes as NAME.raw); returns NAME.in.
  std::string write(const Input& input, const Verdict& first, std::string_view bytes,
                    bool minimize) {
    Failure f;
    f.input = input;
    f.kind = first.kind;
    f.detail = first.detail;
    f.got = first.got;
    if (minimize) {
      try {
        const Shrunk small =
            shrink_failure(*problem, *subject, input, first, options.minimize_seconds);
        if (small.recurred) {
          f.input = small.input;
          f.detail = small.verdict.detail;
          f.got = small.verdict.got;
        }
      } catch (const std::exception& e) {
        f.detail += std::string(" (not minimized: ") + e.what() + ")";
      }
    }
    f.name = {"fuzz", ref.name.empty() ? "solver" : ref.name};
    f.name_hash = true;
    f.found_by = "libfuzzer";
    f.subject =
        "user solver " + ref.name + " (fuzz target " + fs::path(self).filename().string() + ")";
    f.subject_flags =
        "--cmd " + shell_quote(answer_command(f.input)) + " --timeout 60s --memory-limit none";
    f.rerun.program = shell_quote(self);
    f.rerun.raw_argument = true;
    f.raw = std::string(bytes);
    return write_failure(out_dir(), *problem, f);
  }

  /// --llk-answer KEY=VALUE...: a judge input on stdin answered by the solver, one line per
  /// unit. Exit 1 (with the reason on stderr) when it throws, or fails in a way its answer lines
  /// do not show (a witness that breaks the rules).
  int answer(const std::vector<std::string>& args) const {
    Params params;
    for (const std::string& a : args) {
      const auto eq = a.find('=');
      if (eq == std::string::npos || eq == 0)
        throw std::invalid_argument("--llk-answer takes KEY=VALUE parameters, not '" + a + "'");
      params[a.substr(0, eq)] = a.substr(eq + 1);
    }
    const ReadResult r = problem->read(read_file("-"), params, ReadOptions{true, 2048});
    int status = 0;
    if (problem->cases(r.input) > 0) {
      const Expected e = problem->oracle(r.input);
      const Verdict v = subject->run(r.input, e);
      for (const std::string& line : v.got) std::cout << line << '\n';
      std::cout.flush();
      bool shown = false;
      for (std::size_t u = 0; u < v.got.size() && !shown; ++u)
        shown = problem->judge_answer(r.input, e, u, v.got[u]).has_value();
      if (v.failed() && (!shown || v.got.size() < problem->units(r.input))) {
        std::cerr << "llk fuzz target: " << v.kind << ": " << v.detail << '\n';
        status = 1;
      }
    }
    if (r.error) {
      std::cerr << "stdin: " << r.error->to_string() << '\n';
      return 2;
    }
    return status;
  }

  /// --llk-decode [--llk-out DIR] FILE|DIR...: each corpus entry as a judge input NAME.in with
  /// its problem and parameters in NAME.txt, for `llk show`.
  int decode_files(std::vector<std::string> args) const {
    std::string dir = "llk-out/corpus";
    if (auto it = std::find(args.begin(), args.end(), "--llk-out"); it != args.end()) {
      if (it + 1 == args.end()) throw std::invalid_argument("--llk-out needs a directory");
      dir = *(it + 1);
      args.erase(it, it + 2);
    }
    fs::create_directories(dir);
    for (const std::string& file : files_of(args)) {
      const std::string bytes = read_file(file);
      const Input in = decode(bytes_of(bytes));
      const std::string base = (fs::path(dir) / fs::path(file).filename()).string();
      write_file(base + ".in", problem->write(in));
      std::string report = "problem: " + problem->name() + "\n";
      for (const auto& [k, v] : problem->params(in)) report += k + ": " + v + "\n";
      report += "decoded-from: " + file + "\n";
      write_file(base + ".txt", report);
      std::cout << base << ".in\n";
    }
    return 0;
  }

  /// --llk-artifact FILE|DIR...: each crash file run in a child; a failure it shows becomes its
  /// minimized artifact, a crash the decoded input's artifact (kind runtime-error). Exit 1 when
  /// any still fails.
  int artifacts(SolverFuzzTarget& target, const std::vector<std::string>& args) {
    int failing = 0;
    for (const std::string& file : files_of(args)) {
      const std::string bytes = read_file(file);
      std::fflush(stdout);
      const ChildEnd end = run_in_child(
          [&] {
            triage_child = true;
            target.test_one_input(bytes_of(bytes).data(), bytes.size());
            std::fflush(stdout);
          },
          kTriageSeconds, true);
      if (end.finished()) {
        std::cout << "passes now: " << file << '\n';
        continue;
      }
      ++failing;
      const int status = end.status;
      if (!end.timed_out && WIFEXITED(status) && WEXITSTATUS(status) == kChildWroteArtifact)
        continue;
      const std::string how =
          end.timed_out         ? "killed after " + std::to_string(kTriageSeconds) + " s"
          : WIFSIGNALED(status) ? "signal " + std::to_string(WTERMSIG(status))
                                : "exit status " + std::to_string(WEXITSTATUS(status));
      Verdict crash;
      crash.kind = failure_kind_of(end);
      crash.detail = "the fuzz target did not get through it (" + how + "): " + shell_quote(self) +
                     " " + shell_quote(file) + " shows the sanitizer's report";
      std::cout << write(decode(bytes_of(bytes)), crash, bytes, false) << '\n';
    }
    return failing > 0 ? 1 : 0;
  }
};

SolverFuzzTarget::SolverFuzzTarget(std::shared_ptr<const Problem> problem, const SolverRef& solver,
                                   FuzzSolverOptions options)
    : s_(std::make_unique<State>()) {
  if (problem == nullptr) throw std::invalid_argument("LLK_FUZZ_SOLVER: no problem");
  if (!problem->decode({}))
    throw std::invalid_argument("LLK_FUZZ_SOLVER: problem " + problem->name() +
                                " decodes no fuzzer bytes");
  s_->subject = problem->solver(solver);
  if (s_->subject == nullptr)
    throw std::invalid_argument("LLK_FUZZ_SOLVER: " + problem->name() + " has no solver named '" +
                                solver.name + "'");
  // A bad fixed parameter is an error now, not at the first input.
  if (!options.params.empty()) (void)problem->with_params(*problem->decode({}), options.params);
  s_->problem = std::move(problem);
  s_->ref = solver;
  s_->options = std::move(options);
}

SolverFuzzTarget::SolverFuzzTarget(SolverFuzzTarget&&) noexcept = default;
SolverFuzzTarget::~SolverFuzzTarget() = default;

int SolverFuzzTarget::initialize(int* argc, char*** argv, const FuzzDefaults& defaults,
                                 ByteMutation bytes) {
  if (argc == nullptr || argv == nullptr || *argc < 1) return 0;
  s_->self = self_path((*argv)[0]);
  const std::vector<std::string> args(*argv + 1, *argv + *argc);
  const auto mode = std::find_if(args.begin(), args.end(), [](const std::string& a) {
    return a == "--llk-answer" || a == "--llk-decode" || a == "--llk-artifact";
  });
  if (mode == args.end()) {
    if (bytes != nullptr) add_fuzz_defaults(argc, argv, defaults);  // libFuzzer's run
    return 0;
  }
  const std::vector<std::string> rest(mode + 1, args.end());
  int status = 2;
  try {
    status = *mode == "--llk-answer"   ? s_->answer(rest)
             : *mode == "--llk-decode" ? s_->decode_files(rest)
                                       : s_->artifacts(*this, rest);
  } catch (const std::exception& e) {
    std::cerr << "llk fuzz target: " << *mode << ": " << e.what() << '\n';
    status = 2;
  }
  std::cout.flush();
  std::exit(status);
}

int SolverFuzzTarget::test_one_input(const std::uint8_t* data, std::size_t size) {
  const std::span<const std::uint8_t> bytes(data, size);
  const Input input = s_->decode(bytes);
  if (!s_->subject->supports(input)) return 0;
  const Expected expected = s_->problem->oracle(input);
  const Verdict v = s_->subject->run(input, expected);
  if (!v.failed()) return 0;
  std::fprintf(stderr, "llk fuzz target: solver '%s' fails (%s): %s\n", s_->ref.name.c_str(),
               v.kind.c_str(), v.detail.c_str());
  if (std::getenv("LLK_FUZZ_NO_ARTIFACT") != nullptr) std::abort();  // libFuzzer -minimize_crash
  const std::string path =
      s_->write(input, v, std::string_view(reinterpret_cast<const char*>(data), size), true);
  std::fprintf(stderr,
               "llk fuzz target: failure artifact %s\n  see why: llk show %s --why\n"
               "  replay:  llk replay %s\n",
               path.c_str(), shell_quote(path).c_str(), shell_quote(path).c_str());
  std::fprintf(stdout, "%s\n", path.c_str());
  std::fflush(stdout);
  if (s_->triage_child) std::_Exit(kChildWroteArtifact);
  std::abort();
}

std::size_t SolverFuzzTarget::mutate(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                     unsigned seed, ByteMutation bytes) const {
  return fuzz_custom_mutate(*s_->problem, data, size, max_size, seed, bytes, s_->mutator);
}

std::size_t SolverFuzzTarget::cross_over(const std::uint8_t* a, std::size_t a_size,
                                         const std::uint8_t* b, std::size_t b_size,
                                         std::uint8_t* out, std::size_t max_out,
                                         unsigned seed) const {
  return fuzz_custom_cross_over(*s_->problem, a, a_size, b, b_size, out, max_out, seed,
                                s_->mutator);
}

SolverFuzzTarget& fuzz_target_or_exit(SolverFuzzTarget (*make)()) {
  static SolverFuzzTarget* const target = [make] {
    try {
      return new SolverFuzzTarget(make());
    } catch (const std::exception& e) {
      std::fprintf(stderr, "LLK_FUZZ_SOLVER: %s\n", e.what());
      std::exit(2);
    }
  }();
  return *target;
}

}  // namespace llk
