// A move's fixed cost as a manager sees it: the time from a go sent to its bestmove read, for a
// go that searches next to nothing. `go nodes 1` is the search's least; `go p1time 0 p2time 0`
// is a hurried move, the engine's answer when its clock has nothing above its reserve. The
// engine's move clock assumes a cost from these figures (src/move_clock.hpp).
// Usage: engine_overhead BINARY GAME [GOES]
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <string>
#include <vector>

#include "../tests/engine/engine_process.hpp"

using namespace ugi_test;

namespace {

void measure(EngineProcess& engine, const std::string& go, int goes) {
    std::vector<double> millis;
    for (int i = 0; i < goes; ++i) {
        const auto sent = Clock::now();
        engine.send(go);
        if (!engine.until("bestmove ")) {
            std::fprintf(stderr, "engine_overhead: no bestmove for '%s'\n", go.c_str());
            std::exit(1);
        }
        millis.push_back(millis_since(sent));
    }
    std::sort(millis.begin(), millis.end());
    const double mean = std::accumulate(millis.begin(), millis.end(), 0.0) / double(goes);
    std::printf("%-24s mean %.3f ms, median %.3f, 99th percentile %.3f, most %.3f (%d goes)\n",
                go.c_str(), mean, millis[millis.size() / 2],
                millis[std::min(millis.size() - 1, millis.size() * 99 / 100)], millis.back(), goes);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: engine_overhead BINARY GAME [GOES]\n");
        return 2;
    }
    const int goes = argc > 3 ? std::max(1, std::atoi(argv[3])) : 2000;
    EngineProcess engine(argv[1], argv[2]);
    engine.send("ugi");
    engine.send("isready");
    if (!engine.until("readyok")) return 1;
    engine.send("position startpos");
    std::printf("%s:\n", argv[2]);
    measure(engine, "go nodes 1", goes);
    measure(engine, "go p1time 0 p2time 0", goes);
    return 0;
}
