/// Delta debugging for boards: each pass removes chunks (halving down to single items) of one
/// kind of thing while the predicate keeps failing; rounds repeat until none makes progress.

#include "llk/minimize.hpp"

#include <algorithm>
#include <chrono>
#include <map>
#include <set>

namespace llk {
namespace {

class Shrinker {
 public:
  Shrinker(std::vector<Case> cases, Config config, const StillFails& pred,
           const MinimizeOptions& opt)
      : cases_(std::move(cases)),
        config_(config),
        pred_(pred),
        opt_(opt),
        deadline_(std::chrono::steady_clock::now() +
                  std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                      std::chrono::duration<double>(opt.max_seconds))) {}

  MinimizeResult run() {
    bool progress = true;
    while (progress && !limit_hit_) {
      progress = false;
      progress |= drop_cases();
      for (std::size_t ci = 0; ci < cases_.size() && !limit_hit_; ++ci) {
        progress |= drop_queries(ci);
        progress |= drop_lines(ci, true);
        progress |= drop_lines(ci, false);
        progress |= empty_cells(ci);
      }
      progress |= relabel();
      progress |= merge_kinds();
      progress |= shrink_values();
      if (opt_.lower_turns) progress |= lower_turns();
    }
    return {std::move(cases_), config_, tests_, !limit_hit_};
  }

 private:
  /// Runs the predicate on a candidate and adopts it when it still fails.
  bool attempt(std::vector<Case> cand, Config cfg) {
    if (tests_ >= opt_.max_tests || std::chrono::steady_clock::now() >= deadline_) {
      limit_hit_ = true;
      return false;
    }
    ++tests_;
    if (!pred_(cand, cfg)) return false;
    cases_ = std::move(cand);
    config_ = cfg;
    return true;
  }
  bool attempt(std::vector<Case> cand) { return attempt(std::move(cand), config_); }

  /// Tries removing [b, e) of `n` items, chunks halving from n/2 (or n when `all_ok`) to 1;
  /// `remove(b, e)` builds and tries the candidate. Returns true on any success.
  template <class F>
  bool remove_chunks(std::size_t n, bool all_ok, F remove) {
    bool any = false;
    if (n == 0) return false;
    std::size_t chunk = all_ok ? n : std::max<std::size_t>(1, n / 2);
    if (!all_ok && n < 2) return false;
    for (;;) {
      std::size_t i = 0;
      while (i < n && !limit_hit_) {
        const std::size_t e = std::min(n, i + chunk);
        if ((all_ok || e - i < n) && remove(i, e)) {
          n -= e - i;
          any = true;
        } else {
          i = e;
        }
      }
      if (chunk == 1 || limit_hit_ || n == 0) break;
      chunk = std::max<std::size_t>(1, chunk / 2);
      chunk = std::min(chunk, n);
    }
    return any;
  }

  bool drop_cases() {
    return remove_chunks(cases_.size(), false, [&](std::size_t b, std::size_t e) {
      std::vector<Case> cand = cases_;
      cand.erase(cand.begin() + static_cast<long>(b), cand.begin() + static_cast<long>(e));
      return attempt(std::move(cand));
    });
  }

  bool drop_queries(std::size_t ci) {
    return remove_chunks(cases_[ci].queries.size(), false, [&](std::size_t b, std::size_t e) {
      std::vector<Case> cand = cases_;
      auto& q = cand[ci].queries;
      q.erase(q.begin() + static_cast<long>(b), q.begin() + static_cast<long>(e));
      return attempt(std::move(cand));
    });
  }

  /// Drops rows (or columns) [b, e) (0-based); query endpoints are renumbered to stay valid.
  bool drop_lines(std::size_t ci, bool rows) {
    const Board& board0 = cases_[ci].board;
    const std::size_t n = static_cast<std::size_t>(rows ? board0.rows() : board0.cols());
    return remove_chunks(n, false, [&](std::size_t b, std::size_t e) {
      const Case& c = cases_[ci];
      const int lo = static_cast<int>(b) + 1, hi = static_cast<int>(e);  // 1-based, inclusive
      const int removed = hi - lo + 1;
      const int nr = rows ? c.board.rows() - removed : c.board.rows();
      const int nc = rows ? c.board.cols() : c.board.cols() - removed;
      Board nb(nr, nc);
      for (int r = 1, sr = 1; sr <= c.board.rows(); ++sr) {
        if (rows && sr >= lo && sr <= hi) continue;
        for (int col = 1, sc = 1; sc <= c.board.cols(); ++sc) {
          if (!rows && sc >= lo && sc <= hi) continue;
          nb.set(r, col++, c.board.at(sr, sc));
        }
        ++r;
      }
      // An endpoint on a dropped line moves to the nearest kept line, so no query pins a line.
      auto remap = [&](Cell cell) {
        int& v = rows ? cell.row : cell.col;
        if (v >= lo && v <= hi)
          v = std::max(lo - 1, 1);
        else if (v > hi)
          v -= removed;
        return cell;
      };
      Case nc_case;
      nc_case.board = std::move(nb);
      for (const Query& q : c.queries) nc_case.queries.push_back({remap(q.a), remap(q.b)});
      std::vector<Case> cand = cases_;
      cand[ci] = std::move(nc_case);
      return attempt(std::move(cand));
    });
  }

  std::vector<std::size_t> tiles(std::size_t ci) const {
    std::vector<std::size_t> at;
    const auto& v = cases_[ci].board.values();
    for (std::size_t i = 0; i < v.size(); ++i)
      if (v[i] != 0) at.push_back(i);
    return at;
  }

  bool empty_cells(std::size_t ci) {
    return remove_chunks(tiles(ci).size(), true, [&](std::size_t b, std::size_t e) {
      const std::vector<std::size_t> at = tiles(ci);
      std::vector<Case> cand = cases_;
      const Board& old = cases_[ci].board;
      std::vector<std::int32_t> values = old.values();
      for (std::size_t i = b; i < e; ++i) values[at[i]] = 0;
      cand[ci].board = Board(old.rows(), old.cols(), std::move(values));
      return attempt(std::move(cand));
    });
  }

  std::set<std::int32_t> kinds() const {
    std::set<std::int32_t> k;
    for (const Case& c : cases_)
      for (auto v : c.board.values())
        if (v != 0) k.insert(v);
    return k;
  }

  std::vector<Case> mapped(const std::map<std::int32_t, std::int32_t>& m) const {
    std::vector<Case> cand = cases_;
    for (Case& c : cand) {
      std::vector<std::int32_t> values = c.board.values();
      for (auto& v : values)
        if (auto it = m.find(v); it != m.end()) v = it->second;
      c.board = Board(c.board.rows(), c.board.cols(), std::move(values));
    }
    return cand;
  }

  /// Every kind to 1..k, in the order of the values (so order-based bugs keep their order).
  bool relabel() {
    std::map<std::int32_t, std::int32_t> m;
    std::int32_t next = 1;
    bool changes = false;
    for (auto v : kinds()) {
      changes |= v != next;
      m[v] = next++;
    }
    return changes && attempt(mapped(m));
  }

  /// Merges two kinds into one: fewer distinctions, kept only when the failure needs them.
  bool merge_kinds() {
    const auto k = kinds();
    if (k.size() < 2 || k.size() > 24) return false;
    std::vector<std::int32_t> v(k.begin(), k.end());
    for (std::size_t i = v.size(); i-- > 1;)
      for (std::size_t j = 0; j < i; ++j)
        if (attempt(mapped({{v[i], v[j]}}))) return true;
    return false;
  }

  /// Each kind toward 1: halvings of the value, then values halving the distance to 1.
  bool shrink_values() {
    bool any = false;
    const auto k = kinds();
    for (std::int32_t v : std::vector<std::int32_t>(k.rbegin(), k.rend())) {
      for (bool moved = true; moved && v > 1 && !limit_hit_;) {
        moved = false;
        // Candidates, smallest first: v >> k (keeps power-of-two structure such as 256 = 0 mod
        // 256), then v - gap for halving gaps (the classic integer shrink).
        std::vector<std::int32_t> targets;
        for (int k = 30; k >= 1; --k)
          if ((v >> k) >= 1 && (targets.empty() || targets.back() != (v >> k)))
            targets.push_back(v >> k);
        for (std::int64_t gap = v - 1; gap >= 1; gap /= 2)
          targets.push_back(static_cast<std::int32_t>(v - gap));
        for (const std::int32_t t : targets) {
          if (attempt(mapped({{v, t}}))) {
            v = t;
            moved = any = true;
            break;
          }
        }
      }
    }
    return any;
  }

  bool lower_turns() {
    for (int t = 0; t < config_.turns; ++t) {
      Config cfg = config_;
      cfg.turns = t;
      if (attempt(cases_, cfg)) return true;
    }
    return false;
  }

  std::vector<Case> cases_;
  Config config_;
  const StillFails& pred_;
  MinimizeOptions opt_;
  std::chrono::steady_clock::time_point deadline_;
  int tests_ = 0;
  bool limit_hit_ = false;
};

}  // namespace

MinimizeResult minimize(std::vector<Case> cases, Config config, const StillFails& still_fails,
                        const MinimizeOptions& options) {
  return Shrinker(std::move(cases), config, still_fails, options).run();
}

}  // namespace llk
