// The reading of the chart for its question (src/engine/reading, worded by src/base/reading_json) as a
// table: the 用神 and why, the roles, the verdicts with their factors, the verses, the 應期 with dates.
// Display role: the words in the chart's script; KindRole the row's kind, LineRole the chart line.
#pragma once

#include <QAbstractTableModel>
#include <QList>

#include "base/json/reading_json.h"

class ChartModel;

class ReadingModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Label, Item, Detail, Source, ColumnCount };
    enum Role { KindRole = Qt::UserRole, LineRole, CodeRole };

    explicit ReadingModel(ChartModel* chart, QObject* parent = nullptr);

    // While not live the rows are not rebuilt (the panel is hidden: the reading's wording, with
    // its citations in the chart's script, is a tenth of the app's start); made live, they catch up.
    void setLive(bool live);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The first 用神's verdict and the first 應期 with its first date as one line (「用神 2 父母午火：化鬼化忌、回頭克 … 凶。
    // 應期：逢值 午日 2026-03-21」), for the panel's head; empty when the chart has no reading.
    QString headline() const;

    // What a factor's marks mean (「+ *」): the tooltip of its first cell and of that column's header.
    static QString marksLegend();

private:
    void rebuild();

    ChartModel* chart_;
    QList<najia::base::ReadingRow> rows_;
    bool live_ = true;
    bool behind_ = false;  // the chart changed while not live
};
