#include "archived_game.hpp"

namespace boardgames::ui {

ArchivedGame::ArchivedGame(Session session, std::string title, std::string how_it_ended)
    : PlayedGame(std::move(session)),
      title_(std::move(title)),
      how_it_ended_(std::move(how_it_ended)) {
    // Nobody plays here: each seat is shown as the record names it ("alice", "computer
    // (level 3)"), and no computer's seat is played on this terminal.
    for (Occupant& occupant : session_.occupants)
        occupant = Occupant{Occupant::Kind::Remote, occupant.level, occupant.label()};
}

std::string ArchivedGame::ended_outside_rules() const {
    return session_.match().outcome().over() ? std::string{} : how_it_ended_;
}

std::optional<std::string> ArchivedGame::why_no_move() const {
    return "A game of the archive: p replays it, q goes back to the lobby";
}

Result<bool> ArchivedGame::play(const std::string& /*move*/) {
    return fail("a game of the archive is not played on");
}

std::string ArchivedGame::turn_status(const Context& /*context*/) const {
    return "Game over: " + result() + ".  p: replay it with the computer's review   q: lobby";
}

std::string ArchivedGame::practice_refused() const {
    return "Not here: the archive's games are replayed; play one at a table";
}

}  // namespace boardgames::ui
