// Game records (save files) and the session: write, read, replay, undo and redo.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>

#include "game_record.hpp"
#include "session.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::cell_named;

TEST_CASE("record: a game written and read back replays to the same position", "[record]") {
    auto session = Session::start(*find_game("raps"), "OOOO/4/4/#### O");
    REQUIRE(session.ok());
    REQUIRE(session.value().play("a4-a3").ok());
    REQUIRE(session.value().play("a1-a2").ok());
    REQUIRE(session.value().play("a3Xa1").ok());
    const GameRecord record = session->record();
    const std::string text = write_record(record);
    CHECK(text.find("game: raps\n") != std::string::npos);
    CHECK(text.find("start: OOOO/4/4/#### O\n") != std::string::npos);
    CHECK(text.find("squares: human\ncircles: computer (level 3)\n") != std::string::npos);
    CHECK(text.find("result: circles wins (reached the far rank)\n") != std::string::npos);
    CHECK(text.find("\n1. a4-a3 a1-a2\n2. a3Xa1\n") != std::string::npos);

    const auto read = read_record(text);
    REQUIRE(read.ok());
    CHECK(read->moves == std::vector<std::string>{"a4-a3", "a1-a2", "a3Xa1"});
    const auto loaded = Session::from_record(*read);
    REQUIRE(loaded.ok());
    CHECK(loaded->match().position() == session->match().position());
    CHECK(loaded->occupants[1].label() == "computer (level 3)");
}

TEST_CASE("record: damaged records are refused with the reason", "[record]") {
    CHECK(read_record("hello\n").error() ==
          "not a boardgames record (the first line must be \"boardgames record 1\")");
    CHECK(read_record("boardgames record 1\ngame raps\n").error() ==
          "line 2: expected \"key: value\", found \"game raps\"");
    CHECK(read_record("boardgames record 1\ndate: today\n\n1. a1-a2\n").error() ==
          "the record names no game");
    const auto bad_move = read_record("boardgames record 1\ngame: raps\n\n1. a1-a2 a4-a2\n");
    REQUIRE(bad_move.ok());
    CHECK(Session::from_record(*bad_move).error() ==
          "move 2: 'a4-a2' is illegal: the moves from a4 are a4-a3, a4-b3");
    const auto unknown = read_record("boardgames record 1\ngame: chess\n\n");
    CHECK(Session::from_record(*unknown).error() == "unknown game 'chess'");
}

TEST_CASE("record: saving writes whole files through a rename", "[record]") {
    const auto folder = std::filesystem::temp_directory_path() /
                        ("boardgames-test-" + std::to_string(::getpid())) / "nested";
    const auto path = folder / "game.txt";
    CHECK_FALSE(write_file_atomically(path, "first\n"));
    CHECK_FALSE(write_file_atomically(path, "second\n"));
    CHECK(read_text_file(path).value() == "second\n");
    int files = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder))
        ++files;
    CHECK(files == 1);  // no temporary left behind
    CHECK(write_file_atomically("/proc/boardgames/x.txt", "x").has_value());
    CHECK_FALSE(read_text_file(folder / "missing.txt").ok());
    std::filesystem::remove_all(folder.parent_path());
}

TEST_CASE("record: the save folder follows XDG_DATA_HOME, else ~/.local/share", "[record]") {
    const char* old_data = std::getenv("XDG_DATA_HOME");
    const std::string saved = old_data ? old_data : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg", 1);
    CHECK(save_folder() == "/tmp/xdg/boardgames");
    ::unsetenv("XDG_DATA_HOME");
    CHECK(save_folder().string().ends_with("/.local/share/boardgames"));
    if (old_data) ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
}

TEST_CASE("record: moves are numbered by rounds", "[record]") {
    CHECK(numbered_moves({"a1-a2", "d4-d3", "a2-a1"}) == "1. a1-a2 d4-d3 2. a2-a1");
    CHECK(numbered_moves({}) == "");
}

TEST_CASE("session: undo and redo, and undo back to the human's turn", "[session]") {
    auto started = Session::start(*find_game("raps"), "");
    REQUIRE(started.ok());
    Session session = std::move(started).value();
    session.set_mode(Mode::HumanVsComputer, 0, 3);
    REQUIRE(session.play("a1-a2").ok());
    REQUIRE(session.play("d4-d3").ok());
    CHECK(session.undo_to_human());
    CHECK(session.match().ply() == 0);
    CHECK(session.redo());
    CHECK(session.redo());
    CHECK(session.match().record() == std::vector<std::string>{"a1-a2", "d4-d3"});
    CHECK_FALSE(session.redo());
    CHECK(session.undo());
    REQUIRE(session.play("d4-c3").ok());
    CHECK_FALSE(session.can_redo());  // a new move forgets the undone ones
}

TEST_CASE("session: nothing to undo when only the computer's first move stands", "[session]") {
    Session session = Session::start(*find_game("raps"), "").value();
    session.set_mode(Mode::HumanVsComputer, 1, 3);  // the computer plays the first side
    REQUIRE(session.play("a1-a2").ok());
    // Undoing it would give the computer the move again: refused, the move kept.
    CHECK_FALSE(session.undo_to_human());
    CHECK(session.match().record() == std::vector<std::string>{"a1-a2"});
    CHECK(session.human_to_move());
    REQUIRE(session.play("d4-d3").ok());
    REQUIRE(session.play("a2-a1").ok());
    CHECK(session.undo_to_human());
    CHECK(session.match().record() == std::vector<std::string>{"a1-a2"});
}

TEST_CASE("session: modes give each side a human or the computer", "[session]") {
    auto session = Session::start(*find_game("raps"), "").value();
    session.set_mode(Mode::HumanVsComputer, 1, 4);
    CHECK(session.occupants[0].label() == "computer (level 4)");
    CHECK(session.occupants[1].human());
    CHECK(session.mode() == Mode::HumanVsComputer);
    session.set_mode(Mode::ComputerVsComputer, 0, 2);
    CHECK(session.mode() == Mode::ComputerVsComputer);
    CHECK(session.occupants[1].label() == "computer (level 2)");
    CHECK(Occupant::parse("computer (level 2)")->level == 2);
    CHECK(Occupant::parse("ai:5")->level == 5);
    CHECK_FALSE(Occupant::parse("computer (level 9)"));
    CHECK_FALSE(Occupant::parse("ai:0"));
    session.set_mode(Mode::HumanVsHuman, 0, 3);
    CHECK(session.human_to_move());
}

TEST_CASE("session: the automatic pass is played by the session, only when nothing else is legal",
          "[session][pass]") {
    // Redo: d4 (white) faces c5 d5 e5 (red discs) and has no move; Red has some.
    auto session = Session::start(*find_game("redo"), "7/7/7/2rrr2/3w3/7/7/7 w 0 0");
    REQUIRE(session.ok());
    CHECK(session.value().play_forced_pass() == std::optional<std::string>("pass"));
    CHECK(session->match().position() == "7/7/7/2rrr2/3w3/7/7/7 r 1 1");
    CHECK(session.value().play_forced_pass() == std::nullopt);
    CHECK(session->match().ply() == 1);
    // A pass a player may choose (every move promotes) is not played for him.
    auto choosing = Session::start(*find_game("redo"), "3w3/7/7/7/7/7/r6/rrrrrrr r 1 1");
    REQUIRE(choosing.ok());
    CHECK(choosing.value().play_forced_pass() == std::nullopt);
    CHECK(choosing->match().ply() == 0);
}

TEST_CASE("match: why a click starts or extends no move, in the rules' words",
          "[session][clicks]") {
    auto raps = Session::start(*find_game("raps"), "");
    REQUIRE(raps.ok());
    const AnyMatch& match = raps->match();
    CHECK(match.why_not_clicked({}, cell_named(match, "b2")) == "there is no piece on b2");
    CHECK(match.why_not_clicked({}, cell_named(match, "a4")) ==
          "a4 is not yours: " + match.mover_name() + " to move");
    CHECK(match.why_not_clicked({}, cell_named(match, "a1")).empty());  // its own piece
    // A target the rules refuse with a reason: Redtangle's zone is not entered diagonally.
    auto redtangle = Session::start(*find_game("redtangle"), "8/8/3Wbbbb4/8/8/8/8/7Bwwww W 0");
    REQUIRE(redtangle.ok());
    const AnyMatch& tiles = redtangle->match();
    CHECK_THAT(tiles.why_not_clicked({cell_named(tiles, "d6")}, cell_named(tiles, "c7")),
               Catch::Contains("diagonal"));
    CHECK(tiles.why_not_clicked({cell_named(tiles, "d6")}, cell_named(tiles, "d7")).empty());
}

TEST_CASE("match: the standing counts each side's pieces and every count toward a limit",
          "[session][standing]") {
    using boardgames::testing::play;
    CHECK(play("raps", "")->standing() == "pieces: squares 4, circles 4");
    CHECK(play("breakthrough", "")->standing() == "pieces: white 16, black 16");
    CHECK(play("rematch", "")->standing() ==
          "on top: red 4, white 4, orange 4; 0 of 40 moves without a capture");
    CHECK(play("redtangle", "8/8/3Wbbbb4/8/8/8/8/7Bwwww W 17")->standing() ==
          "tiles: white 1, black 1; 17 of 40 moves without a capture");
    CHECK(play("redtangle", "")->standing() == "tiles: white 8, black 8");
}

TEST_CASE("match: a warning before a move that would end the game against the mover",
          "[session][warning]") {
    using boardgames::testing::play;
    // Redo, 39 moves without a conversion: a quiet move ends the game on the count, which red
    // leads; the conversion does not.
    CHECK(play("redo", "6r/7/7/7/2r4/3w3/7/7 w 0 39")->ending_warning() ==
          "careful: d3-e4 ends the game: red wins (40 moves without a conversion)");
    CHECK(play("redo", "6r/7/7/7/2r4/3w3/7/7 w 0 38")->ending_warning().empty());
    // Redtangle, one tile each after 39 quiet moves: every move draws but the one into the zone.
    CHECK(play("redtangle", "8/8/3Wbbbb4/8/8/8/8/7Bwwww W 39")->ending_warning() ==
          "careful: d6-c5, d6-c6, d6-d5 and 2 more end the game: draw (stalemate: one tile each "
          "and 40 moves without a capture)");
    // Every move: Black's h1 tile has only quiet moves.
    CHECK(play("redtangle", "8/8/3Wbbbb4/8/8/8/8/7Bwwww B 39")->ending_warning() ==
          "careful: every move now ends the game: draw (stalemate: one tile each and 40 moves "
          "without a capture)");
    // A move that wins for the mover is no warning.
    CHECK(play("raps", "OOOO/4/4/#### O", "a4-a3 a1-a2")->ending_warning().empty());
    CHECK(play("raps", "")->ending_warning().empty());
}

TEST_CASE("board: looking into a cell names what stands there, a stack top to bottom",
          "[session][look]") {
    using boardgames::testing::play;
    const auto rematch = play("rematch", "2o/4/5/4/w[rwwoor]1 t w 0");
    const BoardView view = rematch->board_view();
    CHECK(describe_cell(*view.find(cell_named(*rematch, "a2"))) ==
          "a2: a stack of 6, top to bottom: red, white, white, orange, orange, red");
    CHECK(describe_cell(*view.find(cell_named(*rematch, "a1"))) == "a1: a white piece");
    CHECK(describe_cell(*view.find(cell_named(*rematch, "a3"))) == "a3 is empty");
    const auto redtangle = play("redtangle", "8/8/3Wbwww4/8/8/8/8/7Bwwww W 0");
    const auto tactica = play("tactica", "ch2cshc/3*C4/8/3c4/4H3/S7/8/C1*sC1S1C b");
    CHECK(describe_cell(*tactica->board_view().find(cell_named(*tactica, "d7"))) ==
          "d7: a stop (a captured black piece, which never moves again)");
    CHECK(describe_cell(*redtangle->board_view().find(cell_named(*redtangle, "d6"))) ==
          "d6: a white tile, its edges north black, east white, south white, west white");
}
