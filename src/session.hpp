#pragma once
// A game being played: the match, who sits at each seat (a human or the computer), the game's
// options, the moves undone (for redo), an optional series, and the record that saving and
// loading use. Knows no rule: moves are strings the match checks.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "boardgames/play/any_match.hpp"
#include "game_record.hpp"
#include "series.hpp"

namespace boardgames {

// A login name as records and tables show people: letters, digits, '.', '_', '-', at most 32.
bool is_person_name(std::string_view text);

// Who occupies a seat: a person at this terminal, the computer at a level, or (at a table)
// someone elsewhere.
struct Occupant {
    // At a table shared between terminals, every seat but this terminal's is Remote: a person
    // elsewhere or the table's computer, whose moves arrive from the table.
    enum class Kind { Human, Computer, Remote };
    Kind kind = Kind::Human;
    int level = 3;     // the computer's level, 1 (a beginner) to 5 (the strongest)
    std::string name;  // a remote seat as the table shows it: "alice", "alice (away)", ...

    Occupant(Kind kind = Kind::Human, int level = 3, std::string name = {})
        : kind(kind), level(level), name(std::move(name)) {}

    bool human() const { return kind == Kind::Human; }
    bool computer() const { return kind == Kind::Computer; }
    std::string label() const {
        if (kind == Kind::Remote || (human() && !name.empty())) return name;
        return human() ? "human" : "computer (level " + std::to_string(level) + ")";
    }
    // As a saved record names it (a remote person is a human there).
    std::string record_label() const { return computer() ? label() : "human"; }
    // Reads a label written by label(), or the command line's "human" and "ai:N".
    static Result<Occupant> parse(const std::string& text);
};

// How the seats are played: one person against the computer, a demo, or people only.
enum class Mode { HumanVsComputer, ComputerVsComputer, HumanVsHuman };
const char* mode_name(Mode mode);

// The option values named on a command line or in a saved game: "players=3 limit=200".
Result<std::vector<int>> parse_option_values(const GameInfo& info, const std::string& text);
std::string option_values_text(const GameInfo& info, const std::vector<int>& values);

class Session {
  public:
    // A new game of `info` from `position` (the standard start when empty), with the option
    // values (the game's defaults when empty).
    static Result<Session> start(const GameInfo& info, const std::string& position,
                                 std::vector<int> options = {});
    static Result<Session> from_record(const GameRecord& record);

    const GameInfo& game() const { return *info_; }
    const AnyMatch& match() const { return *match_; }
    const std::string& start_position() const { return start_; }  // empty: standard
    const std::vector<int>& options() const { return options_; }
    const std::vector<Seat>& seats() const { return seats_; }

    std::vector<Occupant> occupants;  // by seat

    int seat_of_mover(int mover) const;
    int seat_to_move() const { return seat_of_mover(match_->to_move()); }
    const Occupant& occupant_to_move() const { return occupants[std::size_t(seat_to_move())]; }
    const std::string& seat_name(int seat) const { return seats_[std::size_t(seat)].name; }

    // Who plays which seat; computers play at `level`.
    void set_mode(Mode mode, int human_seat, int level);
    Mode mode() const;
    bool human_to_move() const;

    Result<std::string> play(const std::string& typed);
    // The rules' automatic pass (Redo: a side with no move passes, and chooses nothing): played
    // and returned when the side to move has no other move; nothing otherwise.
    std::optional<std::string> play_forced_pass();
    bool undo();
    bool redo();
    bool can_redo() const { return !redo_.empty(); }
    // Undoes back to the last position where a human was to move (HvC undoes the reply too).
    bool undo_to_human();

    // A series of games to `target` points, starting with this game.
    void start_series(int target);
    // Goes on with `other`'s series: this session is the same game started again from another
    // position (an arrangement, Set Board).
    void continue_series_of(const Session& other);
    const std::optional<Series>& series() const { return series_; }
    // A game ended outside its rules (a resignation, an agreed draw, time at a table) counts in
    // the series as `outcome` says, once.
    void count_ended(const Outcome& outcome, std::string result);
    // The series as a table describes it (its screen's copy of the table's).
    void adopt_series(Series series);
    // Once the game is over or counted (it counted the moment it ended): moves every person
    // one seat on and starts the next game of the series from the standard start. False when
    // there is no series, the game goes on, or the series is won.
    bool next_series_game();
    // Person `person` (of a series: the one at seat `person` in its first game) as people read
    // it, never by a seat they only sat at for a game: the name given (a table's login names,
    // "you"), "you" and "the computer" for one person against one computer, else "player 1",
    // "player 2" ... in the order of the first game's seats.
    std::string person_name(int person) const;
    // "player 2 wins the series 3-1", "you win the series 2½-1½"; empty while it goes on.
    std::string series_result() const;
    // How the game over by the rules ended, in people's words, with the series where there is
    // one: most detailed first, each shorter than the one before, for a screen to take the
    // longest that fits ("you win the game (red captured) and the series, 2-0", ..., "you win
    // the game and the series, 2-0"). Without a series: the match's own sentence.
    std::vector<std::string> game_over_sentences() const;

    GameRecord record() const;

  private:
    Session(const GameInfo& info, std::unique_ptr<AnyMatch> match, std::string start,
            std::vector<int> options);

    const GameInfo* info_;
    std::unique_ptr<AnyMatch> match_;
    std::string start_;
    std::vector<int> options_;
    std::vector<Seat> seats_;
    std::vector<std::string> redo_;  // most recently undone last
    std::optional<Series> series_;

    // A game of the series counts the moment it ends, and no longer once its end is undone.
    void count_in_series();
};

}  // namespace boardgames
