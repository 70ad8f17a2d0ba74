#pragma once
/// Private to the properties library: the one-step shrinks of a generated input, the way a person
/// would cut a failing board down while every query stays on the board.

#include <rapidcheck.h>

#include "llk/link/generators.hpp"

namespace llk::link {

/// Smaller inputs one step away: fewer cases and queries, rows and columns dropped, tiles emptied,
/// labels made small, query endpoints pulled toward (1, 1), smaller K, hdu instead of classic
/// (when opt allows hdu). Every case keeps at least `min_queries` queries.
rc::Seq<LinkInput> shrink_input(const LinkInput& input, const GenOptions& opt, int min_queries);

}  // namespace llk::link
