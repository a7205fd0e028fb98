#pragma once
// A game of this terminal's own: played here, the computer's seats played here too (the App
// plays its moves when they are due), kept in the autosave when the program is stopped.

#include "played_game.hpp"

namespace boardgames::ui {

class LocalGame final : public PlayedGame {
  public:
    using PlayedGame::PlayedGame;

    KeyPlace place() const override { return KeyPlace::Game; }
    std::optional<std::string> why_no_move() const override;
    Result<bool> play(const std::string& move) override;
    bool plays_forced_passes() const override { return true; }
    std::string turn_status(const Context& context) const override;
    std::string whereabouts() const override;
};

}  // namespace boardgames::ui
