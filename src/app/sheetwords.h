// Words printed on a chart sheet, in the chart's script whatever the UI language: the zh_TW or
// zh_CN translation of a "ChartSheet" string, English for an English chart. A sheet is one
// document in one script (issue 14).
#pragma once

#include "engine/terms.h"

#include <QString>

QString sheetWord(najia::Script script, const char* source);
