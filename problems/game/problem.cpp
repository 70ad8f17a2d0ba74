/// The whole game as a problem plug-in: every player reaches the game's format, oracle, players,
/// mutants, laws, schedule, shrink passes and drawing through this one adapter.

#include "llk/game/problem.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "llk/core/text.hpp"
#include "llk/game/decode.hpp"
#include "llk/game/format.hpp"
#include "llk/game/mutate.hpp"
#include "llk/game/oracle.hpp"
#include "llk/game/properties.hpp"
#include "llk/link/problem.hpp"
#include "parts.hpp"

namespace llk::game {
namespace {

GameLimits limits_for(const ReadOptions& o) {
  return o.relaxed ? GameLimits::relaxed(o.memory_cap_mb << 20) : GameLimits::judge();
}

class GameProblem final : public Problem {
 public:
  GameProblem() : laws_(game_laws()) {}

  std::string name() const override { return "game"; }
  std::string summary() const override {
    return "the whole game: the pairs that link, and whether (and how) the board clears";
  }
  std::string format_help() const override {
    return "cases of: a line \"n m\"; n rows of m values (0 empty); ended by \"0 0\". Judge "
           "limit: n * m <= 36. Two lines per board: the number of pairs that link, and NO or "
           "\"YES s\" with s removals x1 y1 x2 y2 that clear it (checked by replaying them).";
  }
  std::string unit_name() const override { return "line"; }
  /// No judge states limits for the game: 10 s as the link check, no memory limit.
  llk::JudgeLimits judge_limits() const override { return {10, 0, {{"java", 20, 0}}}; }
  std::vector<std::pair<std::string, std::string>> param_defaults() const override {
    return {{"rules", "hdu"}, {"turns", "2"}};
  }

  ReadResult read(std::string_view text, const Params& params,
                  const ReadOptions& options) const override {
    const Config config = link::config_of(params);
    ParsedGame parsed = parse_game(text, limits_for(options));
    return {llk::Input(GameInput{std::move(parsed.cases), config}), std::move(parsed.error)};
  }
  std::string write(const llk::Input& input) const override { return write_game(in(input).boards); }
  std::vector<ParseError> validate(std::string_view text,
                                   const ReadOptions& options) const override {
    return validate_game(text, limits_for(options));
  }
  Params params(const llk::Input& input) const override {
    return link::params_of(in(input).config);
  }
  llk::Input with_params(const llk::Input& input, const Params& params) const override {
    GameInput x = in(input);
    Params merged = this->params(input);
    for (const auto& [k, v] : params) merged[k] = v;
    x.config = link::config_of(merged);
    return x;
  }
  std::size_t units(const llk::Input& input) const override { return 2 * in(input).boards.size(); }
  std::size_t cases(const llk::Input& input) const override { return in(input).boards.size(); }
  std::size_t cells(const llk::Input& input) const override {
    std::size_t n = 0;
    for (const Board& b : in(input).boards) n += b.values().size();
    return n;
  }
  std::string size_text(const llk::Input& input) const override {
    const auto& bs = in(input).boards;
    std::string s;
    for (std::size_t i = 0; i < bs.size() && i < 8; ++i)
      s += fmt::format("{}{} x {}", i ? ", " : "", bs[i].rows(), bs[i].cols());
    if (bs.size() > 8) s += ", ...";
    return bs.size() == 1 ? s + " board" : fmt::format("{} boards ({})", bs.size(), s);
  }
  std::pair<std::size_t, std::size_t> locate(const llk::Input&, std::size_t unit) const override {
    return {unit / 2, unit % 2};
  }
  std::vector<llk::Input> isolate(const llk::Input& input, std::size_t unit) const override {
    const GameInput& x = in(input);
    std::vector<llk::Input> out;
    const std::size_t b = unit / 2;
    if (b >= x.boards.size()) return out;
    out.push_back(GameInput{{x.boards[b]}, x.config});
    if (b > 0)
      out.push_back(
          GameInput{{x.boards.begin(), x.boards.begin() + static_cast<long>(b) + 1}, x.config});
    return out;
  }
  llk::Input without_units(const llk::Input& input,
                           const std::function<bool(std::size_t)>& drop) const override {
    GameInput x{{}, in(input).config};
    for (std::size_t b = 0; b < in(input).boards.size(); ++b)
      if (!drop(2 * b) || !drop(2 * b + 1)) x.boards.push_back(in(input).boards[b]);
    return x;
  }

  Expected oracle(const llk::Input& input) const override {
    Expected e;
    const GameInput& x = in(input);
    for (const Board& b : x.boards)
      for (std::string& line : oracle_lines(b, x.config)) e.lines.push_back(std::move(line));
    return e;
  }
  bool well_formed_answer(std::string_view line) const override {
    const text::ParsedUint n = text::parse_uint(line);
    if (n.is_integer && !n.overflow) return true;
    return parse_clear_line(line, nullptr).has_value();
  }
  std::optional<std::string> judge_answer(const llk::Input& input, const Expected& expected,
                                          std::size_t unit, std::string_view got) const override {
    const GameInput& x = in(input);
    if (unit / 2 >= x.boards.size() || unit >= expected.lines.size()) return std::nullopt;
    auto why = judge_line(x.boards[unit / 2], x.config, static_cast<int>(unit % 2),
                          expected.lines[unit], got);
    if (!why) return std::nullopt;
    return fmt::format("board {}, {} line: {}", unit / 2 + 1, unit % 2 == 0 ? "pairs" : "clear",
                       *why);
  }

  std::optional<ParseError> solve(std::string_view text, const SolveRequest& request,
                                  std::ostream& out,
                                  const std::function<void(std::size_t)>& consumed) const override {
    const Config config = link::config_of(request.params);
    const PlayerRegistry& reg = request.mutant ? mutant_players() : production_players();
    const PlayerInfo* info = request.solver.empty() ? &reg.all().front() : reg.find(request.solver);
    if (info == nullptr) {
      std::string known;
      for (const auto& s : reg.all()) known += " " + s.name;
      throw std::invalid_argument(fmt::format("unknown game {} '{}' (known:{})",
                                              request.mutant ? "mutant" : "player", request.solver,
                                              known));
    }
    auto player = info->make();
    Reader reader(text, limits_for(request.read));
    Board board;
    for (;;) {
      const auto status = reader.next(board);
      if (status == Reader::Status::end) return std::nullopt;
      if (status == Reader::Status::error) return reader.error();
      if (consumed) consumed(reader.offset());
      player->load(board, config);
      const auto clear = player->clear();
      out << player->pair_count() << '\n' << clear_line(clear ? &*clear : nullptr) << '\n';
    }
  }

  std::vector<SolverListing> solvers(bool mutants) const override {
    std::vector<SolverListing> out;
    for (const PlayerInfo& e : (mutants ? mutant_players() : production_players()).all())
      out.push_back({e.name, e.description, "", e.judged});
    return out;
  }
  using Problem::solver;  // by name, too
  std::unique_ptr<Subject> solver(const SolverRef& ref) const override {
    if (!ref.mutant && !ref.own.has_value() && ref.name == "oracle") return oracle_subject(*this);
    const PlayerInfo* info = find_player(ref);
    return info ? player_subject(*this, *info, ref.mutant) : nullptr;
  }
  std::unique_ptr<Subject> default_solver(const llk::Input&) const override {
    return player_subject(*this, production_players().all().front(), false);
  }

  llk::Input schedule(std::uint64_t seed, std::uint64_t index,
                      const Params& params) const override {
    return schedule_input(seed, index, link::config_of(params));
  }
  std::optional<std::string> mutant_hidden(const std::string& name,
                                           const Params& params) const override {
    const std::optional<Rules> only = mutant_shown_under(name);
    const Rules rules = link::config_of(params).rules;
    if (!only || *only == rules) return std::nullopt;
    return "it is wrong under rules=" + std::string(to_string(*only)) +
           " only, these are rules=" + std::string(to_string(rules));
  }
  std::vector<TestCandidate> test_candidates(std::uint64_t seed,
                                             const Params& params) const override {
    return game::test_candidates(seed, link::config_of(params));
  }
  int differential_inputs(int) const override { return 8; }
  llk::Input differential_input(std::uint64_t seed, int round, int index) const override {
    return game::differential_input(seed, round, index);
  }
  std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope,
                                               const Params& params) const override {
    return game::enumerate(scope, link::config_of(params));
  }
  std::vector<ShrinkPass> shrink_passes(const llk::Input& input, bool keep_params) const override {
    return game::shrink_passes(in(input), keep_params);
  }
  std::string classify(const llk::Input& input, std::size_t unit,
                       const Expected& e) const override {
    return unit_class(in(input), unit, e);
  }
  std::vector<std::pair<std::string, std::string>> unit_classes() const override {
    return classes();
  }
  void cover(const llk::Input& input, const Expected& e, Coverage& coverage) const override {
    game::cover(in(input), e, coverage);
  }

  const std::vector<llk::Law>& laws() const override { return laws_; }
  std::optional<llk::Input> decode(std::span<const std::uint8_t> bytes) const override {
    return llk::Input(game::decode(bytes));
  }
  std::shared_ptr<const FuzzMutation> fuzz_mutation() const override {
    return game::fuzz_mutation();
  }

  std::string draw(const llk::Input& input, std::size_t unit, std::string_view got) const override {
    return draw_text(in(input), unit, got);
  }
  std::string draw_svg(const llk::Input& input, std::size_t unit,
                       std::string_view got) const override {
    return game::draw_svg(in(input), unit, got);
  }
  Explanation explain(const llk::Input& input, std::size_t unit) const override {
    return explain_unit(in(input), unit);
  }

 private:
  std::vector<llk::Law> laws_;
};

}  // namespace

std::shared_ptr<const Problem> make_problem() {
  return std::make_shared<GameProblem>();
}

}  // namespace llk::game
