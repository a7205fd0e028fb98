#pragma once
// The lobby's screens, on the UI's App: at the bottom the lists (lobby_screen.cpp: who is here,
// and the tabs of the tables open on the server, live, the archive of finished games and the
// ladder, each a panel of lobby_panels.hpp), and over them the form that opens a table
// (table_form.hpp) and, for a key never seen, the choice of a name (name_screen.hpp). Each
// draws itself and turns the mouse and keys into what the player chose; the lobby (lobby.cpp)
// carries it out.

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "lobby/lobby_tables.hpp"
#include "store/database.hpp"
#include "ui/navigator.hpp"
#include "ui/screen.hpp"
#include "ui/terminal.hpp"

namespace boardgames::lobby {

// A table to open, as the form chose it.
struct TableChoice {
    enum class Opponent { Anyone, Invite, Computer };
    std::string game = "raps";
    int players = 0;  // a game for more players (its "players" option): how many (0: default)
    int seat = 0;     // the host's seat (a seek's: -1, either)
    Opponent opponent = Opponent::Anyone;
    std::string invitee = {};
    int level = 3;               // the computer's
    bool rated = true;           // a game between people moves their ratings
    bool anyone_watches = true;  // anyone in the lobby may watch; else only the invited
    std::string clock = {};      // the players' clock, as --clock writes it ("": none)
    int series = 0;              // first to this many points (0: one game)
    int rating_range = 200;      // a seek's: the opponent within this of his rating (0: any)
};

// A clock of days a move: the game is played by correspondence, kept in the server's database.
inline bool is_correspondence(const TableChoice& choice) {
    return choice.clock.ends_with('d');
}

// The option values of the game a table choice opens (its players, else the defaults).
std::vector<int> chosen_options(const GameInfo& info, const TableChoice& choice);

// What the player chose in the lobby.
struct LobbyAction {
    // TimedOut: nobody touched the lobby for its idle limit. Refused: the server turns the
    // visit away (`reason`).
    // Correspondence: opens the correspondence game `code` (its table started when needed).
    // Seek: a game sought with `table`'s game, seat, rating, clock and range; TakeSeek: the
    // seek `seek_id` taken (`table` its game, clock and rating). TournamentGame: a game of a
    // tournament he plays in, to open at a table (or as a correspondence game).
    enum class Kind {
        Leave,
        TimedOut,
        Refused,
        Join,
        Watch,
        Open,
        Replay,
        Correspondence,
        Seek,
        TakeSeek,
        TournamentGame
    } kind = Kind::Leave;
    std::string reason = {};    // Refused
    std::string code = {};      // Join, Watch, Correspondence: the table
    std::string greeting = {};  // Join: what he is told as he sits (a pairing's)
    std::int64_t game_id = 0;   // Replay: the archived game
    std::int64_t seek_id = 0;   // TakeSeek
    TableChoice table = {};     // Open, Seek, TakeSeek
    store::TournamentGameToOpen tournament_game = {};  // TournamentGame
};

// What the lobby remembers between its screens (the player's place in them).
struct LobbyState {
    enum class Tab {
        Tables,
        Archive,
        Ladder,
        You,
        Seeks,
        Tournaments,
        Chat
    } tab = Tab::Tables;  // in this order on screen
    std::size_t chosen_table = 0;
    std::string chosen_code = {};  // the table chosen, which the list may move
    std::size_t chosen_game = 0;
    std::size_t chosen_rank = 0;
    std::size_t chosen_own = 0;  // a row of the player's own keys and blocks
    std::size_t chosen_seek = 0;
    std::size_t chosen_chat = 0;   // a row of the chat
    std::string ladder_game = {};  // the game whose ladder is shown ("": the first)
    bool archive_mine = true;
    std::string archive_game = {};         // the archive shows this game only ("": every game)
    std::string archive_player = {};       // and games this player played ("": anyone's)
    bool bell = true;                      // a bell when someone invites this player
    std::vector<std::string> muted = {};   // players whose chat this visit does not show
    std::string note = {};                 // the next line of news
    std::string visit = {};                // this lobby's id among everyone's presence
    TableChoice last_table = {};           // the form starts from the last table opened
    TableChoice last_seek = {.seat = -1};  // the seek's form, from the last seek
    std::size_t chosen_tournament = 0;
    std::int64_t chosen_tournament_id = 0;       // the tournament chosen, which the list may move
    store::TournamentSpec last_tournament = {};  // the form starts from the last one
    // A tournament's game that could not open is tried again from this time (Unix).
    std::int64_t tournament_games_after = 0;
};

// Who came in: the key sshd authenticated, his address (new names from one are few an hour),
// and the player the key is, once known or named.
struct Visitor {
    std::string fingerprint;
    std::string network;  // where he comes from, as sign-ups count it (store::network_of)
    std::optional<store::Player> player;
    store::ServerSettings limits = {};  // the server's, as the visit began
};

// What the lobby's screens share: the server's database, the visitor, what the lobby remembers,
// the lists read every second, and what the player chose.
struct Lobby {
    store::Database& database;
    Visitor& visitor;
    LobbyState& state;
    ui::Navigator& navigator;
    std::vector<TableRow> tables = {};
    std::vector<store::PlayerHere> people = {};
    int waiting_moves = 0;                   // his correspondence games waiting for his move
    std::vector<store::Seek> seeks = {};     // those he sees (store::Seeks::seen_by)
    std::vector<store::ChatLine> chat = {};  // the room's last lines, as this player hears them
    std::int64_t chat_last_id = 0;           // the last line read: the next read is after it
    int chat_unread = 0;                     // lines come while another tab was shown
    std::vector<store::Tournament> tournaments = {};  // open, running and lately finished
    std::vector<std::int64_t> my_tournaments = {};    // those he is entered in
    LobbyAction chosen = {};

    const store::Player& player() const { return *visitor.player; }
    // Ends the lobby's screens with `action`, which the lobby then carries out.
    void choose(LobbyAction action) {
        chosen = std::move(action);
        navigator.quit();
    }
};

// Every screen of the lobby fits this terminal (lines, columns): the form's fields a line each,
// the lists' keys up to q.
constexpr ui::BoardSize lobby_smallest{15, 64};

// The lists at the bottom of the lobby's screens.
std::unique_ptr<ui::Screen> lobby_lists(Lobby& lobby);

// The lobby until the player chooses something (a signal: Leave, with the terminal's signal
// caught; nobody there for `idle_limit`: TimedOut). A visitor without a player names himself
// first.
LobbyAction run_lobby_screens(ui::Terminal& terminal, store::Database& database, Visitor& visitor,
                              LobbyState& state, std::chrono::milliseconds idle_limit);

}  // namespace boardgames::lobby
