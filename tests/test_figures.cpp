// Every figure of every game's rules, played through its rules core: its position parses,
// each move shown as legal is legal (in canonical notation) and ends the game only where the
// figure says so, each move shown as illegal is refused with the reason the caption gives, and
// a figure followed by its "after" shows the position the move reaches. A figure that no longer
// agrees with the rules fails here, not in front of a reader.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "boardgames/core/notation.hpp"
#include "boardgames/play/registry.hpp"
#include "figure_scene.hpp"
#include "rules_text.hpp"
#include "support.hpp"

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
    INFO(game.name << " figure " << index + 1 << " (" << figure.source.label()
                   << "): " << figure.caption);
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

std::string rulebook(const GameInfo& game) {
    return boardgames::testing::read_file(std::filesystem::path(BOARDGAMES_SOURCE_DIR) /
                                          "docs/rules" / (std::string(game.name) + ".md"));
}

// The figures of the original rules that a rulebook's introduction (before its first "## "
// heading) names as ranges, "Fig. 1 to Fig. 12", "Example A to Example E", each as the source
// its figure gives ("Fig. 7").
std::vector<std::string> announced_figures(const std::string& markdown) {
    std::string introduction = markdown.substr(0, markdown.find("\n## "));
    std::replace(introduction.begin(), introduction.end(), '\n', ' ');
    static const std::regex range(R"(([A-Z][a-z]*\.?) ([0-9]+|[A-Z]) to \1 ([0-9]+|[A-Z])\b)");
    std::vector<std::string> found;
    for (std::sregex_iterator it(introduction.begin(), introduction.end(), range), end; it != end;
         ++it) {
        const std::string kind = (*it)[1], first = (*it)[2], last = (*it)[3];
        const bool numbered = std::isdigit(static_cast<unsigned char>(first[0]));
        const int from = numbered ? std::stoi(first) : first[0];
        const int to = numbered ? std::stoi(last) : last[0];
        for (int n = from; n <= to; ++n)
            found.push_back(kind + " " + (numbered ? std::to_string(n) : std::string(1, char(n))));
    }
    return found;
}

// The kind of a move in notation: its first type character after the first square (a step
// `-`, a jump `^`, a take `X`, onto an own piece `+`, a turn in place `=`), or "pass"; empty
// when the text is no move.
std::string move_kind(const std::string& text) {
    if (text == "pass") return "pass";
    static const std::regex move(R"([a-z][0-9]+([-^X+=])[A-Za-z0-9]+([-^X+=][A-Za-z0-9]+)*)");
    std::smatch match;
    return std::regex_match(text, match, move) ? match[1].str() : "";
}

// The kinds of move a rulebook writes in notation, in code marks anywhere in it (`a2Xc4`) but
// in code blocks.
std::set<std::string> kinds_written(const std::string& markdown) {
    std::string text;
    std::istringstream lines(markdown);
    bool block = false;
    for (std::string line; std::getline(lines, line);) {
        const std::size_t ink = line.find_first_not_of(' ');
        if (ink != std::string::npos && line.compare(ink, 3, "```") == 0)
            block = !block;
        else if (!block)
            text += line + "\n";
    }
    static const std::regex code("`([^`]+)`");
    std::set<std::string> kinds;
    for (std::sregex_iterator it(text.begin(), text.end(), code), end; it != end; ++it)
        if (const std::string kind = move_kind((*it)[1]); !kind.empty()) kinds.insert(kind);
    return kinds;
}

}  // namespace

TEST_CASE("figures: every figure of every game agrees with its rules core", "[figures]") {
    for (const GameInfo& game : registered_games()) {
        REQUIRE(!game.figures.empty());
        for (std::size_t i = 0; i < game.figures.size(); ++i)
            DYNAMIC_SECTION(game.name << " figure " << i + 1 << " ("
                                      << game.figures[i].source.label() << ")") {
                check_figure(game, i);
            }
    }
}

TEST_CASE("figures: every figure of the original rules the rulebook names is rebuilt",
          "[figures][docs]") {
    // Derived from the rulebook: its introduction names the original's figures as ranges
    // ("its figures, Fig. 1 to Fig. 9, are lost"); each is a figure of the game, by its source.
    for (const GameInfo& game : registered_games()) {
        std::set<std::string> sources;
        for (const Figure& figure : game.figures)
            if (figure.source.origin() == FigureOrigin::OriginalRules)
                sources.emplace(figure.source.name());
        for (const std::string& announced : announced_figures(rulebook(game))) {
            INFO("docs/rules/" << game.name << ".md names " << announced
                               << " of the original rules, which no figure of the game rebuilds "
                                  "as original_rules(\""
                               << announced << "\")");
            CHECK(sources.count(announced) == 1);
        }
    }
}

TEST_CASE("figures: a figure of the original rules is one the rulebook says the original has",
          "[figures][docs]") {
    // A figure marked original_rules("NAME") names a figure the rulebook's introduction says
    // the original rules have: in a range ("Fig. 1 to Fig. 9") or by name. A figure of ours is
    // a_ruling or our_illustration, and its caption says so: a game whose original rules have
    // no figures (Breakthrough) has no figure "of the original rules".
    for (const GameInfo& game : registered_games()) {
        const std::string markdown = rulebook(game);
        const std::vector<std::string> ranges = announced_figures(markdown);
        std::string introduction = markdown.substr(0, markdown.find("\n## "));
        std::replace(introduction.begin(), introduction.end(), '\n', ' ');
        for (const Figure& figure : game.figures) {
            if (figure.source.origin() != FigureOrigin::OriginalRules) continue;
            const std::string name(figure.source.name());
            INFO("a figure of " << game.name << " is marked original_rules(\"" << name
                                << "\"), which the introduction of docs/rules/" << game.name
                                << ".md does not name (a figure of ours is a_ruling or "
                                   "our_illustration)");
            CHECK(!name.empty());
            CHECK((std::count(ranges.begin(), ranges.end(), name) == 1 ||
                   introduction.find(name) != std::string::npos));
        }
    }
}

TEST_CASE("figures: a figure's title says where it comes from", "[figures]") {
    CHECK(origin_words(original_rules("Fig. 5")) == "Fig. 5 of the original rules");
    CHECK(origin_words(a_ruling) == "a ruling of this program");
    CHECK(origin_words(our_illustration) == "an illustration of this program");
    const auto scene = figure_scene(*find_game("breakthrough"), 1);
    REQUIRE(scene.ok());
    CHECK(scene->title == "Figure 2 (an illustration of this program)");
}

TEST_CASE("figures: the rulebook's introduction names figures as ranges", "[figures][docs]") {
    CHECK(announced_figures("# T\n\nT (its figures, Fig. 1 to Fig.\n3, and Example A to "
                            "Example B, are lost).\n\n## Board\nFig. 4 to Fig. 5\n") ==
          std::vector<std::string>{"Fig. 1", "Fig. 2", "Fig. 3", "Example A", "Example B"});
    CHECK(announced_figures("# T\n\nIts figures are lost.\n").empty());
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

TEST_CASE("figures: the tutorial asks for every kind of move the rulebook writes",
          "[figures][docs]") {
    // Derived from the rulebook: each kind of move it writes in notation (`a1-b2` a step,
    // `a1^a3` a jump, `a2Xc4` a take, `b2+b3` onto an own piece, `c2=bwwb` a turn in place,
    // `pass`) is the move some lesson of the tutorial asks for.
    for (const GameInfo& game : registered_games()) {
        const std::set<std::string> written = kinds_written(rulebook(game));
        if (written.empty())
            FAIL_CHECK("docs/rules/" << game.name << ".md writes no move in notation");
        std::set<std::string> asked;
        for (std::size_t step : tutorial_figures(game))
            asked.insert(move_kind(std::string(first_legal_move(game.figures[step])->move)));
        for (const std::string& kind : written) {
            INFO("docs/rules/" << game.name << ".md writes moves of the kind " << kind
                               << ", which no lesson of the tutorial asks for");
            CHECK(asked.count(kind) == 1);
        }
    }
}

TEST_CASE("figures: a move's kind is its first type character, a rulebook's moves", "[figures]") {
    CHECK(move_kind("a1-b2") == "-");
    CHECK(move_kind("c2-d3=wwbb") == "-");
    CHECK(move_kind("c2=bwwb") == "=");
    CHECK(move_kind("c2Xc4XoffE") == "X");
    CHECK(move_kind("b2+b3") == "+");
    CHECK(move_kind("pass") == "pass");
    for (const char* other : {"a1", "Wwbbb", "OOOO/4/4/#### #", "-", "W 0", "*c"})
        CHECK(move_kind(other).empty());
    CHECK(kinds_written("A step `a1-a2`:\n```\nOO/## #\n```\na `b1^b3`, `a1`-`a2`, `c2=wbbb`.") ==
          std::set<std::string>{"-", "^", "="});
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
    while (index < redtangle.figures.size() && redtangle.figures[index].source.name() != "Fig. 9")
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
