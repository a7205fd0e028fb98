#include "play_screen.hpp"

#include <string_view>

#include "confirm_screen.hpp"
#include "frame.hpp"
#include "help_screen.hpp"
#include "key_help.hpp"
#include "keys.hpp"
#include "open_screen.hpp"
#include "options_screen.hpp"
#include "people_screen.hpp"
#include "prompt_screen.hpp"
#include "replay_screen.hpp"
#include "set_board_screen.hpp"

namespace boardgames::ui {

PlayScreen::PlayScreen(Context& context)
    : ctx_(context),
      input_(
          context, [this] { return can_human_move(); },
          [this](const std::string& move) { play(move); }) {}

void PlayScreen::handle(const Event& event) {
    // Once the game is over, what an event says lasts until the next: then the status line
    // says the result again.
    if (ctx_.game_over() && event.kind != Event::Kind::Release) ctx_.say("", false);
    if (event.kind == Event::Kind::Key && event.key == ' ' && !ctx_.table &&
        ctx_.session.mode() == Mode::ComputerVsComputer) {
        ctx_.paused = !ctx_.paused;
        return ctx_.say(ctx_.paused ? "Demo paused: space to go on" : "", false);
    }
    // A practice game from a figure of the rules: Esc (with nothing selected) and q go back.
    if (ctx_.practice && event.kind == Event::Kind::Key &&
        (event.key == 'q' || (event.key == key_escape && !ctx_.entry.active())))
        return ctx_.end_practice();
    const BoardInput input = input_.handle(event);
    if (input.kind != BoardInput::Kind::Key) return;
    if (ctx_.table && table_key(input.key)) return;
    // A practice game is one position to try: what would replace it waits for the rules.
    if (ctx_.practice && std::string_view("nmboL").find(char(input.key)) != std::string_view::npos)
        return ctx_.say("Not during a practice game: Esc goes back to the rules first", true);
    switch (input.key) {
        case ':':
            if (!can_human_move()) return;
            return ctx_.show(std::make_unique<PromptScreen>(
                ctx_, "Move: ", "type a move such as a2Xc4, Enter to play, Esc to cancel",
                [this](const std::string& typed) { play_typed(typed); }));
        case 't':
            return hint();
        case 'u':
            return undo();
        case 'r':
            return redo();
        case 'n': {
            const auto& series = ctx_.session.series();
            if (series && series->winner() < 0 && ctx_.session.match().outcome().over())
                return ctx_.next_series_game();
            return confirm_if_playing(ctx_, "Abandon this game for a new one?",
                                      [&context = ctx_] { context.new_game(); });
        }
        case 'q':
            return quit_game(ctx_);
        case '?':
        case KEY_F(1):
            if (ctx_.practice)  // the rules at the figure tried
                return ctx_.show(
                    std::make_unique<HelpScreen>(ctx_, ctx_.practice->figure, ctx_.practice->move));
            return ctx_.show(std::make_unique<HelpScreen>(ctx_));
        case 'm':
            return ctx_.show(std::make_unique<OptionsScreen>(ctx_));
        case 'b':
            return ctx_.show(std::make_unique<SetBoardScreen>(ctx_));
        case 'p':
            return open_replay();
        case 's':
            return save_game(ctx_);
        case 'L':
        case 'o':  // 'l' moves the cursor, so opening is on 'o' (and 'L')
            return open_saved_game(ctx_);
        default:
            return ctx_.say("Unknown key: press ? for help", true);
    }
}

void PlayScreen::play_typed(const std::string& typed) {
    std::string move = typed;
    move.erase(0, move.find_first_not_of(' '));
    move.erase(move.find_last_not_of(' ') + 1);
    if (move.empty() || !can_human_move()) return;
    ctx_.entry.cancel();
    play(move);
}

// The keys of a game at a table: requests to the other players instead of the local undo,
// redo and new game. True when the key was one of them.
bool PlayScreen::table_key(int key) {
    net::TableClient& table = *ctx_.table;
    const bool seated = !table.watching();
    const auto refuse = [&](const std::string& why) {
        ctx_.say(why, true);
        return true;
    };
    switch (key) {
        case 'u':
        case 'd':
            if (!seated) return refuse("You are watching: only the players ask");
            if (ctx_.game_over()) return refuse("The game is over");
            table.send(key == 'u' ? "undo" : "draw");
            return true;
        case 'a':
        case 'x':
            if (!table.answer_request(key == 'a')) return refuse("Nobody is asking you anything");
            return true;
        case 'R':
            if (!seated) return refuse("You are watching: only the players resign");
            if (ctx_.game_over()) return refuse("The game is over");
            ctx_.show(std::make_unique<ConfirmScreen>(
                ctx_, "Resign this game? (y/n)",
                std::vector<ConfirmScreen::Answer>{
                    {'y', "y resign", [&table] { table.send("resign"); }},
                    {'n', "n play on", [] {}},
                    {key_escape, "Esc play on", [] {}}}));
            return true;
        case 'c':
            ctx_.show(std::make_unique<PromptScreen>(
                ctx_, "Say: ", "a line for everyone at the table, Enter to send, Esc to cancel",
                [&table](const std::string& typed) {
                    if (const std::string text = net::clean_text(typed); !text.empty())
                        table.send("chat", {text});
                }));
            return true;
        case 'w':
            ctx_.show(std::make_unique<PeopleScreen>(ctx_));
            return true;
        case 't':
            return refuse("No hints at a shared table");
        case 'r':
        case 'n':
        case 'm':
        case 'b':
        case 'o':
        case 'L':
            if (!seated) return refuse("You are watching: the players play the table's game");
            return refuse("Not at a shared table: the table keeps one game (q leaves it)");
        case 'q':
            return leave_table();
        default:
            return !seated && key != 'p' && key != '?' && key != KEY_F(1) && key != 's' &&
                   refuse("You are watching: c chat, w who is here, p replay, q stop watching");
    }
}

// q at a table: a watcher goes at once, a player is asked (the game waits for them), and the
// host may close the table instead.
bool PlayScreen::leave_table() {
    net::TableClient& table = *ctx_.table;
    const std::string code = table.code();
    if (table.watching()) {
        ctx_.farewell = "boardgames: you stopped watching table " + code +
                        "; watch again with: boardgames watch " + code;
        ctx_.quit();
        return true;
    }
    ctx_.farewell = "boardgames: you left table " + code +
                    (ctx_.game_over() ? "" : "; come back with: boardgames join " + code);
    std::vector<ConfirmScreen::Answer> answers{
        {'y', "y leave", [&context = ctx_] { context.quit(); }}};
    if (table.hosting())
        answers.push_back({'c', "c close the table", [&context = ctx_, &table, code] {
                               table.send("close");
                               context.farewell = "boardgames: you closed table " + code +
                                                  "; boardgames reopen " + code + " opens it again";
                               context.quit();
                           }});
    answers.push_back({'n', "n stay", [] {}});
    answers.push_back({key_escape, "Esc stay", [] {}});
    if (ctx_.game_over() && !table.hosting()) {
        ctx_.quit();
        return true;
    }
    ctx_.show(std::make_unique<ConfirmScreen>(
        ctx_,
        table.hosting() ? (ctx_.game_over() ? "Leave the table, or close it?"
                                            : "Leave the table (the game waits), or close it?")
                        : "Leave the table? The game waits for you (y/n)",
        std::move(answers)));
    return true;
}

bool PlayScreen::can_human_move() {
    if (ctx_.table && ctx_.game_over()) {
        ctx_.say("The game is over: p to replay it, q to leave the table", true);
        return false;
    }
    if (ctx_.table && !ctx_.session.human_to_move()) {
        ctx_.say(ctx_.table->watching()
                     ? "You are watching: the players move"
                     : "Wait: " + ctx_.session.player_to_move().label() + " is to move",
                 true);
        return false;
    }
    if (ctx_.table && !ctx_.table->connected()) {
        ctx_.say("Wait: not connected to the table", true);
        return false;
    }
    if (ctx_.table && ctx_.table->move_pending()) {
        ctx_.say("Wait: your move is on its way to the table", true);
        return false;
    }
    if (ctx_.session.match().outcome().over()) {
        ctx_.say("The game is over: n for a new game, p to replay it", true);
        return false;
    }
    if (ctx_.session.mode() == Mode::ComputerVsComputer) {
        ctx_.say("You are watching: space pauses the demo, m changes who plays", true);
        return false;
    }
    if (!ctx_.session.human_to_move()) {
        ctx_.say("Wait: the computer is to move", true);
        return false;
    }
    return true;
}

void PlayScreen::play(const std::string& move) {
    if (ctx_.table) {  // the table plays it, or says why not
        const auto legal = ctx_.session.match().resolve(move);
        if (!legal) return ctx_.say(legal.error(), true);
        ctx_.entry.cancel();
        ctx_.table->send("move", {*legal});
        ctx_.table->set_move_pending();
        return ctx_.say("", false);
    }
    const auto played = ctx_.session.play(move);
    if (!played) return ctx_.say(played.error(), true);
    ctx_.position_changed();
}

void PlayScreen::undo() {
    Session& session = ctx_.session;
    const bool done =
        session.mode() == Mode::HumanVsComputer ? session.undo_to_human() : session.undo();
    if (!done) return ctx_.say("Nothing to undo", true);
    ctx_.position_changed();
    ctx_.say("Undone: r to redo", false);
}

void PlayScreen::redo() {
    Session& session = ctx_.session;
    if (!session.redo()) return ctx_.say("Nothing to redo", true);
    while (session.mode() == Mode::HumanVsComputer && !session.human_to_move() &&
           session.can_redo())
        session.redo();
    ctx_.position_changed();
}

void PlayScreen::hint() {
    if (!can_human_move()) return;
    if (ctx_.computer.thinking()) return ctx_.say("Thinking...", false);
    // Level 4's budget, without its noise: a hint is the best move it finds.
    ai::Limits limits = ctx_.session.game().level_limits(4, ctx_.random());
    limits.noise = 0;
    ctx_.computer.start(ctx_.session.match(), limits, true);
    ctx_.say("Thinking of a hint...", false);
}

void PlayScreen::open_replay() {
    if (ctx_.session.match().record().empty()) return ctx_.say("No moves to replay yet", true);
    ctx_.show(std::make_unique<ReplayScreen>(ctx_));
}

void PlayScreen::draw(Frame& frame) {
    const AnyMatch& match = ctx_.session.match();
    // Pieces to move and where are marked for a person to move only, not for one watching
    // (marking the computer's pieces while it thinks also cost 2 KB a move over SSH).
    const EnteredBoard entered =
        entered_board(ctx_, ctx_.session.human_to_move() && !match.outcome().over());
    const std::string right =
        ctx_.table ? "table " + ctx_.table->code() +
                         (ctx_.table->watching()
                              ? " (watching) "
                              : ", you: " + ctx_.session.seat_name(ctx_.table->seat()) + " ")
        : ctx_.practice ? "practice: figure " + std::to_string(ctx_.practice->figure + 1) + " "
                        : std::string(mode_name(ctx_.session.mode())) + " ";
    frame.table(ctx_.session, match, entered.view, entered.marks, right);
    // A request waiting for an answer has a line of its own, above the board: the chat on the
    // status line cannot hide it.
    if (ctx_.table)
        if (const std::string request = ctx_.table->request_line(); !request.empty())
            frame.put(Frame::board_top - 1, 0, request, frame.attribute(Role::Error));
    frame.status_or(ctx_.message(), ctx_.message_is_error(), ctx_.turn_status());
}

std::string PlayScreen::hints() const {
    return play_hints(ctx_.session.game(),
                      !ctx_.table && ctx_.session.mode() == Mode::ComputerVsComputer, COLS,
                      ctx_.entry.pass_move() != nullptr, ctx_.key_place());
}

}  // namespace boardgames::ui
