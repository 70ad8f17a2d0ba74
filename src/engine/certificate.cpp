/// Certificates of `llk prove`: text, JSON, reading back, merging the parts of a proof.

#include "llk/engine/certificate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <stdexcept>
#include <type_traits>

#include "llk/core/json.hpp"

namespace llk {

std::string certificate_text(const Certificate& c) {
  std::string s = fmt::format("PROVEN: {} agrees with the oracle on every unit of this scope{}\n",
                              c.subject, c.complete() ? "" : " (a part of it)");
  s += fmt::format("  problem: {}\n  scope:   {}\n  flags:   {}\n", c.problem, c.scope,
                   c.scope_flags);
  s += c.complete()
           ? fmt::format("  range:   all {} {} (items 0 to {})\n", c.total, c.items_name,
                         c.total == 0 ? 0 : c.total - 1)
           : fmt::format("  range:   {} {} to {} of 0 to {} (--from {} --items {})\n", c.items_name,
                         c.begin, c.end - 1, c.total - 1, c.begin, c.end - c.begin);
  s += fmt::format("  counted: {} {}, {} cases, {} {}\n", c.end - c.begin, c.items_name, c.cases,
                   c.units, c.units_name);
  for (const auto& [cls, n] : c.classes)
    if (!cls.empty()) s += fmt::format("    {:<18} {}\n", cls, n);
  s += fmt::format("  subject: {} ({})\n", c.subject, c.subject_flags);
  s += fmt::format("  llk {}, {:.1f} s{}, finished {}\n", c.version, c.seconds,
                   c.parts > 1 ? fmt::format(" over {} parts", c.parts) : "", c.finished);
  return s;
}

std::string certificate_json(const Certificate& c) {
  json::Json classes = json::Json::object();
  for (const auto& [cls, n] : c.classes) classes[cls] = n;
  return json::write({{"certificate", "llk prove"},
                      {"problem", c.problem},
                      {"scope", c.scope},
                      {"scope_flags", c.scope_flags},
                      {"items_name", c.items_name},
                      {"units_name", c.units_name},
                      {"total", c.total},
                      {"begin", c.begin},
                      {"end", c.end},
                      {"complete", c.complete()},
                      {"cases", c.cases},
                      {"units", c.units},
                      {"classes", std::move(classes)},
                      {"subject", c.subject},
                      {"subject_flags", c.subject_flags},
                      {"version", c.version},
                      {"seconds", json::milliseconds(c.seconds)},
                      {"finished", c.finished},
                      {"parts", c.parts}});
}

namespace {

/// Member `key` of `v` as a T; throws std::invalid_argument naming it when absent or of
/// another type.
template <typename T>
T member(const json::Json& v, const char* key) {
  const auto it = v.find(key);
  if (it == v.end()) throw std::invalid_argument(fmt::format("missing member '{}'", key));
  const bool fits = std::is_same_v<T, std::string> ? it->is_string()
                    : std::is_floating_point_v<T>  ? it->is_number()
                                                   : it->is_number_unsigned();
  if (!fits) throw std::invalid_argument(fmt::format("member '{}': {}", key, it->dump()));
  return it->template get<T>();
}

}  // namespace

Certificate certificate_from_json(std::string_view text) {
  const json::Json v = json::parse(text);
  if (!v.is_object() || !v.contains("certificate") || v["certificate"] != "llk prove")
    throw std::invalid_argument("not a certificate of llk prove");
  Certificate c;
  c.problem = member<std::string>(v, "problem");
  c.scope = member<std::string>(v, "scope");
  c.scope_flags = member<std::string>(v, "scope_flags");
  c.items_name = member<std::string>(v, "items_name");
  c.units_name = member<std::string>(v, "units_name");
  c.total = member<std::uint64_t>(v, "total");
  c.begin = member<std::uint64_t>(v, "begin");
  c.end = member<std::uint64_t>(v, "end");
  c.cases = member<std::uint64_t>(v, "cases");
  c.units = member<std::uint64_t>(v, "units");
  const json::Json& classes = v.contains("classes") ? v["classes"] : json::Json();
  if (!classes.is_object()) throw std::invalid_argument("member 'classes': not an object");
  for (const auto& [cls, n] : classes.items())
    c.classes[cls] = member<std::uint64_t>(classes, cls.c_str());
  c.subject = member<std::string>(v, "subject");
  c.subject_flags = member<std::string>(v, "subject_flags");
  c.version = member<std::string>(v, "version");
  c.seconds = member<double>(v, "seconds");
  c.finished = member<std::string>(v, "finished");
  c.parts = static_cast<int>(member<std::uint64_t>(v, "parts"));
  if (c.begin > c.end || c.end > c.total)
    throw std::invalid_argument(
        fmt::format("items {} to {} are not within the scope's {}", c.begin, c.end, c.total));
  return c;
}

namespace {

/// Why `b` is not a part of the same proof as `a`, or "".
std::string mismatch(const Certificate& a, const Certificate& b) {
  const std::pair<const char*, std::pair<std::string, std::string>> fields[] = {
      {"problem", {a.problem, b.problem}},
      {"scope", {a.scope, b.scope}},
      {"subject", {a.subject_flags, b.subject_flags}},
      {"llk version", {a.version, b.version}},
      {"item count", {std::to_string(a.total), std::to_string(b.total)}}};
  for (const auto& [name, values] : fields)
    if (values.first != values.second)
      return fmt::format("the parts are of different proofs: {} '{}' and '{}'", name, values.first,
                         values.second);
  return "";
}

}  // namespace

Certificate merge_certificates(std::vector<Certificate> parts) {
  if (parts.empty()) throw std::invalid_argument("no certificate to merge");
  for (const Certificate& p : parts)
    if (const std::string why = mismatch(parts.front(), p); !why.empty())
      throw std::invalid_argument(why);
  std::sort(parts.begin(), parts.end(),
            [](const Certificate& x, const Certificate& y) { return x.begin < y.begin; });
  Certificate m = parts.front();
  m.begin = 0;
  m.end = 0;
  m.cases = m.units = 0;
  m.classes.clear();
  m.seconds = 0;
  m.parts = 0;
  for (const Certificate& p : parts) {
    if (p.begin > m.end)
      throw std::invalid_argument(
          fmt::format("a gap: no part covers {} {} to {}", m.items_name, m.end, p.begin - 1));
    if (p.begin < m.end)
      throw std::invalid_argument(fmt::format("an overlap: {} {} to {} are in two parts",
                                              m.items_name, p.begin, std::min(m.end, p.end) - 1));
    m.end = p.end;
    m.cases += p.cases;
    m.units += p.units;
    for (const auto& [cls, n] : p.classes) m.classes[cls] += n;
    m.seconds += p.seconds;
    m.parts += p.parts;
    m.finished = std::max(m.finished, p.finished);
  }
  if (m.end != m.total)
    throw std::invalid_argument(
        fmt::format("a gap: no part covers {} {} to {}", m.items_name, m.end, m.total - 1));
  return m;
}

}  // namespace llk
