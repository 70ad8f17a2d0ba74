/// The link check's bounded-exhaustive enumeration: every board up to a size, every ordered pair
/// of cells, packed into judge-format cases of at most 49 queries.

#include "llk/link/enumerate.hpp"

#include <fmt/format.h>

#include <stdexcept>

#include "llk/link/judge_format.hpp"

namespace llk::link {

BoardSpace::BoardSpace(int cells, int kinds, int max_side) : cells_(cells), kinds_(kinds) {
  if (cells < 1) throw std::invalid_argument("--cells must be at least 1");
  if (kinds < 1) throw std::invalid_argument("--kinds must be at least 1");
  for (const auto& [rows, cols] : shapes_up_to(cells, 1, max_side))
    order_.add(rows, cols, checked_power(static_cast<std::uint64_t>(kinds) + 1, rows * cols));
}

Board BoardSpace::board(std::uint64_t i) const {
  const auto [block, offset] = order_.locate(i);
  const int n = block->rows * block->cols;
  std::vector<std::int32_t> values(static_cast<std::size_t>(n));
  std::uint64_t rest = offset;
  const auto base = static_cast<std::uint64_t>(kinds_) + 1;
  for (int c = n - 1; c >= 0; --c) {
    values[static_cast<std::size_t>(c)] = static_cast<std::int32_t>(rest % base);
    rest /= base;
  }
  return Board(block->rows, block->cols, std::move(values));
}

std::pair<int, int> BoardSpace::shape(std::uint64_t i) const {
  const auto [block, offset] = order_.locate(i);
  return {block->rows, block->cols};
}

std::string BoardSpace::text() const {
  const std::size_t shapes = order_.blocks().size();
  return fmt::format(
      "every board of rows x cols <= {} cells ({} shape{}), every assignment of values 0..{} "
      "(0 empty, {} tile kind{})",
      cells_, shapes, shapes == 1 ? "" : "s", kinds_, kinds_, kinds_ == 1 ? "" : "s");
}

std::string BoardSpace::flags() const {
  return fmt::format("--cells {} --kinds {}", cells_, kinds_);
}

namespace {

/// Every board of a space with every ordered pair of its cells.
class LinkEnumeration final : public Enumeration {
 public:
  LinkEnumeration(const ProveScope& scope, const Config& config)
      : space_(scope.cells, scope.kinds, static_cast<int>(Limits::judge().max_cols)),
        config_(config) {
    // The queries of each shape, cut into cases of at most max_queries, made once.
    for (const SizeOrder::Block& b : space_.order().blocks()) {
      std::vector<std::vector<Query>> cases(1);
      for (int a = 0; a < b.rows * b.cols; ++a)
        for (int z = 0; z < b.rows * b.cols; ++z) {
          if (cases.back().size() == static_cast<std::size_t>(Limits::judge().max_queries))
            cases.emplace_back();
          cases.back().push_back(
              {{a / b.cols + 1, a % b.cols + 1}, {z / b.cols + 1, z % b.cols + 1}});
        }
      queries_.push_back(std::move(cases));
    }
  }

  std::string scope() const override {
    return fmt::format(
        "{}, every ordered pair of cells as a query (the same cell, empty endpoints and "
        "different values included); rules={} K={}",
        space_.text(), to_string(config_.rules), config_.turns);
  }
  std::string flags() const override {
    return fmt::format("{} --rules {} --turns {}", space_.flags(), to_string(config_.rules),
                       config_.turns);
  }
  std::string item_name() const override { return "board"; }
  std::uint64_t size() const override { return space_.size(); }
  std::size_t units(std::uint64_t i) const override {
    const auto [rows, cols] = space_.shape(i);
    return static_cast<std::size_t>(rows * cols) * static_cast<std::size_t>(rows * cols);
  }
  Input input(std::uint64_t begin, std::uint64_t end) const override {
    LinkInput out{{}, config_};
    const auto& blocks = space_.order().blocks();
    for (std::uint64_t i = begin; i < end; ++i) {
      const Board board = space_.board(i);
      const auto block = space_.order().locate(i).first - blocks.data();
      for (const std::vector<Query>& q : queries_[static_cast<std::size_t>(block)])
        out.cases.push_back(Case{board, q});
    }
    return out;
  }
  std::string describe(std::uint64_t i) const override {
    const auto [rows, cols] = space_.shape(i);
    return fmt::format("{} x {} board", rows, cols);
  }

 private:
  BoardSpace space_;
  Config config_;
  std::vector<std::vector<std::vector<Query>>> queries_;  ///< per shape: its cases' queries
};

}  // namespace

std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope, const Config& config) {
  if (scope.max_time != 0)
    throw std::invalid_argument("--max-time does not apply to the link problem (it has no T)");
  return std::make_unique<LinkEnumeration>(scope, config);
}

}  // namespace llk::link
