// The save store: saved games under names that never collide, listed newest first, opened
// back; the autosave of an interrupted game, offered once and set aside when damaged.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "save_store.hpp"
#include "support.hpp"

using namespace boardgames;

namespace {

// An empty folder of its own for each test, removed afterwards.
struct TemporaryFolder {
    std::filesystem::path path;
    explicit TemporaryFolder(const std::string& name)
        : path(std::filesystem::temp_directory_path() /
               ("boardgames-store-" + std::to_string(::getpid()) + "-" + name)) {
        std::filesystem::remove_all(path);
    }
    ~TemporaryFolder() { std::filesystem::remove_all(path); }
};

Session raps_after(const std::string& moves) {
    Session session = Session::start(*find_game("raps"), "").value();
    session.set_mode(Mode::HumanVsHuman, 0, 3);
    for (const std::string& move : testing::words(moves))
        REQUIRE(session.play(move).ok());
    return session;
}

void write(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path) << text;
}

}  // namespace

TEST_CASE("save store: saves in one minute get their own names and open back", "[save]") {
    TemporaryFolder folder("save");
    const SaveStore store(folder.path);
    const Session session = raps_after("b1-b2 a4-a3");
    const auto first = store.save(session);
    const auto second = store.save(session);
    REQUIRE(first.ok());
    REQUIRE(second.ok());
    CHECK(first->parent_path() == folder.path);
    const std::string name = first->filename().string();
    CHECK(name.starts_with("raps-"));
    CHECK(name.size() == std::string("raps-20261122-0610.txt").size());
    // The same minute (almost always) gives -2; either way the names differ.
    CHECK(*first != *second);
    const auto opened = SaveStore::open(*first);
    REQUIRE(opened.ok());
    CHECK(opened->match().record() == std::vector<std::string>{"b1-b2", "a4-a3"});
    CHECK(opened->match().position() == session.match().position());
}

TEST_CASE("save store: saved games are listed newest first, text files only", "[save]") {
    TemporaryFolder folder("list");
    const SaveStore store(folder.path);
    CHECK(store.saved_games().empty());  // no folder yet
    write(folder.path / "old.txt", "x");
    write(folder.path / "new.txt", "x");
    write(folder.path / "notes.md", "x");
    const auto now = std::filesystem::file_time_type::clock::now();
    std::filesystem::last_write_time(folder.path / "old.txt", now - std::chrono::hours(2));
    std::filesystem::last_write_time(folder.path / "new.txt", now - std::chrono::hours(1));
    const auto games = store.saved_games();
    REQUIRE(games.size() == 2);
    CHECK(games[0].filename() == "new.txt");
    CHECK(games[1].filename() == "old.txt");
}

TEST_CASE("save store: a file that is not a game is refused with its name", "[save]") {
    TemporaryFolder folder("bad");
    write(folder.path / "bad.txt", "hello\n");
    CHECK(SaveStore::open(folder.path / "bad.txt").error() ==
          "bad.txt: not a boardgames record (the first line must be \"boardgames record 1\")");
    write(folder.path / "illegal.txt", "boardgames record 1\ngame: raps\n\n1. a1-a2 a4-a2\n");
    CHECK(SaveStore::open(folder.path / "illegal.txt").error() ==
          "illegal.txt: move 2: 'a4-a2' is illegal: the moves from a4 are a4-a3, a4-b3");
    CHECK(SaveStore::open(folder.path / "missing.txt").error().starts_with("cannot open "));
}

TEST_CASE("save store: only a game in progress is autosaved", "[save]") {
    TemporaryFolder folder("autosave");
    const SaveStore store(folder.path);
    const GameInfo& raps = *find_game("raps");
    store.autosave(raps_after(""));
    CHECK_FALSE(std::filesystem::exists(store.autosave_path(raps)));
    store.autosave(raps_after("b1-b2 b4-b3 b2Xb4"));  // over: squares reached the far rank
    CHECK_FALSE(std::filesystem::exists(store.autosave_path(raps)));
    store.autosave(raps_after("a1-a2"));
    CHECK(store.autosave_path(raps) == folder.path / "autosave-raps.txt");
    CHECK(std::filesystem::exists(store.autosave_path(raps)));
}

TEST_CASE("save store: an interrupted game is offered until discarded", "[save]") {
    TemporaryFolder folder("resume");
    const SaveStore store(folder.path);
    const GameInfo& raps = *find_game("raps");
    const auto none = store.interrupted(raps);
    REQUIRE(none.ok());
    CHECK_FALSE(none->has_value());

    store.autosave(raps_after("c1-c2"));
    const auto found = store.interrupted(raps);
    REQUIRE(found.ok());
    REQUIRE(found->has_value());
    CHECK((*found)->session.match().record() == std::vector<std::string>{"c1-c2"});
    CHECK((*found)->date.ends_with(" UTC"));
    CHECK(store.interrupted(*find_game("redtangle"))->has_value() == false);

    store.discard_interrupted(raps);
    CHECK_FALSE(store.interrupted(raps)->has_value());
}

TEST_CASE("save store: a damaged autosave is set aside with the reason", "[save]") {
    TemporaryFolder folder("damaged");
    const SaveStore store(folder.path);
    const GameInfo& raps = *find_game("raps");
    write(store.autosave_path(raps), "boardgames record 1\ngame: raps\n\n1. a1-a4\n");
    const auto damaged = store.interrupted(raps);
    CHECK(damaged.error().starts_with("move 1: 'a1-a4' is illegal"));
    CHECK(std::filesystem::exists(folder.path / "autosave-raps.txt.damaged"));
    CHECK_FALSE(std::filesystem::exists(store.autosave_path(raps)));
    CHECK_FALSE(store.interrupted(raps)->has_value());  // asked once only
}

TEST_CASE("save store: autosave says where it kept the game", "[save]") {
    TemporaryFolder folder("autosave-path");
    const SaveStore store(folder.path);
    CHECK_FALSE(store.autosave(raps_after("")).has_value());  // nothing to keep
    const auto kept = store.autosave(raps_after("a1-a2"));
    REQUIRE(kept.has_value());
    CHECK(*kept == folder.path / "autosave-raps.txt");
}

TEST_CASE("save store: a declined interrupted game is kept among the saved games", "[save]") {
    TemporaryFolder folder("keep");
    const SaveStore store(folder.path);
    const GameInfo& raps = *find_game("raps");
    store.autosave(raps_after("c1-c2 d4-d3"));
    auto found = store.interrupted(raps);
    REQUIRE(found.ok());
    REQUIRE(found->has_value());
    const InterruptedGame& interrupted = **found;
    const auto kept = store.keep_interrupted(interrupted);
    REQUIRE(kept.ok());
    // Named after the minute it was interrupted: "2026-11-22 06:10 UTC" gives 20261122-0610.
    std::string stamp;
    for (char c : interrupted.date.substr(0, 16))
        if (c != '-' && c != ':') stamp += c == ' ' ? '-' : c;
    CHECK(kept->filename() == "raps-" + stamp + ".txt");
    CHECK_FALSE(store.interrupted(raps)->has_value());  // not offered again...
    CHECK(store.saved_games() == std::vector<std::filesystem::path>{*kept});  // ...but kept
    CHECK(SaveStore::open(*kept)->match().record() == std::vector<std::string>{"c1-c2", "d4-d3"});
    // With nothing left to keep, the reason is given.
    CHECK(store.keep_interrupted(interrupted).error().starts_with("cannot keep "));
}

TEST_CASE("save store: a saved game's summary for the Open list", "[save]") {
    TemporaryFolder folder("summary");
    const SaveStore store(folder.path);
    Session won = raps_after("a1-a2 b4-b3 b1-b2 b3Xb1");  // circles reached the far rank
    won.occupants[1] = Occupant{Occupant::Kind::Computer, 4};
    REQUIRE(won.match().outcome().over());
    CHECK(won.match().result_text() == "circles wins (reached the far rank)");     // for scripts
    CHECK(won.match().result_sentence() == "circles win (reached the far rank)");  // for people
    const auto path = store.save(won);
    REQUIRE(path.ok());
    const SavedGameSummary summary = SaveStore::summary(*path);
    CHECK(summary.error.empty());
    CHECK(summary.path == *path);
    CHECK(summary.game == "RAPS");
    CHECK(summary.date.ends_with(" UTC"));
    CHECK(summary.players == std::vector<std::pair<std::string, std::string>>{
                                 {"squares", "human"}, {"circles", "computer (level 4)"}});
    CHECK(summary.moves == 4);
    CHECK(summary.result == "circles win (reached the far rank)");

    const Session redtangle = Session::start(*find_game("redtangle"), "").value();
    CHECK(redtangle.game().side_wins(0) == "white wins");  // a singular side keeps "wins"

    write(folder.path / "bad.txt", "hello\n");
    const SavedGameSummary bad = SaveStore::summary(folder.path / "bad.txt");
    CHECK(bad.error.starts_with("not a boardgames record"));
    CHECK(bad.moves == 0);
}
