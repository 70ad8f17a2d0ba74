/// `llk prove`: a subject against the oracle on every input up to a scope; --merge joins the
/// certificates of its parts.

#include <limits>

#include "invocation.hpp"

namespace llk::cli {

void add_prove_command(CLI::App& app, Invocation& inv) {
  ProveOptions& po = inv.prove;
  auto* p = app.add_subcommand(
      "prove",
      "check a subject against the oracle on every input up to a scope (every board of at most "
      "--cells cells with values from --kinds kinds, every unit), in size order: a certificate "
      "stating the scope exactly, or the first failing input as an artifact");
  add_subject(p, inv, false);
  p->add_option("--cells", po.scope.cells, "boards (mazes) of rows x cols <= this many cells")
      ->check(whole_number(1, 64))
      ->capture_default_str();
  p->add_option("--kinds", po.scope.kinds, "tile kinds besides empty: values 0..KINDS")
      ->check(whole_number(1, 1 << 20))
      ->capture_default_str();
  p->add_option(
       "--max-time", po.scope.max_time,
       "a problem with a time parameter: every T from 1 to this (0: up to the cells, enough "
       "for every YES)")
      ->check(whole_number(0, 64))
      ->capture_default_str();
  add_params(p, inv);
  add_shard(p, po.shard);
  p->add_option("--from", po.from, "start at this item of the enumeration (resume a run)")
      ->check(whole_number(0, std::numeric_limits<long long>::max()));
  p->add_option("--items", po.max_items, "stop after this many items (0: to the end)")
      ->check(whole_number(0, std::numeric_limits<long long>::max()))
      ->capture_default_str();
  add_jobs(p, po.jobs, "subjects at work at once");
  p->add_option("--units-per-input", po.units_per_input,
                "units packed into one input, one process per input for a program (0: 4096 in "
                "process, 65536 for a program)")
      ->check(whole_number(0, 1 << 24))
      ->capture_default_str();
  p->add_option("--out", po.out_dir, "directory for the failure artifact")->capture_default_str();
  p->add_option("--json", po.json, "write the certificate (or the merged one) here as JSON");
  add_quiet(p, po.progress);
  p->add_option("--merge", inv.prove_merge.files,
                "merge these JSON certificates of one proof's parts (shards, resumed runs) into "
                "one; refuses gaps, overlaps and parts of other proofs");
  on_run(p, inv, [&inv] {
    if (!inv.prove_merge.files.empty()) {
      inv.prove_merge.json = inv.prove.json;
      return run_prove_merge(inv.prove_merge, std::cout, std::cerr);
    }
    if (!inv.subject.given())
      throw CLI::ValidationError("prove", "name a subject (--solver, --mutant, --cmd, ...)");
    inv.prove.shard = chosen_shard(inv.prove.shard);
    return run_prove(inv.chosen(), inv.with_subject(inv.prove), std::cout, std::cerr);
  });
}

}  // namespace llk::cli
