#pragma once
// What a table starts from: the game (a new one, or one reopened from its record and seats
// file), who sits and who may, its clock and arranging, where its files go, and its limits.

#include <chrono>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "net/seat_store.hpp"
#include "net/table_arrangement.hpp"
#include "net/table_clock.hpp"
#include "net/table_files.hpp"
#include "session.hpp"
#include "store/database.hpp"

namespace boardgames::net {

// What a table starts from: a new game or a reopened one.
struct TableSetup {
    std::string code;
    Session session;
    std::vector<SeatRecord> seats;  // one per seat of the session
    TableAccess access;
    std::string ended = {};  // a game ended by resignation or agreement: how
    std::filesystem::path record_path;
    std::filesystem::path socket_path;
    // The archive the finished game goes to (the server's database).
    std::filesystem::path database_path = store::default_database_path();
    // The table closes once nobody has been connected this long (a finished game: a minute).
    std::chrono::seconds idle_limit{1800};
    // A connection that has not said hello this long is dropped.
    std::chrono::milliseconds greeting_limit{10000};
    // A knock the host has not answered this long is turned away.
    std::chrono::milliseconds knock_limit{120000};
    // The players' clock, if the game has one.
    std::optional<TableClock> clock = std::nullopt;
    // The players arrange their pieces before each game (a new game of a game that has
    // arranging): the table keeps their arrangements until all are made.
    std::optional<TableArrangement> arrangement = std::nullopt;
    // At a rated table, a player away this long on his turn while another waits loses.
    std::chrono::milliseconds abandon_limit{std::chrono::minutes(5)};
    // The game server's correspondence game `code`: kept in its database between visits
    // (CorrespondenceFiles), its deadlines kept there too.
    bool correspondence = false;
};

// The setup of a table from its record and seats file's texts (`where` names them in a reason).
Result<TableSetup> setup_from_texts(const std::string& code, const std::string& record_text,
                                    const std::string& seats_text, const std::string& where);

// The setup of the game server's correspondence game (its row `game`), served from `database`
// while someone has it open: no clock at the table (the deadlines are the database's), no
// forfeit for being away, closed soon after the last person leaves.
Result<TableSetup> correspondence_setup(const store::CorrespondenceGame& game,
                                        const std::filesystem::path& database);

// The setup of the table `code` from its record and seats file (reopening it).
Result<TableSetup> reopen_setup(const std::string& code);

}  // namespace boardgames::net
