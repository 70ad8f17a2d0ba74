/// Certificates of `llk prove`: text, JSON, reading back, merging the parts of a proof.

#include "llk/engine/certificate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <stdexcept>

#include "llk/core/json.hpp"
#include "llk/core/text.hpp"

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
  using text::json_string;
  std::string classes;
  for (const auto& [cls, n] : c.classes)
    classes += fmt::format("{}{}: {}", classes.empty() ? "" : ", ", json_string(cls), n);
  return fmt::format(
      "{{\n  \"certificate\": \"llk prove\",\n  \"problem\": {},\n  \"scope\": {},\n"
      "  \"scope_flags\": {},\n  \"items_name\": {},\n  \"units_name\": {},\n  \"total\": {},\n"
      "  \"begin\": {},\n  \"end\": {},\n  \"complete\": {},\n  \"cases\": {},\n  \"units\": {},\n"
      "  \"classes\": {{{}}},\n  \"subject\": {},\n  \"subject_flags\": {},\n  \"version\": {},\n"
      "  \"seconds\": {:.3f},\n  \"finished\": {},\n  \"parts\": {}\n}}\n",
      json_string(c.problem), json_string(c.scope), json_string(c.scope_flags),
      json_string(c.items_name), json_string(c.units_name), c.total, c.begin, c.end,
      c.complete() ? "true" : "false", c.cases, c.units, classes, json_string(c.subject),
      json_string(c.subject_flags), json_string(c.version), c.seconds, json_string(c.finished),
      c.parts);
}

Certificate certificate_from_json(std::string_view text) {
  const json::Value v = json::parse(text);
  if (v.type != json::Value::Type::object || !v.members.count("certificate") ||
      v.at("certificate").str() != "llk prove")
    throw std::invalid_argument("not a certificate of llk prove");
  Certificate c;
  c.problem = v.at("problem").str();
  c.scope = v.at("scope").str();
  c.scope_flags = v.at("scope_flags").str();
  c.items_name = v.at("items_name").str();
  c.units_name = v.at("units_name").str();
  c.total = v.at("total").uint();
  c.begin = v.at("begin").uint();
  c.end = v.at("end").uint();
  c.cases = v.at("cases").uint();
  c.units = v.at("units").uint();
  for (const auto& [cls, n] : v.at("classes").members) c.classes[cls] = n.uint();
  c.subject = v.at("subject").str();
  c.subject_flags = v.at("subject_flags").str();
  c.version = v.at("version").str();
  c.seconds = v.at("seconds").number();
  c.finished = v.at("finished").str();
  c.parts = static_cast<int>(v.at("parts").uint());
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

std::string utc_now() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return buf;
}

}  // namespace llk
