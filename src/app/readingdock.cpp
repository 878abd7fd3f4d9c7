#include "app/readingdock.h"

#include "app/chartmodel.h"
#include "app/readingmodel.h"
#include "app/timingplot.h"

#include <QLabel>
#include <QVBoxLayout>

#include <QSettings>
#include <QSplitter>

#include <QEvent>
#include <QHeaderView>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;

namespace {
const QString kSplitKey = u"window/readingSplit"_s;
} // namespace

ReadingDock::ReadingDock(ChartModel* chart, QWidget* parent)
    : QDockWidget(parent), chart_(chart), model_(new ReadingModel(chart, this)), view_(new QTreeView(this)),
      note_(new QLabel(this)), headline_(new QLabel(this))
{
    setObjectName(u"readingDock"_s);
    setWindowTitle(tr("Reading"));
    view_->setModel(model_);
    view_->setRootIsDecorated(false);
    view_->setAlternatingRowColors(true);
    view_->setUniformRowHeights(true);
    view_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->header()->setStretchLastSection(true);
    view_->setAccessibleName(tr("Reading"));
    // The 應期 drawn on a time line under the rows.
    note_->setObjectName(u"readingNote"_s);
    note_->setWordWrap(true);
    note_->setMargin(6);
    // The verdict first: what a reader looks for before the reasons below it.
    headline_->setObjectName(u"readingHeadline"_s);
    headline_->setWordWrap(true);
    headline_->setMargin(6);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = headline_->font();
    bold.setBold(true);
    headline_->setFont(bold);
    auto* rows = new QWidget(this);
    auto* layout = new QVBoxLayout(rows);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(note_);
    layout->addWidget(headline_);
    layout->addWidget(view_, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(rows);
    auto* plot = new TimingPlot(chart, split);
    split->addWidget(plot);
    split->setObjectName(u"readingSplit"_s);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Where the reader moved the divider, it stays.
    split->restoreState(QSettings().value(kSplitKey).toByteArray());
    connect(split, &QSplitter::splitterMoved, split, [split] { QSettings().setValue(kSplitKey, split->saveState()); });
    setWidget(split);
    // Worded only while on screen: at start-up the panel waits behind the findings' tab.
    connect(this, &QDockWidget::visibilityChanged, this, [this, plot](bool visible) {
        model_->setLive(visible);
        plot->setLive(visible);
    });
    model_->setLive(false);
    plot->setLive(false);
    connect(chart_, &ChartModel::modelReset, this, &ReadingDock::showNote);
    connect(model_, &ReadingModel::modelReset, this, &ReadingDock::showHeadline);
    showNote();
    showHeadline();
}

QString ReadingDock::note() const
{
    // The reading is of the cast (its 用神, 本卦 and 變卦): a 互/錯/綜/變 chart shown as a chart of its own has none.
    if (!chart_->hasChart() || chart_->derived() == najia::base::ChartOf::Primary) return {};
    return tr("This is a chart derived from the cast: the reading is made of the cast itself. "
              "View ▸ Primary Hexagram shows it.");
}

void ReadingDock::showNote()
{
    const QString text = note();
    note_->setText(text);
    note_->setVisible(!text.isEmpty());
}

void ReadingDock::showHeadline()
{
    const QString text = model_->headline();
    headline_->setText(text);
    headline_->setVisible(!text.isEmpty());
}

void ReadingDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Reading"));
        view_->setAccessibleName(tr("Reading"));
        showNote();
    }
    QDockWidget::changeEvent(event);
}
