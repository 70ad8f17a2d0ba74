#pragma once
/// `llk prove`: a subject against the oracle on every input up to a scope (the problem's
/// enumeration, in size order), every unit; a certificate on success, the first failing input
/// in enumeration order as an artifact otherwise.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <vector>

#include "llk/core/shard.hpp"
#include "llk/engine/certificate.hpp"
#include "llk/engine/subjects.hpp"
#include "llk/problem.hpp"

namespace llk {

struct ProveOptions {
  SubjectOptions subject;
  Params params;                ///< rules and K (only those given): part of the scope
  ProveScope scope;             ///< --cells, --kinds, --max-time
  Shard shard;                  ///< --shard K/N: the K-th of N equal ranges of the enumeration
  std::uint64_t from = 0;       ///< --from: start at this item (resume), within the shard's range
  std::uint64_t max_items = 0;  ///< --items: stop after this many; 0: to the range's end
  int jobs = 0;                 ///< subjects at work at once; 0: one per hardware thread
  /// Units packed into one input (one process per input for a program); 0: 4096 in process,
  /// 65536 for a program.
  std::size_t units_per_input = 0;
  std::string out_dir = "llk-out";  ///< where the failure artifact goes
  std::string json;                 ///< write the certificate here as JSON (when set)
  bool progress = true;             ///< the progress line on stderr
};

/// Exit 0 with a certificate, 1 with the first failing input's artifact, 2 on usage errors.
int run_prove(const Problem& problem, const ProveOptions& options, std::ostream& out,
              std::ostream& err);

struct ProveMergeOptions {
  std::vector<std::string> files;  ///< the parts' JSON certificates
  std::string json;                ///< write the merged certificate here (when set)
};

/// Merges the parts' certificates into one: exit 0, or 2 on a gap, an overlap or a mismatch.
int run_prove_merge(const ProveMergeOptions& options, std::ostream& out, std::ostream& err);

/// What a proof over one part of an enumeration found, for engines and check_solver.
struct ProveResult {
  Certificate certificate;  ///< filled on success (a failure has no certificate)
  bool failed = false;
  std::uint64_t failing_item = 0;  ///< the first failing item in enumeration order
  /// The item fails by itself; false: only after the items before it in one input (state kept).
  bool alone = true;
  std::string artifact;  ///< its NAME.in
  std::string kind;      ///< the failure kind
  std::string detail;    ///< what failed, in words
  std::string error;     ///< a usage or run error (then neither passed nor failed)
};

/// Makes one instance of the subject (one per job: in-process subjects are not thread-safe).
using SubjectMaker = std::function<std::unique_ptr<Subject>()>;

/// The proof behind run_prove, over the subjects `make` makes (options.subject is not read),
/// the progress line on `err`; the first failing item's artifact goes into options.out_dir.
ProveResult prove(const Problem& problem, const ProveOptions& options, const SubjectMaker& make,
                  std::ostream& err);

}  // namespace llk
