// 四柱: the year, month, day and hour pillars of a moment. Any may be unknown, because users
// replay book cases written as 「卯月戊寅日」.
#pragma once

#include "ganzhi.h"

#include <optional>

namespace najia {

struct Pillars {
    std::optional<GanZhi> year;
    std::optional<GanZhi> month;
    std::optional<GanZhi> day;
    std::optional<GanZhi> hour;

    friend bool operator==(const Pillars&, const Pillars&) = default;
};

} // namespace najia
