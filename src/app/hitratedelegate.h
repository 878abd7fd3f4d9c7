// Paints a hit rate as a bar from 0 to 100 %: the rate filled, its Wilson interval as a whisker,
// the base rate as a tick — for the casebook's statistics table. Reads RateRole, LowRole, HighRole,
// BaseRole (doubles in 0..1) from the model.
#pragma once

#include <QStyledItemDelegate>

class HitRateDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    enum Role { RateRole = Qt::UserRole + 10, LowRole, HighRole, BaseRole };
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;
};
