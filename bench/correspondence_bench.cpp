// Correspondence games at scale: GAMES games kept open in the database (each a record of
// random legal moves part-way through, between PLAYERS players), the database's size, and what
// a lobby does with them: its refresh every second (the player's games and the seats open to
// him, as rows, and how many wait for his move) and the minute's look for deadlines passed.
//   correspondence_bench [GAMES] [PLAYERS] [RUNS]   defaults: 10000 games, 500 players, 200 runs
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "lobby/correspondence.hpp"
#include "net/seat_store.hpp"
#include "session.hpp"
#include "store/database.hpp"

using namespace boardgames;
using Clock = std::chrono::steady_clock;

namespace {

double milliseconds_since(Clock::time_point start) {
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// A game of two players part-way through: up to 40 random legal moves of a game of two seats.
store::CorrespondenceGame random_game(const GameInfo& info, int number, int players,
                                      std::mt19937& random, std::int64_t now) {
    Session session = Session::start(info, "").value();
    const int plies = int(random() % 40);
    for (int ply = 0; ply < plies && !session.match().outcome().over(); ++ply) {
        const auto moves = session.match().legal_moves();
        if (moves.empty() || !session.play(moves[random() % moves.size()])) break;
    }
    store::CorrespondenceGame game;
    const std::string digits = std::to_string(100000 + number % 100000);
    std::string code(1, 'c');  // six characters of the code alphabet (no 0 or 1)
    code.append(digits, 1, 5);
    for (char& c : code)
        c = c == '0' ? 'z' : c == '1' ? 'y' : c;
    game.code = std::move(code);
    game.game = std::string(info.name);
    game.host = "player";
    game.host += std::to_string(number % players);
    game.days = 3;
    game.rated = true;
    std::string second = "player";
    second += std::to_string((number + 1 + number / players) % players);
    std::vector<net::SeatRecord> seats(2);
    seats[0].name = game.host;
    seats[1].name = second;
    net::TableAccess access;
    access.host = {::getuid(), game.host};
    access.players_named_by = ::getuid();
    access.rated = true;
    GameRecord record = session.record();
    for (std::size_t seat = 0; seat < 2; ++seat) {
        game.sides.push_back(session.seat_name(int(seat)));
        game.players.push_back(seats[seat].name);
        record.players[seat].second = seats[seat].name;
    }
    game.to_move = game.players[std::size_t(session.seat_to_move())];
    game.record = write_record(record);
    game.seats_file = net::write_seats({seats, access, "", {}, {}});
    (void)now;
    return game;
}

}  // namespace

int main(int argc, char** argv) {
    const int games = argc > 1 ? std::atoi(argv[1]) : 10000;
    const int players = argc > 2 ? std::atoi(argv[2]) : 500;
    const int runs = argc > 3 ? std::atoi(argv[3]) : 200;
    if (games < 1 || players < 2 || runs < 1) {
        std::fprintf(stderr, "usage: correspondence_bench [GAMES] [PLAYERS] [RUNS]\n");
        return 2;
    }
    char folder_name[] = "/tmp/bg-correspondence-bench-XXXXXX";
    const std::filesystem::path folder = ::mkdtemp(folder_name);
    const std::filesystem::path path = folder / "server.db";
    auto database = store::Database::open(path).value();
    std::vector<const GameInfo*> two_seat_games;
    for (const GameInfo& info : registered_games())
        if (Session::start(info, "").value().seats().size() == 2) two_seat_games.push_back(&info);
    std::mt19937 random(42);
    const std::int64_t now = std::int64_t(std::time(nullptr));
    const auto made = Clock::now();
    for (int i = 0; i < games; ++i) {
        const auto game = random_game(*two_seat_games[std::size_t(i) % two_seat_games.size()], i,
                                      players, random, now);
        const auto created = database->correspondence().create(game, 1000, 10000000, now);
        if (!created || !*created) {
            std::fprintf(stderr, "cannot make game %d: %s\n", i,
                         created ? "its code is taken" : created.error().c_str());
            return 1;
        }
    }
    const double making = milliseconds_since(made);
    database.reset();
    database = store::Database::open(path).value();
    std::uintmax_t bytes = 0;
    for (const auto& file : std::filesystem::directory_iterator(folder))
        bytes += std::filesystem::file_size(file.path());
    std::printf(
        "%d correspondence games of %d players: %.1f MiB on disk (%.0f bytes a game), "
        "made in %.2f ms a game\n",
        games, players, double(bytes) / (1 << 20), double(bytes) / games, making / games);

    std::vector<double> refresh, deadlines;
    std::size_t rows = 0;
    int waiting = 0;
    for (int run = 0; run < runs; ++run) {
        std::string me = "player";
        me += std::to_string(run % players);
        const auto started = Clock::now();
        const auto listed = lobby::correspondence_rows(*database, me);
        waiting = database->correspondence().waiting_for(me);
        refresh.push_back(milliseconds_since(started));
        rows = listed.size();
        const auto looked = Clock::now();
        lobby::settle_correspondence(*database, 30, now);  // none due yet
        deadlines.push_back(milliseconds_since(looked));
    }
    std::printf(
        "a lobby's refresh of its correspondence rows (%zu rows, %d his move): median "
        "%.3f ms, most %.3f ms\n",
        rows, waiting, median(refresh), *std::max_element(refresh.begin(), refresh.end()));
    std::printf("the look for deadlines passed (none due): median %.3f ms\n", median(deadlines));
    // A hundred games past their deadline at once, their players out of vacation days: each
    // ended (archived and rated) by the lobby that sees it.
    const auto late = Clock::now();
    const int ended =
        lobby::settle_correspondence(*database, 0, now + 3 * store::seconds_a_day + 1);
    std::printf("every deadline passed at once: %d games ended in %.0f ms (%.2f ms a game)\n",
                ended, milliseconds_since(late), milliseconds_since(late) / std::max(ended, 1));
    std::error_code error;
    std::filesystem::remove_all(folder, error);
    return 0;
}
