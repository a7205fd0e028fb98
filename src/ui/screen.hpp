#pragma once
// One screen of the terminal program (play, Set Board, help...): it takes the events while it
// is shown, draws itself, and names its keys on the bottom line. Screens never switch to one
// another directly: they ask the Context, and the App switches once the event is handled.

#include <chrono>
#include <optional>
#include <string>

#include "boardgames/core/board_view.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

class Frame;

class Screen {
  public:
    using Clock = std::chrono::steady_clock;

    virtual ~Screen() = default;

    // A key, click or wheel turn. (Resizes, signals, Ctrl-L and the too-small terminal are
    // the App's.)
    virtual void handle(const Event& event) = 0;
    // Draws the screen into `frame`; the App then draws hints() on the bottom line.
    virtual void draw(Frame& frame) = 0;
    // The keys of this screen, for the bottom line.
    virtual std::string hints() const = 0;
    // The board whose size decides the layout: tall or compact tiles, or a terminal too small.
    virtual const BoardView& board() const = 0;

    // Drawn over the play screen, which stays in view beneath (dialogs and prompts).
    virtual bool overlay() const { return false; }
    // Stays beneath the dialogs opened from it, which are drawn over it and come back to it
    // (the arrangement), as they do to the play screen.
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

// The screens open at once, as the App holds them: what a screen needs to know of the others it
// asks here, instead of flags on the context.
class OpenScreens {
  public:
    virtual ~OpenScreens() = default;
    // Why no practice game may start now, as an open screen says; empty: it may.
    virtual std::string practice_refused() const = 0;
};

}  // namespace boardgames::ui
