#pragma once
// A question on the status line, answered by a key, with its details (if any) in a box above:
// "Abandon this game? (y/n)" (y does it, any other key does not), or a question whose every
// answer is named and which other keys leave asked ("Resume the game after 12 moves? (y/n)").

#include <functional>
#include <string>
#include <vector>

#include "context.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class ConfirmScreen final : public Dialog {
  public:
    struct Answer {
        int key;            // 'y' (either case), key_escape...; any_other_key: what others do
        std::string label;  // for the bottom line: "y save and quit"
        std::function<void()> action;
    };
    static constexpr int any_other_key = -1;
    // Told in a box above the question: its title, and paragraphs wrapped to fit.
    struct Details {
        std::string title;
        std::vector<std::string> paragraphs;
    };

    ConfirmScreen(Context& context, std::string question, std::vector<Answer> answers,
                  Details details = {});
    // "`question` (y/n)": y does `yes`; any other key does `no`.
    ConfirmScreen(
        Context& context, std::string question, std::function<void()> yes,
        std::function<void()> no = [] {});

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;

  private:
    const Answer* answer_to(int key) const;

    Navigator& navigator_;
    std::string question_;
    std::vector<Answer> answers_;
    Details details_;
    bool unanswered_key_ = false;  // a key that answers nothing: the answers are named again
};

// Does `action` at once when no game is under way (none started, or over); else asks first.
void confirm_if_playing(Context& context, const std::string& question,
                        std::function<void()> action);

// Quits, first offering to save a game under way: y saves (and quits once saved), n quits
// without saving, Esc stays.
void quit_game(Context& context);

}  // namespace boardgames::ui
