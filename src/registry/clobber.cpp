// Clobber's registration: the one translation unit that compiles the game with the search.
#include "boardgames/games/clobber.hpp"
#include "boardgames/play/match_model.hpp"

namespace boardgames {
template GameInfo game_info<Clobber>();
}  // namespace boardgames
