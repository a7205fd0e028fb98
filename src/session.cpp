#include "session.hpp"

#include "boardgames/play/registry.hpp"

namespace boardgames {

const char* mode_name(Mode mode) {
    switch (mode) {
        case Mode::HumanVsComputer:
            return "Human v Computer";
        case Mode::ComputerVsComputer:
            return "Computer v Computer";
        case Mode::HumanVsHuman:
            return "Human v Human";
    }
    return "";
}

Session::Session(const GameInfo& info, std::unique_ptr<AnyMatch> match, std::string start)
    : players(info.player_names.size()),
      info_(&info),
      match_(std::move(match)),
      start_(std::move(start)) {
    set_mode(Mode::HumanVsComputer, 0, 3);
}

Result<Session> Session::start(const GameInfo& info, const std::string& position) {
    auto match = info.new_match(info, position);
    if (!match) return fail("bad position '" + position + "': " + match.error());
    const bool standard = position.empty() || position == info.standard_position;
    return Session(info, std::move(match).value(), standard ? std::string{} : position);
}

Result<Session> Session::from_record(const GameRecord& record) {
    auto replayed = replay_record(record);
    if (!replayed) return fail(replayed.error());
    Session session(*find_game(record.game), std::move(replayed).value(), record.start);
    for (const auto& [side, who] : record.players)
        for (std::size_t i = 0; i < session.players.size(); ++i)
            if (session.game().player_names[i] == side)
                session.players[i] = Player::from_label(who);
    return session;
}

void Session::set_mode(Mode mode, int human_side, int level) {
    for (std::size_t side = 0; side < players.size(); ++side) {
        const bool human = mode == Mode::HumanVsHuman ||
                           (mode == Mode::HumanVsComputer && int(side) == human_side);
        players[side] = Player{human ? Player::Kind::Human : Player::Kind::Computer, level};
    }
}

Mode Session::mode() const {
    int humans = 0;
    for (const Player& player : players)
        humans += player.human();
    if (humans == 0) return Mode::ComputerVsComputer;
    if (humans == int(players.size())) return Mode::HumanVsHuman;
    return Mode::HumanVsComputer;
}

bool Session::human_to_move() const {
    return players[match_->to_move()].human();
}

Result<std::string> Session::play(const std::string& typed) {
    auto played = match_->play(typed);
    if (played) redo_.clear();
    return played;
}

bool Session::undo() {
    const std::vector<std::string> moves = match_->record();
    if (moves.empty() || !match_->undo()) return false;
    redo_.push_back(moves.back());
    return true;
}

bool Session::redo() {
    if (redo_.empty()) return false;
    const std::string move = redo_.back();
    if (!match_->play(move)) return false;
    redo_.pop_back();
    return true;
}

bool Session::undo_to_human() {
    if (!undo()) return false;
    while (!human_to_move() && match_->ply() > 0 && mode() != Mode::ComputerVsComputer)
        undo();
    return true;
}

GameRecord Session::record() const {
    GameRecord record;
    record.game = std::string(info_->name);
    record.date = current_date_text();
    for (std::size_t side = 0; side < players.size(); ++side)
        record.players.emplace_back(std::string(info_->player_names[side]), players[side].label());
    record.start = start_;
    record.result = match_->result_text();
    record.moves = match_->record();
    return record;
}

}  // namespace boardgames
