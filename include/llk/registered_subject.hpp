#pragma once
/// A problem's registered solver (or mutant) as a subject: the flags and names every problem
/// gives it, and judge() timing the problem's check of one input.

#include <chrono>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "llk/problem.hpp"
#include "llk/subject.hpp"

namespace llk {

/// `Info` is the problem's registry entry (a name and a maker); the problem adds label() and
/// check(), how one input's answers are judged against the oracle's.
template <class Info>
class RegisteredSubject : public Subject {
 public:
  /// `problem` judges the answers (Problem::judge_answer) and must outlive the subject.
  RegisteredSubject(const Problem& problem, const Info& info, bool mutant)
      : problem_(problem), info_(info), mutant_(mutant) {}

  std::string flags() const override { return (mutant_ ? "--mutant " : "--solver ") + info_.name; }
  std::string short_name() const override { return info_.name; }

  Verdict judge(const Input& input, const std::function<const Expected&()>& expected) final {
    const auto start = std::chrono::steady_clock::now();
    Verdict v = check(input, expected());
    v.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return v;
  }

 protected:
  /// The verdict on one input, given the oracle's expected answers.
  virtual Verdict check(const Input& input, const Expected& expected) = 0;

  /// Why answer line `got` is wrong for `unit`, by the problem's one rule (judge_answer), as a
  /// judge or a program's run judges it; nothing when it is right or the oracle has no line.
  std::optional<std::string> judge_unit(const Input& input, const Expected& expected,
                                        std::size_t unit, std::string_view got) const {
    if (unit >= expected.lines.size()) return std::nullopt;
    return problem_.judge_answer(input, expected, unit, got);
  }

  const Problem& problem_;
  const Info info_;  ///< a copy: a user's own (check_solver) may not outlive the subject
  bool mutant_;
};

}  // namespace llk
