#include "figure_scene.hpp"

#include "boardgames/core/notation.hpp"
#include "text_wrap.hpp"

namespace boardgames {

std::vector<int> cells_named(const BoardView& view, const std::string& move) {
    std::vector<int> cells;
    for (const std::string_view square : split_move(move).squares)
        for (const CellView& cell : view.cells)
            if (cell.name == square) cells.push_back(cell.cell);
    return cells;
}

Result<Session> figure_session(const GameInfo& game, const Figure& figure) {
    auto started = Session::start(game, std::string(figure.position));
    if (!started) return fail(started.error());
    Session session = std::move(started).value();
    for (const std::string& move : split_words(figure.prelude)) {
        const auto played = session.play(move);
        if (!played) return fail("prelude: " + played.error());
    }
    return session;
}

std::string origin_words(const FigureSource& source) {
    switch (source.origin()) {
        case FigureOrigin::OriginalRules:
            return std::string(source.name()) + " of the original rules";
        case FigureOrigin::Ruling:
            return "a ruling of this program";
        case FigureOrigin::Illustration:
            return "an illustration of this program";
    }
    return {};
}

Result<FigureScene> figure_scene(const GameInfo& game, std::size_t index) {
    if (index >= game.figures.size())
        return fail(std::string(game.title) + " has " + std::to_string(game.figures.size()) +
                    " figures");
    const Figure& figure = game.figures[index];
    FigureScene scene;
    scene.figure = &figure;
    scene.number = int(index) + 1;
    scene.title =
        "Figure " + std::to_string(scene.number) + " (" + origin_words(figure.source) + ")";
    const auto session = figure_session(game, figure);
    if (!session) return fail("figure " + std::to_string(scene.number) + ": " + session.error());
    scene.match = session->match().clone();
    scene.view = scene.match->board_view();
    const std::vector<LegalMove> legal = scene.match->legal_inputs();
    for (const FigureMove& shown : figure.moves) {
        ShownMove line;
        line.move = std::string(shown.move);
        const auto resolved = scene.match->resolve(shown.move);
        line.legal = resolved.ok();
        if (resolved) {
            for (const LegalMove& candidate : legal)
                if (candidate.text == *resolved) line.cells = candidate.input.cells;
            auto after = scene.match->clone();
            after->play(*resolved);
            line.verdict = "legal";
            if (after->outcome().over()) line.verdict += ": " + after->result_sentence();
        } else {
            line.cells = cells_named(scene.view, line.move);
            const std::string& why = resolved.error();
            const std::size_t cut = why.find("is illegal: ");
            line.verdict = "illegal: " + (cut == std::string::npos ? why : why.substr(cut + 12));
            // The square a reason starts with: "e4 faces...", "d5 is taken...".
            const std::string reason = line.verdict.substr(9);
            const std::size_t space = reason.find_first_of(" :");
            line.objection = cells_named(scene.view, reason.substr(0, space));
            // "d4 to e6 is not a straight line" names the piece itself: nothing stands in its way.
            if (!line.cells.empty() && line.objection == std::vector<int>{line.cells.front()})
                line.objection.clear();
        }
        scene.moves.push_back(std::move(line));
    }
    return scene;
}

std::string figure_situation(const FigureScene& scene) {
    const AnyMatch& match = *scene.match;
    if (match.outcome().over()) return "Game over: " + match.result_sentence();
    return capitalised(match.mover_name()) + " to move";
}

std::vector<std::size_t> tutorial_figures(const GameInfo& game) {
    std::vector<std::size_t> steps;
    for (std::size_t i = 0; i < game.figures.size(); ++i)
        if (!game.figures[i].task.empty() && first_legal_move(game.figures[i])) steps.push_back(i);
    return steps;
}

}  // namespace boardgames
