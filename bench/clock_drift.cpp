// A table's clock against a screen's: a person (random moves after a random pause of 0.2 to
// 2 s) plays the computer (level 1) at a table with a clock, for SECONDS in all (game after
// game). Each time the table says the time, the screen's own count-down of that moment is
// compared with it: the drift between the table and the screen.
//   clock_drift [SECONDS] [GAME] [CLOCK]      defaults: 300 s, tactica, 5+0
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "net/table.hpp"
#include "net/table_client.hpp"

using namespace boardgames;
using namespace boardgames::net;
using Steady = std::chrono::steady_clock;

namespace {

// When a person who pauses 0.2 to 2 s at random moves next.
Steady::time_point next_move_time(std::mt19937& random) {
    return Steady::now() + std::chrono::milliseconds(200 + random() % 1800);
}

// The screen's side of a game until it ends or `end` comes: it hears the table every 5 ms and
// plays a random move after a pause when its turn comes. Each time the table tells a seat's
// time, the screen's count-down of that moment against the table's goes into `drifts`.
void play_screen(TableClient& screen, Steady::time_point end, std::mt19937& random,
                 std::vector<double>& drifts) {
    Session shown = screen.take_session();
    auto move_at = next_move_time(random);
    while (Steady::now() < end && screen.ended().empty() && !shown.match().outcome().over()) {
        // What this screen counts down now, for every seat, before it hears the table.
        const auto before = Steady::now();
        std::vector<double> counted;
        for (int seat = 0; seat < 2; ++seat)
            counted.push_back(double(screen.clock_left(seat, before).count()));
        const int running = screen.clock_running();
        const auto update = screen.poll(shown);
        if (!update.broken.empty()) break;
        const auto heard = Steady::now();
        // A seat whose time the table just told: its count-down then against the table's.
        if (running >= 0 && screen.has_clock() && update.position_changed) {
            const double told = double(screen.clock_left(running, heard).count());
            const double mine = counted[std::size_t(running)] -
                                std::chrono::duration<double, std::milli>(heard - before).count();
            drifts.push_back(told - mine);
        }
        if (shown.seat_to_move() == screen.seat() && Steady::now() >= move_at &&
            !screen.move_pending()) {
            const auto moves = shown.match().legal_moves();
            if (!moves.empty()) {
                screen.play(moves[random() % moves.size()]);
                screen.set_move_pending();
            }
            move_at = next_move_time(random);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

// One game at a table in `folder`, the screen against the computer (level 1), until it ends or
// `end` comes; false, said on stderr, when the table cannot open or be reached.
bool play_game(const std::string& game, const ClockSpec& spec, const std::filesystem::path& folder,
               Steady::time_point end, std::mt19937& random, std::vector<double>& drifts) {
    Session session = Session::start(*find_game(game), "").value();
    std::vector<SeatRecord> seats(session.seats().size());
    seats[1].computer_level = 1;
    TableAccess access;
    access.host = {::getuid(), login_name(::getuid())};
    auto table = Table::open({.code = "abc234",
                              .session = std::move(session),
                              .seats = std::move(seats),
                              .access = std::move(access),
                              .record_path = folder / "data" / "abc234.txt",
                              .socket_path = folder / "abc234",
                              .database_path = folder / "server.db",
                              .clock = TableClock(spec, 2)});
    if (!table) {
        std::fprintf(stderr, "%s\n", table.error().c_str());
        return false;
    }
    std::atomic<bool> stop{false};
    std::thread serving([&] { (*table)->serve(&stop); });
    auto client = TableClient::connect("abc234", {folder / "abc234"}, Attendance::Join,
                                       std::chrono::seconds(3));
    if (client)
        play_screen(**client, end, random, drifts);
    else
        std::fprintf(stderr, "%s\n", client.error().c_str());
    stop = true;
    serving.join();
    return bool(client);
}

// The drifts' magnitudes, mean, median and max, in one line; 1 when the table never told.
int report(int seconds, int games, const std::string& game, const ClockSpec& spec,
           const std::vector<double>& drifts) {
    std::vector<double> magnitudes;
    for (const double drift : drifts)
        magnitudes.push_back(std::abs(drift));
    std::sort(magnitudes.begin(), magnitudes.end());
    double sum = 0;
    for (const double m : magnitudes)
        sum += m;
    if (magnitudes.empty()) {
        std::printf("no clock line heard\n");
        return 1;
    }
    std::printf(
        "%d s, %d games of %s at %s against the computer: %zu times told; the screen's count "
        "against the table's: mean %.1f ms, median %.1f ms, max %.1f ms\n",
        seconds, games, game.c_str(), spec.text().c_str(), magnitudes.size(),
        sum / double(magnitudes.size()), magnitudes[magnitudes.size() / 2], magnitudes.back());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const int seconds = argc > 1 ? std::atoi(argv[1]) : 300;
    const std::string game = argc > 2 ? argv[2] : "tactica";
    const auto spec = ClockSpec::parse(argc > 3 ? argv[3] : "5+0");
    if (!spec || !find_game(game) || seconds <= 0) {
        std::fprintf(stderr, "usage: clock_drift [SECONDS] [GAME] [CLOCK]\n");
        return 2;
    }
    char name[] = "/tmp/bg-clock-drift-XXXXXX";
    const std::filesystem::path folder = ::mkdtemp(name);
    ::setenv("XDG_DATA_HOME", (folder / "data").c_str(), 1);
    std::mt19937 random(1);
    std::vector<double> drifts;
    int games = 0;
    const auto end = Steady::now() + std::chrono::seconds(seconds);
    while (Steady::now() < end) {
        if (!play_game(game, *spec, folder, end, random, drifts)) return 1;
        ++games;
    }
    if (const int status = report(seconds, games, game, *spec, drifts); status != 0) return status;
    std::error_code error;
    std::filesystem::remove_all(folder, error);
    return 0;
}
