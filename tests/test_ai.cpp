// The computer opponent: it takes a win in one, parries a loss in one when a defence exists,
// and its levels and seeds behave as documented. On concrete positions of every game.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <tuple>
#include <utility>

#include "boardgames/ai/monte_carlo.hpp"
#include "boardgames/ai/search.hpp"
#include "boardgames/all_games.hpp"
#include "boardgames/play/arrangement.hpp"
#include "support.hpp"
#include "toy_games.hpp"

using namespace boardgames;
using boardgames::testing::play;

namespace {

std::string computer_move(const std::string& game, const std::string& position, int level,
                          std::uint64_t seed = 1) {
    return play(game, position)->choose_move(find_game(game)->level_limits(level, seed));
}

std::string result_after(const std::string& game, const std::string& position,
                         const std::string& move) {
    return play(game, position, move)->result_text();
}

// The moves after which the opponent cannot win at once.
std::vector<std::string> safe_moves(const std::string& game, const std::string& position) {
    std::vector<std::string> safe;
    const auto match = play(game, position);
    const int me = match->to_move();
    for (const std::string& move : match->legal_moves()) {
        auto after = match->clone();
        after->play(move);
        bool loses = false;
        for (const std::string& reply : after->legal_moves()) {
            auto end = after->clone();
            end->play(reply);
            const Outcome result = end->outcome();
            loses = loses || (result.status == Outcome::Status::Win && result.winner != me);
        }
        if (!loses) safe.push_back(move);
    }
    return safe;
}

}  // namespace

TEST_CASE("ai: RAPS: every level from 2 takes a win in one", "[ai][raps]") {
    // (The beginner overlooks half of them: the test below.)
    const std::string position = "O2O/#3/4/1#2 #";  // a3 steps onto rank 4
    for (int level = 2; level <= 5; ++level) {
        INFO("level " << level);
        const std::string move = computer_move("raps", position, level);
        CHECK(result_after("raps", position, move) == "squares wins (reached the far rank)");
    }
}

TEST_CASE("ai: RAPS: every level parries a loss in one", "[ai][raps]") {
    // Circles on b2 and b3 threaten rank 1; of the 7 moves only b1-c2 leaves them no win.
    const std::string position = "4/1O2/1O2/1#1# #";
    REQUIRE(play("raps", position)->legal_moves().size() == 7);
    REQUIRE(safe_moves("raps", position) == std::vector<std::string>{"b1-c2"});
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(computer_move("raps", position, level) == "b1-c2");
    }
}

TEST_CASE("ai: Redtangle: every level takes a win in one", "[ai][redtangle]") {
    const std::string position = "8/8/3Wwwww4/8/8/8/8/Bbbbb6Bwwww W 0";  // d6-d7 enters the zone
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        const std::string move = computer_move("redtangle", position, level);
        CHECK(result_after("redtangle", position, move) ==
              "white wins (entered the opposing zone)");
    }
}

TEST_CASE("ai: Redtangle: every level parries a loss in one", "[ai][redtangle]") {
    // Black's d3 steps into d2 next unless White fills d2: only e1 can, and no jump takes d3.
    const std::string position = "Wbbbb7/8/8/8/8/3Bwwww4/8/4Wwwww2Bbbbb W 0";
    REQUIRE(safe_moves("redtangle", position) == std::vector<std::string>{"e1-d2"});
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(computer_move("redtangle", position, level) == "e1-d2");
    }
}

TEST_CASE("ai: ReMATCH: every level takes a win in one", "[ai][rematch]") {
    // Red: the flying capture a1Xd4 takes the team's last piece; three steps do not.
    const std::string red_wins = "3/4/2w2/4/r2 r w 0";
    REQUIRE(play("rematch", red_wins)->legal_moves().size() == 4);
    // The team: white must capture, red's last piece (c1Xc3) or its own partner (c1Xa1).
    const std::string team_wins = "3/4/wr3/o3/3 t w 0";
    REQUIRE(play("rematch", team_wins)->legal_moves().size() == 2);
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(result_after("rematch", red_wins, computer_move("rematch", red_wins, level)) ==
              "red wins (white and orange captured)");
        CHECK(result_after("rematch", team_wins, computer_move("rematch", team_wins, level)) ==
              "team wins (red captured)");
    }
}

TEST_CASE("ai: ReMATCH: every level parries a loss in one", "[ai][rematch]") {
    // White's last piece on c4, red on e5 and a3: of its six steps only c4-c5 leaves red no
    // capture, simple or flying, of it.
    const std::string position = "2r/4/3w1/4/2r t w 0";
    REQUIRE(play("rematch", position)->legal_moves().size() == 6);
    REQUIRE(safe_moves("rematch", position) == std::vector<std::string>{"c4-c5"});
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(computer_move("rematch", position, level) == "c4-c5");
    }
}

TEST_CASE("ai: Táctica: every level takes a win in one", "[ai][tactica]") {
    // A block: White's last piece, the cross in the corner a8, is walled in by b8 once a black
    // piece stands on a7; of Black's 27 moves only h7-a7 gets there.
    const std::string block = "cC6/7C/8/8/8/8/8/8 b";
    REQUIRE(play("tactica", block)->legal_moves().size() == 27);
    // A capture: a5Xf5 encloses White's last piece, the cross g5, against h5; nothing else
    // among Black's 19 moves takes it.
    const std::string capture = "8/8/8/C5cC/8/8/8/8 b";
    REQUIRE(play("tactica", capture)->legal_moves().size() == 19);
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(result_after("tactica", block, computer_move("tactica", block, level)) ==
              "black wins (blocked: no legal move)");
        CHECK(result_after("tactica", capture, computer_move("tactica", capture, level)) ==
              "black wins (blocked: no legal move)");
    }
}

TEST_CASE("ai: Táctica: every level from 2 parries a loss in one", "[ai][tactica]") {
    // Black's last piece, the horse on d4, has 13 moves: on ten of its squares a white piece
    // then encloses or flanks it, in the corners a1 and h8 a white cross blocks its one
    // diagonal; only on f2 can no white move take or block it.
    const std::string position = "8/2*S5/s5c1/3h4/3H4/3h2*c*C/8/1c6 b";
    REQUIRE(play("tactica", position)->legal_moves().size() == 13);
    REQUIRE(safe_moves("tactica", position) == std::vector<std::string>{"d4-f2"});
    // Level 1 searches one move and no reply, with wide noise: a beginner on purpose, it does
    // not see these threats (RAPS's, Redtangle's and ReMATCH's show in their evaluations).
    for (int level = 2; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(computer_move("tactica", position, level) == "d4-f2");
    }
}

TEST_CASE("ai: Redo: every level takes a win in one", "[ai][redo]") {
    // White: d3Xd4 turns both red discs, c5 and e5, and Red has no piece left; d3Xc4 and
    // d3Xe4 turn one, the other five moves none.
    const std::string conversion = "7/7/7/2r1r2/7/3w3/6w/w6 w 0 0";
    REQUIRE(play("redo", conversion)->legal_moves().size() == 8);
    // Red, ahead 4 to 2, after White's (automatic) pass: passing too ends the game; its other
    // moves are three promotions.
    const std::string passes = "5ww/7/7/7/7/7/1r5/rrr4 r 1 1";
    REQUIRE(play("redo", passes)->legal_moves().size() == 4);
    for (int level = 1; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(result_after("redo", conversion, computer_move("redo", conversion, level)) ==
              "white wins (a side has no piece left)");
        CHECK(result_after("redo", passes, computer_move("redo", passes, level)) ==
              "red wins (two passes in a row)");
    }
}

TEST_CASE("ai: Redo: every level from 2 parries a loss in one", "[ai][redo]") {
    // White's last piece, the tower on b2: stepping to a1, a2, b1 or c1 lets the disc c3 step
    // onto b2 and turn it; on a3, b3 or d4 Red's tower b5 turns it. Only b2Xc2 turns c3 and
    // stays out of b5's reach.
    const std::string last_piece = "7/7/7/1R5/7/2r4/1W5/7 w 0 0";
    REQUIRE(play("redo", last_piece)->legal_moves().size() == 8);
    REQUIRE(safe_moves("redo", last_piece) == std::vector<std::string>{"b2Xc2"});
    // Red leads 5 to 3 after 38 moves without a conversion: unless White converts, Red's next
    // quiet move is the 40th and ends the game. Of White's 10 moves only e4Xf5 (turning g6)
    // converts.
    const std::string quiet = "rrrr3/7/6r/7/4w2/7/7/w1w4 w 0 38";
    REQUIRE(play("redo", quiet)->legal_moves().size() == 10);
    REQUIRE(safe_moves("redo", quiet) == std::vector<std::string>{"e4Xf5"});
    // Level 1 sees no reply (see Táctica's case).
    for (int level = 2; level <= 5; ++level) {
        INFO("level " << level);
        CHECK(computer_move("redo", last_piece, level) == "b2Xc2");
        CHECK(computer_move("redo", quiet, level) == "e4Xf5");
    }
}

TEST_CASE("ai: the same seed plays the same move, level 1 varies with the seed", "[ai]") {
    for (int level = 1; level <= 5; ++level)
        CHECK(computer_move("raps", "", level, 42) == computer_move("raps", "", level, 42));
    std::set<std::string> beginner_moves;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        beginner_moves.insert(computer_move("raps", "", 1, seed));
    CHECK(beginner_moves.size() >= 3);
}

TEST_CASE("ai: RAPS's beginner overlooks about half the wins it could take at once, level 2 none",
          "[ai][raps]") {
    // Squares on b3 win by stepping to b4 or c4; five other steps do not.
    const std::string win_at_hand = "O2O/1#2/4/4 #";
    int taken = 0;
    const int tries = 200;
    for (std::uint64_t seed = 1; seed <= std::uint64_t(tries); ++seed) {
        const std::string move = computer_move("raps", win_at_hand, 1, seed);
        if (move == "b3-b4" || move == "b3-c4") ++taken;
        CHECK(computer_move("raps", win_at_hand, 2, seed).substr(4, 1) == "4");
    }
    CHECK(taken > tries * 3 / 10);
    CHECK(taken < tries * 7 / 10);
}

TEST_CASE("ai: noise picks among near-best moves whether depth or nodes end the search",
          "[ai][redtangle]") {
    // d4Xd6 takes a tile; without noise every seed takes it, with wide noise some seed does not.
    const std::string position = "2BbbbbBwwwwBwbbbBwwwb2/8/8/3Bwbww4/3Wbbbb4/8/8/2WwwwwWwbbb4 W 0";
    const auto match = play("redtangle", position);
    for (const bool by_nodes : {false, true}) {
        INFO((by_nodes ? "a node budget" : "a depth limit") << " ends the search");
        ai::Limits limits;
        if (by_nodes)
            limits.max_nodes = 20'000;
        else
            limits.max_depth = 2;
        std::set<std::string> plain, noisy;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            limits.seed = seed;
            limits.noise = 0;
            plain.insert(match->choose_move(limits));
            limits.noise = 10'000;  // every move whose result is not forced
            noisy.insert(match->choose_move(limits));
        }
        CHECK(plain == std::set<std::string>{"d4Xd6"});
        CHECK(noisy.size() >= 2);
    }
}

TEST_CASE("ai: noise never trades the longest defence for a quicker loss", "[ai][redtangle]") {
    // Every White move loses, but e1-d2 holds out longest (two more plies); levels 3 and 4
    // would find a quicker loss within their noise.
    const std::string position = "Wbbbb7/8/8/8/8/3Bwwww4/8/4Wwwww2Bbbbb W 0";
    for (std::uint64_t seed = 1; seed <= 6; ++seed)
        for (int level : {3, 4}) {
            INFO("level " << level << " seed " << seed);
            CHECK(computer_move("redtangle", position, level, seed) == "e1-d2");
        }
}

TEST_CASE("ai: the Monte Carlo search takes a win in one and replays the same for a seed", "[ai]") {
    for (const auto& [game, position] :
         {std::pair<std::string, std::string>{"raps", "O2O/#3/4/1#2 #"},
          {"redtangle", "8/8/3Wwwww4/8/8/8/8/Bbbbb6Bwwww W 0"}}) {
        INFO(game);
        ai::Limits limits = ai::level_limits(3, 9);
        limits.engine = ai::Engine::MonteCarlo;
        const std::string move = play(game, position)->choose_move(limits);
        CHECK(play(game, position, move)->outcome().status == Outcome::Status::Win);
        CHECK(play(game, "")->choose_move(limits) == play(game, "")->choose_move(limits));
    }
}

TEST_CASE("ai: levels grow in depth and budget", "[ai]") {
    CHECK(ai::level_limits(1, 1).max_depth == 1);
    CHECK(ai::level_limits(1, 1).noise > ai::level_limits(2, 1).noise);
    CHECK(ai::level_limits(2, 1).max_depth == 2);
    CHECK(ai::level_limits(2, 1).noise > ai::level_limits(3, 1).noise);
    CHECK(ai::level_limits(9, 1).nominal_millis ==
          ai::level_limits(5, 1).nominal_millis);  // clamped
    // In every game: deeper, then longer searches, straying less, and level 5 not at all.
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        const auto level = [&](int n) { return game.level_limits(n, 1); };
        CHECK(level(1).max_depth == 1);
        CHECK(level(2).max_depth == 2);
        CHECK(level(3).nominal_millis < level(4).nominal_millis);
        CHECK(level(4).nominal_millis < level(5).nominal_millis);
        CHECK(level(3).noise > level(4).noise);
        CHECK(level(5).noise == 0);
    }
}

TEST_CASE("ai: ReMATCH's own levels: the middle ones stray further, level 5 searches longer",
          "[ai][rematch]") {
    const GameInfo& rematch = *find_game("rematch");
    CHECK(rematch.level_limits(2, 1).max_depth == ai::level_limits(2, 1).max_depth);
    CHECK(rematch.level_limits(3, 1).noise > ai::level_limits(3, 1).noise);
    CHECK(rematch.level_limits(4, 1).noise > ai::level_limits(4, 1).noise);
    // Level 5's nodes: 16 times level 4's, against 4 times in the standard levels.
    CHECK(rematch.level_limits(5, 1).nominal_millis ==
          16 * rematch.level_limits(4, 1).nominal_millis);
    CHECK(find_game("redtangle")->level_limits(4, 1).noise == ai::level_limits(4, 1).noise);
}

TEST_CASE("ai: a stop request ends the search with a legal move", "[ai]") {
    const auto match = play("redtangle", "");
    std::atomic<bool> stop{true};
    ai::Limits limits = ai::level_limits(5, 1);
    const std::string move = match->choose_move(limits, &stop);
    CHECK(match->resolve(move).ok());
}

TEST_CASE("ai: a finished game has no computer move", "[ai]") {
    CHECK(play("raps", "4/4/1#O1/4 #", "b2Xd2")->choose_move(ai::level_limits(3, 1)).empty());
}

TEST_CASE("ai: the computer arranges its Redtangle tiles inside its zone", "[ai][redtangle]") {
    const GameInfo& info = *find_game("redtangle");
    const std::string arranged = ai::choose_arrangement(info, info.standard_position, 1, 3, 5);
    const BoardView view = play("redtangle", arranged)->board_view();
    const BoardView standard = play("redtangle", "")->board_view();
    int black_tiles = 0;
    for (std::size_t i = 0; i < view.cells.size(); ++i) {
        const CellView& cell = view.cells[i];
        if (cell.owner == 1) {
            CHECK(cell.zone == 1);
            ++black_tiles;
        }
        if (cell.owner == 0 || standard.cells[i].owner == 0)
            CHECK(cell.token == standard.cells[i].token);
    }
    CHECK(black_tiles == 8);
    CHECK(ai::choose_arrangement(info, info.standard_position, 1, 3, 5) == arranged);  // seeded
}

// ---- the search on toy games, one rule each (tests/toy_games.hpp) ----

namespace {

template <class G>
std::pair<typename G::Move, int> search_from(const typename G::State& state, std::uint64_t seed,
                                             int max_depth = 8) {
    PositionHistory history;
    history.push(G::key(state));
    ai::Limits limits;
    limits.max_depth = max_depth;
    limits.seed = seed;
    ai::Report report;
    const auto move = ai::Searcher<G>().choose(state, history, limits, nullptr, &report);
    REQUIRE(move);
    return {*move, report.score};
}

}  // namespace

TEST_CASE("ai: the table tells positions apart by the counters that change the result",
          "[ai][search-key]") {
    using toys::ClockRace;
    // a1-b1 wins in three plies, a1Xb1 draws; both reach b1 with the second player to move.
    const ClockRace::State start = ClockRace::start_state();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        INFO("seed " << seed);
        const auto [move, score] = search_from<ClockRace>(start, seed);
        CHECK(ClockRace::format_move(move) == "a1-b1");
        CHECK(score == ai::win_score - 3);
    }
    // Keyed by the repetition key alone, the table hands one b1 the other's score: for some
    // seeds (those that search a1Xb1 first) the search settles for the draw.
    int settled_for_draw = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        settled_for_draw += search_from<toys::ClockRaceKeyedByPosition>(start, seed).second == 0;
    CHECK(settled_for_draw > 0);
}

TEST_CASE("ai: where earlier positions change the moves, the table returns no stored score",
          "[ai][search-key]") {
    using toys::NoRepeatWalk;
    // a1-c1 wins (d1-b1, and b1 cannot go back to d1); a1-b1 loses: d1 then has only e1.
    const NoRepeatWalk::State start = NoRepeatWalk::start_state();
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
        INFO("seed " << seed);
        const auto [move, score] = search_from<NoRepeatWalk>(start, seed);
        CHECK(NoRepeatWalk::format_move(move) == "a1-c1");
        CHECK(score == ai::win_score - 3);
    }
    // Without the declaration, the score stored for d1 on one path is returned on the other.
    int wrong = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed)
        wrong += toys::NoRepeatWalkUndeclared::format_move(
                     search_from<toys::NoRepeatWalkUndeclared>(start, seed).first) != "a1-c1";
    CHECK(wrong > 0);
}

TEST_CASE(
    "ai: contempt: a level with it plays on rather than repeat into a draw, one without repeats",
    "[ai][contempt]") {
    using toys::RepetitionOffered;
    // a1-b1 b1-a1 played: a1 stands twice, and a1-b1 b1-a1 again draws by threefold repetition.
    RepetitionOffered::State at = RepetitionOffered::start_state();
    PositionHistory history;
    history.push(RepetitionOffered::key(at));
    for (const RepetitionOffered::Move& move : {toys::RowMove{0, 1}, toys::RowMove{1, 0}}) {
        RepetitionOffered::apply(at, move);
        history.push(RepetitionOffered::key(at));
    }
    const auto chosen = [&](int level, std::uint64_t seed) {
        ai::Limits limits = ai::level_limits(level, seed);
        limits.max_depth = 8;  // the walk to c1 ends far past it
        limits.noise = 0;
        ai::Report report;
        const auto move =
            ai::Searcher<RepetitionOffered>().choose(at, history, limits, nullptr, &report);
        REQUIRE(move);
        return std::pair{RepetitionOffered::format_move(*move), report.score};
    };
    REQUIRE(ai::level_limits(5, 1).contempt > 10);
    REQUIRE(ai::level_limits(3, 1).contempt == 0);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        // Level 5 holds the draw worse than the walk's -10: it walks on.
        CHECK(chosen(5, seed) == std::pair{std::string("a1-c1"), -10});
        // Without contempt the draw (0) beats the walk.
        CHECK(chosen(3, seed) == std::pair{std::string("a1-b1"), 0});
    }
    // The draw costs whichever side searches: the second player at b1, whose only move draws,
    // scores it at minus his contempt too.
    RepetitionOffered::State second = at;
    RepetitionOffered::apply(second, {0, 1});
    history.push(RepetitionOffered::key(second));
    ai::Limits limits = ai::level_limits(5, 1);
    limits.max_depth = 4;
    ai::Report report;
    REQUIRE(ai::Searcher<RepetitionOffered>().choose(second, history, limits, nullptr, &report));
    CHECK(report.score == -limits.contempt);
}

TEST_CASE("ai: a cleared table forgets every position, as an empty table", "[ai][table]") {
    // Redtangle's start searched to depth 4 from an empty table, again with the table it left
    // (fewer nodes: its positions are known), and again after a clear: as from an empty table.
    using G = Redtangle;
    const G::State start = G::start_state();
    PositionHistory history;
    history.push(G::key(start));
    ai::Searcher<G> searcher(std::size_t(1) << 18);
    ai::Limits limits;
    limits.max_depth = 4;
    const auto nodes_of_search = [&] {
        ai::Report report;
        REQUIRE(searcher.choose(start, history, limits, nullptr, &report));
        return report.nodes;
    };
    const std::uint64_t fresh = nodes_of_search();
    CHECK(nodes_of_search() < fresh);
    searcher.clear();
    CHECK(nodes_of_search() == fresh);
}

TEST_CASE("ai: a side of two movers: the team's second colour continues its first's plan",
          "[ai][sides]") {
    using toys::TeamPlay;
    // White to move: the team wins only if white and then orange both play a1-b1.
    const TeamPlay::State white_to_move{1, 0, 0};
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        INFO("seed " << seed);
        const auto [move, score] = search_from<TeamPlay>(white_to_move, seed);
        CHECK(TeamPlay::format_move(move) == "a1-b1");
        CHECK(score == ai::win_score - 2);
        ai::Limits limits = ai::level_limits(3, seed);
        limits.engine = ai::Engine::MonteCarlo;
        PositionHistory history;
        history.push(TeamPlay::key(white_to_move));
        const auto monte_carlo =
            ai::MonteCarloSearcher<TeamPlay>().choose(white_to_move, history, limits);
        REQUIRE(monte_carlo);
        CHECK(TeamPlay::format_move(*monte_carlo) == "a1-b1");
    }
}

TEST_CASE("ai: quiescence: an empty list of captures is no loss, an empty list of moves is",
          "[ai][quiescence]") {
    // Depth 1: b1 stands at +30 for the second player; a1Xc1 c1Xd1 blocks the first player.
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        INFO("seed " << seed);
        // With every move listed, d1's empty list is the block it is: a1Xc1 loses.
        const auto full = search_from<toys::Horizon>(toys::Horizon::start_state(), seed, 1);
        CHECK(toys::Horizon::format_move(full.first) == "a1-b1");
        CHECK(full.second == -30);
        // With captures listed alone, b1's and d1's empty lists say nothing: both stand pat.
        const auto captures = search_from<toys::HorizonListingCaptures>(
            toys::HorizonListingCaptures::start_state(), seed, 1);
        CHECK(toys::Horizon::format_move(captures.first) == "a1Xc1");
        CHECK(captures.second == 0);
    }
}

TEST_CASE("ai: quiescence: captures go past the horizon only where they are the exception",
          "[ai][quiescence]") {
    // Half of the start's moves or fewer take: the extension is on (the toys with a quiet
    // move, and every game before Clobber). Every move takes: it is off.
    CHECK(ai::captures_are_exceptions<toys::Horizon>());
    CHECK(ai::captures_are_exceptions<toys::ClockRace>());
    CHECK_FALSE(ai::captures_are_exceptions<toys::EveryMoveTakes>());
    // Without it a search of depth 1 visits the three moves and nothing past them; with it
    // each of the three would be searched six plies deeper, three takes at each.
    ai::Limits limits;
    limits.max_depth = 1;
    ai::Report report;
    const auto state = toys::EveryMoveTakes::start_state();
    PositionHistory history;
    history.push(toys::EveryMoveTakes::key(state));
    REQUIRE(ai::Searcher<toys::EveryMoveTakes>().choose(state, history, limits, nullptr, &report));
    CHECK(report.nodes <= 6);  // each move once, or twice where its null window is passed
}

namespace {

// The moves of game G's start position the capture extension follows past the horizon, and
// all its moves.
template <class G>
void check_extension_at_start() {
    const typename G::State start = G::start_state();
    PositionHistory history;
    history.push(G::key(start));
    typename G::MoveList moves;
    legal_moves<G>(start, history, moves);
    const auto followed = std::count_if(moves.begin(), moves.end(), [](const auto& move) {
        return ai::searched_as_capture<G>(move);
    });
    INFO(G::name << ": at the start the capture extension follows " << followed << " of "
                 << moves.size()
                 << " moves: a game whose moves are mostly captures must not extend them "
                    "(ai::captures_are_exceptions)");
    CHECK(2 * std::size_t(followed) <= moves.size());
    CHECK(std::size_t(followed) < moves.size());
}

template <class... Games>
void check_extension_at_starts(std::tuple<Games...>*) {
    (check_extension_at_start<Games>(), ...);
}

}  // namespace

TEST_CASE("ai: quiescence: the capture extension is not full width at any game's start",
          "[ai][quiescence]") {
    // Every game of the registry's list (play/game_list.hpp).
    check_extension_at_starts(static_cast<AllGames*>(nullptr));
    // At a horizon where every move takes, the extension follows none of them.
    CHECK_FALSE(ai::searched_as_capture<toys::EveryMoveTakes>({0, 1, true}));
    CHECK(ai::searched_as_capture<toys::Horizon>({0, 2, true}));
    CHECK_FALSE(ai::searched_as_capture<toys::Horizon>({0, 1, false}));
}
