#pragma once
// One drawing of the screen, and the parts the screens are made of: the title bar, the move
// log, the board (whose cells it keeps for clicks), the player panel, the status line, the key
// hints and dialog boxes. Draws what it is given; knows no screen.

#include <string>
#include <vector>

#include "board_painter.hpp"
#include "boardgames/play/any_match.hpp"
#include "session.hpp"
#include "terminal.hpp"

namespace boardgames::ui {

class Frame {
  public:
    static constexpr int board_top = 3;
    static constexpr int board_left = 2;

    // A frame with the board `board` high and wide, its tiles `tall` or not; the board's cells
    // land in `boxes`.
    Frame(const Terminal& terminal, bool tall, BoardSize board, std::vector<CellBox>& boxes);

    int lines() const;
    int columns() const;
    int attribute(Role role) const { return terminal_->attribute(role); }

    // Text at (y, x), cut at the right edge; attribute 0 is normal.
    void put(int y, int x, const std::string& text, int attribute = 0);

    // A board screen: the title bar, the moves of `shown`, its board `view` with `marks`, and
    // the players beside it when there is room.
    void table(const Session& session, const AnyMatch& shown, const BoardView& view,
               const BoardMarks& marks, const std::string& title_right);
    void title(const GameInfo& game, const std::string& right);
    void move_log(const std::vector<std::string>& moves);
    void board(const BoardView& view, const BoardMarks& marks);
    void panel(const Session& session, const AnyMatch& shown, const BoardView& view);

    // The status line, above the hints; it replaces whatever was there.
    void status(const std::string& text, int attribute);
    // The status line: `message` (an error in the error colour), or `otherwise` when empty.
    void status_or(const std::string& message, bool error, const std::string& otherwise);
    // The bottom line.
    void hints(const std::string& text);
    // A filled box with `title` in its top edge, for dialogs.
    void box(int top, int left, int height, int width, const std::string& title);

  private:
    const Terminal* terminal_;
    bool tall_;
    BoardSize board_;
    std::vector<CellBox>* boxes_;
};

}  // namespace boardgames::ui
