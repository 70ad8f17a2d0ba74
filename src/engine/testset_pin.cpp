/// --add: a failure artifact read, checked and described for the set's manifest.

#include "testset_pin.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <stdexcept>

#include "llk/core/artifact.hpp"
#include "llk/engine/hints.hpp"
#include "testset_set.hpp"

namespace llk::testset_detail {

namespace fs = std::filesystem;

std::vector<std::string> pin_files(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const std::string& p : paths) {
    if (!fs::exists(p)) throw std::invalid_argument("--add " + p + ": no such file or folder");
    std::vector<std::string> found = find_artifacts(p);
    if (found.empty()) throw std::invalid_argument("--add " + p + ": no NAME.in in this folder");
    out.insert(out.end(), found.begin(), found.end());
  }
  return out;
}

Pin read_pin(const ProblemRegistry& problems, const Problem& problem, const std::string& path,
             const Params& params) {
  const auto fail = [&](const std::string& why) {
    return std::invalid_argument("--add " + path + ": " + why);
  };
  StoredFiles files;
  try {
    files = read_artifact_files(path);
  } catch (const std::exception& e) {
    throw fail(e.what());
  }
  const Fields& report = files.files.report;
  const std::string text = files.files.input;
  if (const std::string* other = report.find("problem"); other && *other != problem.name())
    throw fail(fmt::format(
        "an artifact of the {} problem (its NAME.txt says so), not of {}: pin it into a set of "
        "its own (--problem {})",
        *other, problem.name(), *other));
  const std::vector<ParseError> faults = problem.validate(text, ReadOptions{});
  if (!faults.empty()) {
    std::string why =
        fmt::format("not a valid {} test: {}", problem.name(), faults.front().to_string());
    if (faults.size() > 1) why += fmt::format(" (and {} more)", faults.size() - 1);
    std::string hints = input_hints(problems, problem, text, faults.front(), path);
    if (!hints.empty() && hints.back() == '\n') hints.pop_back();
    throw fail(why + '\n' + hints);
  }
  for (const auto& [key, value] : params)
    if (const std::string* was = report.find(key); was && *was != value)
      throw fail(
          fmt::format("found under {} {}, and this set's {} is {}: pin it into a set of "
                      "its parameters (--{} {})",
                      key, *was, key, value, key, *was));
  ReadResult r;
  try {
    r = problem.read(text, params, ReadOptions{});
  } catch (const std::invalid_argument& e) {
    throw fail(e.what());
  }
  if (r.error) throw fail(r.error->to_string());
  if (problem.cases(r.input) == 0) throw fail("no case in it");
  Pin pin;
  pin.path = path;
  pin.name = safe_name(fs::path(path).stem().string());
  pin.input = std::move(r.input);
  std::error_code ec;
  const fs::path near = fs::proximate(path, ec);
  pin.pinned["from"] = ec ? path : near.generic_string();
  for (const char* key : {"kind", "found-by", "subject", "seed"})
    if (const std::string* v = report.find(key)) pin.pinned[key] = *v;
  if (files.has_out) {
    const std::vector<std::string> oracle = problem.oracle(pin.input).lines;
    for (std::size_t u = 0; u < oracle.size(); ++u)
      if (u >= files.files.answers.size() || files.files.answers[u] != oracle[u]) {
        pin.notes.push_back(fmt::format(
            "its NAME.out differs from the oracle at line {} ('{}', the oracle: '{}'): the "
            "oracle's answers are written",
            u + 1, u < files.files.answers.size() ? files.files.answers[u] : "", oracle[u]));
        break;
      }
  }
  return pin;
}

std::string pin_purpose(const Pin& pin) {
  std::string purpose = "pinned from " + pin.pinned.value("from", pin.path);
  if (pin.pinned.contains("kind")) purpose += ": " + pin.pinned.value("kind", "");
  if (pin.pinned.contains("subject")) purpose += " of " + pin.pinned.value("subject", "");
  return purpose;
}

}  // namespace llk::testset_detail
