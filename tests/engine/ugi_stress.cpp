// Engine mode under a manager's worst timing, through the protocol alone:
//   ugi_stress BINARY GAME race COUNT       each go sent the moment the last bestmove arrives:
//                                           every one answered exactly once
//   ugi_stress BINARY GAME hash MB MOVETIME the first moves after setoption hash, and the first
//                                           after uginewgame, answer within movetime (plus a
//                                           margin): no allocation nor clearing on a move
//   ugi_stress BINARY GAME levels LOW HIGH  under a clock, the lower level searches less deep
//   ugi_stress BINARY GAME sudden CLOCK PLIES one engine plays both sides on two clocks of CLOCK
//                                           ms, sudden death, PLIES in all: neither falls
// Exit status 1 when the engine falls short, with the figures on standard output.
#include <signal.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "engine_process.hpp"

using namespace ugi_test;

namespace {

bool ready(EngineProcess& engine) {
    engine.send("ugi");
    if (!engine.until("ugiok")) return false;
    engine.send("isready");
    return engine.until("readyok").has_value();
}

// The deepest "info depth D" before the bestmove, or -1 without one.
int searched_depth(EngineProcess& engine, const std::string& go) {
    engine.send(go);
    int depth = 0;
    while (const auto line = engine.line(10000)) {
        if (line->rfind("bestmove ", 0) == 0) return depth;
        if (line->rfind("info depth ", 0) == 0)
            depth = std::max(depth, std::atoi(line->c_str() + 11));
    }
    return -1;
}

int race(EngineProcess& engine, int count) {
    int answered = 0, refused = 0;
    const auto started = Clock::now();
    engine.send("position startpos");
    engine.send("go depth 1");
    while (answered < count) {
        const auto line = engine.line(5000);
        if (!line) break;
        if (line->find("already searching") != std::string::npos) ++refused;
        if (line->rfind("bestmove ", 0) != 0) continue;
        if (++answered < count) engine.send(answered % 7 == 0 ? "go nodes 50" : "go depth 1");
    }
    // Nothing more: one bestmove a go.
    engine.send("isready");
    int extra = 0;
    while (const auto line = engine.line(2000)) {
        if (line->rfind("bestmove ", 0) == 0) ++extra;
        if (*line == "readyok") break;
    }
    std::printf("race: %d of %d go answered, %d refused, %d extra bestmoves, %.0f ms\n", answered,
                count, refused, extra, millis_since(started));
    return answered == count && refused == 0 && extra == 0 ? 0 : 1;
}

int hash(EngineProcess& engine, const std::string& megabytes, int movetime) {
    const auto set = Clock::now();
    engine.send("setoption name hash value " + megabytes);
    engine.send("isready");
    if (!engine.until("readyok", 60000)) return std::puts("no readyok after setoption"), 1;
    const double setting = millis_since(set);
    std::vector<double> moves;
    std::string played;
    for (int ply = 0; ply < 6; ++ply) {
        std::string position = "position startpos";
        if (!played.empty()) position.append(" moves").append(played);
        engine.send(position);
        const auto asked = Clock::now();
        engine.send("go movetime " + std::to_string(movetime));
        const auto best = engine.until("bestmove ", 60000);
        if (!best) return std::puts("no bestmove"), 1;
        moves.push_back(millis_since(asked));
        const std::string move = best->substr(9);
        if (move == "none") break;
        played.append(" ").append(move);
    }
    // A new game as managers send it, without isready: the table forgets at once, so the go
    // is answered within its movetime (a table cleared entry by entry held it up 116-466 ms).
    const auto renewed = Clock::now();
    engine.send("uginewgame");
    engine.send("position startpos");
    engine.send("go movetime " + std::to_string(movetime));
    if (!engine.until("bestmove ", 60000)) return std::puts("no bestmove after uginewgame"), 1;
    const double new_game = millis_since(renewed);
    std::sort(moves.begin(), moves.end());
    std::printf(
        "hash %s MB: setoption to readyok %.0f ms; go movetime %d to bestmove: median "
        "%.0f ms, max %.0f ms; uginewgame, position, go movetime %d to bestmove %.0f ms\n",
        megabytes.c_str(), setting, movetime, moves[moves.size() / 2], moves.back(), movetime,
        new_game);
    return moves.back() <= movetime + 100 && new_game <= movetime + 100 ? 0 : 1;
}

// One engine plays both sides of games in a row under two clocks of `clock_ms`, sudden death,
// `plies` moves in all (a new game when one ends, the clocks kept): one long game, as far as the
// clocks go. Neither may reach zero.
int sudden_death(EngineProcess& engine, long clock_ms, int plies) {
    double left[2] = {double(clock_ms), double(clock_ms)};
    double least = double(clock_ms);
    std::string moves;
    for (int ply = 0; ply < plies; ++ply) {
        engine.send("position startpos" + (moves.empty() ? "" : " moves" + moves));
        const int side = engine.ask("p1turn") == "true" ? 0 : 1;
        const auto asked = Clock::now();
        engine.send("go p1time " + std::to_string(long(left[0])) + " p2time " +
                    std::to_string(long(left[1])));
        const auto best = engine.until("bestmove ", 60000);
        if (!best) return std::puts("no bestmove"), 1;
        left[side] -= millis_since(asked);
        least = std::min(least, left[side]);
        if (left[side] < 0) {
            std::printf("%ld ms sudden death: player %d's clock fell at ply %d\n", clock_ms,
                        side + 1, ply + 1);
            return 1;
        }
        const std::string move = best->substr(9);
        if (move == "none")
            moves.clear();  // that game is over: the next starts on the same clocks
        else
            moves.append(" ").append(move);
    }
    std::printf(
        "%ld ms sudden death, %d plies: least time left %.0f ms, at the end %.0f and %.0f\n",
        clock_ms, plies, least, left[0], left[1]);
    return 0;
}

int levels(const std::string& binary, const std::string& game, int low, int high) {
    int depth[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
        EngineProcess engine(binary, game);
        if (!ready(engine)) return std::puts("the engine did not start"), 1;
        engine.send("setoption name level value " + std::to_string(i == 0 ? low : high));
        engine.send("position startpos");
        depth[i] = searched_depth(engine, "go p1time 10000 p2time 10000 p1inc 100 p2inc 100");
    }
    std::printf("under a 10 s + 0.1 s clock: level %d searched to depth %d, level %d to %d\n", low,
                depth[0], high, depth[1]);
    return depth[0] > 0 && depth[0] < depth[1] ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fputs(
            "usage: ugi_stress BINARY GAME race COUNT | hash MB MOVETIME | levels LOW HIGH | "
            "sudden CLOCK_MS PLIES\n",
            stderr);
        return 2;
    }
    ::signal(SIGPIPE, SIG_IGN);
    const std::string binary = argv[1], game = argv[2], mode = argv[3];
    if (mode == "levels" && argc > 5)
        return levels(binary, game, std::atoi(argv[4]), std::atoi(argv[5]));
    EngineProcess engine(binary, game);
    if (!ready(engine)) return std::puts("the engine did not start"), 1;
    if (mode == "race") return race(engine, std::atoi(argv[4]));
    if (mode == "hash" && argc > 5) return hash(engine, argv[4], std::atoi(argv[5]));
    if (mode == "sudden" && argc > 5)
        return sudden_death(engine, std::atol(argv[4]), std::atoi(argv[5]));
    std::fputs("unknown mode\n", stderr);
    return 2;
}
