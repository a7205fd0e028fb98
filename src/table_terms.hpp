#pragma once
// The words a table and its listing share: what a seat is now and who may watch. A table says
// them on the wire and keeps them in its seats file (src/net), lists itself with them in the
// server's database (src/store), and the lobby reads them there; this header depends on
// nothing, so neither side depends on the other for them.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace boardgames {

// What a seat is, as the table describes it.
enum class SeatState { Free, Here, Away, Computer };
// Who may watch a table: the host's decision, kept with its seats.
enum class WatchPolicy { Invited, Anyone, Nobody };

// The words of each, in the order of its enum.
inline constexpr std::array<std::string_view, 4> seat_state_words{"free", "here", "away",
                                                                  "computer"};
inline constexpr std::array<std::string_view, 3> watch_policy_words{"invited", "anyone", "nobody"};

constexpr std::string_view word_of(SeatState state) {
    return seat_state_words[std::size_t(state)];
}
constexpr std::string_view watch_policy_name(WatchPolicy policy) {
    return watch_policy_words[std::size_t(policy)];
}

// The value of `words` (an enum's, in its order) that `word` is; none for any other word.
template <typename Value, std::size_t N>
constexpr std::optional<Value> named_in(const std::array<std::string_view, N>& words,
                                        std::string_view word) {
    for (std::size_t index = 0; index < N; ++index)
        if (words[index] == word) return Value(index);
    return std::nullopt;
}
constexpr std::optional<SeatState> seat_state_named(std::string_view word) {
    return named_in<SeatState>(seat_state_words, word);
}
constexpr std::optional<WatchPolicy> watch_policy_named(std::string_view word) {
    return named_in<WatchPolicy>(watch_policy_words, word);
}

}  // namespace boardgames
