#include "app/calibrationview.h"

#include "app/casebookmodel.h"
#include "app/reliabilityplot.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

QStandardItem* number(double v, int decimals)
{
    auto* item = new QStandardItem(QString::number(v, 'f', decimals));
    item->setData(v, Qt::UserRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

CalibrationView::CalibrationView(QWidget* parent) : QWidget(parent)
{
    summary_ = new QLabel(this);
    summary_->setObjectName(u"calibrationSummary"_s);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    plot_ = new ReliabilityPlot(this);
    parts_ = new QStandardItemModel(this);
    table_ = new QTableView(this);
    table_->setObjectName(u"calibrationParts"_s);
    table_->setModel(parts_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->verticalHeader()->hide();
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(plot_);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(summary_);
    layout->addWidget(split, 1);
}

QString CalibrationView::summary() const { return summary_->text(); }

void CalibrationView::addPart(const QString& name, const CalibrationGroup& g)
{
    auto* judged = number(g.judged, 0);
    auto* held = number(g.held, 0);
    parts_->appendRow({new QStandardItem(name), judged, held, number(g.brier, 3), number(g.logLoss, 3)});
}

void CalibrationView::setCalibration(const Calibration& cal, Script script)
{
    QStringList lines;
    if (cal.judged == 0) {
        lines << tr("No sealed judgment is settled yet: seal a judgment before the outcome (Cases tab), then settle the outcome.");
    } else {
        lines << tr("%1 sealed judgment(s) settled, %2 held. Brier score %3 (0 is best; always 50 % scores 0.250), "
                    "log loss %4 (0 is best; always 50 % scores 0.693).")
                     .arg(cal.judged).arg(cal.held).arg(cal.brier, 0, 'f', 3).arg(cal.logLoss, 0, 'f', 3);
        if (cal.readingJudged > 0)
            lines << tr("The reading's own verdict on the same cases: %1 of %2 held (%3 %, 95 % interval %4–%5 %); it states "
                        "no confidence, so it has no Brier score.")
                         .arg(cal.readingHeld).arg(cal.readingJudged)
                         .arg(100.0 * cal.readingHeld / cal.readingJudged, 0, 'f', 1)
                         .arg(100 * cal.readingLow, 0, 'f', 1).arg(100 * cal.readingHigh, 0, 'f', 1);
        lines << (cal.timing.cases == 0
                      ? tr("應期: no fulfilled case has a sealed window and a settled date.")
                      : tr("應期: %1 of %2 fulfilled case(s) with a sealed window were settled inside it; mean error %3 days "
                           "(from the window to the day the outcome was settled).")
                            .arg(cal.timing.inWindow).arg(cal.timing.cases).arg(cal.timing.meanAbsDays, 0, 'f', 1));
    }
    summary_->setText(lines.join(u'\n'));
    plot_->setCalibration(cal);
    parts_->clear();
    parts_->setHorizontalHeaderLabels({tr("Category or quarter"), tr("Judged"), tr("Held"), tr("Brier"), tr("Log loss")});
    for (const CalibrationGroup& g : cal.categories) addPart(categoryName(g.key, script), g);
    for (const CalibrationGroup& g : cal.quarters)  // "2026-Q4"
        addPart(tr("%1, quarter %2").arg(g.key.left(4), g.key.right(1)), g);
    table_->resizeColumnsToContents();
    // Wide enough for every column: the plot takes what is left.
    int width = 2 * table_->frameWidth() + table_->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < ColumnCount; ++c) width += table_->columnWidth(c);
    table_->setMinimumWidth(width);
}
