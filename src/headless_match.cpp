#include "headless_match.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <ostream>
#include <random>
#include <vector>

#include "boardgames/play/arrangement.hpp"
#include "game_record.hpp"

namespace boardgames {

Result<MatchPlayer> parse_match_player(const std::string& text) {
    if (text == "random") return MatchPlayer{text, 0};
    const auto level_after = [&](std::string_view prefix) {
        const bool named = text.size() == prefix.size() + 1 && text.rfind(prefix, 0) == 0 &&
                           text.back() >= '1' && text.back() <= '5';
        return named ? text.back() - '0' : 0;
    };
    if (const int level = level_after("ai:")) return MatchPlayer{text, level};
    if (const int level = level_after("mcts:"))
        return MatchPlayer{text, level, ai::Engine::MonteCarlo};
    return fail("unknown player '" + text + "' (players: ai:1 to ai:5, mcts:1 to mcts:5, random)");
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

constexpr std::size_t ply_limit = 4000;  // far past any game; every rulebook guarantees an end

}  // namespace

MatchTally run_headless_match(const GameInfo& info, const MatchPlayer& first,
                              const MatchPlayer& second, int games, std::uint64_t seed,
                              bool verbose, std::ostream& out) {
    MatchTally tally;
    std::array<MoveTimes, 2> times;  // by player: first, second
    std::array<std::uint64_t, 2> nodes{};
    std::uint64_t game_seed = seed;
    for (int game = 0; game < games; ++game) {
        const std::uint64_t this_seed = splitmix64(game_seed);
        std::mt19937_64 random(this_seed);
        // Sides alternate: the first player takes side 0 in even games, side 1 in odd ones.
        const int first_side = game % 2;
        const auto player_of_side = [&](int side) { return side == first_side ? 0 : 1; };
        const std::array<const MatchPlayer*, 2> players{&first, &second};

        std::string start = info.standard_position;
        if (info.arrange)
            for (int side = 0; side < int(info.player_names.size()); ++side) {
                const MatchPlayer& player = *players[std::size_t(player_of_side(side))];
                start = player.level == 0
                            ? info.arrange(start, side, random() | 1)
                            : ai::choose_arrangement(info, start, side, player.level, random());
            }
        auto created = info.new_match(info, start);
        std::unique_ptr<AnyMatch> match = std::move(created).value();
        while (!match->outcome().over() && match->ply() < ply_limit) {
            const int who = player_of_side(match->to_move());
            const MatchPlayer& player = *players[std::size_t(who)];
            const auto began = std::chrono::steady_clock::now();
            std::string move;
            if (player.level == 0) {
                const auto moves = match->legal_moves();
                move = moves[random() % moves.size()];
            } else {
                ai::Report report;
                ai::Limits limits = ai::level_limits(player.level, random());
                limits.engine = player.engine;
                move = match->choose_move(limits, nullptr, &report);
                nodes[std::size_t(who)] += report.nodes;
            }
            times[std::size_t(who)].seconds.push_back(
                std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count());
            match->play(move);
        }
        const Outcome result = match->outcome();
        const char* verdict = "draw";
        if (result.status == Outcome::Status::Win) {
            if (player_of_side(result.winner) == 0)
                ++tally.first_wins, verdict = "first wins";
            else
                ++tally.second_wins, verdict = "second wins";
        } else {
            ++tally.draws;
        }
        if (verbose)
            out << "game " << game + 1 << ": " << first.label << " as "
                << info.player_names[std::size_t(first_side)] << ", " << verdict << " ("
                << match->result_text() << ") in " << match->ply()
                << " moves: " << numbered_moves(match->record()) << "\n";
    }
    const double score = (tally.first_wins + 0.5 * tally.draws) / std::max(1, games);
    char percent[16];
    std::snprintf(percent, sizeof percent, "%.1f%%", 100 * score);
    out << info.name << ": " << first.label << " v " << second.label << ", " << games
        << " games, seed " << seed << '\n';
    out << first.label << ": " << tally.first_wins << " wins, " << tally.draws << " draws, "
        << tally.second_wins << " losses (score " << percent << ")\n";
    for (int who = 0; who < 2; ++who) {
        const MatchPlayer& player = who == 0 ? first : second;
        const MoveTimes& t = times[std::size_t(who)];
        out << player.label << (who == 0 ? " (first)" : " (second)") << ": " << t.seconds.size()
            << " moves, mean " << format_seconds(t.mean()) << ", median "
            << format_seconds(t.median()) << ", max " << format_seconds(t.max());
        if (player.level > 0) {
            double total = 0;
            for (double s : t.seconds)
                total += s;
            out << ", "
                << static_cast<long long>(total > 0 ? double(nodes[std::size_t(who)]) / total : 0)
                << " nodes/s";
        }
        out << '\n';
    }
    return tally;
}

}  // namespace boardgames
