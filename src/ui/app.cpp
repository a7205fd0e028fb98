#include "app.hpp"

#include <curses.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <memory>
#include <random>
#include <sstream>
#include <vector>

#include "board_painter.hpp"
#include "boardgames/play/arrangement.hpp"
#include "boardgames/core/move_entry.hpp"
#include "boardgames/core/notation.hpp"
#include "boardgames/core/position_string.hpp"
#include "terminal.hpp"

namespace boardgames::ui {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int key_escape = 27;
constexpr int key_ctrl_l = 12;

bool is_enter(int key) {
    return key == '\n' || key == '\r' || key == KEY_ENTER;
}
bool is_backspace(int key) {
    return key == KEY_BACKSPACE || key == 127 || key == 8;
}

const char* const key_help[] = {
    "Mouse",
    "  left click       select a piece, then its target; click each further landing",
    "  right click      end the turn (where a move may stop early)",
    "  wheel up, down   turn the selected piece clockwise, counter-clockwise",
    "Keys",
    "  arrows, hjkl     move the cursor",
    "  Enter, space     select the piece under the cursor, or target its square",
    "  [  ]             turn the piece counter-clockwise, clockwise",
    "  e                end the turn",
    "  Esc              cancel the selection",
    "  :                type a move in notation, such as a2Xc4",
    "  u  r             undo, redo",
    "  n                new game",
    "  m                options: mode (human or computer per side), who starts",
    "  b                set board: place pieces and choose who moves",
    "  p                replay the game (left, right, space to play)",
    "  s  o             save the game, open a saved game",
    "  space            pause or resume a computer-v-computer demo",
    "  ?                this help",
    "  q                quit (asks first while a game is running)",
    "",
};

// Which screen the keys and clicks go to.
enum class Screen { Play, Prompt, Help, Confirm, Options, SetBoard, Arrange, Replay, Load };

class App {
  public:
    App(Terminal& terminal, Session session, const AppOptions& options)
        : terminal_(terminal),
          session_(std::move(session)),
          options_(options),
          random_(options.seed ? options.seed : unsigned(Clock::now().time_since_epoch().count())) {
        session_.set_mode(options.mode, options.human_side, options.level);
        for (const auto& [seat, player] : options.seat_players)
            session_.players[std::size_t(seat)] = player;
        if (options.series_target > 0) session_.start_series(options.series_target);
        option_level_ = options.level;
        option_mode_ = options.mode;
        option_side_ = options.human_side;
        option_first_ = session_.match().to_move();
        if (const char* path = std::getenv("BOARDGAMES_TIMING")) timing_path_ = path;
        position_changed();
        if (options.offer_resume && offer_resume()) return;
        if (options.arrange) begin_arrangement();
    }

    ~App() { stop_thinking(); }
    App(const App&) = delete;
    App& operator=(const App&) = delete;

    int run() {
        draw();
        while (!quit_) {
            const Event event = terminal_.next_event(wait_ms());
            const auto received = Clock::now();
            if (event.kind == Event::Kind::Signal) {
                autosave();
                write_timing();
                return 128 + terminal_.caught_signal();  // as a shell reports a signal
            }
            if (event.kind != Event::Kind::None) handle(event);
            tick();
            draw();
            if (event.kind != Event::Kind::None) record_redraw(Clock::now() - received);
        }
        write_timing();
        return 0;
    }

  private:
    // ---- time-driven play: the computer and the replay ----

    int wait_ms() const {
        const auto now = Clock::now();
        auto until = [&](Clock::time_point due) {
            return int(std::clamp<long>(
                std::chrono::duration_cast<std::chrono::milliseconds>(due - now).count(), 5, 500));
        };
        if (screen_ == Screen::Replay && replay_auto_) return until(replay_due_);
        if (thinking_.active()) return 30;
        if (computer_pending()) return until(computer_due_);
        return 500;
    }

    // ---- the computer thinks on its own thread, over a copy of the match ----

    struct Thinking {
        std::future<std::string> move;
        std::shared_ptr<std::atomic<bool>> stop;
        std::size_t ply = 0;
        bool hint = false;
        bool active() const { return move.valid(); }
    };

    void start_thinking(bool hint) {
        std::shared_ptr<AnyMatch> copy = session_.match().clone();
        auto stop = std::make_shared<std::atomic<bool>>(false);
        const int level = hint ? 4 : session_.player_to_move().level;
        const ai::Limits limits = ai::level_limits(level, random_());
        thinking_.stop = stop;
        thinking_.ply = copy->ply();
        thinking_.hint = hint;
        thinking_.move = std::async(std::launch::async, [copy, stop, limits] {
            return copy->choose_move(limits, stop.get());
        });
    }

    // Ends a search at once (quit, undo, a new position): the thread stops within a few nodes.
    void stop_thinking() {
        if (!thinking_.active()) return;
        thinking_.stop->store(true);
        thinking_.move.wait();
        thinking_.move = {};
    }

    bool computer_pending() const {
        return screen_ == Screen::Play && !paused_ && !session_.match().outcome().over() &&
               !session_.human_to_move();
    }

    void tick() {
        const auto now = Clock::now();
        if (thinking_.active() &&
            thinking_.move.wait_for(std::chrono::seconds(0)) == std::future_status::ready) {
            const bool hint = thinking_.hint;
            const bool current = thinking_.ply == session_.match().ply();
            const std::string move = thinking_.move.get();
            if (current && hint && !move.empty()) {
                hint_cells_ = cells_of(move);
                say("Hint: " + move, false);
            } else if (current && !hint) {
                thought_move_ = move;
            }
        }
        if (computer_pending() && !thinking_.active() && thought_move_.empty())
            start_thinking(false);
        if (computer_pending() && !thought_move_.empty() && now >= computer_due_) {
            const std::string move = thought_move_;
            thought_move_.clear();
            if (session_.play(move)) position_changed();
        }
        if (screen_ == Screen::Replay && replay_auto_ && now >= replay_due_) {
            if (replay_index_ < replay_moves_.size()) ++replay_index_;
            if (replay_index_ >= replay_moves_.size()) replay_auto_ = false;
            replay_due_ = now + std::chrono::milliseconds(options_.demo_delay_ms);
        }
    }

    // After any change of position: fresh move entry, last-move marks, computer timing, news.
    void position_changed() {
        stop_thinking();
        thought_move_.clear();
        hint_cells_.clear();
        const AnyMatch& match = session_.match();
        const BoardView view = match.board_view();
        std::vector<std::string> names(view.cells.size() + 1);
        for (const CellView& cell : view.cells) {
            if (cell.cell >= int(names.size())) names.resize(cell.cell + 1);
            names[cell.cell] = cell.name;
        }
        entry_.reset(match.legal_inputs(), names);
        last_move_cells_ = cells_of_last_move();
        captured_cells_ = captured_by_last_move();
        const bool demo = session_.mode() == Mode::ComputerVsComputer;
        computer_due_ = Clock::now() + std::chrono::milliseconds(demo ? options_.demo_delay_ms
                                                                      : options_.reply_delay_ms);
        if (match.outcome().over()) {
            say("Game over: " + match.result_text() + ".  n: new game   p: replay", false);
        } else if (session_.human_to_move()) {
            const std::string note = match.constraint_note();
            say(note.empty() ? "" : capitalised(note), false);
        } else {
            say("", false);
        }
    }

    std::vector<int> cells_of(const std::string& move) const {
        for (const LegalMove& legal : session_.match().legal_inputs())
            if (legal.text == move) return legal.input.cells;
        return {};
    }

    std::vector<int> cells_of_last_move() const {
        const std::vector<std::string> played = session_.match().record();
        if (played.empty()) return {};
        auto before = session_.match().clone();
        before->undo();
        for (const LegalMove& move : before->legal_inputs())
            if (move.text == played.back()) return move.input.cells;
        return {};
    }

    std::vector<int> captured_by_last_move() const {
        if (session_.match().record().empty()) return {};
        auto before = session_.match().clone();
        before->undo();
        return captured_cells(before->board_view(), session_.match().board_view(),
                              last_move_cells_);
    }

    // ---- input ----

    void handle(const Event& event) {
        if (event.kind == Event::Kind::Resize) return;
        if (event.kind == Event::Kind::Key && event.key == key_ctrl_l) {
            clearok(curscr, TRUE);
            return;
        }
        if (too_small_) {
            if (event.kind == Event::Kind::Key && (event.key == 'q' || event.key == key_escape))
                quit_ = true;
            return;
        }
        switch (screen_) {
            case Screen::Play:
                return handle_play(event);
            case Screen::Prompt:
                return handle_prompt(event);
            case Screen::Help:
                return handle_help(event);
            case Screen::Confirm:
                return handle_confirm(event);
            case Screen::Options:
                return handle_options(event);
            case Screen::SetBoard:
                return handle_set_board(event);
            case Screen::Arrange:
                return handle_arrange(event);
            case Screen::Replay:
                return handle_replay(event);
            case Screen::Load:
                return handle_load(event);
        }
    }

    // Every board screen hears the same few inputs, whatever the mouse or keys did: a cell
    // chosen, a turn, the end of the turn, a cancel, a click off the board, or another key.
    struct BoardInput {
        enum class Kind { None, Select, Turn, EndTurn, Cancel, Outside, Key };
        Kind kind = Kind::None;
        int cell = -1;
        int quarter_turns = 0;
        int key = 0;
    };

    // Clicks choose their cell; the cursor keys move the cursor here, Enter and space choose
    // the cell under it (the first press only shows it).
    BoardInput board_input(const Event& event) {
        using Kind = BoardInput::Kind;
        switch (event.kind) {
            case Event::Kind::Click: {
                const int cell = cell_at(event.y, event.x);
                if (cell < 0) return {Kind::Outside};
                cursor_ = cell;  // the keyboard goes on from here, but the mouse needs no cursor
                cursor_shown_ = false;
                return {Kind::Select, cell};
            }
            case Event::Kind::RightClick:
                return {Kind::EndTurn};
            case Event::Kind::WheelUp:
                return {Kind::Turn, -1, +1};
            case Event::Kind::WheelDown:
                return {Kind::Turn, -1, -1};
            case Event::Kind::Key:
                break;
            default:
                return {};
        }
        switch (event.key) {
            case KEY_UP:
            case 'k':
                move_cursor(0, -1);
                return {};
            case KEY_DOWN:
            case 'j':
                move_cursor(0, 1);
                return {};
            case KEY_LEFT:
            case 'h':
                move_cursor(-1, 0);
                return {};
            case KEY_RIGHT:
            case 'l':
                move_cursor(1, 0);
                return {};
            case '\n':
            case '\r':
            case KEY_ENTER:
            case ' ':
                if (!cursor_shown_) {
                    move_cursor(0, 0);
                    return {};
                }
                return {Kind::Select, cursor_};
            case ']':
                return {Kind::Turn, -1, +1};
            case '[':
                return {Kind::Turn, -1, -1};
            case 'e':
                return {Kind::EndTurn};
            case key_escape:
                return {Kind::Cancel};
            default:
                return {Kind::Key, -1, 0, event.key};
        }
    }

    void handle_play(const Event& event) {
        if (event.kind == Event::Kind::Key && event.key == ' ' &&
            session_.mode() == Mode::ComputerVsComputer) {
            paused_ = !paused_;
            return say(paused_ ? "Demo paused: space to go on" : "", false);
        }
        const BoardInput input = board_input(event);
        switch (input.kind) {
            case BoardInput::Kind::Select:
                return select(input.cell);
            case BoardInput::Kind::Turn:
                return turn(input.quarter_turns);
            case BoardInput::Kind::EndTurn:
                return respond(entry_.end_turn());
            case BoardInput::Kind::Cancel:
                entry_.cancel();
                return say("", false);
            case BoardInput::Kind::Outside:
                return say("Click on a square of the board", true);
            case BoardInput::Kind::Key:
                break;
            case BoardInput::Kind::None:
                return;
        }
        switch (input.key) {
            case ':':
                if (!can_human_move()) return;
                screen_ = Screen::Prompt;
                prompt_.clear();
                return;
            case 't':
                if (!can_human_move()) return;
                if (thinking_.active()) return say("Thinking...", false);
                start_thinking(true);
                return say("Thinking of a hint...", false);
            case 'u':
                return undo();
            case 'r':
                return redo();
            case 'n':
                return confirm_if_playing("Abandon this game for a new one?",
                                          [this] { new_game(); });
            case 'q':
                return confirm_if_playing("Quit and abandon this game?", [this] { quit_ = true; });
            case '?':
            case KEY_F(1):
                screen_ = Screen::Help;
                help_scroll_ = 0;
                return;
            case 'm':
                option_row_ = 0;
                screen_ = Screen::Options;
                return;
            case 'b':
                return open_set_board();
            case 'p':
                return open_replay();
            case 's':
                return save();
            case 'L':
            case 'o':  // 'l' moves the cursor, so loading is on 'o' (and 'L')
                return open_load();
            default:
                return say("Unknown key: press ? for help", true);
        }
    }

    bool can_human_move() {
        if (session_.match().outcome().over()) {
            say("The game is over: n for a new game, p to replay it", true);
            return false;
        }
        if (!session_.human_to_move()) {
            say("Wait: the computer is to move", true);
            return false;
        }
        return true;
    }

    void select(int cell) {
        if (!can_human_move()) return;
        if (!entry_.active()) {
            const CellView* view = board_view_cache_.find(cell);
            if (view && view->token.empty()) return say("There is no piece on " + view->name, true);
            if (view && view->owner != session_.match().to_move())
                return say(
                    view->name + " is not yours: " + session_.match().mover_name() + " to move",
                    true);
        }
        respond(entry_.select(cell));
    }

    void turn(int quarter_turns) {
        if (!can_human_move()) return;
        respond(entry_.turn(quarter_turns));
    }

    void respond(const MoveEntry::Response& response) {
        switch (response.kind) {
            case MoveEntry::Response::Kind::Play:
                return play(response.move);
            case MoveEntry::Response::Kind::Wait:
                return say(capitalised(response.message), false);
            case MoveEntry::Response::Kind::Refused: {
                const std::string note = session_.match().constraint_note();
                return say(capitalised(response.message) + (note.empty() ? "" : " (" + note + ")"),
                           true);
            }
        }
    }

    void play(const std::string& move) {
        const auto played = session_.play(move);
        if (!played) return say(played.error(), true);
        position_changed();
    }

    void undo() {
        const bool done =
            session_.mode() == Mode::HumanVsComputer ? session_.undo_to_human() : session_.undo();
        if (!done) return say("Nothing to undo", true);
        position_changed();
        say("Undone: r to redo", false);
    }

    void redo() {
        if (!session_.redo()) return say("Nothing to redo", true);
        while (session_.mode() == Mode::HumanVsComputer && !session_.human_to_move() &&
               session_.can_redo())
            session_.redo();
        position_changed();
    }

    void move_cursor(int dx, int dy) {
        cursor_shown_ = true;
        const BoardView& view = screen_ == Screen::SetBoard ? edit_view_ : board_view_cache_;
        if (view.cells.empty()) return;
        const CellView* from = view.find(cursor_);
        if (!from) {
            // First use: start on a piece that can move, else the first cell.
            cursor_ = view.cells.front().cell;
            for (const CellView& cell : view.cells)
                if (entry_.can_start_at(cell.cell)) {
                    cursor_ = cell.cell;
                    break;
                }
            return;
        }
        const CellView* best = nullptr;
        int best_score = 0;
        for (const CellView& cell : view.cells) {
            const int along =
                dx != 0 ? (cell.column - from->column) * dx : (cell.row - from->row) * dy;
            const int across =
                dx != 0 ? std::abs(cell.row - from->row) : std::abs(cell.column - from->column);
            if (along <= 0) continue;
            const int score = along * 4 + across * 3;
            if (!best || score < best_score) best = &cell, best_score = score;
        }
        if (best) cursor_ = best->cell;
    }

    int cell_at(int y, int x) const {
        for (const CellBox& box : boxes_)
            if (y >= box.y && y < box.y + box.height && x >= box.x && x < box.x + box.width)
                return box.cell;
        return -1;
    }

    template <class Action>
    void confirm_if_playing(const std::string& question, Action action) {
        const AnyMatch& match = session_.match();
        if (match.ply() == 0 || match.outcome().over()) return action();
        confirm_question_ = question + " (y/n)";
        confirm_action_ = action;
        decline_action_ = [] {};
        screen_ = Screen::Confirm;
    }

    void handle_confirm(const Event& event) {
        if (event.kind != Event::Kind::Key) return;
        screen_ = Screen::Play;
        if (event.key == 'y' || event.key == 'Y')
            confirm_action_();
        else
            decline_action_();
    }

    // ---- the game a signal interrupted (autosave) ----

    std::filesystem::path autosave_path() const {
        return save_folder() / ("autosave-" + std::string(session_.game().name) + ".txt");
    }

    // Asks whether to resume an autosaved game of this game; false when there is none.
    bool offer_resume() {
        const auto path = autosave_path();
        const auto text = read_text_file(path);
        if (!text) return false;
        const auto record = read_record(*text);
        auto resumed =
            record ? Session::from_record(*record) : Result<Session>(fail(record.error()));
        if (!resumed) {  // damaged: say so once, keep the file for the curious, never ask again
            std::error_code ignored;
            std::filesystem::rename(path, path.string() + ".damaged", ignored);
            say("The interrupted game could not be read: " + resumed.error(), true);
            return false;
        }
        const std::size_t moves = resumed->match().ply();
        auto shared = std::make_shared<Session>(std::move(resumed).value());
        confirm_question_ = "Resume the " + std::string(session_.game().title) +
                            " game interrupted on " + record->date + " after " +
                            std::to_string(moves) + " moves? (y/n)";
        confirm_action_ = [this, shared, path] {
            session_ = std::move(*shared);
            std::error_code ignored;
            std::filesystem::remove(path, ignored);
            position_changed();
            say("Resumed", false);
        };
        decline_action_ = [this, path] {
            std::error_code ignored;
            std::filesystem::remove(path, ignored);
            say("", false);
            if (options_.arrange) begin_arrangement();
        };
        screen_ = Screen::Confirm;
        return true;
    }

    void handle_prompt(const Event& event) {
        if (event.kind != Event::Kind::Key) return;
        const int key = event.key;
        if (key == key_escape) {
            screen_ = Screen::Play;
        } else if (is_enter(key)) {
            screen_ = Screen::Play;
            std::string typed = prompt_;
            typed.erase(0, typed.find_first_not_of(' '));
            typed.erase(typed.find_last_not_of(' ') + 1);
            if (typed.empty()) return;
            if (!can_human_move()) return;
            entry_.cancel();
            play(typed);
        } else if (is_backspace(key)) {
            if (!prompt_.empty()) prompt_.pop_back();
        } else if (key >= 32 && key < 127 && prompt_.size() < 60) {
            prompt_ += char(key);
        }
    }

    void handle_help(const Event& event) {
        if (event.kind == Event::Kind::WheelUp ||
            (event.kind == Event::Kind::Key && (event.key == KEY_UP || event.key == 'k')))
            help_scroll_ = std::max(0, help_scroll_ - 1);
        else if (event.kind == Event::Kind::WheelDown ||
                 (event.kind == Event::Kind::Key && (event.key == KEY_DOWN || event.key == 'j')))
            ++help_scroll_;
        else if (event.kind == Event::Kind::Key && event.key == KEY_NPAGE)
            help_scroll_ += LINES - 4;
        else if (event.kind == Event::Kind::Key && event.key == KEY_PPAGE)
            help_scroll_ = std::max(0, help_scroll_ - (LINES - 4));
        else if (event.kind == Event::Kind::Key || event.kind == Event::Kind::Click)
            screen_ = Screen::Play;
    }

    // ---- options: mode, sides, who starts ----

    void handle_options(const Event& event) {
        if (event.kind != Event::Kind::Key) return;
        const int sides = int(session_.players.size());
        const int step = event.key == KEY_LEFT || event.key == 'h'                        ? -1
                         : event.key == KEY_RIGHT || event.key == 'l' || event.key == ' ' ? 1
                                                                                          : 0;
        if (event.key == KEY_UP || event.key == 'k') option_row_ = (option_row_ + 3) % 4;
        if (event.key == KEY_DOWN || event.key == 'j') option_row_ = (option_row_ + 1) % 4;
        if (step != 0) {
            if (option_row_ == 0) option_mode_ = Mode((int(option_mode_) + 3 + step) % 3);
            if (option_row_ == 1) option_side_ = (option_side_ + sides + step) % sides;
            if (option_row_ == 2) option_first_ = (option_first_ + sides + step) % sides;
            if (option_row_ == 3) option_level_ = std::clamp(option_level_ + step, 1, 5);
        }
        if (event.key == key_escape || event.key == 'q' || event.key == 'm') screen_ = Screen::Play;
        if (event.key == 'a') {
            session_.set_mode(option_mode_, option_side_, option_level_);
            screen_ = Screen::Play;
            position_changed();
            say(std::string(mode_name(option_mode_)) + " from here on", false);
        }
        if (is_enter(event.key)) {
            screen_ = Screen::Play;
            confirm_if_playing("Abandon this game for a new one?", [this] { new_game(); });
        }
    }

    void new_game() {
        const GameInfo& info = session_.game();
        const std::string start = info.start_position(option_first_, session_.options());
        auto fresh = Session::start(info, start);
        if (!fresh) return say(fresh.error(), true);
        session_ = std::move(fresh).value();
        session_.set_mode(option_mode_, option_side_, option_level_);
        paused_ = false;
        position_changed();
        say("New game: " + std::string(mode_name(option_mode_)), false);
        begin_arrangement();
    }

    // ---- arranging the pieces before play (games that have it: Redtangle) ----

    void begin_arrangement() {
        const GameInfo& info = session_.game();
        if (!info.arrange || session_.match().ply() != 0) return;
        arrange_next_ = 0;
        next_arrangement();
    }

    // Computers choose their setup at once; each human in turn gets the Arrange screen.
    void next_arrangement() {
        const GameInfo& info = session_.game();
        while (arrange_next_ < int(session_.players.size())) {
            const int player = arrange_next_++;
            if (session_.players[std::size_t(player)].human()) {
                arranging_ = player;
                arrange_selected_ = -1;
                edit_view_ = session_.match().board_view();
                edit_side_ = session_.match().to_move();
                screen_ = Screen::Arrange;
                say(capitalised(std::string(info.player_names[std::size_t(player)])) +
                        ": arrange your tiles in your zone, then e or right click",
                    false);
                return;
            }
            restart_from(ai::choose_arrangement(info, session_.match().position(), player,
                                                session_.players[std::size_t(player)].level,
                                                random_()));
        }
        screen_ = Screen::Play;
        position_changed();
    }

    // A fresh session from `position`, keeping who plays which side.
    bool restart_from(const std::string& position) {
        auto fresh = Session::start(session_.game(), position);
        if (!fresh) {
            const std::string why = fresh.error();
            const std::size_t cut = why.find("': ");
            say("Refused: " + (cut == std::string::npos ? why : why.substr(cut + 3)), true);
            return false;
        }
        const std::vector<Player> players = session_.players;
        session_ = std::move(fresh).value();
        session_.players = players;
        position_changed();
        return true;
    }

    bool arrangement_cell(int cell) const {
        const auto cells = session_.game().arrangement_cells(arranging_);
        return std::find(cells.begin(), cells.end(), cell) != cells.end();
    }

    CellView* edit_cell(int cell) {
        for (CellView& view : edit_view_.cells)
            if (view.cell == cell) return &view;
        return nullptr;
    }

    void clear_cell(CellView& view) { clear_cell_content(view); }

    void arrange_click(int cell) {
        CellView* clicked = edit_cell(cell);
        if (!clicked || !arrangement_cell(cell))
            return say("Arrange your tiles inside your own zone", true);
        if (arrange_selected_ < 0) {
            if (clicked->owner != arranging_) return say("Select one of your tiles", true);
            arrange_selected_ = cell;
            return say("Click another square of your zone to swap, or turn the tile", false);
        }
        if (arrange_selected_ != cell) {
            CellView* selected = edit_cell(arrange_selected_);
            swap_cell_content(*selected, *clicked);
        }
        arrange_selected_ = -1;
        say("", false);
    }

    void turn_edited(int cell, int quarter_turns) {
        const auto turn = session_.game().turn_token;
        CellView* view = edit_cell(cell);
        if (!turn) return say("The pieces of this game do not turn", true);
        if (!view || view->token.empty()) return say("Select a tile to turn", true);
        set_cell_token(edit_view_, *view, turn(view->token, quarter_turns));
    }

    void arrange_preset(std::uint64_t seed) {
        const std::string arranged = session_.game().arrange(edited_position(), arranging_, seed);
        const auto match = session_.game().new_match(session_.game(), arranged);
        if (!match) return say(match.error(), true);
        edit_view_ = match.value()->board_view();
        arrange_selected_ = -1;
        say(seed == 0 ? "Standard setup" : "Random setup", false);
    }

    void handle_arrange(const Event& event) {
        const BoardInput input = board_input(event);
        switch (input.kind) {
            case BoardInput::Kind::Select:
                return arrange_click(input.cell);
            case BoardInput::Kind::Turn:
                return turn_edited(arrange_selected_, input.quarter_turns);
            case BoardInput::Kind::EndTurn:
                return finish_arrangement();
            case BoardInput::Kind::Cancel:
                arrange_selected_ = -1;
                return say("", false);
            case BoardInput::Kind::Outside:
                return say("Click on a square of your zone", true);
            case BoardInput::Kind::Key:
                break;
            case BoardInput::Kind::None:
                return;
        }
        switch (input.key) {
            case '1':
                return arrange_preset(0);
            case '2':
                return arrange_preset(random_() | 1);
            case 'q':
                quit_ = true;
                return;
            default:
                return;
        }
    }

    void finish_arrangement() {
        if (!restart_from(edited_position())) return;
        next_arrangement();
    }

    // ---- Set Board: place and remove pieces, choose who moves ----

    void open_set_board() {
        edit_view_ = session_.match().board_view();
        edit_side_ = session_.match().to_move();
        cursor_ = cursor_ < 0 ? edit_view_.cells.front().cell : cursor_;
        screen_ = Screen::SetBoard;
        say("Set Board: click a square to change its piece; e or right click to play from here",
            false);
    }

    void cycle_piece(int cell) {
        const auto& palette = session_.game().palette;
        for (CellView& view : edit_view_.cells) {
            if (view.cell != cell) continue;
            std::size_t next = 0;  // empty -> first piece -> ... -> last piece -> empty
            for (std::size_t i = 0; i < palette.size(); ++i)
                if (view.token == palette[i].token) next = i + 1;
            set_cell_token(edit_view_, view,
                           next < palette.size() ? std::string(palette[next].token) : "");
        }
    }

    std::string edited_position() const {
        std::vector<int> lengths(std::size_t(edit_view_.rows), 0);
        std::vector<std::vector<const CellView*>> rows(std::size_t(edit_view_.rows));
        for (const CellView& cell : edit_view_.cells)
            rows[std::size_t(cell.row)].push_back(&cell);
        for (auto& row : rows)
            std::sort(row.begin(), row.end(),
                      [](auto* a, auto* b) { return a->column < b->column; });
        for (std::size_t row = 0; row < rows.size(); ++row)
            lengths[row] = int(rows[row].size());
        std::string position = write_board_rows(lengths, [&](int row, int column) {
            return std::string_view(rows[std::size_t(row)][std::size_t(column)]->token);
        });
        // The other fields (side to move, counters) follow the game in progress.
        std::istringstream fields(session_.match().position());
        std::string field;
        fields >> field;
        for (int index = 1; fields >> field; ++index)
            position +=
                ' ' + (index == 1
                           ? std::string(session_.game().side_tokens[std::size_t(edit_side_)])
                           : field);
        return position;
    }

    void handle_set_board(const Event& event) {
        const BoardInput input = board_input(event);
        switch (input.kind) {
            case BoardInput::Kind::Select:
                return cycle_piece(input.cell);
            case BoardInput::Kind::Turn:
                return turn_edited(cursor_, input.quarter_turns);
            case BoardInput::Kind::EndTurn:
                return finish_set_board();
            case BoardInput::Kind::Cancel:
                screen_ = Screen::Play;
                return say("Set Board cancelled", false);
            case BoardInput::Kind::Outside:
                return say("Click on a square to change it", true);
            case BoardInput::Kind::Key:
                break;
            case BoardInput::Kind::None:
                return;
        }
        switch (input.key) {
            case 'x':
            case KEY_DC:
                if (CellView* view = edit_cell(cursor_)) clear_cell(*view);
                return;
            case 'c':
                for (CellView& view : edit_view_.cells)
                    clear_cell(view);
                return;
            case 't':
                edit_side_ = (edit_side_ + 1) % int(session_.players.size());
                return say(
                    std::string(session_.game().player_names[std::size_t(edit_side_)]) + " to move",
                    false);
            case 'q':
                screen_ = Screen::Play;
                return say("Set Board cancelled", false);
            default:
                return;
        }
    }

    void finish_set_board() {
        const std::string position = edited_position();
        if (!restart_from(position)) return;
        screen_ = Screen::Play;
        say("Board set: " + position, false);
    }

    // ---- Repeat Game ----

    void open_replay() {
        replay_moves_ = session_.match().record();
        if (replay_moves_.empty()) return say("No moves to replay yet", true);
        replay_index_ = 0;
        replay_auto_ = true;
        replay_due_ = Clock::now() + std::chrono::milliseconds(options_.demo_delay_ms);
        screen_ = Screen::Replay;
    }

    void handle_replay(const Event& event) {
        if (event.kind == Event::Kind::WheelDown) event_replay_step(1);
        if (event.kind == Event::Kind::WheelUp) event_replay_step(-1);
        if (event.kind != Event::Kind::Key) return;
        switch (event.key) {
            case KEY_RIGHT:
            case 'l':
                return event_replay_step(1);
            case KEY_LEFT:
            case 'h':
                return event_replay_step(-1);
            case KEY_HOME:
            case 'g':
                replay_auto_ = false;
                replay_index_ = 0;
                return;
            case KEY_END:
            case 'G':
                replay_auto_ = false;
                replay_index_ = replay_moves_.size();
                return;
            case ' ':
                replay_auto_ = !replay_auto_;
                if (replay_index_ >= replay_moves_.size()) replay_index_ = 0;
                replay_due_ = Clock::now() + std::chrono::milliseconds(options_.demo_delay_ms);
                return;
            case key_escape:
            case 'q':
            case 'p':
                screen_ = Screen::Play;
                return;
            default:
                return;
        }
    }

    void event_replay_step(int delta) {
        replay_auto_ = false;
        if (delta < 0 && replay_index_ > 0) --replay_index_;
        if (delta > 0 && replay_index_ < replay_moves_.size()) ++replay_index_;
    }

    std::unique_ptr<AnyMatch> replay_match() const {
        const GameInfo& info = session_.game();
        auto match = std::move(info.new_match(info, session_.start_position())).value();
        for (std::size_t i = 0; i < replay_index_; ++i)
            match->play(replay_moves_[i]);
        return match;
    }

    // ---- save and load ----

    void save() {
        const std::string stamp = [] {
            std::string date = current_date_text();  // "2026-11-22 06:10 UTC"
            std::string compact;
            for (char c : date.substr(0, 16))
                if (c != '-' && c != ':') compact += c == ' ' ? '-' : c;
            return compact;
        }();
        std::filesystem::path path =
            save_folder() / (std::string(session_.game().name) + "-" + stamp + ".txt");
        for (int n = 2; std::filesystem::exists(path); ++n)
            path = save_folder() / (std::string(session_.game().name) + "-" + stamp + "-" +
                                    std::to_string(n) + ".txt");
        if (const auto error = write_file_atomically(path, write_record(session_.record())))
            return say("Not saved: " + *error, true);
        say("Saved to " + path.string(), false);
    }

    void autosave() {
        const AnyMatch& match = session_.match();
        if (match.ply() == 0 || match.outcome().over()) return;
        write_file_atomically(autosave_path(), write_record(session_.record()));
    }

    void open_load() {
        load_files_.clear();
        std::error_code error;
        for (const auto& entry : std::filesystem::directory_iterator(save_folder(), error))
            if (entry.is_regular_file() && entry.path().extension() == ".txt")
                load_files_.push_back(entry.path());
        if (load_files_.empty()) return say("No saved games in " + save_folder().string(), true);
        std::sort(load_files_.begin(), load_files_.end(), [](const auto& a, const auto& b) {
            std::error_code e;
            return std::filesystem::last_write_time(a, e) > std::filesystem::last_write_time(b, e);
        });
        load_row_ = 0;
        screen_ = Screen::Load;
    }

    void handle_load(const Event& event) {
        if (event.kind != Event::Kind::Key) return;
        const int count = int(load_files_.size());
        if (event.key == KEY_UP || event.key == 'k') load_row_ = (load_row_ + count - 1) % count;
        if (event.key == KEY_DOWN || event.key == 'j') load_row_ = (load_row_ + 1) % count;
        if (event.key == key_escape || event.key == 'q') screen_ = Screen::Play;
        if (!is_enter(event.key)) return;
        screen_ = Screen::Play;
        const auto& path = load_files_[std::size_t(load_row_)];
        const auto text = read_text_file(path);
        if (!text) return say("Not loaded: " + text.error(), true);
        const auto record = read_record(*text);
        if (!record)
            return say("Not loaded: " + path.filename().string() + ": " + record.error(), true);
        auto loaded = Session::from_record(*record);
        if (!loaded)
            return say("Not loaded: " + path.filename().string() + ": " + loaded.error(), true);
        session_ = std::move(loaded).value();
        position_changed();
        say("Loaded " + path.filename().string(), false);
    }

    // ---- drawing ----

    void say(const std::string& text, bool error) {
        message_ = text;
        message_is_error_ = error;
    }

    static std::string capitalised(std::string text) {
        if (!text.empty() && text[0] >= 'a' && text[0] <= 'z') text[0] = char(text[0] - 'a' + 'A');
        return text;
    }

    void put(int y, int x, const std::string& text, int attribute = A_NORMAL) {
        if (y < 0 || y >= LINES || x >= COLS) return;
        attrset(attribute);
        mvaddnstr(y, x, text.c_str(), std::max(0, COLS - x));
        attrset(A_NORMAL);
    }

    void draw() {
        erase();
        board_view_cache_ = session_.match().board_view();
        std::unique_ptr<AnyMatch> replay;
        const BoardView* view = &board_view_cache_;
        if (screen_ == Screen::SetBoard || screen_ == Screen::Arrange) view = &edit_view_;
        BoardView replay_view;
        if (screen_ == Screen::Replay) {
            replay = replay_match();
            replay_view = replay->board_view();
            view = &replay_view;
        }
        // Tiles get three lines each when the terminal has the room, else one.
        const BoardSize tall_board = measure_board(*view, true);
        tall_ = LINES >= tall_board.height + 5 && COLS >= tall_board.width + 4;
        const BoardSize board = tall_ ? tall_board : measure_board(*view, false);
        const int min_width = std::max(board.width + 4, 44);
        const int min_height = board.height + 5;
        too_small_ = COLS < min_width || LINES < min_height;
        if (too_small_) {
            boxes_.clear();
            const std::string need = "need " + std::to_string(min_width) + "x" +
                                     std::to_string(min_height) + ", have " + std::to_string(COLS) +
                                     "x" + std::to_string(LINES);
            put(LINES / 2 - 1, 0, "Terminal too small", A_BOLD);
            put(LINES / 2, 0, need);
            put(LINES / 2 + 1, 0, "enlarge it, or q to quit");
            refresh();
            return;
        }
        if (screen_ == Screen::Help) return draw_help();

        draw_title();
        const AnyMatch& shown = replay ? *replay : session_.match();
        draw_log_strip(shown.record());

        BoardMarks marks;
        if (screen_ == Screen::Play || screen_ == Screen::Prompt || screen_ == Screen::Confirm) {
            marks.path = entry_.path();
            marks.targets = entry_.targets();
            marks.last_move = last_move_cells_;
            marks.captured = captured_cells_;
        }
        if (screen_ == Screen::Arrange && arrange_selected_ >= 0) marks.path = {arrange_selected_};
        if (screen_ == Screen::Play && !entry_.active() && !hint_cells_.empty())
            marks.targets = hint_cells_;
        if (screen_ != Screen::Replay && cursor_shown_) marks.cursor = cursor_;
        const int top = 3;
        const int left = 2;
        boxes_ = paint_board(terminal_, top, left, *view, marks, tall_);
        const int panel_left = left + board.width + 4;
        if (COLS - panel_left >= 34) draw_panel(top, panel_left, shown);

        draw_status(shown);
        draw_hints();
        if (screen_ == Screen::Options) draw_options();
        if (screen_ == Screen::Load) draw_load();
        refresh();
    }

    void draw_title() {
        const GameInfo& info = session_.game();
        std::string left = " boardgames: " + std::string(info.title);
        std::string right = std::string(mode_name(session_.mode())) + " ";
        if (screen_ == Screen::Replay)
            right = "Replay: move " + std::to_string(replay_index_) + " of " +
                    std::to_string(replay_moves_.size()) + (replay_auto_ ? " (playing)" : "") + " ";
        if (screen_ == Screen::SetBoard) right = "Set Board ";
        if (screen_ == Screen::Arrange)
            right =
                "Arrange: " + std::string(session_.game().player_names[std::size_t(arranging_)]) +
                " ";
        std::string bar = left;
        bar.resize(std::size_t(std::max(0, COLS - int(right.size()))), ' ');
        bar += right;
        put(0, 0, bar, terminal_.attribute(Role::Title));
    }

    void draw_log_strip(const std::vector<std::string>& moves) {
        const std::string label = "Moves: ";
        std::string text = moves.empty() ? "(none yet)" : numbered_moves(moves);
        const int room = COLS - 1 - int(label.size());
        if (int(text.size()) > room) {
            // Keep the latest moves in view: cut at a round number from the left.
            std::size_t cut = text.size() - std::size_t(room - 4);
            const std::size_t round = text.find(". ", cut);
            std::size_t start = text.rfind(' ', round == std::string::npos ? cut : round);
            start = start == std::string::npos ? cut : start + 1;
            text = "... " + text.substr(start);
        }
        put(1, 0, label, A_BOLD);
        put(1, int(label.size()), text);
    }

    void draw_panel(int top, int left, const AnyMatch& shown) {
        const GameInfo& info = session_.game();
        int y = top;
        put(y++, left, "Players", A_BOLD);
        for (std::size_t side = 0; side < session_.players.size(); ++side) {
            const bool moving = !shown.outcome().over() && shown.to_move() == int(side);
            const Role role = side == 0 ? Role::Player0 : side == 1 ? Role::Player1 : Role::Player2;
            put(y, left, moving ? ">" : " ", A_BOLD);
            put(y, left + 2, std::string(info.player_names[side]), terminal_.attribute(role));
            put(y++, left + 12, session_.players[side].label());
        }
        y++;
        const char* const lines[] = {"click      select, target",    "right/e    end turn",
                                     "wheel/[ ]  turn a piece",      "arrows/hjkl+Enter  cursor",
                                     ":          type a move",       "u r        undo redo",
                                     "n m        new, options",      "s o        save, load",
                                     "b p        set board, replay", "?  q       help, quit"};
        for (const char* line : lines) {
            if (y >= LINES - 3) break;
            put(y++, left, line, terminal_.attribute(Role::Hint));
        }
    }

    void draw_status(const AnyMatch& shown) {
        const int y = LINES - 2;
        if (screen_ == Screen::Prompt) {
            put(y, 0, "Move: " + prompt_ + "_", A_BOLD);
            return;
        }
        if (screen_ == Screen::Confirm) {
            put(y, 0, confirm_question_, terminal_.attribute(Role::Error));
            return;
        }
        if (screen_ == Screen::Replay) {
            put(y, 0,
                shown.outcome().over() ? "Result: " + shown.result_text()
                                       : shown.mover_name() + " to move",
                A_BOLD);
            return;
        }
        if (!message_.empty()) {
            put(y, 0, message_, message_is_error_ ? terminal_.attribute(Role::Error) : A_BOLD);
            return;
        }
        const AnyMatch& match = session_.match();
        if (screen_ == Screen::SetBoard) {
            put(y, 0,
                std::string(session_.game().player_names[std::size_t(edit_side_)]) + " to move",
                A_BOLD);
            return;
        }
        std::string text = capitalised(match.mover_name()) + " to move";
        if (!session_.human_to_move())
            text += paused_
                        ? ": the demo is paused (space)"
                        : ": the computer (level " +
                              std::to_string(session_.player_to_move().level) +
                              ") is thinking...";
        else if (entry_.active())
            text += ": click a highlighted square, Esc to cancel";
        else
            text += ": select a piece";
        put(y, 0, text, A_BOLD);
    }

    void draw_hints() {
        std::string hints;
        switch (screen_) {
            case Screen::Replay:
                hints = "left/right step  space play/pause  Home/End  Esc back";
                break;
            case Screen::SetBoard:
                hints = "click/Enter cycle  [ ] turn  x empty  c clear  t side  e done  Esc cancel";
                break;
            case Screen::Arrange:
                hints =
                    "click two: swap  wheel/[ ]: turn  1 standard  2 random  e/right click: done";
                break;
            case Screen::Prompt:
                hints = "type a move such as a2Xc4, Enter to play, Esc to cancel";
                break;
            default:
                hints =
                    "click/arrows+Enter  e end turn  : type  u/r undo/redo  m options  ? help  q "
                    "quit";
        }
        put(LINES - 1, 0, hints, terminal_.attribute(Role::Hint));
    }

    void draw_box(int top, int left, int height, int width, const std::string& title) {
        for (int y = top; y < top + height; ++y)
            put(y, left, std::string(std::size_t(width), ' '), A_REVERSE);
        put(top, left + 2, " " + title + " ", A_REVERSE | A_BOLD);
    }

    void draw_options() {
        const GameInfo& info = session_.game();
        const int width = 52, top = 4, left = std::max(0, (COLS - width) / 2);
        draw_box(top, left, 10, width, "Options");
        const std::string values[] = {
            std::string("Mode:           < ") + mode_name(option_mode_) + " >",
            "You play:       < " + std::string(info.player_names[std::size_t(option_side_)]) + " >",
            "First to move:  < " + std::string(info.player_names[std::size_t(option_first_)]) +
                " >",
            "Computer level: < " + std::to_string(option_level_) + " >  (1 beginner, 5 strongest)"};
        for (int row = 0; row < 4; ++row)
            put(top + 2 + row, left + 2, values[row], row == option_row_ ? A_BOLD : A_REVERSE);
        put(top + 7, left + 2, "Enter: new game with these   a: apply to this game", A_REVERSE);
        put(top + 8, left + 2, "up/down choose  left/right change  Esc close", A_REVERSE);
    }

    void draw_load() {
        const int width = std::min(COLS - 2, 70), top = 3, left = std::max(0, (COLS - width) / 2);
        const int shown = std::min<int>(int(load_files_.size()), LINES - 8);
        draw_box(top, left, shown + 3, width, "Load a game (Enter load, Esc close)");
        const int first = std::max(0, load_row_ - shown + 1);
        for (int row = 0; row < shown; ++row) {
            const std::size_t index = std::size_t(first + row);
            if (index >= load_files_.size()) break;
            put(top + 2 + row, left + 2, load_files_[index].filename().string(),
                int(index) == load_row_ ? A_BOLD : A_REVERSE);
        }
    }

    void draw_help() {
        std::vector<std::string> lines(std::begin(key_help), std::end(key_help));
        std::istringstream rules{std::string(session_.game().rules_text)};
        for (std::string line; std::getline(rules, line);)
            lines.push_back(line);
        lines.push_back("");
        lines.push_back("Saved games: " + save_folder().string());
        const int room = LINES - 2;
        help_scroll_ = std::clamp(help_scroll_, 0, std::max(0, int(lines.size()) - room));
        std::string title = " Help: " + std::string(session_.game().title);
        title.resize(std::size_t(COLS), ' ');
        put(0, 0, title, terminal_.attribute(Role::Title));
        for (int row = 0; row < room && help_scroll_ + row < int(lines.size()); ++row)
            put(1 + row, 1, lines[std::size_t(help_scroll_ + row)]);
        put(LINES - 1, 0, "up/down scroll, any other key to close",
            terminal_.attribute(Role::Hint));
        refresh();
    }

    // ---- redraw timing (BOARDGAMES_TIMING=FILE) ----

    void record_redraw(Clock::duration took) {
        const double ms = std::chrono::duration<double, std::milli>(took).count();
        ++redraws_;
        redraw_total_ms_ += ms;
        redraw_max_ms_ = std::max(redraw_max_ms_, ms);
    }

    void write_timing() const {
        if (timing_path_.empty() || redraws_ == 0) return;
        std::ofstream out(timing_path_, std::ios::app);
        out << "redraws " << redraws_ << " mean_ms " << redraw_total_ms_ / double(redraws_)
            << " max_ms " << redraw_max_ms_ << '\n';
    }

    Terminal& terminal_;
    Session session_;
    AppOptions options_;
    std::mt19937 random_;
    MoveEntry entry_;
    Screen screen_ = Screen::Play;
    bool quit_ = false;
    bool too_small_ = false;
    bool paused_ = false;
    std::string message_;
    bool message_is_error_ = false;
    int cursor_ = -1;
    bool tall_ = false;
    int arrange_next_ = 0;       // the next player to arrange
    int arranging_ = 0;          // the player arranging now
    int arrange_selected_ = -1;  // the tile picked to swap or turn

    bool cursor_shown_ = false;  // after the first cursor key; clicks hide it
    BoardView board_view_cache_;
    std::vector<CellBox> boxes_;
    std::vector<int> last_move_cells_;
    std::vector<int> captured_cells_;  // what the last move captured or converted
    Clock::time_point computer_due_{};

    std::string prompt_;
    int help_scroll_ = 0;
    std::string confirm_question_;
    std::function<void()> confirm_action_;
    std::function<void()> decline_action_;
    int option_row_ = 0;
    Mode option_mode_ = Mode::HumanVsComputer;
    int option_side_ = 0;
    int option_first_ = 0;
    int option_level_ = 3;
    Thinking thinking_;
    std::string thought_move_;     // the computer's move, played when its pause is over
    std::vector<int> hint_cells_;  // the hint's squares, marked until the position changes
    BoardView edit_view_;
    int edit_side_ = 0;
    std::vector<std::string> replay_moves_;
    std::size_t replay_index_ = 0;
    bool replay_auto_ = false;
    Clock::time_point replay_due_{};
    std::vector<std::filesystem::path> load_files_;
    int load_row_ = 0;

    std::string timing_path_;
    long redraws_ = 0;
    double redraw_total_ms_ = 0;
    double redraw_max_ms_ = 0;
};

}  // namespace

int run_app(Session session, const AppOptions& options) {
    Terminal terminal;
    App app(terminal, std::move(session), options);
    return app.run();
}

}  // namespace boardgames::ui
