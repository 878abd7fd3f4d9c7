#include "app/hitratedelegate.h"

#include <QPainter>

void HitRateDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    const QVariant rate = index.data(RateRole);
    if (!rate.isValid() || text_ == Text::Under) {
        QStyledItemDelegate::paint(painter, option, index);
        if (rate.isValid()) paintBar(painter, QRectF(option.rect).adjusted(4, 5, -4, -5), option.palette, index);
        return;
    }
    // The text in the cell's left part (its width as sizeHint gives it), the bar on the rest.
    QStyleOptionViewItem left = option;
    left.rect.setWidth(std::min(option.rect.width() / 2, QStyledItemDelegate::sizeHint(option, index).width()));
    QStyledItemDelegate::paint(painter, left, index);
    paintBar(painter, QRectF(option.rect).adjusted(left.rect.width() + 4, 5, -4, -5), option.palette, index);
}

void HitRateDelegate::paintBar(QPainter* painter, const QRectF& r, const QPalette& pal, const QModelIndex& index) const
{
    const auto x = [&](double v) { return r.left() + std::clamp(v, 0.0, 1.0) * r.width(); };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(Qt::NoPen);
    painter->setBrush(pal.color(QPalette::Midlight));
    painter->drawRect(r);
    QColor fill = pal.color(QPalette::Highlight);
    fill.setAlpha(150);
    painter->setBrush(fill);
    painter->drawRect(QRectF(r.left(), r.top() + r.height() / 4, x(index.data(RateRole).toDouble()) - r.left(), r.height() / 2));
    QPen whisker(pal.color(QPalette::Text), 1.5);
    painter->setPen(whisker);
    const double mid = r.center().y();
    const double lo = x(index.data(LowRole).toDouble()), hi = x(index.data(HighRole).toDouble());
    painter->drawLine(QPointF(lo, mid), QPointF(hi, mid));
    painter->drawLine(QPointF(lo, r.top() + 3), QPointF(lo, r.bottom() - 3));
    painter->drawLine(QPointF(hi, r.top() + 3), QPointF(hi, r.bottom() - 3));
    if (const QVariant base = index.data(BaseRole); base.isValid()) {  // the replay has none
        painter->setPen(QPen(QColor(200, 40, 40), 2));
        const double b = x(base.toDouble());
        painter->drawLine(QPointF(b, r.top()), QPointF(b, r.bottom()));
    }
    painter->restore();
}

QSize HitRateDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize s = QStyledItemDelegate::sizeHint(option, index);
    const int bar = text_ == Text::Beside ? 110 : 200;
    return {text_ == Text::Beside ? s.width() + bar : std::max(s.width(), bar), std::max(s.height(), 20)};
}
