#include "open_screen.hpp"

#include <algorithm>
#include <utility>

#include "arrange_screen.hpp"
#include "confirm_screen.hpp"
#include "frame.hpp"
#include "keys.hpp"

namespace boardgames::ui {

OpenScreen::OpenScreen(Context& context, std::vector<std::filesystem::path> files)
    : ctx_(context), files_(std::move(files)) {}

void OpenScreen::handle(const Event& event) {
    if (event.kind != Event::Kind::Key) return;
    const int count = int(files_.size());
    if (is_up(event.key)) row_ = (row_ + count - 1) % count;
    if (is_down(event.key)) row_ = (row_ + 1) % count;
    if (event.key == key_escape || event.key == 'q') ctx_.show_play();
    if (!is_enter(event.key)) return;
    ctx_.show_play();
    open(files_[std::size_t(row_)]);
}

void OpenScreen::open(const std::filesystem::path& path) {
    auto opened = SaveStore::open(path);
    if (!opened) return ctx_.say("Not loaded: " + opened.error(), true);
    ctx_.session = std::move(opened).value();
    ctx_.position_changed();
    ctx_.say("Loaded " + path.filename().string(), false);
}

void OpenScreen::draw(Frame& frame) {
    const int width = std::min(frame.columns() - 2, 70), top = 3,
              left = std::max(0, (frame.columns() - width) / 2);
    const int shown = std::min<int>(int(files_.size()), frame.lines() - 8);
    frame.box(top, left, shown + 3, width, "Load a game (Enter load, Esc close)");
    const int first = std::max(0, row_ - shown + 1);
    for (int row = 0; row < shown; ++row) {
        const std::size_t index = std::size_t(first + row);
        if (index >= files_.size()) break;
        frame.put(top + 2 + row, left + 2, files_[index].filename().string(),
                  int(index) == row_ ? A_BOLD : A_REVERSE);
    }
}

void open_saved_game(Context& context) {
    auto files = context.saves.saved_games();
    if (files.empty())
        return context.say("No saved games in " + context.saves.folder().string(), true);
    context.show(std::make_unique<OpenScreen>(context, std::move(files)));
}

void save_game(Context& context) {
    const auto saved = context.saves.save(context.session);
    if (!saved) return context.say("Not saved: " + saved.error(), true);
    context.say("Saved to " + saved->string(), false);
}

bool offer_resume(Context& context) {
    const GameInfo& game = context.session.game();
    auto found = context.saves.interrupted(game);
    if (!found) {  // damaged: said once, the file kept aside for the curious
        context.say("The interrupted game could not be read: " + found.error(), true);
        return false;
    }
    if (!found->has_value()) return false;
    auto interrupted = std::make_shared<InterruptedGame>(std::move(*found.value()));
    const std::string question = "Resume the " + std::string(game.title) + " game interrupted on " +
                                 interrupted->date + " after " +
                                 std::to_string(interrupted->session.match().ply()) + " moves?";
    const auto resume = [&context, interrupted] {
        context.session = std::move(interrupted->session);
        context.saves.discard_interrupted(context.session.game());
        context.position_changed();
        context.say("Resumed", false);
    };
    const auto decline = [&context] {
        context.saves.discard_interrupted(context.session.game());
        context.say("", false);
        if (context.options.arrange) begin_arrangement(context);
    };
    context.show(std::make_unique<ConfirmScreen>(context, question, resume, decline));
    return true;
}

}  // namespace boardgames::ui
