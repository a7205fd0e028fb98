#pragma once
// The game played on this terminal, through one interface whether it is played here
// (LocalGame: this terminal's own, the computer's seats played here) or at a table between
// terminals (GameAtTable: the table owns it, this terminal's moves go there and the game follows
// what it says). The screens ask it what they need to know; none asks where the game is.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "frame.hpp"
#include "key_help.hpp"
#include "session.hpp"

namespace boardgames::ui {

class Context;

// What the game heard since the last look (a table's lines): for the App and the status line.
struct GameNews {
    bool position_changed = false;   // a move, an undo or the whole game again
    std::vector<std::string> notes;  // for the status line: chat, arrivals, answers
    bool errors = false;             // a note is a refusal
    bool dropped = false;            // the connection went: a countdown shows instead
    std::string broken;  // why the game cannot go on here ("table CODE: the table broke ...")
    std::string ended;   // the table ended this terminal's place: why ("alice closed the table")
};

// "Game over: " and the most detailed of `sentences` (most detailed first) that fits `width`
// with a tail of keys, the first of `key_tails` that fits ("n: next game   p: review", then
// "n: next game"); else the sentence alone, else cut: the status line never wraps over the key
// line.
std::string game_over_line(const std::vector<std::string>& sentences,
                           const std::vector<std::string>& key_tails, int width);

class PlayedGame {
  public:
    using Clock = std::chrono::steady_clock;

    explicit PlayedGame(Session session) : session_(std::move(session)) {}
    virtual ~PlayedGame() = default;
    PlayedGame(const PlayedGame&) = delete;
    PlayedGame& operator=(const PlayedGame&) = delete;

    Session& session() { return session_; }
    const Session& session() const { return session_; }

    // Where this terminal is: its own game, or a seat or a watcher's place at a table.
    virtual KeyPlace place() const = 0;
    // How the game ended outside its rules (a resignation, an agreed draw, time); empty while
    // it did not.
    virtual std::string ended_outside_rules() const { return {}; }
    // Over by the rules or outside them, and how ("" while it goes on).
    bool over() const;
    std::string result() const;
    // The computer plays every seat here, watched (a demo: space pauses it).
    bool demo() const {
        return place() == KeyPlace::Game && session_.mode() == Mode::ComputerVsComputer;
    }

    // Why no move may be entered on this terminal now, or nothing.
    virtual std::optional<std::string> why_no_move() const = 0;
    // A move entered here: played (true: the position changed here), or sent to the table,
    // which answers with the move or a refusal (false); the reason when it is not legal.
    virtual Result<bool> play(const std::string& move) = 0;
    // A pass the rules force on a person here is played here (at a table, the table plays it).
    virtual bool plays_forced_passes() const = 0;
    // The status line's words for the turn when nothing else is said (Context::turn_status
    // gives the words of a game of one's own).
    virtual std::string turn_status(const Context& context) const = 0;
    // The title bar's right part: the mode, or the table and this terminal's place there
    // (and once the game is over, how it ended).
    virtual std::string whereabouts() const = 0;
    // A request waiting for this terminal's answer, shown on a line of its own; or empty.
    virtual std::string request_line() const { return {}; }

    // What arrived since the last look, applied to the session (a table's moves and news).
    virtual GameNews hear() { return {}; }
    // Input there ends the App's wait (a table's socket); -1: none.
    virtual int wake_fd() const { return -1; }
    // How long the App may wait for input at most, for what this game keeps up (a countdown to
    // the next try, a clock's seconds); nothing: as long as it likes.
    virtual std::optional<int> wait_ms(Clock::time_point /*now*/) const { return std::nullopt; }
    // Each seat's clock, one a seat (none: no clock).
    virtual std::vector<Frame::SeatClock> clocks(Clock::time_point /*now*/) const { return {}; }
    // The bell for what this terminal is newly waited for (its turn, a request, a knock).
    virtual bool newly_waited_for() { return false; }

    // The players arranging at other terminals too, by mover, while the table waits for them
    // (the arrangement is then shared, each unseen till all are in); nothing: the arrangement
    // is this terminal's own, one player after another.
    virtual const std::vector<int>* shared_arrangement() const { return nullptr; }
    // This terminal's arrangement for `mover`: the whole position, his pieces as he put them.
    virtual void send_arrangement(int /*mover*/, const std::string& /*position*/) {}
    // The seat this terminal plays (-1: none, or every seat).
    virtual int own_seat() const { return -1; }

    // The keys of a table (requests, chat, who is here, leaving): carried out, or said why not.
    virtual void act(Context& context, PlayAction action);
    // Why no practice game may start in place of this one; empty: it may.
    virtual std::string practice_refused() const { return {}; }
    // Why the computer may not review the game now; empty: it may (asked as a review starts,
    // which may count it against the player's allowance).
    virtual std::string review_refused() const { return {}; }
    // What is said once the program ends with the game under way (where it waits); empty:
    // the game is kept in the autosave, if it is worth keeping.
    virtual std::string farewell() const { return {}; }

  protected:
    Session session_;
};

}  // namespace boardgames::ui
