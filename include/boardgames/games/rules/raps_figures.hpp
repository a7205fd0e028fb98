#pragma once
// The figures of RAPS's rules: the seed's three (a step, a jump, a take, drawn there in ASCII)
// and one for each Ruling of docs/rules/raps.md that a board can show. Checked against the
// rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& raps_figures() {
    static const std::vector<Figure> figures = {
        {.source = a_ruling,
         .section = "Board and pieces",
         .caption = "The start: squares on rank 1, circles on rank 4. Squares move first, "
                    "and every first move is a step: nothing is next to anything to jump.",
         .position = "OOOO/4/4/#### #",
         .moves = {{.move = "b1-b2"},
                   {.move = "b1^b3", .legal = false, .refusal = "the moves from b1 are"}}},
        {.source = original_rules("Move 1"),
         .section = "Moves",
         .caption = "A step: a piece moves to an empty square next to it, in any of the eight "
                    "directions. Here b1 steps diagonally to a2.",
         .position = "OOOO/4/4/#### #",
         .moves = {{.move = "b1-a2"}},
         .task = "Step b1 diagonally to a2: click b1, then a2."},
        {.source = original_rules("Move 2"),
         .section = "Moves",
         .caption = "A jump over one of your own pieces to the empty square beyond it: a1 "
                    "jumps over a2 to a3. Nothing is removed. One piece at a time: a1 cannot "
                    "jump a2 and a3 to a4.",
         .position = "OO1O/3O/#3/#1## #",
         .moves = {{.move = "a1^a3"},
                   {.move = "a1^a4", .legal = false, .refusal = "the moves from a1 are"}},
         .task = "Jump a1 over your own piece on a2: click a1, then a3."},
        {.source = original_rules("Move 3"),
         .section = "Moves",
         .caption = "A take: the same as a jump but over an opposing piece, which is removed. "
                    "a2 takes b3 and lands on c4, the far rank: squares win at once.",
         .position = "3O/1O1O/#3/#3 #",
         .moves = {{.move = "a2Xc4", .result = "squares wins"}},
         .task = "Take b3 with a2: click a2, then c4."},
        {.source = a_ruling,
         .section = "Moves",
         .caption = "Taking is compulsory: while a take is possible, no other move is legal. "
                    "a1 could step to a2 or b1, but it must take b2 and land on c3.",
         .position = "OO2/4/1O2/#3 #",
         .moves = {{.move = "a1Xc3"},
                   {.move = "a1-a2", .legal = false, .refusal = "taking is compulsory"}},
         .task = "A take is possible, so it must be made: take b2 with a1 (click a1, then c3)."},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "The same position for the third time is a draw by repetition. Both sides "
                    "have stepped a piece out and back: circles' d3-d4 brings back the start, "
                    "with squares to move, a third time.",
         .position = "OOOO/4/4/#### #",
         .prelude = "a1-a2 d4-d3 a2-a1 d3-d4 a1-a2 d4-d3 a2-a1",
         .moves = {{.move = "d3-d4", .result = "draw"}}},
    };
    return figures;
}

}  // namespace boardgames
