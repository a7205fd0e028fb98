#pragma once
// One drawing of the screen, and the parts the screens are made of: the title bar, the move
// log, the board (whose cells it keeps for clicks), the player panel (with the keys of the
// place: a game of one's own, a seat or a watcher at a table), the status line, the key hints
// and dialog boxes. The screens decide what is drawn; the frame only where.

#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "board_painter.hpp"
#include "boardgames/play/any_match.hpp"
#include "key_help.hpp"
#include "move_log.hpp"
#include "screen.hpp"
#include "session.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

// The layout of a screen showing `view` on a terminal `lines` x `columns`: the largest cells
// that leave room for the full panel, else for a compact one, else the largest without a
// panel (whose players and standing then take the line above the board); nothing when too
// small.
std::optional<ScreenLayout> lay_out(const BoardView& view, int lines, int columns);
// The smallest terminal that shows `view` (height in lines, width in columns): compact cells,
// no panel, and room for the status line's messages.
BoardSize minimum_terminal(const BoardView& view);

// The title bar, `columns` wide: the game's title and its standing at the left, `right` (the
// mode) at the right. Where both do not fit, the program's name goes first, then the mode:
// the standing (a score, a move limit) is what the player reads the bar for.
std::string title_bar(std::string_view title, const std::string& standing, const std::string& right,
                      int columns);

// A clock's time as players read it: "1:02:05", "4:32", and tenths in the last twenty seconds
// ("9.4").
std::string clock_text(std::chrono::milliseconds left);
// Low time: the last twenty seconds.
inline bool clock_low(std::chrono::milliseconds left) {
    return left < std::chrono::seconds(20);
}

class Frame {
  public:
    // A seat's clock at a table: its time, whether it runs, whether it is low.
    struct SeatClock {
        std::string time;
        bool running = false;
        bool low = false;
    };
    std::vector<SeatClock> clocks;        // one a seat; empty: no clock
    KeyPlace key_place = KeyPlace::Game;  // whose keys the panel lists
    // A screen's own keys for the panel (replay, arrangement, Set Board), instead of play's.
    std::optional<std::vector<std::string>> screen_key_lines;
    // Rows of the panel a screen draws in itself, under the move list (the review's graph and
    // summary): it asks for `wanted` and makes do with `least`, the move list keeping four rows
    // and the keys giving way first; the frame says where they went (`rows` 0: no room).
    struct ScreenArea {
        int wanted = 0, least = 0;
        int top = -1, left = 0, rows = 0, width = 0;
    };
    ScreenArea screen_area;
    // The whole game's moves when the position shown is one within it (replay): the move list
    // shows them all, the one that led to the position marked. Else the shown game's own.
    const std::vector<std::string>* game_moves = nullptr;
    // What a look into a cell found (a stack under the pointer, a right click, `i`): on the
    // line under the title, so that the status line keeps saying whose turn it is.
    std::string looked_into;
    // The board drawn turned around (the person's pieces at the bottom): its cells' boxes
    // still name the board's cells, so clicks land where they are drawn.
    bool board_turned = false;
    static constexpr int board_top = 3;  // below the title, a line (moves, a look) and a blank one
    static constexpr int board_left = 2;
    static constexpr int lines_below = 2;  // the status line and the key hints
    static constexpr int panel_gap = 4;
    static constexpr int panel_width = 34;
    static constexpr int compact_panel_gap = 2;
    static constexpr int compact_panel_width = 24;
    static constexpr int narrowest = 44;  // for the status line's messages and the dialogs

    // A frame laid out as `layout` says.
    Frame(const Terminal& terminal, const ScreenLayout& layout);
    Frame(const Frame&) = delete;  // it points into itself
    Frame& operator=(const Frame&) = delete;
    // The board's cells drawn land in `boxes`, the move list's moves in `move_spots` (for the
    // mouse); without this the frame keeps them to itself.
    void keep_spots_in(std::vector<CellBox>& boxes, MoveListSpots& move_spots);

    int lines() const;
    int columns() const;
    // Where the players' panel goes beside the board, or -1 when there is no room for it.
    int panel_left() const {
        if (!layout_.panel) return -1;
        return board_left + layout_.board.width +
               (layout_.compact_panel ? compact_panel_gap : panel_gap);
    }
    int attribute(Style style) const { return terminal_->attribute(style); }
    int ink(Ink foreground, Ink background) const { return terminal_->ink(foreground, background); }
    bool has_colour() const { return terminal_->has_colour(); }
    bool has_unicode() const { return terminal_->has_unicode(); }

    // Text at (y, x), cut at the right edge; attribute 0 is normal.
    void put(int y, int x, const std::string& text, int attribute = 0);

    // A board screen: the title bar, the moves of `shown`, its board `view` with `marks`, and
    // the players beside it when there is room, the one acting marked (by default the seat of
    // the mover of `shown`; the arrangement names the seat arranging).
    void table(const Session& session, const AnyMatch& shown, const BoardView& view,
               const BoardMarks& marks, const std::string& title_right, int acting_seat = -2);
    void title(const GameInfo& game, const std::string& right, const std::string& standing = {});
    // A title bar of the program's own (the lobby's): `left` after its name, `right` at the right.
    void title(const std::string& left, const std::string& right);
    void move_log(const std::vector<std::string>& moves);
    void board(const BoardView& view, const BoardMarks& marks);
    // The players beside the board, the move list under them where it fits (then true).
    bool panel(const Session& session, const AnyMatch& shown, const BoardView& view,
               int acting_seat);
    // The moves of the game in rows from `top`, at most `height` of them, `width` wide.
    void move_list(const Session& session, const AnyMatch& shown, int top, int left, int height,
                   int width);

    // The status line, above the hints; it replaces whatever was there. Text longer than the
    // terminal is wide wraps onto a second line: the free line above, else the hints' line.
    void status(const std::string& text, int attribute);
    // The status line: `message` (an error in the error colour), or `otherwise` when empty.
    void status_or(const std::string& message, bool error, const std::string& otherwise);
    // The bottom line (unless the status took it).
    void hints(const std::string& text);
    // A filled box with `title` in its top edge, for dialogs.
    void box(int top, int left, int height, int width, const std::string& title);
    // A box of `width` with `title` and the already wrapped `lines` inside it.
    void text_box(int top, int left, int width, const std::string& title,
                  const std::vector<std::string>& lines);

  private:
    // Where a part of the panel goes: its line, its left and its width.
    struct PanelLine {
        int y;
        int left;
        int width;
    };
    // A seat's line of the panel: its name in its colour (`moving`: marked), its player (or
    // that it holds nothing, unless `holds`), its clock.
    void panel_seat(const Session& session, std::size_t seat, const BoardView& view, PanelLine at,
                    bool moving, bool holds);
    // The panel's move list from `at` (true when it fits), and its keys under it where they
    // fit, to `bottom`.
    bool panel_moves_and_keys(const Session& session, const AnyMatch& shown, PanelLine at,
                              int bottom);
    // Without room beside the board: who plays, who is to move and the standing, on one line
    // above the board.
    void one_line_panel(const Session& session, const AnyMatch& shown, const BoardView& view,
                        int seat_moving);
    // The seat acting: `acting_seat` when given, else the mover's seat (none once it is over).
    int seat_moving(const Session& session, const AnyMatch& shown, int acting_seat) const;

    const Terminal* terminal_;
    ScreenLayout layout_;
    std::vector<CellBox> own_boxes_;
    MoveListSpots own_spots_;
    std::vector<CellBox>* boxes_ = &own_boxes_;
    MoveListSpots* move_spots_ = &own_spots_;
    bool hints_taken_ = false;
};

}  // namespace boardgames::ui
