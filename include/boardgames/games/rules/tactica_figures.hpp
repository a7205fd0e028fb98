#pragma once
// The figures of the rules of Tactica "S": the seed's pictures, which are lost (the moves of the
// cross, the horse and the star, the stop, the starting position, capture examples A-E, the
// blocking examples, "four at once", "lots in a row" and the illegal repeating plays), and one
// for each Ruling of docs/rules/tactica.md that a board can show. Checked against the rules
// core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& tactica_figures() {
    static const std::vector<Figure> figures = {
        {.source = original_rules("Cross picture"),
         .section = "Board and pieces",
         .caption = "The cross slides orthogonally as far as the squares are empty: from d4 it "
                    "reaches all of rank 4 and file d up to d6, where the white horse on d7 stops "
                    "it. A diagonal such as d4-f6 is refused, and so is d4-d8, over the horse.",
         .position = "8/3h4/8/8/3C4/8/8/8 b",
         .moves = {{.move = "d4-d6"},
                   {.move = "d4-f6", .legal = false, .refusal = "never diagonally"},
                   {.move = "d4-d8", .legal = false, .refusal = "d7 is in the way"}},
         .task = "Slide the cross from d4 up to d6: click d4, then d6."},
        {.source = original_rules("Horse picture"),
         .section = "Board and pieces",
         .caption = "The horse slides diagonally: from d4 along all four diagonals, but on the "
                    "way to the upper right only to e5, as the white cross on f6 stands in the "
                    "way. d4-g1 is a horse move; d4-d6, straight ahead, is not.",
         .position = "8/8/5c2/8/3H4/8/8/8 b",
         .moves = {{.move = "d4-g1"},
                   {.move = "d4-d6", .legal = false, .refusal = "diagonals only"},
                   {.move = "d4-g7", .legal = false, .refusal = "f6 is in the way"}},
         .task = "Slide the horse diagonally from d4 to g1: click d4, then g1."},
        {.source = a_ruling,
         .section = "Board and pieces",
         .caption = "Two horses a side (Ruling). They start on b1 and g1, and a horse moves only "
                    "diagonally, so it keeps to the squares of its start's colour on a "
                    "chessboard: b1-f5 and g1-c5 reach different halves of the board.",
         .position = "1h4h1/8/8/8/8/8/8/1H4H1 b",
         .moves = {{.move = "b1-f5"},
                   {.move = "g1-c5"},
                   {.move = "b1-b5", .legal = false, .refusal = "diagonals only"}}},
        {.source = original_rules("Star picture"),
         .section = "Board and pieces",
         .caption = "The star slides in all eight directions, like a cross and a horse together: "
                    "d4-h8, d4-d8 and d4-a4 are all star moves. It stops before the white horse "
                    "on f4 and before the stop on b6, and it never jumps: d4-e6 is refused.",
         .position = "8/8/1*c6/8/3S1h2/8/8/8 b",
         .moves = {{.move = "d4-h8"},
                   {.move = "d4-d8"},
                   {.move = "d4-a4"},
                   {.move = "d4-e6", .legal = false, .refusal = "is not a straight line"}},
         .task = "Slide the star diagonally from d4 to h8: click d4, then h8."},
        {.source = a_ruling,
         .section = "Board and pieces",
         .caption = "Two stars a side (Ruling), and a stop still counts among the pieces of the "
                    "side it came from: the *S on e4 is Black's second star, captured by White. "
                    "It is White's stop now, so e4-e6 is refused; c1 is the only star Black can "
                    "move.",
         .position = "2s2s2/8/8/8/4*S3/8/8/2S5 b",
         .moves = {{.move = "c1-c5"},
                   {.move = "e4-e6", .legal = false, .refusal = "e4 is a stop"}}},
        {.source = original_rules("Stop picture"),
         .section = "Board and pieces",
         .caption = "A captured piece is turned over where it stands and becomes a stop: the *c "
                    "on d4 was a white cross, captured by Black. A stop never moves, not even for "
                    "the side that owns it: d4-d6 is refused, and Black can only move the cross "
                    "on a1.",
         .position = "7h/8/8/8/3*c4/8/8/C7 b",
         .moves = {{.move = "a1-a5"},
                   {.move = "d4-d6", .legal = false, .refusal = "d4 is a stop"}}},
        {.source = original_rules("Starting position"),
         .section = "Starting position",
         .caption = "The start (Ruling, as the original picture is lost): Black on rank 1, White "
                    "on rank 8, each in the order cross, horse, star, cross, cross, star, horse, "
                    "cross from a to h. Black plays first: d1-d5 opens the game, while a8-a7 is "
                    "refused.",
         .position = "chsccshc/8/8/8/8/8/8/CHSCCSHC b",
         .moves = {{.move = "d1-d5"},
                   {.move = "a8-a7", .legal = false, .refusal = "a8 is not yours: black to move"}},
         .task = "Black plays first: slide the cross d1 up to d5: click d1, then d5."},
        {.source = a_ruling,
         .section = "Capturing",
         .caption = "Captures are orthogonal only (Ruling): d1-d4 puts the star between the white "
                    "horses on c5 and e3 and encloses e5 against the black cross on f6, but all "
                    "of that is diagonal, so nothing is taken. One square further, d1Xd5 stands "
                    "between c5 and e5 on rank 5 and takes both.",
         .position = "7c/8/5C2/2h1c3/8/4h3/8/3S4 b",
         .moves = {{.move = "d1-d4"}, {.move = "d1Xd5"}}},
        {.source = original_rules("Example A"),
         .section = "Capturing",
         .caption = "Enclosing: the cross d1Xd4 shuts the white cross on d5 in between itself and "
                    "the black cross on d6, so d5 is captured. The move is written with X.",
         .position = "6s1/8/3C4/3c4/8/8/8/3C4 b",
         .moves = {{.move = "d1Xd4"}},
         .next_is_after = true,
         .task = "Capture the cross on d5: click d1, then d4."},
        {.source = original_rules("Example A"),
         .section = "Capturing",
         .caption = "After d1Xd4: the white cross on d5 has turned into *c, a stop owned by "
                    "Black. It stays on d5 and counts as Black's friend from now on; White cannot "
                    "move it (d5-d7 is refused).",
         .position = "6s1/8/3C4/3*c4/3C4/8/8/8 w",
         .moves = {{.move = "d5-d7", .legal = false, .refusal = "d5 is a stop"}}},
        {.source = original_rules("Example B"),
         .section = "Capturing",
         .caption = "Intervention: d1Xd4 places the cross between the white cross on c4 and the "
                    "white horse on e4, and both are captured. The cross is not captured itself "
                    "for standing between two enemies.",
         .position = "6s1/8/8/8/2c1h3/8/8/3C4 b",
         .moves = {{.move = "d1Xd4"}},
         .task = "Capture both c4 and e4 by moving in between: click d1, then d4."},
        {.source = original_rules("Example C"),
         .section = "Capturing",
         .caption = "A stop helps its owner: the horse c2Xe4 encloses the white cross on f4 "
                    "against *h on g4, a white horse Black captured earlier. The horse came "
                    "diagonally, but its capture, like every capture, runs along the rank.",
         .position = "1s6/8/8/8/5c*h1/8/2H5/8 b",
         .moves = {{.move = "c2Xe4"}},
         .task = "Enclose f4 against your stop on g4: click c2, then e4."},
        {.source = original_rules("Example D"),
         .section = "Capturing",
         .caption = "Intervention with a stop: a4Xd4 stands between the white cross on d5 and *C "
                    "on d3, a black cross White captured earlier. Both are enemies, so both are "
                    "captured: d5 becomes Black's stop and d3 is released.",
         .position = "6s1/8/8/3c4/C7/3*C4/8/8 b",
         .moves = {{.move = "a4Xd4"}},
         .next_is_after = true},
        {.source = original_rules("Example D"),
         .section = "Capturing",
         .caption = "After a4Xd4: d5 is *c, Black's stop, and d3 is a black cross again, free to "
                    "move on Black's next turn; White cannot move it (d3-d1 is refused).",
         .position = "6s1/8/8/3*c4/3C4/3C4/8/8 w",
         .moves = {{.move = "d3-d1", .legal = false, .refusal = "d3 is not yours"}}},
        {.source = original_rules("Example E"),
         .section = "Capturing",
         .caption = "White releases its own cross: c8Xc5 encloses *c on d5 (a white cross Black "
                    "captured) against the white horse on e5. A stop captured again turns back to "
                    "its first side, so d5 is a white cross once more.",
         .position = "2c5/8/8/3*ch3/8/8/8/S7 w",
         .moves = {{.move = "c8Xc5"}},
         .task = "Free your cross on d5: click c8, then c5."},
        {.source = original_rules("Lots in a row example"),
         .section = "Capturing",
         .caption = "Lots in a row: a1Xa4 encloses the whole line b4, c4, d4 against the black "
                    "star on e4, and all three are captured at once.",
         .position = "7s/8/8/8/1chcS3/8/8/C7 b",
         .moves = {{.move = "a1Xa4"}},
         .task = "Capture three in a row: click a1, then a4."},
        {.source = original_rules("Four at once example"),
         .section = "Capturing",
         .caption = "Four at once: the horse a1Xd4 lands in the middle of the plus formed by d5, "
                    "e4, d3 and c4. It stands between two enemies on file d and on rank 4, so all "
                    "four are captured.",
         .position = "7c/8/8/3c4/2h1s3/3c4/8/H7 b",
         .moves = {{.move = "a1Xd4"}},
         .task = "Capture four at once: click a1, then d4."},
        {.source = original_rules("Blocking example 1"),
         .section = "End of the game",
         .caption = "A blocked piece cannot move in any direction: the white horse on a8 has only "
                    "b7, occupied, and the cross on h1 is shut in by g1 and h2. a8-c6 and h1-h4 "
                    "are refused; White must move the cross on e5.",
         .position = "h7/1C6/8/4c3/8/8/7C/6*sc w",
         .moves = {{.move = "e5-e7"},
                   {.move = "a8-c6", .legal = false, .refusal = "a8 is blocked"},
                   {.move = "h1-h4", .legal = false, .refusal = "h1 is blocked"}}},
        {.source = original_rules("Blocking example 2"),
         .section = "End of the game",
         .caption = "Blocking wins: White's cross on h1 can only go up the h-file, and e2-h2 "
                    "closes it. With the horse on a8 blocked and d5 and g1 stops, White has no "
                    "legal move, so Black wins.",
         .position = "h7/1C6/8/3*c4/8/8/4C3/6*sc b",
         .moves = {{.move = "e2-h2", .result = "black wins"}},
         .task = "Block White's last free piece: click e2, then h2."},
        {.source = original_rules("Illegal plays example"),
         .section = "End of the game",
         .caption = "White keeps dodging: Black's b2-e2 threatened e2Xe4, White fled e5-b5, and "
                    "Black's e2-b2 now threatens b2Xb4. Going back with b5-e5 would recreate the "
                    "position from before b2-e2, so it is refused; White has to find another "
                    "move, such as b5-h5.",
         .position = "7s/8/1C2C3/4c3/8/8/1C6/8 b",
         .prelude = "b2-e2 e5-b5 e2-b2",
         .moves = {{.move = "b5-e5", .legal = false, .refusal = "repeats an earlier position"},
                   {.move = "b5-h5"}}},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "A move that recreates an earlier position is illegal (Ruling), and a player "
                    "whose every move would do so loses. White's cross came from b8 to a8; after "
                    "h2-h1 its only move, a8-b8, would bring back the position from before h1-h2, "
                    "so Black wins.",
         .position = "1c*c5/*h*s6/8/8/8/8/8/7C b",
         .prelude = "h1-h2 b8-a8",
         .moves = {{.move = "h2-h1", .result = "black wins"}}},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "An agreed limit of 200 moves (Ruling): Black's b1Xb4 is the 200th move and "
                    "ends the game. Black then owns two stops (c4 and g2) to White's one (d6), so "
                    "Black wins.",
         .position = "7s/8/3*C4/8/2cC4/8/6*c1/1C6 b 199 200",
         .moves = {{.move = "b1Xb4", .result = "black wins"}}},
        {.source = a_ruling,
         .section = "End of the game",
         .caption = "Equal stops at the limit is a draw (Ruling): after White's 200th move b7-b6 "
                    "each side owns one stop (d8 and a5). A last move that blocks still wins: "
                    "b7-g2 leaves the black horse on h1 no move, so White wins.",
         .position = "3*c4/1s6/8/*C7/8/8/8/7H w 199 200",
         .moves = {{.move = "b7-b6", .result = "draw"}, {.move = "b7-g2", .result = "white wins"}}},
    };
    return figures;
}

}  // namespace boardgames
