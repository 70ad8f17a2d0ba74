// placeholder: replaced by the brute-force enumerator
#include <stdexcept>

#include "llk/oracle.hpp"

namespace llk {
Answer brute_force_link(const Board&, const Config&, const Query&) {
  throw std::logic_error("brute force not written yet");
}
}  // namespace llk
