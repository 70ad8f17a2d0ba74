/// The game's bounded-exhaustive enumeration: every board up to a size (the link check's board
/// space), one case each, two answer lines each.

#include <fmt/format.h>

#include <stdexcept>

#include "llk/game/format.hpp"
#include "llk/link/enumerate.hpp"
#include "parts.hpp"

namespace llk::game {
namespace {

class GameEnumeration final : public Enumeration {
 public:
  GameEnumeration(const ProveScope& scope, const Config& config)
      : space_(scope.cells, scope.kinds, static_cast<int>(GameLimits::judge().max_side)),
        config_(config) {}

  std::string scope() const override {
    return fmt::format("{}, both lines (pairs, clear) of each; rules={} K={}", space_.text(),
                       link::to_string(config_.rules), config_.turns);
  }
  std::string flags() const override {
    return fmt::format("{} --rules {} --turns {}", space_.flags(), link::to_string(config_.rules),
                       config_.turns);
  }
  std::string item_name() const override { return "board"; }
  std::uint64_t size() const override { return space_.size(); }
  std::size_t units(std::uint64_t) const override { return 2; }
  llk::Input input(std::uint64_t begin, std::uint64_t end) const override {
    GameInput out{{}, config_};
    out.boards.reserve(static_cast<std::size_t>(end - begin));
    for (std::uint64_t i = begin; i < end; ++i) out.boards.push_back(space_.board(i));
    return out;
  }
  std::string describe(std::uint64_t i) const override {
    const auto [rows, cols] = space_.shape(i);
    return fmt::format("{} x {} board", rows, cols);
  }

 private:
  link::BoardSpace space_;
  Config config_;
};

}  // namespace

std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope, const Config& config) {
  if (scope.max_time != 0)
    throw std::invalid_argument("--max-time does not apply to the game problem (it has no T)");
  const auto most = GameLimits::judge().max_cells;
  if (scope.cells > most)
    throw std::invalid_argument(fmt::format(
        "--cells {}: a game board has at most {} cells (the judge's limit)", scope.cells, most));
  return std::make_unique<GameEnumeration>(scope, config);
}

}  // namespace llk::game
