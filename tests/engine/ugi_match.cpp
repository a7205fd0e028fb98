// A small tournament manager that knows no rules: two `boardgames engine GAME` processes play
// each other through the Universal Game Interface alone. It keeps their clocks, asks them whose
// turn it is, whether the game is over and its result, and calls a game broken when the two
// disagree. It also times isready while an engine searches.
//   ugi_match BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES [LEVEL LEVEL [HASH_MB]]]
// Exit status 1 when an engine lost on time, the engines disagreed, or one broke the protocol;
// with two levels, also when the higher level did not win more games than the lower.
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "engine_process.hpp"

using namespace ugi_test;

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr,
                     "usage: ugi_match BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES "
                     "[LEVEL LEVEL [HASH_MB]]]\n");
        return 2;
    }
    ::signal(SIGPIPE, SIG_IGN);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);  // each game's line as it ends, into a file too
    const std::string binary = argv[1], game = argv[2];
    const int games = std::atoi(argv[3]);
    const long clock_ms = std::atol(argv[4]), increment_ms = std::atol(argv[5]);
    const int max_plies = argc > 6 ? std::atoi(argv[6]) : 1000;
    const int levels[2] = {argc > 8 ? std::atoi(argv[7]) : 5, argc > 8 ? std::atoi(argv[8]) : 5};
    const std::string hash_mb = argc > 9 ? argv[9] : "";
    EngineProcess first(binary, game), second(binary, game);
    for (EngineProcess* engine : {&first, &second}) {
        engine->send("ugi");
        if (!engine->until("ugiok")) return std::puts("an engine did not answer ugi"), 1;
        engine->send("setoption name level value " + std::to_string(levels[engine == &second]));
        if (!hash_mb.empty()) engine->send("setoption name hash value " + hash_mb);
        engine->send("isready");
        if (!engine->until("readyok")) return std::puts("an engine did not answer isready"), 1;
    }
    int time_losses = 0, broken = 0, unfinished = 0, p1_wins = 0, p2_wins = 0, draws = 0;
    int wins_of[2] = {0, 0};  // the first engine's and the second's
    std::vector<double> isready_ms;
    double longest_move_ms = 0, least_left_ms = double(clock_ms);
    long plies_played = 0;
    for (int number = 0; number < games; ++number) {
        // The engines take turns at being player 1.
        EngineProcess& p1 = number % 2 == 0 ? first : second;
        EngineProcess& p2 = number % 2 == 0 ? second : first;
        for (EngineProcess* engine : {&p1, &p2})
            engine->send("uginewgame");
        std::string moves;
        double left[2] = {double(clock_ms), double(clock_ms)};
        std::string verdict;
        for (int ply = 0; ply < max_plies; ++ply) {
            p1.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
            const std::string over = p1.ask("gameover");
            p2.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
            if (p2.ask("gameover") != over) {
                verdict = "broken: the engines disagree whether the game is over";
                break;
            }
            if (over == "true") {
                const std::string result = p1.ask("result");
                if (p2.ask("result") != result) {
                    verdict = "broken: the engines disagree on the result";
                    break;
                }
                verdict = result;
                break;
            }
            const bool p1_turn = p1.ask("p1turn") == "true";
            if ((p2.ask("p1turn") == "true") != p1_turn) {
                verdict = "broken: the engines disagree whose turn it is";
                break;
            }
            EngineProcess& mover = p1_turn ? p1 : p2;
            const int side = p1_turn ? 0 : 1;
            const auto started = Clock::now();
            mover.send("go p1time " + std::to_string(long(left[0])) + " p2time " +
                       std::to_string(long(left[1])) + " p1inc " + std::to_string(increment_ms) +
                       " p2inc " + std::to_string(increment_ms));
            std::optional<std::string> best;
            if (ply % 10 == 3) {  // isready while it thinks (a bestmove may come first)
                const auto asked = Clock::now();
                mover.send("isready");
                for (std::optional<std::string> seen; (seen = mover.line(5000));) {
                    if (seen->rfind("bestmove ", 0) == 0) best = seen;
                    if (*seen != "readyok") continue;
                    if (!best) isready_ms.push_back(millis_since(asked));
                    break;
                }
            }
            if (!best) best = mover.until("bestmove ", int(left[side]) + 5000);
            const double took = millis_since(started);
            longest_move_ms = std::max(longest_move_ms, took);
            left[side] -= took;
            least_left_ms = std::min(least_left_ms, left[side]);
            if (!best) {
                verdict = "broken: no bestmove";
                break;
            }
            if (left[side] < 0) {
                verdict = std::string(side == 0 ? "p2win" : "p1win") + " on time";
                ++time_losses;
                break;
            }
            left[side] += double(increment_ms);
            moves += " " + best->substr(9);
            ++plies_played;
        }
        if (verdict.empty()) {
            verdict = "unfinished after " + std::to_string(max_plies) + " plies";
            ++unfinished;
        }
        if (verdict.rfind("broken", 0) == 0) ++broken;
        if (verdict == "p1win") ++p1_wins, ++wins_of[number % 2];
        if (verdict == "p2win") ++p2_wins, ++wins_of[1 - number % 2];
        if (verdict == "draw") ++draws;
        std::printf("game %d: %s\n", number + 1, verdict.c_str());
    }
    std::sort(isready_ms.begin(), isready_ms.end());
    std::printf(
        "%s: %d games, %ld plies; player 1 won %d, player 2 won %d, %d drawn, %d "
        "unfinished, %d broken, %d lost on time\n",
        game.c_str(), games, plies_played, p1_wins, p2_wins, draws, unfinished, broken,
        time_losses);
    std::printf("longest move %.0f ms; least time left %.0f ms of %ld\n", longest_move_ms,
                least_left_ms, clock_ms);
    std::printf("level %d won %d, level %d won %d\n", levels[0], wins_of[0], levels[1], wins_of[1]);
    const int stronger = levels[0] > levels[1] ? 0 : 1;
    if (levels[0] != levels[1] && wins_of[stronger] <= wins_of[1 - stronger])
        return std::puts("the higher level did not win more games"), 1;
    if (!isready_ms.empty())
        std::printf("isready while searching: median %.2f ms, max %.2f ms (%zu times)\n",
                    isready_ms[isready_ms.size() / 2], isready_ms.back(), isready_ms.size());
    return time_losses > 0 || broken > 0 ? 1 : 0;
}
