#pragma once
/// The reader's fast path over a board: 16 bytes at a time, every token of 1 to 9 digits ended
/// in the block is stored without a branch per byte. Anything else is left to the byte loop.

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace llk::detail {

/// Where the scan stands: the next byte, values stored, and the line bookkeeping for messages.
struct ScanState {
  std::size_t pos;
  std::size_t count;
  int line;
  std::size_t line_start;
};

/// Moves the line bookkeeping past the newlines of a block at `p` (bit i: byte p + i).
inline void count_lines(unsigned newlines, std::size_t p, ScanState& s) {
  if (newlines == 0) return;
  s.line = static_cast<int>(
      std::min<std::int64_t>(INT_MAX, std::int64_t{s.line} + __builtin_popcount(newlines)));
  s.line_start = p + (31u - static_cast<unsigned>(__builtin_clz(newlines))) + 1;
}

/// Consumes whole blocks of blanks and short numbers from `s.pos`, which must not be inside a
/// token, storing at most `room - s.count` values. Stops, with `s.pos` on a blank or a token
/// start, at the first block it cannot take whole: another byte, a token of 10 or more digits,
/// the last 16 bytes of the input, or fewer than 8 free slots.
inline void scan_blocks(const char* data, std::size_t size, std::int32_t* out, std::size_t room,
                        ScanState& s) {
#if defined(__SSE2__)
  const __m128i zero = _mm_set1_epi8('0');
  const __m128i nine = _mm_set1_epi8(9);
  const __m128i space = _mm_set1_epi8(' ');
  const __m128i newline = _mm_set1_epi8('\n');
  const __m128i tab = _mm_set1_epi8('\t');
  const __m128i cr = _mm_set1_epi8('\r');
  std::size_t p = s.pos;
  std::size_t k = s.count;
  while (p + 16 <= size && room - k >= 8) {
    const char* b = data + p;
    const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b));
    const __m128i d = _mm_sub_epi8(bytes, zero);
    const __m128i digit_bytes = _mm_cmpeq_epi8(_mm_min_epu8(d, nine), d);
    const auto digits = static_cast<unsigned>(_mm_movemask_epi8(digit_bytes));
    const __m128i nl = _mm_cmpeq_epi8(bytes, newline);
    const __m128i blank =
        _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, space), nl),
                     _mm_or_si128(_mm_cmpeq_epi8(bytes, tab), _mm_cmpeq_epi8(bytes, cr)));
    const auto blanks = static_cast<unsigned>(_mm_movemask_epi8(blank));
    if ((digits | blanks) != 0xFFFFu) break;
    if (digits == 0x5555u) {  // "d d d d d d d d ": almost all of an open board, branch-free
      const __m128i v16 = _mm_and_si128(d, _mm_set1_epi16(0x00FF));
      const __m128i none = _mm_setzero_si128();
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out + k), _mm_unpacklo_epi16(v16, none));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(out + k + 4), _mm_unpackhi_epi16(v16, none));
      k += 8;
      count_lines(static_cast<unsigned>(_mm_movemask_epi8(nl)), p, s);
      p += 16;
      continue;
    }
    const unsigned starts = digits & ~(digits << 1);
    // A token ends at a digit followed by a blank inside the block; one running into the next
    // block is left for the next round, which then starts on it.
    unsigned ends = digits & ~(digits >> 1) & 0x7FFFu;
    const unsigned used =
        (digits & 0x8000u) ? 31u - static_cast<unsigned>(__builtin_clz(starts)) : 16u;
    if ((digits & (digits << 1) & (digits << 2) & 0xFFFFu) == 0) {
      // Tokens of 1 or 2 digits: each byte's value as the end of a token is d + 10 * previous d
      // (blanks count 0), and the ends pick theirs out: 8 fixed steps, no branch per token.
      const __m128i dz = _mm_and_si128(d, digit_bytes);
      const __m128i prev2 = _mm_add_epi8(_mm_slli_si128(dz, 1), _mm_slli_si128(dz, 1));
      const __m128i prev8 = _mm_add_epi8(_mm_add_epi8(prev2, prev2), _mm_add_epi8(prev2, prev2));
      alignas(16) std::uint8_t value_at[32] = {};
      _mm_store_si128(reinterpret_cast<__m128i*>(value_at),
                      _mm_add_epi8(dz, _mm_add_epi8(prev8, prev2)));
      for (int j = 0; j < 8; ++j) {  // at most 8 tokens end in 15 bytes
        out[k] = value_at[__builtin_ctz(ends | 0x10000u)];
        k += ends != 0;
        ends &= ends - 1;
      }
      count_lines(static_cast<unsigned>(_mm_movemask_epi8(nl)) & ((1u << used) - 1), p, s);
      p += used;
      continue;
    }
    // Some token has 3 or more digits: one token at a time, and a token of 10 or more digits
    // goes to the byte loop from its start.
    unsigned next_start = starts;
    unsigned stop = used;
    while (ends != 0) {
      const auto e = static_cast<unsigned>(__builtin_ctz(ends));
      const auto st = static_cast<unsigned>(__builtin_ctz(next_start));
      ends &= ends - 1;
      next_start &= next_start - 1;
      if (e - st + 1 > 9) {
        stop = st;
        break;
      }
      std::uint32_t v = 0;
      for (unsigned i = st; i <= e; ++i)
        v = v * 10 + static_cast<unsigned>(static_cast<unsigned char>(b[i]) - '0');
      out[k++] = static_cast<std::int32_t>(v);
    }
    count_lines(static_cast<unsigned>(_mm_movemask_epi8(nl)) & ((1u << stop) - 1), p, s);
    p += stop;
    if (stop == 0 || (stop < 16 && stop != used)) break;
  }
  s.pos = p;
  s.count = k;
#else
  (void)data, (void)size, (void)out, (void)room, (void)s;
#endif
}

}  // namespace llk::detail
