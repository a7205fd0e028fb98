#include "key_help.hpp"

#include <algorithm>

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

std::string set_board_hints(const GameInfo& game) {
    return std::string("click/Enter cycle  ") + (Controls::of(game).turning ? "[ ] turn  " : "") +
           "x empty  c clear  t side  e done  Esc cancel";
}

std::string play_hints(const GameInfo& game, bool demo, int width, bool pass_legal,
                       KeyPlace place) {
    Controls controls = Controls::of(game);
    controls.passing = controls.passing && pass_legal;
    std::vector<Hint> hints;
    if (place == KeyPlace::Watching) {  // a watcher only follows, talks and looks back
        hints = {{"c chat", 0},
                 {"w who is here", 1},
                 {"p replay", 2},
                 {"? help", 1},
                 {"q stop watching", 0}};
    } else if (demo) {
        hints = {{"space pause/resume", 0}, {"u/r undo/redo", 3}, {"m options", 2},
                 {"p replay", 4},           {"? help", 1},        {"q quit", 1}};
    } else {
        hints.push_back({"click/arrows+Enter", 0});
        if (controls.turning) hints.push_back({"wheel/[ ] turn", 1});
        if (controls.ending || controls.passing)
            hints.push_back({"e " + end_of_turn(controls, "end turn/pass"), 1});
        if (place == KeyPlace::Seat) {  // requests to the others, no local controls
            hints.push_back({": type", 5});
            hints.push_back({"u take back", 4});
            hints.push_back({"d draw", 4});
            hints.push_back({"R resign", 3});
            hints.push_back({"c chat", 3});
            hints.push_back({"w who", 5});
            hints.push_back({"? help", 2});
            hints.push_back({"q leave", 2});
        } else {
            hints.push_back({"t hint", 3});
            hints.push_back({": type", 5});
            hints.push_back({"u/r undo/redo", 4});
            if (place == KeyPlace::Game) hints.push_back({"m options", 6});
            hints.push_back({"? help", 2});
            if (place == KeyPlace::Game) hints.push_back({"q quit", 2});
        }
        // q goes back too, and nothing replaces the game tried.
        if (place == KeyPlace::Practice)
            hints.insert(hints.begin(), {"Esc/q back to the rules", 0});
    }
    while (int(joined(hints).size()) > width && hints.size() > 1) {
        const auto last_needed =
            std::max_element(hints.begin(), hints.end(),
                             [](const Hint& a, const Hint& b) { return a.rank < b.rank; });
        hints.erase(last_needed);
    }
    return joined(hints);
}

std::vector<std::string> panel_keys(const GameInfo& game, bool pass_legal, KeyPlace place) {
    if (place == KeyPlace::Watching)
        return {"c          chat", "w          who is here, mute", "p          replay",
                "?          help", "q          stop watching"};
    Controls controls = Controls::of(game);
    controls.passing = controls.passing && pass_legal;
    std::vector<std::string> lines{"click      select, target"};
    if (controls.ending || controls.passing)
        lines.push_back("right/e    " + end_of_turn(controls, "end turn, pass"));
    if (controls.turning) lines.push_back("wheel/[ ]  turn a piece");
    if (place == KeyPlace::Seat) {
        lines.insert(lines.end(), {"arrows/hjkl+Enter  cursor", ":          type a move",
                                   "u d        take back, draw", "a x        accept, decline",
                                   "R c        resign, chat", "w          who is here, mute",
                                   "s p        save, replay", "?  q       help, leave"});
        return lines;
    }
    if (place == KeyPlace::Practice) {  // a position to try: nothing replaces it
        lines.insert(lines.end(),
                     {"arrows/hjkl+Enter  cursor", "t          hint", ":          type a move",
                      "u r        undo redo", "p          replay", "?          the rules",
                      "Esc q      back to the rules"});
        return lines;
    }
    lines.insert(lines.end(),
                 {"arrows/hjkl+Enter  cursor", "t          hint", ":          type a move",
                  "u r        undo redo", "n m        new, options", "s o        save, load",
                  "b p        set board, replay", "?  q       help, quit"});
    return lines;
}

std::vector<std::string> help_keys(const GameInfo& game, bool demo, KeyPlace place) {
    if (place == KeyPlace::Watching)  // the players move; a watcher follows, talks, looks back
        return {"Watching a table (the players move; you follow)",
                "  c                say something to the table",
                "  w                who is here: mute a person's chat",
                "  p                replay the game (left, right, space to play)",
                "  s                save the game",
                "  ?                this help",
                "  q                stop watching (boardgames watch CODE comes back)"};
    const Controls controls = Controls::of(game);
    std::vector<std::string> lines{
        "Mouse", "  left click       select a piece, then its target" +
                     std::string(controls.ending ? " and each further landing" : "")};
    if (controls.ending && controls.passing)
        lines.push_back("  right click      end the turn, or pass with nothing selected");
    else if (controls.ending)
        lines.push_back("  right click      end the turn: play the move as it stands");
    else if (controls.passing)
        lines.push_back("  right click      pass (with nothing selected)");
    if (controls.turning)
        lines.push_back("  wheel up, down   turn the selected piece clockwise, counter-clockwise");
    lines.push_back("Keys");
    lines.push_back("  arrows, hjkl     move the cursor");
    lines.push_back("  Enter, space     select the piece under the cursor, or target its square");
    if (controls.turning)
        lines.push_back("  [  ]             turn the piece counter-clockwise, clockwise");
    if (controls.ending && controls.passing)
        lines.push_back("  e                end the turn, or pass with nothing selected");
    else if (controls.ending)
        lines.push_back("  e                end the turn");
    else if (controls.passing)
        lines.push_back("  e                pass (with nothing selected)");
    lines.insert(lines.end(), {"  Esc              cancel the selection",
                               "  :                type a move in notation, such as a2Xc4"});
    // At a table the game is the table's: no hint or undo of one's own; and only a game of
    // one's own may be replaced (a new game, options, a board set, a saved game opened).
    if (place == KeyPlace::Game || place == KeyPlace::Practice)
        lines.insert(lines.end(),
                     {"  t                hint: the move the computer would play for you",
                      "  u  r             undo, redo"});
    if (place == KeyPlace::Game)
        lines.insert(lines.end(),
                     {"  n                new game", "  m                " + options_summary(game),
                      "  b                set board: place pieces and choose who moves",
                      "  s  o             save the game, open a saved game"});
    else
        lines.push_back("  s                save the game");
    lines.push_back("  p                replay the game (left, right, space to play)");
    if (demo) lines.push_back("  space            pause or resume the computer-v-computer demo");
    if (place == KeyPlace::Seat)
        lines.insert(lines.end(),
                     {"At a table shared between terminals (the table plays the moves):",
                      "  u                ask to take back your last move",
                      "  d                offer a draw",
                      "  a  x             accept or decline what another player asks, or let",
                      "                   someone who knocks sit (the host)",
                      "  R                resign", "  c                say something to the table",
                      "  w                who is here: mute a person's chat; the host sends a",
                      "                   watcher away",
                      "  q                leave the table (the game waits: join it again); the",
                      "                   host may close it"});
    lines.push_back("  ?                this help");
    if (place == KeyPlace::Game)
        lines.push_back("  q                quit (during a game, offers to save it first)");
    if (place == KeyPlace::Practice)
        lines.push_back("  Esc  q           back to the rules, and the game you left");
    return lines;
}

}  // namespace boardgames::ui
