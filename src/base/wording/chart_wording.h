// The words of a chart, built once: the app's models and printed sheet, the CLI's text sheet and
// copy-as-text all take a chart's title, pillars, 旬空, 月建/日辰, 卦身 and line readings from here,
// so that the two programs cannot word the same chart differently.
#pragma once

#include "engine/chart.h"
#include "engine/terms.h"

#include <QString>

namespace najia::base {

// 「風地觀  乾宮 四世 六沖」
QString hexagramTitle(const HexagramFacts& facts, Script script);
// The 變卦's title with its 十六變 warning and 反吟 (「澤地萃  兌宮 二世 (遊魂)」); empty when still.
QString changedTitle(const Chart& chart, Script script);
// 「辛卯年 丙申月 丙子日」 (parts not given are left out; a month may be a branch alone).
QString pillarsText(const Pillars& pillars, Script script);
// 「旬空 午未」, or empty without a day.
QString voidText(const Pillars& pillars, Script script);
// 「月建 申   日辰 子」, the parts there are.
QString rulersText(const Pillars& pillars, Script script);
// 「卦身 酉（不上卦） 進度」
QString bodyText(const Body& body, Script script);
// The mark of a moving line, as the sheet draws it: ○ for 老陽 (9), × for 老陰 (6); empty when still.
QString movingMark(LineValue value);
// 「父母庚子水」; in English "Parent Geng-Zi Water".
QString lineReadingText(const LineReading& reading, Script script);

// The heading lines of a sheet.
struct ChartHeading {
    QString primary;  // hexagramTitle of the 本卦
    QString changed;  // changedTitle, or empty
    QString pillars;  // pillarsText and voidText
    QString rulers;   // rulersText and bodyText
};
ChartHeading chartHeading(const Chart& chart, Script script);

} // namespace najia::base
