#include "store/glicko2.hpp"

#include <algorithm>
#include <cmath>

namespace boardgames::store {
namespace {

constexpr double scale = 173.7178;  // Glicko to Glicko-2 (step 2)
constexpr double convergence = 0.000001;
constexpr double pi = 3.14159265358979323846;

double g(double phi) {
    return 1 / std::sqrt(1 + 3 * phi * phi / (pi * pi));
}

double expected(double mu, double mu_j, double phi_j) {
    return 1 / (1 + std::exp(-g(phi_j) * (mu - mu_j)));
}

}  // namespace

Rating glicko2_update(const Rating& player, const std::vector<RatedGame>& games, double tau) {
    // Step 2: to the Glicko-2 scale.
    const double mu = (player.rating - 1500) / scale;
    const double phi = player.deviation / scale;
    const double sigma = player.volatility;
    if (games.empty()) {
        const double grown = std::sqrt(phi * phi + sigma * sigma);
        return {player.rating, std::min(350.0, grown * scale), sigma};
    }
    // Steps 3 and 4: the estimated variance and improvement.
    double variance_inverse = 0, improvement_sum = 0;
    for (const RatedGame& game : games) {
        const double mu_j = (game.opponent.rating - 1500) / scale;
        const double phi_j = game.opponent.deviation / scale;
        const double e = expected(mu, mu_j, phi_j);
        variance_inverse += g(phi_j) * g(phi_j) * e * (1 - e);
        improvement_sum += g(phi_j) * (game.score - e);
    }
    const double v = 1 / variance_inverse;
    const double delta = v * improvement_sum;
    // Step 5: the new volatility, by the Illinois algorithm.
    const double a = std::log(sigma * sigma);
    const auto f = [&](double x) {
        const double ex = std::exp(x);
        const double d = phi * phi + v + ex;
        return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double big_a = a, big_b;
    if (delta * delta > phi * phi + v) {
        big_b = std::log(delta * delta - phi * phi - v);
    } else {
        int k = 1;
        while (f(a - k * tau) < 0)
            ++k;
        big_b = a - k * tau;
    }
    double f_a = f(big_a), f_b = f(big_b);
    for (int round = 0; std::abs(big_b - big_a) > convergence && round < 100; ++round) {
        const double big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        const double f_c = f(big_c);
        if (f_c * f_b <= 0) {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2;
        }
        big_b = big_c;
        f_b = f_c;
    }
    const double sigma_new = std::exp(big_a / 2);
    // Steps 6 to 8: the new deviation and rating, back on the Glicko scale.
    const double phi_star = std::sqrt(phi * phi + sigma_new * sigma_new);
    const double phi_new = 1 / std::sqrt(1 / (phi_star * phi_star) + 1 / v);
    const double mu_new = mu + phi_new * phi_new * improvement_sum;
    return {mu_new * scale + 1500, phi_new * scale, sigma_new};
}

}  // namespace boardgames::store
