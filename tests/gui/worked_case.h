// The worked case most GUI tests draw: 易冒 卷4's 「辛卯年丙申月丙子日 … 得觀之萃」 (seed 002), entered as
// lines and pillars — 風地觀 with lines 4 and 6 moving to 澤地萃.
#pragma once

#include "chart_file.h"
#include "chart_json.h"

inline najia::base::ChartRecord guanToCui()
{
    najia::base::ChartRecord r;
    r.cast = najia::base::parseCast(QStringLiteral("888679")).value();
    r.pillars = najia::parsePillars("辛卯年 丙申月 丙子日").value();
    return r;
}
