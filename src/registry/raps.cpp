// Raps's registration: the one translation unit that compiles the game with the search.
#include "boardgames/games/raps.hpp"
#include "boardgames/play/match_model.hpp"

namespace boardgames {
template GameInfo game_info<Raps>();
}  // namespace boardgames
