#include "lobby/correspondence.hpp"

#include <algorithm>
#include <chrono>
#include <thread>

#include "net/table_game.hpp"
#include "net/table_process.hpp"
#include "net/unix_socket.hpp"

namespace boardgames::lobby {

store::CorrespondenceGame correspondence_row(const net::TableSetup& setup, int days) {
    const Session& session = setup.session;
    store::CorrespondenceGame game;
    game.code = setup.code;
    game.game = session.game().name;
    game.options = option_values_text(session.game(), session.options());
    game.host = setup.access.host.name;
    game.days = days;
    game.rated = setup.access.rated;
    game.open_seat = setup.access.open_seats;
    GameRecord record = session.record();
    for (std::size_t seat = 0; seat < setup.seats.size(); ++seat) {
        game.sides.push_back(session.seat_name(int(seat)));
        game.players.push_back(setup.seats[seat].name);
        if (seat < record.players.size() && !setup.seats[seat].name.empty())
            record.players[seat].second = setup.seats[seat].name;
    }
    const bool seated = std::none_of(game.players.begin(), game.players.end(),
                                     [](const std::string& name) { return name.empty(); });
    if (seated) game.to_move = game.players[std::size_t(session.seat_to_move())];
    game.record = write_record(record);
    game.seats_file = net::write_seats(
        {setup.seats,
         setup.access,
         setup.ended,
         {},
         setup.arrangement ? setup.arrangement->saved() : std::vector<std::string>{}});
    return game;
}

namespace {

TableRow row_of(const store::CorrespondenceGame& game, const std::string& me) {
    TableRow row;
    store::OpenTable& table = row.table;
    table.code = game.code;
    table.game = game.game;
    table.options = game.options;
    table.host = game.host;
    table.open_seats = game.open_seat;
    table.moves = game.moves;
    table.last_move = game.last_move;
    table.rated = game.rated;
    table.clock = std::to_string(game.days) + "d";
    for (std::size_t seat = 0; seat < game.players.size(); ++seat) {
        const std::string& who = game.players[seat];
        table.seats.push_back(
            {game.sides[seat], who.empty() ? SeatState::Free : SeatState::Here, who});
        if (!who.empty() && same_name(who, game.to_move)) table.to_move = int(seat);
        if (same_name(who, me)) row.seated = true;
    }
    const bool free_seat = std::any_of(game.players.begin(), game.players.end(),
                                       [](const std::string& name) { return name.empty(); });
    row.my_move = same_name(game.to_move, me);
    row.may_sit = free_seat && !row.seated && game.open_seat;
    row.correspondence = true;
    row.deadline = game.deadline;
    return row;
}

}  // namespace

std::vector<TableRow> correspondence_rows(const store::Database& database, const std::string& me) {
    std::vector<TableRow> rows;
    for (const store::CorrespondenceGame& game : database.correspondence().of_player(me))
        if (game.forfeit.empty()) rows.push_back(row_of(game, me));
    for (const store::CorrespondenceGame& game : database.correspondence().open_seats(me, 20))
        rows.push_back(row_of(game, me));
    return rows;
}

std::vector<TableRow> lobby_rows(std::vector<TableRow> correspondence,
                                 std::vector<TableRow> tables) {
    const auto split = std::stable_partition(correspondence.begin(), correspondence.end(),
                                             [](const TableRow& row) { return row.my_move; });
    std::vector<TableRow> rows(std::make_move_iterator(correspondence.begin()),
                               std::make_move_iterator(split));
    rows.insert(rows.end(), std::make_move_iterator(tables.begin()),
                std::make_move_iterator(tables.end()));
    rows.insert(rows.end(), std::make_move_iterator(split),
                std::make_move_iterator(correspondence.end()));
    return rows;
}

bool end_correspondence(store::Database& database, const store::CorrespondenceGame& game,
                        const std::string& loser, const std::string& how, std::string_view why) {
    auto setup = net::setup_from_texts(game.code, game.record, game.seats_file,
                                       "correspondence game " + game.code);
    if (!setup) return false;
    int seat = -1;
    for (std::size_t at = 0; at < setup->seats.size(); ++at)
        if (same_name(setup->seats[at].name, loser)) seat = int(at);
    if (seat < 0) return false;
    net::CorrespondenceFiles files(game.code, database);
    net::TableGame table(std::move(setup).value(), files, net::TableGame::Clock::now());
    table.forfeit(seat, how, why, net::TableGame::Clock::now());
    return true;
}

int settle_correspondence(store::Database& database, int vacation_days, std::int64_t now) {
    int ended = 0;
    for (const store::CorrespondenceGame& game :
         database.correspondence().settle_deadlines(now, vacation_days, net::process_alive))
        // An unreadable game stays for the administrator (admin correspondence lists it).
        ended += end_correspondence(database, game, game.forfeit,
                                    "ran out of time (" + game.forfeit + ", " +
                                        std::to_string(game.days) +
                                        (game.days == 1 ? " day a move)" : " days a move)"),
                                    "out of time");
    return ended;
}

Result<bool> serve_correspondence(const store::CorrespondenceGame& game,
                                  const std::filesystem::path& database) {
    const auto socket = net::table_socket_path(game.code);
    std::string reason = "it is busy";
    // A process that serves it already is joined; one just going (everyone left) lets go of
    // it within a few tenths of a second, and another starts.
    for (int tried = 0; tried < 30; ++tried) {
        if (net::connect_to(socket)) return true;
        auto setup = net::correspondence_setup(game, database);
        if (!setup) return fail(setup.error());
        const auto failed = net::start_table_process(std::move(setup).value());
        if (!failed) return true;
        reason = *failed;
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return fail("game " + game.code + " cannot open: " + reason);
}

}  // namespace boardgames::lobby
