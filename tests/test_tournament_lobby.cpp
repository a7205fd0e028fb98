// The lobby's tournaments: the form's fields checked beyond the store's, a tournament's row in
// the tab, and a game's result as the standings show it.

#include <catch2/catch.hpp>
#include <string>

#include "lobby/tournaments_panel.hpp"

using boardgames::lobby::tournament_result_text;
using boardgames::lobby::tournament_row_text;
using boardgames::lobby::tournament_spec_problem;
using boardgames::store::Tournament;
using boardgames::store::TournamentGame;
using boardgames::store::TournamentSpec;
using boardgames::store::TournamentState;
using boardgames::tournament::GameResult;

namespace {

TournamentSpec quick(std::string game, std::string clock) {
    TournamentSpec spec;
    spec.name = "Friday cup";
    spec.game = std::move(game);
    spec.clock = std::move(clock);
    return spec;
}

}  // namespace

TEST_CASE("tournament form: a game of two players and a clock a table reads", "[tournament]") {
    CHECK(tournament_spec_problem(quick("raps", "5+3")).empty());
    CHECK(tournament_spec_problem(quick("breakthrough", "")).empty());
    CHECK(tournament_spec_problem(quick("clobber", "3d")).empty());
    CHECK(tournament_spec_problem(quick("chess", "5+3")) == "there is no game chess");
    CHECK_FALSE(tournament_spec_problem(quick("raps", "5+")).empty());
}

TEST_CASE("tournament form: the computer plays no game of days a move", "[tournament]") {
    TournamentSpec spec = quick("raps", "3d");
    spec.computer_level = 3;
    CHECK(tournament_spec_problem(spec) ==
          "the computer plays no correspondence game: it answers at once");
    spec.clock = "5+3";
    CHECK(tournament_spec_problem(spec).empty());
}

TEST_CASE("tournaments tab: a row says the state, the round and whether he is in", "[tournament]") {
    Tournament t;
    t.spec = quick("raps", "5+3");
    t.spec.most_players = 8;
    t.creator = "alice";
    t.entrants = 3;
    const std::string open = tournament_row_text(t, true);
    CHECK(open.starts_with("Friday cup"));
    CHECK(open.find("round robin") == std::string::npos);  // a Swiss
    CHECK(open.find("Swiss") != std::string::npos);
    CHECK(open.find("open 3/8") != std::string::npos);
    CHECK(open.find("by alice") != std::string::npos);
    CHECK(open.ends_with("you're in"));
    t.state = TournamentState::running;
    t.round = 2;
    t.rounds = 3;
    const std::string running = tournament_row_text(t, false);
    CHECK(running.find("round 2/3") != std::string::npos);
    CHECK(running.find("you're in") == std::string::npos);
    // A name of control characters is shown cleaned, never written to the terminal as it is.
    t.spec.name = "a\x1b[2Jb";
    CHECK(tournament_row_text(t, false).find('\x1b') == std::string::npos);
}

TEST_CASE("tournament standings: each result with the first side's score first", "[tournament]") {
    TournamentGame game;
    game.first = 1;
    game.second = 2;
    CHECK(tournament_result_text(game) == "to open");
    game.table_code = "k3m9qa";
    CHECK(tournament_result_text(game) == "playing at k3m9qa");
    game.result = GameResult::second_won;
    CHECK(tournament_result_text(game) == "0-1");
    game.result = GameResult::draw;
    CHECK(tournament_result_text(game) == "½-½");
    game.result = GameResult::first_won_by_forfeit;
    CHECK(tournament_result_text(game) == "1-0 forfeit");
    game.second = 0;
    CHECK(tournament_result_text(game) == "bye");
}
