#pragma once
/// Private to the solvers: per-(cell, direction) work arrays shared by the search solvers,
/// valid only where stamped with the current generation, so no query clears O(n*m) memory.

#include <sys/mman.h>
#include <algorithm>

#include <cstdint>
#include <cstdlib>
#include <memory>
#include <new>
#include <vector>

#include "grid.hpp"
#include "llk/link/solver.hpp"

namespace llk::link::solvers_detail {

/// Frees StampedStates' arrays: unmaps a mapping of `bytes` bytes, or frees a heap block.
struct Unmap {
  std::size_t bytes = 0;
  bool mapped = false;
  void operator()(void* p) const {
    if (mapped)
      ::munmap(p, bytes);
    else
      std::free(p);
  }
};

/// Best turns and the direction it came from per state (cell * 4 + direction), reset lazily by a
/// generation stamp: 3 bytes a state, in zeroed pages the system maps only once a search
/// touches them, so a judge-size board's searches fit the judge's 32 MiB.
class StampedStates {
 public:
  /// Sizes the arrays for a grid of `cells` cells; keeps the storage when it is large enough.
  void resize(std::size_t cells) {
    const std::size_t states = cells * 4;
    if (size_ < states) {
      stamp_ = zeroed<std::uint8_t>(states);
      info_ = zeroed<std::uint16_t>(states);
      size_ = states;
      generation_ = 0;
    }
  }

  /// Starts a new query: every state becomes unvisited in O(1) (O(states) on stamp wrap-around).
  void next_query() {
    if (++generation_ == 0) {
      std::fill(stamp_.get(), stamp_.get() + size_, std::uint8_t{0});
      generation_ = 1;
    }
  }

  bool seen(int s) const { return stamp_[static_cast<std::size_t>(s)] == generation_; }
  /// Turns recorded for a seen state.
  int turns(int s) const { return info_[static_cast<std::size_t>(s)] & kTurns; }
  /// True when the state is unseen or was seen with more turns than `t`.
  bool improves(int s, int t) const { return !seen(s) || t < turns(s); }
  /// Records state s reached with t turns from state `parent` (the cell behind it), or as a
  /// start state (parent -1).
  void set(int s, int t, int parent) {
    const auto i = static_cast<std::size_t>(s);
    stamp_[i] = generation_;
    info_[i] = static_cast<std::uint16_t>(
        t | (parent < 0 ? kStart : static_cast<unsigned>(parent % 4) << kParentShift));
  }

  /// The cells from a start state to state `last`, then `target`.
  std::vector<Cell> path_to(const PaddedGrid& grid, int last, Cell target) const {
    std::vector<Cell> path;
    path.push_back(target);
    for (int s = last;;) {
      const int cell = s / 4;
      path.push_back(grid.cell(cell));
      const unsigned info = info_[static_cast<std::size_t>(s)];
      if (info & kStart) break;
      // The state before stood one step back, against this state's direction.
      s = (cell - grid.step(s % 4)) * 4 + static_cast<int>((info >> kParentShift) & 3u);
    }
    std::reverse(path.begin(), path.end());
    return path;
  }

 private:
  static constexpr unsigned kTurns = 0xff;
  static constexpr unsigned kParentShift = 8;
  static constexpr unsigned kStart = 1u << 10;
  /// Arrays up to this many bytes are zeroed heap blocks: a mapping per solver instance cost
  /// more than the searches of a small board (the differential campaign makes one per input).
  static constexpr std::size_t kHeapBytes = std::size_t{1} << 16;
  /// Larger ones in a mapping of their own (not the heap `llk solve` keeps in huge pages): zero
  /// pages, none resident until a search writes it, one small page at a time.
  template <class T>
  using Words = std::unique_ptr<T[], Unmap>;
  template <class T>
  static Words<T> zeroed(std::size_t n) {
    const std::size_t bytes = std::max<std::size_t>(n, 1) * sizeof(T);
    if (bytes <= kHeapBytes) {
      void* p = std::calloc(bytes, 1);
      if (p == nullptr) throw std::bad_alloc();
      return Words<T>(static_cast<T*>(p), Unmap{bytes, false});
    }
    void* p = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
#if defined(MADV_NOHUGEPAGE)
    ::madvise(p, bytes, MADV_NOHUGEPAGE);
#endif
    return Words<T>(static_cast<T*>(p), Unmap{bytes, true});
  }

  Words<std::uint8_t> stamp_;  ///< wraps every 255 queries (then cleared)
  Words<std::uint16_t> info_;  ///< turns, the parent state's direction, a start flag
  std::size_t size_ = 0;
  std::uint8_t generation_ = 0;
};

/// What the (cell, direction) searches share: the per-board arrays, the fast NOs every query
/// starts with, the start states, the admissible moves out of a state, and the witness path.
class StateSearch : public Solver {
 public:
  void prepare(const Board& board, const Config& config) override {
    grid_.build(board, config);
    states_.resize(grid_.size());
    regions_.build(grid_);
  }

  Answer solve(const Query& q) final {
    const int last = last_state(q);
    if (last < 0) return no_answer();
    return yes_answer(states_.path_to(grid_, last, q.b));
  }

  bool links(const Query& q) final { return last_state(q) >= 0; }

 protected:
  /// The search proper, from from_ to target_ within k turns: the state the path found steps
  /// onto the target from, or -1 for NO.
  virtual int search(int k) = 0;

  /// The query's answer as search() gives it, after the fast NOs: -1 for NO.
  int last_state(const Query& q) {
    if (!grid_.linkable(q)) return -1;
    from_ = grid_.index(q.a);
    target_ = grid_.index(q.b);
    if (!regions_.may_link(grid_, from_, target_)) return -1;
    view_.aim(grid_, q.b);
    return search(grid_.turn_limit());
  }

  /// Starts a search: forgets every state, then records and pushes the four start states.
  template <class Push>
  void seed(Push push) {
    states_.next_query();
    for (int d = 0; d < 4; ++d) {
      states_.set(from_ * 4 + d, 0, -1);
      push(from_ * 4 + d, 0);
    }
  }

  /// The moves out of state s, reached with t turns, that keep within k turns, directions
  /// tried from `first` round: arrive(nt) on stepping onto the target (true stops and returns
  /// true), push(ns, nt) for a state it improves, recorded with parent s.
  template <class Arrive, class Push>
  bool expand(int s, int t, int k, int first, Arrive arrive, Push push) {
    const int cell = s / 4;
    const int d = s % 4;
    for (int i = 0; i < 4; ++i) {
      const int d2 = (first + i) % 4;
      if (d2 == (d ^ 2)) continue;             // turning back never helps
      if (cell == from_ && d2 != d) continue;  // each start state leaves a in its own direction
      const int next = cell + grid_.step(d2);
      const int nt = t + (d2 != d ? 1 : 0);
      if (nt > k) continue;
      if (next == target_) {
        if (arrive(nt)) return true;
        continue;
      }
      if (grid_.blocked(next)) continue;
      if (!view_.may_reach(grid_.cell(next), d2, k - nt)) continue;
      const int ns = next * 4 + d2;
      if (!states_.improves(ns, nt)) continue;
      states_.set(ns, nt, s);
      push(ns, nt);
    }
    return false;
  }

  PaddedGrid grid_;
  StampedStates states_;
  FreeRegions regions_;
  TargetView view_;
  int from_ = 0;    ///< the query's start cell index
  int target_ = 0;  ///< the query's target cell index
};

}  // namespace llk::link::solvers_detail
