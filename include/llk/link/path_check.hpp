#pragma once
/// An independent check of a witness path, trusted by the tests instead of any solver.

#include <optional>
#include <string>

#include "llk/link/board.hpp"

namespace llk::link {

/// Why `path` is not a valid link for `query` under `config`, or nullopt when it is: right
/// endpoints, unit steps, every intermediate cell empty and allowed by the rules, turns <= K.
std::optional<std::string> check_path(const Board& board, const Config& config, const Query& query,
                                      const std::vector<Cell>& path);

/// check_path plus consistency of the answer: YES has a valid path and its turn count, NO none.
std::optional<std::string> check_answer(const Board& board, const Config& config,
                                        const Query& query, const Answer& answer);

/// True when the query's endpoints hold the same non-zero value and are different cells.
bool endpoints_match(const Board& board, const Query& query);

}  // namespace llk::link
