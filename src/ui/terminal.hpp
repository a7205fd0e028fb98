#pragma once
// The terminal: ncurses set up on construction and restored on destruction (every exit path
// goes through the destructor, signals included), colours with a monochrome fallback, and one
// stream of events from keys, mouse and signals.

#include <cstdint>
#include <map>
#include <string>
#include <utility>

#include "boardgames/core/board_view.hpp"

struct screen;

namespace boardgames::ui {

struct Event {
    enum class Kind {
        None,        // nothing within the time-out
        Key,         // key: an ncurses key code or an ASCII character
        Text,        // text: a character beyond ASCII typed, in UTF-8 ("é")
        Click,       // left button pressed at (x, y)
        Release,     // left button released at (x, y): the end of a drag when elsewhere
        RightClick,  // right button at (x, y): ends a turn
        WheelUp,     // rotate clockwise
        WheelDown,   // rotate counter-clockwise
        Motion,      // the pointer moved to (x, y), no button held (hover)
        Resize,
        Signal,  // SIGINT, SIGTERM, SIGHUP, SIGQUIT or SIGXCPU: leave now
    };
    Kind kind = Kind::None;
    int key = 0;
    int x = 0;
    int y = 0;
    std::string text{};
};

// What a piece of the screen is, so the palette can pick colour or a monochrome attribute.
enum class Style {
    Normal,
    Selected,  // the piece being moved and its path
    Target,    // where the next click may go
    Cursor,    // the keyboard cursor
    LastMove,  // the squares of the last move played
    Captured,  // squares whose pieces the last move captured or converted
    Zone,      // a side's zone (Redtangle)
    Title,
    Error,
    Hint,
    Chosen,   // the row or field chosen in a list or a form (the lobby's)
    Heading,  // a list's heading
    Notice,   // what concerns the player in a list (an invitation to him)
};

// The colours of the board, each mapped to the nearest the terminal has: fixed shades of the
// 256-colour palette, so that they read the same on a dark and a light background, or the
// eight basic colours.
enum class Ink : std::int8_t {
    Default,  // the terminal's own foreground or background
    White,    // pieces and edges of each PieceColour
    Black,
    Red,
    Orange,
    Board,          // an empty square: a mid tone on which white and black both stand out
    Tile,           // the body of a tile, between its edges
    Zone,           // a side's zone (Redtangle's red zones)
    Selected,       // the piece being moved and the squares of its path
    Target,         // where the next click may go
    CaptureTarget,  // where the next click may go, capturing or converting
    LastMove,       // the frame of the last move's squares
    Captured,       // the ground of what a move captured or converted
    Cursor,         // the keyboard cursor's frame
    Hint,           // the frame of the hint's squares
    Stop,     // the patch under a stop's letter (Táctica): grey, where white and black both read
    OnWhite,  // a quiet letter on a white edge, for copy and paste and screen readers
    OnBlack,
};

// The ink of a piece of `colour`, and of a letter on it (black on the light colours, white on
// the dark ones).
Ink ink_of(PieceColour colour);
Ink letter_on(PieceColour colour);

// Thrown when the terminal cannot run a full-screen game (unknown TERM, no cursor addressing).
struct TerminalUnusable {
    std::string reason;
};

class Terminal {
  public:
    // The largest screen drawn: a larger window shows it in its top left corner. What a
    // window claims is the peer's word (an SSH client's), and each cell costs memory.
    static constexpr int most_lines = 200;
    static constexpr int most_columns = 500;

    Terminal();
    ~Terminal();
    Terminal(const Terminal&) = delete;
    Terminal& operator=(const Terminal&) = delete;

    // Waits up to timeout_ms (negative: forever) for the next event. With `wake_fd`, input
    // there (a table's socket) ends the wait too, with no event.
    Event next_event(int timeout_ms, int wake_fd = -1);
    bool has_colour() const { return colour_; }
    // Whether the locale writes UTF-8, so block characters (half blocks) can be drawn.
    bool has_unicode() const { return unicode_; }
    int attribute(Style style) const;
    // A piece's colour as a side is shown everywhere (the board, the panel): a block of that
    // colour with its letter in another; without colour, white and red stand out in bold.
    int piece(PieceColour colour) const;
    // The attribute for `foreground` on `background`; A_NORMAL without colour.
    int ink(Ink foreground, Ink background) const;
    // Bold where it brightens a colour (8 colours); none with 256 colours, whose inks are
    // bright already: every switch out of bold costs a full attribute reset on the wire.
    int bright() const;
    int caught_signal() const;

  private:
    bool reports_motion_ = false;  // the terminal reports the mouse: it may report its moves
    bool motion_on_ = false;       // and has been asked to
    int colour_pair(short foreground, short background) const;

    struct screen* screen_ = nullptr;
    bool colour_ = false;
    bool unicode_ = false;
    bool many_colours_ = false;  // 256 colours
    // Colour pairs made on first use, by (foreground, background) colour number.
    mutable std::map<std::pair<short, short>, short> pairs_;
};

}  // namespace boardgames::ui
