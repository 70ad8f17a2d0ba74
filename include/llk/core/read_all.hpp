#pragma once
/// Reading a whole judge input case by case with any problem's reader, so that every complete
/// case before a bad one is kept.

#include <optional>
#include <utility>
#include <vector>

#include "llk/core/position.hpp"

namespace llk {

/// A whole input read: every complete case, and the error that stopped reading, if any.
template <class Case>
struct ParsedCases {
  std::vector<Case> cases;
  std::optional<ParseError> error;
};

/// Every case `reader` gives and the error that stopped it: `Parsed` has `cases` and `error`;
/// `Reader` has next(Case&) -> Status {case_read, end, error} and error().
template <class Parsed, class Reader>
Parsed read_all(Reader reader) {
  Parsed result;
  for (;;) {
    typename decltype(result.cases)::value_type c;
    const auto status = reader.next(c);
    if (status == Reader::Status::end) break;
    if (status == Reader::Status::error) {
      result.error = reader.error();
      break;
    }
    result.cases.push_back(std::move(c));
  }
  return result;
}

}  // namespace llk
