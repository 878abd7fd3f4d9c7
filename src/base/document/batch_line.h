// One line of `najia-cli chart --batch`: 「LINES<TAB>PILLARS」, the pillars optional
// (「987677	甲辰 丙寅 辛酉 壬子」, 「777777	卯月 戊寅日」, 「987677」).
#pragma once

#include "engine/chart.h"
#include "engine/pillars.h"
#include "engine/result.h"

#include <QString>

namespace najia::base {

struct BatchCase {
    Cast cast{};
    Pillars pillars;
};

// The error says which part is wrong ("--lines: …", "--pillars: …"), as the options would.
Result<BatchCase> parseBatchLine(const QString& line);

} // namespace najia::base
