// A handbook table (src/engine/handbook/tables.h) as a Qt model: DisplayRole is the cell's text in the
// current script, RawRole the engine value, TypeRole the cell type; rows that concern the current chart
// are highlighted (BackgroundRole) and flagged (HighlightRole).
#pragma once

#include "engine/handbook/tables.h"

#include <QAbstractTableModel>
#include <QSet>

class HandbookTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        RawRole = Qt::UserRole,  // the cell's value (enum index, six bits of a hexagram, number, set mask)
        TypeRole,                // handbook::CellType
        HighlightRole,           // bool: the row concerns the current chart
    };

    explicit HandbookTableModel(QObject* parent = nullptr);

    void setTable(const najia::handbook::Table& table);
    const najia::handbook::Table& table() const { return table_; }
    void setScript(najia::Script script);
    void setHighlightedRows(const QList<int>& rows);
    QList<int> highlightedRows() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    najia::handbook::Table table_;
    najia::Script script_ = najia::Script::Traditional;
    QSet<int> highlighted_;
};
