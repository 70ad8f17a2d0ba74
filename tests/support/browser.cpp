/// Headless Chromium for the tests.

#include "browser.hpp"

#include <chrono>
#include <cstdlib>
#include <sstream>

namespace llk::test {

std::string chromium() {
  const char* named = std::getenv("LLK_CHROMIUM");
  return named != nullptr && *named != 0 ? named : "chromium";
}

bool have_chromium() {
  return std::system(("command -v '" + chromium() + "' >/dev/null 2>&1").c_str()) == 0;
}

Loaded load_in_chromium(const TempDir& dir, const std::string& file) {
  const std::string dom = dir.file("dom.html"), log = dir.file("chromium.log");
  // As root Chromium needs --no-sandbox; the rest keeps it off the network and quick to start.
  // A page that blocks it (a script's alert()) is ended after a minute: a failure, not a hang.
  const std::string cmd =
      "timeout -k 5 60 '" + chromium() +
      "' --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--enable-logging=stderr --v=0 --user-data-dir='" +
      dir.file("profile") + "' --dump-dom 'file://" + file + "' >'" + dom + "' 2>'" + log + "'";
  Loaded l;
  const auto start = std::chrono::steady_clock::now();
  l.ran = std::system(cmd.c_str()) == 0;
  l.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  l.dom = read_text(dom);
  std::istringstream lines(read_text(log));
  for (std::string line; std::getline(lines, line);)
    if (line.find(":CONSOLE") != std::string::npos) l.console += line + '\n';
  return l;
}

std::string load_faults(const Loaded& l) {
  std::string faults;
  if (!l.ran) faults += "chromium failed\n";
  if (l.dom.find("parsererror") != std::string::npos) faults += "an XML parse error\n";
  if (!l.console.empty()) faults += "console: " + l.console;
  return faults;
}

}  // namespace llk::test
