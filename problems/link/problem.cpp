/// The link check as a problem plug-in: every engine reaches the link format, oracle, solvers,
/// mutants, laws, schedule, shrink passes and drawing through this one adapter.

#include "llk/link/problem.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ostream>
#include <stdexcept>

#include "llk/core/seed.hpp"
#include "llk/link/decode.hpp"
#include "llk/link/draw.hpp"
#include "llk/link/enumerate.hpp"
#include "llk/link/generators.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/mutants.hpp"
#include "llk/link/mutate.hpp"
#include "llk/link/oracle.hpp"
#include "llk/link/properties.hpp"
#include "llk/link/schedule.hpp"
#include "llk/link/shrink.hpp"
#include "llk/link/validate.hpp"

namespace llk::link {
namespace {

const LinkInput& in(const Input& i) {
  return input_as<LinkInput>(i);
}

Limits limits_for(const ReadOptions& o) {
  return o.relaxed ? Limits::relaxed(o.memory_cap_mb << 20) : Limits::judge();
}

std::string caps_text(const Capabilities& c) {
  std::string rules = c.hdu && c.classic ? "hdu, classic" : c.hdu ? "hdu" : "classic";
  return fmt::format("{}; K <= {}{}", rules, c.max_turns,
                     c.reports_min_turns ? "; fewest turns" : "");
}

/// How `llk verify` sizes a differential work item; fixed so that a run replays from its seed.
struct Tuning {
  int inputs_per_item = 48;  ///< generated inputs in one differential item
  int big_every = 16;        ///< rounds 1, 1 + big_every, ... draw big open boards
  int big_cells = 100000;    ///< each of them has at least this many cells (when drawn)
  int small_side = 12;       ///< otherwise boards are at most small_side x small_side
  int size_cap = 100;
};
constexpr Tuning kTuning;

bool big_round(int round) {
  return kTuning.big_every > 0 && round % kTuning.big_every == 1;
}

std::size_t cell_count(const LinkInput& x) {
  std::size_t n = 0;
  for (const Case& c : x.cases) n += c.board.values().size();
  return n;
}

/// The link solver `ref` holds, or the registered one it names (nullptr when none has the name).
const SolverInfo* find_solver(const SolverRef& ref) {
  return find_solver_info<SolverInfo>(ref, production_solvers(), mutant_solvers(),
                                      "a link solver (llk::link::SolverInfo)");
}

class LinkProblem final : public Problem {
 public:
  LinkProblem() : laws_(link_properties().all()) {}

  std::string name() const override { return "link"; }
  std::string summary() const override {
    return "the Lianliankan link check (HDU 1175): can two tiles be linked by a path of at most "
           "K turns?";
  }
  std::string format_help() const override {
    return "cases of: a line \"n m\"; n rows of m integers (0 empty); a line \"q\"; q lines "
           "\"x1 y1 x2 y2\"; ended by \"0 0\". Judge limits: n <= 1000, m < 1000, 0 < q < 50. "
           "One YES/NO line per query.";
  }
  std::string unit_name() const override { return "query"; }
  std::string units_name() const override { return "queries"; }
  /// HDU 1175: 10000/20000 MS, 32768/65536 K (C/C++ and Java/Others).
  llk::JudgeLimits judge_limits() const override {
    return {10, std::int64_t{32} << 20, {{"java", 20, std::int64_t{64} << 20}}};
  }
  std::vector<std::pair<std::string, std::string>> param_defaults() const override {
    return {{"rules", "hdu"}, {"turns", "2"}};
  }

  ReadResult read(std::string_view text, const Params& params,
                  const ReadOptions& options) const override {
    const Config config = config_of(params);
    ParsedInput parsed = parse_judge(text, limits_for(options));
    return {Input(LinkInput{std::move(parsed.cases), config}), std::move(parsed.error)};
  }
  std::string write(const Input& input) const override { return write_judge(in(input).cases); }
  std::string canonical(const Input& input) const override { return canonical_text(in(input)); }
  std::string classify(const Input&, std::size_t unit, const Expected& e) const override {
    const auto* detail = std::any_cast<OracleTurns>(&e.detail);
    return detail && unit < detail->classes.size() ? query_classes()[detail->classes[unit]].first
                                                   : "";
  }
  std::vector<std::pair<std::string, std::string>> unit_classes() const override {
    return query_classes();
  }
  std::optional<std::string> class_impossible(const std::string& cls,
                                              const Params& params) const override {
    return link::class_impossible(cls, config_of(params));
  }
  void cover(const Input& input, const Expected& e, Coverage& coverage) const override {
    link::cover(in(input), e, coverage);
  }
  std::vector<ParseError> validate(std::string_view text,
                                   const ReadOptions& options) const override {
    return validate_judge(text, limits_for(options));
  }
  Params params(const Input& input) const override { return params_of(in(input).config); }
  Input with_params(const Input& input, const Params& params) const override {
    LinkInput x = in(input);
    Params merged = this->params(input);
    for (const auto& [k, v] : params) merged[k] = v;
    x.config = config_of(merged);
    return x;
  }
  std::size_t units(const Input& input) const override {
    std::size_t n = 0;
    for (const Case& c : in(input).cases) n += c.queries.size();
    return n;
  }
  std::size_t cases(const Input& input) const override { return in(input).cases.size(); }
  std::size_t cells(const Input& input) const override { return cell_count(in(input)); }
  std::string size_text(const Input& input) const override {
    const auto& cs = in(input).cases;
    const std::size_t q = units(input);
    if (cs.size() == 1)
      return fmt::format("{} x {} board, {} quer{}", cs[0].board.rows(), cs[0].board.cols(), q,
                         q == 1 ? "y" : "ies");
    std::string s = fmt::format("{} cases (", cs.size());
    for (std::size_t i = 0; i < cs.size() && i < 8; ++i)
      s += fmt::format("{}{} x {}", i ? ", " : "", cs[i].board.rows(), cs[i].board.cols());
    return s + fmt::format("{}), {} queries", cs.size() > 8 ? ", ..." : "", q);
  }
  std::pair<std::size_t, std::size_t> locate(const Input& input, std::size_t unit) const override {
    const auto& cs = in(input).cases;
    for (std::size_t ci = 0; ci < cs.size(); ++ci) {
      if (unit < cs[ci].queries.size()) return {ci, unit};
      unit -= cs[ci].queries.size();
    }
    return {cs.size(), 0};
  }
  std::vector<Input> isolate(const Input& input, std::size_t unit) const override {
    const LinkInput& x = in(input);
    const auto [ci, qi] = locate(input, unit);
    std::vector<Input> out;
    if (ci >= x.cases.size()) return out;
    out.push_back(LinkInput{{Case{x.cases[ci].board, {x.cases[ci].queries[qi]}}}, x.config});
    if (x.cases[ci].queries.size() > 1) out.push_back(LinkInput{{x.cases[ci]}, x.config});
    if (ci > 0)
      out.push_back(
          LinkInput{{x.cases.begin(), x.cases.begin() + static_cast<long>(ci) + 1}, x.config});
    return out;
  }

  std::unique_ptr<Subject> default_solver(const Input& input) const override {
    return solver_subject(*this, *pick("", in(input).config), false);
  }

  Input without_units(const Input& input,
                      const std::function<bool(std::size_t)>& drop) const override {
    LinkInput out{{}, in(input).config};
    std::size_t unit = 0;
    for (const Case& c : in(input).cases) {
      Case kept{c.board, {}};
      for (const Query& q : c.queries)
        if (!drop(unit++)) kept.queries.push_back(q);
      if (!kept.queries.empty()) out.cases.push_back(std::move(kept));
    }
    return out;
  }

  Expected oracle(const Input& input) const override {
    const LinkInput& x = in(input);
    Expected e;
    OracleTurns turns;
    // One oracle per thread, its buffers reused from input to input (the fuzz targets and the
    // stress workers call this once per input).
    thread_local GraphOracle oracle;
    // For a NO of equal tiles with some path: one search under K + 1 tells "one turn over" from
    // "more" (prepared once per case, when first needed).
    thread_local GraphOracle wider;
    for (const Case& c : x.cases) {
      oracle.prepare(c.board, x.config);
      bool wider_ready = false;
      for (const Query& q : c.queries) {
        const Answer a = oracle.solve(q);
        e.lines.push_back(a.yes ? "YES" : "NO");
        turns.turns.push_back(a.turns);
        Beyond beyond = Beyond::no_path;
        if (!a.yes && q.a != q.b && c.board.inside(q.a) && c.board.inside(q.b) &&
            c.board.at(q.a) != 0 && c.board.at(q.a) == c.board.at(q.b) && oracle.linked_at_all(q)) {
          if (!wider_ready) wider.prepare(c.board, {x.config.rules, x.config.turns + 1});
          wider_ready = true;
          beyond = wider.linked_within(q) ? Beyond::by_one : Beyond::more;
        }
        turns.classes.push_back(query_class(c.board, q, a, beyond));
      }
    }
    e.detail = std::move(turns);
    return e;
  }

  std::optional<ParseError> solve(std::string_view text, const SolveRequest& request,
                                  std::ostream& out,
                                  const std::function<void(std::size_t)>& consumed) const override {
    const Config config = config_of(request.params);
    const SolverInfo* info =
        request.mutant ? mutant_solvers().find(request.solver) : pick(request.solver, config);
    if (info == nullptr)
      throw std::invalid_argument("unknown mutant '" + request.solver + "' (see `llk mutants`)");
    auto s = info->make();
    JudgeReader reader(text, limits_for(request.read));
    Case c;
    std::string answers;
    for (;;) {
      const auto status = reader.next(c);
      if (status == JudgeReader::Status::end) return std::nullopt;
      if (status == JudgeReader::Status::error) return reader.error();
      if (consumed) consumed(reader.offset());
      s->prepare(c.board, config);  // the reader refills c.board's storage next
      answers.clear();
      for (const Query& q : c.queries) answers += s->links(q) ? "YES\n" : "NO\n";
      out.write(answers.data(), static_cast<std::streamsize>(answers.size()));
    }
  }

  std::vector<SolverListing> solvers(bool mutants) const override {
    std::vector<SolverListing> out;
    for (const SolverInfo& s : (mutants ? mutant_solvers() : production_solvers()).all())
      out.push_back({s.name, s.description, caps_text(s.caps),
                     !(mutants && witness_only_mutant(s.name)), mutants && runaway_mutant(s.name)});
    return out;
  }
  std::optional<std::string> mutant_hidden(const std::string& name,
                                           const Params& params) const override {
    const std::optional<Rules> only = mutant_shown_under(name);
    const Rules rules = config_of(params).rules;
    if (!only || *only == rules) return std::nullopt;
    return "it is wrong under rules=" + std::string(to_string(*only)) +
           " only, these are rules=" + std::string(to_string(rules));
  }
  std::string plugin_header() const override { return "llk/link/plugin.h"; }
  using Problem::solver;  // by name, too
  std::unique_ptr<Subject> solver(const SolverRef& ref) const override {
    const SolverInfo* info = find_solver(ref);
    return info ? solver_subject(*this, *info, ref.mutant) : nullptr;
  }

  Input schedule(std::uint64_t seed, std::uint64_t index, const Params& params) const override {
    return LinkInput{stress_input(seed, index), config_of(params)};
  }
  std::vector<TestCandidate> test_candidates(std::uint64_t seed,
                                             const Params& params) const override {
    std::vector<TestCandidate> out;
    for (NamedCases& n : llk::link::test_candidates(seed))
      out.push_back({std::move(n.name), std::move(n.purpose),
                     LinkInput{std::move(n.cases), config_of(params)}, n.heavy, n.required});
    return out;
  }
  bool differential_big_round(int round) const override { return big_round(round); }
  int differential_inputs(int round) const override {
    return big_round(round) ? 1 : kTuning.inputs_per_item;
  }
  Input differential_input(std::uint64_t seed, int round, int index) const override {
    GenOptions opt;
    const std::uint64_t base = mix(seed ^ mix(static_cast<std::uint64_t>(index) + 1));
    if (big_round(round)) {
      // Open boards of judge size are where recursion overflows and searches explode: draw at
      // full size until one input has at least big_cells cells (a function of the seed).
      opt.max_cases = 1;
      LinkInput x;
      for (std::uint64_t k = 0; k < 64; ++k) {
        x = sample(gen_input(opt), mix(base + k), kTuning.size_cap);
        if (cell_count(x) >= static_cast<std::size_t>(kTuning.big_cells)) break;
      }
      return x;
    }
    opt.max_rows = kTuning.small_side;
    opt.max_cols = kTuning.small_side;
    const int n = std::max(2, kTuning.inputs_per_item);
    return sample(gen_input(opt), base, index * kTuning.size_cap / (n - 1));
  }
  std::unique_ptr<const Enumeration> enumerate(const ProveScope& scope,
                                               const Params& params) const override {
    return link::enumerate(scope, config_of(params));
  }
  std::vector<ShrinkPass> shrink_passes(const Input& input, bool keep_params) const override {
    return link::shrink_passes(in(input), keep_params);
  }

  const std::vector<Law>& laws() const override { return laws_; }
  double verify_share() const override { return 3; }
  std::optional<Input> decode(std::span<const std::uint8_t> bytes) const override {
    return Input(link::decode(bytes));
  }
  std::shared_ptr<const FuzzMutation> fuzz_mutation() const override {
    return link::fuzz_mutation();
  }

  std::string draw(const Input& input, std::size_t unit, std::string_view got) const override {
    const LinkInput& x = in(input);
    const auto [ci, qi] = locate(input, unit);
    if (ci >= x.cases.size()) return {};
    const Case& c = x.cases[ci];
    const Query& q = c.queries[qi];
    const Picture p = picture(c, x.config, q, got);
    std::string out = title(x, ci, unit, p.oracle) + '\n';
    if (!p.note.empty()) out += "  " + p.note + '\n';
    return out + draw_text(c.board, x.config, q, p.drawn, p.marks);
  }
  Explanation explain(const Input& input, std::size_t unit) const override {
    const LinkInput& x = in(input);
    const auto [ci, qi] = locate(input, unit);
    if (ci >= x.cases.size()) return {};
    const Case& c = x.cases[ci];
    const Query& q = c.queries[qi];
    return {fmt::format("case {} ({} x {}), query {}: ({},{}) - ({},{}), rules={} K={}", ci + 1,
                        c.board.rows(), c.board.cols(), unit + 1, q.a.row, q.a.col, q.b.row,
                        q.b.col, to_string(x.config.rules), x.config.turns),
            link::explain(c.board, x.config, q)};
  }
  std::string draw_svg(const Input& input, std::size_t unit, std::string_view got) const override {
    const LinkInput& x = in(input);
    const auto [ci, qi] = locate(input, unit);
    if (ci >= x.cases.size()) return {};
    const Case& c = x.cases[ci];
    const Picture p = picture(c, x.config, c.queries[qi], got);
    std::string t = title(x, ci, unit, p.oracle);
    if (!p.note.empty()) t += "; " + p.note;
    return link::draw_svg(c.board, x.config, c.queries[qi], p.drawn, t, p.marks);
  }

 private:
  /// What a picture shows: the oracle's answer, the path drawn (the oracle's witness, or for a
  /// false YES the path the subject may have meant), the cells marked, and a line of words.
  struct Picture {
    Answer oracle;
    Answer drawn;
    std::vector<Cell> marks;
    std::string note;
  };
  static Picture picture(const Case& c, const Config& config, const Query& q,
                         std::string_view got) {
    Picture p;
    GraphOracle oracle;
    oracle.prepare(c.board, config);
    p.oracle = oracle.solve(q);
    p.drawn = p.oracle;
    if (got.empty()) return p;
    const std::string_view said = p.oracle.yes ? "YES" : "NO";
    if (got == said) {
      p.note = fmt::format("the subject answered {} too", got);
    } else if (got == "YES") {
      const Broken b = why_no(c.board, config, q);
      p.drawn.path = b.path;
      p.marks = b.marks;
      p.note = fmt::format("the subject answered YES, the oracle NO: {}", b.why);
    } else {
      p.note = fmt::format("the subject answered {}, the oracle YES: its witness is drawn", got);
    }
    return p;
  }
  static std::string title(const LinkInput& x, std::size_t ci, std::size_t unit, const Answer& a) {
    const Case& c = x.cases[ci];
    std::size_t qi = unit;
    for (std::size_t k = 0; k < ci; ++k) qi -= x.cases[k].queries.size();
    const Query& q = c.queries[qi];
    return fmt::format(
        "case {} ({} x {}), query {}: ({},{}) - ({},{}), rules={} K={}: {}", ci + 1, c.board.rows(),
        c.board.cols(), unit + 1, q.a.row, q.a.col, q.b.row, q.b.col, to_string(x.config.rules),
        x.config.turns,
        a.yes ? fmt::format("YES, {} turn{}", a.turns, a.turns == 1 ? "" : "s") : "NO");
  }

  /// The named solver, or the first registered one that supports `config` (the fastest first).
  static const SolverInfo* pick(const std::string& name, const Config& config) {
    const SolverRegistry& reg = production_solvers();
    if (!name.empty()) {
      const SolverInfo* info = reg.find(name);
      if (info == nullptr)
        throw std::invalid_argument("unknown solver '" + name + "' (see `llk solvers`)");
      if (!info->caps.supports(config))
        throw std::invalid_argument(
            fmt::format("solver '{}' does not support rules={} K={} (see `llk solvers`)", name,
                        to_string(config.rules), config.turns));
      return info;
    }
    for (const SolverInfo& s : reg.all())
      if (s.caps.supports(config)) return &s;
    throw std::invalid_argument(
        fmt::format("no solver supports rules={} K={}", to_string(config.rules), config.turns));
  }

  std::vector<Law> laws_;
};

}  // namespace

Params params_of(const Config& c) {
  return {{"rules", std::string(to_string(c.rules))}, {"turns", std::to_string(c.turns)}};
}

Config config_of(const Params& params) {
  Config c;
  if (auto it = params.find("rules"); it != params.end()) {
    auto r = parse_rules(it->second);
    if (!r) throw std::invalid_argument("rules must be hdu or classic, not '" + it->second + "'");
    c.rules = *r;
  }
  if (auto it = params.find("turns"); it != params.end()) {
    int k = -1;
    try {
      std::size_t used = 0;
      k = std::stoi(it->second, &used);
      if (used != it->second.size()) k = -1;
    } catch (const std::exception&) {
    }
    if (k < 0 || k > 64)
      throw std::invalid_argument("turns (K) must be an integer from 0 to 64, not '" + it->second +
                                  "'");
    c.turns = k;
  }
  return c;
}

std::shared_ptr<const Problem> make_problem() {
  return std::make_shared<LinkProblem>();
}

}  // namespace llk::link
