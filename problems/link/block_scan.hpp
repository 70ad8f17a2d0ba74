#pragma once
/// The reader's fast path over a board: 16 bytes at a time, without a branch per byte or per
/// token where the CPU has SSSE3 (checked at run time). Anything unusual is left to the
/// reader's byte loop, which keeps the positions and messages of errors in one place.

#include <algorithm>
#include <climits>
#include <cstddef>
#include <cstdint>

#if defined(__SSE2__)
#include <emmintrin.h>
#include <tmmintrin.h>
#endif

#include <array>

namespace llk::link::detail {

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

#if defined(__SSE2__)

/// One block's classes: bit i of each mask is byte i.
struct BlockBits {
  __m128i digit_values;  ///< byte - '0', meaningful where a digit
  __m128i digit_bytes;   ///< 0xFF where a digit
  unsigned digits;
  unsigned blanks;
  unsigned newlines;
};

inline BlockBits classify(const char* b) {
  const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(b));
  BlockBits r;
  r.digit_values = _mm_sub_epi8(bytes, _mm_set1_epi8('0'));
  r.digit_bytes = _mm_cmpeq_epi8(_mm_min_epu8(r.digit_values, _mm_set1_epi8(9)), r.digit_values);
  r.digits = static_cast<unsigned>(_mm_movemask_epi8(r.digit_bytes));
  const __m128i nl = _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\n'));
  const __m128i blank = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8(' ')), nl),
                                     _mm_or_si128(_mm_cmpeq_epi8(bytes, _mm_set1_epi8('\t')),
                                                  _mm_cmpeq_epi8(bytes, _mm_set1_epi8('\r'))));
  r.blanks = static_cast<unsigned>(_mm_movemask_epi8(blank));
  r.newlines = static_cast<unsigned>(_mm_movemask_epi8(nl));
  return r;
}

/// For each 8-bit mask: the positions of its set bits, lowest first (0x80 after the last, which
/// pshufb turns into 0), and how many there are.
struct CompactTable {
  std::array<std::array<std::uint8_t, 8>, 256> index{};
  std::array<std::uint8_t, 256> count{};
};

constexpr CompactTable make_compact_table() {
  CompactTable t;
  for (unsigned mask = 0; mask < 256; ++mask) {
    unsigned n = 0;
    for (unsigned bit = 0; bit < 8; ++bit)
      if (mask & (1u << bit)) t.index[mask][n++] = static_cast<std::uint8_t>(bit);
    for (unsigned i = n; i < 8; ++i) t.index[mask][i] = 0x80;
    t.count[mask] = static_cast<std::uint8_t>(n);
  }
  return t;
}

inline constexpr CompactTable kCompact = make_compact_table();

/// Stores the bytes of `value` at the set bits of the 8-bit `mask` (positions + `offset`) as
/// int32 at out[0..]; always writes 8 slots, returns how many are real.
[[gnu::target("ssse3"), gnu::always_inline]] inline unsigned compact8(__m128i value, unsigned mask,
                                                                      std::uint8_t offset,
                                                                      std::int32_t* out) {
  __m128i idx = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(kCompact.index[mask].data()));
  idx = _mm_add_epi8(idx, _mm_set1_epi8(static_cast<char>(offset)));  // 0x80 stays >= 0x80
  const __m128i bytes = _mm_shuffle_epi8(value, idx);
  const __m128i words = _mm_unpacklo_epi8(bytes, _mm_setzero_si128());
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out), _mm_unpacklo_epi16(words, _mm_setzero_si128()));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(out + 4),
                   _mm_unpackhi_epi16(words, _mm_setzero_si128()));
  return kCompact.count[mask];
}

/// Blocks whose tokens have 1 or 2 digits (judge boards: small tile kinds), at a fixed stride
/// of 16 bytes: the token open at a block's end is carried into the next, so no load waits on
/// the one before, and pshufb packs the values. Stops before the first block with another byte
/// or a longer token, with `s.pos` back on the start of the token that was open there.
[[gnu::target("ssse3")]] inline void scan_short_tokens(const char* data, std::size_t size,
                                                       std::int32_t* out, std::size_t room,
                                                       ScanState& s) {
  std::size_t p = s.pos;
  std::size_t k = s.count;
  unsigned carry_len = 0;    // digits of the token open at the end of the last block
  unsigned carry_value = 0;  // its value if it ends there
  unsigned last_digits = 0;
  __m128i last_dz = _mm_setzero_si128();      // the last block's digit values, blanks 0
  while (p + 16 <= size && room - k >= 17) {  // the carried token, then 8 slots per half
    const char* b = data + p;
    __builtin_prefetch(b + 256);  // the input is mapped: a page's first line is a cache miss
    const BlockBits bits = classify(b);
    if ((bits.digits | bits.blanks) != 0xFFFFu) break;
    const unsigned digits = bits.digits;
    const unsigned before1 = (digits << 1) | (last_digits >> 15);  // digit one byte back
    const unsigned before2 = (digits << 2) | (last_digits >> 14);  // two bytes back
    if ((digits & before1 & before2 & 0xFFFFu) != 0) break;        // a token of 3+ digits
    // Each byte's value as the end of a token: d + 10 * the digit before it (blanks 0).
    const __m128i dz = _mm_and_si128(bits.digit_values, bits.digit_bytes);
    const __m128i prev = _mm_or_si128(_mm_slli_si128(dz, 1), _mm_srli_si128(last_dz, 15));
    const __m128i prev2 = _mm_add_epi8(prev, prev);
    const __m128i prev8 = _mm_add_epi8(_mm_add_epi8(prev2, prev2), _mm_add_epi8(prev2, prev2));
    const __m128i value = _mm_add_epi8(dz, _mm_add_epi8(prev8, prev2));
    // The carried token ended at the block edge when this block starts with a blank.
    out[k] = static_cast<std::int32_t>(carry_value);
    k += static_cast<unsigned>(carry_len != 0) & (~digits & 1u);
    // A token ends at a digit followed by a blank; at most 8 end in the first 15 bytes.
    const unsigned ends = digits & ~(digits >> 1) & 0x7FFFu;
    k += compact8(value, ends & 0xFFu, 0, out + k);
    k += compact8(value, ends >> 8, 8, out + k);
    carry_value = static_cast<unsigned>(_mm_extract_epi16(value, 7)) >> 8;
    last_dz = dz;
    carry_len = ((digits >> 15) & 1u) * (1u + ((digits >> 14) & 1u));
    last_digits = digits;
    count_lines(bits.newlines, p, s);
    p += 16;
  }
  s.pos = p - carry_len;  // the open token is read again from its start
  s.count = k;
}

/// One block read token by token (tokens of up to 9 digits), for what the stride loop leaves.
/// Returns false, consuming nothing, when the block cannot be taken.
inline bool scan_one_block(const char* data, std::size_t size, std::int32_t* out, std::size_t room,
                           ScanState& s) {
  const std::size_t p = s.pos;
  if (p + 16 > size || room - s.count < 8) return false;
  const char* b = data + p;
  const BlockBits bits = classify(b);
  if ((bits.digits | bits.blanks) != 0xFFFFu) return false;
  const unsigned digits = bits.digits;
  unsigned starts = digits & ~(digits << 1);  // s.pos is never inside a token
  unsigned ends = digits & ~(digits >> 1) & 0x7FFFu;
  // A token running into the next block is read with it, from its start.
  const unsigned used =
      (digits & 0x8000u) ? 31u - static_cast<unsigned>(__builtin_clz(starts)) : 16u;
  unsigned stop = used;
  std::size_t k = s.count;
  while (ends != 0) {
    const auto e = static_cast<unsigned>(__builtin_ctz(ends));
    const auto st = static_cast<unsigned>(__builtin_ctz(starts));
    ends &= ends - 1;
    starts &= starts - 1;
    if (e - st + 1 > 9) {  // the byte loop reports it or reads it, from its start
      stop = st;
      break;
    }
    std::uint32_t v = 0;
    for (unsigned i = st; i <= e; ++i)
      v = v * 10 + static_cast<unsigned>(static_cast<unsigned char>(b[i]) - '0');
    out[k++] = static_cast<std::int32_t>(v);
  }
  if (stop == 0) return false;
  count_lines(bits.newlines & ((1u << stop) - 1), p, s);
  s.pos = p + stop;
  s.count = k;
  return stop == used;
}

#endif

/// Consumes blocks of blanks and numbers from `s.pos`, which must not be inside a token, storing
/// at most `room - s.count` values. Stops, with `s.pos` on a blank or a token start, where a
/// block holds another byte or a token of 10 or more digits, in the last 16 bytes of the input,
/// or when fewer than 8 slots are free.
inline void scan_blocks(const char* data, std::size_t size, std::int32_t* out, std::size_t room,
                        ScanState& s) {
#if defined(__SSE2__)
  static const bool has_ssse3 = __builtin_cpu_supports("ssse3");
  do {
    if (has_ssse3) scan_short_tokens(data, size, out, room, s);
  } while (scan_one_block(data, size, out, room, s));
#else
  (void)data, (void)size, (void)out, (void)room, (void)s;
#endif
}

}  // namespace llk::link::detail
