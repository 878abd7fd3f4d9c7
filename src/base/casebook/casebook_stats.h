// Hit rates over a casebook: for each finding kind and each rule, how many decided cases
// (應驗 or 不驗; 未驗 and 模糊 decide nothing) had it and how many of those were fulfilled, with a
// Wilson score interval, beside the base rate of the same cases; grouped by category or preset.
#pragma once

#include "base/casebook/casebook.h"

namespace najia::base {

struct Interval {
    double low = 0;
    double high = 0;
};
// The Wilson score interval for `successes` of `trials` at z (1.96: 95 %); {0, 1} for no trials.
// E. B. Wilson, "Probable inference, the law of succession, and statistical inference", JASA 22
// (1927); the form used is Newcombe, Statistics in Medicine 17 (1998), method 3.
Interval wilson(int successes, int trials, double z = 1.959964);

enum class StatsGroup { None, Category, Preset };

struct HitRate {
    QString key;          // a finding kind id (void) or a rule code (yimao.day_clash)
    QString group;        // the category or preset code; empty without grouping
    int decided = 0;      // decided cases with it
    int fulfilled = 0;    // of those, fulfilled
    int unclear = 0;      // 模糊 cases with it (not in the rate)
    Interval interval;
    double baseRate = 0;  // fulfilled / decided over all decided cases of the group
};

struct GroupTotals {
    QString group;
    int cases = 0;
    std::array<int, kOutcomeCount> byOutcome{};  // indexed by Outcome
    double baseRate() const;
};

struct CaseStats {
    std::vector<GroupTotals> groups;  // one per group (one in all without grouping)
    std::vector<HitRate> kinds;       // by group, then kind order
    std::vector<HitRate> rules;       // by group, then rule order
};

// Over the cases a filter selects (casebook_filter.h; empty: all). Rows with no decided case are left out.
Result<CaseStats> statistics(const Casebook& book, const QString& filter, StatsGroup by = StatsGroup::None);

// Cases per month of their date (the cast's, else the day it was stored), by outcome; months without
// a case inside the span are included with zeros, so that a plot's time axis is even.
struct MonthCount {
    QString month;                                 // "YYYY-MM"
    std::array<int, kOutcomeCount> byOutcome{};    // indexed by Outcome
};
Result<std::vector<MonthCount>> casesPerMonth(const Casebook& book, const QString& filter);

} // namespace najia::base
