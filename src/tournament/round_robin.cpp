#include "tournament/round_robin.hpp"

namespace boardgames::tournament {

namespace {

int table_size(int players) {
    return players % 2 == 0 ? players : players + 1;
}

bool valid_count(int players) {
    return players >= round_robin_min_players && players <= round_robin_max_players;
}

}  // namespace

int round_robin_rounds(int players, bool double_round) {
    if (!valid_count(players)) return 0;
    const int once = table_size(players) - 1;
    return double_round ? 2 * once : once;
}

std::vector<NumberedPairing> berger_round(int players, int round, bool double_round) {
    if (round < 1 || round > round_robin_rounds(players, double_round)) return {};
    const int n = table_size(players);
    const int cycle = n - 1;
    const bool second_cycle = round > cycle;
    const int r = second_cycle ? round - cycle : round;
    // The Berger table's pivot: the player who meets number n this round; the others pair off
    // around him on the circle of 1..n-1 (pivot+i against pivot-i).
    const int pivot = r % 2 == 1 ? (r + 1) / 2 : r / 2 + n / 2;
    const auto on_circle = [cycle](int number) {
        return ((number - 1) % cycle + cycle) % cycle + 1;
    };
    std::vector<NumberedPairing> boards;
    // Number n takes the second side in odd rounds and the first in even ones.
    boards.push_back(r % 2 == 1 ? NumberedPairing{pivot, n} : NumberedPairing{n, pivot});
    for (int i = 1; i < n / 2; ++i)
        boards.push_back({on_circle(pivot + i), on_circle(pivot - i)});
    for (NumberedPairing& board : boards) {
        if (second_cycle) std::swap(board.first, board.second);
        if (n != players) {  // the odd count's missing number n: a bye, its player first
            if (board.first == n) std::swap(board.first, board.second);
            if (board.second == n) board.second = 0;
        }
    }
    return boards;
}

Round round_robin_round(const std::vector<Entrant>& entrants, int round, bool double_round) {
    Round games;
    for (const NumberedPairing& board : berger_round(int(entrants.size()), round, double_round)) {
        const Entrant& first = entrants[std::size_t(board.first - 1)];
        if (board.second == 0) {
            if (!first.withdrawn) games.push_back({first.id, no_player, GameResult::pending});
            continue;
        }
        const Entrant& second = entrants[std::size_t(board.second - 1)];
        GameResult result = GameResult::pending;
        if (first.withdrawn && second.withdrawn) {
            result = GameResult::both_forfeited;
        } else if (first.withdrawn) {
            result = GameResult::second_won_by_forfeit;
        } else if (second.withdrawn) {
            result = GameResult::first_won_by_forfeit;
        }
        games.push_back({first.id, second.id, result});
    }
    return games;
}

}  // namespace boardgames::tournament
