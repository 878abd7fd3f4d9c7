// The Reading panel: a dock beside the findings showing ReadingModel — the 用神, the roles, the verdicts
// and their factors, the verses and the 應期 — for the chart the ChartModel holds.
#pragma once

#include <QDockWidget>

class ChartModel;
class ReadingModel;
class QTreeView;

class ReadingDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ReadingDock(ChartModel* chart, QWidget* parent = nullptr);
    ReadingModel* model() const { return model_; }

protected:
    void changeEvent(QEvent* event) override;

private:
    ReadingModel* model_;
    QTreeView* view_;
};
