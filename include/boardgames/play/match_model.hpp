#pragma once
// The type-erased match of a game G (MatchModel<G>) and the GameInfo that registers G. Only
// the translation unit that registers a game (src/registry/) and typed tests include this.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <limits>
#include <memory>
#include <new>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "../ai/monte_carlo.hpp"
#include "../ai/search.hpp"
#include "../ai/solution.hpp"
#include "../core/game.hpp"
#include "../core/game_checks.hpp"
#include "../core/notation.hpp"
#include "any_match.hpp"
#include "match.hpp"

namespace boardgames {

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
            moves.push_back(
                {format_move<G>(move), move_clicks<G>(match_.state(), move), is_capture<G>(move)});
        std::sort(moves.begin(), moves.end(),
                  [](const LegalMove& a, const LegalMove& b) { return a.text < b.text; });
        return moves;
    }

    Result<std::string> resolve(std::string_view typed) const override {
        const auto found = find(typed);
        if (!found) return fail(found.error());
        return format_move<G>(*found);
    }

    Result<std::string> play(std::string_view typed) override {
        const auto found = find(typed);
        if (!found) return fail(found.error());
        match_.play(*found);
        return format_move<G>(*found);
    }

    bool undo() override { return match_.undo(); }
    std::size_t ply() const override { return match_.ply(); }
    std::vector<std::string> record() const override {
        std::vector<std::string> texts;
        for (const auto& move : match_.moves())
            texts.push_back(format_move<G>(move));
        return texts;
    }
    std::string position() const override { return G::format_position(match_.state()); }
    std::string start_position() const override { return G::format_position(match_.start()); }
    int to_move() const override { return G::to_move(match_.state()); }
    std::string mover_name() const override {
        return std::string(boardgames::mover_name<G>(match_.state()));
    }
    Outcome outcome() const override { return match_.outcome(); }
    BoardView board_view() const override { return G::board_view(match_.state()); }
    BoardView start_board_view() const override { return G::board_view(match_.start()); }
    BoardView board_after(std::string_view move) const override {
        for (const auto& legal : match_.legal())
            if (format_move<G>(legal) == move) {
                typename G::State next = match_.state();
                G::apply(next, legal);
                return G::board_view(next);
            }
        return board_view();
    }
    BoardView board_after_part(std::string_view move, std::size_t cells) const override {
        if constexpr (draws_part_moves<G>()) {
            for (const auto& legal : match_.legal())
                if (format_move<G>(legal) == move) {
                    typename G::State next = match_.state();
                    G::apply_part(next, legal, int(cells));
                    return G::board_view(next);
                }
        }
        return board_view();
    }
    std::uint64_t perft(int depth) const override {
        PositionHistory history = match_.history();
        return boardgames::perft<G>(match_.state(), history, depth);
    }

    std::string constraint_note() const override {
        const std::vector<std::string> texts = legal_moves();
        return texts.empty() ? std::string{}
                             : explain_illegal<G>(match_.state(), match_.history(), {}, texts);
    }

    std::string standing() const override {
        if constexpr (fills<G>(Hook::standing))
            return G::standing(match_.state());
        else  // what a player counts in any game: the pieces each side has left
            return "pieces: " + pieces_by_owner(G::board_view(match_.state()), G::mover_names);
    }

    std::string ending_warning() const override {
        if (match_.outcome().over()) return {};
        const int side = side_to_move<G>(match_.state());
        const auto moves = match_.legal();
        // The moves that end the game other than in the mover's favour, by result.
        std::vector<std::pair<std::string, std::vector<std::string>>> by_result;
        std::size_t ending = 0;
        Match<G> after = match_;  // each move played and taken back
        for (const auto& move : moves) {
            after.play(move);
            const Outcome result = after.outcome();
            after.undo();
            if (!result.over() || (result.status == Outcome::Status::Win && result.winner == side))
                continue;
            ++ending;
            const std::string text =
                result.status == Outcome::Status::Draw
                    ? "draw (" + std::string(result.reason) + ")"
                    : info_->side_wins(result.winner) + " (" + std::string(result.reason) + ")";
            auto group = std::find_if(by_result.begin(), by_result.end(),
                                      [&](const auto& known) { return known.first == text; });
            if (group == by_result.end()) group = by_result.insert(by_result.end(), {text, {}});
            group->second.push_back(format_move<G>(move));
        }
        if (ending == 0) return {};
        std::string warning = "careful: ";
        if (ending == std::size_t(moves.size())) {
            warning += "every move now ends the game: ";
            for (std::size_t i = 0; i < by_result.size(); ++i)
                warning += (i ? " or " : "") + by_result[i].first;
            return warning;
        }
        constexpr std::size_t named_at_most = 3;
        for (std::size_t i = 0; i < by_result.size(); ++i) {
            auto& [result, ending_moves] = by_result[i];
            std::sort(ending_moves.begin(), ending_moves.end());
            if (i) warning += "; ";
            for (std::size_t m = 0; m < ending_moves.size() && m < named_at_most; ++m)
                warning += (m ? ", " : "") + ending_moves[m];
            if (ending_moves.size() > named_at_most)
                warning += " and " + std::to_string(ending_moves.size() - named_at_most) + " more";
            warning +=
                (ending_moves.size() > 1 ? " end" : " ends") + std::string(" the game: ") + result;
        }
        return warning;
    }

    std::string rule_against(std::string_view typed) const override {
        return explain_illegal<G>(match_.state(), match_.history(), typed, legal_moves());
    }

    std::string why_not_clicked(const std::vector<int>& path, int cell) const override {
        const BoardView view = G::board_view(match_.state());
        const auto name_of = [&](int wanted) -> std::string {
            const CellView* shown = view.find(wanted);
            return shown ? shown->name : std::string{};
        };
        if (path.empty()) {
            const CellView* shown = view.find(cell);
            return shown ? refusal_to_start_at(*shown) : std::string{};
        }
        // The clicked path as a typed move, which the game's rules can name a reason against.
        std::string typed;
        for (int step : path)
            typed += name_of(step) + "-";
        typed += name_of(cell);
        return rule_against(typed);
    }

    // The search of this game kept with its table (SearchMemory), and the endgame solved at the
    // board (Limits::endgame_millis) with what the last try that failed had on the board.
    struct KeptSearcher final : SearchMemory {
        explicit KeptSearcher(std::size_t most_bytes)
            : searcher(ai::Searcher<G>::entries_within(most_bytes)) {}
        void clear() override {
            searcher.clear();
            endgame.reset();
            pieces_when_failed = std::numeric_limits<std::size_t>::max();
        }
        void forget_positions() override { searcher.clear(); }
        std::size_t bytes() const override { return searcher.table_bytes(); }
        ai::Searcher<G> searcher;
        std::shared_ptr<const ai::Solution<G>> endgame;
        std::size_t pieces_when_failed = std::numeric_limits<std::size_t>::max();
    };

    // The pieces standing on the board of `state`, a stack as one (in ReMATCH the captured stay
    // in their captor's stack: what moves is what makes an endgame small).
    static std::size_t pieces_on(const typename G::State& state) {
        const auto cells = G::board_view(state).cells;
        return std::size_t(std::count_if(cells.begin(), cells.end(),
                                         [](const CellView& cell) { return !cell.token.empty(); }));
    }

    // The exact endgame for this position at the board: the one `kept` solved before where it
    // holds this position, else one solved now within limits.endgame_millis. A try is made
    // only once a third of the start's pieces or fewer stand on the board (ReMATCH's two
    // against two: 4 of 12), and then only with fewer than at the last try that failed: a
    // position with more pieces does not fit (bench/endgame_solve: three or four pieces fit,
    // in 0.01-1.3 s), and a failed try costs its time (a try `stop` cut short is no failure).
    // The time it took goes in `solving`.
    const ai::Solution<G>* endgame_at_board(KeptSearcher& kept, const ai::Limits& limits,
                                            const std::atomic<bool>* stop,
                                            std::chrono::milliseconds& solving) const {
        if constexpr (G::type.endgames_within == 0 || G::type.moves_depend_on_history) {
            return nullptr;
        } else {
            if (kept.endgame && kept.endgame->value(match_.state())) return kept.endgame.get();
            if (limits.endgame_millis <= 0) return nullptr;
            static const std::size_t start_pieces = pieces_on(G::start_state());
            const std::size_t pieces = pieces_on(match_.state());
            if (3 * pieces > start_pieces || pieces >= kept.pieces_when_failed) return nullptr;
            const auto started = std::chrono::steady_clock::now();
            std::optional<ai::Solution<G>> solved;
            try {
                solved = ai::Solution<G>::solve(
                    {match_.state()}, G::type.endgames_within, stop,
                    started + std::chrono::milliseconds(limits.endgame_millis));
            } catch (const std::bad_alloc&) {
                // A process short of memory (a limit on it): the search plays on.
            }
            solving = std::chrono::duration_cast<std::chrono::milliseconds>(
                std::chrono::steady_clock::now() - started);
            if (!solved) {
                if (!(stop && stop->load())) kept.pieces_when_failed = pieces;
                return nullptr;
            }
            kept.endgame = std::make_shared<const ai::Solution<G>>(std::move(*solved));
            return kept.endgame.get();
        }
    }

    // The solution's move here, reported as a search's (its depth the plies to the end, its
    // score a forced result's or a draw's), heard as one iteration; nothing when it has none.
    std::optional<typename G::Move> solved_move(const ai::Solution<G>& solved, ai::Report* report,
                                                const Progress& progress) const {
        const auto value = solved.value(match_.state());
        const auto best = solved.best_move(match_.state(), match_.history());
        if (!value || !best) return std::nullopt;
        const int score = *value > 0   ? ai::win_score - *value
                          : *value < 0 ? -(ai::win_score + *value)
                                       : 0;
        const ai::Iteration iteration{.depth = std::max(std::abs(*value), 1), .score = score};
        if (report) {
            report->depth = iteration.depth;
            report->score = score;
        }
        if (progress) progress(iteration, {format_move<G>(*best)});
        return best;
    }

    // The game's solution, made once on first use (a second caller waits for it).
    static const std::optional<ai::Solution<G>>& solution() {
        static const std::optional<ai::Solution<G>> solved = [] {
            std::vector<typename G::State> starts{G::start_state()};
            if constexpr (players_choose_first<G>())
                for (int first = 0; first < int(G::mover_names.size()); ++first)
                    starts.push_back(G::start_state(first));
            return ai::Solution<G>::solve(starts, G::type.solved_within);
        }();
        return solved;
    }

    // The game's solution where it holds this position, else the endgame's solved here
    // before; nothing where neither does.
    const ai::Solution<G>* solution_here() const {
        if constexpr (G::type.solved_within > 0)
            if (solution() && solution()->value(match_.state())) return &*solution();
        if (endgame_ && endgame_->value(match_.state())) return endgame_.get();
        return nullptr;
    }

    std::optional<int> solved_value() const override {
        const ai::Solution<G>* solved = solution_here();
        return solved ? solved->value(match_.state()) : std::nullopt;
    }

    std::string perfect_move() const override {
        const ai::Solution<G>* solved = solution_here();
        if (!solved || match_.outcome().over()) return {};
        const auto move = solved->best_move(match_.state(), match_.history());
        return move ? format_move<G>(*move) : std::string{};
    }

    std::optional<std::size_t> solve_endgame(const std::atomic<bool>* stop) override {
        if constexpr (G::type.endgames_within == 0) {
            return std::nullopt;
        } else {
            static_assert(!G::type.moves_depend_on_history,
                          "a solution ignores earlier positions: no endgames where moves depend "
                          "on them");
            auto solved = ai::Solution<G>::solve({match_.state()}, G::type.endgames_within, stop);
            if (!solved) return std::nullopt;
            endgame_ = std::make_shared<const ai::Solution<G>>(std::move(*solved));
            return endgame_->positions();
        }
    }

    std::optional<std::size_t> share_endgame(const AnyMatch& solved) override {
        const auto* model = dynamic_cast<const MatchModel*>(&solved);
        if (!model || !model->endgame_ || !model->endgame_->value(match_.state()))
            return std::nullopt;
        endgame_ = model->endgame_;
        return endgame_->positions();
    }

    std::unique_ptr<SearchMemory> new_search_memory(std::size_t most_bytes) const override {
        return std::make_unique<KeptSearcher>(most_bytes);
    }

    std::string choose_move(const ai::Limits& limits, const std::atomic<bool>* stop,
                            ai::Report* report, const Progress& progress,
                            SearchMemory* memory) const override {
        if (match_.outcome().over()) return {};
        // Another game's memory (not this game's type) is not used.
        auto* kept = dynamic_cast<KeptSearcher*>(memory);
        if constexpr (G::type.solved_within > 0) {
            if (limits.perfect && solution())
                if (const auto best = solved_move(*solution(), report, progress))
                    return format_move<G>(*best);
        }
        // A try at the endgame that failed leaves the search what is left of its time.
        ai::Limits searched = limits;
        if (kept && limits.engine == ai::Engine::AlphaBeta) {
            std::chrono::milliseconds solving{0};
            const ai::Solution<G>* endgame = endgame_at_board(*kept, limits, stop, solving);
            if (report) report->endgame_seconds = std::chrono::duration<double>(solving).count();
            if (endgame)
                if (const auto best = solved_move(*endgame, report, progress))
                    return format_move<G>(*best);
            if (searched.max_millis > 0)
                searched.max_millis = std::max(1, searched.max_millis - int(solving.count()));
        }
        std::optional<typename G::Move> move;
        if (limits.engine == ai::Engine::MonteCarlo) {
            move = ai::MonteCarloSearcher<G>().choose(match_.state(), match_.history(), searched,
                                                      stop, report);
        } else {
            typename ai::Searcher<G>::Progress heard;
            if (progress)
                heard = [&](const ai::Iteration& iteration,
                            const std::vector<typename G::Move>& line) {
                    std::vector<std::string> written;
                    for (const auto& step : line)
                        written.push_back(format_move<G>(step));
                    progress(iteration, written);
                };
            std::optional<ai::Searcher<G>> own;
            ai::Searcher<G>& searcher = kept ? kept->searcher : own.emplace(limits.table_entries);
            move = searcher.choose(match_.state(), match_.history(), searched, stop, report, heard);
        }
        return move ? format_move<G>(*move) : std::string{};
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
            texts.push_back(format_move<G>(move));
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
        if (typed == "pass")
            return fail("'pass' is illegal: you cannot pass while you have a move to make (" +
                        join_moves(texts) + ")");
        return fail("'" + text + "' is illegal: " + explain_by_source(typed, texts));
    }

    // Why nothing can start from the typed move's source: an empty cell or another side's piece.
    std::string explain_source(std::string_view source) const {
        const BoardView view = G::board_view(match_.state());
        for (const CellView& cell : view.cells) {
            if (cell.name != source) continue;
            const std::string why = refusal_to_start_at(cell);
            return why.empty() ? cell.name + " has no legal move" : why;
        }
        return std::string(source) + " is not on the board";
    }

    // Why no move of the side to move can start at `cell`: no piece, or another side's; empty
    // for a piece of its own.
    std::string refusal_to_start_at(const CellView& cell) const {
        if (cell.owner < 0) return "there is no piece on " + cell.name;
        if (cell.owner != G::to_move(match_.state()))
            return cell.name +
                   " is not yours: " + std::string(boardgames::mover_name<G>(match_.state())) +
                   " to move";
        return {};
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
    // An endgame solved from a position of this match (solve_endgame), shared by its clones.
    std::shared_ptr<const ai::Solution<G>> endgame_;
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
std::string start_position_of(int first_mover, std::span<const int> option_values) {
    typename G::State state = G::start_state();
    if constexpr (players_choose_first<G>())
        if (first_mover >= 0) state = G::start_state(first_mover);
    if constexpr (fills<G>(Hook::configure)) G::configure(state, option_values);
    return G::format_position(state);
}

// Declared without its constraint in registry.hpp, so the registry can name every game's
// GameInfo from a forward declaration; each game's registration unit instantiates it.
template <class G>
GameInfo game_info() {
    static_assert(declares_its_hooks<G>());
    GameInfo info{.name = G::name,
                  .title = G::title,
                  .summary = G::summary,
                  .rules_text = G::rules_text,
                  .figures = {},
                  .mover_names = G::mover_names,
                  .side_names = {},
                  .side_of_mover = {},
                  .side_tokens = G::side_tokens,
                  .position_side_tokens = position_side_tokens<G>(),
                  .palette = palette<G>(),
                  .standard_position = G::format_position(G::start_state()),
                  .options = options_of<G>(),
                  .seats = &seats_of<G>,
                  .players_choose_first = players_choose_first<G>(),
                  .start_position = &start_position_of<G>,
                  .new_match = &new_match_of<G>,
                  .moves_may_wait = G::type.moves_may_wait,
                  .has_passes = G::type.has_passes,
                  .won_on_count = G::type.won_on_count};
    for (int mover = 0; mover < int(G::mover_names.size()); ++mover)
        info.side_of_mover.push_back(side_of_mover<G>(mover));
    for (int side = 0; side < side_count<G>(); ++side)
        info.side_names.push_back(std::string(side_names<G>()[std::size_t(side)]));
    info.plural_side_names = G::type.plural_side_names;
    info.levels = G::type.levels;
    info.solved = G::type.solved_within > 0;
    info.solves_endgames = G::type.endgames_within > 0;
    if constexpr (fills<G>(Hook::figures)) info.figures = G::figures();
    if constexpr (fills<G>(Hook::turn_token)) info.turn_token = &G::turn_token;
    if constexpr (fills<G>(Hook::arrangement)) {
        info.arrangement_cells = &G::arrangement_cells;
        info.arrange = [](const std::string& position, int mover, std::uint64_t seed) {
            auto state = G::parse_position(position);
            if (!state) return position;
            typename G::State arranged = *state;
            G::arrange(arranged, mover, seed);
            return G::format_position(arranged);
        };
    }
    return info;
}

}  // namespace boardgames
