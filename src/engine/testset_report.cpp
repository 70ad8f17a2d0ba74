/// `llk testset`'s report: the tests kept, the programs and what killed each, what is missing.

#include "testset_build.hpp"

namespace llk::testset_detail {

bool TestsetBuild::report(double seconds) {
  const std::int64_t bytes = print_tests();
  bool adequate = print_kills() && !problems_found_;
  for (const Program& p : programs_)
    for (const std::string& n : p.notes) out_ << "  " << p.label << ": " << n << '\n';
  for (const auto& [m, why] : unjudged_)
    out_ << "  mutant " << m << ": no test is asked to kill it: " << why << '\n';
  for (const Candidate& c : candidates_)
    if (!c.left_out.empty())
      out_ << "  candidate " << c.test.name << " left out: " << c.left_out << '\n';
  // A test every set must hold that did not fit: the set is not what it should be.
  for (const std::size_t i : dropped_) {
    if (!candidates_[i].test.required) continue;
    adequate = false;
    out_ << "  required test " << candidates_[i].test.name
         << " did not fit in --max-files / --max-bytes: left out\n";
  }
  for (const std::string& r : removed_) out_ << "  removed " << r << '\n';
  print_classes();
  out_ << fmt::format(
      "test set {}: {} file{}, {} ({} heavy, {} pinned); {} of {} known-wrong programs killed; "
      "seed {}; {:.1f} s\n",
      opt_.out_dir, chosen_.size(), chosen_.size() == 1 ? "" : "s", format_size(bytes),
      std::count_if(chosen_.begin(), chosen_.end(),
                    [&](std::size_t i) { return candidates_[i].test.heavy; }),
      std::count_if(chosen_.begin(), chosen_.end(),
                    [&](std::size_t i) { return !candidates_[i].pinned.is_null(); }),
      std::count_if(programs_.begin(), programs_.end(),
                    [](const Program& p) { return p.role != Role::keep && p.killed_by >= 0; }),
      std::count_if(programs_.begin(), programs_.end(),
                    [](const Program& p) { return p.role != Role::keep; }),
      seed_, seconds);
  return adequate;
}

std::int64_t TestsetBuild::print_tests() {
  Table tests;
  tests.row({"file", "test", "cases", problem_.units_name(), "size", "heavy", "ref. CPU", "kills",
             "kept"});
  std::int64_t bytes = 0;
  for (const std::size_t i : chosen_) {
    const Candidate& c = candidates_[i];
    bytes += static_cast<std::int64_t>(c.text.size());
    tests.row({file_of_[i] + ".in", c.test.name, std::to_string(problem_.cases(c.test.input)),
               std::to_string(problem_.units(c.test.input)),
               format_size(static_cast<std::int64_t>(c.text.size())), c.test.heavy ? "heavy" : "",
               fmt::format("{:.2f}s", c.reference_cpu), std::to_string(c.kills.size()),
               !c.pinned.is_null()  ? "pinned"
               : c.kept_for.empty() ? ""
                                    : "killed known wrong"});
  }
  out_ << tests.str();
  return bytes;
}

bool TestsetBuild::print_kills() {
  Table kills;
  kills.row({"program", "role", "failed", "verdict"});
  bool all_killed = true;
  for (const Program& p : programs_) {
    if (p.role == Role::keep) {
      kills.row({p.label, role_name(p.role), p.notes.empty() ? "passes every test" : "FAILS", ""});
      continue;
    }
    const bool killed = p.killed_by >= 0;
    all_killed = all_killed && killed;
    kills.row({p.label, role_name(p.role),
               killed ? file_of_[static_cast<std::size_t>(p.killed_by)] + ".in" : "NOT KILLED",
               killed ? p.kill_kind : ""});
  }
  out_ << kills.str();
  return all_killed;
}

void TestsetBuild::print_classes() {
  for (const auto& [cls, why] : impossible_classes())
    out_ << "  unit class " << cls << " cannot occur under these parameters: " << why << '\n';
  const std::vector<std::string> missing = missing_classes();
  if (!missing.empty())
    out_ << "  unit classes no test holds (none of the candidates under these parameters): "
         << text::join(missing, ", ") << '\n';
}

}  // namespace llk::testset_detail
