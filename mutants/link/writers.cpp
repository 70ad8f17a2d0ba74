/// Writer mutants: judge-format writers with one deliberate bug each, written here from the
/// board alone (nothing of the real writer), so that the round-trip checks can be seen failing.

#include <string>
#include <vector>

#include "llk/link/mutants.hpp"

namespace llk::link {
namespace {

/// Writes every case; `value_at(board, i, j)` gives what is written for row i, column j
/// (1-based) and `row_end` what follows the last value of a row.
template <class ValueAt>
std::string write_with(const std::vector<Case>& cases, ValueAt value_at, const char* row_end) {
  std::string out;
  for (const Case& c : cases) {
    const Board& b = c.board;
    out += std::to_string(b.rows()) + " " + std::to_string(b.cols()) + "\n";
    for (int i = 1; i <= b.rows(); ++i)
      for (int j = 1; j <= b.cols(); ++j) {
        out += std::to_string(value_at(b, i, j));
        out += j == b.cols() ? row_end : " ";
      }
    out += std::to_string(c.queries.size()) + "\n";
    for (const Query& q : c.queries)
      out += std::to_string(q.a.row) + " " + std::to_string(q.a.col) + " " +
             std::to_string(q.b.row) + " " + std::to_string(q.b.col) + "\n";
  }
  return out + "0 0\n";
}

std::string write_glued_rows(const std::vector<Case>& cases) {
  return write_with(
      cases, [](const Board& b, int i, int j) { return b.at(i, j); }, "");
}

std::string write_transposed(const std::vector<Case>& cases) {
  // Column-major order: the k-th value written is the k-th cell counted down the columns.
  return write_with(
      cases,
      [](const Board& b, int i, int j) {
        const int k = (i - 1) * b.cols() + (j - 1);
        return b.at(k % b.rows() + 1, k / b.rows() + 1);
      },
      "\n");
}

}  // namespace

const Registry<WriterMutant>& writer_mutants() {
  static const Registry<WriterMutant> registry = [] {
    Registry<WriterMutant> r;
    r.add({"writer-glued-rows",
           "no separator after the last value of a row: '1 2' + '3 4' -> '1 23 4'",
           &write_glued_rows});
    r.add({"writer-transposed", "writes the values column by column instead of row by row",
           &write_transposed});
    return r;
  }();
  return registry;
}

}  // namespace llk::link
