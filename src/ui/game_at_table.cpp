#include "game_at_table.hpp"

#include <curses.h>

#include <algorithm>

#include "confirm_screen.hpp"
#include "context.hpp"
#include "keys.hpp"
#include "people_screen.hpp"
#include "prompt_screen.hpp"

namespace boardgames::ui {

GameAtTable::GameAtTable(std::unique_ptr<net::TableClient> table, bool bell)
    : PlayedGame(table->take_session()), table_(std::move(table)), bell_(bell) {}

KeyPlace GameAtTable::place() const {
    return table_->watching() ? KeyPlace::Watching : KeyPlace::Seat;
}

std::optional<std::string> GameAtTable::why_no_move() const {
    if (over()) return "The game is over: p to replay it, q to leave the table";
    if (!session_.human_to_move())
        return table_->watching() ? "You are watching: the players move"
                                  : "Wait: " + session_.occupant_to_move().label() + " is to move";
    if (!table_->connected()) return "Wait: not connected to the table";
    if (table_->move_pending()) return "Wait: your move is on its way to the table";
    return std::nullopt;
}

// The table plays it, or says why not.
Result<bool> GameAtTable::play(const std::string& move) {
    const auto legal = session_.match().resolve(move);
    if (!legal) return fail(legal.error());
    table_->play(*legal);
    table_->set_move_pending();
    return false;
}

std::string GameAtTable::turn_status(const Context& context) const {
    const std::string where = "table " + table_->code() + ": ";
    if (!table_->final_word().empty()) return where + table_->final_word() + " (q leaves)";
    if (over()) {
        // A game ended outside the rules (resigned, agreed, on time) is told as the table says.
        const std::vector<std::string> sentences = ended_outside_rules().empty()
                                                       ? session_.game_over_sentences()
                                                       : std::vector<std::string>{result()};
        const std::string next =
            session_.series() && session_.series()->winner() < 0 ? "n: next game" : "n: rematch";
        if (table_->watching()) return game_over_line(sentences, {"p: review   q: leave"}, COLS);
        return game_over_line(sentences, {next + "   p: review   q: leave", next}, COLS);
    }
    if (const auto seconds = table_->retry_in())
        return where + table_->last_drop() + "; trying again " +
               (*seconds > 0 ? "in " + std::to_string(*seconds) + " s" : "now") + " (q leaves)";
    if (!table_->connected()) return where + "connecting...";
    const std::string text = context.mover_text(session_.match());
    if (table_->watching()) return text + " (you are watching table " + table_->code() + ")";
    if (!session_.human_to_move())
        return text + ": " + session_.occupant_to_move().label() + " is to play";
    if (table_->move_pending()) return text + ": your move is on its way";
    return text +
           (context.entry.active() ? context.entering_text() : ": your turn, select a piece");
}

std::string GameAtTable::whereabouts() const {
    const std::string table = "table " + table_->code();
    if (over()) return table + ": " + result();
    return table +
           (table_->watching() ? " (watching)" : ", you: " + session_.seat_name(table_->seat()));
}

GameNews GameAtTable::hear() {
    net::TableClient::Update update = table_->poll(session_);
    return {
        update.position_changed,
        std::move(update.notes),
        update.errors,
        update.dropped,
        update.broken.empty() ? std::string{} : "table " + table_->code() + ": " + update.broken,
        update.ended.empty() ? std::string{} : "table " + table_->code() + ": " + update.ended};
}

// A table whose connection dropped keeps its countdown to the next try up; a clock running,
// its seconds (its tenths when low).
std::optional<int> GameAtTable::wait_ms(Clock::time_point now) const {
    if (table_->fd() < 0) return 200;
    if (table_->clock_running() >= 0)
        return clock_low(table_->clock_left(table_->clock_running(), now)) ? 100 : 250;
    return std::nullopt;
}

std::vector<Frame::SeatClock> GameAtTable::clocks(Clock::time_point now) const {
    std::vector<Frame::SeatClock> clocks;
    if (!table_->has_clock()) return clocks;
    for (int seat = 0; seat < int(session_.seats().size()); ++seat) {
        const auto left = table_->clock_left(seat, now);
        const bool running = seat == table_->clock_running();
        clocks.push_back({clock_text(left), running, running && clock_low(left)});
    }
    return clocks;
}

// What a person at this seat is waited for, each time it newly is: the turn (against a person:
// the computer's quick replies would ring all game), a request, a knock.
bool GameAtTable::newly_waited_for() {
    const bool against_person =
        std::any_of(table_->seats().begin(), table_->seats().end(),
                    [](const net::SeatView& seat) { return seat.person(); });
    const bool my_turn = !table_->watching() && !over() && against_person &&
                         table_->arranging().empty() && session_.seat_to_move() == table_->seat();
    // A new knock rings once in a while at most: strangers knocking in turn cannot keep the
    // host's terminal ringing (each still shows on the request line).
    const auto now = Clock::now();
    const bool knock_rings =
        table_->knocks().size() > was_knocking_ &&
        (knock_rang_ == Clock::time_point{} || now - knock_rang_ >= knock_bell_interval);
    if (knock_rings) knock_rang_ = now;
    const bool news = (my_turn && !was_my_turn_) ||
                      (table_->asked() && table_->asked() != was_asked_) || knock_rings;
    const bool ring = news && heard_ && bell_;
    heard_ = true;
    was_my_turn_ = my_turn;
    was_asked_ = table_->asked();
    was_knocking_ = table_->knocks().size();
    return ring;
}

const std::vector<int>* GameAtTable::shared_arrangement() const {
    return table_->arranging().empty() ? nullptr : &table_->arranging();
}

std::string GameAtTable::farewell() const {
    return "boardgames: you left table " + table_->code() + "; come back with: boardgames join " +
           table_->code();
}

namespace {

// q at a table: a watcher goes at once, a player is asked (the game waits for them), and the
// host may close the table instead.
void leave_table(Context& context, net::TableClient& table, bool over) {
    const std::string code = table.code();
    if (table.watching()) {
        context.farewell = "boardgames: you stopped watching table " + code +
                           "; watch again with: boardgames watch " + code;
        return context.navigator.quit();
    }
    context.farewell = "boardgames: you left table " + code +
                       (over ? "" : "; come back with: boardgames join " + code);
    if (over && !table.hosting()) return context.navigator.quit();
    std::vector<ConfirmScreen::Answer> answers{
        {'y', "y leave", [&context] { context.navigator.quit(); }}};
    if (table.hosting())
        answers.push_back({'c', "c close the table", [&context, &table, code] {
                               table.close_table();
                               context.farewell = "boardgames: you closed table " + code +
                                                  "; boardgames reopen " + code + " opens it again";
                               context.navigator.quit();
                           }});
    answers.push_back({'n', "n stay", [] {}});
    answers.push_back({key_escape, "Esc stay", [] {}});
    context.navigator.show(std::make_unique<ConfirmScreen>(
        context,
        table.hosting() ? (over ? "Leave the table, or close it?"
                                : "Leave the table (the game waits), or close it?")
                        : "Leave the table? The game waits for you (y/n)",
        std::move(answers)));
}

}  // namespace

// The keys of a game at a table: requests to the other players, chat, and leaving.
void GameAtTable::act(Context& context, PlayAction action) {
    net::TableClient& table = *table_;
    switch (action) {
        case PlayAction::AskTakeBack:
        case PlayAction::OfferDraw:
            if (over()) return context.say("The game is over", true);
            return table.ask(action == PlayAction::AskTakeBack ? net::RequestKind::Undo
                                                               : net::RequestKind::Draw);
        case PlayAction::OfferRematch:
            if (!over()) return context.say("A rematch is offered once the game is over", true);
            return table.ask(net::RequestKind::Rematch);
        case PlayAction::Accept:
        case PlayAction::Decline:
            if (!table.answer_request(action == PlayAction::Accept))
                context.say("Nobody is asking you anything", true);
            return;
        case PlayAction::Resign:
            if (over()) return context.say("The game is over", true);
            return context.navigator.show(std::make_unique<ConfirmScreen>(
                context, "Resign this game? (y/n)",
                std::vector<ConfirmScreen::Answer>{{'y', "y resign", [&table] { table.resign(); }},
                                                   {'n', "n play on", [] {}},
                                                   {key_escape, "Esc play on", [] {}}}));
        case PlayAction::Chat:
            return context.navigator.show(std::make_unique<PromptScreen>(
                context.navigator,
                "Say: ", "a line for everyone at the table, Enter to send, Esc to cancel",
                [&table](const std::string& typed) {
                    if (const std::string text = net::clean_text(typed); !text.empty())
                        table.chat(text);
                }));
        case PlayAction::People:
            return context.navigator.show(std::make_unique<PeopleScreen>(context, table));
        case PlayAction::LeaveTable:
        case PlayAction::StopWatching:
            return leave_table(context, table, over());
        default:
            return PlayedGame::act(context, action);
    }
}

}  // namespace boardgames::ui
