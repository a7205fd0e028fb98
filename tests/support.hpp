#pragma once
// Helpers the test files share: a match of any registered game from a position and moves.

#include <catch2/catch.hpp>
#include <memory>
#include <sstream>
#include <string>
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

inline std::vector<std::string> legal(const std::string& game, const std::string& position,
                                      const std::string& moves = "") {
    return play(game, position, moves)->legal_moves();
}

}  // namespace boardgames::testing
