#pragma once
/// A problem's input as the engines hold it: opaque to them, known to the problem that made it.

#include <any>

namespace llk {

/// Holds one problem's input (its cases, their units and its parameters such as rules and K).
using Input = std::any;

/// The problem's own view of an input it made; throws std::bad_any_cast on another type.
template <class T>
const T& input_as(const Input& input) {
  return std::any_cast<const T&>(input);
}

}  // namespace llk
