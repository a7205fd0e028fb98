// The computer's review of a game: marks and better moves on concrete games, RAPS's solution
// checked over every position it holds, and the scripted report.
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <deque>
#include <filesystem>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <unordered_set>
#include <vector>

#include "boardgames/ai/solution.hpp"
#include "boardgames/games/raps.hpp"
#include "boardgames/games/redtangle.hpp"
#include "boardgames/play/registry.hpp"
#include "cli_runner.hpp"
#include "game_record.hpp"
#include "review.hpp"
#include "ui/review_panel.hpp"

using namespace boardgames;

namespace {

GameRecord record_of(const std::string& game, const std::string& start,
                     std::vector<std::string> moves) {
    GameRecord record;
    record.game = game;
    record.start = start;
    record.moves = std::move(moves);
    return record;
}

}  // namespace

TEST_CASE(
    "review: a RAPS move that throws away a won position is a blunder, with the move that "
    "keeps the win",
    "[review][raps]") {
    // Squares win from the start with best play; a1-a2 lets circles win.
    const auto review = review_game(record_of("raps", "", {"a1-a2", "a4-a3", "a2Xa4"}),
                                    review_limits(*find_game("raps"), 4));
    REQUIRE(review.ok());
    CHECK(review->exact);
    REQUIRE(review->moves.size() == 3);
    const ReviewedMove& first = review->moves[0];
    CHECK(first.before.text() == "wins in 21");
    CHECK(first.after.chance == 0);
    CHECK(first.mark == Mark::Blunder);
    // The better move keeps the win, one ply nearer.
    const GameInfo& raps = *find_game("raps");
    auto better = raps.new_match(raps, "").value();
    REQUIRE(better->play(first.best));
    CHECK(better->solved_value() == -20);
    // Circles' a4-a3 lets the won position go back; squares' capture ends it: best.
    CHECK(review->moves[1].mark == Mark::Blunder);
    CHECK(review->moves[2].mark == Mark::Best);
    CHECK(review->summary()[0].blunders == 1);
    CHECK(review->summary()[1].blunders == 1);
}

TEST_CASE("review: a Redtangle move that lets a tile into the zone is a blunder, the block shown",
          "[review][redtangle]") {
    // Black's all-black tile on d3 steps into White's zone next unless d2 is blocked (by the
    // all-black e1 tile, which it cannot jump).
    const std::string start = "8/8/8/8/8/3Bbbbb4/8/Wwwww3Wbbbb3 W 0";
    const auto review = review_game(record_of("redtangle", start, {"a1-a2", "d3-d2"}),
                                    review_limits(*find_game("redtangle"), 4));
    REQUIRE(review.ok());
    CHECK_FALSE(review->exact);
    REQUIRE(review->moves.size() == 2);
    CHECK(review->moves[0].mark == Mark::Blunder);
    CHECK(review->moves[0].best == "e1-d2");
    CHECK(review->moves[0].line.front() == "e1-d2");
    CHECK(review->moves[0].after.text() == "loses in 1");
    CHECK(review->moves[1].mark == Mark::Best);
    const std::string report = review_report(*review);
    CHECK(report.find("1. white a1-a2") != std::string::npos);
    CHECK(report.find("blunder (better: e1-d2") != std::string::npos);
    CHECK(report.find("white: 0 inaccuracies, 0 mistakes, 1 blunders") != std::string::npos);
}

TEST_CASE("review: the panel marks the moves, numbers them as the move list and sums each side",
          "[review][raps][ui]") {
    // Squares' a1-a2 and circles' a4-a3 each throw a win away; a2Xa4 ends the game.
    const auto review = review_game(record_of("raps", "", {"a1-a2", "a4-a3", "a2Xa4"}),
                                    review_limits(*find_game("raps"), 4));
    REQUIRE(review.ok());
    using boardgames::ui::graph_columns;
    CHECK(ui::moves_with_marks({"a1-a2", "a4-a3", "a2Xa4"}, *review) ==
          std::vector<std::string>{"a1-a2??", "a4-a3??", "a2Xa4"});
    // Ply 3 is the second move of the list (two a round), by squares.
    CHECK(move_number(*review, 3) == 2);
    CHECK(ui::move_name(*review->game, 3, review->moves[2].mover) == "move 2 (squares)");
    CHECK(ui::move_name(*review->game, 3) == "move 2");
    CHECK(ui::verdict_text(*review, review->moves[2], 100) ==
          "2. squares a2Xa4: best, squares wins in 1 -> won");
    // The verdict never wraps: the line goes first, then the values, the better move kept.
    const std::string wide = ui::verdict_text(*review, review->moves[0], 100);
    CHECK(wide.rfind("1. squares a1-a2??: blunder, squares wins in 21 -> loses in 21 (better: "
                     "b1-a2; line b1-a2 ",
                     0) == 0);
    CHECK(wide.size() <= 100);
    CHECK(ui::verdict_text(*review, review->moves[0], 60) ==
          "1. squares a1-a2??: blunder (better: b1-a2)");
    CHECK(ui::summary_lines(*review, 34) ==
          std::vector<std::string>{"         ?!   ?  ??  accuracy", "squares   0   0   1       50%",
                                   "circles   0   0   1        0%"});
    CHECK(ui::summary_lines(*review, 24) == std::vector<std::string>{"        ?!  ? ?? acc.",
                                                                     "squares  0  0  1  50%",
                                                                     "circles  0  0  1   0%"});
    // Eight columns, two a position: the blunders marked on the first column of theirs, a
    // click there showing the move.
    const std::vector<ui::GraphColumn> columns = graph_columns(*review, 8);
    REQUIRE(columns.size() == 8);
    CHECK(columns[0].chance == 1.0);  // squares win from the start
    CHECK(columns[2].chance == 0.0);  // after a1-a2 they lose
    CHECK(columns[2].mark == Mark::Blunder);
    CHECK(columns[2].ply == 1);
    CHECK_FALSE(columns[3].mark);
    CHECK(columns[3].ply == 1);
    CHECK(columns[4].mark == Mark::Blunder);
    CHECK_FALSE(columns[6].mark);  // a2Xa4 was the best
    // Three positions a column in a long game: the worst move's position is the one shown.
    CHECK(graph_columns(*review, 1).front().ply == 1);
    // A graph five lines high: a won position fills it, a lost one leaves it empty, an even
    // one fills it to the middle of its middle line.
    CHECK(ui::graph_fill(1.0, 0, 5) == 8);
    CHECK(ui::graph_fill(0.0, 4, 5) == 0);
    CHECK(ui::graph_fill(0.5, ui::graph_middle(5), 5) == 4);
    CHECK(ui::graph_fill(0.5, 1, 5) == 0);
    CHECK(ui::graph_fill(0.5, 3, 5) == 8);
}

TEST_CASE("review: RAPS played perfectly never lets a won position go", "[review][raps]") {
    const auto solution = ai::Solution<Raps>::solve(
        {Raps::start_state(Raps::Squares), Raps::start_state(Raps::Circles)}, 700000);
    REQUIRE(solution);
    // Every position reachable from either start, walked afresh.
    std::deque<Raps::State> waiting{Raps::start_state(Raps::Squares),
                                    Raps::start_state(Raps::Circles)};
    std::unordered_set<std::uint64_t> seen{Raps::key(waiting[0]), Raps::key(waiting[1])};
    const PositionHistory no_history;
    std::size_t won = 0, kept = 0, missing = 0;
    while (!waiting.empty()) {
        const Raps::State state = waiting.front();
        waiting.pop_front();
        if (Raps::decided(state, no_history).over()) continue;
        const auto value = solution->value(state);
        missing += !value;
        if (value && *value > 0) {
            ++won;
            PositionHistory history;
            history.push(Raps::key(state));
            const auto move = solution->best_move(state, history);
            REQUIRE(move);
            Raps::State next = state;
            Raps::apply(next, *move);
            // The opponent loses, one ply nearer the end.
            kept += solution->value(next) == -(*value - 1) ||
                    (*value == 1 && Raps::decided(next, no_history).over());
        }
        Raps::MoveList moves;
        Raps::generate(state, no_history, moves);
        for (const Raps::Move& move : moves) {
            Raps::State next = state;
            Raps::apply(next, move);
            if (seen.insert(Raps::key(next)).second) waiting.push_back(next);
        }
    }
    CHECK(missing == 0);
    CHECK(seen.size() == solution->positions());
    CHECK(won > 100000);
    CHECK(kept == won);
}

TEST_CASE("review: the command line reviews a saved game, and refuses a bad one with status 2",
          "[review][cli]") {
    char folder[] = "/tmp/bg-review-XXXXXX";
    REQUIRE(::mkdtemp(folder));
    const std::string path = std::string(folder) + "/game.txt";
    GameRecord record = record_of("raps", "", {"a1-a2", "a4-a3", "a2Xa4"});
    record.players = {{"squares", "alice"}, {"circles", "bob"}};
    record.result = "squares win (reached the far rank)";
    REQUIRE_FALSE(write_file_atomically(path, write_record(record)));
    const auto [status, out, err] = testing::cli({"review", "raps", "--load", path});
    CHECK(status == 0);
    CHECK(out.find("1. squares a1-a2") != std::string::npos);
    CHECK(out.find("squares: 0 inaccuracies, 0 mistakes, 1 blunders") != std::string::npos);
    CHECK(testing::cli({"review", "redo", "--load", path}).status == 2);
    CHECK(testing::cli({"review", "redo", "--load", path}).err.find("is a game of raps") !=
          std::string::npos);
    CHECK(testing::cli({"review", "raps", "--load", path + ".missing"}).status == 2);
    std::filesystem::remove_all(folder);
}

TEST_CASE("review: the perfect level plays RAPS by its solution and keeps every win it meets",
          "[review][raps][ai]") {
    const GameInfo& raps = *find_game("raps");
    CHECK(raps.most_level() == perfect_level);
    CHECK(find_game("redo")->most_level() == 5);
    std::mt19937_64 random(2026);
    int won_positions = 0;
    for (int game = 0; game < 40; ++game) {
        auto match = raps.new_match(raps, "").value();
        while (!match->outcome().over()) {
            const auto value = match->solved_value();
            REQUIRE(value);
            if (*value > 0) {
                ++won_positions;
                auto perfect = match->clone();
                REQUIRE(perfect->play(perfect->choose_move(raps.level_limits(perfect_level, 1))));
                const auto after = perfect->solved_value();
                CHECK((perfect->outcome().over() || (after && *after == -(*value - 1))));
            }
            const auto moves = match->legal_moves();
            REQUIRE(match->play(moves[random() % moves.size()]));
        }
    }
    CHECK(won_positions > 100);
    // Where no game is solved, there is no sixth level.
    CHECK(testing::cli({"redo", "--level", "6"}).status == 2);
    CHECK(testing::cli({"redo", "--level", "6"}).err.find("has levels 1 to 5") !=
          std::string::npos);
    CHECK(testing::cli({"contest", "redo", "--first", "ai:6"}).status == 2);
}

TEST_CASE(
    "review: a 300-ply Táctica game is reviewed to its end, and a review stops at once when "
    "asked",
    "[review][tactica]") {
    const GameInfo& tactica = *find_game("tactica");
    auto match = tactica.new_match(tactica, "").value();
    std::mt19937_64 random(300);
    while (match->record().size() < 300 && !match->outcome().over()) {
        const auto moves = match->legal_moves();
        REQUIRE(match->play(moves[random() % moves.size()]));
    }
    REQUIRE(match->record().size() == 300);
    const GameRecord record = record_of("tactica", "", match->record());
    std::size_t reported = 0;
    const auto quick = review_game(
        record, review_limits(tactica, 1), nullptr, [&](std::size_t done, std::size_t all) {
            // First "none yet", then one position at a time.
            CHECK(done == (done == 0 && reported == 0 ? 0 : reported + 1));
            CHECK(all == 301);
            reported = done;
        });
    REQUIRE(quick.ok());
    CHECK(quick->moves.size() == 300);
    CHECK(quick->positions.size() == 301);
    CHECK(reported == 301);
    // At the screen's budget (level 4) the review takes a minute; stopped, it ends at once with
    // the positions done so far, as the screen does when it is left.
    std::atomic<bool> stop{false};
    std::size_t done_when_stopped = 0;
    const auto started = std::chrono::steady_clock::now();
    const auto stopped =
        review_game(record, review_limits(tactica, 4), &stop, [&](std::size_t done, std::size_t) {
            if (done == 3) stop = true;
            done_when_stopped = done;
        });
    const auto took = std::chrono::steady_clock::now() - started;
    REQUIRE(stopped.ok());
    CHECK(done_when_stopped == 3);
    CHECK(stopped->positions.size() <= 4);
    CHECK(took < std::chrono::seconds(10));
}

TEST_CASE("review: a budget too small for one iteration still values each position by a ply",
          "[review]") {
    const GameInfo& redo = *find_game("redo");
    auto match = redo.new_match(redo, "").value();
    for (int ply = 0; ply < 6; ++ply)
        REQUIRE(match->play(match->legal_moves().front()));
    ai::Limits starved = review_limits(redo, 1);
    starved.max_depth = 64;
    starved.max_nodes = 1;  // not one whole iteration
    const auto review = review_game(record_of("redo", "", match->record()), starved);
    REQUIRE(review.ok());
    for (const ReviewedMove& move : review->moves) {
        INFO(move.ply << ": " << move.before.text() << " -> " << move.after.text());
        CHECK_FALSE(move.before.plies);  // an estimate, not a forced result made of nothing
        CHECK(move.before.chance > 0);
        CHECK(move.before.chance < 1);
        CHECK_FALSE(move.best.empty());
    }
}

TEST_CASE("endgame: Redtangle's count of moves without a capture is part of a solved position",
          "[review][endgame][redtangle]") {
    // One tile each; White's d5 tile is two steps from Black's zone (d7), Black's a1 far away.
    const auto at_count = [](int count) {
        return Redtangle::parse_position("8/8/8/3Wwwww4/8/8/8/Bbbbb7 W " + std::to_string(count))
            .value();
    };
    // One solution from the count at 30 reaches the same board again at 34 and 38 (both tiles
    // stepping back and forth), and tells them apart.
    const auto solved = ai::Solution<Redtangle>::solve({at_count(30)}, 300000);
    REQUIRE(solved);
    // With 10 or 6 moves left, White enters the zone on its second move: a win in 3 plies.
    CHECK(solved->value(at_count(30)) == 3);
    CHECK(solved->value(at_count(34)) == 3);
    // With 2 left, the 40th move ends the game drawn (the stalemate rule) before White enters.
    CHECK(solved->value(at_count(38)) == 0);
    // Every count of a board it reaches is valued, also counts White never moves at from here.
    CHECK(solved->value(at_count(37)) == 3);
    CHECK(solved->value(at_count(39)) == 0);
    // A board it cannot reach (another tile) is not valued.
    CHECK_FALSE(
        solved->value(Redtangle::parse_position("8/8/8/3Wbbbb4/8/8/8/Bbbbb7 W 30").value()));
    // The same through a match: its best move, and the solution kept by its clones.
    const GameInfo& redtangle = *find_game("redtangle");
    auto match = redtangle.new_match(redtangle, "8/8/8/3Wwwww4/8/8/8/Bbbbb7 W 37").value();
    CHECK_FALSE(match->solved_value());
    REQUIRE(match->solve_endgame());
    CHECK(match->solved_value() == 3);
    CHECK(match->perfect_move() == "d5-d6");
    auto later = match->clone();
    REQUIRE(later->play("d5-d6"));
    CHECK(later->solved_value() == -2);  // Black, to move, loses in 2
    // Another match takes the endgame where it holds its position, at another count too.
    auto same_board = redtangle.new_match(redtangle, "8/8/8/3Wwwww4/8/8/8/Bbbbb7 W 38").value();
    CHECK(same_board->share_endgame(*match) == match->solve_endgame());
    CHECK(same_board->solved_value() == 0);
    auto other_tiles = redtangle.new_match(redtangle, "8/8/8/3Wbbbb4/8/8/8/Bbbbb7 W 37").value();
    CHECK_FALSE(other_tiles->share_endgame(*match));
    CHECK_FALSE(other_tiles->solved_value());
}

TEST_CASE(
    "endgame: a position from which more positions are reachable than the game allows is "
    "not solved",
    "[review][endgame][rematch]") {
    const GameInfo& rematch = *find_game("rematch");
    // The start: far over ReMATCH's 6 million (boards times counts).
    auto match = rematch.new_match(rematch, "").value();
    CHECK_FALSE(match->solve_endgame());
    CHECK_FALSE(match->solved_value());
    // Táctica's moves depend on earlier positions: no endgame is ever solved.
    const GameInfo& tactica = *find_game("tactica");
    CHECK_FALSE(tactica.new_match(tactica, "8/8/8/3c4/8/8/3C4/8 b").value()->solve_endgame());
}

TEST_CASE(
    "review: a ReMATCH endgame is solved, and a move that turns its win into a draw is a "
    "blunder, with a winning move as the better one",
    "[review][endgame][rematch]") {
    const GameInfo& rematch = *find_game("rematch");
    // One red piece against the team's two: 1,491 boards, each at the counts 0 to 40. After a3Xa1
    // e3-d2 the team wins in 9 with a1-a2 or a1-b1; a1-b2 lets Red hold the draw.
    const auto review = review_game(
        record_of("rematch", "r2/4/5/4/1wo t o 0", {"a3Xa1", "e3-d2", "a1-b2", "d2-c2"}),
        review_limits(rematch, 1));
    REQUIRE(review.ok());
    CHECK(review->endgame_from == std::size_t{0});
    CHECK(review->endgame_positions == 1491 * 41);
    REQUIRE(review->moves.size() == 4);
    const ReviewedMove& blunder = review->moves[2];
    CHECK(blunder.played == "a1-b2");
    CHECK(blunder.mark == Mark::Blunder);
    CHECK(blunder.before.text() == "wins in 9");
    CHECK(blunder.after.text() == "drawn");
    CHECK((blunder.best == "a1-a2" || blunder.best == "a1-b1"));
    CHECK(review->moves[0].mark == Mark::Best);  // the only move
    for (const Evaluation& position : review->positions)
        CHECK(position.solved);
    CHECK(review_report(*review).find("every position valued exactly by its endgame, solved "
                                      "(61131 positions)") != std::string::npos);
}

TEST_CASE(
    "review: the endgame is solved from the earliest position that fits, the searches "
    "value the positions before it",
    "[review][endgame][breakthrough]") {
    const GameInfo& breakthrough = *find_game("breakthrough");
    // Three pieces a side, over the limit at first; random moves take pieces until it fits.
    const std::string start = "8/1b4b1/8/3b4/8/6w1/4w3/5w2 w";
    auto match = breakthrough.new_match(breakthrough, start).value();
    std::mt19937_64 random(7);
    while (!match->outcome().over()) {
        const auto moves = match->legal_moves();
        REQUIRE(match->play(moves[random() % moves.size()]));
    }
    const GameRecord record = record_of("breakthrough", start, match->record());
    const auto review = review_game(record, review_limits(breakthrough, 1));
    REQUIRE(review.ok());
    REQUIRE(review->endgame_from);
    const std::size_t from = *review->endgame_from;
    CHECK(from > 0);
    for (std::size_t ply = 0; ply < review->positions.size(); ++ply)
        CHECK(review->positions[ply].solved ==
              (ply >= from || ply + 1 == review->positions.size()));
    // The position just before it does not fit.
    auto before = breakthrough.new_match(breakthrough, start).value();
    for (std::size_t ply = 0; ply + 1 < from; ++ply)
        REQUIRE(before->play(record.moves[ply]));
    CHECK_FALSE(before->solve_endgame());
    // The value at its first position is the endgame's own there.
    REQUIRE(before->play(record.moves[from - 1]));
    REQUIRE(before->solve_endgame());
    const int value = before->solved_value().value();
    const Evaluation& first = review->positions[from];
    CHECK(first.plies == std::abs(value));
    const bool side_zero_to_move = breakthrough.side_of_mover[std::size_t(before->to_move())] == 0;
    CHECK(first.chance == (value == 0 ? 0.5 : (value > 0) == side_zero_to_move ? 1.0 : 0.0));
    CHECK_FALSE(review->exact);
    // Numbered as the move list numbers it: the first move played from there, two a round.
    std::string from_move = ", from move ";
    from_move += std::to_string((from + 2) / 2);
    from_move += " on valued exactly by its endgame, solved (";
    CHECK(review_report(*review).find(from_move) != std::string::npos);
}

TEST_CASE(
    "endgame: Redtangle with one tile each is solved at every count, each value one ply "
    "from its best move's",
    "[review][endgame][redtangle]") {
    const auto position = [](const char* text) { return Redtangle::parse_position(text).value(); };
    // One solution holds every board of these two tiles (about 4.5 million positions).
    const auto solved =
        ai::Solution<Redtangle>::solve({position("8/8/8/3Bbbww4/8/8/4Wwwbb3/8 W 0")}, 6000000);
    REQUIRE(solved);
    // White two steps from Black's zone wins in 3; three away, with Black's tile near, it
    // loses in 2; the tiles apart in the middle: drawn.
    const auto won = position("8/8/8/3Wwwbb4/8/8/8/Bbbww7 W 0");
    const auto lost = position("8/8/8/8/3Wwwbb4/8/8/6Bbbww1 W 0");
    const auto drawn = position("8/8/8/3Bbbww4/8/8/4Wwwbb3/8 W 0");
    CHECK(solved->value(won) == 3);
    CHECK(solved->value(lost) == -2);
    CHECK(solved->value(drawn) == 0);
    // Along the best line from each: a win or a loss one ply nearer each move, a draw kept,
    // and the end the value said.
    for (const auto& start : {won, lost, drawn}) {
        Redtangle::State state = start;
        PositionHistory history;
        history.push(Redtangle::key(state));
        for (int ply = 0; ply < 30; ++ply) {
            const int value = solved->value(state).value();
            const auto best = solved->best_move(state, history);
            REQUIRE(best);
            const int mover = side_to_move<Redtangle>(state);
            Redtangle::apply(state, *best);
            history.push(Redtangle::key(state));
            const Outcome outcome = Redtangle::decided(state, history);
            INFO("ply " << ply << ": value " << value);
            if (outcome.over()) {
                CHECK(value == (outcome.status == Outcome::Status::Draw ? 0
                                : outcome.winner == mover               ? 1
                                                                        : -1));
                break;
            }
            const int reply = solved->value(state).value();
            CHECK(reply == (value > 0 ? -(value - 1) : value < 0 ? -value - 1 : 0));
        }
    }
}
