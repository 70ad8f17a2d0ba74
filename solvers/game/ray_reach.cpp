#include "ray_reach.hpp"

namespace llk::game::player_detail {

std::vector<Cell> ray_reach(const Board& board, const Config& config, Cell from,
                            const ReachRule& rule) {
  Rays rays;
  std::vector<Cell> out;
  rays.cast(board, config, from, rule.open, rule.target, out);
  return out;
}

}  // namespace llk::game::player_detail
