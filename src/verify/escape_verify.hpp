#pragma once
/// Private to `llk verify`: the timed escape's part (laws on every escape solver, the escape
/// mutant zoo) and the split of one run over both problems.

#include <functional>
#include <iosfwd>

#include "llk/verify.hpp"

namespace llk::verify_detail {

/// Runs `llk verify --problem escape|all`: under "all" the link part runs through `run_link`
/// (with problem "link" and three quarters of the budget), then the escape part. Filters
/// (--solver, --property) go to the problem that knows the name. Returns the worse exit code.
int verify_escape_problem(
    const VerifyOptions& opt, std::ostream& out, std::ostream& err,
    const std::function<int(const VerifyOptions&, std::ostream&, std::ostream&)>& run_link);

}  // namespace llk::verify_detail
