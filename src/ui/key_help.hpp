#pragma once
// The keys and mouse actions the current game accepts, in the words of the bottom line, the
// panel beside the board and the help screen. They follow from the game's GameInfo (pieces
// that turn, moves that wait for the end of the turn, passes), so no screen offers a control
// the game has no use for: no wheel in RAPS, no end of turn where every move plays at once.

#include <string>
#include <vector>

#include "boardgames/play/any_match.hpp"

namespace boardgames::ui {

// The controls a game needs beyond selecting and targeting by click or cursor.
struct Controls {
    bool turning = false;  // the wheel and [ ] turn the selected piece
    bool ending = false;   // a right click or e ends a turn whose move may go on
    bool passing = false;  // a right click or e with nothing selected passes

    static Controls of(const GameInfo& game);
};

// Where the keys are used: a game of this terminal's, a practice game tried from a figure of
// the rules (nothing may replace it), or a seat or a watcher's place at a table shared between
// terminals (whose keys are requests to the table).
enum class KeyPlace { Game, Practice, Seat, Watching };

// The play screen's bottom line; the keys least needed are left out until it fits `width`.
// A computer-v-computer demo (`demo`) takes no moves, so it names pausing instead. Passing is
// named only while it is legal (`pass_legal`: Redo passes only when every move promotes).
std::string play_hints(const GameInfo& game, bool demo, int width, bool pass_legal = true,
                       KeyPlace place = KeyPlace::Game);

// Set Board's bottom line: turning a piece only in games whose pieces turn.
std::string set_board_hints(const GameInfo& game);

// The key list of the panel beside the board, one "keys  what" line each.
std::vector<std::string> panel_keys(const GameInfo& game, bool pass_legal = true,
                                    KeyPlace place = KeyPlace::Game);

// The help screen's Mouse and Keys sections.
std::vector<std::string> help_keys(const GameInfo& game, bool demo,
                                   KeyPlace place = KeyPlace::Game);

}  // namespace boardgames::ui
