// The generic battery (after OpenSpiel's RandomSimTest), run over every registered game:
// seeded random playouts that check move strings, round trips, copies and termination.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <set>

#include "boardgames/ai/search.hpp"
#include "boardgames/all_games.hpp"
#include "boardgames/core/move_entry.hpp"
#include "boardgames/games/template_game.hpp"
#include "three_colours.hpp"

using namespace boardgames;

namespace {
// Games a battery plays per game: fewer where each runs to thousands of plies (Táctica).
template <class G>
constexpr int playouts = moves_depend_on_history<G>() ? 100 : 300;
// Far beyond any game seen, so that a loop would hit it. Táctica's random games end only by a
// block, the repetition bar keeping them finite: thousands of plies (4,000 the longest of 100).
template <class G>
constexpr std::size_t ply_bound = moves_depend_on_history<G>() ? 50000 : 5000;

// Every registered game, the template game a new game starts from, and Three Colours, whose
// optional hooks the battery keeps honest.
using BatteryGames = decltype(std::tuple_cat(
    std::declval<AllGames>(), std::declval<std::tuple<TemplateGame, ThreeColours>>()));

template <class G>
const GameInfo& info_of() {
    static const GameInfo info = game_info<G>();
    return info;
}

// Enters `move` as a player would: a click on each of its cells, the quarter-turns it needs,
// then "end turn" unless the entry has played a move already. Returns the move played.
std::string enter_by_clicks(MoveEntry& entry, const LegalMove& move) {
    using Kind = MoveEntry::Response::Kind;
    for (int cell : move.input.cells) {
        const auto response = entry.select(cell);
        if (response.kind == Kind::Play) return response.move;
        if (response.kind == Kind::Refused) return "refused at a click: " + response.message;
    }
    int turns = 0;
    while (!(move.input.turn_mask >> turns & 1))
        ++turns;
    for (int k = 0; k < turns; ++k) {
        const auto response = entry.turn(+1);
        if (response.kind == Kind::Play) return response.move;
        if (response.kind == Kind::Refused) return "refused at a turn: " + response.message;
    }
    const auto response = entry.end_turn();
    return response.kind == Kind::Play ? response.move : "refused at the end: " + response.message;
}

// Position strings round trip, and the parsed state is the same state; the string is the
// board, then the side to move (the convention Set Board edits by).
template <class G>
void check_position_string(const typename G::State& state) {
    const std::string position = G::format_position(state);
    const auto parsed = G::parse_position(position);
    REQUIRE(parsed.ok());
    REQUIRE(*parsed == state);
    REQUIRE(G::format_position(*parsed) == position);
    const std::size_t board_end = position.find(' ');
    REQUIRE(board_end != std::string::npos);
    const std::size_t mover_end = position.find(' ', board_end + 1);
    REQUIRE(position.substr(board_end + 1, mover_end - board_end - 1) ==
            position_side_tokens<G>()[std::size_t(side_to_move<G>(state))]);
}

// Move strings are well formed, unique, and each names its own move; each move is entered by
// clicks on cells, only a pass by none (by "end turn").
template <class G, class Moves>
void check_move_strings(const typename G::State& state, const Moves& moves) {
    std::vector<std::string> texts;
    for (const auto& move : moves)
        texts.push_back(format_move<G>(move));
    REQUIRE(std::set<std::string>(texts.begin(), texts.end()).size() == texts.size());
    for (std::size_t i = 0; i < texts.size(); ++i) {
        REQUIRE(is_well_formed_move(texts[i]));
        REQUIRE(look_up_move(texts[i], texts).index == i);
        const MoveClicks input = move_clicks<G>(state, moves[i]);
        REQUIRE(input.cells.empty() == (texts[i] == "pass"));
        REQUIRE(input.turn_mask != 0);
    }
}

// Where a game lists its captures alone (for the search's horizon), they are exactly the
// captures among all its moves, in the same order.
template <class G, class Moves>
void check_captures(const Match<G>& match, const Moves& moves) {
    if constexpr (generates_captures<G>()) {
        typename G::MoveList captures;
        G::generate_captures(match.state(), match.history(), captures);
        std::vector<typename G::Move> expected;
        for (const auto& m : moves)
            if (is_capture<G>(m)) expected.push_back(m);
        REQUIRE(std::vector<typename G::Move>(captures.begin(), captures.end()) == expected);
    }
}

// The first position of playout `seed`: the start, whichever player the seed chooses to
// begin where the players choose.
template <class G>
typename G::State playout_start(int seed) {
    if constexpr (players_choose_first<G>())
        return G::start_state(seed % int(G::mover_names.size()));
    else
        return G::start_state();
}
}  // namespace

TEMPLATE_LIST_TEST_CASE("battery: random playouts keep every invariant", "[battery]",
                        BatteryGames) {
    using G = TestType;
    std::size_t longest = 0;
    for (int seed = 0; seed < playouts<G>; ++seed) {
        std::mt19937 random(static_cast<unsigned>(seed));
        Match<G> match(playout_start<G>(seed));
        while (true) {
            const auto& state = match.state();
            INFO("seed " << seed << " ply " << match.ply() << " at " << G::format_position(state));
            check_position_string<G>(state);
            const auto moves = match.legal();
            const Outcome result = match.outcome();
            REQUIRE(moves.empty() == result.over());
            if (result.over()) break;
            REQUIRE(match.ply() < ply_bound<G>);
            check_move_strings<G>(state, moves);
            check_captures(match, moves);

            // A copy that plays the same move reaches the same state.
            const auto& move =
                moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
            typename G::State copy = state;
            G::apply(copy, move);
            match.play(move);
            REQUIRE(copy == match.state());
            REQUIRE(G::key(copy) == G::key(match.state()));
        }
        longest = std::max(longest, match.ply());
    }
    CHECK(longest > 0);
}

TEMPLATE_LIST_TEST_CASE("battery: the erased match lists moves sorted and undoes exactly",
                        "[battery]", BatteryGames) {
    using G = TestType;
    const GameInfo& info = info_of<G>();
    auto created = info.new_match(info, "");
    REQUIRE(created.ok());
    auto match = std::move(created).value();
    std::mt19937 random(7);
    for (int ply = 0; ply < 60 && !match->outcome().over(); ++ply) {
        const auto moves = match->legal_moves();
        REQUIRE(std::is_sorted(moves.begin(), moves.end()));
        const auto inputs = match->legal_inputs();
        REQUIRE(inputs.size() == moves.size());
        const std::string before = match->position();
        const std::string& chosen =
            moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)];
        REQUIRE(match->play(chosen).value() == chosen);
        auto copy = match->clone();
        REQUIRE(copy->undo());
        REQUIRE(copy->position() == before);
        REQUIRE(copy->legal_moves() == moves);
        REQUIRE(match->record().back() == chosen);
    }
}

TEMPLATE_LIST_TEST_CASE("battery: every legal move can be entered by clicks", "[battery][entry]",
                        BatteryGames) {
    using G = TestType;
    const GameInfo& info = info_of<G>();
    for (int game = 0; game < 4; ++game) {
        auto match = info.new_match(info, "").value();
        std::mt19937 random(unsigned(100 + game));
        for (int ply = 0; ply < 80 && !match->outcome().over(); ++ply) {
            const std::vector<LegalMove> legal = match->legal_inputs();
            for (const LegalMove& move : legal) {
                MoveEntry entry;
                entry.reset(legal, {});
                INFO("at " << match->position() << " entering " << move.text);
                CHECK(enter_by_clicks(entry, move) == move.text);
            }
            const auto& chosen =
                legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
            REQUIRE(match->play(chosen.text));
        }
    }
}
