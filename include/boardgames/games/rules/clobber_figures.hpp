#pragma once
// The figures of Clobber's rules. No text of the original rules with figures is at hand: these
// are illustrations of ours, one for the move and each way a game ends, and one for the
// Rulings of docs/rules/clobber.md that a board can show (the board, the start, who moves
// first). Checked against the rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& clobber_figures() {
    // A few stones left in the middle of the board, white to move.
    static constexpr std::string_view middle_game = "5/1b3/2bw1/2wb1/1w3/5 w";
    static const std::vector<Figure> figures = {
        {.source = a_ruling,
         .section = "Board and stones",
         .caption = "The start: 5 columns by 6 rows, every square filled, the colours "
                    "alternating, a white stone on a1. White moves first, and every first move "
                    "takes: a1 may take a2 or b1.",
         .position = "bwbwb/wbwbw/bwbwb/wbwbw/bwbwb/wbwbw w",
         .moves = {{.move = "a1Xa2"},
                   {.move = "a1Xb1"},
                   {.move = "b1Xb2", .legal = false, .refusal = "b1 is not yours"}},
         .task = "Make the first move: take the black stone on a2 with a1 (click a1, then a2)."},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "A take: c3 moves onto the black stone beside it on c4 (or d3), which "
                    "leaves the board. A stone never moves to an empty square: c3 cannot go to "
                    "b3, and b2, with no black stone beside it, cannot move at all.",
         .position = middle_game,
         .moves = {{.move = "c3Xc4"},
                   {.move = "c3-b3", .legal = false, .refusal = "the moves from c3 are"},
                   {.move = "b2-b3", .legal = false, .refusal = "b2 has no legal move"}},
         .task = "Take c4 with c3: click c3, then c4."},
        {.source = our_illustration,
         .section = "End of the game",
         .caption = "White takes a2 with a1, and black's last stone, e1, has no white stone "
                    "beside it: black cannot move and loses. White's e6 could not have moved "
                    "either; it did not need to.",
         .position = "4w/5/5/5/b4/w3b w",
         .moves = {{.move = "a1Xa2", .result = "white wins"}},
         .task = "Leave black without a move: take a2 with a1 (click a1, then a2)."},
        {.source = our_illustration,
         .section = "End of the game",
         .caption = "Black is to move and has two stones, but neither has a white stone beside "
                    "it: black cannot move, and white has won, with stones to spare.",
         .position = "4w/5/5/b3b/5/w1w2 b",
         .result = "white wins"},
    };
    return figures;
}

}  // namespace boardgames
