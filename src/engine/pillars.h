// 四柱: the year, month, day and hour pillars of a moment. Any may be unknown, because users
// replay book cases written as 「卯月戊寅日」 — where the month may even be a branch alone.
#pragma once

#include "engine/ganzhi.h"
#include "engine/result.h"

#include <optional>
#include <string_view>

namespace najia {

struct Pillars {
    std::optional<GanZhi> year;
    std::optional<GanZhi> month;
    std::optional<GanZhi> day;
    std::optional<GanZhi> hour;
    // A month given by its branch alone (「卯月」), when `month` is unknown.
    std::optional<Branch> monthBranchOnly;
    // A year given by its branch alone (「子年」), when `year` is unknown.
    std::optional<Branch> yearBranchOnly;

    // 月建: the month's branch, from the full pillar or the branch alone.
    std::optional<Branch> monthBranch() const
    {
        return month ? std::optional<Branch>(month->branch()) : monthBranchOnly;
    }

    // 太歲: the year's branch, from the full pillar or the branch alone.
    std::optional<Branch> yearBranch() const
    {
        return year ? std::optional<Branch>(year->branch()) : yearBranchOnly;
    }

    friend bool operator==(const Pillars&, const Pillars&) = default;
};

// Reads pillars as users write them:
//   「甲辰 丙寅 辛酉 壬子」 — four pairs, year to hour, separated by spaces;
//   「卯月 戊寅日」, 「卯月戊寅日」, 「甲辰年 丙寅月 辛酉日」 — each part marked by 年/月/日/時 (时),
//   in any order; the year and the month may be a branch alone (「子年」, 「卯月」), as books give them.
Result<Pillars> parsePillars(std::string_view text);

} // namespace najia
