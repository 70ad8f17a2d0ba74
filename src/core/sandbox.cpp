/// The sandbox: bwrap's command line, whether it runs here, and the fallback (core/sandbox.hpp).

#include "llk/core/sandbox.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <iostream>
#include <mutex>
#include <stdexcept>

#include "llk/core/child.hpp"

namespace llk {
namespace {

constexpr const char* kBwrap = "bwrap";

/// Starts argv (core's fork_child: it ends with llk) with stdout and stderr into the child's
/// pipe and stdin from /dev/null; a pid of -1 when it cannot start.
ForkedChild start_quietly(const std::vector<std::string>& argv) {
  try {
    return fork_child([&argv](int out) {
      std::vector<char*> args;
      for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
      args.push_back(nullptr);
      ::dup2(out, 1);
      ::dup2(out, 2);
      const int null = ::open("/dev/null", O_RDONLY);
      if (null >= 0) ::dup2(null, 0);
      ::execvp(args[0], args.data());
      ::_exit(127);
    });
  } catch (const std::runtime_error&) {
    return {};
  }
}

/// Reads what a quiet child prints until it ends; its exit status (-1 when it did not start).
int finish_quietly(ForkedChild q, std::string& output) {
  if (q.pid < 0) return -1;
  char buf[512];
  for (ssize_t k; (k = ::read(q.fd, buf, sizeof buf)) > 0;)
    output.append(buf, static_cast<std::size_t>(k));
  ::close(q.fd);
  int status = 0;
  if (::waitpid(q.pid, &status, 0) != q.pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

struct Probe {
  std::optional<std::string> unusable;
  std::string version;
};

const Probe& probe() {
  static const Probe p = [] {
    Probe r;
    if (find_program(kBwrap).empty()) {
      r.unusable = "bwrap is not installed (Debian's bubblewrap)";
      return r;
    }
    // Both at once: a kept program's start-up waits for this.
    SandboxSpec spec;
    spec.working_dir = "/";
    const ForkedChild version = start_quietly({kBwrap, "--version"});
    const ForkedChild trial = start_quietly(bwrap_argv({"true"}, spec));
    std::string out;
    if (finish_quietly(version, out) == 0) r.version = out.substr(0, out.find('\n'));
    out.clear();
    const int rc = finish_quietly(trial, out);
    if (rc != 0) {
      while (!out.empty() && (out.back() == '\n' || out.back() == '\r')) out.pop_back();
      r.unusable = "bwrap cannot make its namespaces here (" +
                   (out.empty() ? "exit " + std::to_string(rc) : out) + ")";
    }
    return r;
  }();
  return p;
}

}  // namespace

std::string find_program(const std::string& name) {
  if (name.find('/') != std::string::npos) return ::access(name.c_str(), X_OK) == 0 ? name : "";
  const char* path = std::getenv("PATH");
  const std::string dirs = path ? path : "/usr/bin:/bin";
  for (std::size_t start = 0; start <= dirs.size();) {
    std::size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    const std::string candidate =
        (end > start ? dirs.substr(start, end - start) : std::string(".")) + "/" + name;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    start = end + 1;
  }
  return "";
}

const SharedNamespaces& shared_namespaces() {
  static const SharedNamespaces ns = [] {
    SharedNamespaces out;
    if (::geteuid() != 0) return out;  // entering one needs CAP_SYS_ADMIN
    // The holder is core's fork_child (dies with llk); it runs no program and ends below.
    ForkedChild holder;
    try {
      holder = fork_child([](int ready) {
        const char ok = ::unshare(CLONE_NEWNET | CLONE_NEWIPC) == 0 ? '1' : '0';
        [[maybe_unused]] auto w = ::write(ready, &ok, 1);
        ::pause();
      });
    } catch (const std::runtime_error&) {
      return out;
    }
    const pid_t pid = holder.pid;
    char ok = '0';
    if (::read(holder.fd, &ok, 1) == 1 && ok == '1') {
      const std::string proc = "/proc/" + std::to_string(pid) + "/ns/";
      out.net = ::open((proc + "net").c_str(), O_RDONLY | O_CLOEXEC);
      out.ipc = ::open((proc + "ipc").c_str(), O_RDONLY | O_CLOEXEC);
    }
    ::close(holder.fd);
    ::kill(pid, SIGKILL);
    ::waitpid(pid, nullptr, 0);
    if (!out.ready()) {
      if (out.net >= 0) ::close(out.net);
      if (out.ipc >= 0) ::close(out.ipc);
      out = SharedNamespaces{};
    }
    return out;
  }();
  return ns;
}

std::optional<Sandbox> parse_sandbox(const std::string& text) {
  if (text == "auto") return Sandbox::automatic;
  if (text == "bwrap") return Sandbox::bwrap;
  if (text == "none") return Sandbox::none;
  return std::nullopt;
}

std::string sandbox_name(Sandbox s) {
  switch (s) {
    case Sandbox::bwrap:
      return "bwrap";
    case Sandbox::none:
      return "none";
    case Sandbox::automatic:
      break;
  }
  return "auto";
}

Sandbox default_sandbox() {
  const char* env = std::getenv("LLK_SANDBOX");
  if (env && *env) {
    if (auto s = parse_sandbox(env)) return *s;
    throw std::invalid_argument(std::string("LLK_SANDBOX is '") + env +
                                "'; expected auto, bwrap or none");
  }
  return Sandbox::automatic;
}

std::optional<std::string> bwrap_unusable() {
  return probe().unusable;
}

Sandbox effective_sandbox(Sandbox asked) {
  if (asked == Sandbox::none) return Sandbox::none;
  const auto why = bwrap_unusable();
  if (!why) return Sandbox::bwrap;
  if (asked == Sandbox::bwrap)
    throw std::invalid_argument("--sandbox bwrap: " + *why +
                                "; --sandbox none runs programs unsandboxed");
  static std::once_flag said;
  std::call_once(said, [&why] {
    std::cerr << "llk: " << *why
              << ": programs run unsandboxed (a reaper still ends everything they start)\n";
  });
  return Sandbox::none;
}

std::string sandbox_status() {
  Sandbox asked = Sandbox::automatic;
  try {
    asked = default_sandbox();
  } catch (const std::invalid_argument& e) {
    return std::string("sandbox: ") + e.what();
  }
  const auto why = bwrap_unusable();
  const std::string bwrap =
      "bwrap" + (probe().version.empty() ? "" : " (" + probe().version + ")") +
      ": each program in its own PID, network and IPC namespaces, the file system read-only "
      "but for a private /tmp, no capabilities, ended with llk";
  if (asked == Sandbox::none)
    return "sandbox: none (LLK_SANDBOX=none): a reaper ends whatever a program starts";
  if (!why) return "sandbox: " + bwrap;
  return "sandbox: none, " + *why + "; a reaper ends whatever a program starts";
}

std::vector<std::string> bwrap_argv(const std::vector<std::string>& argv, const SandboxSpec& spec) {
  std::vector<std::string> a = {kBwrap,
                                "--die-with-parent",
                                "--new-session",
                                "--unshare-pid",
                                "--unshare-net",
                                "--unshare-ipc",
                                "--unshare-uts",
                                "--ro-bind",
                                "/",
                                "/",
                                "--dev",
                                "/dev",
                                "--proc",
                                "/proc"};
  if (::geteuid() == 0) a.insert(a.end(), {"--cap-drop", "ALL"});
  const std::string& wd = spec.working_dir;
  // The scratch is /tmp, unless the program runs in /tmp itself: then /tmp stays as it is,
  // read-only, and the scratch is a folder of its own there.
  const std::string tmp = wd == "/tmp" && !spec.scratch.empty() ? spec.scratch : "/tmp";
  if (spec.tmp_bytes > 0) a.insert(a.end(), {"--size", std::to_string(spec.tmp_bytes)});
  a.insert(a.end(), {"--tmpfs", tmp});
  if (tmp == "/tmp") {
    for (const std::string& p : spec.visible) a.insert(a.end(), {"--ro-bind-try", p, p});
    if (wd.rfind("/tmp/", 0) == 0) a.insert(a.end(), {"--ro-bind-try", wd, wd});
  }
  if (!wd.empty()) a.insert(a.end(), {"--chdir", wd});
  a.insert(a.end(), {"--setenv", "TMPDIR", tmp, "--"});
  a.insert(a.end(), argv.begin(), argv.end());
  return a;
}

std::vector<std::string> tmp_paths_named(const std::string& command) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while ((i = command.find("/tmp/", i)) != std::string::npos) {
    const bool starts_word =
        i == 0 || std::string(" \t'\"=:").find(command[i - 1]) != std::string::npos;
    const std::size_t end = command.find_first_of("/ \t'\";|&<>()", i + 5);
    if (starts_word && end != i + 5) {
      std::string p = command.substr(i, end == std::string::npos ? std::string::npos : end - i);
      bool seen = false;
      for (const std::string& q : out) seen = seen || q == p;
      if (!seen) out.push_back(p);
    }
    i += 5;
  }
  return out;
}

}  // namespace llk
