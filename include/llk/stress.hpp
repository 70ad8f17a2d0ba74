#pragma once
/// Stressing any judge program against the oracle: running it, judging its output, the input
/// schedule, and the `llk stress`, `llk minimize`, `llk replay` and `llk show` commands.

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "llk/board.hpp"
#include "llk/escape/model.hpp"
#include "llk/minimize.hpp"

namespace llk {

/// What one run of an external program did.
struct RunResult {
  bool started = true;           ///< false when fork or pipe failed (detail in `err`)
  bool timed_out = false;        ///< killed (with its process group) at the deadline
  bool output_overflow = false;  ///< killed for writing far more than the answers need
  int exit_code = -1;            ///< exit status when it exited normally
  int signal = 0;                ///< the signal that ended it, if any
  std::string out;               ///< everything it wrote to stdout
  std::string err;               ///< the first few KiB of its stderr
  double seconds = 0;            ///< wall time of the run
};

/// Runs `/bin/sh -c command` in its own process group, feeding `input` on stdin while reading
/// stdout and stderr (no pipe deadlock); kills the group after `timeout_ms` milliseconds.
RunResult run_program(const std::string& command, const std::string& input, int timeout_ms);

/// Failure kinds an external program can show, as written in the artifact ("" is a pass).
namespace failure_kind {
inline constexpr const char* wrong_answer = "wrong-answer";
inline constexpr const char* crash = "crash";
inline constexpr const char* timeout = "timeout";
inline constexpr const char* bad_output = "bad-output";
}  // namespace failure_kind

/// The judgement of one run against the expected answers.
struct Verdict {
  std::string kind;                 ///< "" when the run is correct, else a failure_kind
  std::string detail;               ///< what went wrong, in words
  std::vector<std::string> got;     ///< the answer lines it printed (at most one per query)
  std::size_t first_bad_query = 0;  ///< 0-based query (over the whole input) first wrong or missing
  bool failed() const { return !kind.empty(); }
};

/// Classifies a run: timeout, then crash (signal or non-zero exit), then bad output (a line
/// other than YES/NO, too few or too many lines), then the first wrong answer.
Verdict judge_run(const RunResult& run, const std::vector<bool>& expected);

/// The oracle's answers for every query of every case, in input order.
std::vector<bool> oracle_answers(const std::vector<Case>& cases, const Config& config);

/// Input number `index` of the stress schedule for `seed`: the same (seed, index) always gives
/// the same cases. Sizes grow with the index from 1 x 1 boards to judge-size ones (see
/// src/stress/schedule.cpp for the documented schedule).
std::vector<Case> stress_input(std::uint64_t seed, std::uint64_t index);

/// A StillFails predicate for minimize(): runs `command` on the candidate and is true when it
/// fails with the same kind (`kind`) as the original failure.
StillFails program_still_fails(const std::string& command, const std::string& kind, int timeout_ms);

/// Parses a duration: "90" and "90s" are seconds, also "500ms", "10m", "2h". Throws on junk.
double parse_duration(const std::string& text);

struct StressOptions {
  std::string command;                ///< the program, run through /bin/sh -c
  double budget_seconds = 60;         ///< stop generating after this long
  std::optional<std::uint64_t> seed;  ///< random (and printed) when unset
  int timeout_ms = 10000;             ///< per run of the program
  int jobs = 1;                       ///< programs run at once; 0: one per core
  Config config;                      ///< rules and K the oracle uses (the program must agree)
  std::string out_dir = "llk-out";    ///< where failure artifacts go
  std::uint64_t first_input = 0;      ///< start the schedule at this input number
  std::uint64_t max_inputs = 0;       ///< stop after this many inputs; 0: only the budget stops it
  int max_failures = 1;               ///< stop after this many failing inputs
  bool minimize = true;               ///< shrink each failure before writing it
  double minimize_seconds = 120;      ///< time one minimization may take
  bool progress = true;               ///< a progress line on stderr while it runs
};
/// Exit 1 when a failure was found (artifacts written to out_dir), 0 when none, 2 on usage errors.
int run_stress(const StressOptions& opt, std::ostream& out, std::ostream& err);

struct MinimizeCommandOptions {
  std::string input;    ///< judge input (an artifact's NAME.in or any judge file)
  std::string command;  ///< an external program, or
  std::string solver;   ///< a production solver name (a mutant name with `mutant`)
  bool mutant = false;
  Config config;              ///< taken from NAME.txt when the input is an artifact
  bool config_given = false;  ///< true: `config` overrides the artifact's
  int timeout_ms = 10000;
  std::string out_dir = "llk-out";
  std::string name;  ///< artifact name; default "min-" + input stem
  double max_seconds = 300;
};
/// Shrinks a failing input keeping its failure kind, and writes the result as an artifact.
/// Exit 0 when minimized and written, 1 when the input does not fail at all, 2 on usage errors.
int run_minimize(const MinimizeCommandOptions& opt, std::ostream& out, std::ostream& err);

struct ReplayOptions {
  std::string path;     ///< an artifact NAME.in or a directory of them
  std::string command;  ///< empty: every production solver that supports the artifact's config
  int timeout_ms = 10000;
};
/// Exit 1 on any mismatch with an artifact's NAME.out, 0 when all agree, 2 on unreadable files.
int run_replay(const ReplayOptions& opt, std::ostream& out, std::ostream& err);

struct ShowOptions {
  std::string input;
  int query = 0;    ///< 1-based query over the whole input; 0: every query
  std::string svg;  ///< write an SVG picture here as well
  Config config;
  bool config_given = false;  ///< true: `config` overrides the artifact's NAME.txt
};
/// Draws each case and the oracle's witness path of its queries.
int run_show(const ShowOptions& opt, std::ostream& out, std::ostream& err);

// The timed escape (SPEC section 2) through the same tools: src/stress/escape.cpp.

/// The escape oracle's answer for every case, in input order.
std::vector<bool> escape_oracle_answers(const std::vector<escape::Case>& cases);

/// Input number `index` of the escape stress schedule for `seed` (a pure function of both):
/// inputs 0..15 hold one maze, later ones 1..8 mazes (state leaking between cases).
std::vector<escape::Case> escape_stress_input(std::uint64_t seed, std::uint64_t index);

/// True while a candidate escape input still fails the same way.
using EscapeStillFails = std::function<bool(const std::vector<escape::Case>&)>;
struct EscapeMinimizeResult {
  std::vector<escape::Case> cases;
  int tests_run = 0;
  bool one_minimal = false;  ///< no single step below still fails (false: time limit hit)
};
/// Greedy shrinking: drop cases, drop rows and columns that hold neither S nor D (keeping the
/// judge's 2 x 2 minimum), lower T (by 2 first, keeping parity), turn walls into '.'.
EscapeMinimizeResult minimize_escape(std::vector<escape::Case> cases,
                                     const EscapeStillFails& still_fails, double max_seconds);

/// A predicate for minimize_escape(): `command` fails on the candidate with failure kind `kind`.
EscapeStillFails escape_program_still_fails(const std::string& command, const std::string& kind,
                                            int timeout_ms);

/// `llk stress --problem escape`: the link stress loop over escape mazes (config is unused).
int run_escape_stress(const StressOptions& opt, std::ostream& out, std::ostream& err);
/// `llk minimize --problem escape`: --cmd PROGRAM, or --solver NAME (an escape mutant with
/// --mutant).
int run_escape_minimize(const MinimizeCommandOptions& opt, std::ostream& out, std::ostream& err);
/// Replays one escape artifact through every escape production solver (or `opt.command`);
/// prints one line per mismatch and returns how many there were. Throws on an unreadable file.
int replay_escape_artifact(const std::string& file, const ReplayOptions& opt, std::ostream& out);

}  // namespace llk
