#pragma once
/// Private to the engines: items spread over core's one worker pool (llk/core/workers.hpp),
/// with a hook the calling thread runs meanwhile (a progress line).

#include <cstddef>

#include "llk/core/workers.hpp"

namespace llk::engine_detail {

/// Runs `work(worker, i)` for every i in [0, n) on `jobs` workers (worker: 0 .. jobs - 1),
/// calling `tick()` on this thread every 0.1 s until all are done.
template <class Work, class Tick>
void parallel(std::size_t n, int jobs, Work work, Tick tick) {
  for_each_item(
      n, jobs, [&work](int j, std::size_t i) { work(static_cast<std::size_t>(j), i); },
      [&tick] { tick(); });
}

}  // namespace llk::engine_detail
