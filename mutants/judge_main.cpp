/// llk-mutant: a mutant of the zoo (or a production solver) as a standalone judge program, so
/// `llk stress --cmd` and the tests can treat it like any external submission.

#include <cstdlib>
#include <iostream>
#include <string>

#include "llk/escape/format.hpp"
#include "llk/escape/solver.hpp"
#include "llk/game/engine.hpp"
#include "llk/game/format.hpp"
#include "llk/judge_format.hpp"
#include "llk/mutants.hpp"
#include "llk/solver.hpp"

namespace {

int usage(const std::string& why) {
  std::cerr
      << "llk-mutant: " << why
      << "\nusage: llk-mutant (NAME | --solver NAME) [--rules hdu|classic] [--turns K] [--serve]\n"
         "       llk-mutant --problem escape (NAME | --solver NAME)\n"
         "       llk-mutant --problem game (NAME | --solver NAME) [--rules R] [--turns K]\n"
         "reads a judge input on stdin, prints one YES/NO line per query (escape: per case);\n"
         "--serve: input after input, each answered and flushed at its end marker\n";
  return 2;
}

/// The timed escape: an escape mutant (or production solver) over the escape judge format.
int run_escape(const std::string& name, bool production, const std::string& text) {
  const auto& registry =
      production ? llk::escape::production_solvers() : llk::escape::mutant_solvers();
  const llk::escape::SolverInfo* info = registry.find(name);
  if (info == nullptr)
    return usage("unknown escape " + std::string(production ? "solver" : "mutant") + " '" + name +
                 "' (--problem escape --list shows the mutants)");
  llk::escape::Reader reader(text, llk::escape::MazeLimits::relaxed());
  auto solver = info->make();  // one instance for every case, as a judge program would
  llk::escape::Case c;
  for (;;) {
    const auto status = reader.next(c);
    if (status == llk::escape::Reader::Status::end) return 0;
    if (status == llk::escape::Reader::Status::error) {
      std::cout.flush();
      std::cerr << "llk-mutant: <stdin>: " << reader.error().to_string() << '\n';
      return 2;
    }
    std::cout << (solver->solve(c).yes ? "YES\n" : "NO\n");
  }
}

/// The whole game: a game mutant (or production engine) over the game judge format, two lines
/// per board: the pair count and the clear line.
int run_game(const std::string& name, bool production, const llk::Config& config,
             const std::string& text) {
  const auto& registry = production ? llk::game::production_engines() : llk::game::mutant_engines();
  const llk::game::EngineInfo* info = registry.find(name);
  if (info == nullptr)
    return usage("unknown game " + std::string(production ? "engine" : "mutant") + " '" + name +
                 "' (--problem game --list shows the mutants)");
  llk::game::Reader reader(text, llk::game::GameLimits::relaxed(0));
  auto engine = info->make();  // one instance for every board, as a judge program would
  llk::Board board;
  for (;;) {
    const auto status = reader.next(board);
    if (status == llk::game::Reader::Status::end) return 0;
    if (status == llk::game::Reader::Status::error) {
      std::cout.flush();
      std::cerr << "llk-mutant: <stdin>: " << reader.error().to_string() << '\n';
      return 2;
    }
    engine->load(board, config);
    const auto clear = engine->clear();
    std::cout << engine->pair_count() << '\n'
              << llk::game::clear_line(clear ? &*clear : nullptr) << '\n';
  }
}

/// The link check: a link mutant (or production solver) over the judge format.
int run_link(const std::string& name, bool production, const llk::Config& config,
             const std::string& text) {
  const llk::SolverRegistry& registry =
      production ? llk::production_solvers() : llk::mutant_solvers();
  const llk::SolverInfo* info = registry.find(name);
  if (info == nullptr)
    return usage("unknown " + std::string(production ? "solver" : "mutant") + " '" + name +
                 "' (--list shows the mutants)");
  llk::JudgeReader reader(text, llk::Limits::relaxed());
  auto solver = info->make();
  llk::Case c;
  for (;;) {
    const auto status = reader.next(c);
    if (status == llk::JudgeReader::Status::end) return 0;
    if (status == llk::JudgeReader::Status::error) {
      std::cout.flush();
      std::cerr << "llk-mutant: <stdin>: " << reader.error().to_string() << '\n';
      return 2;
    }
    solver->prepare(c.board, config);
    std::string answers;
    for (const llk::Query& q : c.queries) answers += solver->solve(q).yes ? "YES\n" : "NO\n";
    std::cout << answers;
  }
}

/// True when `text` reads to its end without an error: a whole judge input.
template <typename Reader, typename Limits, typename Unit>
bool reads_whole(const std::string& text, const Limits& limits) {
  Reader reader(text, limits);
  Unit unit;
  for (;;) {
    const auto status = reader.next(unit);
    if (status == Reader::Status::end) return true;
    if (status == Reader::Status::error) return false;
  }
}

bool complete(const std::string& text, bool escape, bool game) {
  if (escape)
    return reads_whole<llk::escape::Reader, llk::escape::MazeLimits, llk::escape::Case>(
        text, llk::escape::MazeLimits::relaxed());
  if (game)
    return reads_whole<llk::game::Reader, llk::game::GameLimits, llk::Board>(
        text, llk::game::GameLimits::relaxed(0));
  return reads_whole<llk::JudgeReader, llk::Limits, llk::Case>(text, llk::Limits::relaxed());
}

}  // namespace

int main(int argc, char** argv) {
  std::string name;
  bool production = false;
  llk::Config config;
  bool escape = false;
  bool game = false;
  bool serve = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--solver" && has_value) {
      production = true;
      name = argv[++i];
    } else if (arg == "--rules" && has_value) {
      auto rules = llk::parse_rules(argv[++i]);
      if (!rules) return usage("unknown rules '" + std::string(argv[i]) + "'");
      config.rules = *rules;
    } else if ((arg == "--turns" || arg == "-k") && has_value) {
      config.turns = std::atoi(argv[++i]);
    } else if (arg == "--problem" && has_value) {
      const std::string problem = argv[++i];
      if (problem != "link" && problem != "escape" && problem != "game")
        return usage("unknown problem '" + problem + "'");
      escape = problem == "escape";
      game = problem == "game";
    } else if (arg == "--serve") {
      serve = true;
    } else if (arg == "--list" && escape) {
      for (const auto& m : llk::escape::mutant_solvers().all())
        std::cout << m.name << "  " << m.description << '\n';
      return 0;
    } else if (arg == "--list" && game) {
      for (const auto& m : llk::game::mutant_engines().all())
        std::cout << m.name << "  " << m.description << '\n';
      return 0;
    } else if (arg == "--list") {
      for (const auto& m : llk::mutant_solvers().all())
        std::cout << m.name << "  " << m.description << '\n';
      return 0;
    } else if (!arg.empty() && arg[0] != '-' && name.empty()) {
      name = arg;
    } else {
      return usage("unexpected argument '" + arg + "'");
    }
  }
  std::ios::sync_with_stdio(false);
  auto answer = [&](const std::string& text) {
    if (escape) return run_escape(name, production, text);
    if (game) return run_game(name, production, config, text);
    return run_link(name, production, config, text);
  };
  if (!serve) return answer(llk::read_file("-"));
  // --serve: input after input, each answered (and flushed) once its end marker is in. A line
  // of zeros may end one; the problem's reader says whether the text is a whole input.
  std::string text, line;
  while (std::getline(std::cin, line)) {
    text += line;
    text += '\n';
    if (line.find_first_not_of("0 \t\r") != std::string::npos ||
        line.find('0') == std::string::npos)
      continue;
    if (!complete(text, escape, game)) continue;
    if (const int status = answer(text); status != 0) return status;
    std::cout.flush();
    text.clear();
  }
  return text.find_first_not_of(" \t\r\n") == std::string::npos ? 0 : answer(text);
}
