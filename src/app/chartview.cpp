#include "app/chartview.h"
#include "app/tooltip.h"

#include "app/chartmodel.h"

#include <QAccessibleWidget>
#include <QGestureEvent>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPinchGesture>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace {
constexpr qreal kLayoutPx = 20;  // ChartPainter lays the sheet out at this size
constexpr qreal kMargin = 24;
constexpr qreal kZoomStep = 1.15;

// The chart read aloud is every line's explanation with its sources: written when a screen reader
// asks for it, not on every new chart (it cost a third of the first paint).
class ChartViewAccessible : public QAccessibleWidget {
public:
    explicit ChartViewAccessible(ChartView* view) : QAccessibleWidget(view) {}
    QString text(QAccessible::Text t) const override
    {
        if (t != QAccessible::Description) return QAccessibleWidget::text(t);
        const auto* model = static_cast<const ChartView*>(widget())->model();
        return model ? model->accessibleText() : QString();
    }
};

QAccessibleInterface* chartViewAccessible(const QString& className, QObject* object)
{
    if (className != u"ChartView"_s || !object || !object->isWidgetType()) return nullptr;
    return new ChartViewAccessible(static_cast<ChartView*>(object));
}
} // namespace

ChartView::ChartView(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    static const bool factory = (QAccessible::installFactory(chartViewAccessible), true);
    Q_UNUSED(factory);
    setAccessibleName(tr("Chart"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setMouseTracking(true);
    grabGesture(Qt::PinchGesture);
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
    natural_.reset();
    update();
}

void ChartView::setStale(bool stale)
{
    if (stale == stale_) return;
    stale_ = stale;
    update();
}

void ChartView::setZoom(qreal zoom)
{
    zoom = zoom <= 0 ? 0 : std::clamp(zoom, kMinZoom, kMaxZoom);
    if (zoom == zoom_) return;
    zoom_ = zoom;
    updateGeometry();
    update();
    emit zoomChanged(zoom_);
}

void ChartView::zoomIn() { setZoom((zoom_ > 0 ? zoom_ : fontPixelSize() / kLayoutPx) * kZoomStep); }
void ChartView::zoomOut() { setZoom((zoom_ > 0 ? zoom_ : fontPixelSize() / kLayoutPx) / kZoomStep); }

void ChartView::modelChanged()
{
    natural_.reset();
    if (QAccessible::isActive()) {
        QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&changed);
    }
    updateGeometry();
    update();
}

// The sheet's size scales with its font: laid out once per chart and style, not on every size query
// (layouts ask a dozen times while the window is first shown).
QSizeF ChartView::natural(qreal px) const
{
    if (!natural_) natural_ = ChartPainter::naturalSize(*model_, style_, kLayoutPx);
    return *natural_ * (px / kLayoutPx);
}

QSize ChartView::sizeHint() const
{
    if (!model_ || !model_->hasChart()) return {720, 480};
    const qreal px = zoom_ > 0 ? kLayoutPx * zoom_ : kLayoutPx;
    return (natural(px) + QSizeF(2 * kMargin, 2 * kMargin)).toSize();
}

// Fitting may shrink the sheet only down to a readable size; a chosen zoom is the size itself.
// A scroll area around the view scrolls whatever does not fit.
QSize ChartView::minimumSizeHint() const
{
    if (!model_ || !model_->hasChart()) return {360, 240};
    const qreal px = zoom_ > 0 ? kLayoutPx * zoom_ : kMinFontPx;
    return (natural(px) + QSizeF(2 * kMargin, 2 * kMargin)).toSize();
}

// Where the sheet goes: the chosen zoom's size, or the window fitted (at most 22 px text, so that
// a large window does not blow the sheet up), centred horizontally.
QRectF ChartView::sheetRect() const
{
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin, -kMargin, -kMargin);
    const QSizeF sheet = natural(zoom_ > 0 ? kLayoutPx * zoom_ : 22);
    if (zoom_ == 0 && (area.width() < sheet.width() || area.height() < sheet.height())) return area;
    return {QPointF(area.x() + std::max(0.0, (area.width() - sheet.width()) / 2), area.y()), sheet};
}

qreal ChartView::fontPixelSize() const
{
    if (!model_ || !model_->hasChart()) return kLayoutPx;
    const QSizeF sheet = natural(kLayoutPx);
    const QRectF target = sheetRect();
    return kLayoutPx * std::min(target.width() / sheet.width(), target.height() / sheet.height());
}

void ChartView::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.fillRect(rect(), style_.paper);
    areas_.clear();
    if (!model_) return;
    if (!model_->hasChart()) {
        p.setPen(style_.muted);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   model_->error().isEmpty() ? tr("Cast or open a chart.") : model_->error());
        return;
    }
    p.setOpacity(stale_ ? 0.35 : 1.0);
    ChartPainter::paint(p, *model_, style_, sheetRect(), &areas_);
    if (!painted_) {
        painted_ = true;
        emit chartPainted();
    }
}

const MarkArea* ChartView::areaAt(const QPointF& pos) const
{
    for (const MarkArea& a : areas_)
        if (a.rect.contains(pos)) return &a;
    return nullptr;
}

QString ChartView::toolTipAt(const QPoint& pos) const
{
    const MarkArea* a = areaAt(pos);
    if (!a || !model_) return {};
    switch (a->kind) {
    case MarkArea::Findings: return model_->explain(a->subject);
    case MarkArea::Roles: {
        const std::optional<najia::LinePos> line = a->subject.line();
        return line ? model_->roleExplanation(a->subject.layer, *line) : QString();
    }
    case MarkArea::Body: return model_->heading().rulers;
    }
    return {};
}

bool ChartView::event(QEvent* e)
{
    if (e->type() == QEvent::ToolTip) {
        const auto& help = *static_cast<QHelpEvent*>(e);
        showToolTip(help, toolTipAt(help.pos()), this);
        return true;
    }
    if (e->type() == QEvent::Gesture) {
        if (auto* pinch = static_cast<QPinchGesture*>(static_cast<QGestureEvent*>(e)->gesture(Qt::PinchGesture))) {
            const qreal base = zoom_ > 0 ? zoom_ : fontPixelSize() / kLayoutPx;
            setZoom(base * pinch->scaleFactor());
            return true;
        }
    }
    return QWidget::event(e);
}

void ChartView::mousePressEvent(QMouseEvent* e)
{
    const MarkArea* a = areaAt(e->position());
    if (a && e->button() == Qt::LeftButton && a->kind == MarkArea::Findings) emit subjectActivated(a->subject);
    QWidget::mousePressEvent(e);
}

void ChartView::mouseDoubleClickEvent(QMouseEvent* e)
{
    const MarkArea* a = areaAt(e->position());
    if (a && e->button() == Qt::LeftButton && a->kind == MarkArea::Findings) emit passageRequested(a->subject);
    QWidget::mouseDoubleClickEvent(e);
}

void ChartView::wheelEvent(QWheelEvent* e)
{
    // Ctrl+wheel zooms; a plain wheel scrolls the area around the view.
    if (!(e->modifiers() & Qt::ControlModifier)) return QWidget::wheelEvent(e);
    if (e->angleDelta().y() > 0) zoomIn();
    else if (e->angleDelta().y() < 0) zoomOut();
    e->accept();
}
