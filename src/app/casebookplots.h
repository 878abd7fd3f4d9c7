// The casebook's statistics drawn with Qt Charts: the hit rate of each finding kind (or rule) as a box
// spanning its 95 % Wilson interval with the rate as its middle line, against the base rate of the
// same cases as a line; and the cases per month, stacked by outcome. Reads what casebook_stats
// computed; computes nothing itself.
#pragma once

#include "casebook_stats.h"

#include <QWidget>

class QChart;
class QChartView;
class QComboBox;

class CasebookPlots : public QWidget {
    Q_OBJECT
public:
    // At most this many finding kinds or rules are plotted: those with the most decided cases.
    static constexpr int kMaxBars = 20;

    explicit CasebookPlots(QWidget* parent = nullptr);
    // Over all the selected cases (ungrouped statistics) and their months.
    void setData(const najia::base::CaseStats& stats, const std::vector<najia::base::MonthCount>& months, najia::Script script);
    // Finding kinds (false) or rules (true) in the hit-rate plot.
    void showRules(bool rules);

    QChart* hitRates() const { return hitRates_; }
    // The finding kind ids or rule codes of the hit-rate plot's boxes, in order.
    const QStringList& hitRateKeys() const { return keys_; }
    QChart* months() const { return months_; }

private:
    void drawHitRates();
    void drawMonths();

    najia::base::CaseStats stats_;
    std::vector<najia::base::MonthCount> monthData_;
    najia::Script script_ = najia::Script::Traditional;
    QStringList keys_;
    QComboBox* which_;
    QChart* hitRates_;
    QChart* months_;
};
