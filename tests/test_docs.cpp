// The repository stands on its own: every registered game has its rulebook in docs/rules,
// `boardgames rules GAME` prints each of its Rulings word for word, and README and the manual
// page point only at files of the repository.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "boardgames/play/registry.hpp"
#include "cli.hpp"

using namespace boardgames;

namespace {

const std::filesystem::path source_dir = BOARDGAMES_SOURCE_DIR;

std::string read(const std::filesystem::path& path) {
    std::ifstream in(path);
    INFO("reading " << path);
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Text as a reader sees it: no Markdown emphasis or code marks, one space between words.
std::string plain(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '*' || c == '`') continue;
        const bool space = c == ' ' || c == '\n' || c == '\t';
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

// Each "**Ruling (topic):**" of a rulebook up to the end of its paragraph or list item (a code
// block's lines belong to it), as plain text.
std::vector<std::string> rulings(const std::string& markdown) {
    static const std::regex numbered_item(R"(^ *[0-9]+\. )");
    std::vector<std::string> found;
    std::istringstream lines(markdown);
    std::string ruling;
    bool inside = false;
    for (std::string line; std::getline(lines, line);) {
        const std::size_t text = line.find_first_not_of(' ');
        const bool ends = text == std::string::npos || line.compare(text, 2, "- ") == 0 ||
                          line[text] == '#' || std::regex_search(line, numbered_item);
        if (inside && ends) {
            found.push_back(plain(ruling));
            inside = false;
        }
        if (inside && line.compare(text, 3, "```") != 0) ruling += " " + line;
        const std::size_t start = line.find("**Ruling (");
        if (!inside && start != std::string::npos) {
            inside = true;
            ruling = line.substr(start);
        }
    }
    if (inside) found.push_back(plain(ruling));
    return found;
}

std::string rules_printed(const std::string& game) {
    const char* argv[] = {"boardgames", "rules", game.c_str()};
    std::ostringstream out, err;
    REQUIRE(run_cli(3, argv, out, err) == 0);
    return out.str();
}

}  // namespace

TEST_CASE("docs: the rulings are found as whole paragraphs and list items", "[docs]") {
    const std::string markdown =
        "## End\n- A side wins.\n- **Ruling (blocked):** a side with no\n  move loses.\n"
        "- Next item.\n\n**Ruling (setup):** as a string:\n```\nOO/## #\n```\nthen more.\n\n"
        "Text. **Ruling (x):** mid-line.\n";
    CHECK(rulings(markdown) ==
          std::vector<std::string>{"Ruling (blocked): a side with no move loses.",
                                   "Ruling (setup): as a string: OO/## # then more.",
                                   "Ruling (x): mid-line."});
}

TEST_CASE("docs: `rules GAME` prints every Ruling of the game's rulebook", "[docs][cli]") {
    for (const GameInfo& game : registered_games()) {
        const std::string name(game.name);
        const std::vector<std::string> all =
            rulings(read(source_dir / "docs/rules" / (name + ".md")));
        CHECK(all.size() >= 3);
        const std::string printed = plain(rules_printed(name));
        for (const std::string& ruling : all) {
            INFO(name << ": " << ruling);
            CHECK(printed.find(ruling) != std::string::npos);
        }
    }
}

TEST_CASE("docs: README and the manual page point at nothing outside the repository", "[docs]") {
    for (const char* file : {"README.md", "man/boardgames.6"}) {
        const std::string text = read(source_dir / file);
        INFO(file);
        CHECK(text.find("../") == std::string::npos);
        CHECK(text.find("/work/") == std::string::npos);
        CHECK(text.find("shared `rules") == std::string::npos);
        CHECK(text.find("shared rules") == std::string::npos);
        CHECK(text.find("seeds") == std::string::npos);
        CHECK(text.find("`rules/") == std::string::npos);  // a rules folder beside the clone
    }
    // Every relative link of README names a file of the repository.
    const std::string readme = read(source_dir / "README.md");
    const std::regex link(R"(\]\(([^)#]+)(#[^)]*)?\))");
    int links = 0;
    for (std::sregex_iterator it(readme.begin(), readme.end(), link), end; it != end; ++it) {
        const std::string target = (*it)[1];
        if (target.rfind("http", 0) == 0) continue;
        ++links;
        INFO("README links " << target);
        CHECK(std::filesystem::exists(source_dir / target));
    }
    CHECK(links >= 2);  // the rulebooks at least
    // Every path README names in code marks that looks like one of the repository's exists.
    const std::regex path(R"(`((docs|bench|include|src|tests|man)/[^` <>*]*)`)");
    for (std::sregex_iterator it(readme.begin(), readme.end(), path), end; it != end; ++it) {
        const std::string named = (*it)[1];
        INFO("README names " << named);
        CHECK(std::filesystem::exists(source_dir / named));
    }
}
