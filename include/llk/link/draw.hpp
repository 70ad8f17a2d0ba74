#pragma once
/// Pictures of a link query: the board, its endpoints and a witness path.

#include <string>

#include "llk/board.hpp"

namespace llk::link {

/// The board in text, endpoints in brackets, the path in - | +, the classic ring as ','.
std::string draw_text(const Board& board, const Config& config, const Query& query,
                      const Answer& answer);
/// The same as an SVG picture with `title` above it.
std::string draw_svg(const Board& board, const Config& config, const Query& query,
                     const Answer& answer, const std::string& title);

}  // namespace llk::link
