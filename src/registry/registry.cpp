#include "boardgames/play/registry.hpp"

namespace boardgames {

const std::vector<GameInfo>& registered_games() {
    static const std::vector<GameInfo> games = []<class... G>(std::tuple<G...>*) {
        return std::vector<GameInfo>{game_info<G>()...};
    }(static_cast<AllGames*>(nullptr));
    return games;
}

const GameInfo* find_game(std::string_view name) {
    for (const GameInfo& info : registered_games())
        if (info.name == name) return &info;
    return nullptr;
}

}  // namespace boardgames
