// The soak: many seeded random games of every game, checking at every ply that a game with no
// legal move is over and one that is over has none, and every few plies that the position
// string round-trips. Built with the sanitizers it also hunts memory and UB errors.
// Usage: boardgames_soak [GAMES_PER_GAME] [FIRST_SEED]   (not in CI; see README)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <tuple>

#include "boardgames/all_games.hpp"

using namespace boardgames;

template <Game G>
bool soak(long games, unsigned first_seed) {
    const auto started = std::chrono::steady_clock::now();
    long plies = 0;
    std::size_t longest = 0;
    std::array<long, 3> results{};  // first side wins, second side wins, draws
    for (long game = 0; game < games; ++game) {
        std::mt19937 random(first_seed + unsigned(game));
        typename G::State start = G::start_state();
        if constexpr (players_choose_first<G>()) start = G::start_state(int(game % 2));
        Match<G> match(start);
        while (true) {
            const auto moves = match.legal();
            const Outcome result = match.outcome();
            if (moves.empty() != result.over()) {
                std::printf("%s: seed %ld: moves and outcome disagree at %s\n",
                            std::string(G::name).c_str(), long(first_seed) + game,
                            G::format_position(match.state()).c_str());
                return false;
            }
            if (result.over()) {
                ++results[result.status == Outcome::Status::Draw ? 2 : std::size_t(result.winner)];
                break;
            }
            if (match.ply() % 8 == 0) {
                const auto parsed = G::parse_position(G::format_position(match.state()));
                if (!parsed || !(*parsed == match.state())) {
                    std::printf("%s: seed %ld: position string does not round-trip at %s\n",
                                std::string(G::name).c_str(), long(first_seed) + game,
                                G::format_position(match.state()).c_str());
                    return false;
                }
            }
            match.play(
                moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        plies += long(match.ply());
        longest = std::max(longest, match.ply());
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::printf("%-10s %ld games, %ld plies (longest %zu), wins %ld/%ld, draws %ld, %.1f s\n",
                std::string(G::name).c_str(), games, plies, longest, results[0], results[1],
                results[2], seconds);
    return true;
}

int main(int argc, char** argv) {
    const long games = argc > 1 ? std::atol(argv[1]) : 100000;
    const unsigned first_seed = argc > 2 ? unsigned(std::atol(argv[2])) : 1;
    const bool ok = [&]<class... G>(std::tuple<G...>*) {
        return (soak<G>(games, first_seed) && ...);
    }(static_cast<AllGames*>(nullptr));
    return ok ? 0 : 1;
}
