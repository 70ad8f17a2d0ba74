#pragma once
/// The one worker pool every engine runs on: its workers on threads of their own while the
/// calling thread ticks the progress line, and the one `--jobs` default.

#include <chrono>
#include <cstddef>
#include <functional>

namespace llk {

/// The workers a run gets: `jobs` when positive, else one per hardware thread (at least one).
int worker_count(int jobs);

/// Runs `work(worker)` on `workers` threads (worker 0 .. workers - 1), calling `tick()` on this
/// thread every `every` until all have returned.
void run_workers(int workers, const std::function<void(int worker)>& work,
                 const std::function<void()>& tick = {},
                 std::chrono::milliseconds every = std::chrono::milliseconds(100));

/// Runs `work(worker, i)` for every i in [0, n), in order of i, on at most `workers` workers.
void for_each_item(std::size_t n, int workers,
                   const std::function<void(int worker, std::size_t i)>& work,
                   const std::function<void()>& tick = {});

}  // namespace llk
