// Shows a ChartModel as a chart sheet, painted by ChartPainter; follows the model's changes. It
// fits the window (never below a readable size: the scroll area around it scrolls then) or shows
// a chosen zoom; every mark explains itself under the pointer, and a click on one selects its
// findings (a double click opens the passage).
#pragma once

#include "app/chartpainter.h"

#include <QWidget>

#include <optional>
#include <vector>

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

    // The sheet's font size in pixels over the layout's 20: 0 fits the window.
    qreal zoom() const { return zoom_; }
    void setZoom(qreal zoom);
    void zoomIn();
    void zoomOut();
    void fitToWindow() { setZoom(0); }
    // The font size the sheet is painted at now, in pixels (for tests and the status bar).
    qreal fontPixelSize() const;
    static constexpr qreal kMinFontPx = 12;  // fitting never shrinks text below this
    static constexpr qreal kMinZoom = 0.6, kMaxZoom = 3.0;

    // The marks drawn at the last paint, where they are and what they stand for.
    const std::vector<MarkArea>& markAreas() const { return areas_; }
    // What the mark at `pos` (widget coordinates) says: its findings, roles or 卦身; empty if none.
    QString toolTipAt(const QPoint& pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // After the first paint that drew a chart (used to measure the cold start).
    void chartPainted();
    // A click on a mark: its subject's findings are to be shown; a double click: the passage.
    void subjectActivated(najia::Subject subject);
    void passageRequested(najia::Subject subject);
    void zoomChanged(qreal zoom);

protected:
    bool event(QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void modelChanged();
    const MarkArea* areaAt(const QPointF& pos) const;
    QRectF sheetRect() const;
    QSizeF natural(qreal fontPixelSize) const;

    ChartModel* model_ = nullptr;
    ChartStyle style_ = ChartStyle::light();
    qreal zoom_ = 0;
    std::vector<MarkArea> areas_;
    mutable std::optional<QSizeF> natural_;  // at kLayoutPx
    bool painted_ = false;
    bool stale_ = false;
};
