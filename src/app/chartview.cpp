#include "chartview.h"

#include "chartmodel.h"

#include <QPainter>

ChartView::ChartView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Chart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ChartView::setModel(ChartModel* model)
{
    if (model_) disconnect(model_, nullptr, this, nullptr);
    model_ = model;
    connect(model_, &ChartModel::modelReset, this, &ChartView::modelChanged);
    connect(model_, &ChartModel::dataChanged, this, &ChartView::modelChanged);
    modelChanged();
}

void ChartView::setStyle(const ChartStyle& style)
{
    style_ = style;
    update();
}

void ChartView::setStale(bool stale)
{
    if (stale == stale_) return;
    stale_ = stale;
    update();
}

void ChartView::modelChanged()
{
    setAccessibleDescription(model_ ? model_->accessibleText() : QString());
    updateGeometry();
    update();
}

QSize ChartView::sizeHint() const
{
    if (!model_ || !model_->hasChart()) return {720, 480};
    return (ChartPainter::naturalSize(*model_, style_, 20) + QSizeF(48, 48)).toSize();
}

QSize ChartView::minimumSizeHint() const { return {360, 240}; }

void ChartView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), style_.paper);
    if (!model_) return;
    if (!model_->hasChart()) {
        p.setPen(style_.muted);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   model_->error().isEmpty() ? tr("Cast or open a chart.") : model_->error());
        return;
    }
    // At most the natural size at 22 px, so a large window does not blow the sheet up.
    const QSizeF natural = ChartPainter::naturalSize(*model_, style_, 22);
    QRectF target = QRectF(rect()).adjusted(24, 24, -24, -24);
    if (target.width() > natural.width() && target.height() > natural.height())
        target = QRectF(QPointF(target.x() + (target.width() - natural.width()) / 2, target.y()), natural);
    p.setOpacity(stale_ ? 0.35 : 1.0);
    ChartPainter::paint(p, *model_, style_, target);
    if (!painted_) {
        painted_ = true;
        emit chartPainted();
    }
}
