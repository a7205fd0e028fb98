#pragma once
// Arranging a player's pieces inside their zone before the first move (games that have it:
// Redtangle): swap two tiles, turn one, or take the standard or a random setup; undo and redo
// them. The other players' zones are hidden until everyone has arranged. Help, options and
// opening a game work from here and come back; other keys of the play screen say why not.
// At a table everyone arranges at once, each at his own screen: done sends the arrangement to
// the table, which shows nobody's until all are in; a watcher sees every zone hidden. Chat,
// who is here, resigning and leaving work as at play.

#include "board_edit.hpp"
#include "context.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {

class ArrangeScreen final : public BoardScreen {
  public:
    // `mover` arranges; the movers from `next_mover` on follow. At a table: `mover` is this
    // terminal's (-1: none, a watcher) and the table says who follows.
    ArrangeScreen(Context& context, int mover, int next_mover);
    ArrangeScreen(const ArrangeScreen&) = delete;
    ArrangeScreen& operator=(const ArrangeScreen&) = delete;

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return editor_.view(); }
    bool stays_beneath() const override { return true; }
    bool arranges() const override { return true; }
    void tick(Clock::time_point now) override;
    std::string practice_refused() const override {
        return "Finish arranging the tiles first: then t tries a figure";
    }

  private:
    enum class Action {
        Swap,
        Turn,
        Standard,
        Random,
        Done,
        Undo,
        Redo,
        Help,
        Options,
        Open,
        Quit,
        Save,
        TurnBoard,
        PlayOnly,  // keys of the play screen, refused until the tiles are arranged
        Chat,      // at a table, as at play
        People,
        Resign,
        Accept,
        Decline,
    };
    // Whether `action` works here now (at a table: chat; once sent, no more arranging).
    bool live(Action action) const;
    static const ScreenKeys<Action>& keys();

    void click(int cell);
    void key(int key);
    bool in_zone(int cell) const;
    void preset(std::uint64_t seed);
    void finish();
    // Shared with other terminals: this terminal's player still has to send his arrangement
    // (the table says).
    bool waits_for_me() const;
    // Why this terminal may not change the arrangement now (at a table: sent, or watching).
    std::optional<std::string> edit_refused() const;
    // The names of the players still arranging at the table: "black", "white and black".
    std::string still_arranging() const;
    // Keeps the arrangement as it was before a change, for undo.
    void remember(BoardEditor before);
    void undo();
    void redo();
    // "White: arrange your tiles...": what the player does here.
    std::string instructions() const;
    // The board as this player sees it: the other players' pieces face down.
    BoardView seen() const;

    Context& ctx_;
    // Shared with other terminals (at a table): sent there, seen by nobody till all are in.
    bool shared_;
    int mover_;
    int next_mover_;
    BoardEditor editor_;
    int selected_ = -1;  // the tile picked to swap or turn
    // At a table: when this arrangement went to the table, until the table says it has it.
    std::optional<Clock::time_point> sent_;
    std::vector<BoardEditor> undone_;  // arrangements before each change, the latest last
    std::vector<BoardEditor> redone_;  // arrangements undone, the latest last
};

// Before the first move of a game that has arranging: computers arrange at once, each human in
// turn on the arrange screen, then play begins. Nothing for other games or a game under way.
void begin_arrangement(Context& context);
// A game whose players are arranging at their own terminals (the table says so): the arrange
// screen, for this terminal's player if he is one of them.
void begin_shared_arrangement(Context& context);

}  // namespace boardgames::ui
