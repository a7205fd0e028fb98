#pragma once
// Games where players arrange their pieces before play (Redtangle): whether a position is an
// arrangement of a player's own pieces, the start made of every player's arrangement (a table,
// where each arranges unseen), and the computer's setup.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "../core/board_view.hpp"
#include "../core/zobrist.hpp"
#include "any_match.hpp"

namespace boardgames {

namespace arrangement_detail {
// A piece's token the same whichever way it is turned: the least of its four turns.
inline std::string unturned_token(const GameInfo& info, const std::string& token) {
    if (!info.turn_token || token.empty()) return token;
    std::string least = token;
    for (int quarter_turns = 1; quarter_turns < 4; ++quarter_turns)
        least = std::min(least, info.turn_token(token, quarter_turns));
    return least;
}
inline bool in_cells(const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}
}  // namespace arrangement_detail

// Why `arranged` is not `mover`'s arrangement of `base` (nothing when it is): the same
// position but in the player's own cells, which hold the same pieces, each perhaps moved and
// turned. Nothing else may differ: not another player's piece, not the side to move.
inline std::optional<std::string> arrangement_refused(const GameInfo& info, const std::string& base,
                                                      const std::string& arranged, int mover) {
    using arrangement_detail::in_cells;
    using arrangement_detail::unturned_token;
    if (!info.arrange || !info.arrangement_cells) return "this game has no arranging";
    if (mover < 0 || mover >= int(info.mover_names.size())) return "no such player";
    auto before = info.new_match(info, base);
    if (!before) return "the start: " + before.error();
    auto after = info.new_match(info, arranged);
    if (!after) return "not a position: " + after.error();
    // The player's cells set back to the standard: what is left must be the same position.
    if (info.arrange(before.value()->position(), mover, 0) !=
        info.arrange(after.value()->position(), mover, 0))
        return "it changes more than the player's own cells";
    const std::vector<int> cells = info.arrangement_cells(mover);
    std::vector<std::string> had, has;
    for (const CellView& cell : before.value()->board_view().cells)
        if (in_cells(cells, cell.cell)) had.push_back(unturned_token(info, cell.token));
    for (const CellView& cell : after.value()->board_view().cells)
        if (in_cells(cells, cell.cell)) has.push_back(unturned_token(info, cell.token));
    std::sort(had.begin(), had.end());
    std::sort(has.begin(), has.end());
    if (had != has) return "it does not hold the player's own pieces";
    return std::nullopt;
}

// `base` with each player's cells as that player arranged them (`arranged`: a position a
// player, by index, confirmed; arrangement_refused checked it).
inline Result<std::string> combined_arrangements(const GameInfo& info, const std::string& base,
                                                 const std::vector<std::string>& arranged) {
    auto start = info.new_match(info, base);
    if (!start) return fail(start.error());
    BoardView view = start.value()->board_view();
    for (int mover = 0; mover < int(arranged.size()); ++mover) {
        auto theirs = info.new_match(info, arranged[std::size_t(mover)]);
        if (!theirs) return fail(theirs.error());
        const BoardView their_view = theirs.value()->board_view();
        const std::vector<int> cells = info.arrangement_cells(mover);
        for (CellView& cell : view.cells)
            if (arrangement_detail::in_cells(cells, cell.cell))
                if (const CellView* placed = their_view.find(cell.cell))
                    set_cell_token(view, cell, placed->token);
    }
    const std::string position = start.value()->position();
    const std::size_t board_end = position.find(' ');
    const std::string combined =
        written_board(view) + (board_end == std::string::npos ? "" : position.substr(board_end));
    auto checked = info.new_match(info, combined);
    if (!checked) return fail(checked.error());
    return checked.value()->position();
}

}  // namespace boardgames

namespace boardgames::ai {

inline std::string choose_arrangement(const GameInfo& info, const std::string& position, int mover,
                                      int level, std::uint64_t seed) {
    if (!info.arrange) return position;
    std::vector<std::string> candidates{info.arrange(position, mover, 0)};
    for (int k = 0; k < 2 * level; ++k)
        candidates.push_back(info.arrange(position, mover, splitmix64(seed) | 1));
    if (level <= 1) return candidates[seed % candidates.size()];
    std::string best = candidates.front();
    int best_score = std::numeric_limits<int>::min();
    for (const std::string& candidate : candidates) {
        auto match = info.new_match(info, candidate);
        if (!match) continue;
        Limits limits;
        limits.max_depth = level >= 4 ? 3 : 2;
        limits.quiescence_depth = 2;
        limits.seed = seed;
        Report report;
        match.value()->choose_move(limits, nullptr, &report);
        const int score = match.value()->to_move() == mover ? report.score : -report.score;
        if (score > best_score) best_score = score, best = candidate;
    }
    return best;
}

}  // namespace boardgames::ai
