#include "local_game.hpp"

#include <curses.h>

#include "context.hpp"

namespace boardgames::ui {

std::optional<std::string> LocalGame::why_no_move() const {
    if (over()) return "The game is over: n for a new game, p to replay it";
    if (session_.mode() == Mode::ComputerVsComputer)
        return "You are watching: space pauses the demo, m changes who plays";
    if (!session_.human_to_move()) return "Wait: the computer is to move";
    return std::nullopt;
}

Result<bool> LocalGame::play(const std::string& move) {
    const auto played = session_.play(move);
    if (!played) return fail(played.error());
    return true;
}

std::string LocalGame::turn_status(const Context& context) const {
    const AnyMatch& match = session_.match();
    if (match.outcome().over()) {
        const auto& series = session_.series();
        const bool series_goes_on = series && series->winner() < 0;
        const std::vector<std::string> keys =
            series_goes_on
                ? std::vector<std::string>{"n: next game of the series   p: review", "n: next game"}
                : std::vector<std::string>{"n: new game   p: review", "n: new game"};
        return game_over_line(session_.game_over_sentences(), keys, COLS);
    }
    std::string text = context.mover_text(match);
    if (!session_.human_to_move())
        return text + (context.paused ? ": the demo is paused (space)"
                                      : ": the computer (level " +
                                            std::to_string(session_.occupant_to_move().level) +
                                            ") is thinking...");
    if (context.entry.active()) return text + context.entering_text();
    if (context.entry.pass_move()) return text + ": select a piece, or e to pass";
    return text + ": select a piece";
}

std::string LocalGame::whereabouts() const {
    if (over()) return "Game over: " + result();
    return mode_name(session_.mode());
}

}  // namespace boardgames::ui
