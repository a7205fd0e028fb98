#include "help_pages.hpp"

#include <algorithm>

namespace boardgames::ui {

std::vector<HelpPage> help_pages(const GameInfo& game, const std::vector<std::string>& keys) {
    std::vector<HelpPage> pages{{"Keys", keys}};
    // What the marks on the board mean, after the keys (board_painter draws them).
    pages.front().lines.insert(
        pages.front().lines.end(),
        {"", "The board's marks:", "  green rules          a piece that can move (a quiet frame)",
         "  yellow ground        the piece selected, and its path",
         "  green patch, *       where it may go (on an empty cell, where the piece would stand)",
         "  salmon band, x  x    where it may go taking or converting (x at each end)",
         "  magenta              what the last move took, or the move pointed at would",
         "  cyan rules           the last move (the rules above and below its cells)",
         "  violet frame         the hint",
         "  Without colour: targets underlined, captures between > and <, the last move framed",
         "  with =, the hint with ~, what was taken with x corners."});
    for (const IllustratedSection& part : illustrated_sections(game.rules_text, game.figures)) {
        const RulesSection& section = part.section;
        // Perft counts are for developers checking the rules core, not for learning the game.
        if (section.heading == "Reference figures") continue;
        // The title and introduction read as the first page of the rules, after the game in
        // one line: what a newcomer looks for first.
        if (section.heading.empty()) {
            std::vector<std::string> lines = section.lines;
            lines.insert(lines.begin() + std::min<std::ptrdiff_t>(1, std::ssize(lines)),
                         {"", "In short: " + std::string(game.summary) + "."});
            pages.push_back({"Rules", lines});
        } else if (!section.lines.empty()) {
            pages.push_back({section.heading, section.lines});
        }
        for (const std::size_t figure : part.figures)
            pages.push_back({section.heading, {}, int(figure)});
    }
    return pages;
}

int page_of_figure(const std::vector<HelpPage>& pages, int figure) {
    for (std::size_t i = 0; i < pages.size(); ++i)
        if (figure >= 0 && pages[i].figure == figure) return int(i);
    return 0;
}

}  // namespace boardgames::ui
