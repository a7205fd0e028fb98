#pragma once
// The form that opens a table: the game (and its number of players), the host's seat, who may
// sit opposite (anyone here, a player invited, or the computer at a level), whether it is rated,
// the clock and a series. A field a line: arrows or clicks change it; Enter opens the table.

#include <memory>

#include "lobby/lobby_screen.hpp"

namespace boardgames::lobby {

// The form, starting from the last table opened; Esc goes back to the lists.
std::unique_ptr<ui::Screen> open_table_form(Lobby& lobby);

}  // namespace boardgames::lobby
