/// llk-plugin-host: dlopen, the ABI's symbols, and one answer line per query.

#include "llk/link/plugin_host.hpp"

#include <dlfcn.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "llk/link/judge_format.hpp"
#include "llk/link/path_check.hpp"
#include "llk/link/plugin.h"

namespace llk::link {
namespace {

using AbiFn = int32_t (*)();
using PrepareFn = void* (*)(const llk_link_board*);
using AnswerFn = int32_t (*)(void*, llk_link_cell, llk_link_cell);
using WitnessFn = int32_t (*)(void*, llk_link_cell, llk_link_cell, llk_link_cell*, int32_t);
using ReleaseFn = void (*)(void*);

/// The plug-in's functions, or why it cannot be used.
struct Plugin {
  PrepareFn prepare = nullptr;
  AnswerFn answer = nullptr;
  WitnessFn witness = nullptr;  // optional
  ReleaseFn release = nullptr;  // optional
  std::string error;
};

Plugin load(std::string path) {
  Plugin p;
  if (path.find('/') == std::string::npos) path = "./" + path;  // a file, not a library search
  void* lib = ::dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (lib == nullptr) {
    p.error = std::string("cannot load the plug-in: ") + ::dlerror();
    return p;
  }
  const auto abi = reinterpret_cast<AbiFn>(::dlsym(lib, "llk_link_plugin_abi"));
  p.prepare = reinterpret_cast<PrepareFn>(::dlsym(lib, "llk_link_prepare"));
  p.answer = reinterpret_cast<AnswerFn>(::dlsym(lib, "llk_link_answer"));
  p.witness = reinterpret_cast<WitnessFn>(::dlsym(lib, "llk_link_witness"));
  p.release = reinterpret_cast<ReleaseFn>(::dlsym(lib, "llk_link_release"));
  std::string missing;
  if (abi == nullptr) missing += " llk_link_plugin_abi";
  if (p.prepare == nullptr) missing += " llk_link_prepare";
  if (p.answer == nullptr) missing += " llk_link_answer";
  if (!missing.empty())
    p.error = path + " does not export" + missing + " (see include/llk/link/plugin.h)";
  else if (const int32_t v = abi(); v != LLK_LINK_PLUGIN_ABI_VERSION)
    p.error = path + " is built for plug-in ABI " + std::to_string(v) + ", llk speaks " +
              std::to_string(LLK_LINK_PLUGIN_ABI_VERSION);
  return p;
}

/// Answers every query of `c`, one flushed line each, so a crash leaves the answers before it.
void answer_case(const Plugin& p, const Case& c, const Config& config, std::FILE* out) {
  const Board& b = c.board;
  const llk_link_board board{b.rows(), b.cols(), b.values().data(),
                             config.rules == Rules::classic ? 1 : 0, config.turns};
  void* state = p.prepare(&board);
  std::vector<llk_link_cell> path;
  for (const Query& q : c.queries) {
    const llk_link_cell a{q.a.row, q.a.col}, z{q.b.row, q.b.col};
    const int32_t yes = p.answer(state, a, z);
    std::string line = yes == 1 ? "YES" : yes == 0 ? "NO" : "answer " + std::to_string(yes);
    if (yes == 1 && p.witness != nullptr) {
      path.resize(static_cast<std::size_t>(b.rows() + 2) * static_cast<std::size_t>(b.cols() + 2));
      const int32_t n = p.witness(state, a, z, path.data(), static_cast<int32_t>(path.size()));
      if (n < 0 || n > static_cast<int32_t>(path.size())) {
        line = "invalid witness: length " + std::to_string(n);
      } else if (n > 0) {
        Answer got;
        got.yes = true;
        for (int32_t i = 0; i < n; ++i) got.path.push_back({path[i].row, path[i].col});
        got.turns = count_turns(got.path);
        if (auto why = check_answer(b, config, q, got)) line = "invalid witness: " + *why;
      }
    }
    std::fprintf(out, "%s\n", line.c_str());
    std::fflush(out);
  }
  if (p.release != nullptr) p.release(state);
}

std::string read_stream(std::FILE* in) {
  std::string text;
  char buf[65536];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, in)) > 0;) text.append(buf, n);
  return text;
}

}  // namespace

int plugin_host_main(int argc, char** argv, std::FILE* in, std::FILE* out, std::FILE* err) {
  Config config;
  std::string path;
  bool check_only = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--check") {
      check_only = true;
    } else if (arg == "--rules" && has_value) {
      const auto r = parse_rules(argv[++i]);
      if (!r) {
        std::fprintf(err, "llk-plugin-host: --rules: expected hdu or classic, found '%s'\n",
                     argv[i]);
        return 2;
      }
      config.rules = *r;
    } else if (arg == "--turns" && has_value) {
      char* end = nullptr;
      const long k = std::strtol(argv[++i], &end, 10);
      if (*end != '\0' || k < 0 || k > 1000) {
        std::fprintf(err, "llk-plugin-host: --turns: expected 0 to 1000, found '%s'\n", argv[i]);
        return 2;
      }
      config.turns = static_cast<int>(k);
    } else if (path.empty() && !arg.empty() && arg[0] != '-') {
      path = arg;
    } else {
      std::fprintf(err,
                   "llk-plugin-host: unexpected '%s'\nusage: llk-plugin-host [--check] "
                   "[--rules hdu|classic] [--turns K] PLUGIN.so < judge-input\n",
                   arg.c_str());
      return 2;
    }
  }
  if (path.empty()) {
    std::fprintf(err, "llk-plugin-host: no plug-in given\n");
    return 2;
  }
  const Plugin p = load(path);
  if (!p.error.empty()) {
    std::fprintf(err, "llk-plugin-host: %s\n", p.error.c_str());
    return 2;
  }
  if (check_only) return 0;
  const std::string text = read_stream(in);
  const ParsedInput parsed = parse_judge(text, Limits::relaxed());
  for (const Case& c : parsed.cases) answer_case(p, c, config, out);
  if (parsed.error) {
    std::fprintf(err, "llk-plugin-host: %s\n", parsed.error->to_string().c_str());
    return 2;
  }
  return 0;
}

}  // namespace llk::link
