#pragma once
// Saved games: the list to open one from, saving the game, and resuming the game a signal
// interrupted. The files themselves are the SaveStore's.

#include <filesystem>
#include <vector>

#include "context.hpp"
#include "save_store.hpp"
#include "screen.hpp"

namespace boardgames::ui {

// The saved games, one a line (date, game, moves, result, players): choose one by keys, or
// click it and click it again; the wheel scrolls.
class OpenScreen final : public BoardScreen {
  public:
    // `files`: the saved games, at least one, the most recent first.
    OpenScreen(Context& context, const std::vector<std::filesystem::path>& files);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override {
        return "up/down, click: choose  Enter, click again: open  wheel: scroll  Esc close";
    }
    const BoardView& board() const override { return ctx_.board(); }
    bool overlay() const override { return true; }

  private:
    void open(const std::filesystem::path& path);
    void choose(int row);
    // The list row at screen line `y` and column `x`, or -1.
    int row_at(int y, int x) const;

    Context& ctx_;
    std::vector<SavedGameSummary> games_;
    int row_ = 0;       // the chosen game
    int first_ = 0;     // the first game in view
    int clicked_ = -1;  // the row the last click chose
    // Where the last drawing put the rows: their first line, left edge, width and count.
    int rows_top_ = 0, rows_left_ = 0, rows_width_ = 0, rows_shown_ = 0;
};

// Shows the saved games to open one (asking first while a game is under way), or says there
// are none.
void open_saved_game(Context& context);
// Saves the game under a new name and says where.
void save_game(Context& context);
// Asks whether to resume the game a signal interrupted; false when there is none to offer.
// Declined, it stays among the saved games: nothing is deleted unasked.
bool offer_resume(Context& context);

}  // namespace boardgames::ui
