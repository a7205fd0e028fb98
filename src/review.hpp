#pragma once
// A game reviewed by the computer: every position valued (exactly where the game is solved,
// else by a search), each move marked by how much of its player's chance of winning it gave
// away, with the better move and the line the computer expects after it. No terminal here:
// the scripted report and the screens read the same review.
//
// Near a game's end, where few pieces are left, the review solves the endgame (the earliest
// position from which few enough positions are reachable: GameType::endgames_within) and values
// every position from there on exactly.
//
// Marks, by the chance of winning a move gives away (the same scale in every game: a search's
// score s, in hundredths of a piece, is a chance of 1 / (1 + e^(-s / 200)); a forced result is
// 1 or 0): best (the computer's own move, or within 2%), good (under 10%), inaccuracy (under
// 20%), mistake (under 30%), blunder (30% or more). Where the game is solved (RAPS, or an
// endgame solved for the review), a move
// that keeps a win, a draw or the longest defence is best or good, and a move that turns a win
// into a draw or a loss, or a draw into a loss, is a blunder.

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "boardgames/ai/limits.hpp"
#include "boardgames/play/any_match.hpp"
#include "game_record.hpp"

namespace boardgames {

// What a position is worth to one side.
struct Evaluation {
    double chance = 0.5;       // of winning (a draw counts half)
    std::optional<int> plies;  // exact: plies to the end with best play (the side wins if
                               // chance is 1, loses if 0); nothing: a search's estimate
    bool drawn = false;        // exact: nobody can force a result
    bool solved = false;       // valued by a solution (the game's or its endgame's)
    // "62%", "wins in 7", "loses in 4", "drawn".
    std::string text() const;
};

enum class Mark { Best, Good, Inaccuracy, Mistake, Blunder };
std::string_view mark_name(Mark mark);
// The mark as annotators write it after a move: "?!" inaccuracy, "?" mistake, "??" blunder;
// nothing for best and good.
std::string_view mark_sign(Mark mark);

struct ReviewedMove {
    std::size_t ply = 0;  // 1 for the game's first move
    int mover = 0;
    int side = 0;
    std::string played;
    std::string best;               // the computer's move in the position before
    std::vector<std::string> line;  // what it expects after its move (its principal variation)
    Evaluation before;              // the position before the move, for the mover's side
    Evaluation after;               // after the move played, for the mover's side
    double loss = 0;                // the chance of winning given away (0 to 1)
    Mark mark = Mark::Best;
};

struct SideSummary {
    int inaccuracies = 0, mistakes = 0, blunders = 0;
    double accuracy = 100;  // percent: each move's from its loss, averaged (as lichess counts)
    int moves = 0;
};

struct Review {
    const GameInfo* game = nullptr;
    std::vector<Evaluation> positions;  // for side 0, after each ply (0: the start)
    std::vector<ReviewedMove> moves;
    bool exact = false;  // every position valued by the game's solution, not a search
    // The first position valued by an endgame solved for this review, and the positions that
    // endgame holds (GameType::endgames_within).
    std::optional<std::size_t> endgame_from;
    std::size_t endgame_positions = 0;
    std::vector<SideSummary> summary() const;  // by side
};

// How long the computer looks at each position the solution does not value: a level's budget
// without its noise (level 4 by default: about 150 ms a position).
ai::Limits review_limits(const GameInfo& game, int level);

// Reviews the game of `record`: each position in turn, `progress` told how many are done
// after each; `stop` ends it early with the positions done so far. The reason when the record
// cannot be replayed.
Result<Review> review_game(
    const GameRecord& record, const ai::Limits& limits, const std::atomic<bool>* stop = nullptr,
    const std::function<void(std::size_t done, std::size_t all)>& progress = {});

// " (better: b1-a2; line b1-a2 b4-b3 ...)" after a move that was not the best, else empty.
std::string better_move_text(const ReviewedMove& move);

// A move's number as the move list gives it: the round of every side's move (ply 15 of a game
// of two sides is move 8).
std::size_t move_number(const Review& review, std::size_t ply);

// The scripted report: each move (numbered as the move list numbers it), its evaluation and
// mark, the better move where there was
// one; then each side's counts and accuracy.
std::string review_report(const Review& review);

}  // namespace boardgames
