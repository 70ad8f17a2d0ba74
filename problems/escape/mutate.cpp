/// The timed escape's fuzz mutation: llk/escape/mutate.hpp over the layout of
/// llk/escape/decode.hpp.

#include "llk/escape/mutate.hpp"

#include <algorithm>
#include <string>
#include <utility>

#include "llk/escape/decode.hpp"

namespace llk::escape {
namespace {

using Mazes = std::vector<Case>;
constexpr int kSide = static_cast<int>(kDecodeSide);

Case& random_maze(Mazes& in, MutationRng& rng) {
  return in[static_cast<std::size_t>(rng.below(static_cast<int>(in.size())))];
}

Cell random_cell(const Maze& m, MutationRng& rng) {
  return {rng.below(m.rows()), rng.below(m.cols())};
}

/// One open cell walled or one wall opened (S and D stay).
bool toggle_wall(Case& c, MutationRng& rng) {
  const Cell at = random_cell(c.maze, rng);
  const char ch = c.maze.at(at);
  if (ch == kStart || ch == kDoor) return false;
  c.maze.set(at, ch == kWall ? kOpen : kWall);
  return true;
}

/// A rectangle, a row or a column cleared of walls or walled (S and D stay).
bool mutate_region(Case& c, MutationRng& rng) {
  Cell a = random_cell(c.maze, rng), b = random_cell(c.maze, rng);
  const int shape = rng.below(4);
  if (shape == 1) a.col = 0, b.col = c.maze.cols() - 1;
  if (shape == 2) a.row = 0, b.row = c.maze.rows() - 1;
  const char fill = shape == 3 ? kWall : kOpen;
  for (int r = std::min(a.row, b.row); r <= std::max(a.row, b.row); ++r)
    for (int col = std::min(a.col, b.col); col <= std::max(a.col, b.col); ++col)
      if (const char ch = c.maze.at({r, col}); ch != kStart && ch != kDoor)
        c.maze.set({r, col}, fill);
  return true;
}

/// S or D moved to another cell (a random one, or one step over); what stood there goes to
/// where it was, so a wall moves with it.
bool move_end(Case& c, MutationRng& rng) {
  const char which = rng.chance(1, 2) ? kStart : kDoor;
  const Cell from = *c.maze.find(which);
  Cell to = random_cell(c.maze, rng);
  if (rng.chance(1, 2)) {
    const int d = rng.below(4);
    to = {std::clamp(from.row + (d == 0) - (d == 1), 0, c.maze.rows() - 1),
          std::clamp(from.col + (d == 2) - (d == 3), 0, c.maze.cols() - 1)};
  }
  const char there = c.maze.at(to);
  if (there == kStart || there == kDoor) return false;
  c.maze.set(to, which);
  c.maze.set(from, rng.chance(1, 2) ? there : kOpen);
  return true;
}

/// T to a value near the ones that matter: the distance from S to D, the free cells, a step
/// either side of either (parity), or any.
bool mutate_time(Case& c, MutationRng& rng) {
  const int before = c.time;
  const int distance = manhattan(*c.maze.find(kStart), *c.maze.find(kDoor));
  const int free = c.maze.free_cells() - 1;
  switch (rng.below(4)) {
    case 0:
      c.time = distance + rng.between(-1, 2);
      break;
    case 1:
      c.time = free + rng.between(-2, 1);
      break;
    case 2:
      c.time += rng.chance(1, 2) ? 1 : -1;
      break;
    default:
      c.time = rng.between(1, 49);
      break;
  }
  c.time = std::clamp(c.time, 1, 49);
  return c.time != before;
}

/// Rows, columns or both to a new size; S and D kept on the maze.
bool mutate_shape(Case& c, MutationRng& rng) {
  int rows = c.maze.rows(), cols = c.maze.cols();
  const int which = rng.below(3);
  if (which != 1) rows = 1 + rng.size_near(rows - 1, kSide - 1);
  if (which != 0) cols = 1 + rng.size_near(cols - 1, kSide - 1);
  std::string grid(static_cast<std::size_t>(rows * cols), kOpen);
  for (int r = 0; r < std::min(rows, c.maze.rows()); ++r)
    for (int col = 0; col < std::min(cols, c.maze.cols()); ++col)
      grid[static_cast<std::size_t>(r * cols + col)] = c.maze.at({r, col});
  Maze m(rows, cols, std::move(grid));
  for (const char end : {kStart, kDoor}) {
    if (m.find(end)) continue;  // cut off: put back on a cell of the new maze
    Cell at = *c.maze.find(end);
    at = {std::min(at.row, rows - 1), std::min(at.col, cols - 1)};
    if (m.at(at) == kStart || m.at(at) == kDoor) at = {0, 0};
    if (m.at(at) == kStart || m.at(at) == kDoor) at = {rows - 1, cols - 1};
    m.set(at, end);
  }
  c.maze = std::move(m);
  return true;
}

/// A maze duplicated, dropped, or two exchanged.
bool mutate_mazes(Mazes& in, MutationRng& rng) {
  return mutate_sequence(in, kDecodeCases, rng);
}

/// A step on one maze of the input.
/// A step on one maze of the input; T then kept where decode keeps it (capped_time).
MutationStep maze_step(std::string kind, int weight, bool (*step)(Case&, MutationRng&)) {
  return {std::move(kind), weight, [step](Input& input, MutationRng& rng) {
            Case& c = random_maze(std::any_cast<Mazes&>(input), rng);
            const bool changed = step(c, rng);
            c.time = capped_time(c);
            return changed;
          }};
}

std::vector<MutationStep> make_steps() {
  return {
      maze_step("cell", 8, toggle_wall),
      maze_step("region", 2, mutate_region),
      maze_step("query", 4, move_end),
      maze_step("query", 1,
                [](Case& c, MutationRng&) {
                  c = swap_start_door(c);
                  return true;
                }),
      maze_step("time", 5, mutate_time),
      maze_step("shape", 4, mutate_shape),
      maze_step("shape", 1,
                [](Case& c, MutationRng& rng) {
                  c = transform(c, rng.between(1, 7));
                  return true;
                }),
      {"case", 1,
       [](Input& input, MutationRng& rng) {
         return mutate_mazes(std::any_cast<Mazes&>(input), rng);
       }},
  };
}

class EscapeMutation final : public FuzzMutation {
 public:
  std::vector<std::uint8_t> encode(const Input& input) const override {
    const Mazes& in = input_as<Mazes>(input);
    std::vector<std::uint8_t> out(in.size() * kDecodeCaseBytes, 0);
    for (std::size_t i = 0; i < in.size(); ++i) {
      const Maze& m = in[i].maze;
      std::uint8_t* block = out.data() + i * kDecodeCaseBytes;
      block[0] = static_cast<std::uint8_t>(m.rows() - 2);
      block[1] = static_cast<std::uint8_t>(m.cols() - 2);
      block[2] = static_cast<std::uint8_t>(m.index(*m.find(kStart)));
      block[3] = static_cast<std::uint8_t>(m.index(*m.find(kDoor)));
      block[4] = static_cast<std::uint8_t>(in[i].time - 1);
      block[5] = 1;  // a 0 byte is a wall
      for (int r = 0; r < m.rows(); ++r)
        for (int c = 0; c < m.cols(); ++c)
          block[kDecodeGrid + static_cast<std::size_t>(r * kSide + c)] =
              m.at({r, c}) == kWall ? 0 : 1;
    }
    const std::size_t keep = in.size() > 1 ? (in.size() - 1) * kDecodeCaseBytes + 1 : 0;
    while (out.size() > keep && out.back() == 0) out.pop_back();
    return out;
  }
  const std::vector<MutationStep>& steps() const override { return steps_; }
  std::optional<Input> splice(const Input& a, const Input& b, MutationRng& rng) const override {
    Mazes out = input_as<Mazes>(a);
    const Mazes& other = input_as<Mazes>(b);
    Case& into = random_maze(out, rng);
    const Case& from = other[static_cast<std::size_t>(rng.below(static_cast<int>(other.size())))];
    if (rng.chance(1, 2)) {
      into = from;
    } else if (rng.chance(1, 2)) {
      into.time = from.time;
    } else {  // the walls of the other where both mazes have cells; S and D stay
      for (int r = 0; r < std::min(into.maze.rows(), from.maze.rows()); ++r)
        for (int c = 0; c < std::min(into.maze.cols(), from.maze.cols()); ++c)
          if (const char ch = into.maze.at({r, c}); ch != kStart && ch != kDoor)
            into.maze.set({r, c}, from.maze.at({r, c}) == kWall ? kWall : kOpen);
    }
    fit_decodable(out);
    return Input(std::move(out));
  }

 private:
  std::vector<MutationStep> steps_ = make_steps();
};

}  // namespace

void fit_decodable(std::vector<Case>& mazes) {
  if (mazes.empty()) mazes.push_back(Case{Maze(2, 2, "SD.."), 1});
  if (mazes.size() > kDecodeCases) mazes.resize(kDecodeCases);
  for (Case& c : mazes) {
    c.time = std::clamp(c.time, 1, 49);
    if (c.maze.rows() < 2 || c.maze.cols() < 2 || c.maze.rows() > kSide || c.maze.cols() > kSide ||
        !well_formed(c))
      c = Case{Maze(2, 2, "SD.."), c.time};
    c.time = capped_time(c);
  }
}

std::shared_ptr<const FuzzMutation> fuzz_mutation() {
  static const std::shared_ptr<const FuzzMutation> m = std::make_shared<EscapeMutation>();
  return m;
}

}  // namespace llk::escape
