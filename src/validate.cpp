// placeholder: replaced by the validator
#include "llk/validate.hpp"

namespace llk {
std::vector<ParseError> validate_judge(std::string_view, Limits) { return {}; }
}  // namespace llk
