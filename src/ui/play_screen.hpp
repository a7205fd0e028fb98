#pragma once
// The game itself: moves entered by clicks or keys, undo and redo, and the keys that open the
// other screens. Always there, beneath the dialogs.

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class PlayScreen final : public Screen {
  public:
    explicit PlayScreen(Context& context) : ctx_(context) {}

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }

  private:
    // Plays a move typed in notation (from the prompt), as if clicked.
    void play_typed(const std::string& typed);
    bool can_human_move();
    void select(int cell);
    // A drag from `from` to `to`: the piece on `from` selected, then `to`.
    void drop(int from, int to);
    void end_turn();
    bool table_key(int key);
    void turn(int quarter_turns);
    void respond(const MoveEntry::Response& response);
    void play(const std::string& move);
    void undo();
    void redo();
    void hint();
    void open_replay();

    Context& ctx_;
};

}  // namespace boardgames::ui
