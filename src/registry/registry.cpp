#include "boardgames/play/registry.hpp"

namespace boardgames {

const std::vector<GameInfo>& registered_games() {
    static const std::vector<GameInfo> games =
        boardgames::game_infos(static_cast<AllGames*>(nullptr));
    return games;
}

const GameInfo* find_game(std::string_view name) {
    return find_game_in(registered_games(), name);
}

}  // namespace boardgames
