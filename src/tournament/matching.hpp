#pragma once
// A perfect matching of a general graph (Edmonds' blossom algorithm), kept while pairs are fixed
// one at a time: the Swiss pairing fixes the pair it prefers only if the players left can still
// all be paired, so it always finds a legal pairing when there is one.

#include <vector>

namespace boardgames::tournament {

class PerfectMatcher {
  public:
    // `allowed[a][b]`: whether a and b may be paired (symmetric); `active`: the vertices to pair.
    PerfectMatcher(std::vector<std::vector<bool>> allowed, std::vector<bool> active);

    // Whether the active vertices can all be paired (computes a matching; call first).
    bool perfect();
    // Pairs a with b and takes both out, if the active vertices left can still all be paired;
    // otherwise changes nothing and answers false. Needs perfect() to have answered true.
    bool fix(int a, int b);

  private:
    int lowest_common_base(int a, int b);
    void mark_path(int v, int base, int child);
    int find_augmenting_path(int root);
    bool augment_from(int root);

    std::vector<std::vector<int>> neighbours_;
    std::vector<bool> active_;
    std::vector<int> match_;
    std::vector<int> parent_;
    std::vector<int> base_;
    std::vector<bool> used_;
    std::vector<bool> in_blossom_;
};

}  // namespace boardgames::tournament
