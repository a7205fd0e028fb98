#pragma once
// The registered games, for everything that finds a game by name (the CLI, the UI, saved
// games). Each game's GameInfo is compiled in its own translation unit (src/registry/), so a
// file that includes this compiles no game and no search.

#include <string_view>
#include <tuple>
#include <vector>

#include "any_match.hpp"
#include "game_list.hpp"

namespace boardgames {

// Defined in play/match_model.hpp; instantiated once per game by src/registry/GAME.cpp.
template <class G>
GameInfo game_info();

// In the order of AllGames.
const std::vector<GameInfo>& registered_games();

const GameInfo* find_game(std::string_view name);

// The GameInfo of every game of a tuple type, such as AllGames.
template <class... G>
std::vector<GameInfo> game_infos(std::tuple<G...>*) {
    return std::vector<GameInfo>{game_info<G>()...};
}

inline const GameInfo* find_game_in(const std::vector<GameInfo>& games, std::string_view name) {
    for (const GameInfo& info : games)
        if (info.name == name) return &info;
    return nullptr;
}

}  // namespace boardgames
