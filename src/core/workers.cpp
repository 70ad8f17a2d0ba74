/// The one worker pool (core/workers.hpp).

#include "llk/core/workers.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace llk {

int worker_count(int jobs) {
  return jobs > 0 ? jobs : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

void run_workers(int workers, const std::function<void(int)>& work,
                 const std::function<void()>& tick, std::chrono::milliseconds every) {
  std::mutex mu;
  std::condition_variable done;
  int running = std::max(1, workers);
  std::vector<std::thread> threads;
  for (int j = 0; j < std::max(1, workers); ++j)
    threads.emplace_back([&, j] {
      work(j);
      const std::lock_guard lock(mu);
      --running;
      done.notify_all();
    });
  {
    std::unique_lock lock(mu);
    while (running > 0) {
      done.wait_for(lock, every);
      if (running > 0 && tick) {
        lock.unlock();
        tick();
        lock.lock();
      }
    }
  }
  for (std::thread& t : threads) t.join();
}

void for_each_item(std::size_t n, int workers, const std::function<void(int, std::size_t)>& work,
                   const std::function<void()>& tick) {
  std::atomic<std::size_t> next{0};
  const int count =
      std::max(1, std::min<int>(workers, static_cast<int>(std::max<std::size_t>(n, 1))));
  run_workers(
      count,
      [&](int j) {
        for (std::size_t i; (i = next++) < n;) work(j, i);
      },
      tick);
}

}  // namespace llk
