/// Fuzzer bytes as a link input: the layout of llk/link/decode.hpp.

#include "llk/link/decode.hpp"

#include <algorithm>
#include <vector>

#include "llk/core/byte_layout.hpp"

namespace llk::link {
namespace {

/// Wide values catch narrowed storage (llk/link/decode.hpp).
constexpr const std::int32_t (&kWide)[4] = kDecodeWide;

Case decode_case(const ByteLayout& b, bool wide) {
  const int rows = b.pick(0, 1, kDecodeSide), cols = b.pick(1, 1, kDecodeSide);
  const int kinds = b.pick(2, 1, 4);
  const int empty_share = b.at(3);
  const int queries = b.pick(4, 1, kDecodeQueries);
  Case c;
  c.board = Board(rows, cols);
  std::vector<std::vector<Cell>> by_kind(static_cast<std::size_t>(kinds));
  for (int r = 1; r <= rows; ++r)
    for (int col = 1; col <= cols; ++col) {
      const int byte = b.at(kDecodeGrid + static_cast<std::size_t>(r - 1) * kDecodeSide +
                            static_cast<std::size_t>(col - 1));
      if (byte <= empty_share) continue;
      const int kind = byte % kinds;
      c.board.set(r, col, wide ? kWide[kind] : kind + 1);
      by_kind[static_cast<std::size_t>(kind)].push_back({r, col});
    }
  for (int i = 0; i < queries; ++i) {
    const ByteLayout q = b.from(5 + static_cast<std::size_t>(i) * kDecodeQueryBytes);
    Query query{{q.pick(0, 1, rows), q.pick(1, 1, cols)}, {}};
    const std::uint8_t selector = q.at(2);
    const std::int32_t value = c.board.at(query.a);
    if (value != 0 && (selector & 1) == 0) {
      const int kind = wide ? static_cast<int>(std::find(kWide, kWide + 4, value) - kWide)
                            : static_cast<int>(value) - 1;
      const auto& same = by_kind[static_cast<std::size_t>(kind)];
      query.b = same[static_cast<std::size_t>(selector / 2) % same.size()];
    } else {
      query.b = {q.pick(3, 1, rows), q.pick(4, 1, cols)};
    }
    c.queries.push_back(query);
  }
  return c;
}

}  // namespace

LinkInput decode(std::span<const std::uint8_t> bytes) {
  const ByteLayout b(bytes);
  LinkInput input;
  const std::uint8_t head = b.at(0);
  input.config.rules = (head & 1) != 0 ? Rules::classic : Rules::hdu;
  input.config.turns = ((head >> 1) + 2) & 3;  // zero bytes: K = 2, the judge's
  const bool wide = ((head >> 3) & 7) == 7;
  const std::size_t cases = b.blocks(kDecodeHeader, kDecodeCaseBytes, kDecodeCases);
  for (std::size_t i = 0; i < cases; ++i)
    input.cases.push_back(decode_case(b.from(kDecodeHeader + i * kDecodeCaseBytes), wide));
  return input;
}

}  // namespace llk::link
