#include <stdexcept>

#include "llk/solver.hpp"

namespace llk {

void SolverRegistry::add(SolverInfo info) {
  if (info.name.empty()) throw std::logic_error("solver registry: empty name");
  if (find(info.name) != nullptr)
    throw std::logic_error("solver registry: duplicate name '" + info.name + "'");
  if (!info.make) throw std::logic_error("solver registry: '" + info.name + "' has no factory");
  entries_.push_back(std::move(info));
}

const SolverInfo* SolverRegistry::find(std::string_view name) const {
  for (const auto& e : entries_)
    if (e.name == name) return &e;
  return nullptr;
}

}  // namespace llk
