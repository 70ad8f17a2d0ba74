/// Drawing a game board: its values beside the order of a clearing, each removed pair numbered
/// on both of its cells, the oracle's order and the subject's when it gave another.

#include <fmt/format.h>

#include <map>
#include <optional>
#include <stdexcept>

#include "llk/core/crop.hpp"
#include "llk/core/safe_text.hpp"
#include "llk/core/svg_title.hpp"
#include "llk/game/format.hpp"
#include "llk/game/oracle.hpp"
#include "parts.hpp"

namespace llk::game {
namespace {

/// The oracle's clearing, or none for a board larger than it searches (drawn without an order).
std::optional<ClearVerdict> clear_of(const Board& b, const Config& c) {
  try {
    return oracle_clear(b, c);
  } catch (const std::invalid_argument&) {
    return std::nullopt;
  }
}

std::string params_text(const Config& c) {
  return fmt::format("rules={} K={}", to_string(c.rules), c.turns);
}

/// The step (1-based) that empties each cell, 0 when none does; steps after a bad one are left.
std::vector<int> steps(const Board& b, const std::vector<Pair>& removals) {
  std::vector<int> at(b.values().size(), 0);
  for (std::size_t i = 0; i < removals.size(); ++i)
    for (const Cell& c : {removals[i].a, removals[i].b})
      if (b.inside(c)) {
        int& s = at[static_cast<std::size_t>((c.row - 1) * b.cols() + c.col - 1)];
        if (s == 0) s = static_cast<int>(i + 1);
      }
  return at;
}

/// The rows and columns drawn: near the cells of the first pairs or removals (`cells`, the most
/// important first), the rest elided; a board that fits is drawn whole.
crop::Window window_of(const Board& b, const std::vector<Cell>& cells) {
  std::vector<std::vector<int>> rows(1), cols(1);
  for (const Cell& c : cells) {
    rows[0].push_back(c.row);
    cols[0].push_back(c.col);
  }
  return {crop::Axis::fit(1, b.rows(), rows, crop::kMargin, crop::kMaxSlots),
          crop::Axis::fit(1, b.cols(), cols, crop::kMargin, crop::kMaxSlots)};
}

/// The cells of the first few pairs (or removals): what a crop keeps.
std::vector<Cell> cells_of(const std::vector<Pair>& pairs, std::size_t most) {
  std::vector<Cell> out;
  for (std::size_t i = 0; i < pairs.size() && i < most; ++i) {
    out.push_back(pairs[i].a);
    out.push_back(pairs[i].b);
  }
  return out;
}

/// The values, and when `order` is given, the step of each cell beside them ('~' elided).
std::string grid(const Board& b, const crop::Window& win,
                 const std::vector<const std::vector<int>*>& orders) {
  std::size_t w = 1;
  for (std::int32_t v : b.values()) w = std::max(w, std::to_string(v).size());
  std::string out;
  if (win.cropped())
    out += "  " + crop::kept_text(win.rows, "row") + "; " + crop::kept_text(win.cols, "column") +
           " (~: elided)\n";
  for (int sr = 0; sr < win.rows.slots(); ++sr) {
    const crop::Run& run = win.rows.run_at(sr);
    const int r = win.rows.line_at(sr);
    out += "  ";
    for (int sc = 0; sc < win.cols.slots(); ++sc) {
      const int c = win.cols.line_at(sc);
      const std::int32_t v = b.at(r, c);
      const bool kept = !run.elided && !win.cols.run_at(sc).elided;
      out += fmt::format("{:>{}} ",
                         !kept    ? std::string("~")
                         : v == 0 ? std::string(".")
                                  : std::to_string(v),
                         w);
    }
    for (const std::vector<int>* o : orders) {
      out += "   |";
      for (int sc = 0; sc < win.cols.slots(); ++sc) {
        const int c = win.cols.line_at(sc);
        const int s = (*o)[static_cast<std::size_t>((r - 1) * b.cols() + c - 1)];
        const bool kept = !run.elided && !win.cols.run_at(sc).elided;
        out += fmt::format("{:>3}", !kept    ? std::string("~")
                                    : s == 0 ? (b.at(r, c) == 0 ? "." : "-")
                                             : std::to_string(s));
      }
    }
    if (run.elided) out += "   (" + crop::elided_label(run, "row") + ")";
    out += '\n';
  }
  return out;
}

}  // namespace

std::string draw_text(const GameInput& x, std::size_t unit, std::string_view got) {
  const std::size_t bi = unit / 2;
  if (bi >= x.boards.size()) return {};
  const Board& b = x.boards[bi];
  const std::vector<Pair> pairs = oracle_pairs(b, x.config);
  const std::optional<ClearVerdict> searched = clear_of(b, x.config);
  const ClearVerdict v = searched.value_or(ClearVerdict{});
  std::string out =
      fmt::format("board {} ({} x {}), {}: {} pair{} link; {}\n", bi + 1, b.rows(), b.cols(),
                  params_text(x.config), pairs.size(), pairs.size() == 1 ? "" : "s",
                  !searched  ? std::string("too large for the oracle's clearing search")
                  : v.clears ? fmt::format("clears in {} removals", v.removals.size())
                             : std::string("does not clear"));
  const std::vector<int> oracle_order = steps(b, v.removals);
  std::vector<const std::vector<int>*> orders;
  std::string heads = "  values";
  if (v.clears) {
    orders.push_back(&oracle_order);
    heads += "; then the oracle's order (the step that removes each tile)";
  }
  std::vector<int> subject_order;
  std::string said;
  if (!got.empty()) {
    const std::string expected =
        unit % 2 == 0 ? std::to_string(pairs.size()) : clear_line(v.clears ? &v.removals : nullptr);
    const auto wrong = judge_line(b, x.config, static_cast<int>(unit % 2), expected, got);
    said = fmt::format("  the subject's {} line: {} ({})\n", unit % 2 == 0 ? "pairs" : "clear", got,
                       wrong ? "WRONG: " + *wrong : std::string("right"));
    std::string why;
    if (const auto line = unit % 2 == 1 ? parse_clear_line(got, &why) : std::nullopt;
        line && line->yes) {
      subject_order = steps(b, line->removals);
      orders.push_back(&subject_order);
      heads += "; then the subject's order ('-' never removed)";
    }
  }
  std::vector<Cell> cells = cells_of(unit % 2 == 0 ? pairs : v.removals, 3);
  if (!subject_order.empty()) {
    std::string why;
    if (const auto line = parse_clear_line(got, &why); line && line->yes)
      for (const Cell& c : cells_of(line->removals, 3)) cells.push_back(c);
  }
  out += said + heads + "\n" + grid(b, window_of(b, cells), orders);
  if (unit % 2 == 0 && !pairs.empty()) {
    std::string list;
    for (std::size_t i = 0; i < pairs.size() && i < 12; ++i) list += " " + to_text(pairs[i]);
    out += "  pairs:" + list + (pairs.size() > 12 ? " ..." : "") + "\n";
  }
  return out;
}

std::string draw_svg(const GameInput& x, std::size_t unit, std::string_view got) {
  const std::size_t bi = unit / 2;
  if (bi >= x.boards.size()) return {};
  const Board& b = x.boards[bi];
  const std::optional<ClearVerdict> searched = clear_of(b, x.config);
  const ClearVerdict v = searched.value_or(ClearVerdict{});
  const std::vector<int> order = steps(b, v.removals);
  const crop::Window win = window_of(b, cells_of(v.removals, 3));
  constexpr int kCell = 36;
  const int w = win.cols.slots() * kCell + 20;
  std::string title =
      fmt::format("board {} ({} x {}), {}: {}", bi + 1, b.rows(), b.cols(), params_text(x.config),
                  !searched  ? "too large for the oracle's clearing search"
                  : v.clears ? "clears"
                             : "does not clear");
  if (!got.empty()) title += fmt::format("; the subject answered {}", got);
  // The title wraps to what the picture shows (at least 30 characters a line).
  const SvgTitle heading = svg_title(title, 10, w - 20);
  const int top = heading.height + 17;  // where the board starts
  const int h = win.rows.slots() * kCell + top + 15;
  std::string s = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "font-family=\"monospace\">\n{}",
      std::max(w, heading.width + 20), h, heading.markup);
  for (int sr = 0; sr < win.rows.slots(); ++sr)
    for (int sc = 0; sc < win.cols.slots(); ++sc) {
      const int r = win.rows.line_at(sr), c = win.cols.line_at(sc);
      const int px = 10 + sc * kCell, py = top + sr * kCell;
      const crop::Run& rows = win.rows.run_at(sr);
      const crop::Run& cols = win.cols.run_at(sc);
      if (rows.elided || cols.elided) {
        // An elided run: one grey cell per slot, its count on the first of the band.
        const crop::Run& run = rows.elided ? rows : cols;
        s += fmt::format(
            "<rect class=\"elided\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" "
            "fill=\"#e8e8e8\"/>\n",
            px, py, kCell, kCell);
        if ((rows.elided && sc == 0) || (!rows.elided && sr == 0))
          s += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"9\">{}</text>\n", px + 2, py + 20,
                           crop::elided_label(run, rows.elided ? "row" : "col"));
        continue;
      }
      const std::int32_t val = b.at(r, c);
      s += fmt::format(
          "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{}\" stroke=\"#555\"/>\n", px,
          py, kCell, kCell, val == 0 ? "#fff" : "#cde");
      if (val == 0) continue;
      s +=
          fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"14\">{}</text>\n", px + 6, py + 16, val);
      const int step = order[static_cast<std::size_t>((r - 1) * b.cols() + c - 1)];
      if (step != 0)
        s += fmt::format("<text x=\"{}\" y=\"{}\" font-size=\"10\" fill=\"#a00\">#{}</text>\n",
                         px + 14, py + 31, step);
    }
  return s + "</svg>\n";
}

Explanation explain_unit(const GameInput& x, std::size_t unit) {
  const std::size_t bi = unit / 2;
  if (bi >= x.boards.size()) return {};
  const Board& b = x.boards[bi];
  Explanation e;
  e.unit = fmt::format("board {} ({} x {}), {} line, {}", bi + 1, b.rows(), b.cols(),
                       unit % 2 == 0 ? "pairs" : "clear", params_text(x.config));
  if (unit % 2 == 0) {
    const std::vector<Pair> pairs = oracle_pairs(b, x.config);
    std::string list;
    for (std::size_t i = 0; i < pairs.size() && i < 8; ++i) list += " " + to_text(pairs[i]);
    e.why = pairs.empty()
                ? (tile_count(b) == 0 ? "0: the board has no tiles"
                                      : "0: no two tiles of one value link: a deadlock")
                : fmt::format("{}:{}{}", pairs.size(), list, pairs.size() > 8 ? " ..." : "");
    return e;
  }
  std::map<std::int32_t, int> count;
  for (std::int32_t v : b.values())
    if (v != 0) ++count[v];
  for (const auto& [v, n] : count)
    if (n % 2 != 0) {
      e.why = fmt::format("NO: value {} is on {} cells, an odd number", v, n);
      return e;
    }
  const ClearVerdict v = oracle_clear(b, x.config);
  e.why = v.clears ? fmt::format("YES: {} (the oracle searched {} states)", clear_line(&v.removals),
                                 v.states)
                   : fmt::format("NO: no removal order empties it ({} states searched)", v.states);
  return e;
}

}  // namespace llk::game
