#pragma once
// `boardgames rules GAME`: the rules as plain text, each figure after the section it
// illustrates, drawn as an ASCII board with the move it shows in brackets.

#include <string>

#include "boardgames/play/any_match.hpp"
#include "figure_scene.hpp"

namespace boardgames {

// One figure: its title, caption, board and what the rules say of each move shown.
std::string figure_text(const FigureScene& scene);

// The whole rules text with every figure in place; a figure the rules core refuses is printed
// as the error that says so (the tests keep that from happening).
std::string rules_with_figures(const GameInfo& game);

}  // namespace boardgames
