#pragma once
// The keys of a game at a table, wherever they are pressed (play, the arrangement): requests to
// the other players, answers, resigning, chat, who is here, and leaving.

#include "context.hpp"
#include "key_help.hpp"

namespace boardgames::ui {

void act_at_table(Context& context, PlayAction action);

}  // namespace boardgames::ui
