/// The escape's bounded-exhaustive enumeration: every maze up to a size within the judge's
/// sides, every S, D and wall set, every T up to a bound; one case (one unit) per item.

#include "llk/escape/enumerate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "llk/core/size_order.hpp"
#include "llk/escape/format.hpp"
#include "llk/escape/problem.hpp"

namespace llk::escape {
namespace {

class MazeEnumeration final : public Enumeration {
 public:
  MazeEnumeration(int cells, int max_time) : cells_(cells), times_(max_time) {
    const MazeLimits judge = MazeLimits::judge();
    for (const auto& [rows, cols] : shapes_up_to(cells, judge.min_side, judge.max_side)) {
      const int n = rows * cols;
      const std::uint64_t walls = checked_power(2, n - 2);
      order_.add(rows, cols,
                 static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n - 1) * walls *
                     static_cast<std::uint64_t>(times_));
    }
  }

  std::string scope() const override {
    const std::size_t shapes = order_.blocks().size();
    return fmt::format(
        "every maze of rows x cols <= {} cells with sides 2..6 ({} shape{}), every placement of S "
        "and D on two different cells and every set of walls over the other cells, each with "
        "every T from 1 to {}",
        cells_, shapes, shapes == 1 ? "" : "s", times_);
  }
  std::string flags() const override {
    return fmt::format("--cells {} --max-time {}", cells_, times_);
  }
  std::string item_name() const override { return "maze"; }
  std::uint64_t size() const override { return order_.size(); }
  std::size_t units(std::uint64_t) const override { return 1; }
  llk::Input input(std::uint64_t begin, std::uint64_t end) const override {
    escape::Input out;
    out.reserve(static_cast<std::size_t>(end - begin));
    for (std::uint64_t i = begin; i < end; ++i) out.push_back(maze(i));
    return out;
  }
  std::string describe(std::uint64_t i) const override {
    const Case c = maze(i);
    return fmt::format("{} x {} maze, T = {}", c.maze.rows(), c.maze.cols(), c.time);
  }

 private:
  /// Item `i`: T fastest, then the walls (the first other cell the most significant bit), D
  /// among the cells but S, then S.
  Case maze(std::uint64_t i) const {
    const auto [block, offset] = order_.locate(i);
    const int n = block->rows * block->cols;
    const auto times = static_cast<std::uint64_t>(times_);
    const std::uint64_t walls = std::uint64_t{1} << (n - 2);
    const int time = static_cast<int>(offset % times) + 1;
    std::uint64_t rest = offset / times;
    const std::uint64_t mask = rest % walls;
    rest /= walls;
    const int s = static_cast<int>(rest / static_cast<std::uint64_t>(n - 1));
    int d = static_cast<int>(rest % static_cast<std::uint64_t>(n - 1));
    if (d >= s) ++d;
    std::string cells(static_cast<std::size_t>(n), kOpen);
    cells[static_cast<std::size_t>(s)] = kStart;
    cells[static_cast<std::size_t>(d)] = kDoor;
    int bit = n - 3;
    for (int k = 0; k < n; ++k)
      if (k != s && k != d && ((mask >> bit--) & 1) != 0)
        cells[static_cast<std::size_t>(k)] = kWall;
    return Case{Maze(block->rows, block->cols, std::move(cells)), time};
  }

  SizeOrder order_;
  int cells_;
  int times_;
};

}  // namespace

std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope) {
  const MazeLimits judge = MazeLimits::judge();
  const int smallest = judge.min_side * judge.min_side;
  if (scope.cells < smallest)
    throw std::invalid_argument(fmt::format("--cells {}: an escape maze has at least {} x {} cells",
                                            scope.cells, judge.min_side, judge.min_side));
  const int most = judge.max_side * judge.max_side;
  if (scope.cells > most)
    throw std::invalid_argument(
        fmt::format("--cells {}: an escape maze has at most {} cells", scope.cells, most));
  const int times = scope.max_time > 0 ? scope.max_time : std::min(scope.cells, judge.max_time);
  if (times > judge.max_time)
    throw std::invalid_argument(
        fmt::format("--max-time {}: the judge's T is at most {}", scope.max_time, judge.max_time));
  return std::make_unique<MazeEnumeration>(scope.cells, times);
}

}  // namespace llk::escape
