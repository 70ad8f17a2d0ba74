/// The game's fuzz mutation: llk/game/mutate.hpp over the layout of llk/game/decode.hpp.

#include "llk/game/mutate.hpp"

#include <algorithm>
#include <utility>

#include "llk/game/decode.hpp"
#include "llk/link/mutate.hpp"

namespace llk::game {
namespace {

constexpr int kSide = static_cast<int>(kDecodeSide);
const std::vector<std::int32_t> kValues = {1, 2, 3, 4};

Board& random_board(GameInput& in, MutationRng& rng) {
  return in.boards[static_cast<std::size_t>(rng.below(static_cast<int>(in.boards.size())))];
}

/// A step on one board of the input.
MutationStep board_step(std::string kind, int weight, bool (*step)(Board&, MutationRng&)) {
  return {std::move(kind), weight, [step](Input& input, MutationRng& rng) {
            return step(random_board(std::any_cast<GameInput&>(input), rng), rng);
          }};
}

/// A step over the whole GameInput.
MutationStep input_step(std::string kind, int weight, bool (*step)(GameInput&, MutationRng&)) {
  return {std::move(kind), weight, [step](Input& input, MutationRng& rng) {
            return step(std::any_cast<GameInput&>(input), rng);
          }};
}

/// A tile whose kind has an odd count made even: another tile of it placed, or it emptied.
bool pair_up(Board& b, MutationRng& rng) {
  std::vector<Cell> odd;
  for (std::int32_t v : kValues) {
    std::vector<Cell> of;
    for (int r = 1; r <= b.rows(); ++r)
      for (int c = 1; c <= b.cols(); ++c)
        if (b.at(r, c) == v) of.push_back({r, c});
    if (of.size() % 2 != 0) odd.push_back(of.back());
  }
  if (odd.empty()) return false;
  const Cell t = odd[static_cast<std::size_t>(rng.below(static_cast<int>(odd.size())))];
  const Cell c{rng.between(1, b.rows()), rng.between(1, b.cols())};
  if (b.at(c) == 0 && rng.chance(2, 3)) {
    b.set(c.row, c.col, b.at(t));
  } else {
    b.set(t.row, t.col, 0);
  }
  return true;
}

bool mutate_shape(Board& b, MutationRng& rng) {
  int rows = b.rows(), cols = b.cols();
  const int which = rng.below(3);
  if (which != 1) rows = rng.size_near(rows, kSide);
  if (which != 0) cols = rng.size_near(cols, kSide);
  b = link::resized(b, rows, cols);
  return true;
}

/// A board duplicated, dropped, or two exchanged.
bool mutate_boards(GameInput& in, MutationRng& rng) {
  return mutate_sequence(in.boards, kDecodeCases, rng);
}

std::vector<MutationStep> make_steps() {
  return {
      board_step("cell", 8,
                 [](Board& b, MutationRng& rng) { return link::mutate_cell(b, kValues, rng); }),
      board_step("region", 2,
                 [](Board& b, MutationRng& rng) { return link::mutate_region(b, kValues, rng); }),
      board_step("value", 1, link::swap_values),
      board_step("cell", 4, pair_up),
      board_step("shape", 4, mutate_shape),
      board_step("shape", 1,
                 [](Board& b, MutationRng& rng) {
                   b = link::transformed(b, rng.between(1, 7));
                   return true;
                 }),
      input_step("rules", 1,
                 [](GameInput& in, MutationRng&) { return link::flip_rules(in.config); }),
      input_step(
          "turns", 1,
          [](GameInput& in, MutationRng& rng) { return link::change_turns(in.config, rng); }),
      input_step("case", 1, mutate_boards),
  };
}

class GameMutation final : public FuzzMutation {
 public:
  std::vector<std::uint8_t> encode(const Input& input) const override {
    const GameInput& in = input_as<GameInput>(input);
    std::vector<std::uint8_t> out(kDecodeHeader + in.boards.size() * kDecodeCaseBytes, 0);
    out[0] = static_cast<std::uint8_t>((in.config.rules == Rules::classic ? 1 : 0) |
                                       (((in.config.turns + 2) & 3) << 1));
    for (std::size_t i = 0; i < in.boards.size(); ++i) {
      const Board& b = in.boards[i];
      std::uint8_t* block = out.data() + kDecodeHeader + i * kDecodeCaseBytes;
      block[0] = static_cast<std::uint8_t>(b.rows() - 1);
      block[1] = static_cast<std::uint8_t>(b.cols() - 1);
      block[2] = 3;  // 4 kinds, not paired
      block[3] = 0;  // a 0 byte is an empty cell
      for (int r = 1; r <= b.rows(); ++r)
        for (int c = 1; c <= b.cols(); ++c)
          if (const std::int32_t v = b.at(r, c); v != 0)
            block[kDecodeGrid + static_cast<std::size_t>((r - 1) * kSide + c - 1)] =
                static_cast<std::uint8_t>(v == 1 ? 4 : v - 1);
    }
    const std::size_t keep =
        in.boards.size() > 1 ? kDecodeHeader + (in.boards.size() - 1) * kDecodeCaseBytes + 1 : 0;
    while (out.size() > keep && out.back() == 0) out.pop_back();
    return out;
  }
  const std::vector<MutationStep>& steps() const override { return steps_; }
  std::optional<Input> splice(const Input& a, const Input& b, MutationRng& rng) const override {
    GameInput out = input_as<GameInput>(a);
    const GameInput& other = input_as<GameInput>(b);
    const Board& from =
        other.boards[static_cast<std::size_t>(rng.below(static_cast<int>(other.boards.size())))];
    Board& into = random_board(out, rng);
    into = rng.chance(1, 2) ? from : link::spliced(into, from, rng.between(1, into.rows()));
    if (rng.chance(1, 4)) out.config = other.config;
    fit_decodable(out);
    return Input(std::move(out));
  }

 private:
  std::vector<MutationStep> steps_ = make_steps();
};

}  // namespace

void fit_decodable(GameInput& in) {
  if (in.boards.empty()) in.boards.push_back(Board(1, 1));
  if (in.boards.size() > kDecodeCases) in.boards.resize(kDecodeCases);
  for (Board& b : in.boards) {
    const int rows = std::clamp(b.rows(), 1, kSide), cols = std::clamp(b.cols(), 1, kSide);
    std::vector<std::int32_t> v = link::resized(b, rows, cols).values();
    for (std::int32_t& x : v)
      if (x < 0 || x > 4) x = 1 + static_cast<std::int32_t>(static_cast<std::uint32_t>(x) % 4);
    b = Board(rows, cols, std::move(v));
  }
  in.config.turns = std::clamp(in.config.turns, 0, 3);
}

std::shared_ptr<const FuzzMutation> fuzz_mutation() {
  static const std::shared_ptr<const FuzzMutation> m = std::make_shared<GameMutation>();
  return m;
}

}  // namespace llk::game
