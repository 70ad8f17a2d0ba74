#pragma once
/// The fuzz mutation facet of a problem (Problem::fuzz_mutation): its decoded inputs encoded back
/// into fuzzer bytes, the steps that change one meaningfully, and how two splice. The custom
/// mutator of every fuzz target (llk/engine/fuzz_mutator.hpp) is written once over it.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "llk/core/input.hpp"

namespace llk {

/// The random choices of one mutation, from the seed libFuzzer hands its custom mutator.
class MutationRng {
 public:
  explicit MutationRng(std::uint64_t seed) : engine_(seed) {}
  /// 0 .. n - 1 (0 when n <= 1).
  int below(int n) {
    return n <= 1 ? 0 : static_cast<int>(engine_() % static_cast<std::uint64_t>(n));
  }
  /// lo .. hi, both included.
  int between(int lo, int hi) { return lo + below(hi - lo + 1); }
  /// True `num` times in `den`.
  bool chance(int num, int den) { return below(den) < num; }
  /// A size in 1 .. hi: a small one (1 .. 4) a third of the time, one step from `now` a third,
  /// else any; the sizes where bugs hide (a 1-row board, 8 x 2) come up often.
  int size_near(int now, int hi) {
    switch (below(3)) {
      case 0:
        return between(1, hi < 4 ? hi : 4);
      case 1: {
        const int next = now + (chance(1, 2) ? 1 : -1);
        return next >= 1 && next <= hi ? next : between(1, hi);
      }
      default:
        return between(1, hi);
    }
  }

 private:
  std::mt19937_64 engine_;
};

/// A case of a multi-case input duplicated (while fewer than `most`), dropped, or two exchanged;
/// false when there is nothing to do (one case, already `most`).
template <class T>
bool mutate_sequence(std::vector<T>& cases, std::size_t most, MutationRng& rng) {
  const int n = static_cast<int>(cases.size());
  const int pick = rng.below(3);
  if (pick == 0 && cases.size() < most) {
    const T copy = cases[static_cast<std::size_t>(rng.below(n))];
    cases.insert(cases.begin() + rng.below(n + 1), copy);
  } else if (pick == 1 && n > 1) {
    cases.erase(cases.begin() + rng.below(n));
  } else if (n > 1) {
    std::swap(cases[static_cast<std::size_t>(rng.below(n))],
              cases[static_cast<std::size_t>(rng.below(n))]);
  } else {
    return false;
  }
  return true;
}

/// One way to change a decoded input, and the kind of change it makes ("cell", "value", "query",
/// "shape", "rules", "turns", "case", ...): the kinds a test checks are all reached.
struct MutationStep {
  std::string kind;
  int weight = 1;  ///< how often it is chosen, against the other steps' weights
  /// Changes `input` in place; false when it could not (nothing to change), `input` unchanged.
  std::function<bool(Input& input, MutationRng& rng)> apply;
};

/// A problem's structure-aware mutation. Every input its steps and splice produce is one that
/// Problem::decode can make, so encode() gives bytes that decode back to it exactly.
class FuzzMutation {
 public:
  virtual ~FuzzMutation() = default;
  /// Bytes that Problem::decode reads back as `input` (an input in decode's range), trailing zero
  /// bytes left off: the shortest such string.
  virtual std::vector<std::uint8_t> encode(const Input& input) const = 0;
  /// The steps, each changing one thing of an input.
  virtual const std::vector<MutationStep>& steps() const = 0;
  /// `a` with a part of `b` put in (a case, a board's rows); nothing when the problem has no
  /// splice (the byte-level cross-over then stands in).
  virtual std::optional<Input> splice(const Input& a, const Input& b, MutationRng& rng) const {
    return std::nullopt;
  }
};

}  // namespace llk
