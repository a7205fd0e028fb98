#pragma once
// Every game of the list in play/game_list.hpp, complete, for code that works on the typed
// games (the test battery, benchmarks, fuzzers): their headers and the typed match layer.

#include "games/breakthrough.hpp"
#include "games/clobber.hpp"
#include "games/raps.hpp"
#include "games/redo.hpp"
#include "games/redtangle.hpp"
#include "games/rematch.hpp"
#include "games/tactica.hpp"
#include "play/game_list.hpp"
#include "play/match_model.hpp"
#include "play/registry.hpp"
