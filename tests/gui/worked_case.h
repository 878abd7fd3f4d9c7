// The worked case most GUI tests draw: 易冒 卷4's 「辛卯年丙申月丙子日 … 得觀之萃」 (seed 002), entered as
// lines and pillars — 風地觀 with lines 4 and 6 moving to 澤地萃.
#pragma once

#include "base/document/chart_file.h"
#include "base/json/chart_json.h"

inline najia::base::ChartRecord guanToCui()
{
    najia::base::ChartRecord r;
    r.cast = najia::base::parseCast(QStringLiteral("888679")).value();
    r.pillars = najia::parsePillars("辛卯年 丙申月 丙子日").value();
    return r;
}

// tests/cli/read.cmake's case: cast 2024-02-04 16:30 Beijing (甲辰 丙寅 戊戌 庚申), 779776 for 求財 — 妻財 子
// is the 用神, and the reading has its factors and 應期 on dates (值日 子 on 庚子 2024-02-06 …).
inline najia::base::ChartRecord wealthCase()
{
    najia::base::ChartRecord r;
    r.cast = najia::base::parseCast(QStringLiteral("779776")).value();
    r.moment = najia::base::Moment{QStringLiteral("2024-02-04 16:30:00"), QStringLiteral("Asia/Shanghai")};
    r.category = QStringLiteral("wealth");
    return r;
}
