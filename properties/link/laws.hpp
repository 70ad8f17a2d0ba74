#pragma once
/// Private to the properties library: one factory per law; properties/registry.cpp lists them.

#include "llk/link/properties.hpp"

namespace llk::link::props {

Property oracle_agreement_law();
Property symmetry_law();
Property monotonic_remove_law();
Property monotonic_add_law();
Property dihedral_law();
Property relabel_law();
Property classic_ring_law();
Property turns_monotone_law();
Property witness_law();
Property min_turns_law();
Property batch_independence_law();

}  // namespace llk::link::props
