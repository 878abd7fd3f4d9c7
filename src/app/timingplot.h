// The 應期 on a time line: one row per candidate of the reading (逢值 未日, 逢沖 丑日 …), a dot on each
// of its next dates from the cast forward, so that a reader sees at a glance which comes first and
// how they cluster. Dates are the engine's (timingDates); the chart's script names the rows.
#pragma once

#include "calendar/julian_day.h"

#include <QString>
#include <QWidget>

#include <vector>

class ChartModel;

class TimingPlot : public QWidget {
    Q_OBJECT
public:
    explicit TimingPlot(ChartModel* chart, QWidget* parent = nullptr);

    struct Row {
        QString label;                                // 「逢值 未日」
        std::vector<najia::calendar::sys_days> dates;  // the next ones, in order
    };
    // What is plotted: the cast's day and each candidate's dates (empty without a moment).
    const std::vector<Row>& rows() const { return rows_; }
    najia::calendar::sys_days castDay() const { return castDay_; }

    // As ReadingModel::setLive: not refreshed while hidden.
    void setLive(bool live);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void refresh();

    ChartModel* chart_;
    std::vector<Row> rows_;
    najia::calendar::sys_days castDay_{};
    bool live_ = true;
    bool behind_ = false;
};
