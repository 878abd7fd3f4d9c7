// Shows a ChartModel as a chart sheet, painted by ChartPainter; follows the model's changes.
#pragma once

#include "chartpainter.h"

#include <QWidget>

class ChartModel;

class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);
    void setModel(ChartModel* model);
    ChartModel* model() const { return model_; }
    void setStyle(const ChartStyle& style);
    const ChartStyle& chartStyle() const { return style_; }
    // A chart the panel no longer describes (its recast failed), painted faded until the next one.
    void setStale(bool stale);
    bool isStale() const { return stale_; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // After the first paint that drew a chart (used to measure the cold start).
    void chartPainted();

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void modelChanged();

    ChartModel* model_ = nullptr;
    ChartStyle style_ = ChartStyle::light();
    bool painted_ = false;
    bool stale_ = false;
};
