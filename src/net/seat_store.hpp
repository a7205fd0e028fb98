#pragma once
// Who sits at a table and who may: the seats (a person by uid and login name, or the computer),
// the host's decisions (invited, public, who may watch, who was sent away), and the seats file
// that keeps them beside the game's record, so a reopened table seats the same people.

#include <sys/types.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/core/result.hpp"
#include "net/unix_socket.hpp"
#include "table_terms.hpp"

namespace boardgames::net {

// Who sits at a seat, kept with the record so a reopened table seats the same people.
struct SeatRecord {
    int computer_level = 0;  // 0: a person
    std::string token;       // picks this seat among its person's seats when they come back
    std::string name;        // that person's login name
    uid_t uid = uid_t(-1);   // that person, as the kernel names them
};

// Who may watch: the host's decision, kept with the seats (table_terms.hpp: the listing says
// it too).
using boardgames::watch_policy_name;
using boardgames::watch_policy_named;
using boardgames::WatchPolicy;

struct TableAccess {
    Person host;                  // the table's owner: decides who sits, sends watchers away
    std::vector<Person> invited;  // may take a free seat (and watch, unless nobody may)
    bool open_seats = false;      // --public: anyone on the host may take a free seat
    WatchPolicy watchers = WatchPolicy::Invited;
    std::vector<Person> sent_away;  // watchers the host sent away: they come back no more
    // The game server's account (the lobby runs as it): a connection from this user is the
    // player its hello names, as the lobby was told by sshd's forced command; -1: none.
    uid_t players_named_by = uid_t(-1);
    // And that server's database, where its table lists itself and archives its game: kept
    // here so a table reopened from its files still does.
    std::string server_database = {};
    // The game is rated (both players agreed, when they sat at a table that said so).
    bool rated = false;
};

// What a table keeps beside its record: who sits, who may, how a game ended outside its rules,
// and what its clock and its players' arrangements were (each checked by its own reader:
// TableClock::restore, TableArrangement::restore).
struct SeatsFile {
    std::vector<SeatRecord> seats;
    TableAccess access;
    std::string ended = {};                      // a game ended by resignation or agreement: how
    std::vector<std::string> clock_fields = {};  // "clock SPEC LEFT...": its fields
    std::vector<std::string> arrangement_lines = {};  // "arrange..." lines, whole
};

// The seats file: "seat N LEVEL TOKEN UID NAME" lines, the access ("host UID NAME", "access
// private|public WATCHERS", "invite UID NAME", "sent-away UID NAME", "server UID",
// "server-database PATH", "rated" lines), the clock's and the arrangement's lines, then "ended
// TEXT".
std::string write_seats(const SeatsFile& file);
// Reads a seats file for a game of `seat_count` seats, or says which line it cannot. A file of
// version 1 names no host: its table was its reader's, `reader`.
Result<SeatsFile> read_seats(std::string_view text, std::size_t seat_count,
                             const Person& reader = {});
}  // namespace boardgames::net
