#pragma once
// The game reviewed by the computer (p once a game is over): the replay's steps, while the
// computer values every position in the background (the keys answer meanwhile); then the move
// shown, its mark and values on the status line, numbered as the move list numbers it; on the
// board the move played framed as the last move and the computer's better move framed as a
// hint, a legend saying which is which; in the panel the moves with their marks (?! ? ??), a
// graph of the game's evaluation (its middle line, the mistakes marked, a click shows a move)
// and each side's counts and accuracy. t tries the move shown again: a practice game from the
// position before it, the side that made it to move, against the computer or a friend; Esc
// there comes back here.

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "context.hpp"
#include "moves_shown.hpp"
#include "review.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {

class ReviewScreen final : public BoardScreen {
  public:
    // The session's game, at the move `ply` (default: its end); coming back from trying a
    // position, the game reviewed (`record`: the session may be another now) and its review
    // if it was ready (`ready`), else one is made now.
    explicit ReviewScreen(Context& context, std::optional<std::size_t> ply = std::nullopt,
                          std::shared_ptr<const Review> ready = nullptr,
                          std::optional<GameRecord> record = std::nullopt);
    ~ReviewScreen() override;
    ReviewScreen(const ReviewScreen&) = delete;
    ReviewScreen& operator=(const ReviewScreen&) = delete;

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return shown_.view(); }
    void tick(Clock::time_point now) override;
    std::optional<Clock::time_point> next_tick() const override;
    bool show_ply(std::size_t ply) override;

  private:
    enum class Action { Back, Forward, First, Last, NextMistake, Try, Leave, TurnBoard };
    static const ScreenKeys<Action>& keys();

    void show_move(std::size_t index);
    // Takes the review once its thread is done: the marked moves, the better move's cells.
    void take_review(std::shared_ptr<const Review> review);
    // The cells of the computer's better move than the one shown, in the position before it
    // (none where the move shown was the best).
    void find_better_cells();
    void leave();
    // A practice game from the position before the move shown (the start at the start).
    void try_position(bool against_computer);
    // The next move from the one shown marked an inaccuracy or worse, if any.
    std::optional<std::size_t> next_mistake() const;
    // The verdict on the move shown, within `width`; or the progress.
    std::string status_text(int width) const;
    // "move 8 (white)", or "the start".
    std::string shown_name() const;
    // The panel's own rows: the graph, its marks, the summary and the board's legend.
    void draw_review_area(Frame& frame);
    // The graph, `lines` high, from `top`; its marks (and the move shown) on the line below.
    void draw_graph(Frame& frame, int top, int lines);
    // Which frame on the board is which: the move played, the better one.
    void draw_legend(Frame& frame, int y) const;

    // What the review's thread hands over once it is done.
    struct Outcome {
        std::mutex mutex;
        std::optional<Review> review;
        std::string error;
    };

    Context& ctx_;
    GameRecord record_;
    MovesShown shown_;                       // the record's moves, at the position shown
    std::shared_ptr<const Review> review_;   // once the thread is done
    std::vector<std::string> marked_moves_;  // the moves with their marks, once reviewed
    std::vector<int> better_cells_;
    // Where the graph was last drawn, for clicks on it (no rows: not drawn), and the position
    // each of its columns shows.
    int graph_top_ = -1, graph_rows_ = 0, graph_left_ = 0;
    std::vector<std::size_t> graph_plies_;
    bool asking_ = false;  // t pressed: against whom?
    std::string error_;
    std::shared_ptr<Outcome> outcome_ = std::make_shared<Outcome>();
    std::atomic<std::size_t> done_{0}, all_{0};
    std::atomic<bool> stop_{false}, finished_{false};
    std::thread worker_;
};

}  // namespace boardgames::ui
