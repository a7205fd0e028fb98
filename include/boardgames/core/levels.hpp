#pragma once
// The computer's five levels of play, as a game may declare its own (GameType::levels): data
// only, so the rules core names them without compiling the search (ai/limits.hpp turns a level
// into the limits of one search).

#include <array>

namespace boardgames {

// One level of play: how deep or how long it searches, and how far below the best move it may
// stray (`noise`, hundredths of a piece).
struct Level {
    int max_depth = 64;
    int nominal_millis = 0;
    int noise = 0;
    int quiescence_depth = 6;
    // A beginner does not always see a win at once: this often (in percent) it plays as if the
    // win were not there, choosing among the other moves as its noise allows.
    int overlook_win_percent = 0;
    // What a draw costs the side the computer plays, in hundredths of a piece (its contempt):
    // above 0 it steers away from a repetition, or any draw, unless it stands worse than that.
    int contempt = 0;
};
using Levels = std::array<Level, 5>;

// A sixth level, perfect play, where the game is solved (GameType::solved_within: RAPS): the
// solution's move in every position it holds, level 5 elsewhere.
inline constexpr int perfect_level = 6;

// Levels 1 (a beginner, weak on purpose) to 5 (the strongest within its budget). Level 3 keeps
// a little randomness: its games vary, and it can slip. Levels 4 and 5 hold a draw a little
// worse than level (contempt): against weaker play a repetition wastes a better position. A game
// where these do not grade the play declares its own five (GameType::levels; ReMATCH's say why).
inline constexpr Levels standard_levels{{
    {.max_depth = 1, .noise = 250, .quiescence_depth = 0},
    {.max_depth = 2, .noise = 60, .quiescence_depth = 2},
    {.nominal_millis = 30, .noise = 30},
    {.nominal_millis = 150, .noise = 12, .contempt = 10},
    {.nominal_millis = 600, .contempt = 30},
}};

}  // namespace boardgames
