/// What a link input covers: board sides, rules, value ranges, answers and query classes.

#include <fmt/format.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "llk/core/coverage.hpp"
#include "llk/link/problem.hpp"

namespace llk::link {

void cover(const LinkInput& x, const Expected& expected, Coverage& c) {
  c.buckets("board side", {"<= 10", "<= 100", "<= 500", "> 500"});
  c.buckets("largest value", {"< 256", ">= 256", ">= 65536"});
  c.buckets("answers", {"YES", "NO"});
  c.named_buckets("query class", query_classes());
  std::vector<std::pair<std::string, std::string>> ruled;
  for (const auto& [name, what] : query_classes())
    if (auto why = class_impossible(name, x.config)) ruled.emplace_back(name, std::move(*why));
  c.ruled_out("query class", ruled);
  c.add("rules", fmt::format("{} K={}", to_string(x.config.rules), x.config.turns));
  bool judge_size = false;
  for (const Case& k : x.cases) {
    const int side = std::max(k.board.rows(), k.board.cols());
    c.add("board side", side <= 10    ? "<= 10"
                        : side <= 100 ? "<= 100"
                        : side <= 500 ? "<= 500"
                                      : "> 500");
    std::int32_t top = 0;
    for (const std::int32_t v : k.board.values()) top = std::max(top, v);
    c.add("largest value", top >= 65536 ? ">= 65536" : top >= 256 ? ">= 256" : "< 256");
    judge_size = judge_size || (k.board.rows() >= 900 && k.board.cols() >= 900);
  }
  if (judge_size) c.mark("judge-size (900 x 900 up)");
  for (const std::string& line : expected.lines) c.add("answers", line);
  if (const auto* detail = std::any_cast<OracleTurns>(&expected.detail))
    for (const std::uint8_t k : detail->classes) c.add("query class", query_classes()[k].first);
}

}  // namespace llk::link
