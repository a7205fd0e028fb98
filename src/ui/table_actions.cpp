#include "table_actions.hpp"

#include <memory>

#include "confirm_screen.hpp"
#include "keys.hpp"
#include "people_screen.hpp"
#include "prompt_screen.hpp"

namespace boardgames::ui {
namespace {

// q at a table: a watcher goes at once, a player is asked (the game waits for them), and the
// host may close the table instead.
void leave_table(Context& context) {
    net::TableClient& table = *context.table;
    const std::string code = table.code();
    if (table.watching()) {
        context.farewell = "boardgames: you stopped watching table " + code +
                           "; watch again with: boardgames watch " + code;
        context.navigator.quit();
        return;
    }
    context.farewell = "boardgames: you left table " + code +
                       (context.game_over() ? "" : "; come back with: boardgames join " + code);
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
    if (context.game_over() && !table.hosting()) {
        context.navigator.quit();
        return;
    }
    context.navigator.show(std::make_unique<ConfirmScreen>(
        context,
        table.hosting() ? (context.game_over() ? "Leave the table, or close it?"
                                               : "Leave the table (the game waits), or close it?")
                        : "Leave the table? The game waits for you (y/n)",
        std::move(answers)));
}

}  // namespace

// The keys of a game at a table: requests to the other players, chat, and leaving.
void act_at_table(Context& context, PlayAction action) {
    net::TableClient& table = *context.table;
    switch (action) {
        case PlayAction::AskTakeBack:
        case PlayAction::OfferDraw:
            if (context.game_over()) return context.say("The game is over", true);
            table.ask(action == PlayAction::AskTakeBack ? net::RequestKind::Undo
                                                        : net::RequestKind::Draw);
            return;
        case PlayAction::OfferRematch:
            if (!context.game_over())
                return context.say("A rematch is offered once the game is over", true);
            table.ask(net::RequestKind::Rematch);
            return;
        case PlayAction::Accept:
        case PlayAction::Decline:
            if (!table.answer_request(action == PlayAction::Accept))
                context.say("Nobody is asking you anything", true);
            return;
        case PlayAction::Resign:
            if (context.game_over()) return context.say("The game is over", true);
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
            return context.navigator.show(std::make_unique<PeopleScreen>(context));
        case PlayAction::LeaveTable:
        case PlayAction::StopWatching:
            return leave_table(context);
        default:
            return;
    }
}

}  // namespace boardgames::ui
