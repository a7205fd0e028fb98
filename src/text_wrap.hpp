#pragma once
// Text for people: cut to a width at spaces (the help screen, `boardgames rules`), and
// capitalised.

#include <string>
#include <vector>

namespace boardgames {

// `lines` cut to `width` columns at spaces, a long line going on `hanging` columns further in
// than itself (a word longer than the width is cut).
std::vector<std::string> wrap_lines(const std::vector<std::string>& lines, int width,
                                    int hanging = 2);

// "Squares to move" from "squares to move"; a leading square or move keeps the notation's
// case: "c4 is not a legal target".
std::string capitalised(std::string text);

}  // namespace boardgames
