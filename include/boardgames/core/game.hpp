#pragma once
// The Game concept every game module fills, the defaults of its optional hooks (listed, with
// what each changes, in game_type.hpp), what the core derives for every game, and the few
// rules every game shares: a finished game has no legal moves; a side to move with no legal
// move has lost ("blocked") unless the game says otherwise; the third occurrence of a position
// is a draw in the games that have that rule.

#include <algorithm>
#include <array>
#include <bit>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "board_view.hpp"
#include "game_type.hpp"
#include "notation.hpp"
#include "result.hpp"

namespace boardgames {

// A fixed-capacity list: move generation fills one per ply without allocating, and without
// initialising the unused capacity (a search makes one list per position it visits).
template <class T, std::size_t Capacity>
requires std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>
class StaticList {
  public:
    StaticList() {}
    StaticList(const StaticList& other) : count_(other.count_) {
        std::copy(other.begin(), other.end(), begin());
    }
    StaticList& operator=(const StaticList& other) {
        count_ = other.count_;
        std::copy(other.begin(), other.end(), begin());
        return *this;
    }
    void push_back(const T& item) {
        // A game's capacity is its proven maximum; past it is a bug, never a silent drop.
        if (count_ == Capacity) throw std::length_error("StaticList capacity exceeded");
        new (&storage_.items[count_++]) T(item);
    }
    void clear() { count_ = 0; }
    std::size_t size() const { return count_; }
    bool empty() const { return count_ == 0; }
    static constexpr std::size_t capacity() { return Capacity; }
    const T& operator[](std::size_t i) const { return storage_.items[i]; }
    T& operator[](std::size_t i) { return storage_.items[i]; }
    const T* begin() const { return storage_.items; }
    const T* end() const { return storage_.items + count_; }
    T* begin() { return storage_.items; }
    T* end() { return storage_.items + count_; }
    void truncate(std::size_t size) { count_ = size; }

  private:
    // A union leaves its member uninitialised until push_back constructs each item in place.
    union Storage {
        Storage() {}
        T items[Capacity];
    } storage_;
    std::size_t count_ = 0;
};

// How many times each position key occurs, in an open-addressing hash table: counting and
// uncounting cost the same however long the game (Táctica runs to thousands of plies).
class KeyCounts {
  public:
    int count(std::uint64_t key) const {
        if (distinct_ == 0) return 0;
        for (std::size_t slot = home(key);; slot = (slot + 1) & mask_) {
            if (slots_[slot].count == 0) return 0;
            if (slots_[slot].key == key) return int(slots_[slot].count);
        }
    }

    void add(std::uint64_t key) {
        if (2 * (distinct_ + 1) > slots_.size()) grow();
        std::size_t slot = home(key);
        while (slots_[slot].count != 0 && slots_[slot].key != key)
            slot = (slot + 1) & mask_;
        if (slots_[slot].count == 0) {
            slots_[slot].key = key;
            ++distinct_;
        }
        ++slots_[slot].count;
    }

    // Uncounts one occurrence of a key that was counted.
    void remove(std::uint64_t key) {
        std::size_t slot = home(key);
        while (slots_[slot].count == 0 || slots_[slot].key != key)
            slot = (slot + 1) & mask_;
        if (--slots_[slot].count > 0) return;
        --distinct_;
        // Close the gap: pull back each later entry of the probe run whose home is not between
        // the gap and where it stands, so every lookup still finds it without tombstones.
        std::size_t gap = slot;
        for (std::size_t at = (gap + 1) & mask_; slots_[at].count != 0; at = (at + 1) & mask_) {
            const std::size_t wanted = home(slots_[at].key);
            if (((at - wanted) & mask_) >= ((at - gap) & mask_)) {
                slots_[gap] = slots_[at];
                slots_[at].count = 0;
                gap = at;
            }
        }
    }

    void clear() {
        for (Slot& slot : slots_)
            slot.count = 0;
        distinct_ = 0;
    }

  private:
    struct Slot {
        std::uint64_t key = 0;
        std::uint32_t count = 0;  // 0: a free slot
    };

    // Fibonacci hashing: keys need not be random (RAPS's are its bitboards).
    std::size_t home(std::uint64_t key) const {
        return std::size_t((key * 0x9E3779B97F4A7C15ull) >> shift_);
    }

    void grow() {
        std::vector<Slot> old = std::move(slots_);
        const std::size_t capacity = std::max<std::size_t>(16, 2 * old.size());
        slots_.assign(capacity, Slot{});
        mask_ = capacity - 1;
        shift_ = 64 - std::countr_zero(capacity);
        distinct_ = 0;
        for (const Slot& slot : old) {
            if (slot.count == 0) continue;
            std::size_t at = home(slot.key);
            while (slots_[at].count != 0)
                at = (at + 1) & mask_;
            slots_[at] = slot;
            ++distinct_;
        }
    }

    std::vector<Slot> slots_;  // a power of two, at most half full
    std::size_t mask_ = 0;
    int shift_ = 64;
    std::size_t distinct_ = 0;
};

// The keys of every position of a game so far, the current one last. Repetition rules count
// in it in constant time: the latest `recent` keys by a short scan (all there is in a perft or
// a search near the start, which the hash table would only slow down), the older ones in
// KeyCounts. Searches push and pop as they go.
class PositionHistory {
  public:
    static constexpr std::size_t recent = 32;

    void push(std::uint64_t key) {
        keys_.push_back(key);
        if (keys_.size() > recent) counts_.add(keys_[keys_.size() - 1 - recent]);
    }
    void pop() {
        if (keys_.size() > recent) counts_.remove(keys_[keys_.size() - 1 - recent]);
        keys_.pop_back();
    }
    void clear() {
        keys_.clear();
        counts_.clear();
    }
    void reserve(std::size_t n) { keys_.reserve(n); }
    std::size_t size() const { return keys_.size(); }
    std::uint64_t back() const { return keys_.back(); }
    int occurrences(std::uint64_t key) const {
        if (keys_.size() <= recent) return count_in(keys_, key);
        return counts_.count(key) + count_in(std::span(keys_).last(recent), key);
    }
    std::span<const std::uint64_t> keys() const { return keys_; }

  private:
    static int count_in(std::span<const std::uint64_t> keys, std::uint64_t key) {
        int count = 0;
        for (std::uint64_t k : keys)
            count += (k == key);
        return count;
    }

    std::vector<std::uint64_t> keys_;
    KeyCounts counts_;  // every key but the latest `recent`
};

struct Outcome {
    enum class Status { Ongoing, Win, Draw };
    Status status = Status::Ongoing;
    int winner = -1;          // the winning side's index (see side_names) when status is Win
    std::string_view reason;  // a short phrase: "reached the far rank", "threefold repetition"

    static Outcome ongoing() { return {}; }
    static Outcome win(int side, std::string_view why) { return {Status::Win, side, why}; }
    static Outcome draw(std::string_view why) { return {Status::Draw, -1, why}; }
    bool over() const { return status != Status::Ongoing; }
    bool operator==(const Outcome&) const = default;
};

// How a player enters a move with clicks: the cells clicked in order (the piece, then each
// landing, or the cell clicked to leave the board), and which net numbers of clockwise
// quarter-turns made after the last click give this move (bit k: k turns; bit 0 alone: none).
struct MoveClicks {
    std::vector<int> cells;
    unsigned turn_mask = 1;
};

// A legal move as a front end sees it: its canonical string and how it is clicked.
struct LegalMove {
    std::string text;
    MoveClicks input;
    bool capture = false;  // it captures or converts (where the game tells captures apart)
};

// Moves that name a start and an end cell of the game's grid and their MoveType (`a1-b2`,
// `a2Xc4`): the core writes them and knows how they are clicked, unless the game says.
template <class G>
concept MovesFromTo = requires(const typename G::Move& move) {
    { move.from } -> std::convertible_to<int>;
    { move.to } -> std::convertible_to<int>;
    { move.type } -> std::convertible_to<MoveType>;
    { G::Grid::name(0) } -> std::convertible_to<std::string>;
};

template <class G>
concept Game = requires(const typename G::State& state, typename G::State& mutable_state,
                        const typename G::Move& move, const PositionHistory& history,
                        typename G::MoveList& moves, std::string_view text) {
    { G::name } -> std::convertible_to<std::string_view>;   // command-line name: "raps"
    { G::title } -> std::convertible_to<std::string_view>;  // display name: "RAPS"
    { G::summary } -> std::convertible_to<std::string_view>;
    { G::rules_text } -> std::convertible_to<std::string_view>;
    // What else the game is and which optional hooks it fills (game_type.hpp).
    { G::type } -> std::convertible_to<GameType>;
    // The movers: who takes turns (a colour; ReMATCH: red, white, orange). A mover belongs to a
    // side, who wins or loses (GameType::side_names, Hook::side_of_mover).
    { G::mover_names } -> std::convertible_to<std::span<const std::string_view>>;
    // The mover tokens of position strings, by mover.
    { G::side_tokens } -> std::convertible_to<std::span<const std::string_view>>;
    // The standard start.
    { G::start_state() } -> std::same_as<typename G::State>;
    // The mover whose turn it is, an index into mover_names.
    { G::to_move(state) } -> std::same_as<int>;
    // Position identity for repetition: board and mover, counters left out.
    { G::key(state) } -> std::same_as<std::uint64_t>;
    // Ends that show without generating moves (a goal reached, no pieces, repetition, ...);
    // Outcome::winner is a side.
    { G::decided(state, history) } -> std::same_as<Outcome>;
    // Every legal move of an undecided position, in any order, each once.
    { G::generate(state, history, moves) } -> std::same_as<void>;
    { G::apply(mutable_state, move) } -> std::same_as<void>;
    { G::format_position(state) } -> std::same_as<std::string>;
    { G::parse_position(text) } -> std::same_as<Result<typename G::State>>;
    { G::board_view(state) } -> std::same_as<BoardView>;
    { state == state } -> std::convertible_to<bool>;
    // A move's text and how it is clicked: written by the game, or derived for from-to moves.
    requires MovesFromTo<G> || requires {
        { G::format_move(move) } -> std::same_as<std::string>;
        { G::move_clicks(state, move) } -> std::same_as<MoveClicks>;
    };
};

// ---- What every game has, from its hooks or by default ----

template <class G>
constexpr bool fills(Hook hook) {
    return G::type.hooks.has(hook);
}

template <class G>
std::string_view mover_name(const typename G::State& state) {
    return G::mover_names[std::size_t(G::to_move(state))];
}

// The move's text: "a1-b2", "b1Xb3Xd5", "pass".
template <class G>
std::string format_move(const typename G::Move& move) {
    if constexpr (requires { G::format_move(move); }) {
        return G::format_move(move);
    } else {
        std::string text = G::Grid::name(move.from);
        append_hop(text, move.type, G::Grid::name(move.to));
        return text;
    }
}

// How the move is clicked: from-to moves as the piece, then its destination.
template <class G>
MoveClicks move_clicks(const typename G::State& state, const typename G::Move& move) {
    if constexpr (requires { G::move_clicks(state, move); })
        return G::move_clicks(state, move);
    else
        return MoveClicks{{int(move.from), int(move.to)}, 1};
}

// The pieces a set-up may place: the game's, else each mover's token.
template <class G>
std::vector<PieceToken> palette() {
    if (!G::type.palette.empty()) return {G::type.palette.begin(), G::type.palette.end()};
    std::vector<PieceToken> tokens;
    for (std::size_t mover = 0; mover < G::side_tokens.size(); ++mover)
        tokens.push_back({G::side_tokens[mover], int(mover)});
    return tokens;
}

template <class G>
constexpr std::span<const std::string_view> side_names() {
    if constexpr (!G::type.side_names.empty())
        return G::type.side_names;
    else
        return G::mover_names;
}

template <class G>
constexpr std::span<const std::string_view> position_side_tokens() {
    if constexpr (!G::type.position_side_tokens.empty())
        return G::type.position_side_tokens;
    else
        return G::side_tokens;
}

template <class G>
constexpr int side_count() {
    return int(side_names<G>().size());
}

template <class G>
constexpr int side_of_mover(int mover) {
    if constexpr (fills<G>(Hook::side_of_mover))
        return G::side_of_mover(mover);
    else
        return mover;
}

template <class G>
int side_to_move(const typename G::State& state) {
    return side_of_mover<G>(G::to_move(state));
}

template <class G>
Outcome no_legal_move(const typename G::State& state, const PositionHistory& history) {
    if constexpr (fills<G>(Hook::no_legal_move)) {
        return G::no_legal_move(state, history);
    } else {
        static_assert(side_count<G>() == 2,
                      "a game of more than two sides says what no legal move means: no_legal_move");
        return Outcome::win(1 - side_to_move<G>(state), "blocked: no legal move");
    }
}

template <class G>
std::uint64_t search_key(const typename G::State& state) {
    if constexpr (fills<G>(Hook::search_key))
        return G::search_key(state);
    else
        return G::key(state);
}

template <class G>
constexpr bool moves_depend_on_history() {
    return G::type.moves_depend_on_history;
}

template <class G>
std::string explain_illegal(const typename G::State& state, const PositionHistory& history,
                            std::string_view typed, const std::vector<std::string>& legal) {
    if constexpr (fills<G>(Hook::explain_illegal))
        return G::explain_illegal(state, history, typed, legal);
    else
        return {};
}

// The computer's score for the side to move (Hook::evaluate): without it, 0, and the search
// sees only the ends within its horizon.
template <class G>
int evaluate(const typename G::State& state) {
    if constexpr (fills<G>(Hook::evaluate))
        return G::evaluate(state);
    else
        return 0;
}

// Whether the game tells captures apart: by Hook::is_capture, or from a from-to move's type.
template <class G>
constexpr bool marks_captures() {
    return fills<G>(Hook::is_capture) || MovesFromTo<G>;
}

template <class G>
bool is_capture(const typename G::Move& move) {
    if constexpr (fills<G>(Hook::is_capture))
        return G::is_capture(move);
    else if constexpr (MovesFromTo<G>)
        return move.type == MoveType::Take;
    else
        return false;
}

template <class G>
constexpr bool generates_captures() {
    return fills<G>(Hook::generate_captures);
}

template <class G>
constexpr std::span<const GameOption> options_of() {
    return G::type.options;
}

template <class G>
std::vector<Seat> seats_of(std::span<const int> option_values) {
    if constexpr (fills<G>(Hook::seats)) {
        return G::seats(option_values);
    } else {
        std::vector<Seat> seats;
        for (std::size_t mover = 0; mover < G::mover_names.size(); ++mover)
            seats.push_back({std::string(G::mover_names[mover]), {int(mover)}});
        return seats;
    }
}

template <class G>
constexpr bool players_choose_first() {
    return fills<G>(Hook::players_choose_first);
}

// Whether the game draws a move in progress before it is whole (apply_part).
template <class G>
constexpr bool draws_part_moves() {
    return fills<G>(Hook::apply_part);
}

// The draw at the third occurrence of the same position, `key` (already in `history`): a rule
// of RAPS, Redtangle and ReMATCH.
inline Outcome threefold_repetition(const PositionHistory& history, std::uint64_t key) {
    return history.occurrences(key) >= 3 ? Outcome::draw("threefold repetition")
                                         : Outcome::ongoing();
}

// The legal moves of a position: none once the game is decided.
template <Game G>
void legal_moves(const typename G::State& state, const PositionHistory& history,
                 typename G::MoveList& moves) {
    moves.clear();
    if (!G::decided(state, history).over()) G::generate(state, history, moves);
}

template <Game G>
Outcome outcome(const typename G::State& state, const PositionHistory& history) {
    const Outcome decided = G::decided(state, history);
    if (decided.over()) return decided;
    typename G::MoveList moves;
    G::generate(state, history, moves);
    if (moves.empty()) return no_legal_move<G>(state, history);
    return Outcome::ongoing();
}

// The number of distinct move sequences of exactly `depth` moves (bulk-counted at the last ply).
template <Game G>
std::uint64_t perft(const typename G::State& state, PositionHistory& history, int depth) {
    if (depth <= 0) return 1;
    typename G::MoveList moves;
    legal_moves<G>(state, history, moves);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const auto& move : moves) {
        typename G::State next = state;
        G::apply(next, move);
        history.push(G::key(next));
        nodes += perft<G>(next, history, depth - 1);
        history.pop();
    }
    return nodes;
}

}  // namespace boardgames
