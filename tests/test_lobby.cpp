// The lobby: the authorized_keys line sshd's AuthorizedKeysCommand prints for a key, and what
// the lobby shows a player of the tables open on the server.

#include <catch2/catch.hpp>
#include <string>

#include "lobby/lobby.hpp"
#include "lobby/lobby_tables.hpp"

using boardgames::lobby::authorized_key_line;

namespace {
const std::string fingerprint = "SHA256:laETkpG5s2TpCFJqTkzN4I5fPCS2aqHdBarVGqIqCxQ";
const std::string key = "AAAAC3NzaC1lZDI1NTE5AAAAIGxQ+/b9";
}  // namespace

TEST_CASE("lobby: a key is let in restricted, its session forced into the lobby as itself",
          "[lobby]") {
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, "/usr/bin/boardgames",
                              "/var/lib/boardgames/server.db") ==
          "restrict,pty,command=\"/usr/bin/boardgames lobby --ssh-key " + fingerprint +
              " --data /var/lib/boardgames/server.db\" ssh-ed25519 " + key);
    CHECK_FALSE(authorized_key_line("sk-ecdsa-sha2-nistp256@openssh.com", key, fingerprint,
                                    "/usr/bin/boardgames", "/var/lib/boardgames/server.db")
                    .empty());
}

TEST_CASE("lobby: no field can break out of the line (a quote, a space, a newline)", "[lobby]") {
    const std::string program = "/usr/bin/boardgames", data = "/var/lib/boardgames/server.db";
    CHECK(authorized_key_line("ssh-ed25519", key + "\" x", fingerprint, program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key + "\nssh-rsa AAAA", fingerprint, program, data)
              .empty());
    CHECK(
        authorized_key_line("ssh-ed25519 command=\"sh\"", key, fingerprint, program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint + "\";sh", program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, "SHA256:short", program, data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, "/tmp/my prog", data).empty());
    CHECK(authorized_key_line("ssh-ed25519", key, fingerprint, program, "a\"b").empty());
    CHECK(authorized_key_line("", key, fingerprint, program, data).empty());
}

namespace {

using boardgames::SeatState;
using boardgames::WatchPolicy;
using boardgames::store::OpenTable;

OpenTable table_of(const std::string& code, const std::string& host, bool open_seats,
                   WatchPolicy watchers, std::vector<std::string> invited,
                   std::vector<OpenTable::Seat> seats) {
    return {.code = code,
            .game = "raps",
            .options = "",
            .host = host,
            .open_seats = open_seats,
            .watchers = watchers,
            .invited = std::move(invited),
            .seats = std::move(seats),
            .watching = 0,
            .moves = 3,
            .last_move = 1000};
}

}  // namespace

TEST_CASE("lobby tables: a private table shows only to whom it concerns, invitations first",
          "[lobby]") {
    using boardgames::lobby::tables_for;
    const std::vector<OpenTable> open{
        table_of("aaaaaa", "carol", true, WatchPolicy::Anyone, {},
                 {{"squares", SeatState::Here, "carol"}, {"circles", SeatState::Free, ""}}),
        table_of("bbbbbb", "dave", false, WatchPolicy::Invited, {"erin"},
                 {{"squares", SeatState::Here, "dave"}, {"circles", SeatState::Free, ""}}),
        table_of("cccccc", "dave", false, WatchPolicy::Invited, {"Bob"},
                 {{"squares", SeatState::Here, "dave"}, {"circles", SeatState::Free, ""}}),
        table_of("dddddd", "bob", false, WatchPolicy::Invited, {},
                 {{"squares", SeatState::Away, "bob"}, {"circles", SeatState::Computer, "3"}}),
        table_of("eeeeee", "frank", false, WatchPolicy::Anyone, {},
                 {{"squares", SeatState::Here, "frank"}, {"circles", SeatState::Here, "gina"}}),
    };
    const auto rows = tables_for(open, "bob");
    REQUIRE(rows.size() == 4);              // dave's table for erin is none of bob's business
    CHECK(rows[0].table.code == "cccccc");  // the invitation (whatever the name's case)
    CHECK(rows[0].invites_me);
    CHECK(rows[1].table.code == "dddddd");  // his own
    CHECK(rows[1].seated);
    CHECK(rows[2].table.code == "aaaaaa");  // a seat for anyone
    CHECK(rows[2].may_sit);
    CHECK(rows[3].table.code == "eeeeee");  // full, to watch
    CHECK_FALSE(rows[3].may_sit);
    CHECK(rows[3].may_watch);
}

TEST_CASE("lobby tables: a row says the table's state and what it means for the player",
          "[lobby]") {
    using namespace boardgames::lobby;
    auto table = table_of("cccccc", "dave", false, WatchPolicy::Invited, {"bob"},
                          {{"squares", SeatState::Away, "dave"}, {"circles", SeatState::Free, ""}});
    table.watching = 2;
    const auto rows = tables_for({table}, "bob");
    REQUIRE(rows.size() == 1);
    CHECK(row_text(rows[0], 1000 + 180) ==
          "cccccc  raps         3     3 min  invited    squares dave (away), circles free, 2 "
          "watchers");
    CHECK(for_you_text(tables_for({table}, "dave")[0]) == "your seat");
    table.result = "circles win";
    CHECK(for_you_text(tables_for({table}, "dave")[0]) == "over");
    CHECK(ago_text(2) == "now");
    CHECK(ago_text(59) == "59 s");
    CHECK(ago_text(7200) == "2 h");
    // What a table wrote is shown cleaned: no escape reaches the terminal.
    table.seats[0].who = "dave\x1b[2J";
    CHECK(seats_text(table).find('\x1b') != std::string::npos);
    CHECK(row_text(tables_for({table}, "bob")[0], 1000).find('\x1b') == std::string::npos);
}

TEST_CASE("lobby ladder: a rating reads rounded, and uncertain while its deviation is large",
          "[lobby][ratings]") {
    using namespace boardgames::lobby;
    CHECK(rating_text({1662.6, 80, 0.06}) == "1663");
    CHECK(rating_text({1500, 350, 0.06}) == "1500?");
    CHECK(ladder_row_text(2, {"carol", {1662.6, 80, 0.06}, 14}) ==
          "2.    carol                 1663   RD 80   14 games");
}

TEST_CASE("lobby tables: a table where it is the player's move comes first after invitations",
          "[lobby]") {
    using namespace boardgames::lobby;
    auto waiting =
        table_of("aaaaaa", "carol", false, WatchPolicy::Invited, {},
                 {{"squares", SeatState::Here, "carol"}, {"circles", SeatState::Away, "bob"}});
    waiting.to_move = 1;
    auto seated =
        table_of("bbbbbb", "dave", false, WatchPolicy::Invited, {},
                 {{"squares", SeatState::Here, "dave"}, {"circles", SeatState::Here, "bob"}});
    seated.to_move = 0;
    const auto rows = tables_for({seated, waiting}, "bob");
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].table.code == "aaaaaa");
    CHECK(for_you_text(rows[0]) == "your move");
    CHECK(for_you_text(rows[1]) == "your seat");
}

TEST_CASE("lobby archive: a row keeps the result before the players, for 80 columns, in words",
          "[lobby]") {
    boardgames::store::ArchivedGame game;
    game.finished = "2026-11-26 07:46:12";
    game.game = "raps";
    game.moves = 1;
    game.result = "squares wins (reached the far rank)";
    game.seats = {{"squares", "alice"}, {"circles", "bob"}};
    CHECK(boardgames::lobby::archive_row_text(game) ==
          "11-26 07:46  raps       1 move    squares win (reached the far rank)  squares alice, "
          "circles bob");
    // Moves as the move list numbers them (a turn of each seat), not plies: five are three.
    game.moves = 5;
    CHECK(boardgames::lobby::archive_row_text(game).starts_with("11-26 07:46  raps       3 moves"));
    game.moves = 2;
    CHECK(boardgames::lobby::archive_row_text(game).starts_with("11-26 07:46  raps       1 move "));
}
