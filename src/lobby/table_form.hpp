#pragma once
// The form that opens a table: the game (and its number of players), the host's seat, who may
// sit opposite (anyone here, a player invited, or the computer at a level), whether it is rated,
// the clock and a series; or, for a seek, the few of them a seek has. A field a line: arrows or
// clicks change it; Enter opens the table (or seeks).

#include <memory>
#include <string>
#include <vector>

#include "lobby/lobby_screen.hpp"

namespace boardgames::lobby {

// The clocks the forms offer ("": none), as --clock writes them; days a move make a
// correspondence game.
const std::vector<std::string>& offered_clocks();
// The clock `step` (1 or -1) from `clock` among those offered, round; those of days a move
// skipped unless `days`.
std::string stepped_clock(const std::string& clock, int step, bool days);
// The clock's value as a form's field shows it: "< 5+3 >  (minutes each + seconds a move)".
std::string clock_field_text(const std::string& clock);

// The form, starting from the last table opened; Esc goes back to the lists.
std::unique_ptr<ui::Screen> open_table_form(Lobby& lobby);
// The same form for a seek (its fields: the game, the seat or either, rated, the clock, the
// opponent's rating range), starting from the last seek; Enter seeks.
std::unique_ptr<ui::Screen> seek_form(Lobby& lobby);

}  // namespace boardgames::lobby
