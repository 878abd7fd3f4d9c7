// Random cases for the casebook benchmarks (bench_casebook, bench_replay): a random cast on random
// pillars, one of ten questions with its category, a 用神 and a preset chosen at random.
#pragma once

#include "base/casebook/casebook.h"

#include <random>

inline najia::base::ChartRecord randomRecord(std::mt19937& rng)
{
    using namespace najia;
    using namespace Qt::Literals::StringLiterals;
    static const char16_t* questions[] = {u"求財可得否", u"婚姻可成否", u"父病安否", u"官司勝負", u"出行平安否",
                                          u"失物可尋否", u"考試能中否", u"行人何日歸", u"家宅平安否", u"明日天晴否"};
    static const char* categories[] = {"wealth", "marriage", "illness", "lawsuit", "travel", "lost", "career", "traveller", "home", "weather"};
    base::ChartRecord r;
    for (auto& v : r.cast) v = static_cast<LineValue>(std::uniform_int_distribution<int>(6, 9)(rng));
    r.pillars.day = GanZhi(std::uniform_int_distribution<int>(0, 59)(rng));
    r.pillars.monthBranchOnly = static_cast<Branch>(std::uniform_int_distribution<int>(0, 11)(rng));
    const int q = std::uniform_int_distribution<int>(0, 9)(rng);
    r.question = QString::fromUtf16(questions[q]) + u" #"_s + QString::number(rng() % 1000);
    r.category = QString::fromUtf8(categories[q]);
    r.notes = u"筆記 "_s + QString::number(rng() % 100000);
    r.useful = static_cast<Relation>(std::uniform_int_distribution<int>(0, 4)(rng));
    r.preset = static_cast<PresetId>(std::uniform_int_distribution<int>(0, 3)(rng));
    return r;
}
