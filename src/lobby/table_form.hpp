#pragma once
// The form that opens a table: the game (and its number of players), the host's seat, who may
// sit opposite (anyone here, a player invited, or the computer at a level), whether it is rated,
// the clock and a series; or, for a seek, the few of them a seek has. A field a line: arrows or
// clicks change it; Enter opens the table (or seeks).

#include <memory>

#include "lobby/lobby_screen.hpp"

namespace boardgames::lobby {

// The form, starting from the last table opened; Esc goes back to the lists.
std::unique_ptr<ui::Screen> open_table_form(Lobby& lobby);
// The same form for a seek (its fields: the game, the seat or either, rated, the clock, the
// opponent's rating range), starting from the last seek; Enter seeks.
std::unique_ptr<ui::Screen> seek_form(Lobby& lobby);

}  // namespace boardgames::lobby
