#pragma once
// A figure of a game's rules made ready to show: the board it shows (after its prelude), the
// cells of the move it points at, and a line for each move saying what the rules core makes of
// it. Shared by `boardgames rules` (ASCII boards), the help screen and the tutorial, which draw
// it each their own way. Knows no rule: the match says what is legal and why not.

#include <memory>
#include <string>
#include <vector>

#include "boardgames/core/board_view.hpp"
#include "boardgames/core/result.hpp"
#include "boardgames/play/any_match.hpp"
#include "session.hpp"

namespace boardgames {

struct ShownMove {
    std::string move;
    bool legal = false;
    std::vector<int> cells;  // the cells it goes through, as far as the board names them
    // An illegal move: the cell the rules object to, where their reason starts with one
    // ("e4 faces the jumper with the same colour"); else none.
    std::vector<int> objection;
    std::string verdict;  // "legal", "legal: squares wins (reached the far rank)", "illegal: ..."
};

struct FigureScene {
    const Figure* figure = nullptr;
    int number = 0;                   // 1-based, in the game's list
    std::unique_ptr<AnyMatch> match;  // at the position shown, its prelude played
    BoardView view;
    std::vector<ShownMove> moves;
    // "Figure 5 (Fig. 5 of the original rules)", "Figure 1 (a ruling of this program)",
    // "Figure 2 (an illustration of this program)"
    std::string title;
};

// Where a figure comes from, in the words of its title: "Fig. 5 of the original rules", "a
// ruling of this program", "an illustration of this program".
std::string origin_words(const FigureSource& source);

// A game at the position a figure shows, its prelude played (or why the rules refuse it): the
// practice game of "try it" and the tutorial's lesson start from it.
Result<Session> figure_session(const GameInfo& game, const Figure& figure);

// The figure `index` of `game` set up through its rules core (or why that fails: a figure that
// no longer agrees with the rules).
Result<FigureScene> figure_scene(const GameInfo& game, std::size_t index);

// Who is to move in the figure ("White to move"), or how its game ended ("Game over: red
// wins (...)").
std::string figure_situation(const FigureScene& scene);

// The moves of `game` that its figures make tutorial steps of, by figure index.
std::vector<std::size_t> tutorial_figures(const GameInfo& game);

// The cells named in a move's text ("a2Xc4": a2 and c4), in order, for a move the rules refuse.
std::vector<int> cells_named(const BoardView& view, const std::string& move);

}  // namespace boardgames
