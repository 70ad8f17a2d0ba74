/// The escape laws. Each one is a plain function of (case, solver kind) so the same code backs
/// the RapidCheck properties, the mutant tests and `llk verify`.

#include "llk/escape/properties.hpp"

#include <stdexcept>

#include "llk/escape/format.hpp"
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

std::vector<Law> make_laws() {
  return {
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
}

}  // namespace

bool parity_forbids(const Case& c) {
  return ((c.time - manhattan(*c.maze.find(kStart), *c.maze.find(kDoor))) & 1) != 0;
}

bool free_cells_forbid(const Case& c) {
  return c.time >= c.maze.free_cells();
}

const std::vector<Law>& laws() {
  static const std::vector<Law> all = make_laws();
  return all;
}

const Law& law(const std::string& name) {
  for (const Law& l : laws())
    if (l.name == name) return l;
  throw std::out_of_range("no escape law named '" + name + "'");
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
