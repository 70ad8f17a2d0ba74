#pragma once
/// Naming a subject on the command line: a program (--cmd), a production solver (--solver) or a
/// mutant (--mutant). Every engine that checks something takes one.

#include <memory>
#include <optional>
#include <string>

#include "llk/problem.hpp"

namespace llk {

/// Which subject to check; at most one of command, solver, mutant and plugin is set.
struct SubjectOptions {
  std::string command;         ///< an external program, run by /bin/sh -c
  std::string solver;          ///< a production solver of the problem
  std::string mutant;          ///< a mutant of the problem's zoo
  std::string plugin;          ///< a plug-in of the C ABI (include/llk/plugin.h), PATH.so
  int timeout_ms = 10000;      ///< per run of a program
  bool timeout_given = false;  ///< named on the command line (or in an artifact), not the default
  bool given() const {
    return !command.empty() || !solver.empty() || !mutant.empty() || !plugin.empty();
  }
};

/// The subject named by `options`; throws std::invalid_argument when none, several, or an
/// unknown one is named (the message lists the known names).
std::unique_ptr<Subject> make_subject(const Problem& problem, const SubjectOptions& options);

/// What an artifact records in `subject-flags:`: the subject's flags, and for a program the
/// time limit it ran under ("--cmd './prog' --timeout 700ms").
std::string recorded_flags(const Subject& subject, int timeout_ms);

/// The subject named by Subject::flags() text ("--cmd './prog'", "--solver NAME"), as an
/// artifact's `subject-flags:` records it, with "--timeout 700ms" after a program; nullopt when
/// the text names none.
std::optional<SubjectOptions> subject_from_flags(const std::string& flags);

}  // namespace llk
