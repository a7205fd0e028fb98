#pragma once
// Who sits at the table, apart from who wins. A game's movers are the colours that move
// (G::to_move, G::player_names: squares, circles; ReMATCH's red, white, orange). Its sides are
// who wins or loses (always two here: ReMATCH's red and the team). Its seats are the people
// at the table, each moving one or more movers (ReMATCH for two: red, and the team moving
// white and orange; for three: red, white, orange), and may depend on the game's options.
//
// Optional hooks, each with the default every two-player game wants:
//   G::side_names, G::side_of_mover(mover)      default: one side per mover
//   G::options (std::array<GameOption, N>)       default: none
//   G::seats(option_values) -> std::vector<Seat> default: one seat per mover
//   G::configure(state, option_values)           applies options to a start (Táctica's limit)
//   G::players_choose_first (bool)               the rules let the players choose who starts

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace boardgames {

struct Seat {
    std::string name;         // "red", "team", "white"
    std::vector<int> movers;  // the movers this seat moves
};

// An option the players agree on before a game, an integer in [min, max].
struct GameOption {
    std::string_view name;     // for the command line and saved games: "players", "limit"
    std::string_view summary;  // for the options screen
    int min = 0;
    int max = 0;
    int default_value = 0;
    int step = 1;  // what one press changes on the options screen (a move limit goes by tens)
};

// The option's value `steps` presses of the options screen away from `value`: multiples of
// its step from its minimum, wrapping round at either end.
inline int stepped_option(const GameOption& option, int value, int steps) {
    const int count = (option.max - option.min) / option.step + 1;
    const int index = ((value - option.min) / option.step + steps) % count;
    return option.min + (index + count) % count * option.step;
}

template <class G>
constexpr std::span<const GameOption> options_of() {
    if constexpr (requires { G::options; })
        return G::options;
    else
        return {};
}

// The seat that moves `mover` (the first seat when none does, which a game never declares).
inline int seat_of_mover(const std::vector<Seat>& seats, int mover) {
    for (std::size_t seat = 0; seat < seats.size(); ++seat)
        for (int moved : seats[seat].movers)
            if (moved == mover) return int(seat);
    return 0;
}

// A seat's side: that of its movers (a seat never moves for two sides).
inline int side_of_seat(const Seat& seat, const std::vector<int>& side_of_mover) {
    return side_of_mover[std::size_t(seat.movers.front())];
}

template <class G>
std::vector<Seat> seats_of(std::span<const int> option_values) {
    if constexpr (requires { G::seats(option_values); }) {
        return G::seats(option_values);
    } else {
        std::vector<Seat> seats;
        for (std::size_t mover = 0; mover < G::player_names.size(); ++mover)
            seats.push_back({std::string(G::player_names[mover]), {int(mover)}});
        return seats;
    }
}

template <class G>
constexpr bool players_choose_first() {
    if constexpr (requires { G::players_choose_first; })
        return G::players_choose_first;
    else
        return false;
}

}  // namespace boardgames
