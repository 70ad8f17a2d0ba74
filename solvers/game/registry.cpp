#include "engines.hpp"

namespace llk::game {

const EngineRegistry& production_engines() {
  static const EngineRegistry registry = [] {
    EngineRegistry r;
    r.add({"sweep", "rays cast from every tile per question; holds nothing but the board",
           engine_detail::make_sweep_engine});
    r.add({"linkcache",
           "a production link solver per same-valued pair, pairs cached until "
           "the board changes",
           engine_detail::make_linkcache_engine});
    return r;
  }();
  return registry;
}

}  // namespace llk::game
