#pragma once
// Engine mode: `boardgames engine GAME` speaks the Universal Game Interface (UGI, the
// generalisation of chess's UCI that game-agnostic tournament managers use) on its standard
// streams, so the computer of every game can meet other people's engines. Positions are the
// game's position strings and moves its canonical notation; player 1 is the side that moves
// first from the standard start.

#include <iosfwd>

#include "boardgames/play/any_match.hpp"

namespace boardgames {

// Reads commands from `in` until `quit` or the end of the input, answers on `out` (a line
// at a time, flushed), and says what it ignores on `err`. Returns the exit status.
int run_engine(const GameInfo& game, std::istream& in, std::ostream& out, std::ostream& err);

}  // namespace boardgames
