#pragma once
// The one list of the games, by type. Only forward declarations: the registry builds every
// game's GameInfo from this list without compiling any game; code that needs the games
// themselves (the test battery, the benchmarks) includes all_games.hpp.

#include <tuple>

namespace boardgames {

struct Raps;
struct Redtangle;
struct Rematch;
struct Tactica;
struct Redo;
struct Breakthrough;
struct Clobber;

using AllGames = std::tuple<Raps, Redtangle, Rematch, Tactica, Redo, Breakthrough, Clobber>;

}  // namespace boardgames
