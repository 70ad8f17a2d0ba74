#pragma once
/// What `llk prove` established, stated exactly: the scope, the part of its enumeration a run
/// covered, what it counted and what was proven; as text, as JSON, read back and merged.

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace llk {

/// A proof of one part [begin, end) of a scope's enumeration (the whole of it when complete).
struct Certificate {
  std::string problem;
  std::string scope;        ///< Enumeration::scope(): exactly what is claimed
  std::string scope_flags;  ///< "--cells 6 --kinds 2 --rules hdu --turns 2": how to rerun it
  std::string items_name;   ///< "boards", "mazes"
  std::string units_name;   ///< "queries", "mazes", "lines"
  std::uint64_t total = 0;  ///< items in the whole scope
  std::uint64_t begin = 0;  ///< the first item proven
  std::uint64_t end = 0;    ///< one past the last
  std::uint64_t cases = 0;  ///< judge cases the items made
  std::uint64_t units = 0;
  std::map<std::string, std::uint64_t> classes;  ///< units by class ("" when unclassified)
  std::string subject;                           ///< Subject::label()
  std::string subject_flags;                     ///< how the command line names it
  std::string version;                           ///< llk's
  double seconds = 0;                            ///< wall time, summed over merged parts
  std::string finished;                          ///< UTC, "2025-01-31T12:00:00Z"
  int parts = 1;                                 ///< certificates merged into this one
  bool complete() const { return begin == 0 && end == total; }
};

/// The certificate for a terminal or a log: the claim, the scope, the counts, the subject.
std::string certificate_text(const Certificate& c);
/// The same as one JSON object.
std::string certificate_json(const Certificate& c);
/// A certificate read back from certificate_json(); throws std::invalid_argument saying what
/// is missing or malformed.
Certificate certificate_from_json(std::string_view text);
/// One certificate from parts of the same proof (problem, scope, subject and llk version alike)
/// that together cover the whole scope once; throws std::invalid_argument naming a mismatch, a
/// gap (items no part covers) or an overlap (items two parts cover).
Certificate merge_certificates(std::vector<Certificate> parts);

}  // namespace llk
