#include "laws.hpp"
#include "llk/link/judge_format.hpp"
#include "llk/link/properties.hpp"

namespace llk::link {

const Registry<Law>& link_properties() {
  static const Registry<Law> registry = [] {
    Registry<Law> r;
    // Cheapest, most telling laws first: `llk verify` and the kill test stop at the first kill.
    r.add(props::oracle_agreement_law());
    r.add(props::witness_law());
    r.add(props::yes_no_law());
    r.add(props::batch_independence_law());
    r.add(props::symmetry_law());
    r.add(props::dihedral_law());
    r.add(props::relabel_law());
    r.add(props::classic_ring_law());
    r.add(props::turns_monotone_law());
    r.add(props::min_turns_law());
    r.add(props::monotonic_remove_law());
    r.add(props::monotonic_add_law());
    r.add(props::round_trip_law(&write_judge));
    return r;
  }();
  return registry;
}

}  // namespace llk::link
