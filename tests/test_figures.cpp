// Every figure of every game's rules, played through its rules core: its position parses,
// each move shown as legal is legal (in canonical notation) and ends the game only where the
// figure says so, each move shown as illegal is refused with the reason the caption gives, and
// a figure followed by its "after" shows the position the move reaches. A figure that no longer
// agrees with the rules fails here, not in front of a reader.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <sstream>
#include <string>

#include "boardgames/core/notation.hpp"
#include "boardgames/play/registry.hpp"
#include "figure_scene.hpp"
#include "rules_text.hpp"

using namespace boardgames;

namespace {

bool starts_with(const std::string& text, std::string_view start) {
    return text.compare(0, start.size(), start) == 0;
}

std::unique_ptr<AnyMatch> shown_position(const GameInfo& game, const Figure& figure) {
    auto created = game.new_match(game, figure.position);
    REQUIRE(created.ok());
    std::unique_ptr<AnyMatch> match = std::move(created).value();
    CHECK(match->position() == figure.position);  // written as the program writes it
    for (const std::string& move : split_words(figure.prelude)) {
        INFO("prelude move " << move);
        REQUIRE(match->play(move).ok());
    }
    return match;
}

void check_figure(const GameInfo& game, std::size_t index) {
    const Figure& figure = game.figures[index];
    INFO(game.name << " figure " << index + 1 << " (" << figure.source << "): " << figure.caption);
    CHECK(!figure.caption.empty());
    // Its section's heading, once in the rules text (twice would show the figure twice).
    const std::vector<RulesSection> sections = rules_sections(game.rules_text);
    CHECK(std::count_if(sections.begin(), sections.end(), [&](const RulesSection& section) {
              return section.heading == figure.section;
          }) == 1);

    const auto match = shown_position(game, figure);
    if (!figure.result.empty()) {
        CHECK(starts_with(match->result_text(), figure.result));
    } else {
        CHECK(!match->outcome().over());
    }
    for (const FigureMove& shown : figure.moves) {
        INFO("move " << shown.move);
        const auto resolved = match->resolve(shown.move);
        if (shown.legal) {
            REQUIRE(resolved.ok());
            CHECK(*resolved == shown.move);  // canonical, as the log will show it
            auto after = match->clone();
            REQUIRE(after->play(shown.move).ok());
            if (shown.result.empty())
                CHECK(!after->outcome().over());
            else
                CHECK(starts_with(after->result_text(), shown.result));
        } else {
            REQUIRE_FALSE(resolved.ok());
            REQUIRE(!shown.refusal.empty());
            CHECK(resolved.error().find(shown.refusal) != std::string::npos);
        }
    }
    if (figure.next_is_after) {
        REQUIRE(index + 1 < game.figures.size());
        const FigureMove* move = first_legal_move(figure);
        REQUIRE(move != nullptr);
        auto after = match->clone();
        REQUIRE(after->play(move->move).ok());
        CHECK(after->position() == game.figures[index + 1].position);
        CHECK(game.figures[index + 1].prelude.empty());
    }
    if (!figure.task.empty()) CHECK(first_legal_move(figure) != nullptr);
    // The scene the screens draw marks every move's cells (a pass has none).
    const auto scene = figure_scene(game, index);
    REQUIRE(scene.ok());
    for (const ShownMove& line : scene->moves)
        CHECK((line.move == "pass" || !line.cells.empty()));
}

std::size_t seed_figures(const GameInfo& game) {
    std::set<std::string_view> sources;
    for (const Figure& figure : game.figures)
        if (figure.source != "Ruling") sources.insert(figure.source);
    return sources.size();
}

}  // namespace

TEST_CASE("figures: every figure of every game agrees with its rules core", "[figures]") {
    for (const GameInfo& game : registered_games()) {
        REQUIRE(!game.figures.empty());
        for (std::size_t i = 0; i < game.figures.size(); ++i)
            DYNAMIC_SECTION(game.name << " figure " << i + 1 << " (" << game.figures[i].source
                                      << ")") {
                check_figure(game, i);
            }
    }
}

TEST_CASE("figures: the seeds' lost figures are all rebuilt", "[figures]") {
    // Redtangle's seed captions figures 1-12, ReMATCH's figures 1-9.
    CHECK(seed_figures(*find_game("redtangle")) >= 12);
    CHECK(seed_figures(*find_game("rematch")) >= 9);
    // RAPS's three ASCII examples (a step, a jump, a take).
    CHECK(seed_figures(*find_game("raps")) >= 3);
}

TEST_CASE("figures: figures follow the rules text, section by section", "[figures]") {
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        std::vector<std::string> order;
        for (const RulesSection& section : rules_sections(game.rules_text))
            order.push_back(section.heading);
        std::size_t last = 0;
        for (const Figure& figure : game.figures) {
            const auto at = std::find(order.begin(), order.end(), figure.section);
            REQUIRE(at != order.end());
            CHECK(std::size_t(at - order.begin()) >= last);
            last = std::size_t(at - order.begin());
        }
    }
}

TEST_CASE("figures: every game has a tutorial of at least four steps", "[figures]") {
    for (const GameInfo& game : registered_games()) {
        INFO(game.name);
        CHECK(tutorial_figures(game).size() >= 4);
    }
}

TEST_CASE("rules text: every figure printed as an ASCII board, the move in brackets", "[figures]") {
    const GameInfo& redtangle = *find_game("redtangle");
    const std::string text = rules_with_figures(redtangle);
    // Each board has a rule of dashes above and below it (those between ranks are in bars).
    std::size_t boards = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        const std::size_t ink = line.find_first_not_of(' ');
        if (ink != std::string::npos && line.compare(ink, 5, "-----") == 0) ++boards;
    }
    CHECK(boards / 2 == redtangle.figures.size());
    CHECK(boards / 2 >= 12);
    for (std::size_t i = 0; i < redtangle.figures.size(); ++i)
        CHECK(text.find("Figure " + std::to_string(i + 1) + " (") != std::string::npos);
    // The ruling text is all still there.
    CHECK(text.find(std::string(rules_sections(redtangle.rules_text).back().lines.back())) !=
          std::string::npos);

    const auto raps = figure_scene(*find_game("raps"), 3);  // the take a2Xc4
    REQUIRE(raps.ok());
    const std::string one = figure_text(*raps);
    CHECK(one.find("|[#]|") != std::string::npos);  // the taker, marked
    CHECK(one.find("|[ ]|") != std::string::npos);  // where it lands
    CHECK(one.find("a2Xc4  legal: squares win (reached the far rank)") != std::string::npos);
}

TEST_CASE("figure scene: an illegal move marks the square the rules object to", "[figures]") {
    // Redtangle's fig. 9: the chain d2Xd4Xf4Xf6 fails on e4, turned to face it with black.
    const GameInfo& redtangle = *find_game("redtangle");
    std::size_t index = 0;
    while (index < redtangle.figures.size() && redtangle.figures[index].source != "Fig. 9")
        ++index;
    const auto scene = figure_scene(redtangle, index);
    REQUIRE(scene.ok());
    const ShownMove& refused = scene->moves.front();
    REQUIRE_FALSE(refused.legal);
    REQUIRE(refused.objection.size() == 1);
    CHECK(scene->view.find(refused.objection[0])->name == "e4");
    CHECK(refused.cells.size() == 4);  // d2 and its three landings
}

TEST_CASE("figure scene: an illegal move's squares are found in its text", "[figures]") {
    const GameInfo& raps = *find_game("raps");
    auto match = raps.new_match(raps, "");
    REQUIRE(match.ok());
    const BoardView view = (*match)->board_view();
    const std::vector<int> cells = cells_named(view, "b1^b3");
    REQUIRE(cells.size() == 2);
    CHECK(view.find(cells[0])->name == "b1");
    CHECK(view.find(cells[1])->name == "b3");
    CHECK(cells_named(view, "pass").empty());
    CHECK(!figure_scene(raps, raps.figures.size()).ok());
}
