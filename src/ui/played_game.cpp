#include "played_game.hpp"

#include "context.hpp"

namespace boardgames::ui {

bool PlayedGame::over() const {
    return session_.match().outcome().over() || !ended_outside_rules().empty();
}

std::string PlayedGame::result() const {
    if (const std::string ended = ended_outside_rules(); !ended.empty()) return ended;
    return session_.match().outcome().over() ? session_.match().result_sentence() : "";
}

void PlayedGame::act(Context& context, PlayAction) {
    context.say("Not here: that key is for a game at a table", true);
}

}  // namespace boardgames::ui
