/// The link check's fuzz mutation: llk/link/mutate.hpp over the layout of llk/link/decode.hpp.

#include "llk/link/mutate.hpp"

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <utility>

#include "llk/link/decode.hpp"

namespace llk::link {
namespace {

constexpr const std::int32_t (&kWide)[4] = kDecodeWide;
constexpr int kSide = static_cast<int>(kDecodeSide);

bool is_wide(std::int32_t v) {
  return std::find(std::begin(kWide), std::end(kWide), v) != std::end(kWide);
}

/// True when some value of the input only the wide mode makes (256, 257, 2^31 - 1).
bool uses_wide(const LinkInput& input) {
  for (const Case& c : input.cases)
    for (std::int32_t v : c.board.values())
      if (v > 4) return true;
  return false;
}

/// The tile values an input of this mode may hold.
std::vector<std::int32_t> values_of(bool wide) {
  if (wide) return {std::begin(kWide), std::end(kWide)};
  return {1, 2, 3, 4};
}

Cell random_cell(const Board& b, MutationRng& rng) {
  return {rng.between(1, b.rows()), rng.between(1, b.cols())};
}

/// A random tile of the board, or a random cell when it has none.
Cell random_tile(const Board& b, MutationRng& rng) {
  std::vector<Cell> tiles;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (b.at(r, c) != 0) tiles.push_back({r, c});
  return tiles.empty() ? random_cell(b, rng)
                       : tiles[static_cast<std::size_t>(rng.below(static_cast<int>(tiles.size())))];
}

/// Another cell holding the value of `a` (a partner a YES can link to), or a random cell.
Cell partner_of(const Board& b, Cell a, MutationRng& rng) {
  std::vector<Cell> same;
  for (int r = 1; r <= b.rows(); ++r)
    for (int c = 1; c <= b.cols(); ++c)
      if (Cell{r, c} != a && b.at(r, c) != 0 && b.at(r, c) == b.at(a)) same.push_back({r, c});
  return same.empty() ? random_cell(b, rng)
                      : same[static_cast<std::size_t>(rng.below(static_cast<int>(same.size())))];
}

Case& random_case(LinkInput& in, MutationRng& rng) {
  return in.cases[static_cast<std::size_t>(rng.below(static_cast<int>(in.cases.size())))];
}

/// One endpoint of one query moved: to a random cell or tile, to a partner of the other end, one
/// step over, onto the other end; or the two ends exchanged.
bool mutate_query(LinkInput& in, MutationRng& rng) {
  Case& c = random_case(in, rng);
  Query& q = c.queries[static_cast<std::size_t>(rng.below(static_cast<int>(c.queries.size())))];
  Cell& end = rng.chance(1, 2) ? q.a : q.b;
  const Cell other = &end == &q.a ? q.b : q.a;
  switch (rng.below(6)) {
    case 0:
      end = random_cell(c.board, rng);
      break;
    case 1:
      end = random_tile(c.board, rng);
      break;
    case 2:
      end = partner_of(c.board, other, rng);
      break;
    case 3: {
      const int d = rng.below(4);
      end.row = std::clamp(end.row + (d == 0) - (d == 1), 1, c.board.rows());
      end.col = std::clamp(end.col + (d == 2) - (d == 3), 1, c.board.cols());
      break;
    }
    case 4:
      end = other;
      break;
    default:
      std::swap(q.a, q.b);
      break;
  }
  return true;
}

/// A query added (a tile and a partner of it) or one dropped.
bool add_or_drop_query(LinkInput& in, MutationRng& rng) {
  Case& c = random_case(in, rng);
  if (c.queries.size() > 1 && (c.queries.size() >= kDecodeQueries || rng.chance(1, 2))) {
    c.queries.erase(c.queries.begin() + rng.below(static_cast<int>(c.queries.size())));
    return true;
  }
  const Cell a = random_tile(c.board, rng);
  c.queries.insert(c.queries.begin() + rng.below(static_cast<int>(c.queries.size()) + 1),
                   Query{a, partner_of(c.board, a, rng)});
  return true;
}

/// A tile of one value put on both ends of a query: a YES is one path away.
bool pair_query_ends(LinkInput& in, MutationRng& rng) {
  Case& c = random_case(in, rng);
  const Query& q =
      c.queries[static_cast<std::size_t>(rng.below(static_cast<int>(c.queries.size())))];
  const auto values = values_of(uses_wide(in));
  std::int32_t v =
      c.board.at(q.a) != 0 ? c.board.at(q.a) : values[static_cast<std::size_t>(rng.below(4))];
  c.board.set(q.a.row, q.a.col, v);
  c.board.set(q.b.row, q.b.col, v);
  return true;
}

/// Queries kept inside a board that shrank.
void clamp_queries(Case& c) {
  for (Query& q : c.queries)
    for (Cell* e : {&q.a, &q.b}) {
      e->row = std::clamp(e->row, 1, c.board.rows());
      e->col = std::clamp(e->col, 1, c.board.cols());
    }
}

/// Rows, columns or both to a new size (small ones and neighbours of the old often).
bool mutate_shape(LinkInput& in, MutationRng& rng) {
  Case& c = random_case(in, rng);
  int rows = c.board.rows(), cols = c.board.cols();
  const int which = rng.below(3);
  if (which != 1) rows = rng.size_near(rows, kSide);
  if (which != 0) cols = rng.size_near(cols, kSide);
  c.board = resized(c.board, rows, cols);
  clamp_queries(c);
  return true;
}

/// The board and its queries turned or mirrored.
bool mutate_symmetry(LinkInput& in, MutationRng& rng) {
  Case& c = random_case(in, rng);
  const int s = rng.between(1, 7);
  const int rows = c.board.rows(), cols = c.board.cols();
  for (Query& q : c.queries) q = {transformed(q.a, rows, cols, s), transformed(q.b, rows, cols, s)};
  c.board = transformed(c.board, s);
  return true;
}

/// Every tile value to the other mode's (1..4 <-> 257, 256, 1, 2^31 - 1), kind for kind.
bool toggle_wide(LinkInput& in, MutationRng&) {
  const bool wide = uses_wide(in);
  for (Case& c : in.cases) {
    std::vector<std::int32_t> v = c.board.values();
    for (std::int32_t& x : v) {
      if (x == 0) continue;
      if (wide)
        x = static_cast<std::int32_t>(std::find(std::begin(kWide), std::end(kWide), x) -
                                      std::begin(kWide)) +
            1;
      else
        x = kWide[x - 1];
    }
    c.board = Board(c.board.rows(), c.board.cols(), std::move(v));
  }
  return true;
}

/// A case duplicated, dropped, or two exchanged.
bool mutate_cases(LinkInput& in, MutationRng& rng) {
  return mutate_sequence(in.cases, kDecodeCases, rng);
}

/// A board step on one case, with the values the input's mode allows.
MutationStep board_step(std::string kind, int weight,
                        bool (*step)(Board&, const std::vector<std::int32_t>&, MutationRng&)) {
  return {std::move(kind), weight, [step](Input& input, MutationRng& rng) {
            LinkInput& in = std::any_cast<LinkInput&>(input);
            return step(random_case(in, rng).board, values_of(uses_wide(in)), rng);
          }};
}

/// A step over the whole LinkInput.
MutationStep input_step(std::string kind, int weight, bool (*step)(LinkInput&, MutationRng&)) {
  return {std::move(kind), weight, [step](Input& input, MutationRng& rng) {
            return step(std::any_cast<LinkInput&>(input), rng);
          }};
}

std::vector<MutationStep> make_steps() {
  return {
      board_step("cell", 8, mutate_cell),
      board_step("region", 2, mutate_region),
      {"value", 1,
       [](Input& input, MutationRng& rng) {
         return swap_values(random_case(std::any_cast<LinkInput&>(input), rng).board, rng);
       }},
      input_step("value", 1, toggle_wide),
      input_step("query", 8, mutate_query),
      input_step("query", 2, add_or_drop_query),
      input_step("cell", 3, pair_query_ends),
      input_step("shape", 5, mutate_shape),
      input_step("shape", 1, mutate_symmetry),
      input_step("rules", 2, [](LinkInput& in, MutationRng&) { return flip_rules(in.config); }),
      input_step("turns", 2,
                 [](LinkInput& in, MutationRng& rng) { return change_turns(in.config, rng); }),
      input_step("case", 1, mutate_cases),
  };
}

/// One case's block: the layout of llk/link/decode.hpp (4 kinds, no empty share, explicit
/// second cells), kind k of a tile as the cell byte k or 4.
void encode_case(const Case& c, bool wide, std::uint8_t* block) {
  block[0] = static_cast<std::uint8_t>(c.board.rows() - 1);
  block[1] = static_cast<std::uint8_t>(c.board.cols() - 1);
  block[2] = 3;  // 4 kinds
  block[3] = 0;  // a 0 byte is an empty cell
  block[4] = static_cast<std::uint8_t>(c.queries.size() - 1);
  for (std::size_t i = 0; i < c.queries.size(); ++i) {
    const Query& q = c.queries[i];
    std::uint8_t* b = block + 5 + i * kDecodeQueryBytes;
    const std::uint8_t bytes[5] = {
        static_cast<std::uint8_t>(q.a.row - 1), static_cast<std::uint8_t>(q.a.col - 1), 1,
        static_cast<std::uint8_t>(q.b.row - 1), static_cast<std::uint8_t>(q.b.col - 1)};
    std::copy(bytes, bytes + 5, b);
  }
  for (int r = 1; r <= c.board.rows(); ++r)
    for (int col = 1; col <= c.board.cols(); ++col) {
      const std::int32_t v = c.board.at(r, col);
      if (v == 0) continue;
      const int kind = wide ? static_cast<int>(std::find(std::begin(kWide), std::end(kWide), v) -
                                               std::begin(kWide))
                            : v - 1;
      block[kDecodeGrid + static_cast<std::size_t>((r - 1) * kSide + col - 1)] =
          static_cast<std::uint8_t>(kind == 0 ? 4 : kind);
    }
}

class LinkMutation final : public FuzzMutation {
 public:
  std::vector<std::uint8_t> encode(const Input& input) const override {
    const LinkInput& in = input_as<LinkInput>(input);
    const bool wide = uses_wide(in);
    std::vector<std::uint8_t> out(kDecodeHeader + in.cases.size() * kDecodeCaseBytes, 0);
    out[0] = static_cast<std::uint8_t>((in.config.rules == Rules::classic ? 1 : 0) |
                                       (((in.config.turns + 2) & 3) << 1) | (wide ? 7 << 3 : 0));
    for (std::size_t i = 0; i < in.cases.size(); ++i)
      encode_case(in.cases[i], wide, out.data() + kDecodeHeader + i * kDecodeCaseBytes);
    // Trailing zeros read back as zeros, but the last case's block must stay reached.
    const std::size_t keep =
        in.cases.size() > 1 ? kDecodeHeader + (in.cases.size() - 1) * kDecodeCaseBytes + 1 : 0;
    while (out.size() > keep && out.back() == 0) out.pop_back();
    return out;
  }
  const std::vector<MutationStep>& steps() const override { return steps_; }
  std::optional<Input> splice(const Input& a, const Input& b, MutationRng& rng) const override {
    LinkInput out = input_as<LinkInput>(a);
    const LinkInput& other = input_as<LinkInput>(b);
    const Case& from =
        other.cases[static_cast<std::size_t>(rng.below(static_cast<int>(other.cases.size())))];
    Case& into = random_case(out, rng);
    if (rng.chance(1, 2)) {
      into = from;  // a whole case of the other
    } else {
      into.board = spliced(into.board, from.board, rng.between(1, into.board.rows()));
    }
    if (rng.chance(1, 4)) out.config = other.config;
    fit_decodable(out);
    return Input(std::move(out));
  }

 private:
  std::vector<MutationStep> steps_ = make_steps();
};

}  // namespace

void fit_decodable(LinkInput& in) {
  if (in.cases.empty()) in.cases.push_back(Case{Board(1, 1), {}});
  if (in.cases.size() > kDecodeCases) in.cases.resize(kDecodeCases);
  bool wide = uses_wide(in);
  for (const Case& c : in.cases)  // a mix of the modes' values: the narrow mode wins
    for (std::int32_t v : c.board.values())
      if (v != 0 && !is_wide(v)) wide = false;
  for (Case& c : in.cases) {
    const int rows = std::clamp(c.board.rows(), 1, kSide),
              cols = std::clamp(c.board.cols(), 1, kSide);
    if (rows != c.board.rows() || cols != c.board.cols()) c.board = resized(c.board, rows, cols);
    std::vector<std::int32_t> v = c.board.values();
    for (std::int32_t& x : v)  // a value of neither mode becomes a tile of the narrow one
      if (x != 0 && !(wide ? is_wide(x) : x >= 1 && x <= 4))
        x = 1 + static_cast<std::int32_t>(static_cast<std::uint32_t>(x) % 4);
    c.board = Board(rows, cols, std::move(v));
    if (c.queries.empty()) c.queries.push_back(Query{{1, 1}, {rows, cols}});
    if (c.queries.size() > kDecodeQueries) c.queries.resize(kDecodeQueries);
    clamp_queries(c);
  }
  in.config.turns = std::clamp(in.config.turns, 0, 3);
}

std::shared_ptr<const FuzzMutation> fuzz_mutation() {
  static const std::shared_ptr<const FuzzMutation> m = std::make_shared<LinkMutation>();
  return m;
}

bool mutate_cell(Board& board, const std::vector<std::int32_t>& values, MutationRng& rng) {
  if (board.rows() == 0 || board.cols() == 0) return false;
  const Cell c = random_cell(board, rng);
  const std::int32_t v =
      rng.chance(1, 3)
          ? 0
          : values[static_cast<std::size_t>(rng.below(static_cast<int>(values.size())))];
  board.set(c.row, c.col, v);
  return true;
}

bool mutate_region(Board& board, const std::vector<std::int32_t>& values, MutationRng& rng) {
  if (board.rows() == 0 || board.cols() == 0) return false;
  Cell a = random_cell(board, rng), b = random_cell(board, rng);
  const int shape = rng.below(4);
  if (shape == 1) a.col = 1, b.col = board.cols();  // a band of whole rows
  if (shape == 2) a.row = 1, b.row = board.rows();  // a band of whole columns
  const std::int32_t v =
      shape == 3 ? values[static_cast<std::size_t>(rng.below(static_cast<int>(values.size())))] : 0;
  for (int r = std::min(a.row, b.row); r <= std::max(a.row, b.row); ++r)
    for (int c = std::min(a.col, b.col); c <= std::max(a.col, b.col); ++c) board.set(r, c, v);
  return true;
}

bool swap_values(Board& board, MutationRng& rng) {
  std::vector<std::int32_t> present;
  for (std::int32_t v : board.values())
    if (v != 0 && std::find(present.begin(), present.end(), v) == present.end())
      present.push_back(v);
  if (present.size() < 2) return false;
  const int i = rng.below(static_cast<int>(present.size()));
  const int j =
      (i + rng.between(1, static_cast<int>(present.size()) - 1)) % static_cast<int>(present.size());
  const std::int32_t x = present[static_cast<std::size_t>(i)],
                     y = present[static_cast<std::size_t>(j)];
  std::vector<std::int32_t> v = board.values();
  for (std::int32_t& t : v) t = t == x ? y : t == y ? x : t;
  board = Board(board.rows(), board.cols(), std::move(v));
  return true;
}

Board resized(const Board& board, int rows, int cols) {
  Board out(rows, cols);
  for (int r = 1; r <= std::min(rows, board.rows()); ++r)
    for (int c = 1; c <= std::min(cols, board.cols()); ++c) out.set(r, c, board.at(r, c));
  return out;
}

Cell transformed(Cell c, int rows, int cols, int s) {
  if ((s & 1) != 0) c.row = rows + 1 - c.row;
  if ((s & 2) != 0) c.col = cols + 1 - c.col;
  if ((s & 4) != 0) std::swap(c.row, c.col);
  return c;
}

Board transformed(const Board& board, int s) {
  const bool transpose = (s & 4) != 0;
  Board out(transpose ? board.cols() : board.rows(), transpose ? board.rows() : board.cols());
  for (int r = 1; r <= board.rows(); ++r)
    for (int c = 1; c <= board.cols(); ++c) {
      const Cell t = transformed(Cell{r, c}, board.rows(), board.cols(), s);
      out.set(t.row, t.col, board.at(r, c));
    }
  return out;
}

Board spliced(const Board& a, const Board& b, int from_row) {
  Board out = a;
  for (int r = from_row; r <= std::min(a.rows(), b.rows()); ++r)
    for (int c = 1; c <= std::min(a.cols(), b.cols()); ++c) out.set(r, c, b.at(r, c));
  return out;
}

bool flip_rules(Config& config) {
  config.rules = config.rules == Rules::hdu ? Rules::classic : Rules::hdu;
  return true;
}

bool change_turns(Config& config, MutationRng& rng) {
  const int before = config.turns;
  while (config.turns == before) config.turns = rng.between(0, 3);
  return true;
}

}  // namespace llk::link
