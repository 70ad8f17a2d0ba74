#pragma once
/// Private to the properties library: one factory per law; properties/link/registry.cpp lists them.

#include "llk/link/properties.hpp"

namespace llk::link::props {

Law oracle_agreement_law();
Law symmetry_law();
Law monotonic_remove_law();
Law monotonic_add_law();
Law dihedral_law();
Law relabel_law();
Law classic_ring_law();
Law turns_monotone_law();
Law witness_law();
Law yes_no_law();
Law min_turns_law();
Law batch_independence_law();

}  // namespace llk::link::props
