#include "tournament/matching.hpp"

#include <deque>
#include <utility>

namespace boardgames::tournament {

PerfectMatcher::PerfectMatcher(std::vector<std::vector<bool>> allowed, std::vector<bool> active)
    : neighbours_(allowed.size()),
      active_(std::move(active)),
      match_(allowed.size(), -1),
      parent_(allowed.size(), -1),
      base_(allowed.size()),
      used_(allowed.size()),
      in_blossom_(allowed.size()) {
    for (std::size_t a = 0; a < allowed.size(); ++a)
        for (std::size_t b = 0; b < allowed.size(); ++b)
            if (a != b && allowed[a][b]) neighbours_[a].push_back(int(b));
}

int PerfectMatcher::lowest_common_base(int a, int b) {
    std::vector<bool> seen(match_.size());
    for (;;) {
        a = base_[std::size_t(a)];
        seen[std::size_t(a)] = true;
        if (match_[std::size_t(a)] == -1) break;
        a = parent_[std::size_t(match_[std::size_t(a)])];
    }
    for (;;) {
        b = base_[std::size_t(b)];
        if (seen[std::size_t(b)]) return b;
        b = parent_[std::size_t(match_[std::size_t(b)])];
    }
}

void PerfectMatcher::mark_path(int v, int base, int child) {
    while (base_[std::size_t(v)] != base) {
        const int mate = match_[std::size_t(v)];
        in_blossom_[std::size_t(base_[std::size_t(v)])] = true;
        in_blossom_[std::size_t(base_[std::size_t(mate)])] = true;
        parent_[std::size_t(v)] = child;
        child = mate;
        v = parent_[std::size_t(mate)];
    }
}

int PerfectMatcher::find_augmenting_path(int root) {
    const std::size_t n = match_.size();
    used_.assign(n, false);
    parent_.assign(n, -1);
    for (std::size_t i = 0; i < n; ++i)
        base_[i] = int(i);
    used_[std::size_t(root)] = true;
    std::deque<int> queue{root};
    while (!queue.empty()) {
        const int v = queue.front();
        queue.pop_front();
        for (const int to : neighbours_[std::size_t(v)]) {
            if (!active_[std::size_t(to)]) continue;
            if (base_[std::size_t(v)] == base_[std::size_t(to)] || match_[std::size_t(v)] == to)
                continue;
            const int to_mate = match_[std::size_t(to)];
            if (to == root || (to_mate != -1 && parent_[std::size_t(to_mate)] != -1)) {
                // An odd cycle: contract it into a blossom based at the common ancestor.
                const int base = lowest_common_base(v, to);
                in_blossom_.assign(n, false);
                mark_path(v, base, to);
                mark_path(to, base, v);
                for (std::size_t i = 0; i < n; ++i) {
                    if (!active_[i] || !in_blossom_[std::size_t(base_[i])]) continue;
                    base_[i] = base;
                    if (!used_[i]) {
                        used_[i] = true;
                        queue.push_back(int(i));
                    }
                }
            } else if (parent_[std::size_t(to)] == -1) {
                parent_[std::size_t(to)] = v;
                if (to_mate == -1) return to;
                used_[std::size_t(to_mate)] = true;
                queue.push_back(to_mate);
            }
        }
    }
    return -1;
}

bool PerfectMatcher::augment_from(int root) {
    int v = find_augmenting_path(root);
    if (v == -1) return false;
    while (v != -1) {
        const int previous = parent_[std::size_t(v)];
        const int next = match_[std::size_t(previous)];
        match_[std::size_t(v)] = previous;
        match_[std::size_t(previous)] = v;
        v = next;
    }
    return true;
}

bool PerfectMatcher::perfect() {
    const std::size_t n = match_.size();
    // A greedy start leaves few vertices for the augmenting searches.
    for (std::size_t v = 0; v < n; ++v) {
        if (!active_[v] || match_[v] != -1) continue;
        for (const int to : neighbours_[v]) {
            if (active_[std::size_t(to)] && match_[std::size_t(to)] == -1) {
                match_[v] = to;
                match_[std::size_t(to)] = int(v);
                break;
            }
        }
    }
    for (std::size_t v = 0; v < n; ++v)
        if (active_[v] && match_[v] == -1 && !augment_from(int(v))) return false;
    return true;
}

bool PerfectMatcher::fix(int a, int b) {
    const auto ua = std::size_t(a);
    const auto ub = std::size_t(b);
    if (match_[ua] == b) {
        active_[ua] = active_[ub] = false;
        return true;
    }
    const auto saved = match_;
    const int a_mate = match_[ua];
    const int b_mate = match_[ub];
    match_[std::size_t(a_mate)] = -1;
    match_[std::size_t(b_mate)] = -1;
    match_[ua] = b;
    match_[ub] = a;
    active_[ua] = active_[ub] = false;
    // Their old partners are the only unmatched vertices left: one path between them restores a
    // perfect matching of the rest, or none exists.
    if (augment_from(a_mate)) return true;
    match_ = saved;
    active_[ua] = active_[ub] = true;
    return false;
}

}  // namespace boardgames::tournament
