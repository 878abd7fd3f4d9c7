// The chart's findings as a table: which line (and layer) each is about, what it is, and the
// rule and passage it comes from. It reads the analysis the ChartModel holds.
#pragma once

#include <QAbstractTableModel>

class ChartModel;

class FindingsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Subject, Finding, Rule, Passage, ColumnCount };
    enum Role {
        RuleCodeRole = Qt::UserRole,
        PositionRole,
        LayerRole,  // the finding's najia::Layer as an int
    };

    explicit FindingsModel(ChartModel* chart, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ChartModel* chart_;
};
