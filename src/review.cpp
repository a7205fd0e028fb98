#include "review.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <new>

#include "boardgames/ai/search.hpp"
#include "boardgames/play/registry.hpp"

namespace boardgames {
namespace {

// A search's score as a chance of winning for the side to move.
double chance_of(int score) {
    if (ai::is_forced(score)) return score > 0 ? 1.0 : 0.0;
    return 1.0 / (1.0 + std::exp(-double(score) / 200.0));
}

// The position's value for the side to move, and the computer's move and line there.
struct Valued {
    Evaluation evaluation;
    std::string best;
    std::vector<std::string> line;
};

Valued value_position(const AnyMatch& match, const ai::Limits& limits,
                      const std::atomic<bool>* stop, SearchMemory* memory) {
    Valued valued;
    const Outcome outcome = match.outcome();
    if (outcome.over()) {
        const int side = match.game().side_of_mover[std::size_t(match.to_move())];
        valued.evaluation.plies = 0;
        valued.evaluation.drawn = outcome.status == Outcome::Status::Draw;
        valued.evaluation.chance = valued.evaluation.drawn ? 0.5 : outcome.winner == side ? 1 : 0;
        valued.evaluation.solved = true;
        return valued;
    }
    if (const auto exact = match.solved_value()) {
        valued.evaluation.plies = std::abs(*exact);
        valued.evaluation.drawn = *exact == 0;
        valued.evaluation.chance = *exact > 0 ? 1.0 : *exact < 0 ? 0.0 : 0.5;
        valued.evaluation.solved = true;
        valued.best = match.perfect_move();
        // The solution's line: its best move from each position in turn.
        std::unique_ptr<AnyMatch> line = match.clone();
        for (int step = 0; step < 8 && !line->outcome().over(); ++step) {
            const std::string move = line->perfect_move();
            if (move.empty() || !line->play(move)) break;
            valued.line.push_back(move);
        }
        return valued;
    }
    ai::Report report;
    const auto heard = [&valued](const ai::Iteration&, const std::vector<std::string>& line) {
        valued.line = line;
    };
    valued.best = match.choose_move(limits, stop, &report, heard, memory);
    if (report.depth == 0 && !(stop && stop->load())) {
        // A budget too small for one whole iteration: one ply at least, whatever it costs.
        ai::Limits one_ply = limits;
        one_ply.max_depth = 1;
        one_ply.nominal_millis = one_ply.max_millis = 0;
        one_ply.max_nodes = 0;
        valued.best = match.choose_move(one_ply, stop, &report, heard, memory);
    }
    valued.evaluation.chance = chance_of(report.score);
    if (ai::is_forced(report.score))
        valued.evaluation.plies = ai::win_score - std::abs(report.score);
    return valued;
}

// The evaluation for the other side.
Evaluation other_side(Evaluation evaluation) {
    evaluation.chance = 1 - evaluation.chance;
    return evaluation;
}

// Where both positions are solved, the move is marked by the results it keeps.
bool marked_exactly(const ReviewedMove& move) {
    return move.before.solved && move.after.solved;
}

Mark mark_for(const ReviewedMove& move) {
    if (marked_exactly(move)) {
        const auto outcome = [](const Evaluation& e) {
            return e.drawn ? 1 : e.chance > 0.5 ? 2 : 0;
        };
        if (outcome(move.after) < outcome(move.before)) return Mark::Blunder;
        // Best keeps the value one ply nearer its end: the quickest win, the longest defence.
        if (move.played == move.best || move.before.drawn ||
            (move.after.plies && move.before.plies && *move.after.plies + 1 == *move.before.plies))
            return Mark::Best;
        return Mark::Good;
    }
    if (move.played == move.best || move.loss <= 0.02) return Mark::Best;
    if (move.loss < 0.10) return Mark::Good;
    if (move.loss < 0.20) return Mark::Inaccuracy;
    if (move.loss < 0.30) return Mark::Mistake;
    return Mark::Blunder;
}

// The match after the record's first `plies` moves; the reason when a move is illegal.
Result<std::unique_ptr<AnyMatch>> match_after(const GameInfo& info, const GameRecord& record,
                                              std::size_t plies) {
    auto started = info.new_match(info, record.start);
    if (!started) return fail("bad start position '" + record.start + "': " + started.error());
    std::unique_ptr<AnyMatch> match = std::move(started).value();
    for (std::size_t ply = 1; ply <= plies; ++ply) {
        const auto played = match->play(record.moves[ply - 1]);
        if (!played) return fail("move " + std::to_string(ply) + ": " + played.error());
    }
    return match;
}

// An endgame solved for the review, and the match at its first ply that holds it.
struct SolvedEndgame {
    std::size_t ply = 0;
    std::size_t positions = 0;
    std::unique_ptr<AnyMatch> match;
};

// Solves the game's endgame from the earliest ply it can (see GameType::endgames_within): the
// last position still to play first (the fewest pieces); if it fits, earlier ones, stepping back
// twice as far each time, then halving the gap to the first that did not fit. Each try replays
// the game to its ply (a few dozen replays, where a match kept for every ply would grow with
// the square of a long game's length). Nothing when not even the last position fits.
std::optional<SolvedEndgame> solve_endgame(const GameInfo& info, const GameRecord& record,
                                           std::unique_ptr<AnyMatch> whole_game,
                                           const std::atomic<bool>* stop) {
    std::size_t last = record.moves.size();
    if (last > 0 && whole_game->outcome().over()) --last;  // an endgame still to play
    std::optional<SolvedEndgame> solved;                   // the earliest so far
    const auto solved_from = [&](std::size_t ply) {
        std::unique_ptr<AnyMatch> match = ply == record.moves.size()
                                              ? std::move(whole_game)
                                              : match_after(info, record, ply).value();
        if (match->outcome().over()) return false;
        std::optional<std::size_t> positions;
        // An endgame that holds an earlier position serves it as it is (often the same pieces).
        if (solved) positions = match->share_endgame(*solved->match);
        try {
            if (!positions) positions = match->solve_endgame(stop);
        } catch (const std::bad_alloc&) {
            return false;  // a machine short of memory: the searches value these positions
        }
        if (!positions) return false;
        solved = SolvedEndgame{ply, *positions, std::move(match)};
        return true;
    };
    if (!solved_from(last)) return std::nullopt;
    std::size_t fits = last, step = 1;
    std::optional<std::size_t> too_big;
    while (fits > 0 && !too_big) {
        const std::size_t tried = fits > step ? fits - step : 0;
        if (solved_from(tried))
            fits = tried, step *= 2;
        else
            too_big = tried;
    }
    while (too_big && *too_big + 1 < fits) {
        const std::size_t tried = (*too_big + fits) / 2;
        if (solved_from(tried))
            fits = tried;
        else
            too_big = tried;
    }
    return solved;
}

}  // namespace

std::string Evaluation::text() const {
    if (plies) {
        if (drawn) return "drawn";
        if (*plies == 0) return chance > 0.5 ? "won" : "lost";
        return (chance > 0.5 ? "wins in " : "loses in ") + std::to_string(*plies);
    }
    return std::to_string(int(std::lround(chance * 100))) + "%";
}

std::string_view mark_name(Mark mark) {
    switch (mark) {
        case Mark::Best:
            return "best";
        case Mark::Good:
            return "good";
        case Mark::Inaccuracy:
            return "inaccuracy";
        case Mark::Mistake:
            return "mistake";
        case Mark::Blunder:
            return "blunder";
    }
    return "";
}

ai::Limits review_limits(const GameInfo& game, int level) {
    ai::Limits limits = game.level_limits(level, 1);
    limits.noise = 0;
    limits.overlook_win_percent = 0;
    limits.contempt = 0;  // a review values a draw as what it is
    return limits;
}

namespace {

// A position of the game valued, with who was to move there.
struct ValuedPly {
    Valued valued;
    int side = 0;   // the side to move
    int mover = 0;  // the mover to move
};

// Each move of `record` marked by what it gave away, from the positions before and after it.
// The move into the endgame (at `endgame_from`) is marked by what the search said of the
// position it led to (`searched_endgame_start`), not by the endgame's exact value.
std::vector<ReviewedMove> marked_moves(const GameRecord& record,
                                       const std::vector<ValuedPly>& valued,
                                       std::optional<std::size_t> endgame_from,
                                       const std::optional<Evaluation>& searched_endgame_start) {
    std::vector<ReviewedMove> moves;
    for (std::size_t ply = 1; ply < valued.size(); ++ply) {
        const ValuedPly& before = valued[ply - 1];
        ReviewedMove move;
        move.ply = ply;
        move.mover = before.mover;
        move.side = before.side;
        move.played = record.moves[ply - 1];
        move.best = before.valued.best;
        move.line = before.valued.line;
        move.before = before.valued.evaluation;
        const bool same_side = valued[ply].side == move.side;
        const Evaluation& next = valued[ply].valued.evaluation;
        move.after = same_side ? next : other_side(next);
        const Evaluation& searched =
            endgame_from && ply == *endgame_from && searched_endgame_start
                ? (same_side ? *searched_endgame_start : other_side(*searched_endgame_start))
                : move.after;
        move.loss = std::max(0.0, move.before.chance - searched.chance);
        move.mark = mark_for(move);
        moves.push_back(std::move(move));
    }
    return moves;
}

}  // namespace

Result<Review> review_game(const GameRecord& record, const ai::Limits& limits,
                           const std::atomic<bool>* stop,
                           const std::function<void(std::size_t, std::size_t)>& progress) {
    const GameInfo* info = find_game(record.game);
    if (!info) return fail("unknown game '" + record.game + "'");
    auto whole_game = match_after(*info, record, record.moves.size());  // every move checked
    if (!whole_game) return fail(whole_game.error());
    Review review;
    review.game = info;
    const std::size_t positions = record.moves.size() + 1;
    if (progress) progress(0, positions);
    std::unique_ptr<AnyMatch> match = match_after(*info, record, 0).value();
    std::optional<SolvedEndgame> endgame;
    if (info->solves_endgames && !match->solved_value())
        endgame = solve_endgame(*info, record, std::move(whole_game).value(), stop);
    if (endgame) {
        review.endgame_from = endgame->ply;
        review.endgame_positions = endgame->positions;
        if (endgame->ply == 0) match = std::move(endgame->match);
    }
    // One match plays the game through: the one that solved the endgame, from its ply on.
    const std::unique_ptr<SearchMemory> memory = match->new_search_memory(std::size_t(64) << 20);
    review.exact = match->solved_value().has_value();
    std::vector<ValuedPly> valued;
    // The move into the endgame goes from a search's estimate to an exact value: it gives away
    // what the search says it does, the position after it searched too.
    std::optional<Evaluation> searched_endgame_start;
    for (std::size_t ply = 0; ply < positions; ++ply) {
        if (stop && stop->load()) break;
        if (ply > 0) {
            match->play(record.moves[ply - 1]);  // checked by match_after
            if (review.endgame_from && ply == *review.endgame_from) {
                searched_endgame_start =
                    value_position(*match, limits, stop, memory.get()).evaluation;
                match = std::move(endgame->match);
            }
        }
        const int side = info->side_of_mover[std::size_t(match->to_move())];
        Valued position = value_position(*match, limits, stop, memory.get());
        if (stop && stop->load()) break;  // a search cut short values nothing
        const Evaluation& own = position.evaluation;
        review.positions.push_back(side == 0 ? own : other_side(own));
        review.exact = review.exact && own.solved;
        valued.push_back({std::move(position), side, match->to_move()});
        if (progress) progress(ply + 1, positions);
    }
    review.moves = marked_moves(record, valued, review.endgame_from, searched_endgame_start);
    return review;
}

std::vector<SideSummary> Review::summary() const {
    std::vector<SideSummary> sides(game ? game->side_names.size() : 2);
    std::vector<double> accuracy_sum(sides.size(), 0);
    for (const ReviewedMove& move : moves) {
        SideSummary& side = sides[std::size_t(move.side)];
        side.inaccuracies += move.mark == Mark::Inaccuracy;
        side.mistakes += move.mark == Mark::Mistake;
        side.blunders += move.mark == Mark::Blunder;
        ++side.moves;
        // lichess's accuracy of a move from the win percentage it lost.
        const double lost =
            marked_exactly(move) && move.mark == Mark::Blunder ? 100 : move.loss * 100;
        accuracy_sum[std::size_t(move.side)] +=
            std::clamp(103.1668 * std::exp(-0.04354 * lost) - 3.1669, 0.0, 100.0);
    }
    for (std::size_t side = 0; side < sides.size(); ++side)
        if (sides[side].moves > 0) sides[side].accuracy = accuracy_sum[side] / sides[side].moves;
    return sides;
}

std::string_view mark_sign(Mark mark) {
    switch (mark) {
        case Mark::Inaccuracy:
            return "?!";
        case Mark::Mistake:
            return "?";
        case Mark::Blunder:
            return "??";
        default:
            return "";
    }
}

std::size_t move_number(const Review& review, std::size_t ply) {
    return numbered_move_count(ply, review.game ? review.game->side_names.size() : 2);
}

std::string better_move_text(const ReviewedMove& move) {
    if (move.mark == Mark::Best || move.best.empty()) return {};
    std::string text = " (better: " + move.best;
    if (move.line.size() > 1) {
        text += "; line";
        for (const std::string& step : move.line)
            text += " " + step;
    }
    return text + ")";
}

std::string review_report(const Review& review) {
    const GameInfo& game = *review.game;
    std::string text = "review of a game of " + std::string(game.title);
    const std::string endgame = review.endgame_from
                                    ? "valued exactly by its endgame, solved (" +
                                          std::to_string(review.endgame_positions) + " positions)"
                                    : "";
    if (review.endgame_from && *review.endgame_from == 0)
        text += ": every position " + endgame;
    else if (review.exact)
        text += ": every position valued by the game's solution";
    else
        text += ": each position searched by the computer";
    if (review.endgame_from && *review.endgame_from > 0)
        text += ", from move " + std::to_string(move_number(review, *review.endgame_from + 1)) +
                " on " + endgame;
    text += '\n';
    for (const ReviewedMove& move : review.moves) {
        std::string line = std::to_string(move_number(review, move.ply)) + ". " +
                           std::string(game.mover_names[std::size_t(move.mover)]) + " " +
                           move.played + std::string(mark_sign(move.mark));
        line.resize(std::max<std::size_t>(line.size() + 1, 24), ' ');
        line += game.side_names[std::size_t(move.side)] + " " + move.before.text() + " -> " +
                move.after.text() + "  " + std::string(mark_name(move.mark));
        text += line + better_move_text(move) + '\n';
    }
    const std::vector<SideSummary> sides = review.summary();
    for (std::size_t side = 0; side < sides.size(); ++side) {
        const SideSummary& summary = sides[side];
        text += game.side_names[side] + ": " + std::to_string(summary.inaccuracies) +
                " inaccuracies, " + std::to_string(summary.mistakes) + " mistakes, " +
                std::to_string(summary.blunders) + " blunders, accuracy " +
                std::to_string(int(std::lround(summary.accuracy))) + "%\n";
    }
    return text;
}

}  // namespace boardgames
