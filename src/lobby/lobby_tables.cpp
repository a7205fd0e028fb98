#include "lobby/lobby_tables.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>

#include "game_record.hpp"
#include "net/unix_socket.hpp"
#include "net/wire.hpp"
#include "text_wrap.hpp"

namespace boardgames::lobby {
namespace {

char lower(char c) {
    return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c;
}

}  // namespace

std::string padded(std::string text, std::size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

bool same_name(const std::string& a, const std::string& b) {
    // Names are unique whatever their case (store::name_problem).
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(),
                                              [](char x, char y) { return lower(x) == lower(y); });
}

std::vector<TableRow> tables_for(const std::vector<store::OpenTable>& open, const std::string& me) {
    std::vector<TableRow> rows;
    for (const store::OpenTable& table : open) {
        TableRow row{table};
        const bool hosts = same_name(table.host, me);
        const bool invited =
            std::any_of(table.invited.begin(), table.invited.end(),
                        [&](const std::string& name) { return same_name(name, me); });
        bool free_seat = false;
        for (const auto& seat : table.seats) {
            if (seat.state == SeatState::Free) free_seat = true;
            const bool person = seat.state == SeatState::Here || seat.state == SeatState::Away;
            if (person && same_name(seat.who, me)) {
                row.seated = true;
                const auto index = std::size_t(&seat - table.seats.data());
                row.my_move = row.my_move || int(index) == table.to_move;
            }
        }
        row.seated = row.seated || hosts;
        row.may_sit = free_seat && table.result.empty() && (hosts || invited || table.open_seats);
        row.invites_me = invited && free_seat && !row.seated && table.result.empty();
        row.may_watch = row.seated || table.watchers == WatchPolicy::Anyone ||
                        (table.watchers == WatchPolicy::Invited && invited);
        // A private table is nobody else's business.
        if (row.seated || row.may_sit || row.may_watch) rows.push_back(std::move(row));
    }
    const auto rank = [](const TableRow& row) {
        return row.invites_me ? 0 : row.my_move ? 1 : row.seated ? 2 : row.may_sit ? 3 : 4;
    };
    std::stable_sort(rows.begin(), rows.end(),
                     [&](const TableRow& a, const TableRow& b) { return rank(a) < rank(b); });
    return rows;
}

std::vector<TableRow> tables_now(const store::Database& database, const std::string& me) {
    auto open = database.listing().open_tables(std::chrono::seconds(60));
    std::erase_if(open, [](const store::OpenTable& table) {
        return !net::is_table_code(table.code) ||
               !std::filesystem::exists(net::table_socket_path(table.code));
    });
    return tables_for(open, me);
}

std::string seats_text(const store::OpenTable& table) {
    std::string text;
    for (const auto& seat : table.seats) {
        if (!text.empty()) text += ", ";
        text += seat.side;
        text += ' ';
        switch (seat.state) {
            case SeatState::Free:
                text += "free";
                break;
            case SeatState::Computer:
                text += "computer ";
                text += seat.who;
                break;
            case SeatState::Here:
                text += seat.who;
                break;
            case SeatState::Away:
                text += seat.who;
                text += " (away)";
                break;
        }
    }
    return text;
}

std::string ago_text(std::int64_t seconds) {
    if (seconds < 5) return "now";
    if (seconds < 60) return std::to_string(seconds) + " s";
    if (seconds < 3600) return std::to_string(seconds / 60) + " min";
    if (seconds < 86400) return std::to_string(seconds / 3600) + " h";
    return std::to_string(seconds / 86400) + " d";
}

std::string due_text(std::int64_t deadline, std::int64_t now) {
    if (deadline <= 0) return {};
    if (deadline <= now) return "overdue";
    const std::int64_t left = deadline - now, days = left / 86400, hours = left % 86400 / 3600;
    if (days == 0) return "due in " + ago_text(left);
    std::string text = "due in ";
    text += std::to_string(days);
    text += " d";
    if (hours > 0) {
        text += ' ';
        text += std::to_string(hours);
        text += " h";
    }
    return text;
}

std::string rows_heading() {
    return padded("Table", 8) + padded("Game", 13) + padded("Moves", 6) + padded("Last", 7) +
           padded("For you", 11) + "Seats";
}

std::string for_you_text(const TableRow& row) {
    if (!row.table.result.empty()) return "over";
    if (row.invites_me) return "invited";
    if (row.my_move) return "your move";
    if (row.correspondence && row.seated) return row.deadline > 0 ? "their move" : "waiting";
    if (row.seated) return "your seat";
    if (row.may_sit) return "seat free";
    return "watch";
}

std::string row_text(const TableRow& row, std::int64_t now) {
    const store::OpenTable& table = row.table;
    // The columns padded, the text in them made safe to show (the database is the tables');
    // what the table means for the player comes before the seats, so a narrow terminal keeps it.
    std::string text = padded(clean_people_text(table.code, 6), 8) +
                       padded(clean_people_text(table.game, 12), 13) +
                       padded(std::to_string(table.moves), 6) +
                       padded(ago_text(std::max<std::int64_t>(0, now - table.last_move)), 7) +
                       padded(for_you_text(row), 11);
    // A correspondence game's deadline before its seats: the narrowest terminal keeps it.
    if (const std::string due = due_text(row.deadline, now); row.correspondence && !due.empty())
        text += due + ", ";
    text += clean_people_text(seats_text(table), 200);
    if (table.watching > 0) {
        text += ", ";
        text += std::to_string(table.watching);
        text += table.watching == 1 ? " watcher" : " watchers";
    }
    if (table.rated) text += ", rated";
    if (row.correspondence) {
        text += ", " + clean_people_text(table.clock, 10) + " a move";
    } else if (!table.clock.empty()) {
        text += ", clock ";
        text += clean_people_text(table.clock, 10);
    }
    if (!table.result.empty()) {
        text += ": ";
        text += clean_people_text(table.result, 100);
    }
    return text;
}

std::string rating_text(const store::Rating& rating) {
    return std::to_string(int(std::lround(rating.rating))) + (rating.deviation > 110 ? "?" : "");
}

std::string ladder_row_text(int rank, const store::LadderEntry& entry) {
    return padded(std::to_string(rank) + ".", 6) + padded(clean_people_text(entry.name, 20), 22) +
           padded(rating_text(entry.rating), 7) +
           padded("RD " + std::to_string(int(std::lround(entry.rating.deviation))), 8) +
           std::to_string(entry.games) + (entry.games == 1 ? " game" : " games");
}

std::string archive_row_text(const store::ArchivedGame& game) {
    std::string who;
    for (const auto& [side, name] : game.seats) {
        if (!who.empty()) who += ", ";
        who += side;
        who += ' ';
        who += name;
    }
    // "2026-11-26 07:46:12" as "11-26 07:46"; the result before the players, so that 80
    // columns keep it.
    const std::string when =
        game.finished.size() >= 16 ? game.finished.substr(5, 11) : game.finished;
    return padded(clean_people_text(when, 11), 13) + padded(clean_people_text(game.game, 10), 11) +
           padded(moves_text(game.moves, game.seats.size()), 10) +
           clean_people_text(result_for_people(game.game, game.result), 200) + "  " +
           clean_people_text(who, 200);
}

}  // namespace boardgames::lobby
