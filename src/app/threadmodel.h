// A case thread (base/casebook/casebook_threads.h) side by side: one column per cast, first cast first,
// one row per field — when it was cast, 本卦→變卦, the question, the 用神, the reading's verdict, the
// sealed judgment, the outcome, the case it follows. Qt::DisplayRole is text in the chart's script and
// the interface's language; RawRole the value (case id, hexagram bits, Tendency, Outcome as int …).
#pragma once

#include "base/casebook/casebook_threads.h"

#include <QAbstractTableModel>

class ThreadModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Field { Cast, Chart, Question, Useful, Verdict, Judgment, Outcome, Follows, FieldCount };
    enum Role { RawRole = Qt::UserRole };

    explicit ThreadModel(QObject* parent = nullptr);

    void setThread(najia::base::CaseThread thread, najia::Script script);
    const najia::base::CaseThread& thread() const { return thread_; }

    int rowCount(const QModelIndex& parent = {}) const override;     // FieldCount
    int columnCount(const QModelIndex& parent = {}) const override;  // the casts
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // 「吉 80 % 2024-02-25–2024-03-05」, or 「not sealed」.
    static QString sealText(const std::optional<najia::base::Seal>& seal);

private:
    QVariant display(const najia::base::ThreadCase& c, Field f) const;
    static QVariant raw(const najia::base::ThreadCase& c, Field f);

    najia::base::CaseThread thread_;
    najia::Script script_ = najia::Script::Traditional;
};
