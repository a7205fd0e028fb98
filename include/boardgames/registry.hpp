#pragma once
// The one list of the games. Everything that iterates over games (the CLI, the UI, the test
// battery, the benchmarks) starts from AllGames.

#include <string_view>
#include <tuple>
#include <vector>

#include "core/match.hpp"
#include "games/raps.hpp"
#include "games/redtangle.hpp"

namespace boardgames {

using AllGames = std::tuple<Raps, Redtangle>;

inline const std::vector<GameInfo>& registered_games() {
    static const std::vector<GameInfo> games = []<class... G>(std::tuple<G...>*) {
        return std::vector<GameInfo>{game_info<G>()...};
    }(static_cast<AllGames*>(nullptr));
    return games;
}

inline const GameInfo* find_game(std::string_view name) {
    for (const GameInfo& info : registered_games())
        if (info.name == name) return &info;
    return nullptr;
}

}  // namespace boardgames
