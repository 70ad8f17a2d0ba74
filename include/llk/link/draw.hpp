#pragma once
/// Pictures of a link query: the board, its endpoints and a witness path.

#include <string>
#include <vector>

#include "llk/link/board.hpp"

namespace llk::link {

/// Why the oracle says NO, for a subject that said YES: in words, the path it may have meant
/// (the fewest-turn one, or the straightest with the other tiles lifted) and the cells where
/// that path breaks the rules (the turn over the limit, the tiles in the way).
struct Broken {
  std::string why;
  std::vector<Cell> path;
  std::vector<Cell> marks;
};
Broken why_no(const Board& board, const Config& config, const Query& query);

/// The oracle's answer to `query` and why, in words: for a YES the path by its corners; for a NO
/// the reason (same cell, empty endpoint, other values, more turns than K with that path, or no
/// path at all with the empty cells reachable from the first endpoint).
std::string explain(const Board& board, const Config& config, const Query& query);
/// A path by its endpoints and corners: "(1,1) -> (2,1) -> (2,4)".
std::string corners(const std::vector<Cell>& path);

/// The board in text, endpoints in brackets, the path in - | +, the classic ring as ',', and
/// `marks` as '!'.
std::string draw_text(const Board& board, const Config& config, const Query& query,
                      const Answer& answer, const std::vector<Cell>& marks = {});
/// The same as an SVG picture with `title` above it (the picture is as wide as the title).
std::string draw_svg(const Board& board, const Config& config, const Query& query,
                     const Answer& answer, const std::string& title,
                     const std::vector<Cell>& marks = {});

}  // namespace llk::link
