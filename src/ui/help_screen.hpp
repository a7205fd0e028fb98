#pragma once
// Help: the keys, then the game's rules a section a page, each section followed by its figures
// drawn by the game's own board painter with the move they show marked. Pages turn with the
// arrow keys, n and p, the wheel or the buttons in the title bar; from a figure, t ("try it")
// opens its position as a practice game (against the computer or a friend, asked on the
// status line), and Esc there comes back to the figure.

#include <string>
#include <vector>

#include "context.hpp"
#include "figure_scene.hpp"
#include "help_pages.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

class HelpScreen final : public BoardScreen {
  public:
    // Opens at the page of figure `figure` with its move `move` marked, or at the keys.
    explicit HelpScreen(Context& context, int figure = -1, int move = 0);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }

  private:
    enum class Action {
        NextPage,
        PreviousPage,
        FirstPage,
        LastPage,
        NextFigure,
        NextMove,
        Up,
        Down,
        TryIt,
        BoardOrText,  // a cramped figure: the board or its caption
        Close
    };
    static const ScreenKeys<Action>& keys();
    LiveActions<Action> live() const;

    const HelpPage& page() const { return pages_[std::size_t(page_)]; }
    void turn_page(int step);
    void next_figure();
    void choose_move(int step);
    void try_it();
    void answer(const Event& event);
    void handle_key(int key);
    // The figure's scene for the page shown, made when the page is.
    void set_up_figure();
    void draw_text(Frame& frame, const std::vector<std::string>& lines, int top, int left,
                   int width, int height);
    void draw_figure(Frame& frame);
    BoardMarks figure_marks() const;
    void draw_caption(Frame& frame, int top, int left);

    Context& ctx_;
    std::vector<HelpPage> pages_;
    int page_ = 0;
    int scroll_ = 0;
    int text_height_ = 0;  // the text's lines as last drawn, for scrolling
    int room_ = 0;         // and the lines it had
    std::optional<FigureScene> scene_;
    std::string scene_error_;  // why a figure could not be set up (the tests keep it empty)
    int move_ = 0;             // the move of the figure marked on the board
    int previous_x_ = -1, next_x_ = -1;  // the title bar's buttons, as last drawn
    std::vector<int> move_rows_;         // the screen line of each move, as drawn
    bool cramped_ = false;               // the caption fits neither beside nor below the board
    bool text_instead_ = false;          // cramped: the caption shown in place of the board
    bool asking_ = false;                // "try it against: c the computer, f a friend"
};

}  // namespace boardgames::ui
