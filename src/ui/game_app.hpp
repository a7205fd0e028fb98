#pragma once
// The interactive game: `boardgames GAME`, and a game at a table. Generic over the registry; it
// draws BoardViews, collects clicks and keys into moves through MoveEntry, and never applies a
// rule itself. Its screens run on the App (app.hpp); what is the game's own (the computer's
// moves, hearing the table, the bell, the clocks, the autosave on a signal) is in game_app.cpp.

#include <chrono>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "net/table_client.hpp"
#include "session.hpp"

namespace boardgames::ui {

struct AppOptions {
    Mode mode = Mode::HumanVsComputer;
    int human_side = 0;        // the seat the person plays in Human v Computer
    unsigned seed = 0;         // the random computer's seed (0: from the clock)
    int demo_delay_ms = 900;   // pause between moves in Computer v Computer
    int reply_delay_ms = 300;  // pause before the computer answers a person
    int level = 3;             // the computer's level, 1 to 5
    bool arrange = true;       // let players arrange their pieces first (games that have it)
    bool offer_resume = true;  // offer the game a signal interrupted (autosave), if any
    bool tutorial = false;     // begin with the walkthrough of the rules' figures
    std::vector<std::pair<int, Occupant>> seat_occupants;  // --player: seat, who (after the mode)
    int series_target = 0;                                 // --series: first to N points; 0: none
    std::string greeting;  // the status line's first message (a table's code to pass on)
    // Whether the game may write files (saves, the autosave): not for a game the server's
    // archive shows in the lobby, whose account every player shares.
    bool writes_files = true;
    // At a table, the terminal's bell when it becomes this seat's turn against a person, or
    // someone asks something of it or knocks.
    bool bell = false;
    // Asked every few seconds: news from outside the game ("carol invites you to ..."), said on
    // the status line (with the bell) when there is any.
    std::function<std::string()> outside_news = {};
    // A line on leaving that says where the game is ("come back with: boardgames join ..."):
    // not in the lobby, whose player comes back from its list; there it is handed to
    // `hears_farewell` instead (why the table ended his place, say).
    bool says_farewell = true;
    std::function<void(const std::string&)> hears_farewell = {};
    // A game at the game server ends once nobody touches the terminal this long (the status is
    // then exit_timed_out); none: a game of one's own waits as long as its player likes.
    std::optional<std::chrono::milliseconds> idle_limit = {};
    // Asked as the computer's review starts: why it may not now (the player's allowance at the
    // game server is spent), or "". None: a review whenever the game allows one.
    std::function<std::string()> review_allowance = {};
};

// The exit status of a game ended at its idle limit (as timeout(1) says it).
inline constexpr int exit_timed_out = 124;

// Runs the game in the terminal until the player quits; returns the exit status. With a
// Runs a game of this terminal's own until the player quits; returns the exit status.
int run_app(Session session, const AppOptions& options);

// Shows a finished game of the server's archive (ArchivedGame) until the player leaves it.
int run_archived_app(Session session, std::string title, std::string how_it_ended,
                     const AppOptions& options);

// Plays at the table `table` reached (the game it described) until the player leaves; the
// status line first says where, and how the game ended if it has.
int run_table_app(std::unique_ptr<net::TableClient> table, AppOptions options);

}  // namespace boardgames::ui
