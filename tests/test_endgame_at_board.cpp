// The exact endgame at the board: from level 5, a search that keeps its memory solves the
// endgame a position enters, within the time the limits give it, and plays its moves from then
// on; a try that does not fit is not made again until fewer pieces stand on the board.
#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <string>
#include <thread>

#include "boardgames/play/registry.hpp"
#include "computer_player.hpp"
#include "support.hpp"

using namespace boardgames;
using boardgames::testing::play;

namespace {

struct Chosen {
    std::string move;
    ai::Report report;
};

Chosen choose(const AnyMatch& match, SearchMemory& memory, int endgame_millis) {
    ai::Limits limits = match.game().level_limits(5, 1);
    limits.endgame_millis = endgame_millis;
    Chosen chosen;
    chosen.move = match.choose_move(limits, nullptr, &chosen.report, {}, &memory);
    return chosen;
}

}  // namespace

TEST_CASE("endgame at the board: Breakthrough two against one is solved once and played perfectly",
          "[ai][endgame]") {
    // White's e2 and f1 against Black's b7 and d5 (bench/endgame_solve: 97,849 positions).
    const std::string position = "8/1b6/8/3b4/8/8/4w3/5w2 w";
    const auto match = play("breakthrough", position);
    const auto memory = match->new_search_memory(std::size_t(16) << 20);
    const Chosen first = choose(*match, *memory, 2000);
    CHECK(first.report.endgame_seconds > 0);
    // The solution's move, with its exact value: the same as the review's solve gives.
    auto solved = match->clone();
    REQUIRE(solved->solve_endgame());
    CHECK(first.move == solved->perfect_move());
    const int plies = *solved->solved_value();
    CHECK(first.report.depth == std::max(std::abs(plies), 1));
    CHECK(first.report.nodes == 0);  // no search
    // The next position, after the opponent's reply, is in the same solution: no new solve.
    auto after = match->clone();
    REQUIRE(after->play(first.move));
    REQUIRE(after->play(after->legal_moves().front()));
    if (!after->outcome().over()) {
        const Chosen next = choose(*after, *memory, 2000);
        CHECK(next.report.endgame_seconds == 0);
        CHECK(next.report.nodes == 0);
        auto solved_after = after->clone();
        REQUIRE(solved_after->solve_endgame());
        CHECK(next.move == solved_after->perfect_move());
    }
}

TEST_CASE("endgame at the board: no try while many pieces stand, none without time",
          "[ai][endgame]") {
    const auto start = play("breakthrough", "");
    const auto memory = start->new_search_memory(std::size_t(16) << 20);
    const Chosen opening = choose(*start, *memory, 2000);
    CHECK(opening.report.endgame_seconds == 0);  // 32 pieces: more than a quarter of the start's
    CHECK(opening.report.nodes > 0);
    // No time for it: a search, as before.
    const auto endgame = play("breakthrough", "8/1b6/8/3b4/8/8/4w3/5w2 w");
    const auto fresh = endgame->new_search_memory(std::size_t(16) << 20);
    const Chosen searched = choose(*endgame, *fresh, 0);
    CHECK(searched.report.endgame_seconds == 0);
    CHECK(searched.report.nodes > 0);
}

TEST_CASE("endgame at the board: a try that does not fit waits for fewer pieces", "[ai][endgame]") {
    // Three against three: more than Breakthrough's 300,000 positions.
    const auto match = play("breakthrough", "8/1bb5/3b4/8/8/4w3/3ww3/8 w");
    const auto memory = match->new_search_memory(std::size_t(16) << 20);
    const Chosen tried = choose(*match, *memory, 2000);
    CHECK(tried.report.endgame_seconds > 0);
    CHECK(tried.report.nodes > 0);  // searched instead
    // The same pieces again (a quiet move each): not tried again.
    auto same = match->clone();
    REQUIRE(same->play("d2-d3"));
    REQUIRE(same->play("b7-b6"));
    const Chosen again = choose(*same, *memory, 2000);
    CHECK(again.report.endgame_seconds == 0);
}

TEST_CASE("endgame at the board: the terminal's computer plays the endgame it solved",
          "[ai][endgame]") {
    const std::string position = "8/1b6/8/3b4/8/8/4w3/5w2 w";
    auto match = play("breakthrough", position);
    ComputerPlayer computer;
    // The move the computer makes at `at`, as the terminal asks for it.
    const auto computer_move = [&](const AnyMatch& at) {
        ai::Limits limits = at.game().level_limits(5, 1);
        limits.endgame_millis = 2000;
        computer.new_position(ComputerPlayer::Clock::now());
        computer.start(at, limits, false);
        while (computer.thinking() && !computer.collect(at.ply()) && !computer.has_move())
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        const auto move = computer.take_move(ComputerPlayer::Clock::now());
        REQUIRE(move);
        return *move;
    };
    for (int move = 0; move < 3 && !match->outcome().over(); ++move) {
        auto solved = match->clone();
        REQUIRE(solved->solve_endgame());
        const std::string perfect = solved->perfect_move();
        const std::string played = computer_move(*match);
        // The solution's quickest win: the same move, or another that wins as fast.
        auto after_played = match->clone();
        REQUIRE(after_played->play(played));
        auto after_perfect = match->clone();
        REQUIRE(after_perfect->play(perfect));
        after_played->share_endgame(*solved);
        after_perfect->share_endgame(*solved);
        CHECK(after_played->solved_value() == after_perfect->solved_value());
        REQUIRE(match->play(played));
        if (!match->outcome().over()) REQUIRE(match->play(match->legal_moves().front()));
    }
}

TEST_CASE("endgame at the board: a try cut short by stop is no failure, the next one solves",
          "[ai][endgame]") {
    const auto match = play("breakthrough", "8/1b6/8/3b4/8/8/4w3/5w2 w");
    const auto memory = match->new_search_memory(std::size_t(16) << 20);
    ai::Limits limits = match->game().level_limits(5, 1);
    limits.endgame_millis = 2000;
    const std::atomic<bool> stopped{true};  // an undo, a new position, the engine's stop
    ai::Report cut;
    match->choose_move(limits, &stopped, &cut, {}, memory.get());
    // The same pieces, not stopped: tried again, and solved (no search).
    const Chosen solved = choose(*match, *memory, 2000);
    CHECK(solved.report.endgame_seconds > 0);
    CHECK(solved.report.nodes == 0);
}
