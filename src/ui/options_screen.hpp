#pragma once
// The options dialog: the mode (a human or the computer at each seat), the seat the person
// plays, who moves first (in games whose rules let the players choose), the computer's level,
// the game's own options and a series; for a new game, or (mode and level) for this one. Keys
// or the mouse: click a row, its < or >, or turn the wheel over it.

#include <string_view>
#include <vector>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

// How a click at `column` of an option's row text changes its value: -1 on the "<" or the
// value's left half, +1 on its right half or the ">", 0 elsewhere (the label: select only).
int option_step_at(std::string_view row_text, int column);

class OptionsScreen final : public BoardScreen {
  public:
    explicit OptionsScreen(Context& context) : ctx_(context) {}

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }
    bool overlay() const override { return true; }

  private:
    enum class Row { Mode, Seat, First, Level, GameOption, Series };
    struct Line {
        Row row;
        int option = -1;  // with GameOption: the option's index
    };
    struct Box {
        int top, left, width, height;
    };
    // Where the box stands on a screen `columns` wide, with `count` option rows.
    static Box box(int columns, int count);
    void handle_mouse(const Event& event, const std::vector<Line>& rows);
    void apply();
    void start_new_game();
    // The rows this game offers: no "First to move" where the rules decide it.
    std::vector<Line> lines() const;
    void change(const Line& line, int step);
    std::string text(const Line& line) const;

    Context& ctx_;
    int row_ = 0;
};

}  // namespace boardgames::ui
