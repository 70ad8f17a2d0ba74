#include "llk/commands.hpp"

#include <fmt/format.h>

#include <ostream>
#include <stdexcept>

#include "llk/judge_format.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/solver.hpp"
#include "llk/validate.hpp"

namespace llk {
namespace {

Limits limits_for(const InputOptions& in) {
  return in.relaxed ? Limits::relaxed(in.memory_cap_mb << 20) : Limits::judge();
}

std::string display_name(const std::string& path) { return path == "-" ? "<stdin>" : path; }

/// Reads a file for a command; on failure prints the reason and returns false.
bool load(const std::string& path, std::string& text, std::ostream& err, const char* command) {
  try {
    text = read_file(path);
    return true;
  } catch (const std::exception& e) {
    err << "llk " << command << ": " << e.what() << '\n';
    return false;
  }
}

std::string config_str(const Config& c) {
  return fmt::format("rules={} K={}", to_string(c.rules), c.turns);
}

std::string path_str(const std::vector<Cell>& path) {
  std::string s;
  for (const Cell& c : path) s += fmt::format("{}({},{})", s.empty() ? "" : " ", c.row, c.col);
  return s;
}

std::string answer_str(const Answer& a) {
  if (!a.yes) return "NO";
  return fmt::format("YES, {} turns, path {}", a.turns, path_str(a.path));
}

}  // namespace

int run_solve(const SolveOptions& opt, std::ostream& out, std::ostream& err) {
  const SolverRegistry& registry = production_solvers();
  const SolverInfo* info =
      opt.solver.empty() ? (registry.all().empty() ? nullptr : &registry.all().front())
                         : registry.find(opt.solver);
  if (info == nullptr) {
    err << "llk solve: unknown solver '" << opt.solver << "' (see `llk solvers`)\n";
    return kExitUsage;
  }
  if (!info->caps.supports(opt.config)) {
    err << "llk solve: solver '" << info->name << "' does not support " << config_str(opt.config)
        << " (see `llk solvers`)\n";
    return kExitUsage;
  }
  std::string text;
  if (!load(opt.input, text, err, "solve")) return kExitUsage;
  auto solver = info->make();
  JudgeReader reader(text, limits_for(opt.in));
  Case c;
  std::string answers;
  for (;;) {
    const auto status = reader.next(c);
    if (status == JudgeReader::Status::end) return kExitOk;
    if (status == JudgeReader::Status::error) {
      out.flush();
      err << display_name(opt.input) << ": " << reader.error().to_string() << '\n';
      return kExitUsage;
    }
    solver->prepare(c.board, opt.config);
    answers.clear();
    for (const Query& q : c.queries) answers += solver->solve(q).yes ? "YES\n" : "NO\n";
    out.write(answers.data(), static_cast<std::streamsize>(answers.size()));
  }
}

int run_check(const CheckOptions& opt, std::ostream& out, std::ostream& err) {
  const auto& solvers = production_solvers().all();
  std::vector<std::unique_ptr<Solver>> instances;
  for (const auto& s : solvers) instances.push_back(s.make());
  GraphOracle oracle;
  long cases = 0, queries = 0, disagreements = 0;
  bool input_error = false;
  for (const std::string& file : opt.files) {
    std::string text;
    if (!load(file, text, err, "check")) {
      input_error = true;
      continue;
    }
    JudgeReader reader(text, limits_for(opt.in));
    Case c;
    for (int case_no = 1;; ++case_no) {
      const auto status = reader.next(c);
      if (status == JudgeReader::Status::end) break;
      if (status == JudgeReader::Status::error) {
        err << display_name(file) << ": " << reader.error().to_string() << '\n';
        input_error = true;
        break;
      }
      ++cases;
      oracle.prepare(c.board, opt.config);
      for (std::size_t i = 0; i < solvers.size(); ++i)
        if (solvers[i].caps.supports(opt.config)) instances[i]->prepare(c.board, opt.config);
      for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
        const Query& q = c.queries[qi];
        ++queries;
        const Answer expected = oracle.solve(q);
        for (std::size_t i = 0; i < solvers.size(); ++i) {
          if (!solvers[i].caps.supports(opt.config)) continue;
          const Answer got = instances[i]->solve(q);
          std::string why;
          if (got.yes != expected.yes)
            why = fmt::format("answered {}, the oracle {}", got.yes ? "YES" : "NO",
                              expected.yes ? "YES" : "NO");
          else if (auto bad = check_answer(c.board, opt.config, q, got))
            why = "invalid witness: " + *bad;
          else if (got.yes && solvers[i].caps.reports_min_turns && got.turns != expected.turns)
            why = fmt::format("reports {} turns, the fewest possible is {}", got.turns,
                              expected.turns);
          if (why.empty()) continue;
          ++disagreements;
          out << fmt::format("DISAGREEMENT {}: case {}, query {} ({} {} {} {}), {}: solver {} {}\n",
                             display_name(file), case_no, qi + 1, q.a.row, q.a.col, q.b.row,
                             q.b.col, config_str(opt.config), solvers[i].name, why);
          out << "  solver: " << answer_str(got) << "\n  oracle: " << answer_str(expected)
              << "\n  board (judge format, this query only):\n";
          std::string board_text;
          write_case(board_text, Case{c.board, {q}});
          out << board_text << "0 0\n";
        }
      }
    }
  }
  out << fmt::format("checked {} cases, {} queries with {} solvers and the oracle ({}): {} "
                     "disagreements\n",
                     cases, queries, solvers.size(), config_str(opt.config), disagreements);
  if (disagreements > 0) return kExitFailureFound;
  return input_error ? kExitUsage : kExitOk;
}

int run_validate(const ValidateOptions& opt, std::ostream& out, std::ostream& err) {
  std::string text;
  if (!load(opt.input, text, err, "validate")) return kExitUsage;
  const auto issues = validate_judge(text, limits_for(opt.in));
  for (const auto& issue : issues) err << display_name(opt.input) << ": " << issue.to_string() << '\n';
  if (issues.empty()) {
    out << display_name(opt.input) << ": valid judge input\n";
    return kExitOk;
  }
  err << display_name(opt.input) << ": " << issues.size() << " violation"
      << (issues.size() == 1 ? "" : "s") << '\n';
  return kExitUsage;
}

int run_list_solvers(std::ostream& out) {
  out << fmt::format("{:<10} {:<8} {:<8} {:>5}  {:<9} {}\n", "name", "hdu", "classic", "max K",
                     "min turns", "description");
  bool first = true;
  for (const auto& s : production_solvers().all()) {
    out << fmt::format("{:<10} {:<8} {:<8} {:>5}  {:<9} {}{}\n", s.name, s.caps.hdu ? "yes" : "no",
                       s.caps.classic ? "yes" : "no", s.caps.max_turns,
                       s.caps.reports_min_turns ? "yes" : "no", s.description,
                       first ? " (default)" : "");
    first = false;
  }
  return kExitOk;
}

}  // namespace llk
