// The user's preferences, kept with QSettings: display, language and the defaults a new chart
// is cast with. Every value here is also recorded in each chart file the user saves.
#pragma once

#include "base/document/chart_file.h"
#include "app/theme.h"

#include <QString>

struct AppSettings {
    // The chart's script: as chosen, else the locale's (zh_CN 简, zh_TW/zh_HK 繁), else the UI
    // language's (繁 unless it is zh_CN).
    najia::Script script = najia::Script::Traditional;
    QString language;            // "" follows the system; "en", "zh_TW", "zh_CN"
    Theme theme = Theme::System;  // the desktop's style and palette unless light or dark is chosen
    QString chartFont;           // "" for the default (Najia Sans TC/SC)
    QString zone;                // the zone new casts are read in; "" follows the system's
    najia::ChartSettings chart;  // 變卦 六親, 伏神, 卦身
    QString preset = QStringLiteral("general");  // the school preset of line analysis
    najia::calendar::DayBoundary dayBoundary = najia::calendar::DayBoundary::At23;
    bool trueSolar = false;
    double longitude = 120.0;    // degrees east, for true solar time
    bool trueSolarHourOnly = false;

    static AppSettings load();
    void save() const;
    // The pillar options a new chart is read with.
    najia::calendar::PillarOptions pillarOptions() const;
    // The zone a new cast is read in: the one chosen, else the system's (also for `najia --at`
    // without --tz).
    QString castZone() const;
};

// Where the open and save dialogs start: a "Najia" folder in the user's documents folder (created
// if missing), never the current directory. Empty if it cannot be made.
QString chartFolder();
