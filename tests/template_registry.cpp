// The registry of the program the end-to-end tests of seats, passes and series run: every
// game, and the template game (three colours, two sides, seats by option, passing). Linked
// before the library, it stands in for src/registry/registry.cpp.
#include "boardgames/games/template_game.hpp"
#include "boardgames/play/match_model.hpp"

namespace boardgames {
template GameInfo game_info<TemplateGame>();
}  // namespace boardgames
