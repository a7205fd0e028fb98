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
enum class KeyPlace { Game, Practice, Seat, Watching, Archive };
// Whether moves are entered in that place (not by a watcher, nor in an archive's game).
constexpr bool takes_moves(KeyPlace place) {
    return place != KeyPlace::Watching && place != KeyPlace::Archive;
}

// What a key of the play screen does. Each is bound once, in play_keys(), for the places it
// works in; dispatch, the bottom line, the panel and the help are all read from that table.
enum class PlayAction {
    PauseDemo,
    TypeMove,
    Hint,
    Undo,
    Redo,
    NewGame,
    Options,
    SetBoard,
    Save,
    Open,
    Replay,
    Help,
    Quit,
    BackToRules,
    AskTakeBack,
    OfferDraw,
    OfferRematch,
    Accept,
    Decline,
    Resign,
    Chat,
    People,
    LeaveTable,
    StopWatching,
    LookInto,
    TurnBoard,
};

// `f` turns the board around in every screen that shows one: the words each screen's table
// gives it.
constexpr int turn_board_key = 'f';
inline constexpr const char* turn_board_help =
    "turn the board around (at first your pieces are at the bottom)";

struct KeyBinding {
    PlayAction action;
    std::vector<int> keys;
    std::string names;  // the keys as the help writes them: "?  F1"
    std::vector<KeyPlace> places;
    std::string hint;    // on the bottom line ("t hint"); empty: not there
    int hint_rank = 0;   // the higher, the sooner it gives way to a narrow screen
    int demo_rank = -1;  // its rank on a demo's line; -1: not there
    std::string panel;   // a word or two for the panel beside the board ("hint")
    std::string help;    // what the help says it does
    // Its words on the bottom line and in the panel once the game is over, where it does
    // something else then (p opens the review): empty, the same.
    // A key with no `hint` but an `over_hint` is on the bottom line only once the game is over.
    std::string over_hint, over_panel;
    bool demo_only = false;      // acts in a computer-v-computer demo only
    bool while_playing = false;  // of no use once the game is over: no longer offered then

    bool works_in(KeyPlace place) const;
};

// Every key of the play screen, in the order the panel and the help list them.
const std::vector<KeyBinding>& play_keys();

// What `key` does in `place` (a demo: a computer-v-computer game), or null: a key not bound there.
const KeyBinding* binding_for(int key, KeyPlace place, bool demo);

// The play screen's bottom line; the keys least needed are left out until it fits `width`.
// A computer-v-computer demo (`demo`) takes no moves, so it names pausing instead. Passing is
// named only while it is legal (`pass_legal`: Redo passes only when every move promotes).
// Once the game is over (`over`) the keys that do something else then say what, and those of
// no use then (moves, hints, take-backs, draws, resigning) are left out.
std::string play_hints(const GameInfo& game, bool demo, int width, bool pass_legal = true,
                       KeyPlace place = KeyPlace::Game, bool over = false);

// The key list of the panel beside the board, one "keys  what" line each.
std::vector<std::string> panel_keys(const GameInfo& game, bool pass_legal = true,
                                    KeyPlace place = KeyPlace::Game, bool over = false);

// The help screen's Mouse and Keys sections.
std::vector<std::string> help_keys(const GameInfo& game, bool demo,
                                   KeyPlace place = KeyPlace::Game);

}  // namespace boardgames::ui
