#include "context.hpp"

#include <algorithm>
#include <utility>

#include "arrange_screen.hpp"
#include "figure_scene.hpp"
#include "help_screen.hpp"
#include "keys.hpp"

namespace boardgames::ui {

Context::Context(Terminal& terminal, Navigator& navigator, std::unique_ptr<PlayedGame> game,
                 const AppOptions& options)
    : terminal(terminal),
      options(options),
      random(options.seed ? options.seed : unsigned(Clock::now().time_since_epoch().count())),
      navigator(navigator),
      game_(std::move(game)) {
    if (options.series_target > 0) session().start_series(options.series_target);
    settings = {options.mode,
                options.human_side,
                session().game().players_choose_first ? session().match().to_move() : -1,
                options.level,
                session().options(),
                options.series_target};
}

BoardInput Context::board_input(const Event& event, const BoardView& view) {
    // Over the board as shown, so that the arrow keys step the way they point on the screen.
    return pointer.input(
        event, shown_view(view), [this](int cell) { return entry.can_start_at(cell); },
        session().match().ply());
}

int Context::person_seat() const {
    if (!takes_moves(key_place())) return -1;
    if (const int own = game_->own_seat(); own >= 0) return own;
    // A practice keeps the side of the game it interrupted: the board does not turn under a
    // figure tried.
    const std::vector<Occupant>& occupants = game_to_keep().occupants;
    int seat = -1;
    for (std::size_t s = 0; s < occupants.size(); ++s)
        if (occupants[s].human()) {
            if (seat >= 0) return -1;  // people at one keyboard: no side is theirs alone
            seat = int(s);
        }
    return seat;
}

bool Context::turned_by_default() const {
    const Session& game = game_to_keep();
    const int seat = person_seat();
    if (seat < 0 || std::size_t(seat) >= game.seats().size()) return false;
    return stands_at_top(game.match().start_board_view(), game.seats()[std::size_t(seat)].movers);
}

std::optional<std::pair<int, int>> Context::drag(const Event& event) {
    return pointer.drag(event, session().match().ply());
}

void Context::position_changed() {
    const bool demo = session().mode() == Mode::ComputerVsComputer;
    computer.new_position(Clock::now() + std::chrono::milliseconds(demo ? options.demo_delay_ms
                                                                        : options.reply_delay_ms));
    marks.hint.clear();
    looked_into.clear();
    move_list.scrolled = 0;  // the list follows the game again
    const AnyMatch& match = session().match();
    const BoardView view = match.board_view();
    std::vector<std::string> names(view.cells.size() + 1);
    for (const CellView& cell : view.cells) {
        if (cell.cell >= int(names.size())) names.resize(std::size_t(cell.cell) + 1);
        names[std::size_t(cell.cell)] = cell.name;
    }
    entry.reset(match.legal_inputs(), names);
    mark_last_round();
    keep_movable();
    if (match.outcome().over()) {
        say("", false);  // the status line says it for as long as the game is over
    } else if (!game_->plays_forced_passes() && match.pass_forced()) {  // the table plays it
        say(capitalised(match.mover_name()) + " has no move and passes", false);
    } else if (const std::string mover = capitalised(match.mover_name());
               session().human_to_move() && session().play_forced_pass()) {
        // Nothing to choose: the session played the pass, and the person is told why.
        position_changed();
        if (!session().match().outcome().over()) say(mover + " had no move and passed", false);
    } else if (session().human_to_move()) {
        // The rule that narrows the moves, after who is to move (and which colour: a team's),
        // and a warning before a move that would end the game against the mover.
        const std::string note = match.constraint_note();
        const std::string warning = match.ending_warning();
        if (!warning.empty())  // news, not an error: a draw may be welcome
            say(mover_text(match) + (note.empty() ? "" : ": " + note) + "; " + warning, false);
        else
            say(note.empty() ? "" : mover_text(match) + ": " + note, false);
    } else {
        say("", false);
    }
}

std::string Context::entering_text() const {
    // Mid-sequence with no move complete yet (a capture that must go on): said as such.
    if (entry.path().size() >= 2 && !entry.pending())
        return ": the move goes on: click its next landing (highlighted), Esc to cancel";
    return ": click a highlighted target, Esc to cancel";
}

std::string Context::mover_text(const AnyMatch& shown) const {
    // The colour that moves, and its side where the side is more than that colour: "White to
    // move (the team)".
    const GameInfo& info = session().game();
    const std::string mover = shown.mover_name();
    const std::string& side =
        info.side_names[std::size_t(info.side_of_mover[std::size_t(shown.to_move())])];
    return capitalised(mover) + " to move" + (side == mover ? "" : " (the " + side + ")");
}

bool Context::restart_from(const std::string& position) {
    // The game's own reason, without the session's "bad position '...'" around it.
    const GameInfo& game = session().game();
    if (auto checked = game.new_match(game, position); !checked) {
        say("Refused: " + checked.error(), true);
        return false;
    }
    auto fresh = Session::start(game, position, session().options());
    if (!fresh) {
        say("Refused: " + fresh.error(), true);
        return false;
    }
    Session restarted = std::move(fresh).value();
    restarted.occupants = session().occupants;
    restarted.continue_series_of(session());  // an arrangement is the same game of the series
    session() = std::move(restarted);
    position_changed();
    return true;
}

bool Context::start_practice(int figure, int move, bool against_computer) {
    if (const std::string why = game_->practice_refused(); !why.empty()) {
        say(why, true);
        return false;
    }
    const GameInfo& info = session().game();
    const Figure& shown = info.figures[std::size_t(figure)];
    auto fresh = figure_session(info, shown);
    if (!fresh) {  // the figure tests keep this from happening
        say("Figure " + std::to_string(figure + 1) + ": " + fresh.error(), true);
        return false;
    }
    if (fresh->match().outcome().over()) {
        say("The game is over in this figure: there is nothing to try", true);
        return false;
    }
    if (!start_practice(std::move(fresh).value(), against_computer,
                        "figure " + std::to_string(figure + 1), [figure, move](Context& context) {
                            return std::make_unique<HelpScreen>(context, figure, move);
                        }))
        return false;
    practice->figure = figure;
    practice->move = move;
    say("Practice from figure " + std::to_string(figure + 1) +
            (against_computer ? " against the computer" : " with a friend") +
            ": Esc goes back to the rules",
        false);
    return true;
}

bool Context::start_practice(Session started, bool against_computer, const std::string& from,
                             std::function<std::unique_ptr<Screen>(Context&)> back) {
    if (const std::string why = game_->practice_refused(); !why.empty()) {
        say(why, true);
        return false;
    }
    // A practice replacing a practice: the game under way still waits.
    if (!practice)
        practice.emplace(Practice{-1, 0, paused, std::move(session()), settings, {}, {}});
    practice->figure = -1;
    practice->from = from;
    practice->back = std::move(back);
    session() = std::move(started);
    session().set_mode(against_computer ? Mode::HumanVsComputer : Mode::HumanVsHuman,
                       session().seat_to_move(), settings.level);
    paused = false;
    position_changed();
    if (!session().match().outcome().over())
        say("Trying " + from + (against_computer ? " against the computer" : " with a friend") +
                ": Esc goes back",
            false);
    return true;
}

void Context::end_practice() {
    if (!practice) return;
    const auto back = std::move(practice->back);
    session() = std::move(practice->interrupted);
    settings = std::move(practice->settings);
    paused = practice->paused;
    practice.reset();
    position_changed();
    navigator.show(back(*this));
}

std::string Context::review_refused() const {
    if (std::string why = game_->review_refused(); !why.empty()) return why;
    return options.review_allowance ? options.review_allowance() : std::string{};
}

void Context::new_game() {
    const GameInfo& info = session().game();
    auto fresh = Session::start(info, info.start_position(settings.first, settings.options),
                                settings.options);
    if (!fresh) return say(fresh.error(), true);
    session() = std::move(fresh).value();
    settings.human_seat = std::min(settings.human_seat, int(session().seats().size()) - 1);
    session().set_mode(settings.mode, settings.human_seat, settings.level);
    if (settings.series > 0) session().start_series(settings.series);
    paused = false;
    position_changed();
    say("New game: " + std::string(mode_name(settings.mode)) +
            (settings.series > 0 ? ", a series to " + std::to_string(settings.series) + " points"
                                 : ""),
        false);
    begin_arrangement(*this);
}

void Context::next_series_game() {
    if (!session().next_series_game()) return say("The game is not over yet", true);
    paused = false;
    position_changed();
    const Series& series = *session().series();
    say("Game " + std::to_string(series.current_game() + 1) +
            " of the series: everyone moves one seat on",
        false);
    begin_arrangement(*this);
}

std::vector<int> Context::cells_of(const std::string& move) const {
    return clicked_cells(session().match(), move);
}

bool Context::moved_by_person_here(int mover) const {
    return session().occupants[std::size_t(session().seat_of_mover(mover))].human();
}

std::size_t Context::moves_of_last_round() const {
    const std::size_t played = session().match().record().size();
    const std::size_t round = std::max<std::size_t>(session().seats().size(), 1);
    auto before = session().match().clone();
    std::size_t moves = 0;
    while (moves < std::min(played, round)) {
        before->undo();
        ++moves;
        if (moved_by_person_here(before->to_move())) return moves;
    }
    return std::min<std::size_t>(played, 1);  // no person here moved in the round: the last
}

void Context::mark_last_round() {
    marks.last_move.clear();
    marks.captured.clear();
    const auto add = [](std::vector<int>& to, const std::vector<int>& cells) {
        for (const int cell : cells)
            if (std::find(to.begin(), to.end(), cell) == to.end()) to.push_back(cell);
    };
    const std::vector<std::string> played = session().match().record();
    auto after = session().match().clone();
    for (std::size_t moves = moves_of_last_round(); moves > 0; --moves) {
        auto before = after->clone();
        before->undo();
        const std::vector<int> cells = clicked_cells(*before, played[before->ply()]);
        add(marks.last_move, cells);
        add(marks.captured, captured_cells(before->board_view(), after->board_view(), cells));
        after = std::move(before);
    }
}

void Context::keep_movable() {
    if (session().match().outcome().over()) return marks.movable.clear();
    if (session().human_to_move()) {
        marks.movable = entry.starts();
        return;
    }
    // Another seat's turn: the person's pieces as they were, less those the moves since moved
    // or took.
    const BoardView view = session().match().board_view();
    std::erase_if(marks.movable, [&](int cell) {
        const CellView* held = view.find(cell);
        const bool moved = std::find(marks.last_move.begin(), marks.last_move.end(), cell) !=
                           marks.last_move.end();
        return moved || !held || held->owner < 0 || !moved_by_person_here(held->owner);
    });
}

}  // namespace boardgames::ui
