#pragma once
/// A registry of named entries (solvers, mutants, problems), filled in one place, that rejects
/// duplicate names; shared by every problem so none copies it.

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace llk {

/// Entries keyed by `Info::name`, kept in registration order.
template <class Info>
class Registry {
 public:
  /// Adds an entry; throws std::logic_error on an empty or duplicate name.
  void add(Info info) {
    if (info.name.empty()) throw std::logic_error("registry: empty name");
    if (find(info.name) != nullptr)
      throw std::logic_error("registry: duplicate name '" + info.name + "'");
    entries_.push_back(std::move(info));
  }
  const Info* find(std::string_view name) const {
    for (const auto& e : entries_)
      if (e.name == name) return &e;
    return nullptr;
  }
  const std::vector<Info>& all() const { return entries_; }
  /// Every name, in registration order (what a test suite is instantiated over).
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : entries_) out.push_back(e.name);
    return out;
  }

 private:
  std::vector<Info> entries_;
};

/// What `build` returns, built on the first call (thread-safe) and kept for the process: the
/// body of a registry accessor such as production_solvers().
template <auto build>
const auto& built_once() {
  static const auto built = build();
  return built;
}

}  // namespace llk
