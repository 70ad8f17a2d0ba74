/// What an escape input covers: maze sides, T against the free cells, answers and maze classes.

#include <algorithm>
#include <string_view>
#include <vector>

#include "llk/core/coverage.hpp"
#include "llk/escape/triage.hpp"

namespace llk::escape {

void cover(const std::vector<Case>& mazes, const std::vector<std::string>& lines, Coverage& c) {
  c.buckets("maze side", {"<= 3", "<= 5", "6 and up"});
  c.buckets("free cells - T", {"<= 0", "1 to 4", "5 and up"});
  c.buckets("answers", {"YES", "NO"});
  c.named_buckets("maze class", maze_classes());
  bool judge_size = false;
  for (std::size_t i = 0; i < mazes.size(); ++i) {
    const Case& m = mazes[i];
    const int side = std::max(m.maze.rows(), m.maze.cols());
    c.add("maze side", side <= 3 ? "<= 3" : side <= 5 ? "<= 5" : "6 and up");
    const int slack = m.maze.free_cells() - m.time;
    c.add("free cells - T", slack <= 0 ? "<= 0" : slack <= 4 ? "1 to 4" : "5 and up");
    const bool yes = i < lines.size() && lines[i] == "YES";
    c.add("answers", yes ? "YES" : "NO");
    c.add("maze class", maze_class(m, yes));
    judge_size =
        judge_size || (m.maze.rows() >= 6 && m.maze.cols() >= 6 && slack >= 0 && slack <= 4);
  }
  if (judge_size) c.mark("judge-size (6 x 6, T near the free cells)");
}

}  // namespace llk::escape
