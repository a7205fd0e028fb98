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

namespace {

// The command line: BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES [LEVEL LEVEL [HASH_MB]]].
struct Settings {
    std::string binary, game;
    int games = 0;
    long clock_ms = 0, increment_ms = 0;
    int max_plies = 1000;
    int levels[2] = {5, 5};  // the first engine's and the second's
    std::string hash_mb;     // empty: the engine's own
};

Settings read_settings(int argc, char** argv) {
    Settings settings;
    settings.binary = argv[1];
    settings.game = argv[2];
    settings.games = std::atoi(argv[3]);
    settings.clock_ms = std::atol(argv[4]);
    settings.increment_ms = std::atol(argv[5]);
    if (argc > 6) settings.max_plies = std::atoi(argv[6]);
    if (argc > 8) {
        settings.levels[0] = std::atoi(argv[7]);
        settings.levels[1] = std::atoi(argv[8]);
    }
    if (argc > 9) settings.hash_mb = argv[9];
    return settings;
}

// What the match counts over its games.
struct Tally {
    int time_losses = 0, broken = 0, unfinished = 0, p1_wins = 0, p2_wins = 0, draws = 0;
    int wins_of[2] = {0, 0};   // the first engine's and the second's
    int repetition_draws = 0;  // draws `boardgames show` calls a repetition
    std::vector<double> isready_ms;
    double longest_move_ms = 0, least_left_ms = 0;
    long plies_played = 0;
};

// Readies an engine at its level: the complaint when it does not answer, null when it does.
const char* prepare(EngineProcess& engine, int level, const std::string& hash_mb) {
    engine.send("ugi");
    if (!engine.until("ugiok")) return "an engine did not answer ugi";
    engine.send("setoption name level value " + std::to_string(level));
    if (!hash_mb.empty()) engine.send("setoption name hash value " + hash_mb);
    engine.send("isready");
    if (!engine.until("readyok")) return "an engine did not answer isready";
    return nullptr;
}

// Tells both engines the position and asks each whether the game is over, its result and whose
// turn it is: the verdict when the game is over or they disagree, nothing while it goes on.
std::optional<std::string> judge(EngineProcess& p1, EngineProcess& p2, const std::string& moves,
                                 bool& p1_turn) {
    const std::string position = "position startpos" + (moves.empty() ? "" : " moves" + moves);
    p1.send(position);
    const std::string over = p1.ask("gameover");
    p2.send(position);
    if (p2.ask("gameover") != over) return "broken: the engines disagree whether the game is over";
    if (over == "true") {
        const std::string result = p1.ask("result");
        if (p2.ask("result") != result) return "broken: the engines disagree on the result";
        return result;
    }
    p1_turn = p1.ask("p1turn") == "true";
    if ((p2.ask("p1turn") == "true") != p1_turn)
        return "broken: the engines disagree whose turn it is";
    return std::nullopt;
}

// The move `mover` answers to go with the clocks at `left`, if it answers within its time. With
// `probe` it is asked isready while it thinks (a bestmove may come first) and the delay is kept.
std::optional<std::string> search(EngineProcess& mover, const double left[2], int side,
                                  long increment_ms, bool probe, Tally& tally) {
    mover.send("go p1time " + std::to_string(long(left[0])) + " p2time " +
               std::to_string(long(left[1])) + " p1inc " + std::to_string(increment_ms) +
               " p2inc " + std::to_string(increment_ms));
    std::optional<std::string> best;
    if (probe) {
        const auto asked = Clock::now();
        mover.send("isready");
        for (std::optional<std::string> seen; (seen = mover.line(5000));) {
            if (seen->rfind("bestmove ", 0) == 0) best = seen;
            if (*seen != "readyok") continue;
            if (!best) tally.isready_ms.push_back(millis_since(asked));
            break;
        }
    }
    if (!best) best = mover.until("bestmove ", int(left[side]) + 5000);
    return best;
}

// Plays one game, p1 moving first: its verdict (the result, a loss on time, unfinished, broken).
// The moves played go in `moves`.
std::string play_game(EngineProcess& p1, EngineProcess& p2, const Settings& settings, Tally& tally,
                      std::string& moves) {
    moves.clear();
    double left[2] = {double(settings.clock_ms), double(settings.clock_ms)};
    for (int ply = 0; ply < settings.max_plies; ++ply) {
        bool p1_turn = true;
        if (const auto verdict = judge(p1, p2, moves, p1_turn)) return *verdict;
        EngineProcess& mover = p1_turn ? p1 : p2;
        const int side = p1_turn ? 0 : 1;
        const auto started = Clock::now();
        const auto best = search(mover, left, side, settings.increment_ms, ply % 10 == 3, tally);
        const double took = millis_since(started);
        tally.longest_move_ms = std::max(tally.longest_move_ms, took);
        left[side] -= took;
        tally.least_left_ms = std::min(tally.least_left_ms, left[side]);
        if (!best) return "broken: no bestmove";
        if (left[side] < 0) {
            ++tally.time_losses;
            return std::string(side == 0 ? "p2win" : "p1win") + " on time";
        }
        left[side] += double(settings.increment_ms);
        moves += ' ';
        moves += best->substr(9);
        ++tally.plies_played;
    }
    ++tally.unfinished;
    return "unfinished after " + std::to_string(settings.max_plies) + " plies";
}

// The result `boardgames show` gives the game after `moves` ("draw (threefold repetition)"):
// the one question the manager puts to the rules, afterwards, to say why a game was drawn.
std::string shown_result(const Settings& settings, const std::string& moves) {
    const std::string command =
        "'" + settings.binary + "' show " + settings.game + " --play '" + moves + "' 2>/dev/null";
    FILE* shown = ::popen(command.c_str(), "r");
    if (!shown) return "";
    std::string text;
    char chunk[4096];
    for (std::size_t got; (got = std::fread(chunk, 1, sizeof chunk, shown)) > 0;)
        text.append(chunk, got);
    ::pclose(shown);
    const std::size_t at = text.find("\nresult: ");
    if (at == std::string::npos) return "";
    return text.substr(at + 9, text.find('\n', at + 1) - at - 9);
}

// Counts game `number`'s verdict; the first engine is player 1 in the even-numbered games.
void count(const std::string& verdict, int number, Tally& tally) {
    if (verdict.rfind("broken", 0) == 0) ++tally.broken;
    if (verdict == "p1win") ++tally.p1_wins, ++tally.wins_of[number % 2];
    if (verdict == "p2win") ++tally.p2_wins, ++tally.wins_of[1 - number % 2];
    if (verdict == "draw") ++tally.draws;
}

// Prints the match's summary: its exit status.
int report(const Settings& settings, Tally& tally) {
    std::sort(tally.isready_ms.begin(), tally.isready_ms.end());
    std::printf(
        "%s: %d games, %ld plies; player 1 won %d, player 2 won %d, %d drawn, %d "
        "unfinished, %d broken, %d lost on time\n",
        settings.game.c_str(), settings.games, tally.plies_played, tally.p1_wins, tally.p2_wins,
        tally.draws, tally.unfinished, tally.broken, tally.time_losses);
    std::printf("longest move %.0f ms; least time left %.0f ms of %ld\n", tally.longest_move_ms,
                tally.least_left_ms, settings.clock_ms);
    const int* levels = settings.levels;
    std::printf("level %d won %d, level %d won %d; %d drawn by repetition\n", levels[0],
                tally.wins_of[0], levels[1], tally.wins_of[1], tally.repetition_draws);
    if (settings.games > 0)
        std::printf("level %d scored %.1f%% (draws count half)\n", levels[0],
                    100.0 * (tally.wins_of[0] + 0.5 * tally.draws) / settings.games);
    const int stronger = levels[0] > levels[1] ? 0 : 1;
    if (levels[0] != levels[1] && tally.wins_of[stronger] <= tally.wins_of[1 - stronger])
        return std::puts("the higher level did not win more games"), 1;
    const std::vector<double>& isready_ms = tally.isready_ms;
    if (!isready_ms.empty())
        std::printf("isready while searching: median %.2f ms, max %.2f ms (%zu times)\n",
                    isready_ms[isready_ms.size() / 2], isready_ms.back(), isready_ms.size());
    return tally.time_losses > 0 || tally.broken > 0 ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr,
                     "usage: ugi_match BINARY GAME GAMES CLOCK_MS INCREMENT_MS [MAX_PLIES "
                     "[LEVEL LEVEL [HASH_MB]]]\n");
        return 2;
    }
    ::signal(SIGPIPE, SIG_IGN);
    std::setvbuf(stdout, nullptr, _IOLBF, 0);  // each game's line as it ends, into a file too
    const Settings settings = read_settings(argc, argv);
    EngineProcess first(settings.binary, settings.game), second(settings.binary, settings.game);
    for (EngineProcess* engine : {&first, &second}) {
        const int level = settings.levels[engine == &second];
        if (const char* complaint = prepare(*engine, level, settings.hash_mb))
            return std::puts(complaint), 1;
    }
    Tally tally;
    tally.least_left_ms = double(settings.clock_ms);
    for (int number = 0; number < settings.games; ++number) {
        // The engines take turns at being player 1.
        EngineProcess& p1 = number % 2 == 0 ? first : second;
        EngineProcess& p2 = number % 2 == 0 ? second : first;
        for (EngineProcess* engine : {&p1, &p2})
            engine->send("uginewgame");
        std::string moves;
        const std::string verdict = play_game(p1, p2, settings, tally, moves);
        count(verdict, number, tally);
        std::string said = verdict;  // a draw as the rules name it: "draw (threefold repetition)"
        if (verdict == "draw") {
            const std::string shown = shown_result(settings, moves);
            if (shown.rfind("draw", 0) == 0) said = shown;
            if (shown.find("repetition") != std::string::npos) ++tally.repetition_draws;
        }
        std::printf("game %d: %s\n", number + 1, said.c_str());
    }
    return report(settings, tally);
}
