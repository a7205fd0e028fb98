#pragma once
// The lobby's tab of tournaments: those open for entries, running and lately finished, read
// every second with the lists. A player creates one (its form), enters one while it is open,
// withdraws, starts his own; anyone opens a tournament's standings, live: the ranks with their
// tie-breaks, and each round's pairings and results. The games of a round are opened by the
// lobbies of their players (lobby.cpp), not here.

#include <memory>
#include <optional>
#include <string>

#include "lobby/lobby_panels.hpp"

namespace boardgames::lobby {

// Why the lobby takes no tournament of `spec` (the game not one of two seats, a clock no table
// reads, the computer in a game of days a move); empty when it does. The store checks the rest
// (the name, the counts) as it creates it.
std::string tournament_spec_problem(const store::TournamentSpec& spec);

// A tournament as the tab lists it: its name, game, format, clock, rated, state, entrants and
// round; whether the player is in it.
std::string tournament_row_text(const store::Tournament& tournament, bool entered);

// A result as the standings' rounds show it, the first side's score first: "1-0", "½-½",
// "0-1 forfeit", "bye", "playing at table xyz", "to open".
std::string tournament_result_text(const store::TournamentGame& game);

// The tournaments listed and those he is in, read again (the lists' every second); the one
// chosen stays chosen wherever the list moves it.
void reread_tournaments(Lobby& lobby);

class TournamentsPanel final : public LobbyPanel {
  public:
    using LobbyPanel::LobbyPanel;
    std::string tab_name() const override;
    std::string help_title() const override { return "The tournaments"; }
    bool live(LobbyKey key) const override {
        return key == LobbyKey::Standings || key == LobbyKey::NewTournament ||
               key == LobbyKey::EnterTournament || key == LobbyKey::LeaveTournament ||
               key == LobbyKey::StartTournament;
    }

  private:
    std::size_t count() const override { return lobby_.tournaments.size(); }
    std::size_t& chosen() override;
    void draw_heading(ui::Frame& frame, int y) override;
    std::string none_text() const override;
    void draw_row(ui::Frame& frame, int y, std::size_t index) override;
    void act_here(LobbyKey key) override;
    std::optional<LobbyKey> open_key() const override { return LobbyKey::Standings; }
    bool entered(std::size_t index) const;
};

// The form that creates a tournament, starting from the last one created; Esc goes back.
std::unique_ptr<ui::Screen> tournament_form(Lobby& lobby);
// The standings of the tournament `id`, read again every second; Esc goes back.
std::unique_ptr<ui::Screen> standings_screen(Lobby& lobby, std::int64_t id);

}  // namespace boardgames::lobby
