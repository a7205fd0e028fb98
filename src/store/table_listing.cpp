#include "store/table_listing.hpp"

#include <optional>

#include "store/statement.hpp"

namespace boardgames::store {
namespace {

// Lines of tab-separated fields (the lists an open table's row keeps in one column). Fields
// are names and words the table checked: they hold no tab or newline.
std::string join_lines(const std::vector<std::vector<std::string>>& rows) {
    std::string text;
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            text += (i > 0 ? "\t" : "") + row[i];
        text += '\n';
    }
    return text;
}

std::vector<std::vector<std::string>> split_lines(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::vector<std::string> row;
        for (std::size_t field = start;;) {
            const std::size_t tab = text.find('\t', field);
            if (tab == std::string::npos || tab >= end) {
                row.push_back(text.substr(field, end - field));
                break;
            }
            row.push_back(text.substr(field, tab - field));
            field = tab + 1;
        }
        rows.push_back(std::move(row));
        start = end + 1;
    }
    return rows;
}

// The seats column's lines ("side\tstate\twho"); none when a state is not a word of ours.
std::optional<std::vector<OpenTable::Seat>> seats_from(const std::string& text) {
    std::vector<OpenTable::Seat> seats;
    for (auto& row : split_lines(text)) {
        row.resize(3);
        const auto state = seat_state_named(row[1]);
        if (!state) return std::nullopt;
        seats.push_back({row[0], *state, row[2]});
    }
    return seats;
}

// An open_tables row, in the columns open_tables() selects; none when its words are not ours.
std::optional<OpenTable> table_from_row(const Statement& row) {
    const auto watchers = watch_policy_named(row.text(5));
    auto seats = seats_from(row.text(7));
    if (!watchers || !seats) return std::nullopt;
    OpenTable table;
    table.code = row.text(0);
    table.game = row.text(1);
    table.options = row.text(2);
    table.host = row.text(3);
    table.open_seats = row.integer(4) != 0;
    table.watchers = *watchers;
    for (const auto& invited : split_lines(row.text(6)))
        table.invited.push_back(invited[0]);
    table.seats = std::move(*seats);
    table.watching = int(row.integer(8));
    table.moves = int(row.integer(9));
    table.last_move = row.integer(10);
    table.result = row.text(11);
    table.heartbeat = row.integer(12);
    table.rated = row.integer(13) != 0;
    table.clock = row.text(14);
    table.to_move = int(row.integer(15));
    table.process = row.text(16);
    return table;
}

}  // namespace

Result<bool> TableListing::list(const OpenTable& table) {
    return write(table, true);
}

Result<bool> TableListing::write(const OpenTable& table, bool again) {
    std::vector<std::vector<std::string>> seats, invited;
    for (const OpenTable::Seat& seat : table.seats)
        seats.push_back({seat.side, std::string(word_of(seat.state)), seat.who});
    for (const std::string& name : table.invited)
        invited.push_back({name});
    Statement statement(
        db_,
        std::string(again ? "INSERT OR REPLACE" : "INSERT") +
            " INTO open_tables (code, game, options, host, open_seats, watchers, "
            "invited, seats, watching, moves, last_move, result, heartbeat, rated, clock, to_move, "
            "process) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    statement.bind(1, table.code)
        .bind(2, table.game)
        .bind(3, table.options)
        .bind(4, table.host)
        .bind(5, std::int64_t(table.open_seats))
        .bind(6, watch_policy_name(table.watchers))
        .bind(7, join_lines(invited))
        .bind(8, join_lines(seats))
        .bind(9, std::int64_t(table.watching))
        .bind(10, std::int64_t(table.moves))
        .bind(11, table.last_move)
        .bind(12, table.result)
        .bind(13, unix_now())
        .bind(14, std::int64_t(table.rated))
        .bind(15, table.clock)
        .bind(16, std::int64_t(table.to_move))
        .bind(17, table.process);
    if (!statement.run()) return fail("cannot list the table: " + error_of(db_));
    return true;
}

Result<bool> TableListing::claim(const OpenTable& table, int tables_per_host, int most_tables) {
    Transaction transaction(db_);
    if (!transaction.began()) return fail("the database is busy: " + error_of(db_));
    const auto claimed = claim_within(transaction, table, tables_per_host, most_tables);
    if (!claimed || !*claimed) return claimed;
    if (!transaction.commit()) return fail("cannot list the table: " + error_of(db_));
    return true;
}

Result<bool> TableListing::claim_within(Transaction&, const OpenTable& table, int tables_per_host,
                                        int most_tables) {
    const std::int64_t fresh = unix_time_ago(fresh_table);
    Statement all(db_, "SELECT COUNT(*) FROM open_tables WHERE heartbeat >= ?");
    if (all.bind(1, fresh).step() == SQLITE_ROW && all.integer(0) >= most_tables)
        return fail("The server has all the tables it takes: try later.");
    Statement hosted(db_,
                     "SELECT COUNT(*) FROM open_tables WHERE heartbeat >= ? AND host = ? "
                     "COLLATE NOCASE");
    hosted.bind(1, fresh).bind(2, table.host);
    if (hosted.step() == SQLITE_ROW && hosted.integer(0) >= tables_per_host)
        return fail("You host " + std::to_string(hosted.integer(0)) +
                    " tables already: close one (q, then c at the table), or wait until a "
                    "finished one closes.");
    // A code another table holds is not taken from it: the caller picks another.
    Statement taken(db_, "SELECT 1 FROM open_tables WHERE code = ?");
    if (taken.bind(1, table.code).step() == SQLITE_ROW) return false;
    return write(table, false);
}

bool TableListing::unlist(std::string_view code) {
    return run_once(db_, "DELETE FROM open_tables WHERE code = ?", code);
}

bool TableListing::forget_silent(std::chrono::seconds age) {
    return run_once(db_, "DELETE FROM open_tables WHERE heartbeat < ?", unix_time_ago(age));
}

std::vector<OpenTable> TableListing::open_tables(std::chrono::seconds fresh) const {
    Statement statement(
        db_,
        "SELECT code, game, options, host, open_seats, watchers, invited, seats, "
        "watching, moves, last_move, result, heartbeat, rated, clock, to_move, process FROM "
        "open_tables WHERE heartbeat >= ? ORDER BY last_move DESC, code LIMIT 1000");
    std::vector<OpenTable> tables;
    for (auto& table : statement.bind(1, unix_time_ago(fresh)).rows(table_from_row))
        if (table) tables.push_back(std::move(*table));
    return tables;
}

}  // namespace boardgames::store
