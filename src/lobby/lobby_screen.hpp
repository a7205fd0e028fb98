#pragma once
// The lobby's screens: the list of the server's tables (live) and the archive of finished
// games, who is here, and the form that opens a table. Each draws itself and turns the mouse
// and keys into what the player chose; the lobby (lobby.cpp) carries it out.

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "store/database.hpp"
#include "ui/terminal.hpp"

namespace boardgames::lobby {

// A table to open, as the form chose it.
struct TableChoice {
    enum class Opponent { Anyone, Invite, Computer };
    std::string game = "raps";
    int players = 0;  // a game for more players (its "players" option): how many (0: default)
    int seat = 0;     // the host's seat
    Opponent opponent = Opponent::Anyone;
    std::string invitee = {};
    int level = 3;           // the computer's
    bool rated = true;       // a game between people moves their ratings
    std::string clock = {};  // the players' clock, as --clock writes it ("": none)
    int series = 0;          // first to this many points (0: one game)
};

// The option values of the game a table choice opens (its players, else the defaults).
std::vector<int> chosen_options(const GameInfo& info, const TableChoice& choice);

// What the player chose in the lobby.
struct LobbyAction {
    enum class Kind { Leave, Join, Watch, Open, Replay } kind = Kind::Leave;
    std::string code = {};     // Join, Watch: the table
    std::int64_t game_id = 0;  // Replay: the archived game
    TableChoice table = {};    // Open
};

// What the lobby remembers between its screens (the player's place in them).
struct LobbyState {
    enum class Tab { Tables, Archive, Ladder } tab = Tab::Tables;  // in this order on screen
    std::size_t chosen_table = 0;
    std::string chosen_code = {};  // the table chosen, which the list may move
    std::size_t chosen_game = 0;
    std::size_t chosen_rank = 0;
    std::string ladder_game = {};  // the game whose ladder is shown ("": the first)
    bool archive_mine = true;
    std::string archive_game = {};    // the archive shows this game only ("": every game)
    std::string archive_player = {};  // and games this player played ("": anyone's)
    bool bell = true;                 // a bell when someone invites this player
    std::string note = {};            // the next line of news
    std::string session = {};         // this lobby's id among everyone's presence
    TableChoice last_table = {};      // the form starts from the last table opened
    // A lobby nobody touches this long ends (a forgotten terminal keeps no session open).
    std::chrono::minutes idle_limit{30};
    bool timed_out = false;  // it did
};

// The lobby until the player chooses something (or a signal arrives: Leave).
LobbyAction run_lobby_screen(ui::Terminal& terminal, store::Database& database,
                             const store::Player& player, LobbyState& state);

// Asks a new player for his name until one is free (or he leaves: nothing); `source` is his
// address (new names from one are few an hour).
std::optional<store::Player> choose_name(ui::Terminal& terminal, store::Database& database,
                                         const std::string& fingerprint, const std::string& source);

}  // namespace boardgames::lobby
