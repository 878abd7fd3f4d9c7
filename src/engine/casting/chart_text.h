// A chart as practitioners write it in free text — a book's case header, a forum post, another
// program's output: 「申月戊辰日，占夫病，得同人之離」, 「天火同人 變 離為火」, 「乾卦 初爻、四爻發動」,
// 「甲辰年 丙寅月 辛酉日 壬子時」, 「2024年3月12日10時20分」, 「農曆二月初三巳時」. What is recognised is
// returned field by field with the text it came from, and what is not is returned too, so that the
// user sees both before accepting (najia-cli parse, Edit ▸ Paste Chart).
#pragma once

#include "engine/chart.h"
#include "engine/pillars.h"
#include "engine/reading/question.h"

#include <optional>
#include <string>
#include <vector>

namespace najia::casting {

// 「2024年3月12日10時20分」, 「2024-03-12 10:20」: the hour and minute are optional.
struct CivilText {
    int year = 0, month = 0, day = 0;
    std::optional<int> hour, minute;
};

// 「農曆二月初三巳時」, 「闰四月十五」: a lunar month and day, the hour by its branch.
struct LunarText {
    int month = 0;  // 1 … 12 (正月 = 1, 冬月 = 11, 臘月 = 12)
    bool leap = false;
    int day = 0;    // 1 … 30
    std::optional<Branch> hour;
};

struct ChartText {
    std::optional<Hexagram> primary;  // 本卦
    std::optional<Hexagram> changed;  // 變卦, when named
    int movingMask = 0;               // lines named as moving (「初爻動」), bit 0 = 初爻
    bool stillNamed = false;          // 「六爻安靜」, 「靜卦」
    std::optional<Cast> cast;         // when the 本卦 is known, with its moving lines
    std::optional<Pillars> pillars;   // the pillars named (「申月戊辰日」)
    std::string pillarsText;          // as they were written, for parsePillars
    std::optional<CivilText> civil;
    std::optional<LunarText> lunar;
    std::string question;             // 「夫病」 of 「占夫病」
    std::optional<QuestionCategory> category;
    std::optional<QuestionSubject> subject;
    Sex sex = Sex::Unstated;
    IllnessAge illness = IllnessAge::Unstated;  // 「占父久病」, 「近病」 in the question
    std::vector<std::string> problems;      // what was recognised but does not fit (a 變卦 the named moving lines contradict)
    std::vector<std::string> unrecognised;  // the rest of the text, fragment by fragment
    bool empty() const { return !primary && !pillars && !civil && !lunar && question.empty(); }
};

// Reads free UTF-8 text in either script; never fails (what is not recognised is listed).
ChartText readChartText(std::string_view text);

} // namespace najia::casting
