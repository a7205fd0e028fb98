#pragma once
// The figures of Breakthrough's rules. The original rules have no figures: these are
// illustrations of ours, one for each of its three moves and two ways to win, and one for each
// Ruling of docs/rules/breakthrough.md that a board can show.
// Checked against the rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& breakthrough_figures() {
    // A middle game where white's c4 and d4 meet black's d5: every kind of move at once.
    static constexpr std::string_view middle_game =
        "bb1bb1bb/b1b2bb1/1b2b3/3b4/2ww4/w4w2/1ww1w1ww/ww1www1w w";
    static const std::vector<Figure> figures = {
        {.source = a_ruling,
         .section = "Board and pieces",
         .caption = "The start: white on ranks 1 and 2, black on ranks 7 and 8. White moves "
                    "first, and every first move is a step of a piece of rank 2.",
         .position = "bbbbbbbb/bbbbbbbb/8/8/8/8/wwwwwwww/wwwwwwww w",
         .moves = {{.move = "b2-b3"},
                   {.move = "b7-b6", .legal = false, .refusal = "b7 is not yours: white to move"}}},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "A straight step: c4 moves straight forward to the empty c5. A piece never "
                    "moves backwards or sideways.",
         .position = middle_game,
         .moves = {{.move = "c4-c5"},
                   {.move = "c4-c3", .legal = false, .refusal = "the moves from c4 are"}},
         .task = "Step c4 straight forward: click c4, then c5."},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "A diagonal step: d4 moves diagonally forward to an empty square, e5 or c5.",
         .position = middle_game,
         .moves = {{.move = "d4-e5"}, {.move = "d4-c5"}},
         .task = "Step d4 diagonally forward to e5: click d4, then e5."},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "A piece never takes straight forward: black's d5 blocks d4, which may "
                    "only step diagonally.",
         .position = middle_game,
         .moves = {{.move = "d4-d5",
                    .legal = false,
                    .refusal = "the moves from d4 are d4-c5, d4-e5"}}},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "A capture: c4 moves diagonally forward onto black's d5, which is removed. "
                    "Black's e6 may take back on d5 the same way.",
         .position = middle_game,
         .moves = {{.move = "c4Xd5"}},
         .task = "Take d5 with c4: click c4, then d5."},
        {.source = our_illustration,
         .section = "Moves",
         .caption = "Captures are not compulsory: c4 could take d5, but white may make any "
                    "other move instead, here f3-f4.",
         .position = middle_game,
         .moves = {{.move = "f3-f4"}, {.move = "c4Xd5"}},
         .task = "Captures are not compulsory: leave d5 and step f3 to f4 (click f3, then f4)."},
        {.source = our_illustration,
         .section = "End of the game",
         .caption = "A piece that reaches the far rank wins at once: f7 steps diagonally to "
                    "the empty e8 (or g8), although black is about to take on d2 or f2. f7 "
                    "cannot step to f8: black's piece there blocks it.",
         .position = "bb1b1b1b/1b3w2/2b5/8/8/1w2b3/ww1w1www/w2ww3 w",
         .moves = {{.move = "f7-e8", .result = "white wins"},
                   {.move = "f7-f8", .legal = false, .refusal = "the moves from f7 are"}},
         .task = "Reach the far rank: step f7 to e8 (click f7, then e8)."},
        {.source = our_illustration,
         .section = "End of the game",
         .caption = "Taking the last opposing piece wins: black has only d4 left, and c3 "
                    "takes it.",
         .position = "8/8/8/8/3b4/2w5/w4w2/1ww5 w",
         .moves = {{.move = "c3Xd4", .result = "white wins"}},
         .task = "Take black's last piece: click c3, then d4."},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "A side with a piece always has a move. a4 is stuck: black's a5 blocks it "
                    "straight ahead and its own b5 diagonally. But b5, white's most advanced "
                    "piece, has nothing of its own ahead: it steps to a6 or takes c6.",
         .position = "6b1/5b2/1bb5/bw6/w7/8/8/8 w",
         .moves = {{.move = "a4-a5", .legal = false, .refusal = "a4 has no legal move"},
                   {.move = "b5-a6"},
                   {.move = "b5Xc6"}}},
    };
    return figures;
}

}  // namespace boardgames
