#pragma once
// The Game concept every game module fills, and the few rules every game shares: a finished
// game has no legal moves, and a player to move with no legal move has lost ("blocked").

#include <algorithm>
#include <array>
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

// The keys of every position of a game so far, the current one last. Repetition rules count
// in it; searches push and pop as they go.
class PositionHistory {
  public:
    void push(std::uint64_t key) { keys_.push_back(key); }
    void pop() { keys_.pop_back(); }
    void clear() { keys_.clear(); }
    void reserve(std::size_t n) { keys_.reserve(n); }
    std::size_t size() const { return keys_.size(); }
    std::uint64_t back() const { return keys_.back(); }
    int occurrences(std::uint64_t key) const {
        int count = 0;
        for (std::uint64_t k : keys_)
            count += (k == key);
        return count;
    }
    std::span<const std::uint64_t> keys() const { return keys_; }

  private:
    std::vector<std::uint64_t> keys_;
};

struct Outcome {
    enum class Status { Ongoing, Win, Draw };
    Status status = Status::Ongoing;
    int winner = -1;          // player index when status is Win
    std::string_view reason;  // a short phrase: "reached the far rank", "threefold repetition"

    static Outcome ongoing() { return {}; }
    static Outcome win(int player, std::string_view why) { return {Status::Win, player, why}; }
    static Outcome draw(std::string_view why) { return {Status::Draw, -1, why}; }
    bool over() const { return status != Status::Ongoing; }
    bool operator==(const Outcome&) const = default;
};

// How a player enters a move with clicks: the cells clicked in order (the piece, then each
// landing, or the cell clicked to leave the board), and which net numbers of clockwise
// quarter-turns made after the last click give this move (bit k: k turns; bit 0 alone: none).
struct MoveInput {
    std::vector<int> cells;
    unsigned turn_mask = 1;
};

// A legal move as a front end sees it: its canonical string and how it is clicked.
struct LegalMove {
    std::string text;
    MoveInput input;
};

template <class G>
concept Game = requires(const typename G::State& state, typename G::State& mutable_state,
                        const typename G::Move& move, const PositionHistory& history,
                        typename G::MoveList& moves, std::string_view text) {
    { G::name } -> std::convertible_to<std::string_view>;   // command-line name: "raps"
    { G::title } -> std::convertible_to<std::string_view>;  // display name: "RAPS"
    { G::summary } -> std::convertible_to<std::string_view>;
    { G::rules_text } -> std::convertible_to<std::string_view>;
    { G::player_names } -> std::convertible_to<std::span<const std::string_view>>;
    // The side-to-move tokens of position strings, by player, and the pieces a set-up may place.
    { G::side_tokens } -> std::convertible_to<std::span<const std::string_view>>;
    { G::palette } -> std::convertible_to<std::span<const PieceToken>>;
    // The standard start (games whose players may choose who starts also take the first mover:
    // G::start_state(mover), with G::players_choose_first; see seats.hpp).
    { G::start_state() } -> std::same_as<typename G::State>;
    { G::to_move(state) } -> std::same_as<int>;
    { G::mover_name(state) } -> std::convertible_to<std::string_view>;
    // Position identity for repetition: board and side to move, counters left out.
    { G::key(state) } -> std::same_as<std::uint64_t>;
    // Ends that show without generating moves (a goal reached, no pieces, repetition, ...).
    { G::decided(state, history) } -> std::same_as<Outcome>;
    // Every legal move of an undecided position, in any order, each once.
    { G::generate(state, history, moves) } -> std::same_as<void>;
    { G::apply(mutable_state, move) } -> std::same_as<void>;
    { G::format_move(move) } -> std::same_as<std::string>;
    { G::move_input(state, move) } -> std::same_as<MoveInput>;
    { G::format_position(state) } -> std::same_as<std::string>;
    { G::parse_position(text) } -> std::same_as<Result<typename G::State>>;
    { G::board_view(state) } -> std::same_as<BoardView>;
    { state == state } -> std::convertible_to<bool>;
};

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
    if (moves.empty()) return Outcome::win(1 - G::to_move(state), "blocked: no legal move");
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
