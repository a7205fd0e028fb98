#include "contest.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <memory>
#include <ostream>
#include <random>
#include <vector>

#include "boardgames/play/arrangement.hpp"
#include "game_record.hpp"
#include "series.hpp"

namespace boardgames {

Result<Contestant> parse_contestant(const std::string& text) {
    if (text == "random") return Contestant{text, 0};
    const auto level_after = [&](std::string_view prefix) {
        const bool named = text.size() == prefix.size() + 1 && text.rfind(prefix, 0) == 0 &&
                           text.back() >= '1' && text.back() <= '0' + perfect_level;
        return named ? text.back() - '0' : 0;
    };
    if (const int level = level_after("ai:")) return Contestant{text, level};
    if (const int level = level_after("mcts:"))
        return Contestant{text, level, ai::Engine::MonteCarlo};
    return fail("unknown contestant '" + text +
                "' (contestants: ai:1 to ai:5, ai:6 where the game is solved, mcts:1 to mcts:5, "
                "random)");
}

namespace {

struct MoveTimes {
    std::vector<double> seconds;
    double mean() const {
        double total = 0;
        for (double s : seconds)
            total += s;
        return seconds.empty() ? 0 : total / double(seconds.size());
    }
    double median() const {
        if (seconds.empty()) return 0;
        std::vector<double> sorted = seconds;
        std::sort(sorted.begin(), sorted.end());
        return sorted[sorted.size() / 2];
    }
    double max() const {
        return seconds.empty() ? 0 : *std::max_element(seconds.begin(), seconds.end());
    }
};

std::string format_seconds(double seconds) {
    char text[32];
    std::snprintf(text, sizeof text, "%.3f s", seconds);
    return text;
}

// The contestants in the order the command line gives them.
const char* ordinal(std::size_t contestant) {
    static const char* const names[] = {"first", "second", "third", "fourth"};
    return contestant < 4 ? names[contestant] : "another";
}

constexpr std::size_t ply_limit = 4000;  // far past any game; every rulebook guarantees an end

// Who plays where in game `game` of a contest: contestant k sits at seat (k + game) mod seats, so
// two contestants swap and three rotate.
struct Rotation {
    const GameInfo& info;
    const std::vector<Seat>& seats;
    int game;
    std::size_t contestants;

    std::size_t contestant_at_seat(int seat) const {
        return std::size_t(((seat - game) % int(contestants) + int(contestants)) %
                           int(contestants));
    }
    std::size_t contestant_of_mover(int mover) const {
        return contestant_at_seat(seat_of_mover(seats, mover));
    }
};

// What the contestants spent on their moves, by contestant.
struct Effort {
    std::vector<MoveTimes> times;
    std::vector<std::uint64_t> nodes;
};

// One game to its end: each arrangement, then each move by the contestant whose turn it is.
std::unique_ptr<AnyMatch> play_game(const GameInfo& info,
                                    const std::vector<Contestant>& contestants,
                                    const std::vector<int>& options, const Rotation& rotation,
                                    std::mt19937_64& random, Effort& effort) {
    std::string start = info.start_position(-1, options);
    if (info.arrange)
        for (int mover = 0; mover < int(info.mover_names.size()); ++mover) {
            const Contestant& contestant = contestants[rotation.contestant_of_mover(mover)];
            start = contestant.level == 0
                        ? info.arrange(start, mover, random() | 1)
                        : ai::choose_arrangement(info, start, mover, contestant.level, random());
        }
    std::unique_ptr<AnyMatch> match = std::move(info.new_match(info, start)).value();
    while (!match->outcome().over() && match->ply() < ply_limit) {
        const std::size_t who = rotation.contestant_of_mover(match->to_move());
        const Contestant& contestant = contestants[who];
        const auto began = std::chrono::steady_clock::now();
        std::string move;
        if (contestant.level == 0) {
            const auto moves = match->legal_moves();
            move = moves[random() % moves.size()];
        } else {
            ai::Report report;
            ai::Limits limits = info.level_limits(contestant.level, random());
            limits.engine = contestant.engine;
            move = match->choose_move(limits, nullptr, &report);
            effort.nodes[who] += report.nodes;
        }
        effort.times[who].seconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
        match->play(move);
    }
    return match;
}

// Adds a finished game's points, wins, draws and losses to the contestants'; returns who won
// ("first wins", "draw").
std::string count_game(const AnyMatch& match, const Rotation& rotation, ContestTally& tally) {
    const Outcome result = match.outcome();
    const std::vector<double> earned =
        Series::seat_points(result, rotation.seats, rotation.info.side_of_mover);
    std::string verdict = "draw";
    for (int seat = 0; seat < int(rotation.seats.size()); ++seat) {
        const std::size_t who = rotation.contestant_at_seat(seat);
        tally.points[who] += earned[std::size_t(seat)];
        if (result.status == Outcome::Status::Draw) {
            ++tally.draws[who];
        } else if (side_of_seat(rotation.seats[std::size_t(seat)], rotation.info.side_of_mover) ==
                   result.winner) {
            ++tally.wins[who];
            verdict = std::string(ordinal(who)) + " wins";
        } else {
            ++tally.losses[who];
        }
    }
    return verdict;
}

void report_contest(const GameInfo& info, const std::vector<Contestant>& contestants, int games,
                    std::uint64_t seed, const ContestTally& tally, const Effort& effort,
                    std::ostream& out) {
    const std::size_t count = contestants.size();
    out << info.name << ":";
    for (std::size_t who = 0; who < count; ++who)
        out << (who ? " v " : " ") << contestants[who].label;
    out << ", " << games << " games, seed " << seed << '\n';
    for (std::size_t who = 0; who < count; ++who) {
        // The share of the points of every game: 50% is an even contest for two contestants.
        char percent[16];
        std::snprintf(percent, sizeof percent, "%.1f%%",
                      100 * tally.points[who] / std::max(1, games));
        out << contestants[who].label << ": " << tally.wins[who] << " wins, " << tally.draws[who]
            << " draws, " << tally.losses[who] << " losses, " << points_text(tally.points[who])
            << " points (score " << percent << ")\n";
    }
    for (std::size_t who = 0; who < count; ++who) {
        const Contestant& contestant = contestants[who];
        const MoveTimes& t = effort.times[who];
        out << contestant.label << " (" << ordinal(who) << "): " << t.seconds.size()
            << " moves, mean " << format_seconds(t.mean()) << ", median "
            << format_seconds(t.median()) << ", max " << format_seconds(t.max());
        if (contestant.level > 0) {
            double total = 0;
            for (double s : t.seconds)
                total += s;
            out << ", " << static_cast<long long>(total > 0 ? double(effort.nodes[who]) / total : 0)
                << " nodes/s";
        }
        out << '\n';
    }
}

}  // namespace

ContestTally run_contest(const GameInfo& info, const std::vector<Contestant>& contestants,
                         const std::vector<int>& options, int games, std::uint64_t seed,
                         bool verbose, std::ostream& out) {
    const std::vector<Seat> seats = info.seats(options);
    const std::size_t count = contestants.size();
    ContestTally tally{std::vector<double>(count), std::vector<int>(count), std::vector<int>(count),
                       std::vector<int>(count)};
    Effort effort{std::vector<MoveTimes>(count), std::vector<std::uint64_t>(count)};
    std::uint64_t game_seed = seed;
    for (int game = 0; game < games; ++game) {
        std::mt19937_64 random(splitmix64(game_seed));
        const Rotation rotation{info, seats, game, count};
        const auto match = play_game(info, contestants, options, rotation, random, effort);
        const std::string verdict = count_game(*match, rotation, tally);
        if (verbose) {
            out << "game " << game + 1 << ":";
            for (int seat = 0; seat < int(seats.size()); ++seat)
                out << (seat ? ", " : " ") << ordinal(rotation.contestant_at_seat(seat)) << " ("
                    << contestants[rotation.contestant_at_seat(seat)].label << ") as "
                    << seats[std::size_t(seat)].name;
            out << "; " << verdict << " (" << match->result_text() << ") in " << match->ply()
                << " moves: " << numbered_moves(match->record()) << "\n";
        }
    }
    report_contest(info, contestants, games, seed, tally, effort, out);
    return tally;
}

}  // namespace boardgames
