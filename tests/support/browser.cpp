/// Headless Chromium for the tests.

#include "browser.hpp"

#include <chrono>
#include <cstdio>
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

namespace {

/// Chromium on `file` with `flags` (a window size), its DOM dumped, or with `--screenshot=PNG`
/// in `flags` and `dump` false, a picture of it taken.
Loaded run_chromium(const TempDir& dir, const std::string& file, const std::string& flags,
                    bool dump = true) {
  const std::string dom = dir.file("dom.html"), log = dir.file("chromium.log");
  // As root Chromium needs --no-sandbox; the rest keeps it off the network and quick to start.
  // A page that blocks it (a script's alert()) is ended after a minute: a failure, not a hang.
  const std::string cmd =
      "timeout -k 5 60 '" + chromium() +
      "' --headless --no-sandbox --disable-gpu --disable-quic --no-first-run "
      "--disable-background-networking --disable-component-update --disable-sync "
      "--enable-logging=stderr --v=0 --user-data-dir='" +
      dir.file("profile") + "' " + flags + (dump ? " --dump-dom" : "") + " 'file://" + file +
      "' >'" + dom + "' 2>'" + log + "'";
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

}  // namespace

Loaded load_in_chromium(const TempDir& dir, const std::string& file) {
  return run_chromium(dir, file, "");
}

Measured measure_in_chromium(const TempDir& dir, const std::string& page, const std::string& script,
                             int width, int height, const std::string& png) {
  std::string html = read_text(page);
  const std::string probe =
      "<pre id=\"llk-measured\"></pre><script>document.getElementById('llk-measured')"
      ".textContent=(function(){" +
      script + "})();</script>";
  const auto body = html.rfind("</body>");
  html.insert(body == std::string::npos ? html.size() : body, probe);
  // Beside the page, so that its relative links and pictures resolve alike.
  const std::string copy = page + ".measure.html";
  write_text(copy, html);
  Measured m;
  const std::string window =
      "--window-size=" + std::to_string(width) + "," + std::to_string(height);
  if (!png.empty()) run_chromium(dir, page, window + " --screenshot='" + png + "'", false);
  m.loaded = run_chromium(dir, copy, window);
  const std::string open = "<pre id=\"llk-measured\">";
  const auto at = m.loaded.dom.find(open);
  if (at != std::string::npos) {
    const auto from = at + open.size();
    m.measured = m.loaded.dom.substr(from, m.loaded.dom.find("</pre>", from) - from);
  }
  std::remove(copy.c_str());
  return m;
}

std::string load_faults(const Loaded& l) {
  std::string faults;
  if (!l.ran) faults += "chromium failed\n";
  if (l.dom.find("parsererror") != std::string::npos) faults += "an XML parse error\n";
  if (!l.console.empty()) faults += "console: " + l.console;
  return faults;
}

}  // namespace llk::test
