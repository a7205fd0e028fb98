// Seats apart from sides, game options, series and passes, on Three Colours (three
// movers, two sides, seats by option, passing) and on RAPS.
#include <catch2/catch.hpp>

#include "boardgames/play/match_model.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "series.hpp"
#include "session.hpp"
#include "text_wrap.hpp"
#include "three_colours.hpp"
#include "ui/played_game.hpp"
#include "ui/series_table.hpp"

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
    REQUIRE(session.occupants.size() == 2);
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
    REQUIRE(three.occupants.size() == 3);
    REQUIRE(three.play("a1-a1"));
    CHECK(three.seat_to_move() == 1);
    REQUIRE(three.play("b1-b1"));
    REQUIRE(three.play("c1-c1"));
    CHECK(three.seat_to_move() == 2);
}

TEST_CASE("seats: a side's win is shared by its seats, a draw gives each side a half",
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

namespace {

const GameInfo& rematch_info() {
    const GameInfo* info = find_game("rematch");
    REQUIRE(info != nullptr);
    return *info;
}

// Counts a finished game (its outcome) and moves everyone on, as the session does.
void finish_game(Series& series, const Outcome& outcome, const std::vector<Seat>& seats,
                 const GameInfo& info) {
    series.count(outcome, seats, info.side_of_mover, "");
    series.next_game();
}

}  // namespace

TEST_CASE("series: ReMATCH for three: armies rotate after each game, a team's win is halved",
          "[series][rematch]") {
    const GameInfo& info = rematch_info();
    const auto three = info.seats(std::vector<int>{3});
    REQUIRE(three.size() == 3);
    Series series(3, 2);
    CHECK(series.person_at(0) == 0);
    finish_game(series, Outcome::win(0, ""), three, info);  // person 0 was red: red's side won
    CHECK(series.points(0) == 1);
    // Red's player now plays white, white's orange, orange's red.
    CHECK(series.seat_of(0) == 1);
    CHECK(series.person_at(0) == 2);
    CHECK(series.winner() == -1);
    finish_game(series, Outcome::win(1, ""), three, info);  // the team: persons 0 and 1
    CHECK(series.points(0) == 1.5);
    CHECK(series.points(1) == 0.5);
    CHECK(series.points(2) == 0);
    series.count(Outcome::win(1, ""), three, info.side_of_mover, "the team wins");  // 2 and 0
    CHECK(series.points(0) == 2);
    CHECK(series.winner() == 0);
    CHECK(series.score_text(0) == "2-\u00bd-\u00bd");
    CHECK_FALSE(series.next_game());  // won: no next game
    // Game by game, by person: the army each played and what it earned.
    REQUIRE(series.games().size() == 3);
    CHECK(series.games()[2].seats == std::vector<int>{2, 0, 1});
    CHECK(series.games()[2].points == std::vector<double>{0.5, 0, 0.5});
    CHECK(series.games()[2].result == "the team wins");
    CHECK(points_text(1.5) == "1\u00bd");
    CHECK(points_text(0.25) == "\u00bc");
    CHECK(points_text(0) == "0");
}

TEST_CASE("series: it ends the moment a player reaches the target, not a game later", "[series]") {
    const GameInfo& info = rematch_info();
    const auto two = info.seats(std::vector<int>{2});
    Series series(2, 1);
    series.count(Outcome::win(0, ""), two, info.side_of_mover, "red wins");
    CHECK(series.winner() == 0);  // at once, with this game's point
    CHECK(series.points(0) == 1);
    CHECK(series.score_text(0) == "1-0");
    CHECK_FALSE(series.next_game());
    // Counting the same end twice counts it once; undoing it takes the point back.
    series.count(Outcome::win(0, ""), two, info.side_of_mover, "red wins");
    CHECK(series.points(0) == 1);
    series.uncount();
    CHECK(series.points(0) == 0);
    CHECK(series.winner() == -1);
}

TEST_CASE("series: equal points past the target play on", "[series][rematch]") {
    const GameInfo& info = rematch_info();
    const auto two = info.seats(std::vector<int>{2});
    Series series(2, 1);
    finish_game(series, Outcome::draw(""), two, info);
    finish_game(series, Outcome::draw(""), two, info);
    CHECK(series.points(0) == 1);
    CHECK(series.points(1) == 1);
    CHECK(series.winner() == -1);  // both at the target, equal: play on
    series.count(Outcome::win(1, ""), two, info.side_of_mover, "");  // person 1 is the team
    CHECK(series.winner() == 1);
    CHECK(series.score_text(1) == "2-1");
}

TEST_CASE("series: three players with draws end when one is ahead past the target",
          "[series][rematch]") {
    const GameInfo& info = rematch_info();
    const auto three = info.seats(std::vector<int>{3});
    Series series(3, 1);
    finish_game(series, Outcome::draw(""), three, info);  // red ½, the team ¼ each
    CHECK(series.points(0) == 0.5);
    CHECK(series.points(1) == 0.25);
    finish_game(series, Outcome::draw(""), three, info);  // person 2 is red now
    CHECK(series.points(2) == 0.75);
    CHECK(series.winner() == -1);
    series.count(Outcome::draw(""), three, info.side_of_mover, "");  // person 1 is red
    // 1, 1, 1: everyone at the target, equal: play on.
    CHECK(series.points(0) == 1);
    CHECK(series.points(1) == 1);
    CHECK(series.points(2) == 1);
    CHECK(series.winner() == -1);
    REQUIRE(series.next_game());
    series.count(Outcome::win(1, ""), three, info.side_of_mover, "");  // the team: 1 and 2
    CHECK(series.winner() == -1);  // 1½ and 1½: equal at the top
    REQUIRE(series.next_game());
    series.count(Outcome::win(0, ""), three, info.side_of_mover, "");  // person 2 is red
    CHECK(series.winner() == 2);
    CHECK(series.score_text(2) == "2\u00bd-1\u00bd-1");
}

TEST_CASE("series: the saved text keeps each game's points, older saves keep their totals",
          "[series][record]") {
    const GameInfo& info = rematch_info();
    const auto three = info.seats(std::vector<int>{3});
    Series series(3, 3);
    finish_game(series, Outcome::win(0, ""), three, info);
    finish_game(series, Outcome::win(1, ""), three, info);
    CHECK(series.text() == "first to 3; after 2 games: 1.5 0.5 0; by game: 1 0 0 / 0.5 0.5 0");
    const auto read = Series::parse(series.text(), 3);
    REQUIRE(read);
    CHECK(read->text() == series.text());
    CHECK(read->points(0) == 1.5);
    CHECK(read->current_game() == 2);
    REQUIRE(read->games().size() == 2);
    CHECK(read->games()[1].seats == std::vector<int>{1, 2, 0});
    // A game over but not yet left is not in the text: reading the record counts it again.
    series.count(Outcome::win(0, ""), three, info.side_of_mover, "");
    CHECK(series.text() == "first to 3; after 2 games: 1.5 0.5 0; by game: 1 0 0 / 0.5 0.5 0");
    // Before games were kept one by one: the totals only.
    const auto older = Series::parse("first to 3; after 2 games: 1.5 0.5 0", 3);
    REQUIRE(older);
    CHECK(older->points(0) == 1.5);
    CHECK(older->games().empty());
    CHECK(older->text() == "first to 3; after 2 games: 1.5 0.5 0");
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 1", 2));
    CHECK_FALSE(Series::parse("best of 3", 2));
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 1 0; by game: 1 0 / 0 1", 2));
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 0 1; by game: 1 0", 2));
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 1 0; by game: 1 x", 2));
    CHECK_FALSE(Series::parse("first to 3; after 1 game: 1 0; by game: 1 0 /", 2));
    CHECK_FALSE(Series::parse("first to 1; after 0 games: 1 0", 2));  // more than its games
    CHECK_FALSE(Series::parse("first to 3; after 2 games: nan 0", 2));
}

TEST_CASE("series: the session counts a game as it ends and announces the series' winner",
          "[series][session]") {
    // RAPS: a4-a3 a1-a2 a3Xa1 wins for circles, who move first here.
    auto session = Session::start(*find_game("raps"), "OOOO/4/4/#### O").value();
    session.set_mode(Mode::HumanVsComputer, 1, 2);  // the person plays circles
    session.start_series(2);
    REQUIRE(session.play("a4-a3"));
    REQUIRE(session.play("a1-a2"));
    CHECK(session.series()->points(1) == 0);
    REQUIRE(session.play("a3Xa1"));
    REQUIRE(session.match().outcome().over());
    CHECK(session.series()->points(1) == 1);  // at game over, not at the next game
    CHECK(session.series_result().empty());   // 1 of 2
    // Undone, the game no longer counts; played again, it does.
    REQUIRE(session.undo());
    CHECK(session.series()->points(1) == 0);
    REQUIRE(session.redo());
    CHECK(session.series()->points(1) == 1);
    REQUIRE(session.next_series_game());
    CHECK(session.series()->current_game() == 1);
    CHECK(session.occupants[0].human());  // the person now plays squares, who move second here
    CHECK(session.person_name(1) == "you");
    CHECK(session.person_name(0) == "the computer");  // never the seat it played first
    // The table by person: points, then game by game the army played and the points earned,
    // under a heading that numbers the games, with a legend of the cells.
    CHECK(ui::series_table(session, 40) ==
          std::vector<std::string>{"Series, first to 2: game 2", "             pts 1",
                                   "the computer 0   s0", "you          1   c1",
                                   "by game: side played, points"});
    CHECK(ui::series_table(session, 16) ==
          std::vector<std::string>{"Series, first to 2: game 2", "             pts",
                                   "the computer 0  ", "you          1  "});
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
    CHECK(session.series()->games_counted() == 1);
    REQUIRE(session.next_series_game());
    CHECK(session.match().ply() == 0);
    CHECK(session.series()->current_game() == 1);
    CHECK(session.series()->points(0) == 0.5);
    CHECK(session.occupants[1].human());  // the person now plays the team
    CHECK_FALSE(session.occupants[0].human());
    const GameRecord record = session.record();
    CHECK(record.series == "first to 3; after 1 game: 0.5 0.5; by game: 0.5 0.5");
    CHECK(record.players[0] == std::pair<std::string, std::string>{"red", "computer (level 2)"});
}

TEST_CASE("series: won by the last game's point, with the winner named", "[series][session]") {
    auto session = Session::start(*find_game("raps"), "OOOO/4/4/#### O").value();
    session.set_mode(Mode::HumanVsHuman, 0, 2);
    session.start_series(1);
    for (const char* move : {"a4-a3", "a1-a2", "a3Xa1"})
        REQUIRE(session.play(move));
    CHECK(session.series_result() == "player 2 wins the series 1-0");
    CHECK_FALSE(session.next_series_game());  // over: a new game, not a next one
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
          "circles: unknown player 'ai:9' (human, or ai:1 to ai:5; ai:6 plays perfectly where the "
          "game is solved)");
    // A table's record names its people by login name.
    const auto named = read_record(
        "boardgames record 1\ngame: raps\ndate: today\ncircles: alice\nresult: ongoing\n\n");
    REQUIRE(Session::from_record(*named));
    CHECK(Session::from_record(*named)->occupants[1].label() == "alice");
    const auto series = read_record(
        "boardgames record 1\ngame: raps\ndate: today\nseries: first to 2; after 1 game: 1 0\n"
        "result: ongoing\n\n");
    const auto resumed = Session::from_record(*series);
    REQUIRE(resumed);
    REQUIRE(resumed->series());
    CHECK(resumed->series()->points(0) == 1);
    CHECK(resumed->series()->target() == 2);
}

TEST_CASE("outcome: the winner is a side, result text names it", "[seats]") {
    const GameInfo& info = colours_info();
    auto match = info.new_match(info, "wwr/wr1/rww r o 0").value();  // red to move
    REQUIRE(match->play("c2-c2"));  // the board is full: red 4, team 5
    CHECK(match->outcome() == Outcome::win(1, "the board is full"));
    CHECK(match->result_text() == "team wins (the board is full)");
}

TEST_CASE("series: the game-over sentence names people for the game and the series",
          "[series][session]") {
    // RAPS: a4-a3 a1-a2 a3Xa1 wins for circles (seat 1), who move first here.
    const std::vector<std::string> win{"a4-a3", "a1-a2", "a3Xa1"};
    auto session = Session::start(*find_game("raps"), "OOOO/4/4/#### O").value();
    session.set_mode(Mode::HumanVsComputer, 1, 2);  // the person plays circles
    session.start_series(2);
    for (const std::string& move : win)
        REQUIRE(session.play(move));
    const std::string reason = std::string(session.match().outcome().reason);
    std::string full = "you (circles) win this game (";
    full += reason;
    full += "); the series stands at 1-0 to you";
    const std::vector<std::string> said = session.game_over_sentences();
    REQUIRE(said.size() >= 3);
    CHECK(said.front() == full);
    CHECK(said.back() == "you win; series at 1-0 to you");
    // Game 2: the person now plays squares; the computer wins it, the series is level.
    REQUIRE(session.next_series_game());
    for (const std::string& move : win)
        REQUIRE(session.play(move));
    std::string level = "the computer (circles) wins this game (";
    level += reason;
    level += "); the series stands level at 1-1";
    CHECK(session.game_over_sentences().front() == level);
    // Game 3 decides it: one clause for the game and the series.
    REQUIRE(session.next_series_game());
    for (const std::string& move : win)
        REQUIRE(session.play(move));
    std::string won = "you win the game (";
    won += reason;
    won += ") and the series, 2-1";
    CHECK(session.game_over_sentences().front() == won);
    CHECK(session.game_over_sentences().back() == "you win the game and the series, 2-1");
    CHECK(session.series_result() == "you win the series 2-1");
}

TEST_CASE("series: three people at one screen are players 1 to 3, a team's win shared",
          "[series][session]") {
    auto session = Session::start(colours_info(), "", {3}).value();
    session.set_mode(Mode::HumanVsHuman, 0, 2);
    session.start_series(1);
    for (const char* move : {"pass", "pass"})
        REQUIRE(session.play(move));  // a draw: red ½, white and orange ¼ each
    CHECK(session.person_name(0) == "player 1");
    CHECK(session.person_name(2) == "player 3");
    const std::vector<std::string> said = session.game_over_sentences();
    CHECK(said.front() ==
          "this game is drawn (two passes); the series stands at ½-¼-¼ to player 1");
    CHECK(said.back() == "a draw; series at ½-¼-¼ to player 1");
    // Fitted to the line: the most that fits, keys after it where they fit too.
    const std::vector<std::string> keys{"n: next game of the series   p: review", "n: next game"};
    std::string widest = "Game over: ";
    widest += said.front();
    widest += ".  n: next game of the series   p: review";
    CHECK(ui::game_over_line(said, keys, 200) == widest);
    for (int width : {80, 60, 44, 30}) {
        INFO("width " << width);
        CHECK(display_width(ui::game_over_line(said, keys, width)) <= width);
    }
    CHECK(ui::game_over_line(said, keys, 50) == "Game over: a draw; series at ½-¼-¼ to player 1.");
}
