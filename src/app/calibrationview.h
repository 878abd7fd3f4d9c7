// The Calibration tab of the casebook window (issue 39): how well the sealed judgments were calibrated
// — Brier score, log loss, the 應期 error of the fulfilled cases and the reading's own hit rate in a
// line of text; the reliability diagram; and the same scores per question category and per quarter of
// the seal in a table. Shows what base::calibration computed; computes nothing itself.
#pragma once

#include "base/casebook/casebook_seals.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;
class ReliabilityPlot;

class CalibrationView : public QWidget {
    Q_OBJECT
public:
    enum Column { Part, Judged, Held, Brier, LogLoss, ColumnCount };
    explicit CalibrationView(QWidget* parent = nullptr);
    void setCalibration(const najia::base::Calibration& calibration, najia::Script script);

    QString summary() const;
    ReliabilityPlot* plot() const { return plot_; }
    QStandardItemModel* parts() const { return parts_; }

private:
    void addPart(const QString& name, const najia::base::CalibrationGroup& g);

    QLabel* summary_;
    ReliabilityPlot* plot_;
    QStandardItemModel* parts_;
    QTableView* table_;
};
