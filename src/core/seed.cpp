/// Seed mixing and seeds from the command line.

#include "llk/core/seed.hpp"

#include <charconv>
#include <random>

namespace llk {

std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

std::uint64_t hash_name(std::string_view name) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : name) h = (h ^ c) * 0x100000001b3ULL;
  return h;
}

std::uint64_t seed_or_random(const std::optional<std::uint64_t>& seed) {
  if (seed) return *seed;
  std::random_device rd;
  return ((static_cast<std::uint64_t>(rd()) << 32) | rd()) % 1000000000000ULL;
}

std::optional<std::uint64_t> parse_seed(std::string_view text) {
  int base = 10;
  if (text.starts_with("0x") || text.starts_with("0X")) {
    base = 16;
    text.remove_prefix(2);
  }
  std::uint64_t v = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v, base);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return v;
}

}  // namespace llk
