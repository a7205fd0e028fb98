#pragma once
// Who sits at the table, apart from who wins. A game's movers are the colours that move
// (G::to_move, G::mover_names: squares, circles; ReMATCH's red, white, orange). Its sides are
// who wins or loses (always two here: ReMATCH's red and the team). Its seats are the people
// at the table, each moving one or more movers (ReMATCH for two: red, and the team moving
// white and orange; for three: red, white, orange), and may depend on the game's options.
// A game's sides, options and seats are declared in its GameType (game_type.hpp).

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

}  // namespace boardgames
