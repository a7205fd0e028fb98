// The list half of the template registry (see template_registry.cpp): every game, then the
// Three Colours. Apart from the games' definitions, as src/registry/registry.cpp is.
#include "boardgames/play/registry.hpp"

namespace boardgames {

struct ThreeColours;

const std::vector<GameInfo>& registered_games() {
    static const std::vector<GameInfo> games = [] {
        std::vector<GameInfo> all = boardgames::game_infos(static_cast<AllGames*>(nullptr));
        all.push_back(game_info<ThreeColours>());
        return all;
    }();
    return games;
}

const GameInfo* find_game(std::string_view name) {
    return find_game_in(registered_games(), name);
}

}  // namespace boardgames
