// placeholder: replaced by the oracle implementation
#include <stdexcept>

#include "llk/oracle.hpp"

namespace llk {
struct GraphOracle::Impl {};
GraphOracle::GraphOracle() : impl_(std::make_unique<Impl>()) {}
GraphOracle::~GraphOracle() = default;
GraphOracle::GraphOracle(GraphOracle&&) noexcept = default;
GraphOracle& GraphOracle::operator=(GraphOracle&&) noexcept = default;
void GraphOracle::prepare(const Board&, const Config&) {}
Answer GraphOracle::solve(const Query&) { throw std::logic_error("oracle not written yet"); }
}  // namespace llk
