/// The oracle's mutants: a player whose pairs are the sweep player's and whose clearing is the
/// oracle's search under one ClearFault (from 11 tiles on, past what the old checks looked at),
/// every reduction as early as it comes (eager_clear_options()), so each fault has its chance.

#include "oracle_faults.hpp"

#include "forwarding.hpp"
#include "llk/game/oracle.hpp"

namespace llk::game {
namespace {

class FaultyOracle final : public Forwarding {
 public:
  explicit FaultyOracle(ClearFault fault) : options_(eager_clear_options(fault)) {}
  std::optional<std::vector<Pair>> clear() override {
    ClearVerdict v = oracle_clear(board(), config(), options_);
    if (!v.clears) return std::nullopt;
    return std::move(v.removals);
  }

 private:
  ClearOptions options_;
};

struct Fault {
  ClearFault fault;
  const char* what;
};

constexpr Fault kFaults[] = {
    {ClearFault::value_goes_partly,
     "the oracle takes a value's linked pairs at once though not all its tiles can go"},
    {ClearFault::forced_not_linked,
     "the oracle removes a tile with its one partner left at once, though the two do not link"},
    {ClearFault::dead_own_value_only,
     "the oracle's never-goes fixpoint passes only over gone tiles of the tile's own value"},
    {ClearFault::odd_group_one_partner,
     "the oracle's odd-group test joins each tile to its first partner only"},
    {ClearFault::bound_chain_dead,
     "the oracle drops a state where a bound pair waits for any tile, not in a cycle"},
    {ClearFault::order_any_option,
     "the oracle's order test puts before a tile the blockers of any option, not of all"},
    {ClearFault::part_own_tiles_only,
     "the oracle's part test lets a part's tile go only with a tile of the part"},
    {ClearFault::restart_keeps_unfinished,
     "the oracle keeps a state an attempt left unfinished as dead when it starts again"},
};

}  // namespace

void add_oracle_mutants(PlayerRegistry& zoo) {
  for (const Fault& f : kFaults) {
    const ClearFault fault = f.fault;
    PlayerInfo info{std::string("oracle-") + to_string(fault),
                    std::string(f.what) + " (boards of more than 10 tiles)", [fault] {
                      return std::unique_ptr<GamePlayer>(std::make_unique<FaultyOracle>(fault));
                    }};
    // Wrong on few boards of the judge's size, where a reduction misleads: the laws that ask
    // the brute force find them, a fixed test set or a small proof's scope need not.
    info.judged = false;
    zoo.add(std::move(info));
  }
}

}  // namespace llk::game
