#pragma once
/// Helpers shared by the fuzz targets and the crash converter: decoding bytes into a board and
/// choosing the subjects; judging, shrinking and the artifact are the engines' (one for all).

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "byte_source.hpp"
#include "llk/link/board.hpp"
#include "llk/engine/differential.hpp"
#include "llk/engine/failure.hpp"
#include "llk/link/problem.hpp"

namespace llk::fuzz {

/// Where failure artifacts go: $LLK_FUZZ_ARTIFACT_DIR, else ./llk-out/fuzz.
inline std::string artifact_dir() {
  const char* dir = std::getenv("LLK_FUZZ_ARTIFACT_DIR");
  return dir != nullptr && *dir != '\0' ? dir : "llk-out/fuzz";
}

/// A board, its queries and the rules decoded from fuzzer bytes.
struct DecodedInput {
  Case c;
  Config config;
};

/// Bytes into a board of at most 16 x 16 with few kinds (so links happen), queries that mostly
/// pair tiles of one kind, hdu or classic rules and K in 0..3. Running out of bytes gives zeros:
/// empty cells, which makes the open boards search-based solvers find hardest.
inline DecodedInput decode_differential(const std::uint8_t* data, std::size_t size) {
  ByteSource in(data, size);
  DecodedInput d;
  d.config.rules = in.ConsumeBool() ? Rules::classic : Rules::hdu;
  d.config.turns = in.ConsumeIntegralInRange<int>(0, 3);
  const int rows = in.ConsumeIntegralInRange<int>(1, 16);
  const int cols = in.ConsumeIntegralInRange<int>(1, 16);
  const int kinds = in.ConsumeIntegralInRange<int>(1, 4);
  const int empty_share = in.ConsumeIntegralInRange<int>(0, 255);
  // Wide values catch narrowed storage: 256 and 512 end in a zero byte, 257 aliases 1.
  static constexpr std::int32_t kWide[4] = {257, 256, 1, 2147483647};
  const bool wide = in.ConsumeIntegralInRange<int>(0, 7) == 0;
  d.c.board = Board(rows, cols);
  std::vector<std::vector<Cell>> by_kind(static_cast<std::size_t>(kinds));
  std::vector<int> kind_at(static_cast<std::size_t>(rows * cols), -1);
  for (int r = 1; r <= rows; ++r)
    for (int c = 1; c <= cols; ++c) {
      const int byte = in.ConsumeIntegral<std::uint8_t>();
      if (byte < empty_share) continue;
      const int kind = byte % kinds;
      d.c.board.set(r, c, wide ? kWide[kind] : kind + 1);
      by_kind[static_cast<std::size_t>(kind)].push_back({r, c});
      kind_at[static_cast<std::size_t>((r - 1) * cols + c - 1)] = kind;
    }
  const int queries = in.ConsumeIntegralInRange<int>(1, 12);
  const int cells = rows * cols;
  for (int i = 0; i < queries; ++i) {
    const int ia = in.ConsumeIntegralInRange<int>(0, cells - 1);
    Query q{{ia / cols + 1, ia % cols + 1}, {}};
    const int kind = kind_at[static_cast<std::size_t>(ia)];
    if (kind >= 0 && !in.ConsumeBool()) {  // mostly a partner of the same kind
      const auto& same = by_kind[static_cast<std::size_t>(kind)];
      q.b = same[in.ConsumeIntegralInRange<std::size_t>(0, same.size() - 1)];
    } else {
      const int ib = in.ConsumeIntegralInRange<int>(0, cells - 1);
      q.b = {ib / cols + 1, ib % cols + 1};
    }
    d.c.queries.push_back(q);
  }
  return d;
}

/// The link problem, the one every link fuzz target checks.
inline const Problem& link_problem() {
  static const std::shared_ptr<const Problem> p = link::make_problem();
  return *p;
}

/// $LLK_FUZZ_SOLVER names one production solver or mutant; unset or "all": every production
/// solver. An unknown name stops the process, so a typo never fuzzes nothing.
inline const std::vector<std::unique_ptr<Subject>>& subjects() {
  static const std::vector<std::unique_ptr<Subject>> list = [] {
    std::vector<std::unique_ptr<Subject>> s;
    const Problem& p = link_problem();
    const char* name = std::getenv("LLK_FUZZ_SOLVER");
    if (name == nullptr || *name == '\0' || std::string(name) == "all") {
      for (const SolverListing& l : p.solvers(false)) s.push_back(p.solver(l.name, false));
    } else if (auto solver = p.solver(name, false)) {
      s.push_back(std::move(solver));
    } else if (auto mutant = p.solver(name, true)) {
      s.push_back(std::move(mutant));
    } else {
      std::fprintf(stderr, "LLK_FUZZ_SOLVER: no production solver or mutant named '%s'\n", name);
      std::exit(2);
    }
    return s;
  }();
  return list;
}

/// A short stable hash of an input (FNV-1a), so one failure found twice gets one artifact name.
inline std::string short_hash(const std::string& text) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char ch : text) h = (h ^ ch) * 1099511628211ULL;
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return std::string(buf, 12);
}

/// Minimizes a failing input (same subject, same kind of failure) and writes the failure
/// artifact into artifact_dir(); returns the path of NAME.in.
inline std::string write_minimized_artifact(const Problem& problem, Subject& subject,
                                            const Input& input, const Verdict& first,
                                            const std::string& found_by,
                                            const std::string& reproduce) {
  const Shrunk small = shrink_failure(problem, subject, input, first, 60);
  Failure f;
  f.input = small.input;
  std::string key = problem.canonical(small.input);
  for (const auto& [k, v] : problem.params(small.input)) key += k + "=" + v + ";";
  f.name = "fuzz-" + subject.short_name() + "-" + short_hash(key);
  f.kind = first.kind;
  f.found_by = found_by;
  f.subject = subject.label();
  f.subject_flags = subject.flags();
  f.detail = small.recurred ? small.verdict.detail : first.detail;
  f.got = small.recurred ? small.verdict.got : first.got;
  f.reproduce = reproduce;
  return write_failure(artifact_dir(), problem, f);
}

}  // namespace llk::fuzz
