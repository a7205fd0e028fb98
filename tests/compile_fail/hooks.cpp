// A game whose hooks and declaration disagree, one way per CASE: each must fail to compile with
// a message naming what is wrong (tests/compile_fail/run.sh runs them).
#include "boardgames/core/game_checks.hpp"
#include "boardgames/games/template_game.hpp"

namespace boardgames {

struct Misdeclared : TemplateGame {
#if CASE == 1  // the hook declared, its name misspelled
    static int evalute(const State&) {
        return 0;
    }
    static constexpr GameType type{.hooks = { Hook::evaluate }};
#elif CASE == 2  // the hook written, not declared: the core would silently ignore it
    static int evaluate(const State&) {
        return 0;
    }
#elif CASE == 3  // the hook declared, of the wrong type
    static double evaluate(const State&) {
        return 0;
    }
    static constexpr GameType type{.hooks = { Hook::evaluate }};
#elif CASE == 4  // a misspelled field of the declaration
    static constexpr GameType type{.search_nodes_per_msec = 5000};
#else            // all agree: compiles
    static int evaluate(const State&) {
        return 0;
    }
    static constexpr GameType type{.hooks = {Hook::evaluate}};
#endif
};

static_assert(declares_its_hooks<Misdeclared>());

}  // namespace boardgames
