// Seats apart from sides, game options, series and passes, on Three Colours (three
// movers, two sides, seats by option, passing) and on RAPS.
#include <catch2/catch.hpp>

#include "boardgames/play/match_model.hpp"
#include "game_record.hpp"
#include "series.hpp"
#include "session.hpp"
#include "three_colours.hpp"

using namespace boardgames;

namespace {
const GameInfo& colours_info() {
    static const GameInfo info = game_info<ThreeColours>();
    return info;
}
}  // namespace

TEST_CASE("seats: Three Colours' seats follow its players option", "[seats]") {
    const GameInfo& info = colours_info();
    CHECK(info.side_names == std::vector<std::string>{"red", "team"});
    CHECK(info.side_of_mover == std::vector<int>{0, 1, 1});
    REQUIRE(info.options.size() == 1);
    CHECK(info.default_options() == std::vector<int>{2});
    const auto two = info.seats(std::vector<int>{2});
    REQUIRE(two.size() == 2);
    CHECK(two[1].name == "team");
    CHECK(two[1].movers == std::vector<int>{1, 2});
    CHECK(info.seats(std::vector<int>{3}).size() == 3);
    CHECK_FALSE(info.players_choose_first);
}

TEST_CASE("seats: the session seats people by seat, and the team's seat moves both colours",
          "[seats][session]") {
    auto session = Session::start(colours_info(), "", {2}).value();
    REQUIRE(session.players.size() == 2);
    session.set_mode(Mode::HumanVsComputer, 1, 4);  // the person plays the team
    CHECK(session.seat_to_move() == 0);             // red starts
    CHECK_FALSE(session.human_to_move());
    REQUIRE(session.play("a1-a1"));
    CHECK(session.match().mover_name() == "white");
    CHECK(session.seat_to_move() == 1);
    CHECK(session.human_to_move());
    REQUIRE(session.play("b1-b1"));
    REQUIRE(session.play("c1-c1"));
    CHECK(session.match().mover_name() == "orange");
    CHECK(session.seat_to_move() == 1);

    auto three = Session::start(colours_info(), "", {3}).value();
    REQUIRE(three.players.size() == 3);
    REQUIRE(three.play("a1-a1"));
    CHECK(three.seat_to_move() == 1);
    REQUIRE(three.play("b1-b1"));
    REQUIRE(three.play("c1-c1"));
    CHECK(three.seat_to_move() == 2);
}

TEST_CASE("seats: a side's win is shared by its seats; a draw gives each side a half",
          "[seats][series]") {
    const GameInfo& info = colours_info();
    const auto two = info.seats(std::vector<int>{2});
    const auto three = info.seats(std::vector<int>{3});
    const Outcome team_wins = Outcome::win(1, "");
    const Outcome red_wins = Outcome::win(0, "");
    const Outcome draw = Outcome::draw("");
    CHECK(Series::seat_points(team_wins, two, info.side_of_mover) == std::vector<double>{0, 1});
    CHECK(Series::seat_points(team_wins, three, info.side_of_mover) ==
          std::vector<double>{0, 0.5, 0.5});
    CHECK(Series::seat_points(red_wins, three, info.side_of_mover) == std::vector<double>{1, 0, 0});
    // Rulebook (ReMATCH): a draw ¼ to each team member and ½ to red's player.
    CHECK(Series::seat_points(draw, three, info.side_of_mover) ==
          std::vector<double>{0.5, 0.25, 0.25});
    CHECK(Series::seat_points(draw, two, info.side_of_mover) == std::vector<double>{0.5, 0.5});
}

TEST_CASE("series: armies rotate after each game and the first past the target wins", "[series]") {
    const GameInfo& info = colours_info();
    const auto three = info.seats(std::vector<int>{3});
    Series series(3, 2);
    CHECK(series.person_at(0) == 0);
    series.record(Outcome::win(0, ""), three, info.side_of_mover);  // person 0 was red
    CHECK(series.points(0) == 1);
    // Red's player now plays white, white's orange, orange's red.
    CHECK(series.seat_of(0) == 1);
    CHECK(series.person_at(0) == 2);
    CHECK(series.winner() == -1);
    series.record(Outcome::win(1, ""), three, info.side_of_mover);  // the team: persons 0 and 1
    CHECK(series.points(0) == 1.5);
    CHECK(series.points(1) == 0.5);
    CHECK(series.points(2) == 0);
    series.record(Outcome::win(1, ""), three, info.side_of_mover);  // team: persons 2 and 0
    CHECK(series.points(0) == 2);
    CHECK(series.winner() == 0);
    const auto read = Series::parse(series.text(), 3);
    REQUIRE(read);
    CHECK(read->text() == series.text());
    CHECK(read->points(0) == 2);
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 1", 2));
    CHECK_FALSE(Series::parse("best of 3", 2));
    CHECK(points_text(1.5) == "1\u00bd");
    CHECK(points_text(0.25) == "\u00bc");
    CHECK(points_text(0) == "0");
}

TEST_CASE("series: equal points past the target play on", "[series]") {
    const GameInfo& info = colours_info();
    const auto two = info.seats(std::vector<int>{2});
    Series series(2, 1);
    series.record(Outcome::draw(""), two, info.side_of_mover);
    series.record(Outcome::draw(""), two, info.side_of_mover);
    CHECK(series.points(0) == 1);
    CHECK(series.points(1) == 1);
    CHECK(series.winner() == -1);
}

TEST_CASE("series: the session plays the next game with the players moved on",
          "[series][session]") {
    auto session = Session::start(colours_info(), "", {2}).value();
    session.set_mode(Mode::HumanVsComputer, 0, 2);  // the person plays red
    session.start_series(3);
    CHECK_FALSE(session.next_series_game());  // the game goes on
    for (const char* move : {"pass", "pass"})
        REQUIRE(session.play(move));
    REQUIRE(session.match().outcome().over());  // two passes: a draw
    REQUIRE(session.next_series_game());
    CHECK(session.match().ply() == 0);
    CHECK(session.series()->games_played() == 1);
    CHECK(session.series()->points(0) == 0.5);
    CHECK(session.players[1].human());  // the person now plays the team
    CHECK_FALSE(session.players[0].human());
    const GameRecord record = session.record();
    CHECK(record.series == "first to 3; after 1 game: 0.5 0.5");
    CHECK(record.players[0] == std::pair<std::string, std::string>{"red", "computer (level 2)"});
}

TEST_CASE("seats: options live in the record and unknown header lines are refused",
          "[seats][record]") {
    auto session = Session::start(colours_info(), "", {3}).value();
    CHECK(session.record().options == "players=3");
    CHECK(session.record().players.size() == 3);
    CHECK(parse_option_values(colours_info(), "players=4").error() ==
          "option players takes a number from 2 to 3, not '4'");
    CHECK(parse_option_values(colours_info(), "colour=2").error() ==
          "'colour' is not an option of colours (options: players)");

    const auto raps = read_record(
        "boardgames record 1\ngame: raps\ndate: today\nsquares: human\ntriangles: human\n"
        "result: ongoing\n\n1. a1-a2\n");
    REQUIRE(raps);
    const auto refused = Session::from_record(*raps);
    REQUIRE_FALSE(refused);
    CHECK(refused.error().find("unknown header line 'triangles: human'") == 0);
    const auto bad_player = read_record(
        "boardgames record 1\ngame: raps\ndate: today\ncircles: ai:9\nresult: ongoing\n\n");
    CHECK(Session::from_record(*bad_player).error() ==
          "circles: unknown player 'ai:9' (human, or ai:1 to ai:5)");
    // A table's record names its people by login name.
    const auto named = read_record(
        "boardgames record 1\ngame: raps\ndate: today\ncircles: alice\nresult: ongoing\n\n");
    REQUIRE(Session::from_record(*named));
    CHECK(Session::from_record(*named)->players[1].label() == "alice");
    const auto series = read_record(
        "boardgames record 1\ngame: raps\ndate: today\nseries: first to 2; after 1 game: 1 0\n"
        "result: ongoing\n\n");
    const auto resumed = Session::from_record(*series);
    REQUIRE(resumed);
    REQUIRE(resumed->series());
    CHECK(resumed->series()->points(0) == 1);
    CHECK(resumed->series()->target() == 2);
}

TEST_CASE("outcome: the winner is a side; result text names it", "[seats]") {
    const GameInfo& info = colours_info();
    auto match = info.new_match(info, "wwr/wr1/rww r o 0").value();  // red to move
    REQUIRE(match->play("c2-c2"));  // the board is full: red 4, team 5
    CHECK(match->outcome() == Outcome::win(1, "the board is full"));
    CHECK(match->result_text() == "team wins (the board is full)");
}
