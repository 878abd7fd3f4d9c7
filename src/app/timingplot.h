// The 應期 on a time line: one row per candidate of the reading (逢值 未日, 逢沖 丑日 …), a dot on each
// of its next dates from the cast forward, so that a reader sees at a glance which comes first and
// how they cluster. Dates are the engine's (timingDates); the chart's script names the rows.
#pragma once

#include "engine/calendar/julian_day.h"

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

    // Where things are drawn at the present size: row i's band (its label and dots on its middle) and
    // the axis line, which every band stays above; the date under a dot at `pos` as its tooltip says it
    // (「逢值 子日 2024-02-06」), empty away from the dots.
    QRectF rowBand(std::size_t i) const;
    int axisY() const;
    QString toolTipAt(QPoint pos) const;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    void refresh();
    // The horizontal scale: x of the cast's day and of the axis's end, and the days it spans.
    struct Scale {
        double x0, x1, span;
        double xOf(najia::calendar::sys_days d, najia::calendar::sys_days from) const
        {
            return x0 + (x1 - x0) * double((d - from).count()) / span;
        }
    };
    Scale scale() const;

    ChartModel* chart_;
    std::vector<Row> rows_;
    najia::calendar::sys_days castDay_{};
    bool live_ = true;
    bool behind_ = false;
};
