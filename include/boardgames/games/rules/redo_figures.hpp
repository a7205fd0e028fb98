#pragma once
// The figures of Redo's rules: the seed's Pictures 1-14 (the start, the pieces, how discs and
// towers move, promotion, conversion by disc and by tower, the jump, the end and passing), the
// seed's drawings being lost, and one for each Ruling of docs/rules/redo.md that a board can
// show. Checked against the rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& redo_figures() {
    static const std::vector<Figure> figures = {
        // ---- Board and pieces ----
        {.source = original_rules("Picture 1"),
         .section = "Board and pieces",
         .caption = "The start: White's 14 discs fill ranks 1 and 2, Red's fill ranks 7 and 8. "
                    "White begins, so a7-a6 is refused and d2-d3 is a first move; d1-d3 is "
                    "refused too, as d2 stands in the way of the double step.",
         .position = "rrrrrrr/rrrrrrr/7/7/7/7/wwwwwww/wwwwwww w 0 0",
         .moves = {{.move = "d2-d3"},
                   {.move = "a7-a6", .legal = false, .refusal = "a7 is not yours"},
                   {.move = "d1-d3", .legal = false, .refusal = "d2 is in the way"}},
         .task = "Step the disc d2 forward: click d2, then d3."},
        {.source = original_rules("Picture 2"),
         .section = "Board and pieces",
         .caption = "The two pieces: a disc, one piece (w on c3, r on c6), and a tower, two "
                    "discs of one colour stacked (W on e3, R on e6). Disc and tower count 1 "
                    "point each: 2 each here.",
         .position = "7/7/2r1R2/7/7/2w1W2/7/7 w 0 0"},

        // ---- Moves ----
        {.source = original_rules("Picture 3"),
         .section = "Moves",
         .caption = "A disc steps one square forward or diagonally forward, and from its first "
                    "rank it may go two straight forward: b1-b3 as well as b1-b2. Hemmed in, "
                    "the disc d4 has only d4+e5, a promotion onto its own disc: it never moves "
                    "back (d4-d3) or sideways (d4-c4), onto an opposing disc (d4-d5) or a tower "
                    "(d4-c5), and never jumps (d4-d6).",
         .position = "6r/7/7/2Wrw2/3w3/7/7/1w5 w 0 0",
         .moves = {{.move = "b1-b3"},
                   {.move = "b1-b2"},
                   {.move = "d4+e5"},
                   {.move = "d4-d3", .legal = false, .refusal = "forward only"},
                   {.move = "d4-c4", .legal = false, .refusal = "forward only"},
                   {.move = "d4-d5",
                    .legal = false,
                    .refusal = "never moves onto an opposing disc"},
                   {.move = "d4-c5", .legal = false, .refusal = "never moves onto a tower"},
                   {.move = "d4-d6", .legal = false, .refusal = "a disc never jumps"}},
         .task = "Move the disc b1 two squares straight forward: click b1, then b3."},
        {.source = a_ruling,
         .section = "Moves",
         .caption = "The double step goes straight forward only, from the side's first rank "
                    "whatever the disc's history, and never onto an own disc. The disc Red "
                    "stepped from d2 to d1 was turned White by the tower's b2Xc1: d1-d3 is "
                    "legal now, d1-b3 and d1-f3 are not, and f1-f3 is refused as f3 holds a "
                    "White disc.",
         .position = "7/6r/7/7/7/5w1/1W1r3/5w1 r 0 0",
         .prelude = "d2-d1 b2Xc1 g7-g6",
         .moves = {{.move = "d1-d3"},
                   {.move = "d1-b3", .legal = false, .refusal = "straight forward only"},
                   {.move = "d1-f3", .legal = false, .refusal = "straight forward only"},
                   {.move = "f1-f3", .legal = false, .refusal = "never promotes"}}},
        {.source = original_rules("Picture 5"),
         .section = "Moves",
         .caption = "Red to move promotes: the disc e7 steps onto its own disc e6 and the two "
                    "become a tower, written e7+e6. Red may not pass instead, since e6 and a8 "
                    "could still step: passing is only for a player whose every move promotes.",
         .position = "r6/4r2/3wr2/4w2/5w1/7/7/7 r 0 0",
         .moves = {{.move = "e7+e6"},
                   {.move = "pass",
                    .legal = false,
                    .refusal = "passing is allowed only when every move would promote"}},
         .next_is_after = true,
         .task = "Promote: click the disc e7, then the Red disc e6 in front of it."},
        {.source = original_rules("Picture 6"),
         .section = "Moves",
         .caption = "After the promotion nothing has changed colour: the White discs d6 and e5, "
                    "beside and ahead of the new tower on e6, stay White. From now on the tower "
                    "converts and can be converted: f4Xf5 lands with e6 ahead on its left and "
                    "turns the whole tower White.",
         .position = "r6/7/3wR2/4w2/5w1/7/7/7 w 0 1",
         .moves = {{.move = "f4Xf5"}},
         .task = "Turn the Red tower White: click f4, then f5."},
        {.source = original_rules("Picture 4"),
         .section = "Moves",
         .caption = "How towers move: the White tower d4 steps one square in any direction, "
                    "backwards too (d4-d3), and jumps over the adjacent Red disc d5 to the empty "
                    "d6 (d4Xd6), turning it White. It never goes two squares without a disc to "
                    "jump: d4-d2 is refused.",
         .position = "r6/7/7/3r3/3W3/7/7/7 w 0 0",
         .moves = {{.move = "d4-d3"},
                   {.move = "d4Xd6"},
                   {.move = "d4-d2", .legal = false, .refusal = "d3 is empty"}}},
        {.source = a_ruling,
         .section = "Moves",
         .caption = "A tower steps one square in any of the eight directions to an empty "
                    "square, backwards and sideways included: d4-d3, d4-c4 and d4-e5 are all "
                    "legal. It never slides further: d4-d6 is refused.",
         .position = "r6/7/7/7/3W3/7/7/7 w 0 0",
         .moves = {{.move = "d4-d3"},
                   {.move = "d4-c4"},
                   {.move = "d4-e5"},
                   {.move = "d4-d6", .legal = false, .refusal = "d5 is empty"}},
         .task = "Step the tower d4 backwards: click d4, then d3."},
        {.source = a_ruling,
         .section = "Moves",
         .caption = "A tower jumps in any of the eight directions over an adjacent opposing "
                    "disc to the empty square just beyond, and the jumped disc turns: d4Xb2 "
                    "jumps backwards over c3 and turns it White. It cannot jump the Red tower "
                    "e4 (d4Xf4) nor its own disc d5 (d4-d6).",
         .position = "r6/7/7/3w3/3WR2/2r4/7/7 w 0 0",
         .moves = {{.move = "d4Xb2"},
                   {.move = "d4Xf4", .legal = false, .refusal = "e4 is a tower"},
                   {.move = "d4-d6", .legal = false, .refusal = "d5 is your own disc"}}},

        // ---- Conversion ----
        {.source = original_rules("Picture 7"),
         .section = "Conversion",
         .caption = "The White disc steps from d3 to the empty d4 and turns every Red piece of "
                    "its conversion zone: c4 on its left, d5 ahead and e5 ahead on its right. "
                    "Because it converts, the move is written d3Xd4.",
         .position = "r6/7/7/3rr2/2r4/3w3/7/7 w 0 0",
         .moves = {{.move = "d3Xd4"}},
         .task = "Turn three Red discs: click d3, then d4."},
        {.source = original_rules("Picture 8"),
         .section = "Conversion",
         .caption = "Only the pieces beside, diagonally ahead of or straight ahead of the "
                    "landing square change. d3Xe4 turns d4 (on its left) and f5 (ahead on its "
                    "right), but e3 and f3, behind the disc, stay Red.",
         .position = "r6/7/7/5r1/3r3/3wrr1/7/7 w 0 0",
         .moves = {{.move = "d3Xe4"}}},
        {.source = original_rules("Picture 9"),
         .section = "Conversion",
         .caption = "A tower converts like a disc when it moves to an empty square, its zone "
                    "facing its own forward (down, for Red). The Red tower steps from d6 to d5 "
                    "and turns c5 beside it and d4 and e4 ahead of it.",
         .position = "7/7/3R3/2w4/3ww2/7/7/6w r 0 0",
         .moves = {{.move = "d6Xd5"}},
         .task = "Step the Red tower to d5: click d6, then d5."},
        {.source = original_rules("Picture 10"),
         .section = "Conversion",
         .caption = "The zone faces the side's forward whatever way the tower went. The Red "
                    "tower steps back from d4 to d5: c5 beside it and e4 diagonally ahead "
                    "(below) turn Red, while d6 and e6, behind it, stay White.",
         .position = "7/7/3ww2/2w4/3Rw2/7/7/6w r 0 0",
         .moves = {{.move = "d4Xd5"}}},
        {.source = original_rules("Picture 11"),
         .section = "Conversion",
         .caption = "The White tower d3 jumps over the Red disc d4 and lands on the empty d5: "
                    "d3Xd5. The jumped disc turns White, and so does every Red piece of the "
                    "tower's zone around d5.",
         .position = "7/7/3R3/2r4/3rr2/3W3/7/7 w 0 0",
         .moves = {{.move = "d3Xd5"}},
         .next_is_after = true,
         .task = "Jump the tower d3 over d4: click d3, then d5."},
        {.source = original_rules("Picture 12"),
         .section = "Conversion",
         .caption = "After the jump: d4 turned White although it is behind the tower now, "
                    "being the jumped disc; c5 beside d5 and the tower d6 ahead of it turned "
                    "too. e4, diagonally behind d5 and not jumped, stays Red.",
         .position = "7/7/3W3/2wW3/3wr2/7/7/7 r 0 0"},

        // ---- Passing and the end ----
        {.source = original_rules("Picture 14"),
         .section = "Passing and the end",
         .caption = "White, whose only moves were promotions (a7+a8, a7+b8), has passed. Red's "
                    "only moves promote too (g2+g1, g2+f1), so Red may pass, and the second "
                    "pass in a row ends the game: White wins 4 pieces to 3.",
         .position = "www4/w6/7/7/7/7/6r/5rr w 0 0",
         .prelude = "pass",
         .moves = {{.move = "pass", .result = "white wins"}, {.move = "g2+g1"}},
         .task = "Pass with Red: with nothing selected, end the turn (right click or e)."},
        {.source = a_ruling,
         .section = "Passing and the end",
         .caption = "A player with no legal move passes automatically, and this pass counts "
                    "like a chosen one. White has just passed; Red's discs f1 and g1 cannot "
                    "move (g1-g2 is refused), so pass is Red's only move and, the second pass "
                    "in a row, it ends the game: White wins 3 to 2.",
         .position = "ww5/w6/7/7/7/7/7/5rr w 0 0",
         .prelude = "pass",
         .moves = {{.move = "pass", .result = "white wins"},
                   {.move = "g1-g2", .legal = false, .refusal = "forward only"}}},
        {.source = a_ruling,
         .section = "Passing and the end",
         .caption = "The game ends at once when one side has no piece left. c3Xc4 turns d5, "
                    "Red's last piece, and White wins.",
         .position = "7/7/7/3r3/7/2w4/7/7 w 0 0",
         .moves = {{.move = "c3Xc4", .result = "white wins"}}},
        {.source = original_rules("Picture 13"),
         .section = "Passing and the end",
         .caption = "No conversion is possible any more: there is no tower, every White disc "
                    "stands above every Red disc, and no two discs of one colour can ever meet "
                    "to make a tower. The game is over: White wins 3 to 2.",
         .position = "3w3/1w3w1/7/7/7/7/r3r2/7 w 0 0",
         .result = "white wins"},
        {.source = a_ruling,
         .section = "Passing and the end",
         .caption = "Conversion is no longer possible when there is no tower, no White disc "
                    "stands below a Red one, and no two discs of a colour have reaches (the "
                    "squares ahead inside a disc's forward cone) that meet. a4-a5 brings White's "
                    "low disc level with e5, and a5's reach (up to a8-d8) misses g7's (f8, g8), "
                    "so the game ends: White wins 2 to 1. After g7-g8 instead, a4 is still "
                    "below e5 and play goes on.",
         .position = "7/6w/7/4r2/w6/7/7/7 w 0 0",
         .moves = {{.move = "a4-a5", .result = "white wins"}, {.move = "g7-g8"}}},
        {.source = a_ruling,
         .section = "Passing and the end",
         .caption = "The game also ends after 40 moves in a row without a conversion, passes "
                    "included, and is scored as usual. 39 quiet moves have been played; a1-a2 "
                    "converts nothing, so it ends the game and White wins 2 to 1.",
         .position = "6R/7/7/7/7/7/7/Ww5 w 0 39",
         .moves = {{.move = "a1-a2", .result = "white wins"}}},
        {.source = a_ruling,
         .section = "Passing and the end",
         .caption = "The third occurrence of the same position (board and side to move) also "
                    "ends the game, scored as usual. White's tower has gone to g2 and back "
                    "twice, Red's to a7 and back once; Red's a7-a8 brings the first position "
                    "back, White to move, a third time, and White wins 2 to 1.",
         .position = "R6/7/7/7/7/3w3/7/6W w 0 0",
         .prelude = "g1-g2 a8-a7 g2-g1 a7-a8 g1-g2 a8-a7 g2-g1",
         .moves = {{.move = "a7-a8", .result = "white wins"}}},
    };
    return figures;
}

}  // namespace boardgames
