// The Reading panel: a dock beside the findings showing ReadingModel — the 用神, the roles, the verdicts
// and their factors, the verses and the 應期 — for the chart the ChartModel holds.
#pragma once

#include <QDockWidget>

class ChartModel;
class ReadingModel;
class QLabel;
class QTreeView;

class ReadingDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ReadingDock(ChartModel* chart, QWidget* parent = nullptr);
    ReadingModel* model() const { return model_; }
    // Why the panel is empty, when it is for a reason (a derived chart is shown); else empty.
    QString note() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void showNote();
    void showHeadline();

    ChartModel* chart_;
    ReadingModel* model_;
    QTreeView* view_;
    QLabel* note_;
    QLabel* headline_;  // the first 用神's verdict, above the rows
};
