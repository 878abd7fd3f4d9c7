#include "app/hitratedelegate.h"

#include <QPainter>

void HitRateDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyledItemDelegate::paint(painter, option, index);
    const QVariant rate = index.data(RateRole);
    if (!rate.isValid()) return;
    const QRectF r = QRectF(option.rect).adjusted(4, 5, -4, -5);
    const auto x = [&](double v) { return r.left() + std::clamp(v, 0.0, 1.0) * r.width(); };
    const QPalette& pal = option.palette;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(pal.color(QPalette::Midlight));
    painter->drawRect(r);
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlpha(150);
    painter->setBrush(fill);
    painter->drawRect(QRectF(r.left(), r.top() + r.height() / 4, x(rate.toDouble()) - r.left(), r.height() / 2));
    QPen whisker(pal.color(QPalette::Text), 1.5);
    painter->setPen(whisker);
    const double mid = r.center().y();
    const double lo = x(index.data(LowRole).toDouble()), hi = x(index.data(HighRole).toDouble());
    painter->drawLine(QPointF(lo, mid), QPointF(hi, mid));
    painter->drawLine(QPointF(lo, r.top() + 3), QPointF(lo, r.bottom() - 3));
    painter->drawLine(QPointF(hi, r.top() + 3), QPointF(hi, r.bottom() - 3));
    QPen base(QColor(200, 40, 40), 2);
    painter->setPen(base);
    const double b = x(index.data(BaseRole).toDouble());
    painter->drawLine(QPointF(b, r.top()), QPointF(b, r.bottom()));
    painter->restore();
}

QSize HitRateDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    return {std::max(s.width(), 200), std::max(s.height(), 20)};
}
