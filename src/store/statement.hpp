#pragma once
// What the store's parts share to speak SQL over their one connection: a prepared statement,
// a write transaction, the time as rows keep it. Internal to src/store: no caller sees SQLite.

#include <sqlite3.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace boardgames::store {

// One prepared statement, finalized on every path.
class Statement {
  public:
    Statement(sqlite3* db, std::string_view sql) {
        if (sqlite3_prepare_v2(db, sql.data(), int(sql.size()), &statement_, nullptr) != SQLITE_OK)
            statement_ = nullptr;
    }
    ~Statement() { sqlite3_finalize(statement_); }
    Statement(const Statement&) = delete;
    Statement& operator=(const Statement&) = delete;

    Statement& bind(int index, std::string_view text) {
        // An empty view may point nowhere; SQLite would bind that as NULL, not as ''.
        sqlite3_bind_text(statement_, index, text.data() ? text.data() : "", int(text.size()),
                          SQLITE_TRANSIENT);
        return *this;
    }
    Statement& bind(int index, std::int64_t value) {
        sqlite3_bind_int64(statement_, index, value);
        return *this;
    }
    Statement& bind(int index, double value) {
        sqlite3_bind_double(statement_, index, value);
        return *this;
    }
    // SQLITE_ROW, SQLITE_DONE or an error code.
    int step() { return statement_ ? sqlite3_step(statement_) : SQLITE_ERROR; }
    // True once a statement that returns no rows has run to its end.
    bool run() { return step() == SQLITE_DONE; }
    std::string text(int column) const {
        const auto* text = sqlite3_column_text(statement_, column);
        return text ? reinterpret_cast<const char*>(text) : "";
    }
    std::int64_t integer(int column) const { return sqlite3_column_int64(statement_, column); }
    double real(int column) const { return sqlite3_column_double(statement_, column); }
    bool null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

    // Each row the statement returns, read by `read(row)`.
    template <typename Read>
    auto rows(Read read) -> std::vector<decltype(read(*this))> {
        std::vector<decltype(read(*this))> values;
        while (step() == SQLITE_ROW)
            values.push_back(read(*this));
        return values;
    }
    // The first row the statement returns, read by `read(row)`; none without a row.
    template <typename Read>
    auto first_row(Read read) -> std::optional<decltype(read(*this))> {
        if (step() != SQLITE_ROW) return std::nullopt;
        return read(*this);
    }

  private:
    sqlite3_stmt* statement_ = nullptr;
};

// A write transaction, rolled back unless committed. BEGIN IMMEDIATE takes the write lock at
// once, so two table processes never deadlock upgrading a read.
class Transaction {
  public:
    explicit Transaction(sqlite3* db) : db_(db) {
        began_ = sqlite3_exec(db_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr) == SQLITE_OK;
    }
    ~Transaction() {
        if (began_ && !committed_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;

    bool began() const { return began_; }
    bool commit() {
        committed_ = sqlite3_exec(db_, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK;
        return committed_;
    }

  private:
    sqlite3* db_;
    bool began_ = false;
    bool committed_ = false;
};

inline std::string error_of(sqlite3* db) {
    return sqlite3_errmsg(db);
}

// A statement with one parameter, run once: true once it has run to its end.
template <typename Value>
bool run_once(sqlite3* db, std::string_view sql, Value value) {
    return Statement(db, sql).bind(1, value).run();
}

// Now, as rows keep it: UTC text ("2026-11-26 04:10:31") where people read it, Unix time
// where rows are compared with the clock.
inline std::string utc_text(std::time_t when) {
    std::tm utc{};
    gmtime_r(&when, &utc);
    std::array<char, 32> text{};
    std::strftime(text.data(), text.size(), "%Y-%m-%d %H:%M:%S", &utc);
    return text.data();
}
inline std::string now_utc() {
    return utc_text(std::time(nullptr));
}
inline std::int64_t unix_now() {
    return std::int64_t(std::time(nullptr));
}
// The Unix time `age` ago: rows seen since then are fresh.
inline std::int64_t unix_time_ago(std::chrono::seconds age) {
    return unix_now() - std::int64_t(age.count());
}

}  // namespace boardgames::store
