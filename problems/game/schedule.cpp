/// Which boards the game is checked on (the stress schedule, verify's differential inputs) and
/// what a run covered.

#include <algorithm>

#include "llk/core/seed.hpp"
#include "llk/game/generators.hpp"
#include "parts.hpp"

namespace llk::game {

GameInput schedule_input(std::uint64_t seed, std::uint64_t index, const Config& config) {
  const std::uint64_t s = mix(seed ^ mix(index + 0x6a09e667f3bcc909ULL));
  // Tiny boards first, judge-size boards (36 cells) from input 32 on, one in four of them full.
  const int cells = index < 8    ? 2 + static_cast<int>(index)
                    : index < 32 ? 12 + static_cast<int>(index - 8)
                                 : 36;
  const int count = index < 16 ? 1 : 1 + static_cast<int>(mix(s) % 4);
  GameInput x{{}, config};
  for (int k = 0; k < count; ++k)
    x.boards.push_back(sample_board(mix(s + static_cast<std::uint64_t>(k)), cells));
  return x;
}

GameInput differential_input(std::uint64_t seed, int round, int index) {
  const std::uint64_t s = mix(seed ^ mix(static_cast<std::uint64_t>(index) + 1));
  GameInput x{{}, sample_config(s)};
  const int cells = std::min(36, 6 + 6 * round);
  for (int k = 0; k <= index % 3; ++k) {
    // A board of more than 24 cells in one or two kinds can take the exhaustive searches
    // seconds (removal orders grow exponentially): verify's budget is spent on the others,
    // and `llk stress` keeps them in its schedule.
    Board b;
    for (std::uint64_t t = 0; t < 8; ++t) {
      b = sample_board(mix(s + static_cast<std::uint64_t>(k) + 7 + 1000 * t), cells);
      std::vector<std::int32_t> v = b.values();
      std::sort(v.begin(), v.end());
      v.erase(std::unique(v.begin(), v.end()), v.end());
      const std::size_t kinds = v.size() - (v.front() == 0 ? 1 : 0);
      if (b.values().size() <= 24 || kinds >= 3) break;
    }
    x.boards.push_back(std::move(b));
  }
  return x;
}

std::vector<TestCandidate> test_candidates(std::uint64_t seed, const Config& config) {
  std::vector<TestCandidate> out;
  auto boards = [&](std::uint64_t salt, int count, int min_cells, int max_cells) {
    GameInput x{{}, config};
    for (int k = 0; k < count; ++k) {
      const std::uint64_t s = mix(seed ^ mix(salt * 1000 + static_cast<std::uint64_t>(k)));
      const int cells = min_cells + static_cast<int>(mix(s) % (max_cells - min_cells + 1));
      x.boards.push_back(sample_board(s, cells));
    }
    return x;
  };
  // The classes random boards rarely hit: no tile, tiles without a pair, a kind an odd number
  // of times, tiles that pair but never clear.
  GameInput special{{}, config};
  special.boards.push_back(Board(2, 3));
  for (const auto& rows : std::vector<std::vector<std::int32_t>>{
           {1, 2, 1, 2}, {1, 1, 1}, {1, 2, 2, 1, 2, 1}, {2147483647, 0, 2147483647}}) {
    Board b(1, static_cast<int>(rows.size()));
    for (std::size_t c = 0; c < rows.size(); ++c) b.set(1, static_cast<int>(c) + 1, rows[c]);
    special.boards.push_back(b);
  }
  Board stuck(2, 2);  // 1 2 / 2 1: the pairs cross, and without a ring none links
  stuck.set(1, 1, 1);
  stuck.set(1, 2, 2);
  stuck.set(2, 1, 2);
  stuck.set(2, 2, 1);
  special.boards.push_back(stuck);
  out.push_back({"every-class",
                 "boards of every class: empty, deadlocked, a kind an odd number of times, pairs "
                 "that never clear, values near 2^31 - 1",
                 special, false, true});
  out.push_back(
      {"small-boards", "60 random boards of 2 to 16 cells", boards(1, 60, 2, 16), false, true});
  out.push_back(
      {"medium-boards", "30 random boards of 17 to 30 cells", boards(2, 30, 17, 30), false, true});
  for (std::uint64_t k = 0; k < 4; ++k)
    out.push_back({"judge-size-" + std::to_string(k + 1), "8 random boards of 36 cells",
                   boards(3 + k, 8, 36, 36), false, k == 0});
  for (std::uint64_t k = 0; k < 4; ++k)
    out.push_back({"more-boards-" + std::to_string(k + 1), "40 random boards of 2 to 30 cells",
                   boards(10 + k, 40, 2, 30), false, false});
  return out;
}

const std::vector<std::pair<std::string, std::string>>& classes() {
  static const std::vector<std::pair<std::string, std::string>> c{
      {"empty", "a board without tiles (0 pairs, YES 0)"},
      {"pairs", "the pairs line of a board with a pair"},
      {"deadlock", "the pairs line of a board with tiles and no pair"},
      {"clears", "the clear line of a board that clears"},
      {"odd-kind", "the clear line of a board with a kind an odd number of times"},
      {"stuck", "the clear line of any other board that does not clear"},
  };
  return c;
}

std::string unit_class(const GameInput& x, std::size_t unit, const Expected& e) {
  const std::size_t b = unit / 2;
  if (b >= x.boards.size() || unit >= e.lines.size()) return "";
  const Board& board = x.boards[b];
  if (tile_count(board) == 0) return "empty";
  if (unit % 2 == 0) return e.lines[unit] == "0" ? "deadlock" : "pairs";
  if (e.lines[unit] != "NO") return "clears";
  std::vector<std::int32_t> v = board.values();
  std::sort(v.begin(), v.end());
  for (std::size_t i = 0; i < v.size();) {
    std::size_t j = i;
    while (j < v.size() && v[j] == v[i]) ++j;
    if (v[i] != 0 && (j - i) % 2 != 0) return "odd-kind";
    i = j;
  }
  return "stuck";
}

void cover(const GameInput& x, const Expected& e, Coverage& c) {
  c.buckets("board cells", {"1 to 4", "5 to 16", "17 to 35", "36"});
  c.buckets("rules", {"hdu", "classic"});
  c.named_buckets("game class", classes());
  c.add("rules", to_string(x.config.rules));
  bool judge_size = false;
  for (std::size_t b = 0; b < x.boards.size(); ++b) {
    const int cells = x.boards[b].rows() * x.boards[b].cols();
    c.add("board cells", cells <= 4    ? "1 to 4"
                         : cells <= 16 ? "5 to 16"
                         : cells < 36  ? "17 to 35"
                                       : "36");
    for (std::size_t u = 2 * b; u < 2 * b + 2; ++u) c.add("game class", unit_class(x, u, e));
    judge_size = judge_size || cells >= 36;
  }
  if (judge_size) c.mark("judge-size (36 cells)");
}

}  // namespace llk::game
