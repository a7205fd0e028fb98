#pragma once
// A table's room driven directly, without a socket: each Peer is a connection numbered by the
// room, its lines go in at once and what the room says comes back at once, and time is the
// test's (waiting for a line that only time brings moves the rig's clock on; the computer's
// thinking is waited for in real time). What the table writes goes to its files, or to a
// recorder in memory.

#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <deque>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "net/table_room.hpp"
#include "net/wire.hpp"

namespace boardgames::net {

// What a table writes, kept in memory.
struct MemoryRecorder final : TableRecorder {
    GameRecord record;
    std::string seats_file;
    int saves = 0;
    std::vector<ArchivedGame> archived;
    std::vector<store::OpenTable> listings;
    bool unlisted = false;
    void save(const TableSave& saved) override {
        record = saved.record;
        seats_file = saved.seats_file;
        ++saves;
    }
    bool archive(const ArchivedGame& game) override {
        archived.push_back(game);
        return true;
    }
    bool list(const store::OpenTable& table) override {
        listings.push_back(table);
        return true;
    }
    void unlist(const std::string&) override { unlisted = true; }
};

class TableRig {
  public:
    using Clock = std::chrono::steady_clock;

    // A room for `setup`, writing its record, seats file and archive where the setup says.
    explicit TableRig(TableSetup setup)
        : files_(std::make_unique<TableFiles>(setup.record_path, setup.database_path)) {
        room_ = std::make_unique<TableRoom>(std::move(setup), *files_, now());
    }
    // A room writing through `recorder` (which must outlive it).
    TableRig(TableSetup setup, TableRecorder& recorder) {
        room_ = std::make_unique<TableRoom>(std::move(setup), recorder, now());
    }
    // The table stops serving, as its process would: the clock's time is kept.
    ~TableRig() { room_->stop(now()); }
    TableRig(const TableRig&) = delete;
    TableRig& operator=(const TableRig&) = delete;

    Clock::time_point now() const { return Clock::now() + offset_; }
    // Time passes (and the table hears of it).
    void advance(std::chrono::milliseconds time) {
        offset_ += time;
        tick();
    }
    void tick() {
        room_->tick(now());
        for (const ConnectionId id : std::exchange(lost_, {}))
            disconnect(id);
        route();
    }
    const TableRoom& room() const { return *room_; }
    bool closing() const { return room_->should_close(now()); }

    // A connection from `uid`: its number, or nothing when the door turned it away (its error
    // line is then put in `refusal`).
    std::optional<ConnectionId> connect(uid_t uid, std::deque<std::string>& refusal) {
        auto entered = room_->connect(uid, now());
        if (const auto* refused = std::get_if<table_says::Error>(&entered)) {
            const std::string line = line_of(*refused);
            refusal.push_back(line.substr(0, line.size() - 1));
            return std::nullopt;
        }
        return std::get<ConnectionId>(entered);
    }
    void feed(ConnectionId id, LineReader& reader, std::string_view bytes) {
        reader.feed(bytes);
        while (auto line = reader.next()) {
            room_->hear(id, *line, now());
            route();
            if (closed(id)) return;
        }
        if (reader.overlong()) {
            room_->overlong(id);
            route();
        }
    }
    // The socket gave connection `id` up (its peer went) in the middle of a round: the room
    // hears of it at once, the connection closes at the round's end (the next tick).
    void lose(ConnectionId id) {
        room_->lost(id);
        lost_.insert(id);
    }
    void disconnect(ConnectionId id) {
        if (closed_.insert(id).second) room_->disconnected(id);
        route();
    }
    bool closed(ConnectionId id) const { return closed_.count(id) > 0; }
    std::deque<std::string>& inbox(ConnectionId id) { return inboxes_[id]; }
    bool computer_thinking() const { return room_->computer_thinking(); }

  private:
    // What the room said goes to each connection; one hung up on is closed after its last word.
    void route() {
        std::vector<ConnectionId> hung_up;
        for (const Delivery& delivery : room_->take_deliveries()) {
            if (closed(delivery.to)) continue;
            inboxes_[delivery.to].push_back(delivery.line.substr(0, delivery.line.size() - 1));
            if (delivery.last) hung_up.push_back(delivery.to);
        }
        for (const ConnectionId id : hung_up)
            if (closed_.insert(id).second) room_->disconnected(id);
        if (!hung_up.empty()) route();
    }

    std::unique_ptr<TableFiles> files_;
    std::unique_ptr<TableRoom> room_;
    std::chrono::milliseconds offset_{0};
    std::map<ConnectionId, std::deque<std::string>> inboxes_;
    std::set<ConnectionId> closed_;
    std::set<ConnectionId> lost_;  // given up by the socket, closed at the next tick
};

// One connection to a rig's room, speaking lines; gone (as a dropped connection) at its end.
class Peer {
  public:
    explicit Peer(TableRig& rig, uid_t uid = ::getuid()) : rig_(&rig) {
        id_ = rig.connect(uid, refusal_);
    }
    ~Peer() {
        if (id_) rig_->disconnect(*id_);
    }
    Peer(const Peer&) = delete;
    Peer& operator=(const Peer&) = delete;

    void say(const std::string& text) { say_raw(text + "\n"); }
    void say_raw(const std::string& bytes) {
        if (id_ && !rig_->closed(*id_)) rig_->feed(*id_, reader_, bytes);
    }
    // The next line, or nothing once `wait` has passed (or the table hung up). Time passes for
    // the table meanwhile: at once when nothing is thinking, in real time while the computer
    // does.
    std::optional<std::string> line(std::chrono::milliseconds wait = std::chrono::seconds(3)) {
        auto& lines = inbox();
        const auto deadline = rig_->now() + wait;
        while (lines.empty() && !gone() && rig_->now() < deadline) {
            if (rig_->computer_thinking()) {
                std::this_thread::sleep_for(std::chrono::milliseconds(2));
                rig_->tick();
            } else {
                rig_->advance(std::chrono::duration_cast<std::chrono::milliseconds>(
                    std::min<TableRig::Clock::duration>(deadline - rig_->now(),
                                                        std::chrono::milliseconds(50))));
            }
        }
        if (lines.empty()) return std::nullopt;
        std::string next = lines.front();
        lines.pop_front();
        return next;
    }
    // Lines up to and including the first that begins with `start`; that line, or empty.
    std::string until(const std::string& start,
                      std::chrono::milliseconds wait = std::chrono::seconds(3)) {
        while (auto next = line(wait))
            if (next->rfind(start, 0) == 0) return *next;
        return {};
    }
    // True once the table has closed the connection (what it said before is read first).
    bool hung_up(std::chrono::milliseconds wait = std::chrono::seconds(3)) {
        while (line(wait)) {
        }
        return gone();
    }
    std::optional<ConnectionId> id() const { return id_; }

  private:
    std::deque<std::string>& inbox() { return id_ ? rig_->inbox(*id_) : refusal_; }
    bool gone() const { return !id_ || rig_->closed(*id_); }

    TableRig* rig_;
    std::optional<ConnectionId> id_;
    std::deque<std::string> refusal_;  // the door's word when it turned this connection away
    LineReader reader_;
};

}  // namespace boardgames::net
