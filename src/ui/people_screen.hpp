#pragma once
// Who is at the table: the players, the watchers and (for the host) the people knocking. Anyone
// mutes a person's chat on this terminal; the host lets a knocking person sit or turns them
// away, and sends a watcher away. The table decides: this screen only asks it.

#include <string>
#include <vector>

#include "context.hpp"
#include "net/table_client.hpp"
#include "screen.hpp"

namespace boardgames::ui {

class PeopleScreen final : public Dialog {
  public:
    PeopleScreen(Context& context, net::TableClient& table);

    void handle(const Event& event) override;
    void draw(Frame& frame) override;
    std::string hints() const override;

  private:
    // A line of the list: a heading, or a person and what they are at the table.
    struct Row {
        std::string text;
        std::string name;  // empty for a heading
        enum class Kind { Heading, Player, Watcher, Knocking } kind = Kind::Heading;
    };
    std::vector<Row> rows() const;
    const Row* selected_row(const std::vector<Row>& listed) const;
    void act(int key);

    Context& ctx_;
    net::TableClient& table_;
    std::string selected_;  // the name selected (names, not rows: the list changes as people come)
    int first_row_y_ = -1;  // where the list was drawn, for clicks
    int first_shown_ = 0;   // the first row in view
};

}  // namespace boardgames::ui
