// Seeks: the time a seek takes to be paired against SEEKS open seeks (the transaction that
// finds the match, claims the table's row and takes the other seek), and to be left waiting
// when none matches; and a lobby's read of the seeks it sees (what it does every second).
//   seek_bench [SEEKS] [RUNS]      defaults: 500 seeks, 200 runs; the median and the 90th centile
// The worst case for the match: every open seek is of the same game and clock as the one
// timed, all but one wanting the seat it wants (so each is looked at and refused), and the one
// that fits the newest.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <string>
#include <vector>

#include "store/database.hpp"

using namespace boardgames;
using Clock = std::chrono::steady_clock;

namespace {

// "PREFIXn" (built by +=: GCC 12 warns falsely on a + b chains).
std::string numbered(const char* prefix, int n) {
    std::string text = prefix;
    text += std::to_string(n);
    return text;
}

std::string fingerprint(int n) {
    const std::string digits = std::to_string(n);
    std::string text = "SHA256:";
    text += std::string(43 - digits.size(), 'B');
    text += digits;
    return text;
}

store::Player lobby_player(store::Database& database, int n) {
    const auto player =
        database.accounts().register_player(numbered("seeker", n), fingerprint(n), "", 1 << 30);
    if (!player ||
        !database.presence().mark_present(numbered("visit", n), player->id, "lobby", 3)) {
        std::fprintf(stderr, "seek_bench: cannot make player %d\n", n);
        std::exit(1);
    }
    return *player;
}

store::Seek seek_of(const store::Player& player, int n, int seat) {
    return store::Seek{.player_id = player.id,
                       .player = player.name,
                       .visit = numbered("visit", n),
                       .game = "breakthrough",
                       .clock = "5+3",
                       .rated = true,
                       .range = 0,
                       .seat = seat};
}

store::PairingTable table_for(const store::Player& host, int run) {
    store::PairingTable table{.tables_per_host = 3, .most_tables = 300};
    table.table.code = numbered("t", 100000 + run);
    table.table.game = "breakthrough";
    table.table.host = host.name;
    return table;
}

void report(const char* what, std::vector<double> micros) {
    std::sort(micros.begin(), micros.end());
    std::printf("%-44s median %7.1f us   p90 %7.1f us   (%zu runs)\n", what,
                micros[micros.size() / 2], micros[micros.size() * 9 / 10], micros.size());
}

}  // namespace

int main(int argc, char** argv) {
    const int seeks = argc > 1 ? std::atoi(argv[1]) : 500;
    const int runs = argc > 2 ? std::atoi(argv[2]) : 200;
    if (seeks < 1 || runs < 1) {
        std::fprintf(stderr, "usage: seek_bench [SEEKS] [RUNS]\n");
        return 2;
    }
    char folder_name[] = "/tmp/seek-bench-XXXXXX";
    const std::filesystem::path folder = ::mkdtemp(folder_name);
    {
        auto opened = store::Database::open(folder / "server.db");
        if (!opened) return 1;
        store::Database& database = **opened;
        // The open seeks: all but the newest want the first seat, as the timed one does; the
        // newest, the second, put straight in (sought, it would pair with the first).
        for (int n = 0; n < seeks; ++n) {
            const store::Player player = lobby_player(database, n);
            if (n + 1 == seeks) {
                auto fitting = seek_of(player, n, 1);
                fitting.made = std::int64_t(std::time(nullptr)) + 1;
                if (!database.seeks().restore(fitting)) return 1;
                break;
            }
            const auto waiting =
                database.seeks().seek(seek_of(player, n, 0), table_for(player, 0), 3);
            if (!waiting || waiting->pairing) return 1;
        }
        const store::Player seeker = lobby_player(database, seeks);
        std::vector<double> paired, unpaired, reads;
        for (int run = 0; run < runs; ++run) {
            const auto started = Clock::now();
            const auto outcome =
                database.seeks().seek(seek_of(seeker, seeks, 0), table_for(seeker, run), 3);
            paired.push_back(
                std::chrono::duration<double, std::micro>(Clock::now() - started).count());
            if (!outcome || !outcome->pairing) {
                std::fprintf(stderr, "seek_bench: no pairing: %s\n",
                             outcome ? "none matched" : outcome.error().c_str());
                return 1;
            }
            // As it was: the seek taken waits again, the table's row goes.
            database.seeks().restore(outcome->pairing->partner);
            database.listing().unlist(table_for(seeker, run).table.code);
        }
        for (int run = 0; run < runs; ++run) {
            auto lonely = seek_of(seeker, seeks, 0);
            lonely.clock = "1+0";  // no seek of this clock waits
            const auto started = Clock::now();
            const auto outcome = database.seeks().seek(lonely, table_for(seeker, run), 3);
            unpaired.push_back(
                std::chrono::duration<double, std::micro>(Clock::now() - started).count());
            if (!outcome || outcome->pairing) return 1;
            database.seeks().withdraw(outcome->waiting, seeker.id);
        }
        for (int run = 0; run < runs; ++run) {
            const auto started = Clock::now();
            const auto seen = database.seeks().seen_by(seeker.id);
            reads.push_back(
                std::chrono::duration<double, std::micro>(Clock::now() - started).count());
            if (seen.empty()) return 1;  // (at most 1000: the lobby lists no more)
        }
        std::printf("%d open seeks of one game and clock\n", seeks);
        report("a seek paired (the match the newest)", paired);
        report("a seek left waiting (none matches)", unpaired);
        report("a lobby's read of the seeks it sees", reads);
    }
    std::error_code error;
    std::filesystem::remove_all(folder, error);
    return 0;
}
