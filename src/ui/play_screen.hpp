#pragma once
// The game itself: moves entered by clicks or keys, undo and redo, and the keys that open the
// other screens. Always there, beneath the dialogs.

#include "context.hpp"
#include "key_help.hpp"
#include "move_clicker.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class PlayScreen final : public BoardScreen {
  public:
    explicit PlayScreen(Context& context);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }
    // A move clicked in the move list: the replay, at the position after it.
    bool show_ply(std::size_t ply) override;

  private:
    // Plays a move typed in notation (from the prompt), as if clicked.
    void play_typed(const std::string& typed);
    bool can_human_move();
    // A key read from the play keys' table (key_help.hpp), and a key not bound here.
    void act(PlayAction action);
    void refuse_key(int key, KeyPlace place);
    void play(const std::string& move);
    void undo();
    void redo();
    void hint();
    void open_replay();
    void new_game();
    void look_into();

    Context& ctx_;
    MoveClicker input_;
};

}  // namespace boardgames::ui
