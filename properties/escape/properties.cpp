/// The escape laws. Each one is a plain function of (case, solver kind) run through the one law
/// runner, so the same code backs the RapidCheck properties, the mutant tests and `llk verify`.

#include "llk/escape/properties.hpp"

#include <algorithm>
#include <stdexcept>

#include "law_runner.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/generators.hpp"
#include "llk/escape/oracle.hpp"

namespace llk::escape {
namespace {

const char* yes_no(bool yes) {
  return yes ? "YES" : "NO";
}

bool answer(const SolverFactory& make, const Case& c) {
  return make()->solve(c).yes;
}

std::optional<std::string> agrees_with_oracle(const Case& c, const SolverFactory& make) {
  GraphOracle oracle;
  const bool expected = oracle.solve(c).yes;
  const bool got = answer(make, c);
  if (got == expected) return std::nullopt;
  return std::string("solver says ") + yes_no(got) + ", the oracle " + yes_no(expected);
}

std::optional<std::string> valid_witness(const Case& c, const SolverFactory& make) {
  const Answer a = make()->solve(c);
  if (!a.yes || a.walk.empty()) return std::nullopt;
  if (auto why = check_walk(c, a.walk)) return "invalid witness walk: " + *why;
  return std::nullopt;
}

std::optional<std::string> swap_start_door_law(const Case& c, const SolverFactory& make) {
  const bool a = answer(make, c), b = answer(make, swap_start_door(c));
  if (a == b) return std::nullopt;
  return std::string("answers ") + yes_no(a) + ", but " + yes_no(b) + " with S and D swapped";
}

std::optional<std::string> symmetry_law(const Case& c, const SolverFactory& make) {
  const bool a = answer(make, c);
  for (int s = 1; s < 8; ++s) {
    const bool b = answer(make, transform(c, s));
    if (a != b)
      return std::string("answers ") + yes_no(a) + ", but " + yes_no(b) + " under symmetry " +
             std::to_string(s) + ":\n" + to_text(transform(c, s));
  }
  return std::nullopt;
}

std::optional<std::string> wall_monotone(const Case& c, const SolverFactory& make) {
  if (answer(make, c)) return std::nullopt;
  for (int i = 0; i < static_cast<int>(c.maze.cells().size()); ++i) {
    if (c.maze.cells()[i] != kOpen) continue;
    Case walled = c;
    walled.maze.set(c.maze.cell(i), kWall);
    if (answer(make, walled)) return "answers NO, but YES with one more wall:\n" + to_text(walled);
  }
  return std::nullopt;
}

std::optional<std::string> parity_law(const Case& c, const SolverFactory& make) {
  if (parity_forbids(c) && answer(make, c))
    return std::string("answers YES although T - |S - D| is odd");
  return std::nullopt;
}

std::optional<std::string> free_cell_law(const Case& c, const SolverFactory& make) {
  if (free_cells_forbid(c) && answer(make, c))
    return "answers YES although T = " + std::to_string(c.time) +
           " >= " + std::to_string(c.maze.free_cells()) + " free cells";
  return std::nullopt;
}

std::optional<std::string> no_state_leak(const Case& c, const SolverFactory& make) {
  const bool fresh = answer(make, c);
  auto reused = make();
  reused->solve(c);
  reused->solve(swap_start_door(c));
  const bool again = reused->solve(c).yes;
  if (fresh == again) return std::nullopt;
  return std::string("a fresh instance answers ") + yes_no(fresh) +
         ", the same instance after two earlier cases " + yes_no(again);
}

/// A plain check of one case by one solver kind.
using CaseLaw = std::optional<std::string> (*)(const Case&, const SolverFactory&);

struct PlainLaw {
  const char* name;
  const char* description;
  CaseLaw check;
};

const std::vector<PlainLaw>& plain_laws() {
  static const std::vector<PlainLaw> all = {
      {"agrees-with-oracle", "the answer equals the Boost.Graph oracle's", agrees_with_oracle},
      {"valid-witness",
       "a YES walk starts on S, makes T unit moves, never re-enters a cell, ends on D",
       valid_witness},
      {"swap-start-door", "swapping S and D does not change the answer", swap_start_door_law},
      {"symmetry", "the 8 rotations and reflections do not change the answer", symmetry_law},
      {"wall-monotone", "adding a wall never turns a NO into a YES", wall_monotone},
      {"parity-law", "T - |S - D| odd means NO", parity_law},
      {"free-cell-law", "T at or above the number of free cells means NO", free_cell_law},
      {"no-state-leak", "an instance reused across cases answers as a fresh one", no_state_leak},
  };
  return all;
}

/// Runs `check` as the RapidCheck property `id` on the cases of `run`, through the one law
/// runner; a failure shrinks with shrink_case(). Mazes are at most 6 x 6, so every run ramps
/// over all of their sizes, whatever the round.
LawOutcome run_cases(const std::string& id,
                     const std::function<std::optional<std::string>(const Case&)>& check,
                     const LawRun& run) {
  const int top = std::max(1, run.max_size);
  const rc::Gen<Case> gen =
      rc::gen::withSize([top](int size) { return rc::gen::resize(size * 100 / top, gen_case()); });
  const std::function<std::optional<std::string>(const Case&, rc_support::Tags&)> each =
      [&check](const Case& c, rc_support::Tags&) { return check(c); };
  return rc_support::run_law<Case>(id, run, gen, each,
                                   [](const Case& c) { return llk::Input(std::vector<Case>{c}); });
}

std::vector<llk::Law> make_laws() {
  std::vector<llk::Law> out;
  for (const PlainLaw& l : plain_laws()) {
    llk::Law law;
    law.name = l.name;
    law.description = l.description;
    law.check = [name = std::string(l.name), check = l.check](const SolverRef& solver,
                                                              const LawRun& run) {
      const SolverInfo* info = find_solver(solver);
      if (info == nullptr)
        throw std::invalid_argument("no escape solver named '" + solver.name + "'");
      const SolverFactory make = info->make;
      LawOutcome o = run_cases(
          name + "/" + info->name, [&](const Case& c) { return check(c, make); }, run);
      if (!o.passed && name == "agrees-with-oracle") o.kind = failure_kind::wrong_answer;
      return o;
    };
    out.push_back(std::move(law));
  }
  llk::Law prunes;
  prunes.name = "prunes-sound";
  prunes.description =
      "every combination of the backtracking prunes (parity, distance, free cells) gives the "
      "unpruned answer";
  prunes.per_solver = false;
  prunes.check = [](const SolverRef&, const LawRun& run) {
    return run_cases(
        "prunes-sound", [](const Case& c) { return check_prunes_sound(c); }, run);
  };
  out.push_back(std::move(prunes));
  return out;
}

}  // namespace

bool parity_forbids(const Case& c) {
  return ((c.time - manhattan(*c.maze.find(kStart), *c.maze.find(kDoor))) & 1) != 0;
}

bool free_cells_forbid(const Case& c) {
  return c.time >= c.maze.free_cells();
}

const std::vector<llk::Law>& laws() {
  static const std::vector<llk::Law> all = make_laws();
  return all;
}

std::optional<std::string> check_law(const std::string& name, const Case& c,
                                     const SolverFactory& make) {
  for (const PlainLaw& l : plain_laws())
    if (l.name == name) return l.check(c, make);
  throw std::out_of_range("no escape law named '" + name + "'");
}

const SolverInfo* find_solver(const SolverRef& ref) {
  return find_solver_info<SolverInfo>(ref, production_solvers(), mutant_solvers(),
                                      "an escape solver (llk::escape::SolverInfo)");
}

std::optional<std::string> check_prunes_sound(const Case& c) {
  const bool reference = make_backtrack(Prunes::none())->solve(c).yes;
  for (unsigned bits = 1; bits < 8; ++bits) {
    const Prunes p = Prunes::from_bits(bits);
    const bool got = make_backtrack(p)->solve(c).yes;
    if (got != reference)
      return std::string("prunes {parity=") + (p.parity ? "on" : "off") +
             ", distance=" + (p.distance ? "on" : "off") +
             ", free-cells=" + (p.free_cells ? "on" : "off") + "} answer " + yes_no(got) +
             ", no prunes " + yes_no(reference);
  }
  return std::nullopt;
}

}  // namespace llk::escape
