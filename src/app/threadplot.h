// A case thread's one 應期 timeline (base/casebook/casebook_threads.h) drawn with QPainter: dates on
// one axis, a row per cast (first cast on top) with a tick on the day it was cast, a dot on each date
// of its 應期 candidates, the window of its sealed judgment as a band, and a diamond on the day its
// outcome was settled, in the outcome's colour, with a dashed line across the rows. The axis shows the
// 應期 of the two months after the last cast (and every outcome and window); later ones are counted at
// the end of their row. Reads the thread; computes nothing.
#pragma once

#include "base/casebook/casebook_threads.h"

#include <QWidget>

class QPainter;

class ThreadPlot : public QWidget {
    Q_OBJECT
public:
    explicit ThreadPlot(QWidget* parent = nullptr);

    void setThread(const najia::base::CaseThread& thread, najia::Script script);
    const najia::base::CaseThread& thread() const { return thread_; }
    QDate first() const { return first_; }  // the axis's ends
    QDate last() const { return last_; }

    // Where things are drawn at the present size: x of a date, the middle of case row i, and what
    // the mark under `pos` is (「Case 3 逢值 子日 2024-02-06」), empty away from the marks.
    double xOf(const QDate& d) const;
    double rowY(std::size_t i) const;
    QString toolTipAt(QPoint pos) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;
    bool event(QEvent* event) override;

private:
    int labelWidth() const;
    int rightEdge() const;  // where the axis ends; room beyond it for 「+3 later」
    QString laterText(int n) const;
    QString markText(const najia::base::ThreadMark& m) const;
    std::size_t rowOf(qint64 caseId) const;
    void paintLegend(QPainter& p) const;
    void paintAxis(QPainter& p) const;

    najia::base::CaseThread thread_;
    najia::Script script_ = najia::Script::Traditional;
    QDate first_, last_;
    std::vector<int> later_;  // per row: the 應期 dates beyond the axis
};
