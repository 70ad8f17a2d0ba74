#include "llk/properties.hpp"

namespace llk {

const Registry<Property>& link_properties() {
  static const Registry<Property> registry = [] {
    Registry<Property> r;
    return r;
  }();
  return registry;
}

}  // namespace llk
