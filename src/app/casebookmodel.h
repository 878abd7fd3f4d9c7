// The casebook's cases as a table: date, question, 本卦→變卦, category, 用神, outcome, tags, and a
// warning icon where the stored reading differs from today's engine (its tooltip says what changed).
// Qt::DisplayRole is text in the current script; RawRole the value to sort on (date text, hexagram
// bits, Outcome as int …). The rows are CaseRows read by Casebook::rows; nothing is computed here.
#pragma once

#include "base/casebook/casebook.h"

#include <QAbstractTableModel>

// A question category's code ("wealth") in words of the script; an unknown code as it is.
QString categoryName(const QString& code, najia::Script script);

class CasebookModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Date, Question, Hexagrams, Category, Useful, Outcome, Tags, Stale, ColumnCount };
    enum Role { RawRole = Qt::UserRole, IdRole };

    explicit CasebookModel(QObject* parent = nullptr);

    void setRows(std::vector<najia::base::CaseRow> rows);
    void setScript(najia::Script script);
    const najia::base::CaseRow& row(int r) const { return rows_[static_cast<std::size_t>(r)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<najia::base::CaseRow> rows_;
    najia::Script script_ = najia::Script::Traditional;
};
