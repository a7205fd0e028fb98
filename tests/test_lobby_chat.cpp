// The lobby as a place to meet: its chat room (cleaned, paced, kept short, blocks and bans
// heard), the names players give their keys, and what a player's page reads.

#include <catch2/catch.hpp>
#include <chrono>
#include <string>

#include "chat_pace.hpp"
#include "cli_runner.hpp"
#include "lobby/chat_panel.hpp"
#include "lobby/player_page.hpp"
#include "store/database.hpp"
#include "store_support.hpp"

using namespace boardgames;
using namespace boardgames::store;
using namespace boardgames::store::testing;

namespace {

using Clock = LobbyChat::Clock;
const Clock::time_point noon = Clock::time_point(std::chrono::seconds(1'790'000'000));

std::vector<std::string> texts(const std::vector<ChatLine>& lines) {
    std::vector<std::string> said;
    for (const ChatLine& line : lines)
        said.push_back(line.name + ": " + line.text);
    return said;
}

}  // namespace

TEST_CASE("lobby chat: a burst of lines, then refused until the interval passes", "[store][chat]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    LobbyChat chat = database->lobby_chat();
    for (int line = 0; line < int(ChatPace::burst); ++line)
        REQUIRE(chat.say(alice.id, "line " + std::to_string(line), noon));
    const auto refused = chat.say(alice.id, "one too many", noon + std::chrono::milliseconds(10));
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "not so fast; try again in a moment");
    // Still refused just before the interval; another player has his own allowance.
    CHECK_FALSE(chat.say(alice.id, "still too soon",
                         noon + ChatPace::interval - std::chrono::milliseconds(100)));
    CHECK(chat.say(bob.id, "hello", noon));
    // One line more once the interval has passed, and then none again.
    CHECK(chat.say(alice.id, "after the interval", noon + ChatPace::interval));
    CHECK_FALSE(chat.say(alice.id, "and again", noon + ChatPace::interval));
    // The refused lines were never kept.
    const auto heard = texts(chat.lines_after(0, bob.id));
    CHECK(heard.size() == std::size_t(ChatPace::burst) + 2);
    CHECK(heard.back() == "alice: after the interval");
    // A clock gone back gives nothing back.
    CHECK_FALSE(chat.say(alice.id, "from the past", noon - std::chrono::hours(1)));
}

TEST_CASE("lobby chat: a line is cleaned of control characters and escapes, and bounded",
          "[store][chat]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    LobbyChat chat = database->lobby_chat();
    REQUIRE(chat.say(alice.id, "hi\x1b[2J\x1b]0;owned\x07 there\r\nbob", noon));
    REQUIRE(chat.say(alice.id, std::string(5000, 'x'), noon));
    CHECK_FALSE(chat.say(alice.id, "\x1b\x07\r\n", noon));  // nothing left to say
    CHECK_FALSE(chat.say(alice.id, "", noon));
    const auto lines = chat.lines_after(0, alice.id);
    REQUIRE(lines.size() == 2);
    for (const char c : lines[0].text)
        CHECK((static_cast<unsigned char>(c) >= 0x20 && c != 0x7f));
    CHECK(lines[0].text.find("hi") == 0);
    CHECK(lines[0].text.find("bob") != std::string::npos);
    CHECK(lines[1].text.size() == ChatPace::most_bytes);
}

TEST_CASE(
    "lobby chat: a blocked player's line is not shown to who blocks him, and no stranger speaks",
    "[store][chat]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    const auto carol = database->accounts().register_player("carol", key(3)).value();
    REQUIRE(database->accounts().block(alice.id, "bob"));
    LobbyChat chat = database->lobby_chat();
    REQUIRE(chat.say(bob.id, "you there?", noon));
    REQUIRE(chat.say(carol.id, "hi all", noon));
    CHECK(texts(chat.lines_after(0, alice.id)) == std::vector<std::string>{"carol: hi all"});
    CHECK(texts(chat.lines_after(0, carol.id)) ==
          std::vector<std::string>{"bob: you there?", "carol: hi all"});
    // Lines after the last one read only.
    const std::int64_t first = chat.lines_after(0, carol.id).front().id;
    CHECK(texts(chat.lines_after(first, carol.id)) == std::vector<std::string>{"carol: hi all"});
    // Nobody without a name says anything.
    CHECK_FALSE(chat.say(0, "who am I", noon));
    CHECK_FALSE(chat.say(9999, "nor I", noon));
}

TEST_CASE("lobby chat: the room keeps its last lines only", "[store][chat]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    LobbyChat chat = database->lobby_chat();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    // A line every interval: never too fast.
    const int lines = LobbyChat::kept_lines + 15;
    for (int said = 0; said < lines; ++said) {
        std::string text = "line ";
        text += std::to_string(said);
        REQUIRE(chat.say(alice.id, text, noon + said * ChatPace::interval));
    }
    const auto kept = chat.lines_after(0, 0);
    REQUIRE(kept.size() == std::size_t(LobbyChat::kept_lines));
    CHECK(kept.front().text == "line 15");
    CHECK(kept.back().text == "line " + std::to_string(lines - 1));  // NOLINT
    CHECK(scratch.raw_sql("SELECT COUNT(*) FROM lobby_chat") ==
          std::to_string(LobbyChat::kept_lines) + "\n");
}

TEST_CASE(
    "lobby chat: a banned player is refused and his lines stop, the administrator removes lines",
    "[store][chat]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    const auto bob = database->accounts().register_player("bob", key(2)).value();
    LobbyChat chat = database->lobby_chat();
    REQUIRE(chat.say(bob.id, "spam", noon));
    REQUIRE(chat.say(bob.id, "more spam", noon));
    const auto hello = chat.say(alice.id, "hello", noon);
    REQUIRE(hello);
    REQUIRE(database->accounts().ban("bob", "spam"));
    const auto refused = chat.say(bob.id, "let me in", noon + std::chrono::minutes(5));
    REQUIRE_FALSE(refused);
    CHECK(refused.error() == "you are banned from this server");
    CHECK(texts(chat.lines_after(0, alice.id)) == std::vector<std::string>{"alice: hello"});
    // The administrator reads the room (everyone's lines) and removes them, logged.
    CHECK(chat.latest(10).size() == 3);
    const auto removed = chat.remove_lines_of("bob");
    REQUIRE(removed);
    CHECK(*removed == 2);
    const auto line = chat.remove_line(*hello);
    REQUIRE(line);
    CHECK(line->text == "hello");
    CHECK_FALSE(chat.remove_line(*hello));  // once
    CHECK(chat.latest(10).empty());
    const auto log = database->audit().latest(5);
    REQUIRE(log.size() >= 2);
    CHECK(log[log.size() - 2].event == "removed 2 chat lines of bob");
    CHECK(log.back().event == "removed chat line " + std::to_string(*hello) + " of alice: hello");
}

TEST_CASE("lobby chat: a line reads with its time, its player and its text, muted as muted",
          "[lobby][chat]") {
    const ChatLine line{7, "bob", 1'790'000'000, "hello there"};
    CHECK(lobby::chat_line_text(line, false) == "14:13 bob: hello there");
    CHECK(lobby::chat_line_text(line, true) == "14:13 bob: (muted: m hears him again)");
}

TEST_CASE("keys: a player names his keys, a code names the key it adds, bad names refused",
          "[store][keys]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    Accounts accounts = database->accounts();
    const auto alice = accounts.register_player("alice", key(1)).value();
    const auto bob = accounts.register_player("bob", key(2)).value();
    REQUIRE(accounts.name_key(alice.id, key(1), "laptop"));
    const auto code = accounts.new_key_code(alice.id, "phone");
    REQUIRE(code);
    REQUIRE(accounts.claim_key_code(*code, key(3)));
    const auto keys = accounts.named_keys_of(alice.id);
    REQUIRE(keys.size() == 2);
    CHECK(keys[0].fingerprint == key(1));
    CHECK(keys[0].label == "laptop");
    CHECK(keys[1].fingerprint == key(3));
    CHECK(keys[1].label == "phone");
    // The administrator sees them named too.
    CHECK(accounts.players("alice").front().keys[1].label == "phone");
    // Refused: control characters, escapes, bidi overrides, too long, spaces around; another's key.
    CHECK_FALSE(accounts.name_key(alice.id, key(1), "lap\x1b[31mtop"));
    CHECK_FALSE(accounts.name_key(alice.id, key(1), "tab\there"));
    CHECK_FALSE(accounts.name_key(alice.id, key(1), "evil\u202egnp.exe"));
    CHECK_FALSE(accounts.name_key(alice.id, key(1), std::string(most_key_label_columns + 1, 'k')));
    CHECK_FALSE(accounts.name_key(alice.id, key(1), " padded "));
    CHECK_FALSE(accounts.name_key(alice.id, key(1), "two  spaces"));
    CHECK_FALSE(accounts.new_key_code(alice.id, "bad\nname"));
    const auto others = accounts.name_key(bob.id, key(1), "mine now");
    REQUIRE_FALSE(others);
    CHECK(others.error() == "that key is not yours");
    CHECK(accounts.named_keys_of(alice.id)[0].label == "laptop");  // unchanged
    // Accepted: words with spaces, any script, and empty (no name).
    CHECK(accounts.name_key(alice.id, key(1), "work laptop"));
    CHECK(accounts.name_key(alice.id, key(3), "téléphone"));
    CHECK(accounts.name_key(alice.id, key(1), ""));
    CHECK(accounts.named_keys_of(alice.id)[0].label.empty());
    // The last key is never removed by its player.
    CHECK(accounts.remove_key(key(3), alice.id));
    CHECK_FALSE(accounts.remove_key(key(1), alice.id));
}

TEST_CASE(
    "player page: ratings per game with wins, draws and losses, last results in order, tables now",
    "[lobby][store]") {
    ScratchDatabase scratch;
    const auto database = scratch.open();
    const auto alice = database->accounts().register_player("alice", key(1)).value();
    database->accounts().register_player("bob", key(2)).value();
    database->accounts().register_player("carol", key(3)).value();
    Archive archive = database->archive();
    // alice wins against bob, draws with carol (rated), then loses to bob; an unrated game last.
    REQUIRE(
        archive.add(finished_game("raps", "alice", "bob", "squares wins (far rank)", {"a", "b"}),
                    "t1", {true, true}, {{0, 1.0}, {1, 0.0}}));
    REQUIRE(archive.add(finished_game("raps", "carol", "alice", "a draw", {"a", "c"}), "t2",
                        {true, true}, {{0, 0.5}, {1, 0.5}}));
    REQUIRE(
        archive.add(finished_game("clobber", "bob", "alice", "squares wins (no move)", {"a", "d"}),
                    "t3", {true, true}, {{0, 1.0}, {1, 0.0}}));
    REQUIRE(
        archive.add(finished_game("raps", "alice", "bob", "circles wins (far rank)", {"a", "e"}),
                    "t4", {true, true}));
    REQUIRE(database->listing().list(
        {.code = "abc234",
         .game = "raps",
         .host = "bob",
         .seats = {{"squares", SeatState::Here, "bob"}, {"circles", SeatState::Away, "alice"}},
         .moves = 3}));
    REQUIRE(database->listing().list(
        {.code = "def567",
         .game = "raps",
         .host = "carol",
         .seats = {{"squares", SeatState::Here, "carol"}, {"circles", SeatState::Free, ""}}}));
    const auto page = lobby::read_player_page(*database, "ALICE");
    REQUIRE(page);
    CHECK(page->player.id == alice.id);
    REQUIRE(page->ratings.size() == 2);
    const PlayerRating& raps = page->ratings[0];  // the most played first
    CHECK(raps.ladder == "raps");
    CHECK(raps.games == 2);
    CHECK((raps.wins == 1 && raps.draws == 1 && raps.losses == 0));
    CHECK(raps.rating.rating > 1500);
    const PlayerRating& clobber = page->ratings[1];
    CHECK(clobber.ladder == "clobber");
    CHECK((clobber.wins == 0 && clobber.draws == 0 && clobber.losses == 1));
    CHECK(lobby::rating_row_text(clobber).ends_with("1 game: 0 won, 0 drawn, 1 lost"));
    // The last results, newest first: his score where the table scored it, else the result.
    REQUIRE(page->results.size() == 4);
    CHECK(page->results[0].game.table_code == "t4");
    CHECK_FALSE(page->results[0].score);
    CHECK(page->results[1].game.table_code == "t3");
    CHECK(page->results[1].side == "circles");
    CHECK(page->results[1].score == 0.0);
    CHECK(page->results[3].game.table_code == "t1");
    CHECK(page->results[3].score == 1.0);
    const std::string lost = lobby::result_row_text(page->results[1], "alice");
    CHECK(lost.find("clobber") != std::string::npos);
    CHECK(lost.find("lost") != std::string::npos);
    CHECK(lost.ends_with("against bob"));
    // The tables he sits at now, and not those he does not.
    REQUIRE(page->tables.size() == 1);
    CHECK(page->tables[0].code == "abc234");
    // Nobody: no page.
    CHECK_FALSE(lobby::read_player_page(*database, "nobody"));
    CHECK(lobby::last_seen_text(*page, 1000) == "never seen");
}

TEST_CASE(
    "admin: the chat read with its ids, a line and a player's lines removed, bad input refused",
    "[store][admin][chat]") {
    ScratchDatabase scratch;
    {
        const auto database = scratch.open();
        const auto alice = database->accounts().register_player("alice", key(1)).value();
        const auto bob = database->accounts().register_player("bob", key(2)).value();
        REQUIRE(database->lobby_chat().say(alice.id, "hello", noon));
        REQUIRE(database->lobby_chat().say(bob.id, "buy gold", noon));
        REQUIRE(database->lobby_chat().say(bob.id, "cheap gold", noon));
    }
    const std::string data = scratch.path.string();
    using boardgames::testing::cli;
    const auto read = cli({"admin", "chat", "--data", data});
    REQUIRE(read.status == 0);
    CHECK(read.out.find("1\t") == 0);
    CHECK(read.out.find("\talice\thello\n") != std::string::npos);
    CHECK(read.out.find("\tbob\tcheap gold\n") != std::string::npos);
    CHECK(cli({"admin", "chat-remove", "--line", "1", "--data", data}).out ==
          "removed line 1 of alice\n");
    CHECK(cli({"admin", "chat-remove", "--player", "bob", "--data", data}).out ==
          "removed 2 lines of bob\n");
    CHECK(cli({"admin", "chat", "--data", data}).out.empty());
    CHECK(cli({"admin", "log", "--data", data}).out.find("removed 2 chat lines of bob") !=
          std::string::npos);
    // Neither, both, a line not there, nobody of that name: a clear error, status 2.
    CHECK(cli({"admin", "chat-remove", "--data", data}).status == 2);
    CHECK(cli({"admin", "chat-remove", "--line", "2", "--player", "bob", "--data", data}).status ==
          2);
    const auto gone = cli({"admin", "chat-remove", "--line", "99", "--data", data});
    CHECK(gone.status == 2);
    CHECK(gone.err.find("no chat line 99") != std::string::npos);
    CHECK(cli({"admin", "chat-remove", "--player", "nobody", "--data", data}).status == 2);
    CHECK(cli({"admin", "chat-remove", "--line", "-3", "--data", data}).status == 2);
}
