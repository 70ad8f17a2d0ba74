#pragma once
/// Headless Chromium for the tests of the pages and pictures llk writes: a file loaded in a
/// fresh profile, its DOM dumped and its console lines kept (skipped where chromium is absent).

#include <string>

#include "support.hpp"

namespace llk::test {

/// What Chromium made of a page: its DOM and the console lines it logged.
struct Loaded {
  bool ran = false;
  std::string dom, console;
  double seconds = 0;  ///< how long chromium took to load the page and dump it
};

/// The browser: `chromium`, or the command LLK_CHROMIUM names.
std::string chromium();
/// True when the browser can be started.
bool have_chromium();
/// Loads `file` (an absolute path) in headless Chromium with a fresh profile in `dir`, no
/// network, and dumps its DOM.
Loaded load_in_chromium(const TempDir& dir, const std::string& file);
/// What a page looks like in a window of `width` x `height` CSS pixels: `script` (JavaScript
/// that returns a string) is run on a copy of the page once it is laid out, and what it returns
/// is in `measured`; a screenshot of the first screen is kept as `png` (when given).
struct Measured {
  Loaded loaded;
  std::string measured;
};
Measured measure_in_chromium(const TempDir& dir, const std::string& page, const std::string& script,
                             int width, int height, const std::string& png = "");

/// The faults every loaded page can have: chromium failed, an XML parse error, console lines.
std::string load_faults(const Loaded& page);

}  // namespace llk::test
