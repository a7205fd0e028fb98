#pragma once
// A player's page, over the lobby's lists: his ratings per game, his last results (each
// replayed as the archive replays it), when he was last seen, the tables he sits at now, and
// keys to block or unblock him. Reached from any name on the lists (p on a row, a click on the
// Here: line, P for a name typed); Esc goes back where he was.

#include <string>

#include "lobby/lobby_screen.hpp"

namespace boardgames::lobby {

// Shows the page of the player called `name`, or says on the news line that nobody is.
void open_player_page(Lobby& lobby, const std::string& name);
// Asks for a name on the status line, then shows his page.
void ask_player_page(Lobby& lobby);

}  // namespace boardgames::lobby
