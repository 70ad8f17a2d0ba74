/// The sandbox: bwrap's command line, whether it runs here, and the fallback (core/sandbox.hpp).

#include "llk/core/sandbox.hpp"

#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
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
      const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
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
              << ": programs run unsandboxed and can read the tests' answers and llk's output "
                 "(a reaper still ends everything they start)\n";
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
      ": each program in its own PID, network and IPC namespaces, seeing read-only the system "
      "folders, its own files and its working directory, never llk's inputs, answers or output; "
      "a private /tmp, a judge's environment, descriptors 0-2 only, no capabilities, ended "
      "with llk";
  const std::string open =
      "programs see the whole file system, the tests' answers included; a judge's environment, "
      "descriptors 0-2 only, and a reaper ends whatever a program starts";
  if (asked == Sandbox::none) return "sandbox: none (LLK_SANDBOX=none): " + open;
  if (!why) return "sandbox: " + bwrap;
  return "sandbox: none, " + *why + ": " + open;
}

const std::vector<std::string>& system_folders() {
  static const std::vector<std::string> folders = {"/usr",   "/bin",    "/sbin", "/lib", "/lib32",
                                                   "/lib64", "/libx32", "/etc",  "/opt"};
  return folders;
}

namespace {

namespace fs = std::filesystem;

std::string canonical_or_empty(const fs::path& p) {
  std::error_code ec;
  const fs::path c = fs::canonical(p, ec);
  return ec ? std::string() : c.string();
}

/// True when `path` is `root` or lies below it.
bool under(const std::string& path, const std::string& root) {
  if (root == "/") return true;
  return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                          path[root.size()] == '/');
}

void add_unique(std::vector<std::string>& v, const std::string& s) {
  if (!s.empty() && std::find(v.begin(), v.end(), s) == v.end()) v.push_back(s);
}

std::mutex g_hidden_mutex;
std::vector<std::string>& hidden_registry() {
  static std::vector<std::string> paths;
  return paths;
}

}  // namespace

std::string resolve_program(const std::string& word) {
  if (word.empty() || word.find('/') != std::string::npos) return word;
  std::string dirs = kProgramPath;
  for (std::size_t start = 0; start < dirs.size();) {
    std::size_t end = dirs.find(':', start);
    if (end == std::string::npos) end = dirs.size();
    const std::string candidate = dirs.substr(start, end - start) + "/" + word;
    if (::access(candidate.c_str(), X_OK) == 0) return candidate;
    start = end + 1;
  }
  return find_program(word);
}

std::vector<std::string> named_paths(const std::string& command, const std::string& working_dir) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : command + " ") {
    if (std::string(" \t\n;|&<>()'\"`=").find(c) != std::string::npos) {
      if (!word.empty()) words.push_back(word);
      word.clear();
    } else {
      word += c;
    }
  }
  std::vector<std::string> out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    fs::path p = i == 0 ? resolve_program(words[i]) : words[i];
    if (p.empty()) continue;
    if (p.is_relative()) p = fs::path(working_dir) / p;
    std::error_code ec;
    if (!fs::exists(p, ec)) continue;
    add_unique(out, fs::absolute(p, ec).lexically_normal().string());  // as named (a symlink)
    add_unique(out, canonical_or_empty(p));                            // where it lies
  }
  return out;
}

std::vector<std::string> own_paths(const std::string& command, const std::string& working_dir) {
  std::vector<std::string> out;
  for (const std::string& p : named_paths(command, working_dir)) {
    std::error_code ec;
    const std::string folder = fs::path(p).parent_path().string();
    // The sandbox's own /dev and /proc stand: the machine's are never shown.
    const bool kernel = under(folder, "/dev") || under(folder, "/proc") || under(folder, "/sys");
    if (!kernel && !fs::is_directory(p, ec)) add_unique(out, folder);
  }
  return out;
}

std::vector<std::string> program_environment(const std::vector<std::string>& extra,
                                             const std::string& scratch) {
  std::error_code ec;
  std::vector<std::string> env = {std::string("PATH=") + kProgramPath, "HOME=" + scratch,
                                  "TMPDIR=" + scratch, "LANG=C.UTF-8",
                                  "PWD=" + fs::current_path(ec).string()};
  for (const std::string& e : extra) {
    const std::size_t eq = e.find('=');
    const std::string name = e.substr(0, eq);
    std::string entry = e;
    if (eq == std::string::npos) {
      const char* value = std::getenv(name.c_str());
      if (value == nullptr) continue;
      entry = name + "=" + value;
    }
    auto same = std::find_if(env.begin(), env.end(), [&name](const std::string& x) {
      return x.compare(0, name.size() + 1, name + "=") == 0;
    });
    if (same != env.end())
      *same = entry;
    else
      env.push_back(entry);
  }
  return env;
}

void hide_from_programs(const std::string& path) {
  std::error_code ec;
  const std::string abs = fs::absolute(path, ec).lexically_normal().string();
  if (ec || abs.empty()) return;
  const std::lock_guard<std::mutex> lock(g_hidden_mutex);
  add_unique(hidden_registry(), abs);
}

void clear_hidden_paths() {
  const std::lock_guard<std::mutex> lock(g_hidden_mutex);
  hidden_registry().clear();
}

std::vector<std::string> hidden_paths(const std::vector<std::string>& own) {
  std::vector<std::string> registered;
  {
    const std::lock_guard<std::mutex> lock(g_hidden_mutex);
    registered = hidden_registry();
  }
  std::vector<std::string> out;
  const auto is_own = [&own](const std::string& p) {
    return std::find(own.begin(), own.end(), p) != own.end();
  };
  for (const std::string& r : registered) {
    const std::string c = canonical_or_empty(r);
    if (c.empty()) continue;
    std::error_code ec;
    if (fs::is_directory(c, ec)) {
      add_unique(out, c);
      continue;
    }
    const fs::path file(c);
    const std::string stem = file.stem().string();
    for (const auto& e : fs::directory_iterator(file.parent_path(), ec)) {
      const std::string name = e.path().filename().string();
      const bool same_stem = name == file.filename().string() ||
                             (name.size() > stem.size() &&
                              name.compare(0, stem.size(), stem) == 0 && name[stem.size()] == '.');
      if (same_stem && !fs::is_directory(e.path(), ec) && !is_own(e.path().string()))
        add_unique(out, e.path().string());
    }
  }
  return out;
}

std::vector<std::string> bwrap_argv(const std::vector<std::string>& argv, const SandboxSpec& spec) {
  std::vector<std::string> a = {
      kBwrap,          "--die-with-parent", "--new-session", "--unshare-pid", "--unshare-net",
      "--unshare-ipc", "--unshare-uts",     "--dev",         "/dev",          "--proc",
      "/proc"};
  if (::geteuid() == 0) a.insert(a.end(), {"--cap-drop", "ALL"});
  // The system, read-only; a folder that is a symlink (/bin -> usr/bin) stays one.
  for (const std::string& f : system_folders()) {
    std::error_code ec;
    if (fs::is_symlink(f, ec)) {
      a.insert(a.end(), {"--symlink", fs::read_symlink(f, ec).string(), f});
    } else if (fs::is_directory(f, ec)) {
      a.insert(a.end(), {"--ro-bind", f, f});
    }
  }
  const std::string& wd = spec.working_dir;
  // The scratch is /tmp, unless the program runs in /tmp itself: then /tmp stays as it is,
  // read-only, and the scratch is a folder of its own there.
  const std::string tmp = wd == "/tmp" && !spec.scratch.empty() ? spec.scratch : "/tmp";
  std::vector<std::string> shown = spec.shown;
  if (!wd.empty()) shown.push_back(wd);
  std::sort(shown.begin(), shown.end(), [](const std::string& x, const std::string& y) {
    return x.size() != y.size() ? x.size() < y.size() : x < y;  // parents first
  });
  shown.erase(std::unique(shown.begin(), shown.end()), shown.end());
  const auto bind_shown = [&](bool below_tmp) {
    for (const std::string& p : shown)
      if (p != "/" && under(p, "/tmp") == below_tmp) a.insert(a.end(), {"--ro-bind-try", p, p});
  };
  bind_shown(false);
  if (tmp != "/tmp") bind_shown(true);  // /tmp itself, read-only, the scratch mounted below
  if (spec.tmp_bytes > 0) a.insert(a.end(), {"--size", std::to_string(spec.tmp_bytes)});
  a.insert(a.end(), {"--tmpfs", tmp});
  if (tmp == "/tmp") bind_shown(true);
  // What the program must not see, even below a folder it sees: an empty folder, an empty file.
  for (const std::string& h : spec.hidden) {
    bool visible = false;
    for (const std::string& p : shown) visible = visible || under(h, p);
    for (const std::string& f : system_folders()) visible = visible || under(h, f);
    if (!visible) continue;
    std::error_code ec;
    if (fs::is_directory(h, ec))
      a.insert(a.end(), {"--size", "4096", "--tmpfs", h, "--remount-ro", h});
    else
      a.insert(a.end(), {"--ro-bind", "/dev/null", h});
  }
  if (!wd.empty()) a.insert(a.end(), {"--chdir", wd});
  a.insert(a.end(), {"--setenv", "TMPDIR", tmp, "--setenv", "HOME", tmp, "--"});
  a.insert(a.end(), argv.begin(), argv.end());
  return a;
}

}  // namespace llk
