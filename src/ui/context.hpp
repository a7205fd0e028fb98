#pragma once
// What the screens share: the game played on this terminal (played_game.hpp: here or at a
// table, one interface), the move being entered, the computer, a practice the game waits for,
// and the small services every screen uses, each an object of its own: the status line, the
// navigator (which screen comes next) and the board pointer (clicks and keys into board
// inputs).

#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "board_pointer.hpp"
#include "boardgames/core/move_entry.hpp"
#include "computer_player.hpp"
#include "game_app.hpp"
#include "game_record.hpp"
#include "key_help.hpp"
#include "move_log.hpp"
#include "navigator.hpp"
#include "played_game.hpp"
#include "save_store.hpp"
#include "screen.hpp"
#include "session.hpp"
#include "status_line.hpp"
#include "terminal.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

// What the options screen sets, kept between its openings.
struct GameSettings {
    Mode mode = Mode::HumanVsComputer;
    int human_seat = 0;  // the seat the person plays in Human v Computer
    int first = -1;      // the mover that starts a new game (-1: as the rules say)
    int level = 3;
    std::vector<int> options;  // the game's option values
    int series = 0;            // a series to this many points; 0: single games
};

// A session's record as saved, but for the date: what tells whether it changed since.
inline std::string record_text_of(const Session& session) {
    GameRecord record = session.record();
    record.date.clear();
    return write_record(record);
}

// What the board marks of the position played, until it changes.
struct PositionMarks {
    // The cells of the moves since a person here last moved (his own among them, so that a
    // quick reply does not hide it), and what they captured or converted.
    std::vector<int> last_move;
    std::vector<int> captured;
    std::vector<int> hint;  // the hint's cells
    // The pieces a person here can move, kept through the other seats' turns (less those the
    // moves since took or moved): their frames then change only where the board did, not all
    // off and on again every turn.
    std::vector<int> movable;
};

class Context {
  public:
    using Clock = std::chrono::steady_clock;

    // `navigator`: the App's. `game`: the game played, here or at a table.
    Context(Terminal& terminal, Navigator& navigator, std::unique_ptr<PlayedGame> game,
            const AppOptions& options);

    PlayedGame& game() { return *game_; }
    const PlayedGame& game() const { return *game_; }
    // The game's session: its match, seats, players, options and series.
    Session& session() { return game_->session(); }
    const Session& session() const { return game_->session(); }

    Terminal& terminal;
    const AppOptions options;
    std::mt19937 random;
    SaveStore saves;
    ComputerPlayer computer;
    MoveEntry entry;  // the move being clicked in the session's match
    GameSettings settings;
    bool paused = false;  // a computer-v-computer demo, paused
    PositionMarks marks;
    // The services every screen uses: the status line, the switch to another screen, the
    // mouse and the keyboard over the board.
    StatusLine status;
    Navigator& navigator;  // the App's
    BoardPointer pointer;
    MoveListSpots move_list;  // where the panel's move list was drawn, for the mouse
    std::string farewell;     // said once the terminal is restored: where the game was kept
    // The game as last saved (its whole record but the date: start, moves, players, series),
    // so a game saved as it stands is not offered for saving again or called abandoned.
    std::optional<std::string> last_saved;
    void mark_saved() { last_saved = record_text_of(session()); }
    bool saved_as_it_stands() const { return last_saved == record_text_of(session()); }

    // A practice game ("try it") from a figure of the rules or a position of a review, and the
    // game it interrupted.
    struct Practice {
        int figure;   // the figure tried; -1: a review's position
        int move;     // the figure's move marked when it was tried, marked again on return
        bool paused;  // the demo it interrupted was paused
        Session interrupted;
        GameSettings settings;
        std::string from;  // "figure 3", "move 12": where it began, for the title bar
        // The screen it came from, opened again when it ends (the rules at the figure, the
        // review at its move).
        std::function<std::unique_ptr<Screen>(Context&)> back;
    };
    std::optional<Practice> practice;
    // The screens open, set by the App.
    const OpenScreens* screens = nullptr;
    // The game a signal or a quit should keep: the one a practice interrupted, if any.
    const Session& game_to_keep() const { return practice ? practice->interrupted : session(); }

    // Over by the rules, or at a table by a resignation or an agreed draw.
    bool game_over() const { return game_->over(); }
    // Where this terminal is: its own game (or a practice), or a place at a table.
    KeyPlace key_place() const { return practice ? KeyPlace::Practice : game_->place(); }
    // How it ended, for "Game over: ..."; empty while it goes on.
    std::string game_over_text() const { return game_->result(); }

    // Says `text` on the status line (`error`: in the error colour).
    void say(const std::string& text, bool error) { status.say(text, error); }
    // What a look into a cell found (a right click, `i`), shown above the board until the
    // position changes or the board is clicked.
    std::string looked_into;
    // Why the computer's review may not start now (the game, or the player's allowance), or
    // "": asked as one starts, which then counts against the allowance.
    std::string review_refused() const;
    // The status line when there is no message: who is to move, and what they may do.
    std::string turn_status() const { return game_->turn_status(*this); }
    // What to do next while a move is being clicked: its target, or its next landing.
    std::string entering_text() const;
    // "Red to move", or "White to move (the team)" where a side is more than one colour.
    std::string mover_text(const AnyMatch& shown) const;

    // The session's board as last drawn.
    const BoardView& board() const { return board_; }
    void refresh_board() { board_ = session().match().board_view(); }

    // The board as this terminal shows it: from the side of the one seat a person here plays
    // (his pieces at the bottom), turned again by `f`. Every board drawn and every click and
    // cursor step over it goes through shown_view(); the game's views stay the board's own.
    bool board_turned() const { return turned_by_default() != turned_by_key_; }
    void turn_board() { turned_by_key_ = !turned_by_key_; }
    BoardView shown_view(const BoardView& view) const {
        return board_turned() ? turned_around(view) : view;
    }
    // The seat the person at this terminal plays: his seat at a table, or the only seat a
    // person plays here (against the computer; in a practice, in the game it interrupted);
    // -1 when none or several.
    int person_seat() const;

    // The pointer's input over `view`, its cursor starting on a piece that can move now.
    BoardInput board_input(const Event& event, const BoardView& view);
    // The cells a drag went from and to, when `event` (a release) ends one.
    std::optional<std::pair<int, int>> drag(const Event& event);

    // After any change of position: fresh move entry, last-move marks, the computer's pause,
    // and news for the status line (game over, a compulsory move).
    void position_changed();
    // A fresh session from `position`, keeping who plays which side; false (and said why)
    // when the game refuses the position.
    bool restart_from(const std::string& position);
    // A practice game from figure `figure` of the rules, against the computer (the person
    // plays the side to move) or a friend; the game under way waits. False (and said why)
    // when there is none to start (at a shared table).
    bool start_practice(int figure, int move, bool against_computer);
    // A practice game from `started` (a review's position): `from` names it, `back` makes the
    // screen to come back to.
    bool start_practice(Session started, bool against_computer, const std::string& from,
                        std::function<std::unique_ptr<Screen>(Context&)> back);
    // Back to the game the practice interrupted, and to the screen it was tried from.
    void end_practice();
    // A new game with the settings, then the arrangement where the game has one.
    void new_game();
    // After a game of a series: the next game, everyone one seat on.
    void next_series_game();
    // The cells a legal move of the session's match goes through.
    std::vector<int> cells_of(const std::string& move) const;

  private:
    // The moves since a person here last moved: how many (his own the first), at most a round.
    std::size_t moves_of_last_round() const;
    // Whether `mover`'s pieces are moved by a person at this terminal.
    bool moved_by_person_here(int mover) const;
    void mark_last_round();
    void keep_movable();

    // The person's pieces start in the top half of the board as the game draws it.
    bool turned_by_default() const;

    std::unique_ptr<PlayedGame> game_;
    BoardView board_;
    bool turned_by_key_ = false;  // `f`: the other way round than by default
};

}  // namespace boardgames::ui
