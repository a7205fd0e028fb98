#pragma once
// The lobby's chat tab: the room's last lines (each wrapped to the screen, the newest at the
// bottom), a key that opens the line to say one, and mute for this visit. The lines are read
// every second by the lobby's App (lobby_app.cpp), whichever tab is shown; a line that comes
// while another tab is shown marks this one ("Chat (2 new)"). No bell: chat rings nobody.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lobby/lobby_panels.hpp"

namespace boardgames::lobby {

class ChatPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override;
    std::string help_title() const override { return "The chat"; }
    void reread() override;
    bool live(LobbyKey key) const override { return key == LobbyKey::Say || key == LobbyKey::Mute; }
    std::optional<std::string> chosen_player() const override;

  private:
    // A line of the screen: part of a chat line.
    struct Row {
        std::size_t line = 0;  // its chat line in lobby_.chat
        std::string text;
    };
    void lay_out(int columns) override;
    std::size_t count() const override { return rows_.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_chat; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override { return "nobody has said anything yet: s says"; }
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return std::nullopt; }
    void say();
    void mute_chosen();
    bool muted(const std::string& name) const;

    std::vector<Row> rows_;
    std::size_t lines_laid_ = 0;  // lobby_.chat's size when rows_ were made
    int columns_ = 0;             // and the width
    std::size_t muted_laid_ = 0;  // and how many were muted
};

// The chat's lines as `now` heard them: "14:02 bob: hello", UTC.
std::string chat_line_text(const store::ChatLine& line, bool muted);

}  // namespace boardgames::lobby
