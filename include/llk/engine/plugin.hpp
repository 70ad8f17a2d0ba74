#pragma once
/// A plug-in of a problem's C ABI (Problem::plugin_header) as a subject: each input answered by
/// llk-plugin-host in a child process, judged as a program's output is (a crash is the child's).

#include <memory>
#include <optional>
#include <string>

#include "llk/core/process.hpp"
#include "llk/problem.hpp"

namespace llk {

/// The host program: $LLK_PLUGIN_HOST, else llk-plugin-host beside the running executable,
/// else llk-plugin-host on PATH.
std::string plugin_host();

/// Why the plug-in at `path` cannot be used (the problem has no plug-in ABI, the file cannot
/// be loaded, a required symbol or the ABI version is missing); nothing when it can.
std::optional<std::string> plugin_cannot_load(const Problem& problem, const std::string& path);

/// The plug-in at `path`, each input answered by a fresh llk-plugin-host under `limits`.
std::unique_ptr<Subject> plugin_subject(const Problem& problem, std::string path,
                                        const RunLimits& limits);

}  // namespace llk
