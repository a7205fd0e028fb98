#pragma once
// Arranging before play at a table (Redtangle): each player arranges his own pieces on his own
// screen at the same time, as the rulebook's Ruling (arranging unseen) has it; the table keeps
// each confirmed arrangement in its memory alone, so nobody sees another's until every player
// has confirmed, and then the game starts from all of them. The table checks an arrangement
// before it keeps it: a player may move and turn only his own pieces, in his own cells.

#include <optional>
#include <string>
#include <vector>

#include "boardgames/core/result.hpp"
#include "boardgames/play/any_match.hpp"

namespace boardgames::net {

class TableArrangement {
  public:
    // An arrangement of the game `info` from `base`, the start before anyone arranges.
    TableArrangement(const GameInfo& info, std::string base);

    const std::string& base() const { return base_; }
    // Every player has confirmed, and the game started from their arrangements.
    bool done() const { return done_; }
    // The players (by mover index) still to confirm; none once done.
    std::vector<int> waiting() const;
    bool waits_for(int mover) const;
    // Keeps `mover`'s arrangement, a whole position; why not, when it is no arrangement of his
    // pieces or he has confirmed already.
    std::optional<std::string> confirm(int mover, const std::string& position);
    // Once everyone has confirmed: the start made of every arrangement; and then done.
    Result<std::string> finish();
    // Everyone arranges again (the next game at the table).
    void restart();
    // Play starts from the base after all (the arrangements could not be put together).
    void give_up() { done_ = true; }

    // Its lines in the table's seats file: "arrange BASE", and "arranged-all" once done. No
    // arrangement is written while others are arranging: the file is the host's to read, so a
    // reopened table has everyone arrange again.
    std::vector<std::string> saved() const;
    // An arrangement from those lines ("arranged PLAYER POSITION" lines too, each checked as
    // confirm() checks it).
    static Result<TableArrangement> restore(const GameInfo& info,
                                            const std::vector<std::string>& lines);

  private:
    const GameInfo* info_;
    std::string base_;
    std::vector<std::optional<std::string>> confirmed_;  // by player
    bool done_ = false;
};

}  // namespace boardgames::net
