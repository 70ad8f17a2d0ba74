// Link test sets grown from programs known wrong (wrong only on a same-cell query, wrong only at
// judge size) and kept fair to programs known right; a judge's invocation giving every verdict.

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace llk::link {
namespace {

const std::string kJudgeProgram = LLK_JUDGE_PROGRAM;
const std::string kMutant = LLK_MUTANT_EXE;
const std::string kLlk = LLK_EXE;

/// Runs `llk ARGS` with this llk for its own solvers. Test sets are built and judged here without
/// a memory limit: llk's DFS and the judge program's 0-1 BFS need more than 32 MiB at judge size.
test::CliRun run(std::vector<std::string> args) {
  for (const char* a : {"--llk", LLK_EXE, "--quiet", "--jobs", "2"}) args.push_back(a);
  return test::run_cli(args);
}

TEST(LinkTestset, KillsTheProgramsNamedWrongAndKeepsThoseNamedRightPassing) {
  test::TempDir dir("testset-link");
  const std::string same_cell = kMutant + " same-cell-yes";  // wrong only on a cell with itself
  const std::string row_1000 = kJudgeProgram + " row-1000";  // wrong only at judge size
  const std::string too_slow = kJudgeProgram + " correct --slow 500000";
  // Right: llk's DFS and 0-1 BFS as programs (a few tenths of a second on a judge-size board).
  const std::string right = kMutant + " --solver dfs";
  const std::string right_slowly = kLlk + " solve --solver bfs01";
  // A limit of 2 s: a program too slow for it costs little, llk's reference needs a few
  // hundredths of a second (a time-limit kill counts where it needs at most a fifth).
  const auto r =
      run({"testset", "--problem", "link",       "--out",     dir.str(), "--seed",         "3",
           "--kill",  same_cell,   "--kill",     row_1000,    "--kill",  too_slow,         "--keep",
           right,     "--keep",    right_slowly, "--timeout", "2s",      "--memory-limit", "none"});
  ASSERT_EQ(r.status, 0) << r.out << r.err;
  EXPECT_EQ(test::count(r.out, "NOT KILLED"), 0u) << r.out;
  EXPECT_EQ(test::count(r.out, "passes every test"), 2u) << r.out;
  const std::string manifest = test::read_text(dir.file("manifest.json"));
  EXPECT_EQ(test::count(manifest, "\"failed\": null"), 2u) << manifest;  // the --keep ones
  // Judged independently: each wrong one fails the test it is said to fail (a heavy one for
  // those wrong only at judge size), the right ones pass every test.
  for (const std::string& wrong : {same_cell, row_1000, too_slow}) {
    const std::string key =
        "{\"program\": \"program '" + wrong + "'\", \"role\": \"known wrong\", \"failed\": \"";
    const auto at = manifest.find(key);
    ASSERT_NE(at, std::string::npos) << wrong << '\n' << manifest;
    const std::string file = manifest.substr(at + key.size(), 5);
    const auto j =
        run({"judge", dir.file(file), "--cmd", wrong, "--timeout", "2s", "--memory-limit", "none"});
    EXPECT_EQ(j.status, 1) << wrong << '\n' << j.out << j.err;
    const auto entry = manifest.find("{\"file\": \"" + file + "\"");
    ASSERT_NE(entry, std::string::npos) << file;
    const std::string line = manifest.substr(entry, manifest.find('\n', entry) - entry);
    EXPECT_EQ(line.find("\"heavy\": true") != std::string::npos, wrong != same_cell) << line;
  }
  const auto j = run({"judge", dir.str(), "--cmd", right, "--cmd", right_slowly, "--timeout", "2s",
                      "--memory-limit", "none"});
  EXPECT_EQ(j.status, 0) << j.out << j.err;
}

TEST(LinkTestset, AProgramNamedWrongThatNoTestFailsIsStressedAndReported) {
  test::TempDir dir("testset-link-survivor");
  // A right program named wrong (llk's own solve): no candidate fails it, nor does stress.
  const auto r =
      run({"testset", "--problem", "link", "--out", dir.str(), "--seed", "3", "--kill",
           kLlk + " solve", "--kill-time", "3s", "--timeout", "3s", "--memory-limit", "none"});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("NOT KILLED"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("stress found no failure in 3 s"), std::string::npos) << r.out;
}

TEST(LinkJudge, GivesEveryVerdictWithTimesPicturesAndReports) {
  test::TempDir dir("judge-link");
  // The judge's sample, and a same-cell query on a board of 1000 cells.
  test::write_text(dir.file("01.in"), test::judge_sample());
  std::string big = "10 100\n";
  for (int r = 0; r < 10; ++r) {
    for (int c = 0; c < 100; ++c) big += std::string(c ? " " : "") + (r + c == 0 ? "1" : "0");
    big += '\n';
  }
  big += "2\n1 1 1 1\n1 1 10 100\n0 0\n";
  test::write_text(dir.file("02.in"), big);
  const auto r = run({"judge",         dir.str(),
                      "--cmd",         kJudgeProgram + " correct",
                      "--cmd",         kJudgeProgram + " two-bugs",
                      "--cmd",         kJudgeProgram + " correct --burn 3000",
                      "--cmd",         kJudgeProgram + " correct --hog 1",
                      "--cmd",         kJudgeProgram + " correct --deep 100000000",
                      "--cmd",         "cat >/dev/null; echo MAYBE",
                      "--timeout",     "1s",
                      "--stack-limit", "1MiB",
                      "--json",        dir.file("r.json"),
                      "--html",        dir.file("r.html"),
                      "--out",         dir.file("out")});
  EXPECT_EQ(r.status, 1) << r.out << r.err;
  for (const char* code : {"OK ", "WA ", "TLE ", "MLE ", "RE ", "PE "})
    EXPECT_NE(r.out.find(code), std::string::npos) << code << '\n' << r.out;
  const std::string json = test::read_text(dir.file("r.json"));
  for (const char* kind :
       {"wrong-answer", "time-limit", "memory-limit", "runtime-error", "bad-output"})
    EXPECT_NE(json.find(std::string("\"message\": \"") + kind), std::string::npos) << kind;
  const std::string html = test::read_text(dir.file("r.html"));
  EXPECT_NE(html.find("<svg"), std::string::npos);
  EXPECT_NE(html.find("<code>llk check --problem link"), std::string::npos);
  EXPECT_NE(html.find("<code>llk replay "), std::string::npos);  // minimized with --html
  EXPECT_GE(test::count(html, "class=\"fail\""), 9u);  // 5 failing programs, 4 of them on both
}

}  // namespace
}  // namespace llk::link
