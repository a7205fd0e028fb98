#pragma once
// The game reviewed by the computer (p once a game is over): the replay's steps, while the
// computer values every position in the background (the keys answer meanwhile); then each
// move's mark and values on the status line, the computer's better move drawn on the board as
// a path with the line it expects, and a graph of the game's evaluation beside the board.
// t tries the position shown: a practice game from it, against the computer or a friend; Esc
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
    enum class Action { Back, Forward, First, Last, NextMistake, Try, Leave };
    static const ScreenKeys<Action>& keys();

    void show_move(std::size_t index);
    void leave();
    // A practice game from the position shown.
    void try_position(bool against_computer);
    // The next move from the one shown marked an inaccuracy or worse, if any.
    std::optional<std::size_t> next_mistake() const;
    // "12. white a1-a2: blunder, 64% -> loses in 3 (better: ...)"; or the progress.
    std::string status_text() const;
    // The evaluation graph across the game, `width` columns, and a line marking the move shown.
    std::vector<std::string> graph_lines(int width) const;

    // What the review's thread hands over once it is done.
    struct Outcome {
        std::mutex mutex;
        std::optional<Review> review;
        std::string error;
    };

    Context& ctx_;
    GameRecord record_;
    MovesShown shown_;                      // the record's moves, at the position shown
    std::shared_ptr<const Review> review_;  // once the thread is done
    // Where the graph was last drawn, for clicks on it (row -1: not drawn).
    int graph_row_ = -1, graph_left_ = 0, graph_columns_ = 0;
    bool asking_ = false;  // t pressed: against whom?
    std::string error_;
    std::shared_ptr<Outcome> outcome_ = std::make_shared<Outcome>();
    std::atomic<std::size_t> done_{0}, all_{0};
    std::atomic<bool> stop_{false}, finished_{false};
    std::thread worker_;
};

}  // namespace boardgames::ui
