// The controls each game is offered (the bottom line, the panel and the help name only what the
// game accepts), how a click on the options screen changes a value, a screen's table of keys
// (its bottom line, a click there, its keys' page), and the line editor every typed line uses.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "boardgames/play/match_model.hpp"
#include "boardgames/play/registry.hpp"
#include "game_record.hpp"
#include "session.hpp"
#include "three_colours.hpp"
#include "ui/archived_game.hpp"
#include "ui/help_pages.hpp"
#include "ui/help_screen.hpp"
#include "ui/key_help.hpp"
#include "ui/keys.hpp"
#include "ui/line_editor.hpp"
#include "ui/options_screen.hpp"
#include "ui/screen_keys.hpp"
#include "ui/set_board_screen.hpp"

using namespace boardgames;
using namespace boardgames::ui;

namespace {

const GameInfo& game(const std::string& name) {
    const GameInfo* info = find_game(name);
    REQUIRE(info != nullptr);
    return *info;
}

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

bool any_mentions(const std::vector<std::string>& lines, const std::string& part) {
    return std::any_of(lines.begin(), lines.end(),
                       [&](const std::string& line) { return mentions(line, part); });
}

}  // namespace

TEST_CASE("key help: the controls follow from the game's declarations", "[key_help]") {
    const Controls raps = Controls::of(game("raps"));
    CHECK_FALSE(raps.turning);  // RAPS pieces do not turn,
    CHECK_FALSE(raps.ending);   // every RAPS move plays at once,
    CHECK_FALSE(raps.passing);  // and RAPS has no pass
    const Controls redtangle = Controls::of(game("redtangle"));
    CHECK(redtangle.turning);
    CHECK(redtangle.ending);  // a step waits: the tile may still turn on its new square
    CHECK_FALSE(redtangle.passing);
    static const GameInfo colours = game_info<ThreeColours>();
    const Controls passing = Controls::of(colours);
    CHECK_FALSE(passing.turning);
    CHECK_FALSE(passing.ending);  // a placement is one click
    CHECK(passing.passing);
}

TEST_CASE("key help: RAPS is offered neither the wheel nor the end of a turn", "[key_help]") {
    const GameInfo& raps = game("raps");
    const std::string hints = play_hints(raps, false, 100);
    CHECK(hints ==
          "click/arrows+Enter  : type  t hint  u/r undo/redo  m options  p replay  ? help  q quit");
    const std::vector<std::string> panel = panel_keys(raps);
    CHECK_FALSE(any_mentions(panel, "wheel"));
    CHECK_FALSE(any_mentions(panel, "end turn"));
    CHECK(any_mentions(panel, ": t        type a move, hint"));
    const std::vector<std::string> help = help_keys(raps, false);
    CHECK_FALSE(any_mentions(help, "wheel"));
    // A right click only looks into a piece here: it ends no turn.
    for (const std::string& line : help)
        if (mentions(line, "right click")) CHECK(mentions(line, "look into"));
    CHECK_FALSE(any_mentions(help, "end the turn"));
    CHECK_FALSE(any_mentions(help, "  [  ]"));
    CHECK(any_mentions(help, "  t                hint"));
}

TEST_CASE("key help: Redtangle is offered turning and the end of a turn, no pass", "[key_help]") {
    const GameInfo& redtangle = game("redtangle");
    const std::string hints = play_hints(redtangle, false, 100);
    CHECK(mentions(hints, "wheel/[ ] turn"));
    CHECK(mentions(hints, "e end turn"));
    CHECK(mentions(hints, "t hint"));
    CHECK_FALSE(mentions(hints, "pass"));
    CHECK(panel_keys(redtangle)[1] == "right/e    end turn");
    CHECK(panel_keys(redtangle)[2] == "wheel/[ ]  turn a piece");
    const std::vector<std::string> help = help_keys(redtangle, false);
    CHECK(any_mentions(help, "  wheel up, down   turn the selected piece"));
    CHECK(any_mentions(help, "  right click      end the turn: play the move as it stands"));
    CHECK(any_mentions(help, "  e                end the turn"));
    CHECK_FALSE(any_mentions(help, "pass"));
}

TEST_CASE("key help: a game with passes names e as a pass, not as the end of a move",
          "[key_help]") {
    static const GameInfo colours = game_info<ThreeColours>();
    CHECK(mentions(play_hints(colours, false, 100), "  e pass  "));
    CHECK(panel_keys(colours)[1] == "right/e    pass");
    const std::vector<std::string> help = help_keys(colours, false);
    CHECK(any_mentions(help, "  e                pass (with nothing selected)"));
    CHECK_FALSE(any_mentions(help, "wheel"));
}

TEST_CASE(
    "key help: passing is named only while it is legal (Redo passes only when every "
    "move promotes)",
    "[key_help]") {
    const GameInfo& redo = game("redo");
    CHECK(mentions(play_hints(redo, false, 100, true), "  e pass  "));
    CHECK_FALSE(mentions(play_hints(redo, false, 100, false), "pass"));
    CHECK(panel_keys(redo, true)[1] == "right/e    pass");
    CHECK(panel_keys(redo, false)[1] == "arrows     cursor (or hjkl)");
    CHECK(panel_keys(redo, false)[2] == "Enter      choose the cell under it");
}

TEST_CASE("key help: the bottom line drops the keys least needed to fit the width", "[key_help]") {
    const GameInfo& redtangle = game("redtangle");
    const std::string narrow = play_hints(redtangle, false, 80);
    CHECK(narrow.size() <= 80);
    CHECK(narrow == "click/arrows+Enter  wheel/[ ] turn  e end turn  t hint  ? help  q quit");
    CHECK(play_hints(redtangle, false, 44).size() <= 44);
    CHECK(mentions(play_hints(redtangle, false, 44), "click/arrows+Enter"));
}

TEST_CASE("key help: a computer-v-computer demo names pausing, and no move keys", "[key_help]") {
    const GameInfo& redtangle = game("redtangle");
    const std::string hints = play_hints(redtangle, true, 100);
    CHECK(mentions(hints, "space pause/resume"));
    CHECK_FALSE(mentions(hints, "click"));
    CHECK_FALSE(mentions(hints, "t hint"));
    CHECK(any_mentions(help_keys(redtangle, true), "  space            pause or resume"));
    CHECK_FALSE(any_mentions(help_keys(redtangle, false), "pause"));
}

TEST_CASE("key help: a game of the server's archive is replayed, and starts no computer",
          "[key_help][server]") {
    std::vector<PlayAction> actions;
    for (const KeyBinding& binding : play_keys())
        if (binding.works_in(KeyPlace::Archive)) actions.push_back(binding.action);
    CHECK(actions == std::vector<PlayAction>{PlayAction::Replay, PlayAction::LookInto,
                                             PlayAction::TurnBoard, PlayAction::Help,
                                             PlayAction::Quit});
    // No key there changes who plays, starts a game, asks for a hint or tries a position.
    for (const int key : {'m', 'n', 't', 'b', 'o', ':', ' '})
        CHECK(binding_for(key, KeyPlace::Archive, false) == nullptr);
    const std::string hints = play_hints(game("raps"), false, 100, false, KeyPlace::Archive);
    CHECK(hints == "p replay  ? help  q lobby");
    // Over, p opens the review, and says so.
    CHECK(play_hints(game("raps"), false, 100, false, KeyPlace::Archive, true) ==
          "p review  ? help  q lobby");
    CHECK(any_mentions(panel_keys(game("raps"), false, KeyPlace::Archive, true),
                       "p i        review"));
    CHECK_FALSE(any_mentions(panel_keys(game("raps"), false, KeyPlace::Archive), "click"));
}

TEST_CASE("archived game: shown as the record names its players, over, and never played on",
          "[key_help][server]") {
    GameRecord record;
    record.game = "raps";
    record.players = {{"squares", "alice"}, {"circles", "computer (level 3)"}};
    record.result = "circles resigned (computer): squares win";
    record.moves = {"a1-a2"};
    ArchivedGame shown(Session::from_record(record).value(), "Game 7", record.result);
    CHECK(shown.place() == KeyPlace::Archive);
    CHECK(shown.over());  // a resignation: over outside the rules
    CHECK(shown.whereabouts() == "Game 7: circles resigned (computer): squares win");
    // Nobody plays here: each seat as the record names it, no computer played on this terminal.
    CHECK(shown.session().occupants[0].label() == "alice");
    CHECK(shown.session().occupants[1].label() == "computer (level 3)");
    CHECK_FALSE(shown.session().occupants[1].computer());
    CHECK(shown.why_no_move());
    CHECK_FALSE(shown.play("a4-a3"));
    CHECK_FALSE(shown.practice_refused().empty());
}

TEST_CASE("key help: options name who starts only where the players choose", "[key_help]") {
    CHECK(any_mentions(help_keys(game("raps"), false), "who starts"));
    static const GameInfo colours = game_info<ThreeColours>();
    CHECK_FALSE(any_mentions(help_keys(colours, false), "who starts"));
    CHECK(any_mentions(help_keys(colours, false), "the game's options"));
}

TEST_CASE("options screen: a click on < or the value's left half lowers it, > raises it",
          "[key_help]") {
    const std::string row = "Computer level: < 3 >  (1 beginner, 5 strongest)";
    const int open = int(row.find('<')), close = int(row.find('>'));
    CHECK(option_step_at(row, 0) == 0);  // the label only selects the row
    CHECK(option_step_at(row, open - 1) == 0);
    CHECK(option_step_at(row, open) == -1);
    CHECK(option_step_at(row, open + 1) == -1);
    CHECK(option_step_at(row, close - 1) == 1);
    CHECK(option_step_at(row, close) == 1);
    CHECK(option_step_at(row, close + 3) == 0);  // the explanation after the value
    const std::string mode = "Mode:           < Human v Computer >";
    CHECK(option_step_at(mode, int(mode.find("Human"))) == -1);
    CHECK(option_step_at(mode, int(mode.find("Computer"))) == 1);
    CHECK(option_step_at("no value here", 3) == 0);
}

TEST_CASE("help screen: long lines wrap at spaces, indented under themselves", "[key_help]") {
    CHECK(wrap_lines({"short line"}, 20) == std::vector<std::string>{"short line"});
    CHECK(wrap_lines({"  one two three four five"}, 14) ==
          std::vector<std::string>{"  one two", "    three four", "    five"});
    // A position string longer than the screen is cut, not lost.
    const std::string position(30, 'x');
    CHECK(wrap_lines({"  " + position}, 20) ==
          std::vector<std::string>{"  " + position.substr(0, 18), "    " + position.substr(18)});
    CHECK(wrap_lines({""}, 20) == std::vector<std::string>{""});
}

TEST_CASE("key help: Set Board offers turning only where pieces turn", "[key_help]") {
    CHECK(mentions(set_board_hints(game("redtangle")), "[ ] turn"));
    CHECK_FALSE(mentions(set_board_hints(game("raps")), "[ ]"));
    CHECK_FALSE(mentions(set_board_hints(game("rematch")), "[ ]"));
    CHECK(mentions(set_board_hints(game("rematch")), "e done"));
}

TEST_CASE("help pages: the keys, then each section of the rules followed by its figures",
          "[key_help][figures]") {
    const GameInfo& raps = game("raps");
    const std::vector<HelpPage> pages = help_pages(raps, {"keys line"});
    REQUIRE(pages.size() >= 2 + raps.figures.size());
    CHECK(pages[0].heading == "Keys");
    REQUIRE(pages[0].lines.size() > 2);
    CHECK(pages[0].lines[0] == "keys line");
    // Then what the board's marks mean.
    CHECK(pages[0].lines[2] == "The board's marks:");
    CHECK(pages[1].heading == "Rules");  // the title and introduction
    int figures = 0;
    std::string section;
    for (const HelpPage& page : pages) {
        CHECK(page.heading != "Reference figures");  // perft is for developers
        if (page.figure < 0) {
            section = page.heading;
            continue;
        }
        CHECK(page.figure == figures++);  // every figure once, in order
        CHECK(page.heading == section);   // after the text of its own section
        CHECK(raps.figures[std::size_t(page.figure)].section == section);
    }
    CHECK(figures == int(raps.figures.size()));
    CHECK(pages[std::size_t(page_of_figure(pages, 3))].figure == 3);
    CHECK(page_of_figure(pages, -1) == 0);
}

TEST_CASE(
    "keys at a table: a player is offered what the table allows, a watcher only a "
    "watcher's keys",
    "[key_help][table]") {
    const GameInfo& raps = game("raps");
    const auto seat_help = help_keys(raps, false, KeyPlace::Seat);
    CHECK(any_mentions(seat_help, "ask to take back your last move"));
    CHECK(any_mentions(seat_help, "who is here"));
    for (const char* refused_there : {"hint", "new game", "set board", "open a saved game",
                                      "  r                redo", "quit (during a game"})
        CHECK_FALSE(any_mentions(seat_help, refused_there));
    const auto watch_help = help_keys(raps, false, KeyPlace::Watching);
    CHECK(any_mentions(watch_help, "stop watching"));
    CHECK_FALSE(any_mentions(watch_help, "resign"));
    CHECK_FALSE(any_mentions(watch_help, "select a piece"));
    const std::string watch_line = play_hints(raps, false, 100, true, KeyPlace::Watching);
    CHECK(watch_line.find("q stop watching") != std::string::npos);
    CHECK(watch_line.find("take back") == std::string::npos);
    CHECK(watch_line.find("click") == std::string::npos);
    const auto watch_panel = panel_keys(raps, true, KeyPlace::Watching);
    CHECK(std::none_of(watch_panel.begin(), watch_panel.end(), [](const std::string& line) {
        return line.find("resign") != std::string::npos || line.find("select") != std::string::npos;
    }));
}

TEST_CASE("keys of a practice game: back to the rules, nothing that would replace it",
          "[key_help]") {
    const GameInfo& raps = game("raps");
    const std::string line = play_hints(raps, false, 100, true, KeyPlace::Practice);
    CHECK(line.find("Esc/q go back") != std::string::npos);
    CHECK(line.find("q quit") == std::string::npos);
    CHECK(line.find("m options") == std::string::npos);
    CHECK(line.find("t hint") != std::string::npos);
    const auto help = help_keys(raps, false, KeyPlace::Practice);
    CHECK(any_mentions(help, "back to where you tried it (the rules, or the review)"));
    CHECK(any_mentions(help, "  u                undo"));
    CHECK(any_mentions(help, "  r                redo"));
    for (const char* replacing : {"new game", "set board", "open a saved game", "quit (during"})
        CHECK_FALSE(any_mentions(help, replacing));
    const auto panel = panel_keys(raps, true, KeyPlace::Practice);
    CHECK(any_mentions(panel, "go back"));
    CHECK_FALSE(any_mentions(panel, "new, options"));
}

TEST_CASE("keys: each place's line and help name exactly the keys bound there", "[key_help]") {
    // One table drives dispatch and every list of keys: a key a place's help names acts there,
    // and each key bound there is named by its help.
    const GameInfo& raps = game("raps");
    for (KeyPlace place :
         {KeyPlace::Game, KeyPlace::Practice, KeyPlace::Seat, KeyPlace::Watching}) {
        const std::vector<std::string> help = help_keys(raps, true, place);
        for (const KeyBinding& binding : play_keys()) {
            INFO("place " << int(place) << ", keys " << binding.names);
            const bool bound = binding.works_in(place);
            std::string entry = "  " + binding.names;
            entry.append(std::size_t(17 - int(binding.names.size())), ' ');
            entry += binding.help;  // the options' line names the game's own after "options"
            CHECK(any_mentions(help, entry) == bound);
            if (bound)
                for (int key : binding.keys)
                    CHECK(binding_for(key, place, true) == &binding);
        }
        // Every key on the bottom line acts in that place.
        const std::string line = play_hints(raps, false, 200, true, place);
        for (const KeyBinding& binding : play_keys())
            if (!binding.hint.empty() && line.find(binding.hint) != std::string::npos)
                CHECK(binding.works_in(place));
    }
    // The keys a table refuses are not offered there.
    CHECK(binding_for('t', KeyPlace::Seat, false) == nullptr);
    // At a seat, n is no new game of one's own: it offers the table a rematch.
    CHECK(binding_for('n', KeyPlace::Seat, false)->action == PlayAction::OfferRematch);
    CHECK(binding_for('m', KeyPlace::Practice, false) == nullptr);
    CHECK(binding_for('u', KeyPlace::Seat, false)->action == PlayAction::AskTakeBack);
    CHECK(binding_for(' ', KeyPlace::Game, false) == nullptr);  // space selects, outside demos
}

namespace {

enum class Sample { Open, Back, Help, Up };

const ScreenKeys<Sample>& sample_keys() {
    static const ScreenKeys<Sample> keys{
        {Sample::Open, {'\n', '\r', KEY_ENTER}, "Enter open", "open it"},
        {Sample::Back, {key_escape}, "Esc back", "go back"},
        {Sample::Help, {'?', KEY_F(1)}, "? help", "these keys"},
        {Sample::Up, {KEY_UP, 'k'}, "", "the row above"},
    };
    return keys;
}

}  // namespace

TEST_CASE("screen keys: a click on the bottom line is the key whose words are there",
          "[key_help]") {
    // "Enter open  Esc back  ? help"
    REQUIRE(hint_line(sample_keys()) == "Enter open  Esc back  ? help");
    CHECK(hint_at(sample_keys(), 0) == Sample::Open);
    CHECK(hint_at(sample_keys(), 9) == Sample::Open);
    CHECK_FALSE(hint_at(sample_keys(), 10).has_value());  // the gap between two
    CHECK(hint_at(sample_keys(), 12) == Sample::Back);
    CHECK(hint_at(sample_keys(), 22) == Sample::Help);
    CHECK_FALSE(hint_at(sample_keys(), 40).has_value());
    // A key not live is not on the line, and the next one takes its place.
    const LiveActions<Sample> no_back = [](Sample key) { return key != Sample::Back; };
    CHECK(hint_at(sample_keys(), 12, no_back) == Sample::Help);
}

TEST_CASE("screen keys: on a narrow line the last keys give way, and are not clicked there",
          "[key_help]") {
    CHECK(hint_line(sample_keys(), {}, 21) == "Enter open  Esc back");
    CHECK(hint_line(sample_keys(), {}, 19) == "Enter open");
    CHECK(hint_line(sample_keys(), {}, 5).empty());
    CHECK(hint_at(sample_keys(), 12, {}, 21) == Sample::Back);
    CHECK_FALSE(hint_at(sample_keys(), 22, {}, 21).has_value());  // "? help" is not drawn
}

TEST_CASE("screen keys: the keys' page names each key once, its words in a column", "[key_help]") {
    const std::vector<std::string> lines = help_lines(sample_keys());
    REQUIRE(lines.size() == 4);
    CHECK(lines[0] == "  Enter             open it");  // '\n', '\r' and KEY_ENTER are Enter
    CHECK(lines[1] == "  Esc               go back");
    CHECK(lines[2] == "  ?, F1             these keys");
    CHECK(lines[3] == "  up, k             the row above");
}

TEST_CASE("line editor: a name takes letters, digits, - and _, twenty at most", "[key_help]") {
    LineEditor name = LineEditor::name();
    const auto key = [](int code) { return Event{Event::Kind::Key, code}; };
    CHECK(name.type(key('a')) == LineEditor::Typed::Taken);
    CHECK(name.type(key('!')) == LineEditor::Typed::Refused);
    CHECK(name.type(key(KEY_UP)) == LineEditor::Typed::Other);
    CHECK(name.type(key('\n')) == LineEditor::Typed::Other);
    Event accented{Event::Kind::Text};
    accented.text = "é";
    CHECK(name.type(accented) == LineEditor::Typed::Refused);
    for (int i = 1; i < 20; ++i)
        REQUIRE(name.type(key('b')) == LineEditor::Typed::Taken);
    CHECK(name.type(key('c')) == LineEditor::Typed::Full);
    CHECK(name.text() == "a" + std::string(19, 'b'));
    CHECK(name.type(key(KEY_BACKSPACE)) == LineEditor::Typed::Erased);
    CHECK(name.text().size() == 19);
}

TEST_CASE("line editor: any character that shows, Backspace erasing a whole one", "[key_help]") {
    LineEditor line(4);
    Event accented{Event::Kind::Text};
    accented.text = "é";
    CHECK(line.type(accented) == LineEditor::Typed::Taken);
    CHECK(line.type(Event{Event::Kind::Key, '?'}) == LineEditor::Typed::Taken);
    CHECK(line.text() == "é?");
    CHECK(line.type(Event{Event::Kind::Key, 127}) == LineEditor::Typed::Erased);
    CHECK(line.type(Event{Event::Kind::Key, 127}) == LineEditor::Typed::Erased);
    CHECK(line.text().empty());
    for (int i = 0; i < 4; ++i)
        CHECK(line.type(Event{Event::Kind::Key, 'x'}) == LineEditor::Typed::Taken);
    CHECK(line.type(Event{Event::Kind::Key, 'x'}) == LineEditor::Typed::Full);  // four columns
}

TEST_CASE("keys once the game is over: only what still applies is offered", "[key_help][table]") {
    const GameInfo& raps = game("raps");
    // At a seat: no take-back, draw or resigning, no move to type; n offers the next game.
    const std::string seat_line = play_hints(raps, false, 200, true, KeyPlace::Seat, true);
    for (const char* gone : {"u take back", "d draw", "R resign", ": type", "click"})
        CHECK(seat_line.find(gone) == std::string::npos);
    CHECK(seat_line.find("n next game") != std::string::npos);
    CHECK(seat_line.find("p review") != std::string::npos);
    CHECK(seat_line.find("q leave") != std::string::npos);
    const auto seat_panel = panel_keys(raps, true, KeyPlace::Seat, true);
    for (const char* gone : {"take back", "draw", "resign", "select"})
        CHECK_FALSE(any_mentions(seat_panel, gone));
    CHECK(any_mentions(seat_panel, "rematch"));
    // While the game goes on they are all there, and n is not on the line.
    const std::string playing = play_hints(raps, false, 200, true, KeyPlace::Seat, false);
    for (const char* offered : {"u take back", "d draw", "R resign"})
        CHECK(playing.find(offered) != std::string::npos);
    CHECK(playing.find("n next game") == std::string::npos);
    // At home: undo stays (the end can be taken back), no hint and no move to enter.
    const std::string home = play_hints(raps, false, 200, true, KeyPlace::Game, true);
    CHECK(home.find("u/r undo/redo") != std::string::npos);
    CHECK(home.find("n next game") != std::string::npos);
    for (const char* gone : {"t hint", ": type", "click"})
        CHECK(home.find(gone) == std::string::npos);
}
