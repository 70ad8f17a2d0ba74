#include <algorithm>
#include <numeric>

#include "law_support.hpp"
#include "laws.hpp"
#include "llk/link/judge_format.hpp"

namespace llk::link::props {
namespace {

/// The first query whose answer differs between two runs, in words, or nullopt.
std::optional<std::string> compare(const LinkInput& in, const std::vector<std::vector<Answer>>& a,
                                   const std::vector<std::vector<bool>>& b,
                                   const std::string& how) {
  for (std::size_t ci = 0; ci < in.cases.size(); ++ci)
    for (std::size_t qi = 0; qi < in.cases[ci].queries.size(); ++qi)
      if (a[ci][qi].yes != b[ci][qi])
        return where(ci, qi, in.cases[ci].queries[qi]) + ": " + yes_no(a[ci][qi].yes) +
               " when asked in order on one instance, " + yes_no(b[ci][qi]) + " " + how;
  return std::nullopt;
}

std::vector<std::vector<bool>> blank(const LinkInput& in) {
  std::vector<std::vector<bool>> out;
  for (const Case& c : in.cases) out.emplace_back(c.queries.size(), false);
  return out;
}

/// Whitespace between tokens as any reader must accept it: spaces, tabs, newlines, CRLF.
std::string reflow(const std::string& text, Rng& rng) {
  static const char* const kSeps[] = {" ", "  ", "\t", "\n", "\r\n", " \n\t", "\n\n"};
  std::string out;
  bool in_space = false;
  for (char ch : text) {
    if (ch == ' ' || ch == '\n') {
      in_space = true;
      continue;
    }
    if (in_space) out += kSeps[rng() % std::size(kSeps)];
    in_space = false;
    out += ch;
  }
  out += rng() % 2 == 0 ? "\n" : "";
  return out;
}

}  // namespace

Law batch_independence_law() {
  return solver_law(
      "batch-independence",
      "queries in any order, one at a time, cases together or one per fresh instance: same "
      "answers",
      [](const SolverInfo& solver, const LinkInput& in, Rng& rng,
         Tally& tally) -> std::optional<std::string> {
        auto s = solver.make();
        const auto base = answer_all(*s, in);
        for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
          count_case(tally, in.cases[ci].board, in.config);
          for (const Answer& a : base[ci]) count_answer(tally, in.cases[ci].board, a);
        }
        // One fresh instance per case.
        auto fresh = blank(in);
        for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
          auto f = solver.make();
          f->prepare(in.cases[ci].board, in.config);
          for (std::size_t qi = 0; qi < in.cases[ci].queries.size(); ++qi)
            fresh[ci][qi] = f->solve(in.cases[ci].queries[qi]).yes;
        }
        if (auto d = compare(in, base, fresh, "on a fresh instance per case")) return d;
        // Cases in reverse order on one instance (larger boards may come first).
        auto reversed = blank(in);
        auto r = solver.make();
        for (std::size_t k = in.cases.size(); k-- > 0;) {
          r->prepare(in.cases[k].board, in.config);
          for (std::size_t qi = 0; qi < in.cases[k].queries.size(); ++qi)
            reversed[k][qi] = r->solve(in.cases[k].queries[qi]).yes;
        }
        if (auto d = compare(in, base, reversed, "with the cases in reverse order")) return d;
        // Each case's queries shuffled, on the instance already used above.
        auto shuffled = blank(in);
        for (std::size_t ci = 0; ci < in.cases.size(); ++ci) {
          std::vector<std::size_t> order(in.cases[ci].queries.size());
          std::iota(order.begin(), order.end(), 0);
          std::shuffle(order.begin(), order.end(), rng);
          s->prepare(in.cases[ci].board, in.config);
          for (std::size_t qi : order) shuffled[ci][qi] = s->solve(in.cases[ci].queries[qi]).yes;
        }
        if (auto d = compare(in, base, shuffled, "with the queries shuffled")) return d;
        // One query at a time, each after a fresh prepare, each asked twice.
        auto single = blank(in);
        for (std::size_t ci = 0; ci < in.cases.size(); ++ci)
          for (std::size_t qi = 0; qi < in.cases[ci].queries.size(); ++qi) {
            s->prepare(in.cases[ci].board, in.config);
            const bool first = s->solve(in.cases[ci].queries[qi]).yes;
            const bool again = s->solve(in.cases[ci].queries[qi]).yes;
            single[ci][qi] = first;
            if (first != again)
              return where(ci, qi, in.cases[ci].queries[qi]) + ": " + yes_no(first) + " then " +
                     yes_no(again) + " when asked twice in a row";
          }
        return compare(in, base, single, "asked alone after a fresh prepare");
      });
}

Law round_trip_law(JudgeWriterFn write) {
  return make_law(
      "round-trip",
      "write_judge then parse_judge gives back the same cases, whatever the whitespace",
      [write](const SolverInfo& solver, const LawRun& run) {
        return run_law(
            law_id("round-trip", solver), law_options(Capabilities{}), run,
            [&](const LinkInput& in, Rng& rng, Tally& tally) -> std::optional<std::string> {
              const std::string text = write(in.cases);
              for (const Case& c : in.cases) count_case(tally, c.board, in.config);
              for (const std::string& variant : {text, reflow(text, rng)}) {
                const ParsedInput parsed = parse_judge(variant);
                if (parsed.error) return "reading back failed: " + parsed.error->to_string();
                if (parsed.cases.size() != in.cases.size())
                  return "wrote " + std::to_string(in.cases.size()) + " cases, read " +
                         std::to_string(parsed.cases.size());
                for (std::size_t ci = 0; ci < in.cases.size(); ++ci)
                  if (!(parsed.cases[ci] == in.cases[ci]))
                    return "case " + std::to_string(ci + 1) + " differs after reading back";
              }
              return std::nullopt;
            });
      });
}

}  // namespace llk::link::props
