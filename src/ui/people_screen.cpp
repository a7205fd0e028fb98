#include "people_screen.hpp"

#include <algorithm>

#include "frame.hpp"
#include "keys.hpp"
#include "text_wrap.hpp"

namespace boardgames::ui {

PeopleScreen::PeopleScreen(Context& context, net::TableClient& table)
    : ctx_(context), table_(table) {}

std::vector<PeopleScreen::Row> PeopleScreen::rows() const {
    const net::TableClient& table = table_;
    const auto mark = [&](const std::string& name) { return table.muted(name) ? "  (muted)" : ""; };
    std::vector<Row> listed{{"Players", "", Row::Kind::Heading}};
    for (std::size_t seat = 0; seat < table.seats().size(); ++seat) {
        const net::SeatView& view = table.seats()[seat];
        std::string text = "  " + view.name + ": ";
        if (view.state == net::SeatState::Computer) {
            listed.push_back({text + "the computer, level " + view.who, "", Row::Kind::Heading});
        } else if (view.state == net::SeatState::Free) {
            listed.push_back({text + "(free)", "", Row::Kind::Heading});
        } else {
            const bool you = int(seat) == table.seat();
            listed.push_back({text + view.who +
                                  (view.state == net::SeatState::Away ? " (away)" : "") +
                                  (you ? " (you)" : "") + mark(view.who),
                              you ? "" : view.who, Row::Kind::Player});
        }
    }
    listed.push_back(
        {"Watching: " + std::to_string(table.watcher_count()), "", Row::Kind::Heading});
    for (const std::string& name : table.watchers())
        listed.push_back({"  " + name + mark(name), name, Row::Kind::Watcher});
    if (table.hosting() && !table.knocks().empty()) {
        listed.push_back({"Knocking (asking to sit)", "", Row::Kind::Heading});
        for (const std::string& name : table.knocks())
            listed.push_back({"  " + name, name, Row::Kind::Knocking});
    }
    return listed;
}

const PeopleScreen::Row* PeopleScreen::selected_row(const std::vector<Row>& listed) const {
    for (const Row& row : listed)
        if (!row.name.empty() && row.name == selected_) return &row;
    return nullptr;
}

void PeopleScreen::handle(const Event& event) {
    std::vector<Row> listed = rows();
    std::vector<std::string> names;
    for (const Row& row : listed)
        if (!row.name.empty()) names.push_back(row.name);
    if (event.kind == Event::Kind::Click && first_row_y_ >= 0) {
        const int index = event.y - first_row_y_ + first_shown_;
        if (index >= 0 && index < int(listed.size()) && !listed[std::size_t(index)].name.empty())
            selected_ = listed[std::size_t(index)].name;
        return;
    }
    if (event.kind != Event::Kind::Key) return;
    const int key = event.key;
    if (key == key_escape || key == 'q' || key == 'w') return ctx_.navigator.show_play();
    if (is_up(key) || is_down(key)) {
        if (names.empty()) return;
        auto at = std::find(names.begin(), names.end(), selected_);
        if (at == names.end())
            at = names.begin();
        else if (is_down(key) && at + 1 != names.end())
            ++at;
        else if (is_up(key) && at != names.begin())
            --at;
        selected_ = *at;
        return;
    }
    act(key);
}

void PeopleScreen::act(int key) {
    net::TableClient& table = table_;
    const std::vector<Row> listed = rows();
    const Row* row = selected_row(listed);
    if (!row) return ctx_.say("Select a person first (up and down, or a click)", true);
    const std::string name = row->name;
    if (key == 'm') {
        table.mute(name, !table.muted(name));
        return ctx_.say(table.muted(name) ? name + "'s chat is muted here (m again to hear it)"
                                          : name + " is heard again",
                        false);
    }
    if (!table.hosting()) return;
    if (key == 's' && row->kind == Row::Kind::Watcher) {
        table.decide(net::client_says::HostDecision::Kind::SendAway, name);
        return ctx_.say(name + " is sent away from the table", false);
    }
    if ((key == 'a' || key == 'x') && row->kind == Row::Kind::Knocking) {
        table.decide(key == 'a' ? net::client_says::HostDecision::Kind::Admit
                                : net::client_says::HostDecision::Kind::TurnAway,
                     name);
        return ctx_.say(key == 'a' ? name + " may sit" : name + " is turned away", false);
    }
}

void PeopleScreen::draw(Frame& frame) {
    const std::vector<Row> listed = rows();
    const int width = std::min(frame.columns() - 2, 56);
    const int height = std::max(1, std::min(int(listed.size()), frame.lines() - 8));
    // A long list scrolls to keep the selected person in view.
    int selected = 0;
    for (std::size_t i = 0; i < listed.size(); ++i)
        if (!listed[i].name.empty() && listed[i].name == selected_) selected = int(i);
    first_shown_ = std::clamp(first_shown_, std::max(0, selected - height + 1),
                              std::min(selected, std::max(0, int(listed.size()) - height)));
    std::vector<std::string> lines;
    for (int i = first_shown_; i < first_shown_ + height && i < int(listed.size()); ++i) {
        const Row& row = listed[std::size_t(i)];
        const bool chosen = !row.name.empty() && row.name == selected_;
        lines.push_back(cut_to_width((chosen ? "> " : "  ") + row.text, width - 4));
    }
    const int top = 2;
    const int left = std::max(0, (frame.columns() - width) / 2);
    const std::string more = int(listed.size()) > height ? " (up/down for more)" : "";
    frame.text_box(top, left, width, "Who is at table " + table_.code() + more, lines);
    first_row_y_ = top + 2;
}

std::string PeopleScreen::hints() const {
    std::string text = "up/down select  m mute/unmute";
    if (table_.hosting()) text += "  s send a watcher away  a/x let sit/turn away";
    return text + "  Esc back";
}

}  // namespace boardgames::ui
