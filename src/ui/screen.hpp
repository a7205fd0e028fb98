#pragma once
// One screen of the terminal program (play, Set Board, help, the lobby's lists...): it takes the
// events while it is shown, draws itself, says what room it needs, and names its keys on the
// bottom line. Screens never switch to one another directly: they ask the navigator, and the
// App switches once the event is handled.

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "board_painter.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

class Frame;

// Where the parts of a screen go: a board screen's cells and board size, and whether the
// players' panel fits beside it, at its full width or compact (narrower, closer to the board).
// A screen without a board has none (its size 0 x 0).
struct ScreenLayout {
    CellShape cell = {0, 0};
    BoardSize board = {0, 0};
    bool panel = false;
    bool compact_panel = false;
};

// A screen's keys as its help lists them (? and F1, shown by the App): a title and a line a key.
struct KeysHelp {
    std::string title;
    std::vector<std::string> lines;
};

class Screen {
  public:
    using Clock = std::chrono::steady_clock;

    virtual ~Screen() = default;

    // A key, click or wheel turn. (Resizes, signals, Ctrl-L, the too-small terminal, the idle
    // limit and, for a screen with keys_help(), ? are the App's.)
    virtual void handle(const Event& event) = 0;
    // Draws the screen into `frame`; the App then draws hints() on the bottom line.
    virtual void draw(Frame& frame) = 0;
    // The keys of this screen, for the bottom line.
    virtual std::string hints() const = 0;
    // Its layout on a terminal `lines` x `columns`, or nothing where it does not fit: the App
    // then shows the too-small screen, naming smallest_terminal(). A board screen answers from
    // its board (BoardScreen); a dialog (overlay()) is never asked: the screen beneath answers.
    virtual std::optional<ScreenLayout> lay_out(int lines, int columns) const = 0;
    virtual BoardSize smallest_terminal() const = 0;
    // The keys for the App's help page, opened by ? or F1; nothing where the screen hears ?
    // itself (the game's help, which has the rules too).
    virtual std::optional<KeysHelp> keys_help() const { return std::nullopt; }

    // Drawn over the screen beneath, which stays in view (dialogs and prompts).
    virtual bool overlay() const { return false; }
    // Stays beneath the dialogs opened from it, which are drawn over it and come back to it
    // (the arrangement, the lobby's form), as they do to the screen at the bottom.
    virtual bool stays_beneath() const { return false; }
    // The arrangement before play (a table shows it once, whatever comes again from the table).
    virtual bool arranges() const { return false; }
    // Screens that move on by themselves (the replay) do so here, and say when next.
    virtual void tick(Clock::time_point /*now*/) {}
    virtual std::optional<Clock::time_point> next_tick() const { return std::nullopt; }
    // Why no practice game may start while this screen is open (a practice game would end an
    // arrangement; the tutorial's lessons are practice already); empty: it may.
    virtual std::string practice_refused() const { return {}; }
    // Whether the game on the board is worth keeping when the program is stopped (not the
    // tutorial's lessons).
    virtual bool keeps_game() const { return true; }
    // A move of the move list clicked: show the position after `ply` moves of the game. False
    // where this screen shows no game's moves.
    virtual bool show_ply(std::size_t /*ply*/) { return false; }
};

// A dialog: drawn over the screen it was opened from, which decides the layout.
class Dialog : public Screen {
  public:
    bool overlay() const final { return true; }
    // Never asked: the screen beneath is laid out instead.
    std::optional<ScreenLayout> lay_out(int, int) const final { return ScreenLayout{}; }
    BoardSize smallest_terminal() const final { return {0, 0}; }
};

// A screen showing a board, which decides its layout: the largest cells the terminal has room
// for (lay_out in frame.hpp).
class BoardScreen : public Screen {
  public:
    // The board whose size decides the layout: tall or compact tiles, or a terminal too small.
    virtual const BoardView& board() const = 0;
    std::optional<ScreenLayout> lay_out(int lines, int columns) const override;
    BoardSize smallest_terminal() const override;
};

// A screen of a fixed size, without a board (the lobby's, the App's help): it fits any
// terminal of at least `smallest`.
class FixedScreen : public Screen {
  public:
    explicit FixedScreen(BoardSize smallest) : smallest_(smallest) {}
    std::optional<ScreenLayout> lay_out(int lines, int columns) const override {
        if (lines < smallest_.height || columns < smallest_.width) return std::nullopt;
        return ScreenLayout{};
    }
    BoardSize smallest_terminal() const override { return smallest_; }

  private:
    BoardSize smallest_;
};

// The screens open at once, as the App holds them: what a screen needs to know of the others it
// asks here, instead of flags on the context.
class OpenScreens {
  public:
    virtual ~OpenScreens() = default;
    // Why no practice game may start now, as an open screen says; empty: it may.
    virtual std::string practice_refused() const = 0;
};

}  // namespace boardgames::ui
