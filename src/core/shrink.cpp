/// Delta debugging over a problem's passes: chunks halving down to single items, then candidates.

#include "llk/core/shrink.hpp"

#include <algorithm>
#include <chrono>

namespace llk {
namespace {

class Driver {
 public:
  Driver(Input input, const StillFails& pred, const ShrinkLimits& limits)
      : input_(std::move(input)),
        pred_(pred),
        limits_(limits),
        deadline_(std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(limits.max_seconds))) {}

  ShrinkResult run(const ShrinkPlan& plan) {
    bool progress = true;
    while (progress && !limit_hit_) {
      progress = false;
      for (const ShrinkPass& pass : plan(input_)) {
        if (limit_hit_) break;
        progress |= pass.candidates ? candidates(pass) : chunks(pass);
      }
    }
    return {std::move(input_), tests_, !limit_hit_};
  }

 private:
  bool attempt(Input candidate) {
    if (tests_ >= limits_.max_tests || std::chrono::steady_clock::now() >= deadline_) {
      limit_hit_ = true;
      return false;
    }
    ++tests_;
    if (!pred_(candidate)) return false;
    input_ = std::move(candidate);
    return true;
  }

  bool chunks(const ShrinkPass& pass) {
    std::size_t n = pass.size(input_);
    if (n == 0 || (!pass.all_ok && n < 2)) return false;
    bool any = false;
    std::size_t chunk = pass.all_ok ? n : std::max<std::size_t>(1, n / 2);
    for (;;) {
      std::size_t i = 0;
      while (i < n && !limit_hit_) {
        const std::size_t e = std::min(n, i + chunk);
        std::optional<Input> cand;
        if (pass.all_ok || e - i < n) cand = pass.without(input_, i, e);
        if (cand && attempt(std::move(*cand))) {
          any = true;
          n = pass.size(input_);
        } else {
          i = e;
        }
      }
      if (chunk == 1 || limit_hit_ || n == 0) break;
      chunk = std::min(std::max<std::size_t>(1, chunk / 2), n);
    }
    return any;
  }

  bool candidates(const ShrinkPass& pass) {
    bool any = false;
    for (bool moved = true; moved && !limit_hit_;) {
      moved = false;
      for (Input& c : pass.candidates(input_))
        if (attempt(std::move(c))) {
          moved = any = true;
          break;
        }
    }
    return any;
  }

  Input input_;
  const StillFails& pred_;
  ShrinkLimits limits_;
  std::chrono::steady_clock::time_point deadline_;
  int tests_ = 0;
  bool limit_hit_ = false;
};

}  // namespace

ShrinkResult shrink(Input input, const ShrinkPlan& plan, const StillFails& still_fails,
                    const ShrinkLimits& limits) {
  return Driver(std::move(input), still_fails, limits).run(plan);
}

}  // namespace llk
