#include "app/handbooktablemodel.h"

#include <QBrush>
#include <QPalette>

using namespace najia;
using namespace najia::handbook;

HandbookTableModel::HandbookTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void HandbookTableModel::setTable(const Table& table)
{
    beginResetModel();
    table_ = table;
    highlighted_.clear();
    endResetModel();
}

void HandbookTableModel::setScript(Script script)
{
    if (script == script_) return;
    script_ = script;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void HandbookTableModel::setHighlightedRows(const QList<int>& rows)
{
    highlighted_ = QSet<int>(rows.begin(), rows.end());
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, HighlightRole});
}

QList<int> HandbookTableModel::highlightedRows() const
{
    QList<int> rows = highlighted_.values();
    std::sort(rows.begin(), rows.end());
    return rows;
}

int HandbookTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(table_.rows.size());
}

int HandbookTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(table_.columns.size());
}

QVariant HandbookTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid()) return {};
    const Cell& c = table_.rows[static_cast<std::size_t>(index.row())][static_cast<std::size_t>(index.column())];
    switch (role) {
    case Qt::DisplayRole: return QString::fromStdString(cellText(c, script_));
    case RawRole: return c.type == CellType::Empty ? QVariant() : QVariant(static_cast<qint64>(c.value));
    case TypeRole: return static_cast<int>(c.type);
    case HighlightRole: return highlighted_.contains(index.row());
    case Qt::BackgroundRole:
        if (highlighted_.contains(index.row())) return QBrush(QPalette().color(QPalette::Highlight).lighter(170));
        return {};
    case Qt::TextAlignmentRole: return Qt::AlignCenter;
    default: return {};
    }
}

QVariant HandbookTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Vertical) return section + 1;
    if (section < 0 || section >= columnCount()) return {};
    const std::string_view t = table_.columns[static_cast<std::size_t>(section)].in(script_);
    return QString::fromUtf8(t.data(), qsizetype(t.size()));
}
