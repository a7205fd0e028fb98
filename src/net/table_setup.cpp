#include "net/table_setup.hpp"

#include <unistd.h>

#include "game_record.hpp"
#include "net/table_files.hpp"
#include "net/unix_socket.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

Result<TableSetup> setup_from_texts(const std::string& code, const std::string& record_text,
                                    const std::string& seats_text, const std::string& where) {
    const auto record = read_record(record_text);
    if (!record) return fail(where + ": " + record.error());
    auto session = Session::from_record(*record);
    if (!session) return fail(where + ": " + session.error());
    auto seats =
        read_seats(seats_text, session->seats().size(), {::getuid(), login_name(::getuid())});
    if (!seats) return fail(where + " (seats): " + seats.error());
    SeatsFile file = std::move(seats).value();
    TableAccess& access = file.access;
    std::optional<TableArrangement> arrangement;
    if (!file.arrangement_lines.empty()) {
        auto restored = TableArrangement::restore(session->game(), file.arrangement_lines);
        if (!restored) return fail(where + " (seats): " + restored.error());
        arrangement = std::move(restored).value();
    }
    std::optional<TableClock> clock;
    if (!file.clock_fields.empty()) {
        auto restored = TableClock::restore(file.clock_fields, session->seats().size());
        if (!restored) return fail(where + " (seats): " + restored.error());
        clock = std::move(restored).value();
    }
    // The table is reopened by its host, from the host's own data folder.
    if (access.host.uid != ::getuid())
        return fail(where + " names another host (uid " + std::to_string(access.host.uid) + ")");
    // A table of the game server goes on listing itself and archiving in the server's database.
    const std::filesystem::path database = access.server_database.empty()
                                               ? store::default_database_path()
                                               : std::filesystem::path(access.server_database);
    return TableSetup{.code = code,
                      .session = std::move(session).value(),
                      .seats = std::move(file.seats),
                      .access = std::move(access),
                      .ended = file.ended,
                      .record_path = table_record_path(code),
                      .socket_path = table_socket_path(code),
                      .database_path = database,
                      .clock = std::move(clock),
                      .arrangement = std::move(arrangement)};
}

Result<TableSetup> reopen_setup(const std::string& code) {
    if (!is_table_code(code)) return fail("'" + code + "' is not a table code");
    const auto record_text = read_text_file(table_record_path(code));
    if (!record_text) return fail("no record of table " + code + " here: " + record_text.error());
    const auto seats_text = read_text_file(table_seats_path(code));
    if (!seats_text) return fail("no seats file of table " + code + ": " + seats_text.error());
    return setup_from_texts(code, *record_text, *seats_text, table_record_path(code).string());
}

Result<TableSetup> correspondence_setup(const store::CorrespondenceGame& game,
                                        const std::filesystem::path& database) {
    if (!is_table_code(game.code)) return fail("'" + game.code + "' is not a table code");
    auto read = setup_from_texts(game.code, game.record, game.seats_file,
                                 "correspondence game " + game.code);
    if (!read) return read;
    TableSetup setup = std::move(read).value();
    setup.correspondence = true;
    setup.database_path = database;
    setup.access.server_database = std::filesystem::absolute(database).string();
    setup.clock.reset();                                 // the deadlines are the database's
    setup.abandon_limit = std::chrono::hours(24 * 365);  // never: the deadline rules
    setup.idle_limit = std::chrono::seconds(5);          // nothing to keep once all have left
    return setup;
}

}  // namespace boardgames::net
