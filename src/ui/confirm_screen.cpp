#include "confirm_screen.hpp"

#include <utility>

#include "frame.hpp"

namespace boardgames::ui {

ConfirmScreen::ConfirmScreen(Context& context, std::string question, std::function<void()> yes,
                             std::function<void()> no)
    : ctx_(context), question_(std::move(question)), yes_(std::move(yes)), no_(std::move(no)) {}

void ConfirmScreen::handle(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    ctx_.show_play();  // before the answer, which may show another screen
    if (event.key == 'y' || event.key == 'Y')
        yes_();
    else
        no_();
}

void ConfirmScreen::draw(Frame& frame) {
    frame.status(question_ + " (y/n)", frame.attribute(Role::Error));
}

std::string ConfirmScreen::hints() const {
    return "y yes  any other key no";
}

void confirm_if_playing(Context& context, const std::string& question,
                        std::function<void()> action) {
    const AnyMatch& match = context.session.match();
    if (match.ply() == 0 || match.outcome().over()) return action();
    context.show(std::make_unique<ConfirmScreen>(context, question, std::move(action)));
}

}  // namespace boardgames::ui
