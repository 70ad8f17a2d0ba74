#include "llk/game/writers.hpp"

#include "llk/game/format.hpp"

namespace llk::game {
namespace {

std::string swapped_sides(const std::vector<Board>& boards) {
  std::string out;
  for (const Board& b : boards) {
    out += std::to_string(b.cols()) + " " + std::to_string(b.rows()) + "\n";
    for (std::int32_t v : b.values()) out += std::to_string(v) + " ";
    out += "\n";
  }
  return out + "0 0\n";
}

std::string drops_last_board(const std::vector<Board>& boards) {
  if (boards.size() < 2) return write_game(boards);
  return write_game({boards.begin(), boards.end() - 1});
}

}  // namespace

const Registry<GameWriterMutant>& game_writer_mutants() {
  static const Registry<GameWriterMutant> registry = [] {
    Registry<GameWriterMutant> r;
    r.add({"writer-swapped-sides", "writes \"m n\" for an n x m board", swapped_sides});
    r.add({"writer-drops-last-board", "leaves out the last of several boards", drops_last_board});
    return r;
  }();
  return registry;
}

}  // namespace llk::game
