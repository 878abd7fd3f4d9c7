// Paints a hit rate as a bar from 0 to 100 %: the rate filled, its Wilson interval as a whisker,
// the base rate as a tick when there is one — for the casebook's statistics and replay tables. Reads
// RateRole, LowRole, HighRole, BaseRole (doubles in 0..1) from the model. Text::Beside draws the cell's
// text on the left and the bar on the rest (the replay's cells say their counts); Text::Under leaves
// the text under the bar (the statistics table has it in columns of its own).
#pragma once

#include <QStyledItemDelegate>

class HitRateDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    enum Role { RateRole = Qt::UserRole + 10, LowRole, HighRole, BaseRole };
    enum class Text { Under, Beside };
    explicit HitRateDelegate(QObject* parent = nullptr, Text text = Text::Under) : QStyledItemDelegate(parent), text_(text) {}
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

private:
    void paintBar(QPainter* painter, const QRectF& r, const QPalette& pal, const QModelIndex& index) const;
    Text text_;
};
