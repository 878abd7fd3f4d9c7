// Beside the selected case in the casebook window (issue 39): the settled cases most like it by
// structure (base::similarCases: the same 本卦 and 變卦, 用神, verdict, moving lines, category), ranked,
// with their likeness, outcome and question. Double-clicking one asks the window to show it.
#pragma once

#include "base/casebook/casebook_similar.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;

class SimilarCasesView : public QWidget {
    Q_OBJECT
public:
    enum Column { Case, Likeness, Outcome, Question, ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1 };
    explicit SimilarCasesView(QWidget* parent = nullptr);
    // The cases like `id` (0: none selected) in `book`, their outcomes named in `script`.
    void showCase(const najia::base::Casebook* book, qint64 id, najia::Script script);
    QStandardItemModel* model() const { return model_; }
    QTableView* table() const { return table_; }

signals:
    void caseChosen(qint64 id);

private:
    QLabel* title_;
    QStandardItemModel* model_;
    QTableView* table_;
};
