#include "played_game.hpp"

#include "context.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

std::string game_over_line(const std::vector<std::string>& sentences,
                           const std::vector<std::string>& key_tails, int width) {
    const auto line = [](const std::string& sentence, const std::string& keys) {
        std::string text = "Game over: " + sentence + ".";
        if (!keys.empty()) text += "  " + keys;
        return text;
    };
    for (const std::string& sentence : sentences)
        for (const std::string& keys : key_tails)
            if (display_width(line(sentence, keys)) <= width) return line(sentence, keys);
    for (const std::string& sentence : sentences)
        if (display_width(line(sentence, "")) <= width) return line(sentence, "");
    return cut_to_width(line(sentences.empty() ? "" : sentences.back(), ""), width);
}

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
