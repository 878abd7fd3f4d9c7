// Which rows of a handbook table concern a chart: its 本卦 and 變卦 in the 八宮 and 十六變, its day
// stem among the 六神 and the 貴登天門, its day pillar's 納音 and 旬, its month's 旺相 and 月破 …
// so the browser can highlight them.
#pragma once

#include "engine/handbook/tables.h"

#include <vector>

namespace najia {
struct Chart;
}

namespace najia::handbook {

std::vector<int> rowsForChart(const Table& table, const Chart& chart);

} // namespace najia::handbook
