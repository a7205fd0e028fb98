#include "key_help.hpp"

#include <algorithm>

#include "keys.hpp"

namespace boardgames::ui {
namespace {

// One entry of the bottom line; the higher its rank, the sooner it gives way to a narrow screen.
struct Hint {
    std::string text;
    int rank;
};

std::string joined(const std::vector<Hint>& hints) {
    std::string line;
    for (const Hint& hint : hints)
        line += (line.empty() ? "" : "  ") + hint.text;
    return line;
}

// What e and a right click do: end the turn, pass (with nothing selected), or `either`.
std::string end_of_turn(const Controls& controls, const char* either) {
    if (controls.ending && controls.passing) return either;
    return controls.ending ? "end turn" : "pass";
}

// `text` and at least one space, to `width` columns: the keys' column of the panel and the help.
std::string padded(const std::string& text, int width) {
    std::string out = text;
    out.append(std::size_t(std::max(1, width - int(text.size()))), ' ');
    return out;
}

std::string options_summary(const GameInfo& game) {
    std::string text = "options: mode, your seat";
    if (game.players_choose_first) text += ", who starts";
    text += ", level";
    if (!game.options.empty()) text += ", the game's options";
    return text + ", series";
}

}  // namespace

Controls Controls::of(const GameInfo& game) {
    return {game.turn_token != nullptr, game.moves_may_wait, game.has_passes};
}

bool KeyBinding::works_in(KeyPlace place) const {
    return std::find(places.begin(), places.end(), place) != places.end();
}

namespace {

void bind(std::vector<KeyBinding>& all, PlayAction action, std::vector<int> keys, std::string names,
          std::vector<KeyPlace> places, std::string hint, int hint_rank, int demo_rank,
          std::string panel, std::string help) {
    KeyBinding binding;
    binding.action = action;
    binding.keys = std::move(keys);
    binding.names = std::move(names);
    binding.places = std::move(places);
    binding.hint = std::move(hint);
    binding.hint_rank = hint_rank;
    binding.demo_rank = demo_rank;
    binding.panel = std::move(panel);
    binding.help = std::move(help);
    all.push_back(std::move(binding));
}

// Moves, and what the players ask of each other at a table.
void bind_move_keys(std::vector<KeyBinding>& all) {
    using P = KeyPlace;
    constexpr P game = P::Game, practice = P::Practice, seat = P::Seat, watching = P::Watching;
    bind(all, PlayAction::PauseDemo, {' '}, "space", {game}, "space pause/resume", 0, 0, "",
         "pause or resume the computer-v-computer demo");
    all.back().demo_only = true;
    all.back().while_playing = true;
    bind(all, PlayAction::TypeMove, {':'}, ":", {game, practice, seat}, ": type", 5, -1,
         "type a move", "type a move in notation, such as a2Xc4");
    all.back().while_playing = true;
    bind(all, PlayAction::Hint, {'t'}, "t", {game, practice}, "t hint", 3, -1, "hint",
         "hint: the move the computer would play for you");
    all.back().while_playing = true;
    bind(all, PlayAction::Undo, {'u'}, "u", {game, practice}, "u/r undo/redo", 4, 3, "undo",
         "undo");
    bind(all, PlayAction::Redo, {'r'}, "r", {game, practice}, "", 4, -1, "redo", "redo");
    bind(all, PlayAction::AskTakeBack, {'u'}, "u", {seat}, "u take back", 4, -1, "take back",
         "ask to take back your last move");
    all.back().while_playing = true;
    bind(all, PlayAction::OfferDraw, {'d'}, "d", {seat}, "d draw", 4, -1, "draw", "offer a draw");
    all.back().while_playing = true;
    bind(all, PlayAction::OfferRematch, {'n'}, "n", {seat}, "", 1, -1, "rematch",
         "after the game: offer a rematch at the table, sides swapped");
    all.back().over_hint = "n next game";
    bind(all, PlayAction::Accept, {'a'}, "a", {seat}, "", 0, -1, "accept",
         "accept what another player asks, or let someone who knocks sit (the host)");
    bind(all, PlayAction::Decline, {'x'}, "x", {seat}, "", 0, -1, "decline",
         "decline what another player asks, or turn away someone who knocks (the host)");
    bind(all, PlayAction::Resign, {'R'}, "R", {seat}, "R resign", 3, -1, "resign", "resign");
    all.back().while_playing = true;
    bind(all, PlayAction::Chat, {'c'}, "c", {seat, watching}, "c chat", 0, -1, "chat",
         "say something to the table");
    bind(all, PlayAction::People, {'w'}, "w", {seat, watching}, "w who is here", 1, -1,
         "who is here", "who is here: mute a person's chat; the host sends a watcher away");
}

// The game itself: a new one, its options and board, saving, replaying, help, leaving.
void bind_game_keys(std::vector<KeyBinding>& all) {
    using P = KeyPlace;
    constexpr P game = P::Game, practice = P::Practice, seat = P::Seat, watching = P::Watching,
                archive = P::Archive;
    bind(all, PlayAction::NewGame, {'n'}, "n", {game}, "", 1, -1, "new",
         "new game (after a game of a series: its next game)");
    all.back().over_hint = "n next game";
    bind(all, PlayAction::Options, {'m'}, "m", {game}, "m options", 6, 2, "options",
         "options");  // the help names the game's own (options_summary)
    bind(all, PlayAction::SetBoard, {'b'}, "b", {game}, "", 0, -1, "set board",
         "set board: place pieces and choose who moves");
    bind(all, PlayAction::Save, {'s'}, "s", {game, practice, seat, watching}, "", 0, -1, "save",
         "save the game");
    // 'l' moves the cursor, so opening is on 'o' (and 'L').
    bind(all, PlayAction::Open, {'o', 'L'}, "o  L", {game}, "", 0, -1, "load", "open a saved game");
    bind(all, PlayAction::Replay, {'p'}, "p", {game, practice, seat, watching, archive}, "p replay",
         7, 4, "replay",
         "replay the game (left, right, space to play); once it is over, the computer's review: "
         "each move marked, the better move on the board, m the next mistake");
    all.back().over_hint = "p review";
    all.back().over_panel = "review";
    bind(all, PlayAction::LookInto, {'i'}, "i", {game, practice, seat, watching, archive}, "", 0,
         -1, "look into",
         "look into the cell under the cursor: what stands there, a stack top to bottom "
         "(so does a right click on a piece while nothing is selected)");
    bind(all, PlayAction::TurnBoard, {turn_board_key}, "f",
         {game, practice, seat, watching, archive}, "", 0, -1, "turn board", turn_board_help);
    bind(all, PlayAction::Help, {'?', KEY_F(1)}, "?  F1", {game, practice, seat, watching, archive},
         "? help", 2, 1, "help", "this help, and the rules");
    bind(all, PlayAction::Quit, {'q'}, "q", {game}, "q quit", 2, 1, "quit",
         "quit (during a game, offers to save it first)");
    bind(all, PlayAction::Quit, {'q'}, "q", {archive}, "q lobby", 2, -1, "lobby",
         "back to the lobby");
    bind(all, PlayAction::BackToRules, {'q', key_escape}, "Esc  q", {practice}, "Esc/q go back", 0,
         -1, "go back",
         "back to where you tried it (the rules, or the review), and the game you left "
         "(Esc cancels a selection first)");
    bind(all, PlayAction::LeaveTable, {'q'}, "q", {seat}, "q leave", 2, -1, "leave",
         "leave the table (the game waits: join it again); the host may close it");
    bind(all, PlayAction::StopWatching, {'q'}, "q", {watching}, "q stop watching", 0, -1,
         "stop watching", "stop watching (boardgames watch CODE comes back)");
}

}  // namespace

const std::vector<KeyBinding>& play_keys() {
    static const std::vector<KeyBinding> bindings = [] {
        std::vector<KeyBinding> all;
        bind_move_keys(all);
        bind_game_keys(all);
        return all;
    }();
    return bindings;
}

const KeyBinding* binding_for(int key, KeyPlace place, bool demo) {
    for (const KeyBinding& binding : play_keys())
        if (binding.works_in(place) && (demo || !binding.demo_only) &&
            std::find(binding.keys.begin(), binding.keys.end(), key) != binding.keys.end())
            return &binding;
    return nullptr;
}

std::string play_hints(const GameInfo& game, bool demo, int width, bool pass_legal, KeyPlace place,
                       bool over) {
    Controls controls = Controls::of(game);
    controls.passing = controls.passing && pass_legal;
    // A demo takes no moves, and a watcher makes none: neither is offered the board's controls.
    const bool demo_line = demo && place == KeyPlace::Game;
    std::vector<Hint> hints;
    if (!demo_line && takes_moves(place) && !over) {
        hints.push_back({"click/arrows+Enter", 0});
        if (controls.turning) hints.push_back({"wheel/[ ] turn", 1});
        if (controls.ending || controls.passing)
            hints.push_back({"e " + end_of_turn(controls, "end turn/pass"), 1});
    }
    for (const KeyBinding& binding : play_keys()) {
        const std::string& text =
            over && !binding.over_hint.empty() ? binding.over_hint : binding.hint;
        if (!binding.works_in(place) || text.empty() || (over && binding.while_playing)) continue;
        if (demo_line ? binding.demo_rank >= 0 : !binding.demo_only)
            hints.push_back({text, demo_line ? binding.demo_rank : binding.hint_rank});
    }
    while (int(joined(hints).size()) > width && hints.size() > 1) {
        const auto last_needed =
            std::max_element(hints.begin(), hints.end(),
                             [](const Hint& a, const Hint& b) { return a.rank < b.rank; });
        hints.erase(last_needed);
    }
    return joined(hints);
}

std::vector<std::string> panel_keys(const GameInfo& game, bool pass_legal, KeyPlace place,
                                    bool over) {
    Controls controls = Controls::of(game);
    controls.passing = controls.passing && pass_legal;
    std::vector<std::string> lines;
    if (takes_moves(place) && over) {
        lines.push_back("arrows     cursor (or hjkl)");  // still for looking into a cell
    } else if (takes_moves(place)) {
        lines.push_back("click      select, target");
        if (controls.ending || controls.passing)
            lines.push_back("right/e    " + end_of_turn(controls, "end turn, pass"));
        if (controls.turning) lines.push_back("wheel/[ ]  turn a piece");
        lines.push_back("arrows     cursor (or hjkl)");
        lines.push_back("Enter      choose the cell under it");
    }
    // Two keys a line: "u r        undo, redo".
    std::vector<const KeyBinding*> shown;
    for (const KeyBinding& binding : play_keys())
        if (binding.works_in(place) && !binding.demo_only && !binding.panel.empty() &&
            !(over && binding.while_playing))
            shown.push_back(&binding);
    const auto panel_word = [over](const KeyBinding& binding) {
        return over && !binding.over_panel.empty() ? binding.over_panel : binding.panel;
    };
    for (std::size_t i = 0; i < shown.size(); i += 2) {
        const KeyBinding& first = *shown[i];
        std::string keys(1, char(first.keys.front()));
        std::string what = panel_word(first);
        if (i + 1 < shown.size()) {
            keys += ' ';
            keys += char(shown[i + 1]->keys.front());
            what += ", ";
            what += panel_word(*shown[i + 1]);
        }
        if (first.action == PlayAction::BackToRules) keys = "Esc q";
        lines.push_back(padded(keys, 11) + what);
    }
    return lines;
}

std::vector<std::string> help_keys(const GameInfo& game, bool demo, KeyPlace place) {
    const Controls controls = Controls::of(game);
    std::vector<std::string> lines;
    const auto key_line = [](const std::string& keys, const std::string& what) {
        return "  " + padded(keys, 17) + what;
    };
    if (place == KeyPlace::Watching) {
        lines.push_back("Watching a table (the players move; you follow)");
    } else if (place == KeyPlace::Archive) {
        lines.push_back("A finished game of the server's archive");
    } else {
        lines.push_back("Mouse");
        lines.push_back(key_line(
            "left click", "select a piece, then its target" +
                              std::string(controls.ending ? " and each further landing" : "")));
        if (controls.ending && controls.passing)
            lines.push_back(key_line("right click", "end the turn, or pass with nothing selected"));
        else if (controls.ending)
            lines.push_back(key_line("right click", "end the turn: play the move as it stands"));
        else if (controls.passing)
            lines.push_back(key_line("right click", "pass (with nothing selected)"));
        if (controls.turning)
            lines.push_back(
                key_line("wheel up, down", "turn the selected piece clockwise, counter-clockwise"));
        lines.push_back("Keys");
        lines.push_back(key_line("arrows, hjkl", "move the cursor"));
        lines.push_back(
            key_line("Enter, space", "select the piece under the cursor, or target its square"));
        if (controls.turning)
            lines.push_back(key_line("[  ]", "turn the piece counter-clockwise, clockwise"));
        if (controls.ending && controls.passing)
            lines.push_back(key_line("e", "end the turn, or pass with nothing selected"));
        else if (controls.ending)
            lines.push_back(key_line("e", "end the turn"));
        else if (controls.passing)
            lines.push_back(key_line("e", "pass (with nothing selected)"));
        lines.push_back(key_line("Esc", "cancel the selection"));
        if (place == KeyPlace::Seat)
            lines.push_back("At a table shared between terminals (the table plays the moves):");
    }
    for (const KeyBinding& binding : play_keys()) {
        if (!binding.works_in(place) || (binding.demo_only && !demo)) continue;
        lines.push_back(key_line(binding.names, binding.action == PlayAction::Options
                                                    ? options_summary(game)
                                                    : binding.help));
    }
    return lines;
}

}  // namespace boardgames::ui
