#include "engine/handbook/chart_rows.h"

#include "engine/chart.h"

#include <algorithm>

namespace najia::handbook {

namespace {

// Rows whose cell in `column` equals `cell`.
std::vector<int> rowsWith(const Table& t, std::size_t column, Cell cell)
{
    std::vector<int> out;
    for (std::size_t r = 0; r < t.rows.size(); ++r)
        if (column < t.rows[r].size() && t.rows[r][column] == cell) out.push_back(static_cast<int>(r));
    return out;
}

} // namespace

std::vector<int> rowsForChart(const Table& t, const Chart& chart)
{
    const std::string_view id = t.info.id;
    const Pillars& p = chart.pillars;
    std::vector<int> rows;
    auto add = [&](const std::vector<int>& more) { rows.insert(rows.end(), more.begin(), more.end()); };
    if (id == "palaces") {
        add(rowsWith(t, 2, cellOf(chart.primary.hexagram)));
        if (chart.changed) add(rowsWith(t, 2, cellOf(chart.changed->hexagram)));
    } else if (id == "sixteen_changes") {
        add(rowsWith(t, 0, cellOf(chart.primary.place.palace)));
    } else if (id == "spirits" && p.day) {
        add(rowsWith(t, 0, cellOf(p.day->stem())));
    } else if (id == "noble_gate" && p.day) {
        add(rowsWith(t, 0, cellOf(p.day->stem())));
    } else if (id == "shensha_stem" || id == "shensha_branch") {
        // every star row concerns the chart; nothing to single out
    } else if (id == "nayin" && p.day) {
        add(rowsWith(t, 0, cellOf(*p.day)));
    } else if (id == "xunkong" && p.day) {
        add(rowsWith(t, 0, cellOf(GanZhi(p.day->decade() * 10))));
    } else if ((id == "month_break" || id == "seasons" || id == "yellow_path") && p.monthBranch()) {
        add(rowsWith(t, 0, cellOf(*p.monthBranch())));
    } else if (id == "month_stems" && p.monthBranch()) {
        add(rowsWith(t, 0, cellOf(*p.monthBranch())));
    } else if (id == "hour_stems" && p.hour) {
        add(rowsWith(t, 0, cellOf(p.hour->branch())));
    } else if (id == "life_stages") {
        for (const ChartLine& l : chart.lines) add(rowsWith(t, 0, cellOf(l.reading.element)));
    } else if (id == "day_hurts" && p.day) {
        add(rowsWith(t, 0, cellOf(p.day->branch())));
    } else if (id == "earlier_heaven" || id == "echoes" || id == "trigram_images") {
        add(rowsWith(t, 0, cellOf(chart.primary.hexagram.lower())));
        add(rowsWith(t, 0, cellOf(chart.primary.hexagram.upper())));
    }
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    return rows;
}

} // namespace najia::handbook
