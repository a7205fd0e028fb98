#include "tournament/results.hpp"

namespace boardgames::tournament {

namespace {

// The record of a decided or pending game seen from `side`.
RoundRecord record_of(const RoundGame& game, Side side) {
    RoundRecord record;
    const bool first = side == Side::first;
    record.opponent = first ? game.second : game.first;
    const auto points_for = [&](GameResult first_wins, GameResult second_wins) {
        if (game.result == first_wins) return first ? 1.0 : 0.0;
        if (game.result == second_wins) return first ? 0.0 : 1.0;
        return 0.0;
    };
    switch (game.result) {
        case GameResult::pending:
            record.kind = RoundRecord::Kind::pending;
            break;
        case GameResult::first_won:
        case GameResult::second_won:
            record.kind = RoundRecord::Kind::played;
            record.points = points_for(GameResult::first_won, GameResult::second_won);
            record.side = side;
            break;
        case GameResult::draw:
            record.kind = RoundRecord::Kind::played;
            record.points = 0.5;
            record.side = side;
            break;
        case GameResult::first_won_by_forfeit:
        case GameResult::second_won_by_forfeit:
            record.kind = RoundRecord::Kind::forfeit;
            record.points =
                points_for(GameResult::first_won_by_forfeit, GameResult::second_won_by_forfeit);
            break;
        case GameResult::both_forfeited:
            record.kind = RoundRecord::Kind::forfeit;
            break;
    }
    return record;
}

}  // namespace

std::vector<RoundRecord> player_rounds(PlayerId player, const std::vector<Round>& rounds,
                                       const Scoring& scoring) {
    std::vector<RoundRecord> records;
    records.reserve(rounds.size());
    for (const Round& round : rounds) {
        RoundRecord record;  // absent unless a game of the round names him
        for (const RoundGame& game : round) {
            if (game.is_bye() && game.first == player) {
                const bool requested = game.result == GameResult::draw;
                record.kind = requested ? RoundRecord::Kind::requested_bye : RoundRecord::Kind::bye;
                record.points = requested ? 0.5 : scoring.bye;
                break;
            }
            if (game.first == player || (!game.is_bye() && game.second == player)) {
                record = record_of(game, game.first == player ? Side::first : Side::second);
                break;
            }
        }
        records.push_back(record);
    }
    return records;
}

double points_of(const std::vector<RoundRecord>& records) {
    double points = 0;
    for (const RoundRecord& record : records)
        points += record.points;
    return points;
}

}  // namespace boardgames::tournament
