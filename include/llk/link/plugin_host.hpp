#pragma once
/// llk-plugin-host: loads a link plug-in (include/llk/link/plugin.h) and answers the judge input on
/// stdin through it, one line per query, so a plug-in runs in a child like any judge program.

#include <cstdio>
#include <string>

namespace llk::link {

/// `llk-plugin-host [--rules R] [--turns K] PATH.so` answers stdin on `out`: YES or NO per
/// query, or "invalid witness: why" when the plug-in's witness breaks the rules.
/// `llk-plugin-host --check PATH.so` only loads it. Exit 0, or 2 with the reason on `err`.
int plugin_host_main(int argc, char** argv, std::FILE* in, std::FILE* out, std::FILE* err);

}  // namespace llk::link
