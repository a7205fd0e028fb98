#include "frame.hpp"

#include "series_table.hpp"

#include <curses.h>

#include <algorithm>

#include "key_help.hpp"
#include "move_log.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

std::optional<ScreenLayout> lay_out(const BoardView& view, int lines, int columns) {
    if (columns < Frame::narrowest) return std::nullopt;
    const int height = lines - Frame::board_top - Frame::lines_below;
    const int beside_panel = columns - Frame::board_left - Frame::panel_gap - Frame::panel_width;
    if (const auto cell = choose_cell_shape(view, {height, beside_panel}))
        return ScreenLayout{*cell, measure_board(view, *cell), true};
    const int beside_compact_panel =
        columns - Frame::board_left - Frame::compact_panel_gap - Frame::compact_panel_width;
    const auto alone = choose_cell_shape(view, {height, columns - 2 * Frame::board_left});
    // A compact panel where it costs the board no line of its cells' height: a narrow, tall
    // terminal keeps its tall cells instead (its players and standing above the board).
    if (const auto cell = choose_cell_shape(view, {height, beside_compact_panel}))
        if (!alone || cell->lines >= alone->lines)
            return ScreenLayout{*cell, measure_board(view, *cell), true, true};
    if (alone) return ScreenLayout{*alone, measure_board(view, *alone), false};
    return std::nullopt;
}

BoardSize minimum_terminal(const BoardView& view) {
    const BoardSize board = measure_board(view, compact_shape(view));
    return {board.height + Frame::board_top + Frame::lines_below,
            std::max(board.width + 2 * Frame::board_left, int(Frame::narrowest))};
}

std::optional<ScreenLayout> BoardScreen::lay_out(int lines, int columns) const {
    return ui::lay_out(board(), lines, columns);
}

BoardSize BoardScreen::smallest_terminal() const {
    return minimum_terminal(board());
}

Frame::Frame(const Terminal& terminal, const ScreenLayout& layout)
    : terminal_(&terminal), layout_(layout) {}

void Frame::keep_spots_in(std::vector<CellBox>& boxes, MoveListSpots& move_spots) {
    boxes_ = &boxes;
    move_spots_ = &move_spots;
    move_spots_->clear();
}

int Frame::lines() const {
    return LINES;
}

int Frame::columns() const {
    return COLS;
}

void Frame::put(int y, int x, const std::string& text, int attribute) {
    if (y < 0 || y >= LINES || x >= COLS) return;
    attrset(attribute);
    // Cut by columns, not bytes: a wide character or a long line never wraps onto the next.
    // Outside a UTF-8 locale ncurses would show each byte beyond ASCII as a control ("~@").
    const std::string shown = terminal_->has_unicode()
                                  ? cut_to_width(text, COLS - x)
                                  : cut_to_width(ascii_text(text), COLS - x, "...");
    mvaddstr(y, x, shown.c_str());
    attrset(A_NORMAL);
}

void Frame::table(const Session& session, const AnyMatch& shown, const BoardView& view,
                  const BoardMarks& marks, const std::string& title_right, int acting_seat) {
    // The standing goes beside the board, a part a line. A game won on its count shows it in
    // the title too: its first part (the score) beside a panel, all of it without one.
    std::string standing;
    if (session.game().won_on_count) {
        standing = shown.standing();
        if (layout_.panel) standing = standing.substr(0, standing.find("; "));
    }
    title(session.game(), title_right, standing);
    board(view, marks);
    // The moves once: in the panel where they fit, else on the line under the title. That line
    // also tells what a look into a cell found.
    const bool listed = panel(session, shown, view, acting_seat);
    if (!looked_into.empty())
        put(1, 0, looked_into, A_BOLD);
    else if (!listed)
        move_log(shown.record());
}

std::string title_bar(std::string_view title, const std::string& standing, const std::string& right,
                      int columns) {
    const std::string left = std::string(title) + (standing.empty() ? "" : "   " + standing);
    std::string bar = " boardgames: " + left;
    if (display_width(bar) + 1 + display_width(right) > columns) bar = " " + left;
    const int gap = columns - display_width(bar) - display_width(right);
    if (gap >= 1) return bar + std::string(std::size_t(gap), ' ') + right;
    const int room = columns - display_width(bar);
    return room > 0 ? bar + std::string(std::size_t(room), ' ') : bar;
}

void Frame::title(const GameInfo& game, const std::string& right, const std::string& standing) {
    put(0, 0, title_bar(game.title, standing, right, COLS), attribute(Style::Title));
}

void Frame::title(const std::string& left, const std::string& right) {
    put(0, 0, title_bar(left, "", right, COLS), attribute(Style::Title));
}

void Frame::move_log(const std::vector<std::string>& moves) {
    const std::string label = "Moves: ";
    put(1, 0, label, A_BOLD);
    put(1, int(label.size()), fit_move_log(moves, COLS - 1 - int(label.size())));
}

void Frame::board(const BoardView& view, const BoardMarks& marks) {
    *boxes_ = paint_board(*terminal_, board_top, board_left,
                          board_turned ? turned_around(view) : view, marks, layout_.cell);
}

int Frame::seat_moving(const Session& session, const AnyMatch& shown, int acting_seat) const {
    return acting_seat != -2        ? acting_seat
           : shown.outcome().over() ? -1
                                    : session.seat_of_mover(shown.to_move());
}

namespace {

// Whether a seat's colours still hold anything on the board (ReMATCH's orange, captured, does
// not).
bool seat_holds_pieces(const Session& session, std::size_t seat, const BoardView& played) {
    const auto& movers = session.seats()[seat].movers;
    return std::any_of(played.cells.begin(), played.cells.end(), [&](const CellView& c) {
        return std::find(movers.begin(), movers.end(), c.owner) != movers.end();
    });
}

// The standing's parts, one a line ("pieces: ...; 3 of 40 moves without a capture").
std::vector<std::string> standing_parts(const std::string& standing) {
    std::vector<std::string> parts;
    for (std::size_t from = 0; from < standing.size();) {
        const std::size_t end = std::min(standing.find("; ", from), standing.size());
        parts.push_back(standing.substr(from, end - from));
        from = end + 2;
    }
    return parts;
}

}  // namespace

bool Frame::panel(const Session& session, const AnyMatch& shown, const BoardView& view,
                  int acting_seat) {
    const int moving = seat_moving(session, shown, acting_seat);
    if (!layout_.panel) {
        one_line_panel(session, shown, view, moving);
        return false;
    }
    const int left = panel_left();
    const int width = COLS - left - 1;
    const int bottom = LINES - 3;  // the panel's last line, above the status line
    int y = board_top;
    put(y++, left, "Players", A_BOLD);
    const BoardView played = shown.board_view();
    // A seat is out once it holds nothing in a game that began with pieces on the board (not
    // one whose players place every piece).
    const BoardView begun = shown.start_board_view();
    const bool began_with_pieces = std::any_of(begun.cells.begin(), begun.cells.end(),
                                               [](const CellView& c) { return c.owner >= 0; });
    for (std::size_t seat = 0; seat < session.seats().size(); ++seat)
        panel_seat(session, seat, view, {y++, left, width}, int(seat) == moving,
                   !began_with_pieces || seat_holds_pieces(session, seat, played));
    for (const std::string& line : series_table(session, width))
        put(y++, left, line, line.rfind("Series", 0) == 0 ? attribute(Style::Hint) : 0);
    if (const std::string standing = shown.standing(); !standing.empty()) {
        y++;
        for (const std::string& part : standing_parts(standing))
            for (const std::string& line : wrap_lines({part}, width, 2))
                if (y <= bottom) put(y++, left, line);
    }
    return panel_moves_and_keys(session, shown, {y, left, width}, bottom);
}

void Frame::panel_seat(const Session& session, std::size_t seat, const BoardView& view,
                       PanelLine at, bool moving, bool holds) {
    const auto [y, left, width] = at;
    // Names and labels in two columns; a compact panel keeps the names short.
    const int label_column = layout_.compact_panel ? 10 : 12;
    // The seat's name in the colour of the pieces it moves (its first colour).
    const int mover = session.seats()[seat].movers.front();
    const auto& colours = view.style.colours;
    const int attribute =
        mover < int(colours.size()) ? terminal_->piece(colours[std::size_t(mover)]) : A_NORMAL;
    put(y, left, moving ? ">" : " ", A_BOLD);
    const std::string name = cut_to_width(session.seat_name(int(seat)), label_column - 3);
    put(y, left + 2, name, attribute);
    // A seat of several colours (ReMATCH's team: white and orange) shows the others too, a
    // letter on a block of each, after its name.
    int after = left + 2 + display_width(name) + 1;
    const auto& seat_movers = session.seats()[seat].movers;
    for (std::size_t other = 1; other < seat_movers.size(); ++other) {
        const int colour = seat_movers[other];
        if (colour >= int(colours.size()) || after + 1 >= left + label_column) break;
        const PieceColour piece = colours[std::size_t(colour)];
        put(y, after, std::string(1, colour_letter(piece)), terminal_->piece(piece));
        after += 2;
    }
    // A seat that holds nothing says so first: the label may be cut at the edge.
    std::string label = holds ? "" : "captured: ";
    label += session.occupants[seat].label();
    // A clock at the panel's right, the label cut short of it.
    int label_room = width - label_column;
    if (seat < clocks.size()) {
        const SeatClock& clock = clocks[seat];
        // At the panel's own width, near the names, however wide the terminal.
        const int edge = std::min(width, layout_.compact_panel ? compact_panel_width : panel_width);
        const int clock_at = left + edge - display_width(clock.time);
        put(y, clock_at, clock.time,
            clock.low       ? this->attribute(Style::Error) | A_BOLD
            : clock.running ? A_BOLD
                            : 0);
        label_room = clock_at - 1 - (left + label_column);
    }
    put(y, left + label_column, cut_to_width(label, std::max(label_room, 0)),
        holds ? 0 : this->attribute(Style::Hint));
}

bool Frame::panel_moves_and_keys(const Session& session, const AnyMatch& shown, PanelLine at,
                                 int bottom) {
    auto [y, left, width] = at;
    const std::vector<std::string> legal = shown.legal_moves();
    const bool pass_legal = std::find(legal.begin(), legal.end(), "pass") != legal.end();
    const std::vector<std::string> key_lines =
        screen_key_lines
            ? *screen_key_lines
            : panel_keys(session.game(), pass_legal, key_place, shown.outcome().over());
    // The moves below the standing, the screen's own rows and the keys under them, a blank
    // line before each; where the panel is short the keys give way (the bottom line and the
    // help keep them), then the screen's rows down to their least.
    int rows_left = bottom - y;
    constexpr int fewest_move_rows = 4;
    const int area_room = rows_left - fewest_move_rows - 1;
    const int area_rows = std::min(screen_area.wanted, area_room);
    screen_area.rows = area_rows >= screen_area.least && area_rows > 0 ? area_rows : 0;
    if (screen_area.rows > 0) rows_left -= screen_area.rows + 1;
    const int key_rows = int(key_lines.size()) + 1;
    const bool keys_fit = rows_left - key_rows >= fewest_move_rows;
    const int move_rows = keys_fit ? rows_left - key_rows : rows_left;
    y++;
    const bool listed = move_rows >= 2;
    if (listed) {
        move_list(session, shown, y, left, move_rows, width);
        y += move_rows;
    }
    if (screen_area.rows > 0) {
        screen_area.top = y + 1;
        screen_area.left = left;
        screen_area.width = width;
        y += screen_area.rows + 1;
    }
    if (!keys_fit) return listed;
    y++;
    for (const std::string& line : key_lines) {
        if (y > bottom) break;
        put(y++, left, line, attribute(Style::Hint));
    }
    return listed;
}

void Frame::move_list(const Session& session, const AnyMatch& shown, int top, int left, int height,
                      int width) {
    const std::vector<std::string>& moves = game_moves ? *game_moves : shown.record();
    const std::size_t current = shown.record().size();  // the move that led here: ply `current`
    const std::vector<MoveListRow> rows =
        move_list_rows(moves, std::max<std::size_t>(session.seats().size(), 1), width);
    const int shown_rows = height - 1;  // below the heading
    // The list follows the move shown (its row the last in view), less what the wheel scrolled.
    int current_row = -1;
    for (std::size_t row = 0; row < rows.size(); ++row)
        for (const MoveListRow::Entry& entry : rows[row].entries)
            if (entry.ply == current) current_row = int(row);
    const int last_first = std::max(0, int(rows.size()) - shown_rows);
    const int following = std::clamp(current_row + 1 - shown_rows, 0, last_first);
    const int first = std::clamp(following - move_spots_->scrolled, 0, last_first);
    move_spots_->scrolled = following - first;
    std::string heading = "Moves";
    if (rows.empty()) heading += ": none yet";
    if (int(rows.size()) > shown_rows) {
        heading += ' ';
        heading += std::to_string(first + 1);
        heading += '-';
        heading += std::to_string(std::min<int>(first + shown_rows, int(rows.size())));
        heading += " of ";
        heading += std::to_string(rows.size());
        if (display_width(heading) + 15 <= width) heading += " (wheel scrolls)";
    }
    put(top, left, cut_to_width(heading, width), A_BOLD);
    move_spots_->set_area(top, left, height, width);
    for (int row = first; row < int(rows.size()) && row < first + shown_rows; ++row) {
        const int y = top + 1 + row - first;
        const MoveListRow& line = rows[std::size_t(row)];
        const int number_end =
            line.entries.empty() ? int(line.text.size()) : line.entries[0].column;
        put(y, left, line.text.substr(0, std::size_t(number_end)), attribute(Style::Hint));
        for (const MoveListRow::Entry& entry : line.entries) {
            if (entry.column >= width) break;
            const std::string text = line.text.substr(std::size_t(entry.column), entry.length);
            put(y, left + entry.column, cut_to_width(text, width - entry.column),
                entry.ply == current ? A_REVERSE | A_BOLD : 0);
            move_spots_->add({y, left + entry.column,
                              std::min(int(entry.length), width - entry.column), entry.ply});
        }
    }
}

void Frame::one_line_panel(const Session& session, const AnyMatch& shown, const BoardView& view,
                           int seat_moving) {
    const int y = board_top - 1;
    int x = 0;
    const auto& colours = view.style.colours;
    for (std::size_t seat = 0; seat < session.seats().size() && x < COLS; ++seat) {
        const int mover = session.seats()[seat].movers.front();
        const int attribute =
            mover < int(colours.size()) ? terminal_->piece(colours[std::size_t(mover)]) : A_NORMAL;
        put(y, x, int(seat) == seat_moving ? ">" : " ", A_BOLD);
        const std::string name = session.seat_name(int(seat));
        put(y, x + 2, name, attribute);
        ++x;
        std::string label = " ";
        label += session.occupants[seat].label();
        if (seat < clocks.size()) {
            label += ' ';
            label += clocks[seat].time;
        }
        label += "  ";
        put(y, x + 1 + display_width(name), label);
        x += 1 + display_width(name) + display_width(label);
    }
    if (session.game().won_on_count) return;  // the title shows its standing
    if (const std::string standing = shown.standing(); !standing.empty() && x < COLS)
        put(y, x, standing);
}

std::string clock_text(std::chrono::milliseconds left) {
    const long ms = std::max<long>(0, long(left.count()));
    const long seconds = ms / 1000;
    std::string text;
    const auto add = [&text](long n, bool two_digits) {
        if (two_digits && n < 10) text += '0';
        text += std::to_string(n);
    };
    if (seconds < 20) {
        add(seconds, false);
        text += '.';
        add(ms % 1000 / 100, false);
    } else if (seconds < 3600) {
        add(seconds / 60, false);
        text += ':';
        add(seconds % 60, true);
    } else {
        add(seconds / 3600, false);
        text += ':';
        add(seconds / 60 % 60, true);
        text += ':';
        add(seconds % 60, true);
    }
    return text;
}

void Frame::status(const std::string& text, int attribute) {
    int y = LINES - lines_below;
    move(y, 0);
    clrtoeol();
    const std::vector<std::string> lines = wrap_text(text, COLS);
    if (lines.size() == 1) return put(y, 0, text, attribute);
    // All the rest goes on the second line, cut there: the line below is the hints'.
    std::string_view rest = std::string_view(text).substr(lines.front().size());
    rest.remove_prefix(std::min(rest.find_first_not_of(' '), rest.size()));
    const bool line_above_free = board_top + layout_.board.height <= y - 1;
    if (line_above_free)
        --y;
    else
        hints_taken_ = true;
    for (int line = y; line <= y + 1; ++line) {
        move(line, 0);
        clrtoeol();
    }
    put(y, 0, lines.front(), attribute);
    put(y + 1, 0, cut_to_width(rest, COLS), attribute);
}

void Frame::status_or(const std::string& message, bool error, const std::string& otherwise) {
    if (message.empty()) return status(otherwise, A_BOLD);
    status(message, error ? attribute(Style::Error) : A_BOLD);
}

void Frame::hints(const std::string& text) {
    if (hints_taken_) return;
    put(LINES - 1, 0, text, attribute(Style::Hint));
}

void Frame::box(int top, int left, int height, int width, const std::string& title) {
    for (int y = top; y < top + height; ++y)
        put(y, left, std::string(std::size_t(width), ' '), A_REVERSE);
    put(top, left + 2, " " + title + " ", A_REVERSE | A_BOLD);
}

void Frame::text_box(int top, int left, int width, const std::string& title,
                     const std::vector<std::string>& lines) {
    box(top, left, int(lines.size()) + 3, width, title);
    for (std::size_t row = 0; row < lines.size(); ++row)
        put(top + 2 + int(row), left + 2, lines[row], A_REVERSE);
}

}  // namespace boardgames::ui
