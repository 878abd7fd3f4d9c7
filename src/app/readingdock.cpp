#include "app/readingdock.h"

#include "app/readingmodel.h"
#include "app/timingplot.h"

#include <QSplitter>

#include <QEvent>
#include <QHeaderView>
#include <QTreeView>

using namespace Qt::Literals::StringLiterals;

ReadingDock::ReadingDock(ChartModel* chart, QWidget* parent)
    : QDockWidget(parent), model_(new ReadingModel(chart, this)), view_(new QTreeView(this))
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
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(view_);
    auto* plot = new TimingPlot(chart, split);
    split->addWidget(plot);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    setWidget(split);
    // Worded only while on screen: at start-up the panel waits behind the findings' tab.
    connect(this, &QDockWidget::visibilityChanged, this, [this, plot](bool visible) {
        model_->setLive(visible);
        plot->setLive(visible);
    });
    model_->setLive(false);
    plot->setLive(false);
}

void ReadingDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Reading"));
        view_->setAccessibleName(tr("Reading"));
    }
    QDockWidget::changeEvent(event);
}
