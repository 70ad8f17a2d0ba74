/// Plug-ins as subjects, through llk-plugin-host.

#include "llk/engine/plugin.hpp"

#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "llk/core/files.hpp"
#include "llk/core/process.hpp"
#include "llk/engine/program.hpp"
#include "llk/engine/subjects.hpp"

namespace llk {
namespace {

constexpr const char* kHost = "llk-plugin-host";

class PluginSubject final : public Subject {
 public:
  PluginSubject(const Problem& problem, std::string path, const RunLimits& limits)
      : problem_(problem), path_(std::move(path)), host_(plugin_host()), limits_(limits) {}
  std::string label() const override { return "plug-in " + shell_quote(path_); }
  std::string flags() const override { return "--plugin " + shell_quote(path_); }
  std::string limit_flags() const override { return llk::limit_flags(limits_); }
  double time_limit() const override { return limits_.cpu_seconds; }
  std::string short_name() const override { return "plugin"; }
  bool in_process() const override { return false; }
  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) override {
    // The parameters travel with each input: the host is told them on its command line. The
    // shell execs it, so a plug-in's crash is the child's own signal, not the shell's status.
    std::string command = "exec " + shell_quote(host_);
    for (const auto& [k, v] : problem_.params(input)) command += " --" + k + " " + shell_quote(v);
    command += " " + shell_quote(path_);
    const RunResult run = run_program(command, problem_.write(input), limits_);
    return judge_output(problem_, input, run, expected(), limits_);
  }

 private:
  const Problem& problem_;
  std::string path_;
  std::string host_;
  RunLimits limits_;
};

}  // namespace

std::string plugin_host() {
  if (const char* env = std::getenv("LLK_PLUGIN_HOST"); env != nullptr && *env != '\0') return env;
  std::error_code ec;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) {
    const auto beside = self.parent_path() / kHost;
    if (::access(beside.c_str(), X_OK) == 0) return beside.string();
  }
  return kHost;
}

std::optional<std::string> plugin_cannot_load(const Problem& problem, const std::string& path) {
  if (problem.plugin_header().empty())
    return "the " + problem.name() + " problem has no plug-in ABI; check a program with --cmd";
  const std::string host = plugin_host();
  const RunResult run =
      run_program(shell_quote(host) + " --check " + shell_quote(path), "", RunLimits{});
  if (run.started && !run.limited() && run.signal == 0 && run.exit_code == 0) return std::nullopt;
  std::string why = run.err;
  while (!why.empty() && (why.back() == '\n' || why.back() == '\r')) why.pop_back();
  if (run.exit_code == 127 && why.find(kHost) != std::string::npos)
    return "cannot find " + std::string(kHost) + " (beside llk, on PATH, or $LLK_PLUGIN_HOST)";
  if (why.rfind(std::string(kHost) + ": ", 0) == 0) why = why.substr(std::strlen(kHost) + 2);
  return "plug-in " + shell_quote(path) + ": " +
         (why.empty() ? "the host failed (exit " + std::to_string(run.exit_code) + ")" : why);
}

std::unique_ptr<Subject> plugin_subject(const Problem& problem, std::string path,
                                        const RunLimits& limits) {
  return std::make_unique<PluginSubject>(problem, std::move(path), limits);
}

}  // namespace llk
