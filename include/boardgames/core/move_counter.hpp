#pragma once
// A count of consecutive moves without some event (a capture in Redtangle and ReMATCH, a
// conversion in Redo): the event resets it, a rule fires when it reaches a limit, and position
// strings carry it as a field of its own.

#include <string>
#include <string_view>

#include "position_string.hpp"
#include "result.hpp"

namespace boardgames {

struct MoveCounter {
    int moves = 0;

    // Counts one move; `resets` when the move is the event counted up to.
    void count(bool resets) { moves = resets ? 0 : moves + 1; }
    bool reached(int limit) const { return moves >= limit; }
    bool operator==(const MoveCounter&) const = default;
};

// "12 of 40 moves without a capture": the count toward the limit where a rule fires.
inline std::string counter_text(MoveCounter counter, int limit, std::string_view what) {
    return std::to_string(counter.moves) + " of " + std::to_string(limit) + " " + std::string(what);
}

inline std::string counter_field(MoveCounter counter) {
    return std::to_string(counter.moves);
}

// Reads the field; `what` names the count in the error ("moves without a capture must be a
// count, not 'x'").
inline Result<MoveCounter> parse_counter_field(std::string_view field, std::string_view what,
                                               int limit = 100000) {
    const auto moves = parse_count(field, limit);
    if (!moves)
        return fail(std::string(what) + " must be a count, not '" + std::string(field) + "'");
    return MoveCounter{*moves};
}

}  // namespace boardgames
