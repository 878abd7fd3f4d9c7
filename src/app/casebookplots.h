// The casebook's statistics as two plots drawn with QPainter (CategoryPlot): the hit rate of each
// finding kind (or rule) as a box spanning its 95 % Wilson interval with the rate as its middle line,
// against the base rate of the same cases as a dashed line; and the cases per month, stacked by
// outcome. Reads what casebook_stats computed; computes nothing itself.
#pragma once

#include "base/casebook/casebook_stats.h"
#include "app/categoryplot.h"

#include <QWidget>

class QComboBox;

class HitRatePlot : public CategoryPlot {
    Q_OBJECT
public:
    struct Box {
        QString key;     // the finding kind id or rule code
        double low = 0;  // the interval and the rate, in percent
        double rate = 0;
        double high = 0;
        int fulfilled = 0;
        int decided = 0;
    };
    explicit HitRatePlot(QWidget* parent = nullptr);
    void setBoxes(const QString& title, const QStringList& labels, std::vector<Box> boxes, double baseRate);
    const std::vector<Box>& boxes() const { return boxes_; }
    double baseRate() const { return baseRate_; }  // in percent
    QRectF boxRect(int i) const;

protected:
    void paintMarks(QPainter& p) const override;
    QString slotToolTip(int i) const override;

private:
    std::vector<Box> boxes_;
    double baseRate_ = 0;
};

class MonthPlot : public CategoryPlot {
    Q_OBJECT
public:
    explicit MonthPlot(QWidget* parent = nullptr);
    void setMonths(std::vector<najia::base::MonthCount> months, najia::Script script);
    const std::vector<najia::base::MonthCount>& months() const { return months_; }
    // Where the cases of month `i` with outcome `o` are drawn (empty when there are none).
    QRectF barRect(int i, najia::Outcome o) const;
    static QColor colour(najia::Outcome o);

protected:
    void paintMarks(QPainter& p) const override;
    QString slotToolTip(int i) const override;

private:
    std::vector<najia::base::MonthCount> months_;
    najia::Script script_ = najia::Script::Traditional;
};

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

    HitRatePlot* hitRates() const { return hitRates_; }
    MonthPlot* months() const { return months_; }

private:
    void drawHitRates();

    najia::base::CaseStats stats_;
    najia::Script script_ = najia::Script::Traditional;
    QComboBox* which_;
    HitRatePlot* hitRates_;
    MonthPlot* months_;
};
