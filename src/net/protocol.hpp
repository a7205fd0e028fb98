#pragma once
// The table protocol, version 4 (3: clocks; 4: arranging), declared once for both ends: each
// verb is a struct below with its fields, how they are read (every field checked) and written.
// A client and the table say things by value (`table_says::Moved{ply, move}`) and hear them as
// a std::variant; a line that is not one of them, or whose fields are not as declared, is
// refused by read_client_line / read_table_line, the one place that reads lines. The manual
// page (boardgames(6), TABLE PROTOCOL) is the reference; wire.hpp holds the lines themselves.
//
// Positions and moves are in the rulebooks' notation, never screen contents, so each terminal
// draws the game at its own size. Who a peer is comes from the kernel (the socket's peer
// credentials), never from a line; but for the game server's own account, whose lobby names
// its player at the end of the hello ("player NAME").
//
// Adding a verb: its struct in client_says or table_says (verbs, form, fields, read, write),
// its name in the variant, and its handling at the end that hears it.

#include <array>
#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "boardgames/core/result.hpp"
#include "net/wire.hpp"
#include "table_terms.hpp"

namespace boardgames::net {

inline constexpr std::string_view protocol_name = "boardgames-table";
inline constexpr int protocol_version = 4;
// More seats than any game has: a seat or player number past it is a lie.
inline constexpr int most_seats = 16;
// The most names a watchers or knocks line lists.
inline constexpr std::size_t most_listed = 64;
inline constexpr long most_plies = 1 << 20;
// The most moves a snapshot's moves lines may give together.
inline constexpr std::size_t most_snapshot_moves = 100000;
// A clock's time left is at most a day.
inline constexpr long most_clock_ms = 24L * 3600 * 1000;

// Why a table hangs up: the first field of its "error" line. A client tries again by itself
// only after Busy (and after a dropped connection); every other kind is final.
enum class HangUp {
    Busy,      // no place now: try again later
    Closed,    // the host closed the table
    Refused,   // not let in, or sent away
    Full,      // every seat is taken
    Version,   // another protocol version
    Protocol,  // a line the table cannot take
};

// What a seat is, as the table describes it (table_terms.hpp: the listing says it too).
using boardgames::SeatState;

// What a connection comes for: a seat, or to watch.
enum class Attendance { Join, Watch };

// The requests a player makes of the others, each answered by every other person seated.
enum class RequestKind { Undo, Draw, Rematch };
// How a request is said on the wire and read on screen: one row a kind.
struct RequestType {
    RequestKind kind;
    std::string_view verb;     // "undo"
    std::string_view offer;    // after the asker's name: " asks to take back a move"
    std::string_view waiting;  // to the asker: "asked to take back a move: waiting ..."
    std::string_view noun;     // "the take-back" in "bob declined the take-back"
};
inline constexpr std::array request_types{
    RequestType{RequestKind::Undo, "undo", " asks to take back a move",
                "asked to take back a move: waiting for the answer", "take-back"},
    RequestType{RequestKind::Draw, "draw", " offers a draw", "draw offered: waiting for the answer",
                "draw"},
    RequestType{RequestKind::Rematch, "rematch", " offers a rematch",
                "rematch offered: waiting for the answer", "rematch"},
};
const RequestType& request_type(RequestKind kind);

// The words of a choice, in the order of its enum.
inline constexpr std::array<std::string_view, 6> hang_up_words{"busy", "closed",  "refused",
                                                               "full", "version", "protocol"};
std::string_view word_of(HangUp kind);
using boardgames::word_of;  // of a SeatState

// Reads a line's fields in order, each checked as its verb declares it. The first field that
// is not as declared fails the whole line; so do fields left over at the end.
class FieldReader {
  public:
    explicit FieldReader(const Message& message) : message_(&message) {}

    bool more() const { return next_ < message_->fields.size(); }
    const std::string& peek() const { return message_->field(next_); }
    std::string word();                             // any one field
    long number(long most);                         // digits only, at most `most`
    std::optional<long> number_or_dash(long most);  // "-" reads as none
    std::string login_name();                       // is_login_name
    // One of `words`: its index.
    template <std::size_t N>
    std::size_t choice(const std::array<std::string_view, N>& words) {
        const std::string& field = word();
        for (std::size_t i = 0; i < N; ++i)
            if (field == words[i]) return i;
        failed_ = true;
        return 0;
    }
    // The rest of the line from here, as sent (a position); `text` cleans it for people's eyes.
    std::string rest();
    std::string text();
    // Every field from here on.
    std::vector<std::string> all();
    void fail() { failed_ = true; }

    // `value` when every field read was as declared and none is left over.
    template <class T>
    std::optional<T> done(T value) const {
        if (failed_ || more()) return std::nullopt;
        return value;
    }

  private:
    const Message* message_;
    std::size_t next_ = 0;
    bool failed_ = false;
};

// Writes a verb's fields, each as one word (free text last).
class LineWriter {
  public:
    explicit LineWriter(std::string_view verb) : line_(verb) {}
    LineWriter& operator<<(std::string_view field);
    LineWriter& operator<<(long number);
    // The line, with its newline.
    std::string take() { return line_ + '\n'; }

  private:
    std::string line_;
};

// What a client (a player's or watcher's terminal) says to the table.
namespace client_says {

// Who may say it: anyone at the table, the players only, or the host only.
enum class Sender { Anyone, Player, Host };

// "hello boardgames-table 4 CODE join|watch [TOKEN] [player NAME]". Read loosely: the door
// answers each way a hello can be wrong with its own hang-up.
struct Hello {
    static constexpr std::array verbs{std::string_view("hello")};
    static constexpr std::string_view form = "hello boardgames-table 4 CODE join|watch";
    static constexpr Sender sender = Sender::Anyone;
    std::string protocol;                    // boardgames-table
    std::string version;                     // 4
    std::string code;                        // as typed
    std::string attendance;                  // join or watch
    std::string token = {};                  // a seat's token, when the fifth field is one
    bool names_player = false;               // "player" follows
    std::optional<std::string> player = {};  // the name, when "player NAME" ends the line
    static std::optional<Hello> read(FieldReader& in);
    void write(LineWriter& out) const;
};

struct Move {
    static constexpr std::array verbs{std::string_view("move")};
    static constexpr std::string_view form = "move: one move in notation";
    static constexpr Sender sender = Sender::Player;
    std::string move;
    static std::optional<Move> read(FieldReader& in) { return in.done(Move{in.word()}); }
    void write(LineWriter& out) const { out << move; }
};

// A player's arrangement before play: the whole position, his pieces as he put them.
struct Arranged {
    static constexpr std::array verbs{std::string_view("arranged")};
    static constexpr std::string_view form = "arranged: a mover and a position";
    static constexpr Sender sender = Sender::Player;
    int mover = 0;
    std::string position;
    static std::optional<Arranged> read(FieldReader& in);
    void write(LineWriter& out) const { out << mover << position; }
};

// "undo", "draw", "rematch": a request of the others (request_types).
struct Ask {
    static constexpr std::array verbs{request_types[0].verb, request_types[1].verb,
                                      request_types[2].verb};
    static constexpr std::string_view form = "undo, draw or rematch: nothing after it";
    static constexpr Sender sender = Sender::Player;
    RequestKind kind = RequestKind::Undo;
    static std::optional<Ask> read(FieldReader& in, std::size_t verb);
    std::string_view verb() const { return request_type(kind).verb; }
    void write(LineWriter&) const {}
};

// "accept" or "decline": the answer to the request waiting.
struct Answer {
    static constexpr std::array verbs{std::string_view("accept"), std::string_view("decline")};
    static constexpr std::string_view form = "accept or decline: nothing after it";
    static constexpr Sender sender = Sender::Player;
    bool accepted = false;
    static std::optional<Answer> read(FieldReader& in, std::size_t verb) {
        return in.done(Answer{verb == 0});
    }
    std::string_view verb() const { return verbs[accepted ? 0 : 1]; }
    void write(LineWriter&) const {}
};

// A verb with nothing after it.
template <const std::string_view& Verb, Sender Who>
struct Bare {
    static constexpr std::array verbs{Verb};
    static constexpr std::string_view form = Verb;
    static constexpr Sender sender = Who;
    static std::optional<Bare> read(FieldReader& in) { return in.done(Bare{}); }
    void write(LineWriter&) const {}
};
inline constexpr std::string_view resign_verb = "resign", sync_verb = "sync", ping_verb = "ping",
                                  close_verb = "close";
using Resign = Bare<resign_verb, Sender::Player>;
// The whole game again (a screen out of step).
using Sync = Bare<sync_verb, Sender::Anyone>;
using Ping = Bare<ping_verb, Sender::Anyone>;
// The host closes the table.
using Close = Bare<close_verb, Sender::Host>;

struct Chat {
    static constexpr std::array verbs{std::string_view("chat")};
    static constexpr std::string_view form = "chat TEXT";
    static constexpr Sender sender = Sender::Anyone;
    std::string text;  // cleaned
    static std::optional<Chat> read(FieldReader& in) { return in.done(Chat{in.text()}); }
    void write(LineWriter& out) const { out << text; }
};

// The host's decisions about a person: let a knock sit, turn it away, send a watcher away.
struct HostDecision {
    enum class Kind { Admit, TurnAway, SendAway };
    static constexpr std::array verbs{std::string_view("admit"), std::string_view("turn-away"),
                                      std::string_view("send-away")};
    static constexpr std::string_view form = "admit, turn-away or send-away: one login name";
    static constexpr Sender sender = Sender::Host;
    Kind kind = Kind::Admit;
    std::string name;
    static std::optional<HostDecision> read(FieldReader& in, std::size_t verb) {
        return in.done(HostDecision{Kind(verb), in.login_name()});
    }
    std::string_view verb() const { return verbs[std::size_t(kind)]; }
    void write(LineWriter& out) const { out << name; }
};

}  // namespace client_says

using ClientLine =
    std::variant<client_says::Hello, client_says::Move, client_says::Arranged, client_says::Ask,
                 client_says::Answer, client_says::Resign, client_says::Chat, client_says::Sync,
                 client_says::Ping, client_says::HostDecision, client_says::Close>;

// What the table says to a client.
namespace table_says {

// "welcome seat N TOKEN" (a seat: again at a rematch, whose seat may be another) or "welcome
// watch".
struct Welcome {
    static constexpr std::array verbs{std::string_view("welcome")};
    static constexpr std::string_view form = "welcome seat N TOKEN | welcome watch";
    std::optional<int> seat;  // none: watching
    std::string token = {};
    static std::optional<Welcome> read(FieldReader& in);
    void write(LineWriter& out) const;
};

// A knock: the host is asked.
struct Wait {
    static constexpr std::array verbs{std::string_view("wait")};
    static constexpr std::string_view form = "wait TEXT";
    std::string text;
    static std::optional<Wait> read(FieldReader& in);
    void write(LineWriter& out) const { out << text; }
};

// A free text line: news for everyone, a refusal to one, a game ended outside its rules.
template <const std::string_view& Verb>
struct FreeText {
    static constexpr std::array verbs{Verb};
    static constexpr std::string_view form = Verb;
    std::string text;  // cleaned
    static std::optional<FreeText> read(FieldReader& in) { return in.done(FreeText{in.text()}); }
    void write(LineWriter& out) const { out << text; }
};
inline constexpr std::string_view note_verb = "note", refused_verb = "refused",
                                  result_verb = "result";
using Note = FreeText<note_verb>;
using Refused = FreeText<refused_verb>;
// How a game ended by resigning, agreement, time or abandonment.
using Ended = FreeText<result_verb>;

// The snapshot: the whole game, from "host" to "ready".
struct Host {
    static constexpr std::array verbs{std::string_view("host")};
    static constexpr std::string_view form = "host NAME";
    std::string name;
    static std::optional<Host> read(FieldReader& in) { return in.done(Host{in.login_name()}); }
    void write(LineWriter& out) const { out << name; }
};

struct Access {
    static constexpr std::array verbs{std::string_view("access")};
    static constexpr std::string_view form = "access private|public invited|anyone|nobody";
    static constexpr std::array<std::string_view, 2> seat_words{"private", "public"};
    bool open_seats = false;
    std::size_t watchers = 0;  // an index of watch_policy_words (WatchPolicy's order)
    static std::optional<Access> read(FieldReader& in) {
        return in.done(Access{in.choice(seat_words) == 1, in.choice(watch_policy_words)});
    }
    void write(LineWriter& out) const {
        out << seat_words[open_seats ? 1 : 0] << watch_policy_words[watchers];
    }
};

struct Game {
    static constexpr std::array verbs{std::string_view("game")};
    static constexpr std::string_view form = "game NAME (a game this program knows)";
    std::string name;
    static std::optional<Game> read(FieldReader& in);
    void write(LineWriter& out) const { out << name; }
};

// "options TEXT|-", "start POSITION|-": the game's option values and its start ("": the
// defaults, the standard start).
template <const std::string_view& Verb>
struct TextOrDash {
    static constexpr std::array verbs{Verb};
    static constexpr std::string_view form = Verb;
    std::string text;
    static std::optional<TextOrDash> read(FieldReader& in) {
        std::string text = in.rest();
        return in.done(TextOrDash{text == "-" ? std::string{} : text});
    }
    void write(LineWriter& out) const { out << (text.empty() ? std::string_view("-") : text); }
};
inline constexpr std::string_view options_verb = "options", start_verb = "start";
using Options = TextOrDash<options_verb>;
using Start = TextOrDash<start_verb>;

struct Moves {
    static constexpr std::array verbs{std::string_view("moves")};
    static constexpr std::string_view form = "moves [M...]";
    std::vector<std::string> moves;
    static std::optional<Moves> read(FieldReader& in) { return in.done(Moves{in.all()}); }
    // A long game's moves on as many lines as they need, each within max_line_bytes (a
    // snapshot's moves lines add up); one line at least.
    static std::vector<Moves> lines_of(const std::vector<std::string>& moves);
    void write(LineWriter& out) const {
        for (const std::string& move : moves)
            out << move;
    }
};

// "seat N NAME STATE [WHO]": the seat's name in the game, and who is there.
struct Seat {
    static constexpr std::array verbs{std::string_view("seat")};
    static constexpr std::string_view form = "seat N NAME STATE [WHO]";
    int seat = 0;
    std::string name;  // "squares", "team"
    SeatState state = SeatState::Free;
    std::string who = {};  // a person's login name, or the computer's level
    static std::optional<Seat> read(FieldReader& in);
    void write(LineWriter& out) const;
};

// "watchers N [NAME...]": how many watch, and who (each name once, the first few).
struct Watchers {
    static constexpr std::array verbs{std::string_view("watchers")};
    static constexpr std::string_view form = "watchers N NAME...";
    std::size_t count = 0;
    std::vector<std::string> names;
    static std::optional<Watchers> read(FieldReader& in);
    void write(LineWriter& out) const;
};

// "knocks [NAME...]": who waits for the host's answer (to the host's screens).
struct Knocks {
    static constexpr std::array verbs{std::string_view("knocks")};
    static constexpr std::string_view form = "knocks NAME...";
    std::vector<std::string> names;
    static std::optional<Knocks> read(FieldReader& in);
    void write(LineWriter& out) const {
        for (const std::string& name : names)
            out << name;
    }
};

// "clock SEAT|- LEFT...": the seat whose time runs (none: "-") and each seat's time left, in
// milliseconds.
struct Clock {
    static constexpr std::array verbs{std::string_view("clock")};
    static constexpr std::string_view form = "clock SEAT|- LEFT...";
    std::optional<int> running;
    std::vector<std::chrono::milliseconds> left;
    static std::optional<Clock> read(FieldReader& in);
    void write(LineWriter& out) const;
};

// "series TEXT": a series' score, as a save writes it (Series::text).
struct SeriesScore {
    static constexpr std::array verbs{std::string_view("series")};
    static constexpr std::string_view form = "series TEXT";
    std::string text;
    static std::optional<SeriesScore> read(FieldReader& in) {
        return in.done(SeriesScore{in.rest()});
    }
    void write(LineWriter& out) const { out << text; }
};

// "arrange N...": the players (by mover) still arranging before the first move.
struct Arrange {
    static constexpr std::array verbs{std::string_view("arrange")};
    static constexpr std::string_view form = "arrange N...";
    std::vector<int> movers;
    static std::optional<Arrange> read(FieldReader& in);
    void write(LineWriter& out) const {
        for (const int mover : movers)
            out << mover;
    }
};

// The end of a snapshot.
inline constexpr std::string_view ready_verb = "ready", pong_verb = "pong";
template <const std::string_view& Verb>
struct Bare {
    static constexpr std::array verbs{Verb};
    static constexpr std::string_view form = Verb;
    static std::optional<Bare> read(FieldReader& in) { return in.done(Bare{}); }
    void write(LineWriter&) const {}
};
using Ready = Bare<ready_verb>;
using Pong = Bare<pong_verb>;

// "moved PLY M": the game's move number `ply` was `move`.
struct Moved {
    static constexpr std::array verbs{std::string_view("moved")};
    static constexpr std::string_view form = "moved PLY M";
    std::size_t ply = 0;
    std::string move;
    static std::optional<Moved> read(FieldReader& in) {
        return in.done(Moved{std::size_t(in.number(most_plies)), in.word()});
    }
    void write(LineWriter& out) const { out << long(ply) << move; }
};

// "undone PLY": moves taken back until `ply` moves stand.
struct Undone {
    static constexpr std::array verbs{std::string_view("undone")};
    static constexpr std::string_view form = "undone PLY";
    std::size_t ply = 0;
    static std::optional<Undone> read(FieldReader& in) {
        return in.done(Undone{std::size_t(in.number(most_plies))});
    }
    void write(LineWriter& out) const { out << long(ply); }
};

// "asks N KIND": seat N asks the others.
struct Asks {
    static constexpr std::array verbs{std::string_view("asks")};
    static constexpr std::string_view form = "asks N undo|draw|rematch";
    int seat = 0;
    RequestKind kind = RequestKind::Undo;
    static std::optional<Asks> read(FieldReader& in);
    void write(LineWriter& out) const { out << seat << request_type(kind).verb; }
};

// "answered N accepted|declined KIND".
struct Answered {
    static constexpr std::array verbs{std::string_view("answered")};
    static constexpr std::string_view form = "answered N accepted|declined undo|draw|rematch";
    static constexpr std::array<std::string_view, 2> answer_words{"accepted", "declined"};
    int seat = 0;
    bool accepted = false;
    RequestKind kind = RequestKind::Undo;
    static std::optional<Answered> read(FieldReader& in);
    void write(LineWriter& out) const {
        out << seat << answer_words[accepted ? 0 : 1] << request_type(kind).verb;
    }
};

// "said NAME TEXT": chat.
struct Said {
    static constexpr std::array verbs{std::string_view("said")};
    static constexpr std::string_view form = "said NAME TEXT";
    std::string name;
    std::string text;
    static std::optional<Said> read(FieldReader& in);
    void write(LineWriter& out) const { out << name << text; }
};

// "error KIND TEXT": the last word before the table hangs up.
struct Error {
    static constexpr std::array verbs{std::string_view("error")};
    static constexpr std::string_view form = "error KIND TEXT";
    HangUp kind = HangUp::Protocol;
    std::string text;
    static std::optional<Error> read(FieldReader& in) {
        const auto kind = HangUp(in.choice(hang_up_words));
        return in.done(Error{kind, in.text()});
    }
    void write(LineWriter& out) const { out << word_of(kind) << text; }
};

}  // namespace table_says

using TableLine =
    std::variant<table_says::Welcome, table_says::Wait, table_says::Host, table_says::Access,
                 table_says::Game, table_says::Options, table_says::Start, table_says::Moves,
                 table_says::Seat, table_says::Watchers, table_says::Knocks, table_says::Clock,
                 table_says::SeriesScore, table_says::Arrange, table_says::Ready, table_says::Moved,
                 table_says::Undone, table_says::Asks, table_says::Answered, table_says::Said,
                 table_says::Note, table_says::Refused, table_says::Ended, table_says::Pong,
                 table_says::Error>;

// Why a line is not one of the protocol's.
struct LineRefusal {
    enum class Kind { Unreadable, UnknownVerb, BadFields } kind;
    std::string reason;  // the line's trouble, the verb unknown (cleaned), or the verb's form
};

// Reads one line a client sent, or says why not.
std::variant<ClientLine, LineRefusal> read_client_line(std::string_view line);
// Reads one line a table sent, or says why not.
std::variant<TableLine, LineRefusal> read_table_line(std::string_view line);
// The verbs a client may send, for a refusal that lists them.
std::string client_verbs();
// The verb a line begins with.
std::string_view verb_of(const ClientLine& message);
std::string_view verb_of(const TableLine& message);

// The line (with its newline) that says `message`.
template <class Said>
std::string_view verb_of(const Said& message) {
    if constexpr (requires { message.verb(); })
        return message.verb();
    else
        return Said::verbs[0];
}
template <class Said>
std::string line_of(const Said& message) {
    LineWriter out(verb_of(message));
    message.write(out);
    return out.take();
}
std::string line_of(const ClientLine& message);
std::string line_of(const TableLine& message);

}  // namespace boardgames::net
