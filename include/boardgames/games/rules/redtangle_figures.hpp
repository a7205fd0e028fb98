#pragma once
// The figures of Redtangle's rules: the seed's twelve (steps, turns, jumps, chains, entering
// the red zone, a jump off the board) and one for each Ruling of docs/rules/redtangle.md that a
// board can show. Checked against the rules core by tests/test_figures.cpp.

#include <vector>

#include "../../core/figure.hpp"

namespace boardgames {

inline const std::vector<Figure>& redtangle_figures() {
    static const std::vector<Figure> figures = {
        {.source = a_ruling,
         .section = "Pieces",
         .caption = "Each side owns the same eight edge patterns, up to rotation: wwww, bbbb, "
                    "wbbb twice, wwwb twice, wwbb (two adjacent) and wbwb (two opposite), laid "
                    "out here on a3-h3 for White and a6-h6 for Black. Turning a tile changes "
                    "where its colours point, never its pattern.",
         .position = "8/8/BwwwwBbbbbBwbbbBwbbbBwwwbBwwwbBwwbbBwbwb/8/8/"
                     "WwwwwWbbbbWwbbbWwbbbWwwwbWwwwbWwwbbWwbwb/8/8 W 0"},
        {.source = a_ruling,
         .section = "Setup",
         .caption = "The standard setup, White to move. Black's arrangement is White's turned "
                    "half a turn about the centre with the edge colours swapped: White's Wwwwb "
                    "on c1 answers Black's Bbwbb on f8. A first move steps out of the zone, "
                    "such as c2-c3.",
         .position = "2BbbbwBwwwwBbbbbBbwbb2/2BwwbwBbwbwBwwbbBwwbw2/8/8/8/8/"
                     "2WwbbbWwwbbWwbwbWwbbb2/2WwwwbWwwwwWbbbbWwbww2 W 0",
         .moves = {{.move = "c2-c3"}}},
        {.source = original_rules("Fig. 1"),
         .section = "Moves",
         .caption = "A step: a tile moves to any of the eight squares around it that is empty, "
                    "diagonals included. d4 may go to c3, c4, c5, d3, e3, e4 or e5, but not to "
                    "d5, where a Black tile stands.",
         .position = "7Bbbbb/8/8/3Bwwww4/3Wwwww4/8/8/8 W 0",
         .moves = {{.move = "d4-e5"}, {.move = "d4-d5", .legal = false, .refusal = "d5 is taken"}},
         .task = "Step d4 diagonally to e5: click d4, then e5, then right click (or press e) "
                 "to end the turn."},
        {.source = original_rules("Fig. 2"),
         .section = "Moves",
         .caption = "A tile may be turned as it steps: d4-d5=bwbb moves d4 to d5 turned a "
                    "quarter clockwise, its white edge now facing east. The new edges must be a "
                    "turn of the old ones: d4-d5=wwbb is refused, as the tile has only one white "
                    "edge.",
         .position = "7Bbbbb/8/8/8/3Wwbbb4/8/8/8 W 0",
         .moves = {{.move = "d4-d5=bwbb"},
                   {.move = "d4-d5=wwbb", .legal = false, .refusal = "is not a turn of d4's tile"}},
         .task = "Step d4 to d5 turning it a quarter clockwise: click d4, then d5, roll the "
                 "wheel up once (or press ]), then right click (or e)."},
        {.source = original_rules("Fig. 3"),
         .section = "Moves",
         .caption = "Or a tile just turns where it stands: d4=bbwb turns d4 half a turn, its "
                    "white edge from north to south. A turn that leaves the edges as they were "
                    "is no move: e4 (wbwb) looks the same after half a turn, so e4=wbwb is "
                    "refused.",
         .position = "7Bbbbb/8/8/8/3WwbbbWwbwb3/8/8/8 W 0",
         .moves = {{.move = "d4=bbwb"},
                   {.move = "e4=wbwb",
                    .legal = false,
                    .refusal = "a turn must change its pattern"}},
         .task = "Turn d4 half a turn where it stands: click d4, roll the wheel up twice (or "
                 "press ] twice), then right click (or e)."},
        {.source = original_rules("Fig. 5"),
         .section = "Moves",
         .caption = "A jump goes straight over a line of opposing tiles to the empty square "
                    "beyond. c2's north edge is white and c3 and c4 both face it with black, so "
                    "c2 jumps both to c5: c2Xc5. It may not turn on the way: c2Xc5=bwbb is "
                    "refused.",
         .position = "8/6Bwwww1/8/8/2Bwbbb5/2Bbbbb5/2Wwbbb5/8 W 0",
         .moves = {{.move = "c2Xc5"},
                   {.move = "c2Xc5=bwbb", .legal = false, .refusal = "cannot turn while it jumps"}},
         .next_is_after = true,
         .task = "Jump c2 over c3 and c4: click c2, then c5."},
        {.source = original_rules("Fig. 6"),
         .section = "Moves",
         .caption =
             "After the jump of the figure before: c3 and c4 have left the board, and the tile on "
             "c5 shows its white edge north as it did on c2, since a jump never turns "
             "the tile.",
         .position = "8/6Bwwww1/8/2Wwbbb5/8/8/8/8 B 0"},
        {.source = original_rules("Fig. 7"),
         .section = "Moves",
         .caption = "A chain: from its landing square the jumper may jump again, in any "
                    "direction but without turning, over tiles not yet jumped. d2 jumps d3 to "
                    "d4 (white against black), e4 to f4 (black against white), then f5 to f6: "
                    "d2Xd4Xf4Xf6. It could also stop at d4 or f4.",
         .position = "Bwwwb7/8/8/5Bwbbb2/4Bbwww3/3Bbbbb4/3Wwbbb4/8 W 0",
         .moves = {{.move = "d2Xd4Xf4Xf6"}},
         .next_is_after = true,
         .task = "Jump three times with d2: click d2, then d4, f4 and f6."},
        {.source = original_rules("Fig. 8"),
         .section = "Moves",
         .caption =
             "After the chain of the figure before: the three Black tiles jumped, d3, e4 and f5, "
             "are off the board, and White's tile stands on f6.",
         .position = "Bwwwb7/8/5Wwbbb2/8/8/8/8/8 B 0"},
        {.source = original_rules("Fig. 9"),
         .section = "Moves",
         .caption =
             "The chain two figures before cannot be made here: e4 is turned so that its west "
             "edge is black, the colour of the jumper's east edge. d2 can still jump d3 "
             "(d2Xd4), but d2Xd4Xf4Xf6 is refused.",
         .position = "Bwwwb7/8/8/5Bwbbb2/4Bwwwb3/3Bbbbb4/3Wwbbb4/8 W 0",
         .moves = {{.move = "d2Xd4Xf4Xf6",
                    .legal = false,
                    .refusal = "e4 faces the jumper with the same colour"},
                   {.move = "d2Xd4"}}},
        {.source = a_ruling,
         .section = "Moves",
         .caption = "Jumped tiles stay on their squares until the move ends and none may be "
                    "jumped twice, but the start square is empty once the jumper has left. c4 "
                    "jumps c5, d6, e5 and d4 and lands back on c4: c4Xc6Xe6Xe4Xc4. It cannot "
                    "go on over c5 again.",
         .position = "Bwwww7/8/3Bwwwb4/2Bbbbb1Bbwww3/2WwwwwBwbbb4/8/8/8 W 0",
         .moves = {{.move = "c4Xc6Xe6Xe4Xc4"},
                   {.move = "c4Xc6Xe6Xe4Xc4Xc6",
                    .legal = false,
                    .refusal = "c5 was jumped already"}},
         .task = "Jump round the square back to c4: click c4, then c6, e6, e4 and c4."},
        {.source = original_rules("Fig. 12"),
         .section = "Moves",
         .caption = "A jump off the board: h5 faces g5's black east edge with white and the "
                    "line ends at the board's edge, so g5 jumps over it and off: g5XoffE. Both "
                    "tiles are out of the game.",
         .position = "8/3Bbbbb4/8/6WwbbbBwwww/8/8/3Wwwww4/8 W 0",
         .moves = {{.move = "g5XoffE"}},
         .task = "Jump g5 off the board over h5: click g5, then h5."},
        {.source = original_rules("Fig. 4"),
         .section = "Winning",
         .caption = "A tile enters the opposing zone only straight forward or sideways: d6-d7 "
                    "and g7-f7 each win for White, but d6-e7 and g7-f8 are diagonal and "
                    "refused.",
         .position = "8/6Wbbbb1/3Wwwww4/8/8/8/8/Bwwwb7 W 0",
         .moves = {{.move = "d6-d7", .result = "white wins"},
                   {.move = "g7-f7", .result = "white wins"},
                   {.move = "d6-e7", .legal = false, .refusal = "never diagonally"},
                   {.move = "g7-f8", .legal = false, .refusal = "never diagonally"}},
         .task = "Step d6 straight forward into Black's zone: click d6, then d7, then right "
                 "click (or e)."},
        {.source = original_rules("Fig. 10"),
         .section = "Winning",
         .caption = "A winning jump: c7 faces c6's white north edge with black and c8 is empty, "
                    "so c6Xc8 lands in Black's zone and wins. Standing in its own zone did not "
                    "protect c7.",
         .position = "5Bwwww2/2Bbbbb5/2Wwbbb5/8/8/8/8/8 W 0",
         .moves = {{.move = "c6Xc8", .result = "white wins"}},
         .task = "Jump c6 over c7 into Black's zone: click c6, then c8."},
        {.source = original_rules("Fig. 11"),
         .section = "Winning",
         .caption = "No winning jump here: Black's tile from f8 now stands on c8, so c6 cannot "
                    "land there, and it faces c6 with white, the colour of c6's north edge, so "
                    "it cannot be jumped off the board either. c6Xc8 and c6XoffN are refused.",
         .position = "2Bwwww5/2Bbbbb5/2Wwbbb5/8/8/8/8/8 W 0",
         .moves = {{.move = "c6Xc8", .legal = false, .refusal = "c8 is taken"},
                   {.move = "c6XoffN",
                    .legal = false,
                    .refusal = "c8 faces the jumper with the same colour"}}},
        {.source = a_ruling,
         .section = "Winning",
         .caption = "A jump that lands in the opposing zone wins at once and ends the chain. "
                    "d5Xd7 wins; d5 may not go on from d7 over e7 to f7, though e7 faces its "
                    "black east edge with white.",
         .position = "8/4Bbwww3/3Bbbbb4/3Wwbbb4/8/8/8/8 W 0",
         .moves = {{.move = "d5Xd7", .result = "white wins"},
                   {.move = "d5Xd7Xf7",
                    .legal = false,
                    .refusal = "wins at once and ends the move"}}},
        {.source = a_ruling,
         .section = "Winning",
         .caption = "A side with no tiles left loses. e4 is White's last tile and faces e5's "
                    "black south edge with white, so e5Xe3 takes it and Black wins.",
         .position = "8/8/8/4Bbbbb3/4Wwwww3/8/8/8 B 0",
         .moves = {{.move = "e5Xe3", .result = "black wins"}}},
        {.source = a_ruling,
         .section = "Winning",
         .caption = "An off-board jump that leaves neither side a tile is a draw. g5XoffE takes "
                    "h5, Black's last tile, but g5 was White's last tile and leaves too.",
         .position = "8/8/8/6WwbbbBwwww/8/8/8/8 W 0",
         .moves = {{.move = "g5XoffE", .result = "draw"}}},
        {.source = a_ruling,
         .section = "Winning",
         .caption = "A side to move with no legal move loses. After b3-b2 White's only tile, "
                    "a1, has no empty square around it, a2 and b1 face it with white like its "
                    "own edges, and an all-white tile cannot turn: Black wins.",
         .position = "8/8/8/8/8/1Bbbbb6/Bwwww7/WwwwwBbwww6 B 0",
         .moves = {{.move = "b3-b2", .result = "black wins"}},
         .task = "Shut in White's a1: click b3, then b2, then right click (or e)."},
        {.source = a_ruling,
         .section = "Draws",
         .caption = "The third occurrence of the same position is a draw by repetition. Both "
                    "sides have stepped out and back twice; Black's g6-g7 brings back the "
                    "start, White to move, a third time.",
         .position = "8/6Bbbbb1/8/8/8/8/1Wwwww6/8 W 0",
         .prelude = "b2-b3 g7-g6 b3-b2 g6-g7 b2-b3 g7-g6 b3-b2",
         .moves = {{.move = "g6-g7", .result = "draw"}}},
    };
    return figures;
}

}  // namespace boardgames
