// `llk testset --add` and sets rebuilt in place, over every problem: a pinned artifact is a
// required test every rebuild keeps under its name; pinning it again changes nothing; a bad file
// is refused with its position; an unchanged test keeps its file name, a new one is numbered
// after the highest; a test that killed a --kill program stays when the program is not given.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace llk {
namespace {

namespace fs = std::filesystem;
using Files = std::map<std::string, std::string>;  ///< file name -> its bytes

/// Every file of a set but its manifest.
Files files_in(const test::TempDir& dir) {
  Files out;
  for (const auto& e : fs::directory_iterator(dir.path()))
    if (e.is_regular_file() && e.path().filename() != "manifest.json")
      out[e.path().filename().string()] = test::read_text(e.path().string());
  return out;
}

/// The number a test file's name starts with.
int number(const std::string& file) {
  return std::stoi(file.substr(0, file.find_first_of("-.")));
}

int highest(const Files& files) {
  int n = 0;
  for (const auto& [name, text] : files) n = std::max(n, number(name));
  return n;
}

class TestsetPins : public test::ProblemTest {
 protected:
  /// `llk testset` into `dir` with short limits (no memory limit: sanitized builds need more).
  test::CliRun testset(const test::TempDir& dir, std::vector<std::string> more) const {
    std::vector<std::string> args = {"testset", "--problem", GetParam(),       "--out", dir.str(),
                                     "--llk",   LLK_EXE,     "--memory-limit", "none",  "--timeout",
                                     "1s",      "--quiet",   "--jobs",         "1"};
    args.insert(args.end(), more.begin(), more.end());
    return test::run_cli(args);
  }

  /// An artifact as `llk stress` leaves one (NAME.in, NAME.out, NAME.txt) of a small input no
  /// set of seed 7 holds; returns NAME.in's path.
  std::string artifact(const test::TempDir& dir, const std::string& name) const {
    const Input in = problem().schedule(99, 4, {});
    std::string answers;
    for (const std::string& l : problem().oracle(in).lines) answers += l + '\n';
    test::write_text(dir.file(name + ".in"), problem().write(in));
    test::write_text(dir.file(name + ".out"), answers);
    test::write_text(dir.file(name + ".txt"), "problem: " + GetParam() +
                                                  "\nkind: wrong-answer\nfound-by: stress\n"
                                                  "subject: program './prog'\n");
    return dir.file(name + ".in");
  }
};

INSTANTIATE_TEST_SUITE_P(Problems, TestsetPins, ::testing::ValuesIn(test::problem_names()),
                         [](const auto& info) { return info.param; });

TEST_P(TestsetPins, AddingTheSameInputTwiceIsANoOpThatSaysSo) {
  test::TempDir dir("pin-twice"), from("pin-twice-from");
  ASSERT_EQ(testset(dir, {"--seed", "7"}).status, 0);
  const std::string in = artifact(from, "twice");
  ASSERT_EQ(testset(dir, {"--add", in}).status, 0);
  const Files once = files_in(dir);
  const std::string manifest = test::read_text(dir.file("manifest.json"));
  for (const std::string& again : {in, from.str()}) {  // the file, then its folder
    const auto r = testset(dir, {"--add", again});
    EXPECT_EQ(r.status, 0) << r.out << r.err;
    EXPECT_NE(r.out.find(": already pinned as "), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("nothing to add"), std::string::npos) << r.out;
    EXPECT_EQ(files_in(dir), once);
    EXPECT_EQ(test::read_text(dir.file("manifest.json")), manifest);
  }
}

TEST_P(TestsetPins, ABadFileIsRefusedWithItsPositionAndNothingIsWritten) {
  test::TempDir dir("pin-bad"), from("pin-bad-from");
  std::string text = problem().write(problem().schedule(99, 4, {}));
  text[text.find('\n') + 1] = '?';  // line 2, column 1
  test::write_text(from.file("bad.in"), text);
  auto r = testset(dir, {"--add", from.file("bad.in")});
  EXPECT_EQ(r.status, 2) << r.out << r.err;
  EXPECT_NE(r.err.find("--add " + from.file("bad.in") + ": not a valid " + GetParam() +
                       " test: line 2, column 1: "),
            std::string::npos)
      << r.err;
  // An artifact of another problem is refused as such.
  for (const std::string& other : test::problem_names()) {
    if (other == GetParam()) continue;
    const std::string in = artifact(from, "other");
    test::write_text(from.file("other.txt"), "problem: " + other + "\nkind: wrong-answer\n");
    r = testset(dir, {"--add", in});
    EXPECT_EQ(r.status, 2) << r.out << r.err;
    EXPECT_NE(r.err.find("an artifact of the " + other + " problem"), std::string::npos) << r.err;
  }
  r = testset(dir, {"--add", from.file("missing.in")});
  EXPECT_EQ(r.status, 2);
  EXPECT_NE(r.err.find("no such file"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

/// What a rebuild in place did wrong, from the files `before` to `after` (its output `out`): a
/// file of unchanged input under another name, a new one not after the highest, a removal unsaid.
std::string renamings(const Files& before, const Files& after, const std::string& out) {
  std::string faults;
  for (const auto& [name, text] : after) {
    if (const auto was = before.find(name); was != before.end()) {
      if (text != was->second) faults += name + " kept its name, not its bytes\n";
      continue;
    }
    if (number(name) <= highest(before)) faults += name + " is new and not after the highest\n";
    for (const auto& [old, old_text] : before)  // answers alike are no fault: inputs alike are
      if (text == old_text && name.substr(name.size() - 3) == ".in")
        faults += name + " holds what " + old + " held\n";
  }
  for (const auto& [name, text] : before)
    if (!after.count(name) && name.size() > 3 && name.substr(name.size() - 3) == ".in" &&
        out.find("removed " + name) == std::string::npos)
      faults += name + " is gone unsaid\n";
  return faults;
}

TEST_P(TestsetPins, AddPinsARequiredTestAndEveryRebuildKeepsEachUnchangedFilesName) {
  test::TempDir dir("pin-set"), from("pin-from");
  ASSERT_EQ(testset(dir, {"--seed", "7"}).status, 0);
  const Files before = files_in(dir);
  const std::string in = artifact(from, "stress-wrong-answer-1");
  const auto r = testset(dir, {"--add", in});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  // NN-NAME.in after the highest, the input as given, the oracle's answers beside it.
  const int n = highest(before) + 1;
  const std::string pinned = (n < 10 ? "0" : "") + std::to_string(n) + "-stress-wrong-answer-1";
  ASSERT_TRUE(fs::exists(dir.file(pinned + ".in"))) << r.out;
  EXPECT_EQ(test::read_text(dir.file(pinned + ".in")), test::read_text(in));
  EXPECT_EQ(test::read_text(dir.file(pinned + ".out")),
            test::read_text(from.file("stress-wrong-answer-1.out")));
  const std::string manifest = test::read_text(dir.file("manifest.json"));
  const auto entry = manifest.find("{\"file\": \"" + pinned + ".in\"");
  ASSERT_NE(entry, std::string::npos) << manifest;
  const std::string line = manifest.substr(entry, manifest.find('\n', entry) - entry);
  EXPECT_NE(line.find("\"required\": true"), std::string::npos) << line;
  EXPECT_NE(line.find("\"pinned\": {\"from\": "), std::string::npos) << line;
  EXPECT_NE(line.find("\"kind\": \"wrong-answer\""), std::string::npos) << line;
  // Alone, --add changes no other file.
  const Files with_pin = files_in(dir);
  EXPECT_EQ(with_pin.size(), before.size() + 2);
  for (const auto& [name, text] : before) EXPECT_EQ(with_pin.at(name), text) << name;
  // Rebuilt in place (its seed from the manifest): every file as it was.
  auto again = testset(dir, {});
  ASSERT_EQ(again.status, 0) << again.out << again.err;
  EXPECT_EQ(files_in(dir), with_pin) << again.out;
  // Required tests added: each is numbered after the highest, every other file stays.
  again = testset(dir, {"--exhaustive", "4"});
  ASSERT_EQ(again.status, 0) << again.out << again.err;
  const Files second = files_in(dir);
  EXPECT_EQ(renamings(with_pin, second, again.out), "") << again.out;
  EXPECT_GT(second.size(), with_pin.size()) << again.out;
  // Another seed, no mutant needing the pin: it stays under its name; the exhaustive tests
  // (whose input is the same) keep theirs, the seed's new tests come after them, the old ones
  // go, said.
  again = testset(dir, {"--seed", "8"});
  ASSERT_EQ(again.status, 0) << again.out << again.err;
  const Files third = files_in(dir);
  EXPECT_EQ(test::read_text(dir.file(pinned + ".in")), with_pin.at(pinned + ".in")) << again.out;
  EXPECT_EQ(renamings(second, third, again.out), "") << again.out;
  int kept = 0;
  for (const auto& [name, text] : third) kept += second.count(name) ? 1 : 0;
  EXPECT_GT(kept, 2) << again.out;  // more than the pin's two files
  EXPECT_NE(again.out.find("removed "), std::string::npos) << again.out;
  // A file the check sees renamed, moved below the highest, or gone unsaid.
  Files renamed = third;
  const auto moved = renamed.begin()->first;
  renamed["99-" + moved] = renamed.begin()->second;
  renamed.erase(moved);
  if (second.count(moved)) EXPECT_NE(renamings(second, renamed, again.out), "");
  EXPECT_NE(renamings(second, third, ""), "");
}

TEST_P(TestsetPins, ATestThatKilledAProgramStaysWhenTheProgramIsNoLongerGiven) {
  std::string mutant;
  for (const SolverListing& l : problem().solvers(true))
    if (mutant.empty() && l.judged && !l.runaway && !problem().mutant_hidden(l.name, {}))
      mutant = l.name;
  test::TempDir dir("pin-kill");
  const std::string program = std::string(LLK_EXE) + " solve --mutant " + mutant;
  auto r = testset(dir, {"--seed", "7", "--kill", program});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  std::string manifest = test::read_text(dir.file("manifest.json"));
  const std::string label = "\"kept_for\": [\"program '" + program + "'\"]";
  const auto at = manifest.rfind("{\"file\": \"", manifest.find(label));
  ASSERT_NE(manifest.find(label), std::string::npos) << manifest;
  const std::string file = manifest.substr(at + 10, manifest.find('"', at + 10) - at - 10);
  const std::string text = test::read_text(dir.file(file));
  // Rebuilt from another seed without the program: its test stays, under its name.
  r = testset(dir, {"--seed", "8"});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  ASSERT_TRUE(fs::exists(dir.file(file))) << r.out;
  EXPECT_EQ(test::read_text(dir.file(file)), text);
  manifest = test::read_text(dir.file("manifest.json"));
  EXPECT_NE(manifest.find("{\"file\": \"" + file + "\""), std::string::npos) << manifest;
  EXPECT_NE(manifest.find(label), std::string::npos) << manifest;
  // --fresh forgets it: the set is written anew from 01 (the same seed, nothing else to do).
  r = testset(dir, {"--seed", "8", "--fresh"});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(test::read_text(dir.file("manifest.json")).find(label), std::string::npos);
}

}  // namespace
}  // namespace llk
