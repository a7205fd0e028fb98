#pragma once
// A finished game from the game server's archive, shown in the lobby: replayed and reviewed,
// never played on. No computer plays a seat here, and no new game or practice starts (the
// server's computer plays only in a seat at a table; a review is paced by AppOptions).

#include <string>

#include "played_game.hpp"

namespace boardgames::ui {

class ArchivedGame final : public PlayedGame {
  public:
    // `how_it_ended` is the record's result (a resignation or a flag fall is outside the rules).
    ArchivedGame(Session session, std::string title, std::string how_it_ended);

    KeyPlace place() const override { return KeyPlace::Archive; }
    std::string ended_outside_rules() const override;
    std::optional<std::string> why_no_move() const override;
    Result<bool> play(const std::string& move) override;
    bool plays_forced_passes() const override { return false; }
    std::string turn_status(const Context& context) const override;
    std::string whereabouts() const override { return title_ + ": " + result(); }
    std::string practice_refused() const override;

  private:
    std::string title_;
    std::string how_it_ended_;
};

}  // namespace boardgames::ui
