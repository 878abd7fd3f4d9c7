// What a branch is to a reading (issue 34): the 用神's own day, its clash or combination, a stage of its life (長生,
// 帝旺, 墓, 絕), or the 原神's or 忌神's day, clash or combination. The corpus report names these for an author's 應期
// branch the reading did not rank among its first three, so that a difference says what the author read.
#pragma once

#include "engine/reading/interpretation.h"

#include <string_view>
#include <vector>

namespace najia {

enum class Tie : std::uint8_t { Value, Clash, Combine, Birth, Peak, Tomb, Extinction };
inline constexpr int kTieCount = 7;

struct BranchTie {
    Role role;  // Useful, Source or Taboo: whose branch
    Tie tie;
    friend constexpr bool operator==(BranchTie, BranchTie) = default;
};

// The ties of `b` to the lines the reading weighed (the first 用神, the 原神 and 忌神 lines it weighed), in that
// order; the stages of life are the 用神's only. Empty when `b` is none of these.
std::vector<BranchTie> branchTies(const Chart& c, const Analysis& a, const Interpretation& reading, Branch b);

// "useful_tomb", "taboo_value" …: stable codes for reports.
std::string tieCode(BranchTie t);

} // namespace najia
