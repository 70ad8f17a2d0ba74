// The one worker pool: every worker runs once with its own number, every item once, the caller
// ticks meanwhile; --jobs 0 is one worker per hardware thread.

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include "llk/core/workers.hpp"

namespace llk {
namespace {

TEST(Workers, EachWorkerRunsOnceWithItsNumber) {
  std::mutex mu;
  std::multiset<int> seen;
  run_workers(3, [&](int j) {
    const std::lock_guard lock(mu);
    seen.insert(j);
  });
  EXPECT_EQ(seen, (std::multiset<int>{0, 1, 2}));
}

TEST(Workers, TheCallerTicksWhileTheyWork) {
  std::atomic<bool> release{false};
  std::atomic<int> ticks{0};
  run_workers(
      2,
      [&](int) {
        while (!release) std::this_thread::sleep_for(std::chrono::milliseconds(1));
      },
      [&] {
        if (++ticks >= 3) release = true;
      },
      std::chrono::milliseconds(1));
  EXPECT_GE(ticks.load(), 3);
}

TEST(Workers, EveryItemOnceWhateverTheWorkers) {
  for (const int workers : {1, 2, 7, 64}) {
    std::vector<std::atomic<int>> hits(50);
    std::atomic<int> most_worker{0};
    for_each_item(hits.size(), workers, [&](int j, std::size_t i) {
      ++hits[i];
      for (int m = most_worker; j > m && !most_worker.compare_exchange_weak(m, j);) {
      }
    });
    for (const auto& h : hits) EXPECT_EQ(h.load(), 1) << workers;
    EXPECT_LT(most_worker.load(), workers);
  }
  int calls = 0;
  for_each_item(0, 4, [&](int, std::size_t) { ++calls; });
  EXPECT_EQ(calls, 0);
}

TEST(Workers, ZeroJobsIsOnePerHardwareThread) {
  EXPECT_EQ(worker_count(3), 3);
  EXPECT_EQ(worker_count(0), std::max(1, static_cast<int>(std::thread::hardware_concurrency())));
  EXPECT_GE(worker_count(-1), 1);
}

}  // namespace
}  // namespace llk
