#pragma once
/// Helpers shared by the fuzz targets and the crash converter: decoding bytes into a board,
/// choosing the subject solvers, comparing them with the oracle and writing the failure artifact.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "byte_source.hpp"
#include "llk/artifact.hpp"
#include "llk/board.hpp"
#include "llk/judge_format.hpp"
#include "llk/minimize.hpp"
#include "llk/mutants.hpp"
#include "llk/oracle.hpp"
#include "llk/path_check.hpp"
#include "llk/solver.hpp"

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

/// One solver under test: from the production registry or the mutant zoo.
struct Subject {
  const SolverInfo* info;
  bool mutant;
};

/// $LLK_FUZZ_SOLVER names one production solver or mutant; unset or "all": every production
/// solver. An unknown name stops the process, so a typo never fuzzes nothing.
inline const std::vector<Subject>& subjects() {
  static const std::vector<Subject> list = [] {
    std::vector<Subject> s;
    const char* name = std::getenv("LLK_FUZZ_SOLVER");
    if (name == nullptr || *name == '\0' || std::string(name) == "all") {
      for (const auto& info : production_solvers().all()) s.push_back({&info, false});
    } else if (const SolverInfo* p = production_solvers().find(name)) {
      s.push_back({p, false});
    } else if (const SolverInfo* m = mutant_solvers().find(name)) {
      s.push_back({m, true});
    } else {
      std::fprintf(stderr, "LLK_FUZZ_SOLVER: no production solver or mutant named '%s'\n", name);
      std::exit(2);
    }
    return s;
  }();
  return list;
}

/// What went wrong with one subject on one input.
struct Disagreement {
  std::string kind;  ///< wrong-answer, invalid-witness, wrong-turns
  std::string detail;
  std::vector<std::string> got;
};

/// Runs `info` and the oracle on every query of `cases`; the first disagreement, if any.
inline std::optional<Disagreement> find_disagreement(const SolverInfo& info,
                                                     const std::vector<Case>& cases,
                                                     const Config& config) {
  if (!info.caps.supports(config)) return std::nullopt;
  auto solver = info.make();
  GraphOracle oracle;
  std::optional<Disagreement> found;
  std::vector<std::string> got;
  for (std::size_t ci = 0; ci < cases.size(); ++ci) {
    const Case& c = cases[ci];
    oracle.prepare(c.board, config);
    solver->prepare(c.board, config);
    for (std::size_t qi = 0; qi < c.queries.size(); ++qi) {
      const Query& q = c.queries[qi];
      const Answer expected = oracle.solve(q);
      const Answer answer = solver->solve(q);
      got.push_back(answer.yes ? "YES" : "NO");
      if (found) continue;
      const std::string where = "case " + std::to_string(ci + 1) + " query " +
                                std::to_string(qi + 1) + " (" + std::to_string(q.a.row) + " " +
                                std::to_string(q.a.col) + " " + std::to_string(q.b.row) + " " +
                                std::to_string(q.b.col) + ")";
      if (answer.yes != expected.yes) {
        found = Disagreement{"wrong-answer",
                             where + ": " + info.name + " says " + (answer.yes ? "YES" : "NO") +
                                 ", the oracle " + (expected.yes ? "YES" : "NO"),
                             {}};
      } else if (auto why = check_answer(c.board, config, q, answer)) {
        found = Disagreement{"invalid-witness", where + ": " + *why, {}};
      } else if (answer.yes && info.caps.reports_min_turns && answer.turns != expected.turns) {
        found = Disagreement{"wrong-turns",
                             where + ": " + info.name + " reports " + std::to_string(answer.turns) +
                                 " turns, the fewest possible is " + std::to_string(expected.turns),
                             {}};
      }
    }
  }
  if (found) found->got = std::move(got);
  return found;
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
inline std::string write_minimized_artifact(const SolverInfo& info, std::vector<Case> cases,
                                            Config config, const Disagreement& first,
                                            const std::string& found_by,
                                            const std::string& reproduce) {
  MinimizeOptions opt;
  opt.max_seconds = 60;
  const MinimizeResult min = minimize(
      std::move(cases), config,
      [&](const std::vector<Case>& cand, const Config& cfg) {
        const auto d = find_disagreement(info, cand, cfg);
        return d && d->kind == first.kind;
      },
      opt);
  const auto again = find_disagreement(info, min.cases, min.config);
  const Disagreement& d = again ? *again : first;
  FailureArtifact a;
  a.cases = min.cases;
  a.config = min.config;
  a.name = "fuzz-" + info.name + "-" +
           short_hash(write_judge(min.cases) + std::string(to_string(min.config.rules)) +
                      std::to_string(min.config.turns));
  a.kind = d.kind;
  a.found_by = found_by;
  a.subject = info.name;
  a.detail = d.detail;
  a.got = d.got;
  a.reproduce = reproduce;
  return write_artifact(artifact_dir(), a);
}

}  // namespace llk::fuzz
