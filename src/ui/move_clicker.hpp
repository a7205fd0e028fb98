#pragma once
// A move entered on the board by clicks, drags, the wheel and keys, for any screen that takes
// moves (play, the tutorial). Of the three layers of click input it is the middle one: the
// Context turns events into BoardInputs; this feeds them to the core's MoveEntry (which
// matches them against each legal move's MoveClicks) and sends its answers to the status line,
// and a finished move to the screen's own `play`. It also draws the move in progress as
// the rules play it. Knows no rule: the legal moves decide.

#include <functional>
#include <string>

#include "board_painter.hpp"
#include "context.hpp"

namespace boardgames::ui {

class MoveClicker {
  public:
    // `may_move` says (on the status line) why no move may be made now; `play` plays a
    // finished move (canonical).
    // What a refused target does to the piece selected: in play it stays selected, for another
    // target; a lesson lets go of it, so that its clicks work again from the start.
    enum class AfterRefusal { KeepPiece, LetGo };

    MoveClicker(Context& context, std::function<bool()> may_move,
                std::function<void(const std::string&)> play,
                AfterRefusal after_refusal = AfterRefusal::KeepPiece)
        : ctx_(context),
          may_move_(std::move(may_move)),
          play_(std::move(play)),
          after_refusal_(after_refusal) {}

    // Takes the event when it is a board input (a cell chosen, a turn, the end of the turn, a
    // cancel, a drag); returns the input, whose kind is Key for the screen's own keys.
    BoardInput handle(const Event& event);

  private:
    void select(int cell);
    void drop(int from, int to);
    void end_turn();
    void turn(int quarter_turns);
    void respond(const MoveEntry::Response& response);

    Context& ctx_;
    std::function<bool()> may_move_;
    std::function<void(const std::string&)> play_;
    AfterRefusal after_refusal_;
};

// The session's board with the move being entered drawn as the rules play it (the piece on its
// landing, turned as turned; a sequence that must go on, as far as it has gone), and its marks.
struct EnteredBoard {
    BoardView view;
    BoardMarks marks;
};
// `moving`: a person may move now (the pieces to move and where are marked only then).
EnteredBoard entered_board(const Context& context, bool moving);

}  // namespace boardgames::ui
