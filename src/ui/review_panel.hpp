#pragma once
// The review's parts as text, apart from the terminal: the moves with their marks for the move
// list, the evaluation graph's columns and cells, each side's counts and accuracy, and the
// status line's verdict on a move cut to the screen. The review screen draws them; the tests
// read them.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "review.hpp"

namespace boardgames::ui {

// The game's moves with their marks where the review has them: "d4-d5??".
std::vector<std::string> moves_with_marks(const std::vector<std::string>& moves,
                                          const Review& review);

// One column of the evaluation graph.
struct GraphColumn {
    double chance = 0.5;       // the first side's, the mean of the positions it stands for
    std::size_t first = 0;     // those positions: [first, last), by plies played
    std::size_t last = 0;      //
    std::size_t ply = 0;       // the position a click on it shows: its worst move's, else first
    std::optional<Mark> mark;  // its worst move's mark, an inaccuracy or worse, once a column
};

// The graph across `width` columns: a position several columns wide in a short game, several
// positions a column in a long one.
std::vector<GraphColumn> graph_columns(const Review& review, int width);

// How much of the cell at `line` (0 the top) of a graph `lines` high a column worth `chance`
// fills, in eighths from its bottom: the graph is an area rising with the first side's chance.
int graph_fill(double chance, int line, int lines);
// The line holding the graph's middle (an even chance) at its half height: `lines` is odd.
constexpr int graph_middle(int lines) {
    return lines / 2;
}
// A cell filled `eighths` high: a block, or in ASCII a character about as tall.
std::string graph_cell(int eighths, bool unicode);

// Each side's inaccuracies, mistakes, blunders and accuracy as a table under a heading, within
// `width`: "         ?!   ?  ??  accuracy" then "squares   0   0   1       67%".
std::vector<std::string> summary_lines(const Review& review, int width);

// "move 8 (white)": the move into the position after `ply` moves as the move list numbers it,
// with its mover (none: "move 8").
std::string move_name(const GameInfo& game, std::size_t ply, int mover = -1);

// The status line on the move `move`: "8. white a1-a2??: blunder, squares wins in 21 -> loses in
// 21 (better: b1-a2; line b1-a2 b4-b3 ...)", within `width`: the line the computer expects goes
// first, then the values, so that it never wraps.
std::string verdict_text(const Review& review, const ReviewedMove& move, int width);

}  // namespace boardgames::ui
