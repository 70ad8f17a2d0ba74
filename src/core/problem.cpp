/// What every problem shares unless it says otherwise.

#include "llk/problem.hpp"

namespace llk {

std::optional<std::string> Problem::judge_answer(const Input&, const Expected& expected,
                                                 std::size_t unit, std::string_view got) const {
  const std::string& want = expected.lines.at(unit);
  if (got == want) return std::nullopt;
  return unit_name() + " " + std::to_string(unit + 1) + " answered " + std::string(got) +
         ", the oracle says " + want;
}

std::vector<TestCandidate> Problem::test_candidates(std::uint64_t seed,
                                                    const Params& params) const {
  std::vector<TestCandidate> out;
  for (std::uint64_t i = 0; i < 24; ++i) {
    TestCandidate c;
    c.name = "schedule-" + std::to_string(i);
    c.purpose = "input " + std::to_string(i) + " of the stress schedule";
    c.input = schedule(seed, i, params);
    c.required = i == 0;
    out.push_back(std::move(c));
  }
  return out;
}

}  // namespace llk

namespace llk::failure_kind {

bool ends_run(const std::string& kind) {
  return kind == runtime_error || kind == time_limit || kind == idle || kind == memory_limit ||
         kind == output_limit;
}

}  // namespace llk::failure_kind
