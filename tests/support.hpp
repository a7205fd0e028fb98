#pragma once
// Helpers the test files share: a match of any registered game from a position and moves.

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "boardgames/play/registry.hpp"

namespace boardgames::testing {

inline std::vector<std::string> words(const std::string& text) {
    std::istringstream stream(text);
    std::vector<std::string> out;
    for (std::string word; stream >> word;)
        out.push_back(word);
    return out;
}

// The match of `game` from `position` (standard start when empty) after `moves`; fails the
// test when any of them is refused.
inline std::unique_ptr<AnyMatch> play(const std::string& game, const std::string& position,
                                      const std::string& moves = "") {
    const GameInfo* info = find_game(game);
    REQUIRE(info != nullptr);
    auto created = info->new_match(*info, position);
    INFO("position: " << position << " error: " << created.error());
    REQUIRE(created.ok());
    std::unique_ptr<AnyMatch> match = std::move(created).value();
    for (const std::string& move : words(moves)) {
        const auto played = match->play(move);
        INFO("move " << move << ": " << played.error());
        REQUIRE(played.ok());
    }
    return match;
}

// The state of game G that `text` writes; fails the test (with G's reason) when G refuses it.
template <class G>
typename G::State parsed_as(std::string_view text) {
    const auto state = G::parse_position(text);
    INFO(text << ": " << state.error());
    REQUIRE(state.ok());
    return *state;
}

inline std::vector<std::string> legal(const std::string& game, const std::string& position,
                                      const std::string& moves = "") {
    return play(game, position, moves)->legal_moves();
}

inline bool contains(const std::vector<std::string>& moves, const std::string& move) {
    return std::find(moves.begin(), moves.end(), move) != moves.end();
}

// The cell of `match`'s board named `name` ("b2"); fails the test when there is none.
inline int cell_named(const AnyMatch& match, const std::string& name) {
    for (const CellView& cell : match.board_view().cells)
        if (cell.name == name) return cell.cell;
    FAIL("no cell " << name);
    return -1;
}

// The whole of the text file at `path`; fails the test when it cannot be read.
inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    INFO("reading " << path);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The moves of `moves` that start on `square` ("d4").
inline std::vector<std::string> moves_from(const std::vector<std::string>& moves,
                                           const std::string& square) {
    std::vector<std::string> out;
    for (const std::string& move : moves)
        if (move.compare(0, square.size(), square) == 0) out.push_back(move);
    return out;
}

// The rulebook's perft figures from the start, depth 1 upwards.
inline void check_perft(const std::string& game, const std::vector<std::uint64_t>& expected) {
    const auto match = play(game, "");
    for (int depth = 1; depth <= int(expected.size()); ++depth) {
        INFO(game << " depth " << depth);
        CHECK(match->perft(depth) == expected[std::size_t(depth - 1)]);
    }
}

// "ongoing", "white wins (blocked: no legal move)", "draw (...)".
inline std::string result_of(const AnyMatch& match) {
    return match.result_text();
}

// Why the rules refuse `move` here: the refusal after "'move' is illegal: " (the move must be
// refused).
inline std::string why_refused(const AnyMatch& match, const std::string& move) {
    const auto refused = match.resolve(move);
    REQUIRE_FALSE(refused.ok());
    const std::string& error = refused.error();
    const std::size_t at = error.find("is illegal: ");
    return at == std::string::npos ? error : error.substr(at + 12);
}

}  // namespace boardgames::testing
