#pragma once
// A saved game: a header (game, date, players, start position when not the standard one,
// result) and the move list in notation, replayed on load. Written to a temporary file and
// renamed, so a save is never half-written.
//
//   boardgames record 1
//   game: raps
//   date: 2026-11-22 06:10 UTC
//   squares: human
//   circles: computer (level 3)
//   start: OOOO/4/4/#### O
//   options: players=3                       (when not the game's defaults)
//   series: first to 3; after 1 game: 1 0    (when the game is part of a series)
//   result: ongoing
//
//   1. a1-a2 d4-d3
//   2. a2-a1

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "boardgames/core/result.hpp"
#include "boardgames/play/any_match.hpp"

namespace boardgames {

struct GameRecord {
    std::string game;
    std::string date;
    std::vector<std::pair<std::string, std::string>> players;  // seat name, who played it
    std::string start;                                         // empty: the standard start
    std::string options;  // the game's option values when not its defaults: "players=3"
    std::string series;   // "first to 3; after 2 games: 1.5 0.5", when part of a series
    std::string result;
    std::vector<std::string> moves;
};

std::string write_record(const GameRecord& record);

// Reads the text of a record; checks its form, not its moves.
Result<GameRecord> read_record(std::string_view text);

// The match a record describes, every move replayed and checked.
Result<std::unique_ptr<AnyMatch>> replay_record(const GameRecord& record);

// A record's result as people read it: "squares win (...)" where the record's fixed form, for
// scripts, says "squares wins (...)" (the verb agreeing with the side).
std::string result_for_people(std::string_view game, std::string result);

// How many moves a game of `plies` turns has, counted as its move list numbers them (a move
// is a turn of each seat: "1. a1-a2 a4-a3 2. a2Xa4" is two); and the words "2 moves".
std::size_t numbered_move_count(std::size_t plies, std::size_t seats);
std::string moves_text(std::size_t plies, std::size_t seats);

// Moves numbered by rounds: "1. a1-a2 d4-d3 2. a2-a1".
std::string numbered_moves(const std::vector<std::string>& moves, std::size_t per_round = 2);

// $XDG_DATA_HOME/boardgames, else ~/.local/share/boardgames.
std::filesystem::path save_folder();

// Writes `text` to `path` by way of a temporary file in the same folder and a rename, with
// file mode `mode`; creates the folder. Returns the reason on failure.
std::optional<std::string> write_file_atomically(const std::filesystem::path& path,
                                                 std::string_view text, unsigned mode = 0600);

Result<std::string> read_text_file(const std::filesystem::path& path, std::size_t limit = 1 << 20);

std::string current_date_text();

}  // namespace boardgames
