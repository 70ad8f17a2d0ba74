#pragma once
/// Private to the engines: work items spread over threads, with a hook the calling thread runs
/// meanwhile (a progress line).

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <thread>
#include <vector>

namespace llk::engine_detail {

/// Runs `work(worker, i)` for every i in [0, n) on `jobs` threads (worker: 0 .. jobs - 1),
/// calling `tick()` on this thread every 0.1 s until all are done.
template <class Work, class Tick>
void parallel(std::size_t n, int jobs, Work work, Tick tick) {
  std::atomic<std::size_t> next{0};
  std::atomic<int> running{0};
  std::vector<std::thread> threads;
  const int count = std::max(1, std::min<int>(jobs, static_cast<int>(std::max<std::size_t>(n, 1))));
  running = count;
  for (int j = 0; j < count; ++j)
    threads.emplace_back([&, j] {
      for (std::size_t i; (i = next++) < n;) work(static_cast<std::size_t>(j), i);
      --running;
    });
  while (running > 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    tick();
  }
  for (std::thread& t : threads) t.join();
}

}  // namespace llk::engine_detail
