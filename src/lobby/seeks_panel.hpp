#pragma once
// The lobby's tab of seeks: the player's own, waiting, and those of others he may take (his
// rating in their range, neither blocking the other), read every second with the lists.

#include <string>

#include "lobby/lobby_panels.hpp"

namespace boardgames::lobby {

// A seek as the tab lists it: who, his rating, the game, the clock, rated or not, the range,
// the seat, how long it has waited (`now`: the current Unix time).
std::string seek_row_text(const store::Seek& seek, bool mine, std::int64_t now);

class SeeksPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override;
    std::string help_title() const override { return "The seeks"; }
    bool live(LobbyKey key) const override {
        return key == LobbyKey::SeekGame || key == LobbyKey::TakeSeek || key == LobbyKey::Withdraw;
    }

  private:
    std::size_t count() const override { return lobby_.seeks.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_seek; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override;
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return LobbyKey::TakeSeek; }
    bool mine(std::size_t index) const {
        return lobby_.seeks[index].player_id == lobby_.player().id;
    }
    void take();
    void withdraw();
};

}  // namespace boardgames::lobby
