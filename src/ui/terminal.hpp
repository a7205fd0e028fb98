#pragma once
// The terminal: ncurses set up on construction and restored on destruction (every exit path
// goes through the destructor, signals included), colours with a monochrome fallback, and one
// stream of events from keys, mouse and signals.

#include <string>

struct screen;

namespace boardgames::ui {

struct Event {
    enum class Kind {
        None,        // nothing within the time-out
        Key,         // key: an ncurses key code or character
        Click,       // left button at (x, y)
        RightClick,  // right button at (x, y): ends a turn
        WheelUp,     // rotate clockwise
        WheelDown,   // rotate counter-clockwise
        Resize,
        Signal,  // SIGINT, SIGTERM or SIGHUP: leave now
    };
    Kind kind = Kind::None;
    int key = 0;
    int x = 0;
    int y = 0;
};

// What a piece of the screen is, so the palette can pick colour or a monochrome attribute.
enum class Role {
    Normal,
    Player0,
    Player1,
    Player2,
    Selected,  // the piece being moved and its path
    Target,    // where the next click may go
    Cursor,    // the keyboard cursor
    LastMove,  // the squares of the last move played
    Captured,  // squares whose pieces the last move captured or converted
    Zone,      // a side's zone (Redtangle)
    White,     // a piece or an edge of each PieceColour
    Black,
    Red,
    Orange,
    Title,
    Error,
    Hint,
};

// Thrown when the terminal cannot run a full-screen game (unknown TERM, no cursor addressing).
struct TerminalUnusable {
    std::string reason;
};

class Terminal {
  public:
    Terminal();
    ~Terminal();
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;

    // Waits up to timeout_ms (negative: forever) for the next event.
    Event next_event(int timeout_ms);
    bool has_colour() const { return colour_; }
    int attribute(Role role) const;
    int caught_signal() const;

  private:
    struct screen* screen_ = nullptr;
    bool colour_ = false;
};

}  // namespace boardgames::ui
