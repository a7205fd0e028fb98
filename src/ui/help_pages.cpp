#include "help_pages.hpp"

namespace boardgames::ui {

std::vector<HelpPage> help_pages(const GameInfo& game, const std::vector<std::string>& keys) {
    std::vector<HelpPage> pages{{"Keys", keys}};
    std::vector<bool> placed(game.figures.size(), false);
    for (const RulesSection& section : rules_sections(game.rules_text)) {
        // Perft counts are for developers checking the rules core, not for learning the game.
        if (section.lines.empty() || section.heading == "Reference figures") continue;
        // The title and introduction read as the first page of the rules.
        pages.push_back({section.heading.empty() ? "Rules" : section.heading, section.lines});
        for (std::size_t i = 0; i < game.figures.size(); ++i)
            if (!section.heading.empty() && game.figures[i].section == section.heading) {
                pages.push_back({section.heading, {}, int(i)});
                placed[i] = true;
            }
    }
    for (std::size_t i = 0; i < game.figures.size(); ++i)
        if (!placed[i]) pages.push_back({"Figures", {}, int(i)});
    return pages;
}

int page_of_figure(const std::vector<HelpPage>& pages, int figure) {
    for (std::size_t i = 0; i < pages.size(); ++i)
        if (figure >= 0 && pages[i].figure == figure) return int(i);
    return 0;
}

}  // namespace boardgames::ui
