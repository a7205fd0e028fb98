// The registry of the program the end-to-end tests of seats, passes and series run: every
// game, and Three Colours (tests/three_colours.hpp: two sides, seats by option, passing). Linked
// before the library, it stands in for src/registry/registry.cpp.
#include "boardgames/play/match_model.hpp"
#include "three_colours.hpp"

namespace boardgames {
template GameInfo game_info<ThreeColours>();
}  // namespace boardgames
