#include "move_log.hpp"

#include <algorithm>
#include <cctype>

#include "game_record.hpp"

namespace boardgames::ui {
namespace {

// A round number ("12. ") begins at `at`.
bool round_number_at(const std::string& text, std::size_t at) {
    std::size_t end = at;
    while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end])))
        ++end;
    return end > at && text.compare(end, 2, ". ") == 0;
}

}  // namespace

std::string fit_move_log(const std::vector<std::string>& moves, int width) {
    const std::string text = moves.empty() ? "(none yet)" : numbered_moves(moves);
    if (int(text.size()) <= width) return text;
    const std::string ellipsis = "... ";
    if (width <= int(ellipsis.size()))
        return text.substr(text.size() - std::size_t(std::max(width, 0)));
    // Whatever starts before `cut` cannot be shown beside the ellipsis.
    const std::size_t cut = text.size() - std::size_t(width) + ellipsis.size();
    std::size_t first_word = std::string::npos;
    for (std::size_t at = cut; at < text.size(); ++at) {
        if (text[at - 1] != ' ' || text[at] == ' ') continue;
        if (round_number_at(text, at)) return ellipsis + text.substr(at);
        if (first_word == std::string::npos) first_word = at;
    }
    return ellipsis + text.substr(first_word == std::string::npos ? cut : first_word);
}

}  // namespace boardgames::ui
