#include "llk/artifact.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "llk/escape/format.hpp"
#include "llk/escape/oracle.hpp"
#include "llk/judge_format.hpp"
#include "llk/oracle.hpp"

namespace llk {
namespace fs = std::filesystem;

namespace {

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream f(path, std::ios::binary);
  f << text;
  if (!f) throw std::runtime_error("cannot write '" + path.string() + "'");
}

std::string one_line(std::string s) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  return s;
}

std::map<std::string, std::string> read_report(const std::string& report_path) {
  std::map<std::string, std::string> report;
  if (std::ifstream rf(report_path); rf) {
    std::string line;
    while (std::getline(rf, line)) {
      const auto colon = line.find(": ");
      if (colon != std::string::npos) report[line.substr(0, colon)] = line.substr(colon + 2);
    }
  }
  return report;
}

/// Reads NAME.out: one YES or NO per line.
std::vector<bool> read_answers(const std::string& out_path) {
  std::istringstream in(read_file(out_path));
  std::vector<bool> answers;
  std::string word;
  int line_no = 0;
  while (in >> word) {
    ++line_no;
    if (word != "YES" && word != "NO")
      throw std::runtime_error(out_path + ": answer " + std::to_string(line_no) +
                               ": expected YES or NO, found '" + word + "'");
    answers.push_back(word == "YES");
  }
  return answers;
}

/// The lines every report ends with: seed, reproduce command, replay command; then writes it.
std::string finish_report(std::ostringstream& r, const fs::path& base, const std::string& seed,
                          const std::string& reproduce) {
  if (!seed.empty()) r << "seed: " << seed << '\n';
  if (!reproduce.empty()) r << "reproduce: " << one_line(reproduce) << '\n';
  r << "replay: llk replay " << base.string() << ".in\n";
  write_text(base.string() + ".txt", r.str());
  return base.string() + ".in";
}

}  // namespace

std::string write_artifact(const std::string& dir, const FailureArtifact& a) {
  fs::create_directories(dir);
  const fs::path base = fs::path(dir) / a.name;
  write_text(base.string() + ".in", write_judge(a.cases));

  GraphOracle oracle;
  std::vector<bool> expected;
  for (const Case& c : a.cases) {
    oracle.prepare(c.board, a.config);
    for (const Query& q : c.queries) expected.push_back(oracle.solve(q).yes);
  }
  write_text(base.string() + ".out", write_answers(expected));

  std::ostringstream r;
  r << "kind: " << a.kind << '\n'
    << "rules: " << to_string(a.config.rules) << '\n'
    << "turns: " << a.config.turns << '\n'
    << "found-by: " << a.found_by << '\n'
    << "subject: " << one_line(a.subject) << '\n'
    << "detail: " << one_line(a.detail) << '\n';
  if (!a.got.empty()) {
    r << "got:";
    for (const auto& g : a.got) r << ' ' << g;
    r << '\n';
  }
  std::size_t cells = 0;
  for (const Case& c : a.cases) cells += c.board.values().size();
  r << "size: " << a.cases.size() << " case(s)";
  if (a.cases.size() == 1)
    r << ", " << a.cases[0].board.rows() << " x " << a.cases[0].board.cols() << " board, "
      << a.cases[0].queries.size() << " quer" << (a.cases[0].queries.size() == 1 ? "y" : "ies");
  r << ", " << cells << " cells\n";
  return finish_report(r, base, a.seed, a.reproduce);
}

StoredArtifact read_artifact(const std::string& in_path) {
  StoredArtifact s;
  s.in_path = in_path;
  const std::string text = read_file(in_path);
  ParsedInput parsed = parse_judge(text, Limits::relaxed());
  if (parsed.error) throw std::runtime_error(in_path + ": " + parsed.error->to_string());
  s.cases = std::move(parsed.cases);

  const fs::path p(in_path);
  const fs::path stem = p.parent_path() / p.stem();
  const std::string report_path = stem.string() + ".txt";
  s.report = read_report(report_path);
  if (auto it = s.report.find("rules"); it != s.report.end()) {
    auto rules = parse_rules(it->second);
    if (!rules) throw std::runtime_error(report_path + ": unknown rules '" + it->second + "'");
    s.config.rules = *rules;
  }
  if (auto it = s.report.find("turns"); it != s.report.end()) {
    try {
      s.config.turns = std::stoi(it->second);
    } catch (const std::exception&) {
      throw std::runtime_error(report_path + ": turns is not a number: '" + it->second + "'");
    }
  }

  const std::string out_path = stem.string() + ".out";
  s.expected = read_answers(out_path);
  std::size_t queries = 0;
  for (const Case& c : s.cases) queries += c.queries.size();
  if (queries != s.expected.size())
    throw std::runtime_error(out_path + ": " + std::to_string(s.expected.size()) + " answers for " +
                             std::to_string(queries) + " queries");
  return s;
}

std::vector<std::string> find_artifacts(const std::string& path) {
  std::vector<std::string> found;
  if (fs::is_directory(path)) {
    for (const auto& e : fs::recursive_directory_iterator(path))
      if (e.is_regular_file() && e.path().extension() == ".in") found.push_back(e.path().string());
    std::sort(found.begin(), found.end());
  } else {
    found.push_back(path);
  }
  return found;
}

std::string write_escape_artifact(const std::string& dir, const EscapeFailureArtifact& a) {
  fs::create_directories(dir);
  const fs::path base = fs::path(dir) / a.name;
  write_text(base.string() + ".in", escape::write_input(a.cases));
  escape::GraphOracle oracle;
  std::string answers;
  for (const escape::Case& c : a.cases) answers += oracle.solve(c).yes ? "YES\n" : "NO\n";
  write_text(base.string() + ".out", answers);

  std::ostringstream r;
  r << "problem: escape\n"
    << "kind: " << a.kind << '\n'
    << "found-by: " << a.found_by << '\n'
    << "subject: " << one_line(a.subject) << '\n'
    << "detail: " << one_line(a.detail) << '\n';
  if (!a.got.empty()) {
    r << "got:";
    for (const auto& g : a.got) r << ' ' << g;
    r << '\n';
  }
  std::size_t cells = 0;
  for (const escape::Case& c : a.cases)
    cells += static_cast<std::size_t>(c.maze.rows() * c.maze.cols());
  r << "size: " << a.cases.size() << " case(s)";
  if (a.cases.size() == 1)
    r << ", " << a.cases[0].maze.rows() << " x " << a.cases[0].maze.cols()
      << " maze, T = " << a.cases[0].time;
  r << ", " << cells << " cells\n";
  return finish_report(r, base, a.seed, a.reproduce);
}

StoredEscapeArtifact read_escape_artifact(const std::string& in_path) {
  StoredEscapeArtifact s;
  s.in_path = in_path;
  escape::ParsedInput parsed =
      escape::parse_input(read_file(in_path), escape::MazeLimits::relaxed());
  if (parsed.error) throw std::runtime_error(in_path + ": " + parsed.error->to_string());
  s.cases = std::move(parsed.cases);
  const fs::path p(in_path);
  const fs::path stem = p.parent_path() / p.stem();
  s.report = read_report(stem.string() + ".txt");
  const std::string out_path = stem.string() + ".out";
  s.expected = read_answers(out_path);
  if (s.expected.size() != s.cases.size())
    throw std::runtime_error(out_path + ": " + std::to_string(s.expected.size()) + " answers for " +
                             std::to_string(s.cases.size()) + " cases");
  return s;
}

std::string artifact_problem(const std::string& in_path) {
  const fs::path p(in_path);
  const auto report = read_report((p.parent_path() / p.stem()).string() + ".txt");
  const auto it = report.find("problem");
  return it == report.end() ? "link" : it->second;
}

}  // namespace llk
