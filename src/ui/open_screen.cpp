#include "open_screen.hpp"

#include <algorithm>
#include <utility>

#include "arrange_screen.hpp"
#include "confirm_screen.hpp"
#include "frame.hpp"
#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {
namespace {

// Cut or padded to `width` columns (names and results may be in any script).
std::string column(const std::string& text, std::size_t width) {
    std::string cut = cut_to_width(text, int(width));
    cut.append(width - std::size_t(display_width(cut)), ' ');
    return cut;
}

// "human v computer (3)": the players of a saved game on one short line.
std::string players_line(const SavedGameSummary& game) {
    std::string line;
    for (const auto& [seat, who] : game.players) {
        std::string shown = who;
        if (const std::size_t level = shown.find("(level "); level != std::string::npos)
            shown.erase(level + 1, 6);
        line += (line.empty() ? "" : " v ") + shown;
    }
    return line;
}

// "squares: human, circles: computer (level 3)".
std::string seats_line(const SavedGameSummary& game) {
    std::string line;
    for (const auto& [seat, who] : game.players)
        line += (line.empty() ? "" : ", ") + seat + ": " + who;
    return line;
}

std::string moves_text(int moves) {
    return std::to_string(moves) + (moves == 1 ? " move" : " moves");
}

}  // namespace

OpenScreen::OpenScreen(Context& context, const std::vector<std::filesystem::path>& files)
    : ctx_(context) {
    for (const std::filesystem::path& file : files)
        games_.push_back(SaveStore::summary(file));
}

void OpenScreen::handle(const Event& event) {
    const int count = int(games_.size());
    switch (event.kind) {
        case Event::Kind::Click: {
            const int row = row_at(event.y, event.x);
            if (row < 0) return;
            // The first click on a row chooses it, the next opens it (a double click too,
            // whichever row was chosen before).
            if (row == clicked_) return open(games_[std::size_t(row)].path);
            clicked_ = row;
            return choose(row);
        }
        case Event::Kind::WheelUp:
        case Event::Kind::WheelDown: {
            const int shown = std::max(rows_shown_, 1);
            first_ = std::clamp(first_ + (event.kind == Event::Kind::WheelUp ? -1 : 1), 0,
                                std::max(0, count - shown));
            return choose(std::clamp(row_, first_, first_ + shown - 1));
        }
        case Event::Kind::Key:
            break;
        default:
            return;
    }
    if (is_up(event.key)) return choose((row_ + count - 1) % count);
    if (is_down(event.key)) return choose((row_ + 1) % count);
    if (event.key == key_escape || event.key == 'q') return ctx_.navigator.show_play();
    if (is_enter(event.key)) return open(games_[std::size_t(row_)].path);
}

void OpenScreen::choose(int row) {
    row_ = row;
    const int shown = std::max(rows_shown_, 1);
    if (row_ < first_) first_ = row_;
    if (row_ >= first_ + shown) first_ = row_ - shown + 1;
}

int OpenScreen::row_at(int y, int x) const {
    if (x < rows_left_ || x >= rows_left_ + rows_width_) return -1;
    if (y < rows_top_ || y >= rows_top_ + rows_shown_) return -1;
    const int row = first_ + y - rows_top_;
    return row < int(games_.size()) ? row : -1;
}

void OpenScreen::open(const std::filesystem::path& path) {
    ctx_.navigator.show_play();
    auto opened = SaveStore::open(path);
    if (!opened) return ctx_.say("Not loaded: " + opened.error(), true);
    ctx_.navigator.begin_play();  // over an arrangement too: the game loaded replaces it
    ctx_.session() = std::move(opened).value();
    ctx_.position_changed();
    ctx_.say("Loaded " + path.filename().string(), false);
}

void OpenScreen::draw(Frame& frame) {
    const int count = int(games_.size());
    const int width = std::min(frame.columns() - 2, 96), top = 3;
    const int left = std::max(0, (frame.columns() - width) / 2);
    // The title, a blank, the heading, the rows, a blank, two lines on the chosen game, a blank.
    rows_shown_ = std::clamp(frame.lines() - 5 - top - 7, 1, count);
    rows_top_ = top + 3;
    rows_left_ = left + 1;
    rows_width_ = width - 2;
    choose(row_);
    first_ = std::clamp(first_, 0, std::max(0, count - rows_shown_));
    frame.box(top, left, rows_shown_ + 7, width, "Open a saved game");

    std::size_t title_width = 4;
    for (const SavedGameSummary& game : games_)
        title_width = std::max(title_width, std::size_t(display_width(game.game)));
    const auto line = [&](const std::string& date, const std::string& game,
                          const std::string& moves, const std::string& result,
                          const std::string& players) {
        return column(date, 16) + "  " + column(game, title_width) + "  " +
               column(
                   std::string(std::max<std::size_t>(moves.size(), 5) - moves.size(), ' ') + moves,
                   5) +
               "  " + column(result, 13) + "  " + players;
    };
    const std::size_t room = std::size_t(std::max(0, width - 4));
    frame.put(top + 2, left + 2, column(line("Date", "Game", "Moves", "Result", "Players"), room),
              A_REVERSE | A_BOLD | A_UNDERLINE);
    for (int shown = 0; shown < rows_shown_; ++shown) {
        const int index = first_ + shown;
        if (index >= count) break;
        const SavedGameSummary& game = games_[std::size_t(index)];
        const std::string text =
            game.error.empty()
                ? line(game.date.substr(0, 16), game.game, std::to_string(game.moves),
                       game.result.substr(0, game.result.find(" (")), players_line(game))
                : game.path.filename().string() + "  (cannot be read)";
        // The chosen row stands out of the box: normal video in a reverse-video box.
        std::string row(1, ' ');
        row += column(text, room);
        row += ' ';
        frame.put(rows_top_ + shown, left + 1, row, index == row_ ? A_BOLD : A_REVERSE);
    }

    const SavedGameSummary& chosen = games_[std::size_t(row_)];
    const std::string about =
        chosen.path.filename().string() + ": " +
        (chosen.error.empty()
             ? moves_text(chosen.moves) + ", " + chosen.result + ". " + seats_line(chosen) + "."
             : chosen.error);
    const std::vector<std::string> lines = wrap_text(about, int(room));
    for (std::size_t i = 0; i < lines.size() && i < 2; ++i)
        frame.put(rows_top_ + rows_shown_ + 1 + int(i), left + 2, lines[i], A_REVERSE);
}

void open_saved_game(Context& context) {
    if (!context.options.writes_files)
        return context.say("Not here: the lobby opens the archive's games", true);
    auto files = context.saves.saved_games();
    if (files.empty())
        return context.say("No saved games in " + context.saves.folder().string(), true);
    confirm_if_playing(context, "Abandon this game to open a saved one?",
                       [&context, files = std::move(files)] {
                           context.navigator.show(std::make_unique<OpenScreen>(context, files));
                       });
}

void save_game(Context& context) {
    if (!context.options.writes_files)
        return context.say("Not here: the server's archive keeps this game", true);
    const auto saved = context.saves.save(context.session());
    if (!saved) return context.say("Not saved: " + saved.error(), true);
    context.mark_saved();
    context.say("Saved to " + saved->string(), false);
}

bool offer_resume(Context& context) {
    const GameInfo& game = context.session().game();
    auto found = context.saves.interrupted(game);
    if (!found) {  // damaged: said once, the file kept aside for the curious
        context.say("The interrupted game could not be read: " + found.error(), true);
        return false;
    }
    if (!found->has_value()) return false;
    auto interrupted = std::make_shared<InterruptedGame>(std::move(*found.value()));
    const int moves = int(interrupted->session.match().ply());
    const auto resume = [&context, interrupted, moves] {
        context.session() = std::move(interrupted->session);
        context.saves.discard_interrupted(context.session().game());
        context.navigator.begin_play();
        context.position_changed();
        context.say("Resumed the game after " + moves_text(moves), false);
    };
    const auto keep_and_start = [&context, interrupted] {
        const auto kept = context.saves.keep_interrupted(*interrupted);
        if (context.options.arrange) begin_arrangement(context);
        if (!kept) return context.say(kept.error() + "; it is offered again next time", true);
        context.say("The interrupted game is kept as " + kept->filename().string() + ": o opens it",
                    false);
    };
    context.navigator.show(std::make_unique<ConfirmScreen>(
        context, "Resume the game after " + moves_text(moves) + "? (y/n)",
        std::vector<ConfirmScreen::Answer>{
            {'y', "y resume it", resume},
            {'n', "n new game (it stays among the saved games)", keep_and_start}},
        ConfirmScreen::Details{
            "An interrupted game",
            {"The " + std::string(game.title) + " game interrupted on " + interrupted->date +
                 " after " + moves_text(moves) + " was kept in " +
                 context.saves.autosave_path(game).string() + ".",
             "y resumes it. n starts a new game and keeps this one among the saved games, "
             "which o opens."}}));
    return true;
}

}  // namespace boardgames::ui
