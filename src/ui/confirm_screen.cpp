#include "confirm_screen.hpp"

#include <algorithm>
#include <utility>

#include "frame.hpp"
#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {
namespace {

int lower_case(int key) {
    return key >= 'A' && key <= 'Z' ? key - 'A' + 'a' : key;
}

}  // namespace

ConfirmScreen::ConfirmScreen(Context& context, std::string question, std::vector<Answer> answers,
                             Details details)
    : navigator_(context.navigator),
      question_(std::move(question)),
      answers_(std::move(answers)),
      details_(std::move(details)) {}

ConfirmScreen::ConfirmScreen(Context& context, std::string question, std::function<void()> yes,
                             std::function<void()> no)
    : ConfirmScreen(
          context, std::move(question) + " (y/n)",
          {{'y', "y yes", std::move(yes)}, {any_other_key, "any other key no", std::move(no)}}) {}

const ConfirmScreen::Answer* ConfirmScreen::answer_to(int key) const {
    for (const Answer& answer : answers_)
        if (answer.key != any_other_key && lower_case(key) == answer.key) return &answer;
    for (const Answer& answer : answers_)
        if (answer.key == any_other_key) return &answer;
    return nullptr;
}

void ConfirmScreen::handle(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    const Answer* answer = answer_to(event.key);
    if (!answer) {
        unanswered_key_ = true;
        return;
    }
    const std::function<void()> action = answer->action;
    navigator_.show_play();  // before the answer, which may show another screen
    action();
}

void ConfirmScreen::draw(Frame& frame) {
    if (!details_.paragraphs.empty()) {
        const int width = std::min(frame.columns() - 2, 76), top = 3;
        const int left = std::max(0, (frame.columns() - width) / 2);
        std::vector<std::string> lines;
        for (const std::string& paragraph : details_.paragraphs)
            for (std::string& line : wrap_text(paragraph, width - 4))
                lines.push_back(std::move(line));
        frame.text_box(top, left, width, details_.title, lines);
    }
    std::string text = question_;
    if (unanswered_key_) {  // "press y or n"
        std::vector<std::string> keys;
        for (const Answer& answer : answers_)
            if (answer.key != any_other_key) keys.push_back(key_name(answer.key));
        text += "  Press ";
        for (std::size_t i = 0; i < keys.size(); ++i)
            text += (i == 0 ? "" : i + 1 == keys.size() ? " or " : ", ") + keys[i];
    }
    frame.status(text, frame.attribute(Style::Error));
}

std::string ConfirmScreen::hints() const {
    std::string text;
    for (const Answer& answer : answers_)
        text += (text.empty() ? "" : "  ") + answer.label;
    return text;
}

namespace {

// Nothing to lose: no move yet, and no game of a series behind this one.
bool nothing_played(const Context& context) {
    const auto& series = context.session().series();
    return context.session().match().ply() == 0 && !(series && series->games_counted() > 0);
}

}  // namespace

void confirm_if_playing(Context& context, const std::string& question,
                        std::function<void()> action) {
    if (nothing_played(context) || context.session().match().outcome().over() ||
        context.saved_as_it_stands())
        return action();
    context.navigator.show(std::make_unique<ConfirmScreen>(context, question, std::move(action)));
}

void quit_game(Context& context) {
    const AnyMatch& match = context.session().match();
    if (nothing_played(context) || context.saved_as_it_stands() || !context.options.writes_files)
        return context.navigator.quit();
    const auto save_and_quit = [&context] {
        const auto saved = context.saves.save(context.session());
        if (!saved) return context.say("Not saved, so not quitting: " + saved.error(), true);
        context.mark_saved();
        context.farewell = "boardgames: the game was saved to " + saved->string();
        context.navigator.quit();
    };
    context.navigator.show(std::make_unique<ConfirmScreen>(
        context,
        match.outcome().over() ? "Save the finished game before quitting? (y/n)"
                               : "Save the game before quitting? (y/n)",
        std::vector<ConfirmScreen::Answer>{
            {'y', "y save and quit", save_and_quit},
            {'n', "n quit without saving", [&context] { context.navigator.quit(); }},
            {key_escape, "Esc go on playing", [] {}}}));
}

}  // namespace boardgames::ui
