#pragma once
// A game in progress: the start, every state reached, the moves played and the position keys
// repetition rules count. Typed (Match<G>) for tests and tools, and type-erased (AnyMatch)
// for the command line and the UI, which speak in move strings only.

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/monte_carlo.hpp"
#include "../ai/search.hpp"
#include "game.hpp"
#include "notation.hpp"

namespace boardgames {

template <Game G>
class Match {
  public:
    using State = typename G::State;
    using Move = typename G::Move;

    explicit Match(const State& start) : states_{start} { history_.push(G::key(start)); }

    const State& state() const { return states_.back(); }
    const State& start() const { return states_.front(); }
    const PositionHistory& history() const { return history_; }
    const std::vector<Move>& moves() const { return moves_; }
    std::size_t ply() const { return moves_.size(); }

    typename G::MoveList legal() const {
        typename G::MoveList list;
        legal_moves<G>(state(), history_, list);
        return list;
    }
    Outcome outcome() const { return boardgames::outcome<G>(state(), history_); }

    // Plays a move the caller knows to be legal.
    void play(const Move& move) {
        State next = state();
        G::apply(next, move);
        states_.push_back(next);
        moves_.push_back(move);
        history_.push(G::key(next));
    }

    bool undo() {
        if (moves_.empty()) return false;
        states_.pop_back();
        moves_.pop_back();
        history_.pop();
        return true;
    }

  private:
    std::vector<State> states_;
    std::vector<Move> moves_;
    PositionHistory history_;
};

// A legal move as the UI sees it: its canonical string and how it is clicked.
struct LegalMove {
    std::string text;
    MoveInput input;
};

struct GameInfo;

class AnyMatch {
  public:
    virtual ~AnyMatch() = default;
    virtual const GameInfo& game() const = 0;
    virtual std::unique_ptr<AnyMatch> clone() const = 0;

    // Canonical strings of the legal moves, sorted in byte order; none once the game is over.
    virtual std::vector<std::string> legal_moves() const = 0;
    // The same moves with how each is entered by clicks, in the same order.
    virtual std::vector<LegalMove> legal_inputs() const = 0;
    // The canonical string of the legal move `typed` names, or why it names none.
    virtual Result<std::string> resolve(std::string_view typed) const = 0;
    // Plays the move `typed` names; returns its canonical string, or why it cannot.
    virtual Result<std::string> play(std::string_view typed) = 0;
    virtual bool undo() = 0;

    virtual std::size_t ply() const = 0;
    virtual std::vector<std::string> record() const = 0;  // canonical strings of moves played
    virtual std::string position() const = 0;
    virtual std::string start_position() const = 0;
    virtual int to_move() const = 0;
    virtual std::string mover_name() const = 0;
    virtual Outcome outcome() const = 0;
    virtual BoardView board_view() const = 0;
    virtual std::uint64_t perft(int depth) const = 0;
    // A rule that narrows the moves now, to tell the player ("you must take: a2Xc4"); or empty.
    virtual std::string constraint_note() const = 0;

    // The computer's move for the side to move (empty when the game is over). `stop` ends the
    // search early with the best move found so far.
    virtual std::string choose_move(const ai::Limits& limits,
                                    const std::atomic<bool>* stop = nullptr,
                                    ai::Report* report = nullptr) const = 0;

    // "ongoing", "squares wins (reached the far rank)" or "draw (threefold repetition)".
    std::string result_text() const;
};

// One entry of the registry: what the CLI and UI know of a game without knowing its type.
struct GameInfo {
    std::string_view name;
    std::string_view title;
    std::string_view summary;
    std::string_view rules_text;
    std::span<const std::string_view> player_names;
    std::span<const std::string_view> side_tokens;
    std::span<const PieceToken> palette;
    std::string standard_position;
    std::vector<std::string> start_positions;  // the standard start with player i moving first
    // A match from the standard start or from a position string (or why that string is bad).
    Result<std::unique_ptr<AnyMatch>> (*new_match)(const GameInfo& info, std::string_view position);

    // Games whose pieces turn (Redtangle) give a piece token turned by quarter-turns clockwise.
    std::string (*turn_token)(std::string_view token, int quarter_turns) = nullptr;
    // Games whose players arrange their pieces before play give each player's cells, and the
    // position with a player's pieces arranged (standard for seed 0, else random).
    std::vector<int> (*arrangement_cells)(int player) = nullptr;
    std::string (*arrange)(const std::string& position, int player, std::uint64_t seed) = nullptr;
};

template <class G>
concept TurnsPieces = requires(std::string_view token) {
    { G::turn_token(token, 1) } -> std::same_as<std::string>;
};

template <class G>
concept ArrangesBeforePlay = requires(typename G::State& state) {
    { G::arrangement_cells(0) } -> std::same_as<std::vector<int>>;
    G::arrange(state, 0, std::uint64_t{0});
};

inline std::string AnyMatch::result_text() const {
    const Outcome result = outcome();
    switch (result.status) {
        case Outcome::Status::Ongoing:
            return "ongoing";
        case Outcome::Status::Win:
            return std::string(game().player_names[result.winner]) + " wins (" +
                   std::string(result.reason) + ")";
        case Outcome::Status::Draw:
            return "draw (" + std::string(result.reason) + ")";
    }
    return "ongoing";
}

template <Game G>
class MatchModel final : public AnyMatch {
  public:
    MatchModel(const GameInfo& info, const typename G::State& start)
        : info_(&info), match_(start) {}

    const GameInfo& game() const override { return *info_; }
    std::unique_ptr<AnyMatch> clone() const override { return std::make_unique<MatchModel>(*this); }

    std::vector<std::string> legal_moves() const override {
        std::vector<std::string> texts;
        for (const LegalMove& move : legal_inputs())
            texts.push_back(move.text);
        return texts;
    }

    std::vector<LegalMove> legal_inputs() const override {
        std::vector<LegalMove> moves;
        for (const auto& move : match_.legal())
            moves.push_back({G::format_move(move), G::move_input(match_.state(), move)});
        std::sort(moves.begin(), moves.end(),
                  [](const LegalMove& a, const LegalMove& b) { return a.text < b.text; });
        return moves;
    }

    Result<std::string> resolve(std::string_view typed) const override {
        const auto found = find(typed);
        if (!found) return fail(found.error());
        return G::format_move(*found);
    }

    Result<std::string> play(std::string_view typed) override {
        const auto found = find(typed);
        if (!found) return fail(found.error());
        match_.play(*found);
        return G::format_move(*found);
    }

    bool undo() override { return match_.undo(); }
    std::size_t ply() const override { return match_.ply(); }
    std::vector<std::string> record() const override {
        std::vector<std::string> texts;
        for (const auto& move : match_.moves())
            texts.push_back(G::format_move(move));
        return texts;
    }
    std::string position() const override { return G::format_position(match_.state()); }
    std::string start_position() const override { return G::format_position(match_.start()); }
    int to_move() const override { return G::to_move(match_.state()); }
    std::string mover_name() const override { return std::string(G::mover_name(match_.state())); }
    Outcome outcome() const override { return match_.outcome(); }
    BoardView board_view() const override { return G::board_view(match_.state()); }
    std::uint64_t perft(int depth) const override {
        PositionHistory history = match_.history();
        return boardgames::perft<G>(match_.state(), history, depth);
    }

    std::string constraint_note() const override {
        const std::vector<std::string> texts = legal_moves();
        return texts.empty() ? std::string{}
                             : explain_illegal<G>(match_.state(), match_.history(), {}, texts);
    }

    std::string choose_move(const ai::Limits& limits, const std::atomic<bool>* stop,
                            ai::Report* report) const override {
        if constexpr (ai::Evaluated<G>) {
            std::optional<typename G::Move> move;
            if (limits.engine == ai::Engine::MonteCarlo)
                move = ai::MonteCarloSearcher<G>().choose(match_.state(), match_.history(), limits,
                                                          stop, report);
            else
                move = ai::Searcher<G>().choose(match_.state(), match_.history(), limits, stop,
                                                report);
            return move ? G::format_move(*move) : std::string{};
        } else {  // a game without an evaluation plays a seeded random move
            const std::vector<std::string> moves = legal_moves();
            if (moves.empty()) return {};
            std::mt19937_64 random(limits.seed);
            return moves[random() % moves.size()];
        }
    }

  private:
    Result<typename G::Move> find(std::string_view typed) const {
        const std::string text(typed);
        if (!is_well_formed_move(typed)) return fail("cannot read '" + text + "' as a move");
        const auto moves = match_.legal();
        const Outcome result = match_.outcome();
        if (result.over()) return fail("the game is over: " + result_text());
        std::vector<std::string> texts;
        for (const auto& move : moves)
            texts.push_back(G::format_move(move));
        const MoveLookup lookup = look_up_move(typed, texts);
        if (lookup.index) return moves[*lookup.index];
        if (!lookup.alternatives.empty()) {
            std::vector<std::string> named;
            for (std::size_t i : lookup.alternatives)
                named.push_back(texts[i]);
            std::sort(named.begin(), named.end());
            return fail("'" + text + "' could be any of " + join_moves(named));
        }
        std::sort(texts.begin(), texts.end());
        const std::string why = explain_illegal<G>(match_.state(), match_.history(), typed, texts);
        if (!why.empty()) return fail("'" + text + "' is illegal: " + why);
        return fail("'" + text + "' is illegal: " + explain_by_source(typed, texts));
    }

    // Why nothing can start from the typed move's source: an empty cell or another side's piece.
    std::string explain_source(std::string_view source) const {
        const BoardView view = G::board_view(match_.state());
        for (const CellView& cell : view.cells) {
            if (cell.name != source) continue;
            if (cell.owner < 0) return "there is no piece on " + cell.name;
            if (cell.owner != G::to_move(match_.state()))
                return cell.name + " is not yours: " + std::string(G::mover_name(match_.state())) +
                       " to move";
            return cell.name + " has no legal move";
        }
        return std::string(source) + " is not on the board";
    }

    // Names the moves that start where the typed one does, or the pieces that can move.
    std::string explain_by_source(std::string_view typed,
                                  const std::vector<std::string>& texts) const {
        std::size_t source_length = 0;
        while (source_length < typed.size() && !is_move_type(typed[source_length]) &&
               typed[source_length] != '=')
            ++source_length;
        const std::string_view source = typed.substr(0, source_length);
        std::vector<std::string> from_source;
        for (const std::string& move : texts)
            if (move.compare(0, source.size(), source) == 0 && move.size() > source.size() &&
                (is_move_type(move[source.size()]) || move[source.size()] == '='))
                from_source.push_back(move);
        if (!from_source.empty())
            return "the moves from " + std::string(source) + " are " + join_moves(from_source);
        return explain_source(source) + "; legal moves: " + join_moves(texts);
    }

    const GameInfo* info_;
    Match<G> match_;
};

template <Game G>
Result<std::unique_ptr<AnyMatch>> new_match_of(const GameInfo& info, std::string_view position) {
    if (position.empty())
        return std::unique_ptr<AnyMatch>(std::make_unique<MatchModel<G>>(info, G::start_state()));
    auto state = G::parse_position(position);
    if (!state) return fail(state.error());
    return std::unique_ptr<AnyMatch>(std::make_unique<MatchModel<G>>(info, *state));
}

template <Game G>
GameInfo game_info() {
    std::vector<std::string> starts;
    for (std::size_t player = 0; player < G::player_names.size(); ++player)
        starts.push_back(G::format_position(G::start_state(static_cast<int>(player))));
    GameInfo info{.name = G::name,
                  .title = G::title,
                  .summary = G::summary,
                  .rules_text = G::rules_text,
                  .player_names = G::player_names,
                  .side_tokens = G::side_tokens,
                  .palette = G::palette,
                  .standard_position = G::format_position(G::start_state()),
                  .start_positions = std::move(starts),
                  .new_match = &new_match_of<G>};
    if constexpr (TurnsPieces<G>) info.turn_token = &G::turn_token;
    if constexpr (ArrangesBeforePlay<G>) {
        info.arrangement_cells = &G::arrangement_cells;
        info.arrange = [](const std::string& position, int player, std::uint64_t seed) {
            auto state = G::parse_position(position);
            if (!state) return position;
            typename G::State arranged = *state;
            G::arrange(arranged, player, seed);
            return G::format_position(arranged);
        };
    }
    return info;
}

}  // namespace boardgames
