/// The shared test helpers.

#include "support.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "llk/core/artifact.hpp"

namespace llk::test {

namespace fs = std::filesystem;

TempDir::TempDir(const std::string& tag) {
  static std::atomic<int> serial{0};
  path_ = fs::temp_directory_path() /
          ("llk-test-" + tag + "-" + std::to_string(::getpid()) + "-" + std::to_string(serial++));
  fs::remove_all(path_);
  fs::create_directories(path_);
}

TempDir::~TempDir() {
  if (std::getenv("LLK_TEST_KEEP") == nullptr) {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
}

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

void write_text(const std::string& path, const std::string& text) {
  const fs::path p(path);
  if (p.has_parent_path()) fs::create_directories(p.parent_path());
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write " + path);
}

ShellRun run_shell(const std::string& command, const std::string& dir) {
  const std::string out = dir + "/.shell-out", err = dir + "/.shell-err";
  write_text(dir + "/.shell-cmd", command + "\n");
  const int raw =
      std::system(("cd '" + dir + "' && sh .shell-cmd >'" + out + "' 2>'" + err + "'").c_str());
  ShellRun r;
  r.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.out = read_text(out);
  r.err = read_text(err);
  for (const char* f : {"/.shell-out", "/.shell-err", "/.shell-cmd"}) fs::remove(dir + f);
  return r;
}

std::string judge_sample() {
  return "3 4\n1 2 3 4\n0 0 0 0\n4 3 2 1\n4\n1 1 3 4\n1 1 2 4\n1 1 3 3\n2 1 2 4\n"
         "3 4\n0 1 4 3\n0 2 4 1\n0 0 0 0\n2\n1 1 2 4\n1 3 2 3\n0 0\n";
}

std::vector<std::string> judge_sample_answers() {
  return {"YES", "NO", "NO", "NO", "NO", "YES"};
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = 0; (at = text.find(what, at)) != std::string::npos; ++at) ++n;
  return n;
}

std::vector<std::string> artifacts_in(const std::string& dir) {
  if (!fs::exists(dir)) return {};
  return find_artifacts(dir);
}

}  // namespace llk::test

namespace llk::test {

std::string unique_token() {
  static std::atomic<int> n{0};
  return "llktok" + std::to_string(::getpid()) + "x" + std::to_string(n++) + "x" +
         std::to_string(std::random_device{}() % 1000000);
}

int processes_naming(const std::string& token, const std::string& program) {
  int found = 0;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator("/proc", ec)) {
    const std::string name = e.path().filename().string();
    if (name.empty() || name[0] < '0' || name[0] > '9') continue;
    std::string cmdline = read_text(e.path().string() + "/cmdline");
    if (cmdline.find(token) == std::string::npos) continue;
    const std::string stat = read_text(e.path().string() + "/stat");
    const std::size_t paren = stat.rfind(')');
    if (paren != std::string::npos && paren + 2 < stat.size() && stat[paren + 2] == 'Z') continue;
    if (!program.empty() && read_text(e.path().string() + "/comm") != program + "\n") continue;
    ++found;
  }
  return found;
}

int processes_left(const std::string& token, double seconds) {
  const auto until = std::chrono::steady_clock::now() +
                     std::chrono::milliseconds(static_cast<long>(seconds * 1000));
  int left = processes_naming(token);
  while (left > 0 && std::chrono::steady_clock::now() < until) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    left = processes_naming(token);
  }
  return left;
}

}  // namespace llk::test
