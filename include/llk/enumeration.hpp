#pragma once
/// Bounded-exhaustive proof (`llk prove`): a problem's every input up to a scope, in size order,
/// as numbered items, so that a run can start at any position and split over machines.

#include <cstddef>
#include <cstdint>
#include <string>

#include "llk/core/input.hpp"

namespace llk {

/// What a proof covers: every input up to these sizes (the problem says what each means).
struct ProveScope {
  int cells = 4;     ///< boards (mazes) of at most this many cells
  int kinds = 2;     ///< tile kinds besides empty: values 0..kinds
  int max_time = 0;  ///< a bound on a problem's time parameter (T: 1..max_time); 0: the cells
};

/// The inputs of a scope as items 0 .. size() - 1 in size order (fewer cells first). An item is
/// the problem's smallest whole input: a board with every query on it, a maze with one T. Items
/// are a pure function of the scope and parameters: a position names the same item everywhere.
class Enumeration {
 public:
  virtual ~Enumeration() = default;
  /// The scope in words, exactly and with its parameters: what a certificate claims.
  virtual std::string scope() const = 0;
  /// The same as `llk prove` flags, every parameter named: "--cells 6 --kinds 2 --rules hdu".
  virtual std::string flags() const = 0;
  /// What one item is ("board", "maze"), and its plural.
  virtual std::string item_name() const = 0;
  virtual std::string items_name() const { return item_name() + "s"; }
  /// Items in all.
  virtual std::uint64_t size() const = 0;
  /// Units (answer lines) of item `i`.
  virtual std::size_t units(std::uint64_t i) const = 0;
  /// Items [begin, end) as one input of whole cases in item order, within the judge's format
  /// (a board with more queries than a case may hold is several cases).
  virtual Input input(std::uint64_t begin, std::uint64_t end) const = 0;
  /// Item `i` in a few words: "2 x 3 board", "3 x 4 maze, T = 5".
  virtual std::string describe(std::uint64_t i) const = 0;
};

}  // namespace llk
