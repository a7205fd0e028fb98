#pragma once
// The help screen's pages, as data: first the keys, then the rules section by section, each
// section followed by a page for each of its figures. Knows no screen: the HelpScreen draws
// them and turns them.

#include <string>
#include <vector>

#include "boardgames/play/any_match.hpp"

namespace boardgames::ui {

struct HelpPage {
    std::string heading;             // "Keys", "Moves"
    std::vector<std::string> lines;  // the text, unwrapped; a figure page has none
    int figure = -1;                 // the figure's index in GameInfo::figures, or -1
};

// `keys`: the Mouse and Keys lines of help_keys().
std::vector<HelpPage> help_pages(const GameInfo& game, const std::vector<std::string>& keys);

// The page that shows figure `figure`, or 0 (the keys) when none does.
int page_of_figure(const std::vector<HelpPage>& pages, int figure);

}  // namespace boardgames::ui
