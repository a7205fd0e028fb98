#pragma once
// The tabs of the lobby's lists, each a panel that reads and draws its own rows and hears its
// keys and the mouse on them: the tables open on the server, the archive of finished games, the
// ladder, the player's own keys and blocks, the chat (chat_panel.hpp). The keys of all of them are
// one table (lobby_keys), from which the bottom line, the clicks on it, the dispatch and the keys'
// page are read.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "lobby/lobby_screen.hpp"
#include "ui/frame.hpp"
#include "ui/screen_keys.hpp"

namespace boardgames::lobby {

enum class LobbyKey {
    Sit,
    Replay,
    Watch,
    NewTable,
    Everyones,
    GameFilter,
    NextLadder,
    PlayerFilter,
    NextTab,
    Help,
    Leave,
    Bell,
    KeyCode,
    RemoveRow,
    Block,
    SeekGame,
    TakeSeek,
    Withdraw,
    NameKey,
    Say,
    Mute,
    PlayerPage,
    AnyPlayer,
    NewTournament,
    EnterTournament,
    LeaveTournament,
    StartTournament,
    Standings,
    Up,
    Down,
};

// Every key of the lists, in the bottom line's order; its words follow what the keys do now
// (the bell on or off, the tab after this one, whose games the archive shows).
ui::ScreenKeys<LobbyKey> lobby_keys(const LobbyState& state);

class LobbyPanel {
  public:
    explicit LobbyPanel(Lobby& lobby) : lobby_(lobby) {}
    virtual ~LobbyPanel() = default;
    LobbyPanel(const LobbyPanel&) = delete;
    LobbyPanel& operator=(const LobbyPanel&) = delete;

    // Its name on its tab, and over its keys on the keys' page.
    virtual std::string tab_name() const = 0;
    virtual std::string help_title() const = 0;
    // Reads its rows again: when it is shown, and after a change of its own.
    virtual void reread() {}
    // Whether a key of the panel's own works here (the lists' keys, NextTab, Help, Leave, Up and
    // Down, work on every panel).
    virtual bool live(LobbyKey key) const = 0;
    // A key of the panel's own, or Up and Down.
    void act(LobbyKey key);

    // Its heading at `top`, its rows under it, `rows` of them at most.
    void draw(ui::Frame& frame, int top, int rows);
    // A click `row` rows under the heading chooses that row; on the chosen row, opens it.
    void click(int row);
    // The player the chosen row names (whose page p opens): none where it names nobody.
    virtual std::optional<std::string> chosen_player() const { return std::nullopt; }

  protected:
    // Before its rows are counted and drawn, `columns` wide (rows that wrap are made here).
    virtual void lay_out(int /*columns*/) {}
    virtual std::size_t count() const = 0;
    virtual std::size_t& chosen() = 0;
    virtual void draw_heading(ui::Frame& frame, int y) = 0;
    // What the panel says where it has no row.
    virtual std::string none_text() const = 0;
    virtual void draw_row(ui::Frame& frame, int y, std::size_t index) = 0;
    // Its own keys (not Up, Down).
    virtual void act_here(LobbyKey key) = 0;
    // What a click on the chosen row does (as Enter does): none where a row opens nothing.
    virtual std::optional<LobbyKey> open_key() const = 0;

    Lobby& lobby_;

  private:
    int top_ = 0;   // the first row's line, as last drawn
    int rows_ = 0;  // the rows drawn
    std::size_t first_ = 0;
};

// The tables open on the server that concern the player: sit, watch, open one.
class TablesPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override;
    std::string help_title() const override { return "The tables"; }
    bool live(LobbyKey key) const override;
    std::optional<std::string> chosen_player() const override;

  private:
    std::size_t count() const override { return lobby_.tables.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_table; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override;
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return LobbyKey::Sit; }
    void sit_or_watch(bool sit);
};

// Finished games, the player's or everyone's, of a game and with a player: each replayed.
class ArchivePanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override { return " Archive "; }
    std::string help_title() const override { return "The archive"; }
    void reread() override;
    bool live(LobbyKey key) const override;
    std::optional<std::string> chosen_player() const override;

  private:
    std::size_t count() const override { return games_.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_game; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override;
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return LobbyKey::Replay; }
    void next_game();
    void ask_player();

    std::vector<store::ArchivedGame> games_;
};

// The ratings of a game, best first.
class LadderPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override { return " Ladder "; }
    std::string help_title() const override { return "The ladder"; }
    void reread() override;
    bool live(LobbyKey key) const override { return key == LobbyKey::NextLadder; }
    std::optional<std::string> chosen_player() const override;

  private:
    std::size_t count() const override { return ladder_.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_rank; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override { return "nobody is rated in this game yet"; }
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return std::nullopt; }

    std::vector<store::LadderEntry> ladder_;
};

// The player's own: his SSH keys (another added by a code, one removed) and the players he
// blocks (their invitations refused, their chat unheard).
class OwnPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override { return " You "; }
    std::string help_title() const override { return "Your keys and blocks"; }
    void reread() override;
    bool live(LobbyKey key) const override {
        return key == LobbyKey::KeyCode || key == LobbyKey::RemoveRow || key == LobbyKey::Block ||
               key == LobbyKey::NameKey;
    }
    std::optional<std::string> chosen_player() const override;

  private:
    struct Row {
        bool key = true;    // a key; else a blocked player
        std::string value;  // the fingerprint, or the name
        std::string label;  // the key's name
    };
    std::size_t count() const override { return rows_.size(); }
    std::size_t& chosen() override { return lobby_.state.chosen_own; }
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override { return "no key: this cannot be"; }
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return std::nullopt; }
    void remove_chosen();
    void name_chosen();

    std::vector<Row> rows_;
};

}  // namespace boardgames::lobby
