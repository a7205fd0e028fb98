#include "tutorial_screen.hpp"

#include <algorithm>
#include <string_view>

#include "figure_scene.hpp"
#include "frame.hpp"
#include "help_screen.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

TutorialScreen::TutorialScreen(Context& context)
    : ctx_(context),
      input_(
          context,
          [this] {
              if (done_) ctx_.say("Done: Enter or n for the next lesson", false);
              return !done_;
          },
          [this](const std::string& move) { play(move); },
          // A refused target lets go of the piece: the task's clicks work again from the start.
          MoveClicker::AfterRefusal::LetGo),
      lessons_(tutorial_figures(context.session().game())) {
    // The first page: the goal, on the standard start.
    const GameInfo& game = ctx_.session().game();
    if (auto start = Session::start(game, "")) {
        ctx_.session() = std::move(start).value();
        ctx_.session().set_mode(Mode::HumanVsHuman, 0, ctx_.settings.level);
        ctx_.position_changed();
    }
    ctx_.say("", false);
}

const Figure& TutorialScreen::figure() const {
    // Before the first lesson (the introduction), the first lesson's figure.
    return ctx_.session().game().figures[lessons_[std::size_t(lesson_)]];
}

void TutorialScreen::begin_lesson(int lesson) {
    lesson_ = std::clamp(lesson, 0, int(lessons_.size()) - 1);
    intro_ = false;
    done_ = false;
    auto started = figure_session(ctx_.session().game(), figure());
    if (!started) return ctx_.say(started.error(), true);  // the figure tests keep this away
    Session session = std::move(started).value();
    // The player makes the lesson's move, whichever side it is.
    session.set_mode(Mode::HumanVsHuman, 0, ctx_.settings.level);
    ctx_.session() = std::move(session);
    ctx_.position_changed();
    ctx_.say("", false);
}

void TutorialScreen::play(const std::string& move) {
    const FigureMove* asked = first_legal_move(figure());
    if (!asked || move != asked->move) {
        ctx_.entry.cancel();
        return ctx_.say(
            move + " is legal, but not this lesson's move. " + std::string(figure().task), true);
    }
    const auto played = ctx_.session().play(move);
    if (!played) return ctx_.say(played.error(), true);
    ctx_.position_changed();
    done_ = true;
    ctx_.say("Right: " + move + ". " +
                 (lesson_ + 1 < int(lessons_.size()) ? "Enter or n: the next lesson"
                                                     : "Enter: play a game"),
             false);
}

// The tutorial over: a game against the computer, as `boardgames GAME` starts one.
void TutorialScreen::finish() {
    ctx_.navigator.begin_play();
    ctx_.new_game();  // after: its arrangement, where the game has one, is shown instead
    // An arrangement gives its own instructions on the status line.
    if (!ctx_.navigator.other_screen_requested())
        ctx_.say("Tutorial over: a new game, " + std::string(mode_name(ctx_.settings.mode)) +
                     " (? for the rules, q quits)",
                 false);
}

const ScreenKeys<TutorialScreen::Action>& TutorialScreen::keys() {
    static const ScreenKeys<Action> table{
        {Action::FirstLesson, {'\n', '\r', KEY_ENTER, 'n'}, "Enter first lesson"},
        {Action::NextLesson, {'\n', '\r', KEY_ENTER, 'n'}, "Enter/n next lesson"},
        {Action::PlayAGame, {'\n', '\r', KEY_ENTER, 'n'}, "Enter play a game"},
        {Action::Skip, {'n'}, "n skip"},
        {Action::Previous, {'p'}, "p previous"},
        {Action::Again, {'r'}, "r again"},
        {Action::Rules, {'?', KEY_F(1)}, "? rules"},
        {Action::Leave, {'q'}, "q leave the tutorial"},
        {Action::TurnBoard, {turn_board_key}, "f turn board"}};
    return table;
}

LiveActions<TutorialScreen::Action> TutorialScreen::live() const {
    const bool intro = intro_;
    const bool done = done_;
    const bool last = lesson_ + 1 == int(lessons_.size());
    return [intro, done, last](Action action) {
        switch (action) {
            case Action::FirstLesson:
                return intro;
            case Action::NextLesson:
                return !intro && done && !last;
            case Action::PlayAGame:
                return !intro && done && last;
            case Action::Skip:
            case Action::Previous:
            case Action::Again:
                return !intro && (action != Action::Skip || !done);
            case Action::Rules:
            case Action::Leave:
            case Action::TurnBoard:
                return true;
        }
        return false;
    };
}

void TutorialScreen::handle(const Event& event) {
    if (event.kind == Event::Kind::Key) {
        if (const std::optional<Action> action = action_for(keys(), event.key, live())) {
            switch (*action) {
                case Action::FirstLesson:
                    return begin_lesson(0);
                case Action::NextLesson:
                case Action::Skip:
                    if (lesson_ + 1 < int(lessons_.size())) return begin_lesson(lesson_ + 1);
                    return finish();
                case Action::PlayAGame:
                case Action::Leave:
                    return finish();
                case Action::Previous:
                    return begin_lesson(lesson_ - 1);
                case Action::Again:
                    return begin_lesson(lesson_);
                case Action::TurnBoard:
                    return ctx_.turn_board();
                case Action::Rules:
                    return ctx_.navigator.show(
                        std::make_unique<HelpScreen>(ctx_, int(lessons_[std::size_t(lesson_)])));
            }
        }
    }
    if (intro_) return;
    const BoardInput input = input_.handle(event);
    if (input.kind == BoardInput::Kind::Key)
        ctx_.say("In the tutorial: " + hint_line(keys(), live()), true);
}

void TutorialScreen::draw(Frame& frame) {
    const GameInfo& game = ctx_.session().game();
    const std::string count = std::to_string(lessons_.size());
    frame.title(
        game, intro_ ? "tutorial " : "tutorial " + std::to_string(lesson_ + 1) + "/" + count + " ");
    const EnteredBoard entered = entered_board(ctx_, !done_ && !intro_);
    frame.board(entered.view, entered.marks);
    draw_lesson(frame, lesson_text());
    frame.status_or(ctx_.status.text(), ctx_.status.is_error(), status_hint(frame));
}

// The lesson's paragraphs, its heading first: the introduction, or the task and, once it is
// done, the figure's caption.
std::vector<std::string> TutorialScreen::lesson_text() const {
    const GameInfo& game = ctx_.session().game();
    const std::string count = std::to_string(lessons_.size());
    if (intro_)
        return {std::string(game.title) + ": a first game in " + count + " lessons",
                "",
                capitalised(std::string(game.summary)) + ".",
                "",
                "Each lesson sets up a position and asks for one move. Make it as in a game, "
                "with the mouse or the keys; a wrong move is explained.",
                "",
                "? opens the rules at any time."};
    // The side the lesson plays, which is not always the first (Táctica's eighth is White's).
    const std::string side = done_ ? "" : " (you play " + ctx_.session().match().mover_name() + ")";
    std::vector<std::string> lesson{"Lesson " + std::to_string(lesson_ + 1) + " of " + count + side,
                                    "", std::string(figure().task)};
    if (done_) {
        lesson.push_back("");
        lesson.push_back(std::string(figure().caption));
    }
    return lesson;
}

// Beside the board where there is room; else a lesson's two lines above it, or the
// introduction in a box over it.
void TutorialScreen::draw_lesson(Frame& frame, const std::vector<std::string>& lesson) const {
    const int left = frame.panel_left();
    if (left >= 0) {
        int y = Frame::board_top;
        const int width = frame.columns() - left - 1;
        for (std::size_t i = 0; i < lesson.size(); ++i)
            for (const std::string& line : wrap_lines({lesson[i]}, width, 0))
                if (y < frame.lines() - 3) frame.put(y++, left, line, i == 0 ? A_BOLD : 0);
    } else if (!intro_) {
        const std::string text =
            done_ ? std::string(figure().caption) : lesson[0] + ": " + std::string(figure().task);
        std::vector<std::string> lines = wrap_lines({text}, frame.columns() - 2, 0);
        if (lines.size() > 2) {  // the whole caption is on the rules' page of the figure (?)
            std::string_view rest = std::string_view(text).substr(lines[0].size());
            rest.remove_prefix(std::min(rest.find_first_not_of(' '), rest.size()));
            lines = {lines[0], cut_to_width(rest, frame.columns() - 2)};
        }
        // Both lines are the lesson's: the move log and the players' line give way.
        for (int row = 1; row <= 2; ++row)
            frame.put(row, 0, std::string(std::size_t(frame.columns()), ' '));
        for (std::size_t row = 0; row < lines.size(); ++row)
            frame.put(1 + int(row), 1, lines[row], done_ ? 0 : A_BOLD);
    } else {
        const int width = std::min(frame.columns() - 2, 60);
        std::vector<std::string> lines;
        for (std::size_t i = 1; i < lesson.size(); ++i)
            for (std::string& line : wrap_lines({lesson[i]}, width - 4, 0))
                lines.push_back(std::move(line));
        while (!lines.empty() && lines.front().empty())
            lines.erase(lines.begin());
        const int top = std::max(1, frame.lines() - 4 - int(lines.size()) - 2);
        const int box_left = (frame.columns() - width) / 2;
        frame.text_box(top, box_left, width, lesson[0], lines);
    }
}

// The status line when nothing else is said: what to do next.
std::string TutorialScreen::status_hint(const Frame& frame) const {
    const bool beside = frame.panel_left() >= 0;
    if (intro_) return "Enter: the first lesson";
    if (done_)
        return std::string("Enter or n: the next lesson") +
               (beside ? "" : "   ? the whole caption, on its figure");
    const std::string lesson = "Lesson " + std::to_string(lesson_ + 1);
    if (beside) return lesson + ": make the move asked beside the board";
    return lesson + "/" + std::to_string(lessons_.size()) + ": make the move asked above the board";
}

std::string TutorialScreen::hints() const {
    return hint_line(keys(), live());
}

}  // namespace boardgames::ui
