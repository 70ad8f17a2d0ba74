#pragma once
/// The out-edge iterator of an implicit Boost.Graph whose edges out of a vertex are the moves
/// (slots) its graph accepts: shared by the oracles' state graphs.

#include <boost/iterator/iterator_facade.hpp>

namespace llk {

/// The edges out of one vertex of `Graph`: slots 0 to Slots - 1 in turn, each an edge when
/// Graph::head(v, slot, to) says so. Graph has the types Vertex and Edge {from, to}.
template <class Graph, int Slots>
class SlotEdgeIterator
    : public boost::iterator_facade<SlotEdgeIterator<Graph, Slots>, typename Graph::Edge,
                                    boost::forward_traversal_tag, typename Graph::Edge> {
 public:
  using Vertex = typename Graph::Vertex;
  SlotEdgeIterator() = default;
  SlotEdgeIterator(const Graph* g, Vertex v, int slot) : g_(g), v_(v), slot_(slot) { settle(); }

 private:
  friend class boost::iterator_core_access;
  void settle() {
    while (slot_ < Slots && !g_->head(v_, slot_, to_)) ++slot_;
  }
  void increment() {
    ++slot_;
    settle();
  }
  bool equal(const SlotEdgeIterator& o) const { return slot_ == o.slot_ && v_ == o.v_; }
  typename Graph::Edge dereference() const { return {v_, to_}; }

  const Graph* g_ = nullptr;
  Vertex v_{};
  int slot_ = Slots;
  Vertex to_{};
};

}  // namespace llk
