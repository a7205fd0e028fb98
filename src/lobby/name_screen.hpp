#pragma once
// A key never seen before names its player: a name free on the server, or the code the lobby
// gave him under another key of his (K there), which makes this key his too.

#include <memory>

#include "lobby/lobby_screen.hpp"

namespace boardgames::lobby {

// The name screen: once named, the lobby's lists; Esc (or three wrong codes) leaves.
std::unique_ptr<ui::Screen> name_screen(Lobby& lobby);

}  // namespace boardgames::lobby
