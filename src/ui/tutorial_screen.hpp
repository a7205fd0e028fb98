#pragma once
// A first game's walkthrough (`boardgames GAME --tutorial`): the figures of the rules that set
// a task, one lesson each. The lesson's position is on the board, the task beside it ("Jump c2
// over c3: click c2, then c4"); the player makes the move with the same clicks and keys as in
// a game. The move asked for plays and the figure's caption explains it; another legal move is
// refused with the task again; an illegal one gets the rules' reason, as in play.

#include <string>
#include <vector>

#include "context.hpp"
#include "move_clicker.hpp"
#include "screen.hpp"
#include "screen_keys.hpp"

namespace boardgames::ui {

class TutorialScreen final : public BoardScreen {
  public:
    // The game's tutorial_figures() must not be empty.
    explicit TutorialScreen(Context& context);
    TutorialScreen(const TutorialScreen&) = delete;
    TutorialScreen& operator=(const TutorialScreen&) = delete;

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;
    const BoardView& board() const override { return ctx_.board(); }
    // The help opened from it comes back to it.
    bool stays_beneath() const override { return true; }
    std::string practice_refused() const override {
        return "The tutorial's lessons are practice already: q closes the help";
    }
    bool keeps_game() const override { return false; }

  private:
    enum class Action {
        FirstLesson,
        NextLesson,
        PlayAGame,
        Skip,
        Previous,
        Again,
        Rules,
        Leave,
        TurnBoard
    };
    static const ScreenKeys<Action>& keys();
    LiveActions<Action> live() const;  // what the introduction, a lesson and its end answer

    const Figure& figure() const;
    void begin_lesson(int lesson);
    void play(const std::string& move);
    void finish();
    std::vector<std::string> lesson_text() const;
    void draw_lesson(Frame& frame, const std::vector<std::string>& lesson) const;
    std::string status_hint(const Frame& frame) const;

    Context& ctx_;
    MoveClicker input_;
    std::vector<std::size_t> lessons_;  // figure indices
    int lesson_ = 0;
    bool intro_ = true;  // the first page: the goal, before the lessons
    bool done_ = false;  // the move asked for is played
};

}  // namespace boardgames::ui
