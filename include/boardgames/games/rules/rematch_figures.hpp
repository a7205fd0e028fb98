#pragma once
// The figures of ReMATCH's rules: the seed's nine (Fig. 1-9, lost there, rebuilt here from
// their captions) and one for each Ruling of docs/rules/rematch.md that a board can show.
// Checked against the rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& rematch_figures() {
    static const std::vector<Figure> figures = {
        {.source = original_rules("Fig. 3"),
         .section = "Starting position",
         .caption = "The start, Red against Orange and White: Red's arc d2 e3 e4 e5 at the top, "
                    "White's c1 b1 a1 a2 at the bottom left, Orange's a3 b4 c5 d5 at the bottom "
                    "right. The team starts with the colour on its right, Orange: d5-d4 is a "
                    "first move, White's b1-b2 is refused.",
         .position = "rrr/r2o/w3o/w2o/wwo t o 0",
         .moves = {{.move = "d5-d4"},
                   {.move = "b1-b2", .legal = false, .refusal = "b1 is not yours: orange to move"}},
         .task = "Open the game with Orange: click d5, then d4."},
        {.source = a_ruling,
         .section = "Starting position",
         .caption = "Ruling: the 12 pieces start on the 12 edge tiles and the 7 central tiles are "
                    "empty. Opposing pieces touch at d2 and c1, e5 and d5, a2 and a3, but no tile "
                    "beyond them is empty, so nothing can capture and every first move is a step "
                    "inward: a3-b3 is legal, a3-a2 onto White's piece is refused.",
         .position = "rrr/r2o/w3o/w2o/wwo t o 0",
         .moves = {{.move = "a3-b3"},
                   {.move = "a3-a2", .legal = false, .refusal = "the moves from a3 are a3-b3"}}},
        {.source = a_ruling,
         .section = "Turn order",
         .caption = "Ruling: if the colour due has no legal move, the team moves with its other "
                    "colour, and the alternation goes on from the colour that moved. Orange is "
                    "due, but a1 is hemmed in (a2, b1, b2 are full, and so are a3, c1, c3 beyond "
                    "them): a1-b2 is refused and White moves, b2-b3; Orange is due again at the "
                    "team's next turn.",
         .position = "3/4/r1w2/ww2/owr t o 0",
         .moves = {{.move = "b2-b3"},
                   {.move = "a1-b2",
                    .legal = false,
                    .refusal = "orange has no legal move, so white moves for the team"}}},
        {.source = original_rules("Fig. 4"),
         .section = "Moving",
         .caption = "A piece or a stack steps to an empty neighbouring tile, in any of the six "
                    "directions. The stack on c3 (white on red, so White's) steps to d4 and the "
                    "piece on c4 to d5; c3-c4 is refused (c4 is full), and so is c3-e5 (two "
                    "tiles away).",
         .position = "1r1/4/2[wr]w1/4/2o t w 0",
         .moves = {{.move = "c3-d4"},
                   {.move = "c4-d5"},
                   {.move = "c3-c4", .legal = false, .refusal = "the moves from c3 are"},
                   {.move = "c3-e5", .legal = false, .refusal = "the moves from c3 are"}},
         .task = "Step White's stack from c3 to d4: click c3, then d4."},
        {.source = original_rules("Fig. 5"),
         .section = "Capturing",
         .caption = "Before capturing: White's b2 stands next to c3, a red piece on an orange "
                    "one, and d4 beyond c3 is empty. b2 can capture, so it must: the step b2-b1 "
                    "is refused.",
         .position = "r2/4/2[ro]2/1w2/3 t w 0",
         .moves = {{.move = "b2-b1", .legal = false, .refusal = "capturing is compulsory"}}},
        {.source = original_rules("Fig. 6"),
         .section = "Capturing",
         .caption = "Jumping: b2 jumps over c3 to d4 and takes only c3's top piece, the red one, "
                    "which goes under the jumper. A tile is jumped once in a move, so b2Xd4Xb2, "
                    "back over c3's orange piece, is refused.",
         .position = "r2/4/2[ro]2/1w2/3 t w 0",
         .moves = {{.move = "b2Xd4"},
                   {.move = "b2Xd4Xb2", .legal = false, .refusal = "c3 was jumped already"}},
         .next_is_after = true,
         .task = "Capture the top piece of c3 with b2: click b2, then d4."},
        {.source = original_rules("Fig. 7"),
         .section = "Capturing",
         .caption = "After capturing: d4 holds White's stack, white on red, and c3 keeps the "
                    "orange piece, now its top. The only stack next to d4 is c3, already "
                    "jumped, so the move ends and Red is to move.",
         .position = "r2/2[wr]1/2o2/4/3 r o 0"},
        {.source = original_rules("Fig. 8"),
         .section = "Capturing",
         .caption = "The white stack on a1 must capture all three tops in one move: b2's red "
                    "(landing on c3), c4's red (landing on c5) and d5's orange (landing on e5). "
                    "Stopping early is refused: a1Xc3 and a1Xc3Xc5 must go on.",
         .position = "3/3[or]/3[ro]1/1[rw]2/[wr]2 t w 0",
         .moves =
             {{.move = "a1Xc3Xc5Xe5"},
              {.move = "a1Xc3", .legal = false, .refusal = "a capture must go on while it can"},
              {.move = "a1Xc3Xc5", .legal = false, .refusal = "a capture must go on while it can"}},
         .task = "Capture three times with the stack on a1: click a1, then c3, c5 and e5."},
        {.source = a_ruling,
         .section = "Capturing",
         .caption = "Ruling: a captured piece goes under the jumper at once, and the jumper's "
                    "start tile is empty as soon as it leaves. c3 jumps d4 to e5, e4 to e3, then "
                    "d3 back to its own start c3 (or the same loop the other way round); d4 still "
                    "holds its orange piece but cannot be jumped twice, so c3Xe5Xe3Xc3Xe5 is "
                    "refused.",
         .position = "1r1/1o[ro]1/2w2/4/r2 t w 0",
         .moves = {{.move = "c3Xe5Xe3Xc3"},
                   {.move = "c3Xe3Xe5Xc3"},
                   {.move = "c3Xe5Xe3Xc3Xe5", .legal = false, .refusal = "d4 was jumped already"}}},
        {.source = original_rules("Fig. 9"),
         .section = "Capturing",
         .caption = "Flying King's capture, Red's alone: e5 flies over the empty d4 and c3, takes "
                    "b2's white piece and lands on a1, just beyond it. It is optional: Red may "
                    "step instead, as e5-e4 here.",
         .position = "2r/4/5/1w2/2o r w 0",
         .moves = {{.move = "e5Xa1"}, {.move = "e5-e4"}},
         .task = "Capture from afar with Red: click e5, then a1."},
        {.source = a_ruling,
         .section = "Capturing",
         .caption = "Ruling: after any capture, a further capture from the landing tile, flying "
                    "ones included, must be made in the same move. e4 need not capture (e4-e5 is "
                    "legal), but once it has flown over d3 to take c2 and landed on b1, it must "
                    "fly on over b2 to take b3 and land on b4: e4Xb1 is refused.",
         .position = "1r1/4/1w3/2o1/1w1 r w 0",
         .moves = {{.move = "e4Xb1Xb4"},
                   {.move = "e4-e5"},
                   {.move = "e4Xb1",
                    .legal = false,
                    .refusal = "a capture must go on while it can"}},
         .task = "Fly twice with Red: click e4, then b1, then b4."},
        {.source = original_rules("Fig. 1"),
         .section = "End of the game",
         .caption = "End of the game, Red has won: every white and orange piece lies under a red "
                    "top (e5, d3, b3, a1), so the team tops no stack.",
         .position = "2[rww]/1[rwo]2/5/2[roo]1/[rwo]2 t w 0",
         .result = "red wins"},
        {.source = original_rules("Fig. 2"),
         .section = "End of the game",
         .caption = "End of the game, the team has won: the four red pieces lie under White's c3 "
                    "and Orange's d3 and b2, so Red tops no stack.",
         .position = "3/1[or]2/2[wrr]w1/1[or]2/3 r w 0",
         .result = "team wins"},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "Ruling: a move that wins wins even when it is also the 40th move without a "
                    "capture. Here c4-b4 is the 40th and hems in Red's only piece a3 (a2, b3, b4 "
                    "full, and a1, c3, c5 beyond them): the team wins. c4-d4, also the 40th, is "
                    "a draw.",
         .position = "3/4/2www/2o1/oor t w 39",
         .moves = {{.move = "c4-b4", .result = "team wins"}, {.move = "c4-d4", .result = "draw"}},
         .task = "Block Red's last piece: click c4, then b4."},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "Ruling: the team is blocked only when neither of its colours can move. Red's "
                    "b3-b2 hems in White's only piece a1 while White is due, but Orange can "
                    "still move (it must capture), so the game goes on with Orange.",
         .position = "3/4/r1r2/o1r1/woo r w 0",
         .moves = {{.move = "b3-b2"}}},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "Ruling: the third occurrence of the same position (board, side to move and "
                    "team colour due) is a draw. Orange's only piece lies under Red's, so White "
                    "moves at every team turn; both sides have stepped out and back twice, and "
                    "Red's e5-e4 brings back red on e4, white on a2, team to move, a third time.",
         .position = "1[ro]1/4/5/4/1w1 t o 0",
         .prelude = "a2-a1 e4-e5 a1-a2 e5-e4 a2-a1 e4-e5 a1-a2",
         .moves = {{.move = "e5-e4", .result = "draw"}}},
    };
    return figures;
}

}  // namespace boardgames
