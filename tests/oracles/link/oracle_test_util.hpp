#pragma once
/// Shared checks for the oracle tests: witness validity and agreement of the two oracles.

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "llk/link/oracle.hpp"
#include "llk/link/path_check.hpp"

namespace llk::link::oracle_test {

/// A readable description of one (board, query, config) triple for failure messages.
inline std::string describe(const Board& board, const Config& config, const Query& q) {
  std::string s = std::to_string(board.rows()) + "x" + std::to_string(board.cols()) + " [";
  for (std::size_t i = 0; i < board.values().size(); ++i)
    s += (i ? " " : "") + std::to_string(board.values()[i]);
  s += "] " + std::string(to_string(config.rules)) + " K=" + std::to_string(config.turns) +
       " query (" + std::to_string(q.a.row) + "," + std::to_string(q.a.col) + ")-(" +
       std::to_string(q.b.row) + "," + std::to_string(q.b.col) + ")";
  return s;
}

/// A random query on `board`, a pair of equal tiles `equal_percent` percent of the time (when
/// the board has one), otherwise any two cells.
inline Query random_query(std::mt19937& rng, const Board& board, int equal_percent) {
  auto uniform = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  Query q{{uniform(1, board.rows()), uniform(1, board.cols())},
          {uniform(1, board.rows()), uniform(1, board.cols())}};
  if (uniform(1, 100) > equal_percent) return q;
  std::vector<Cell> tiles;
  for (int r = 1; r <= board.rows(); ++r)
    for (int c = 1; c <= board.cols(); ++c)
      if (board.at(r, c) != 0) tiles.push_back({r, c});
  if (tiles.size() < 2) return q;
  const Cell a = tiles[static_cast<std::size_t>(uniform(0, int(tiles.size()) - 1))];
  std::vector<Cell> same;
  for (const Cell t : tiles)
    if (!(t == a) && board.at(t) == board.at(a)) same.push_back(t);
  if (!same.empty()) q = {a, same[static_cast<std::size_t>(uniform(0, int(same.size()) - 1))]};
  return q;
}

/// Null when `answer` is a consistent answer with a valid, simple witness; otherwise why not.
inline std::optional<std::string> witness_problem(const Board& board, const Config& config,
                                                  const Query& q, const Answer& answer) {
  if (auto why = check_answer(board, config, q, answer)) return why;
  if (!answer.yes) {
    if (answer.turns != -1) return "a NO answer reports turns " + std::to_string(answer.turns);
    return std::nullopt;
  }
  std::set<std::pair<int, int>> seen;
  for (const Cell c : answer.path)
    if (!seen.insert({c.row, c.col}).second) return "the witness visits a cell twice";
  return std::nullopt;
}

/// Runs both oracles on one triple and reports every disagreement; true when they agree.
inline bool expect_agreement(const Board& board, const Config& config, const Query& q,
                             const Answer& graph) {
  const Answer brute = brute_force_link(board, config, q);
  bool ok = true;
  if (auto why = witness_problem(board, config, q, graph)) {
    ADD_FAILURE() << "graph oracle: " << *why << " on " << describe(board, config, q);
    ok = false;
  }
  if (auto why = witness_problem(board, config, q, brute)) {
    ADD_FAILURE() << "brute force: " << *why << " on " << describe(board, config, q);
    ok = false;
  }
  if (graph.yes != brute.yes || graph.turns != brute.turns) {
    ADD_FAILURE() << "graph oracle says " << (graph.yes ? "YES" : "NO") << "/" << graph.turns
                  << " turns, brute force " << (brute.yes ? "YES" : "NO") << "/" << brute.turns
                  << " on " << describe(board, config, q);
    ok = false;
  }
  return ok;
}

}  // namespace llk::link::oracle_test
