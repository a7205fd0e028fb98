#pragma once
// A series at a glance, by person (not by army, which changes hands every game): each person's
// points and, game by game, the side (army) they played and what they earned.

#include <string>
#include <vector>

#include "session.hpp"

namespace boardgames::ui {

// "Series, first to 3: game 3", a heading ("         pts 1  2": the points, then the games by
// number), a line a person ("you      1½  r1 w½": the army's shortest distinct prefix and the
// points of each game, the latest last) and, once a game counted, a legend of the cells. Empty
// without a series. `width`: the lines are cut to it, older games left out first.
std::vector<std::string> series_table(const Session& session, int width);

}  // namespace boardgames::ui
