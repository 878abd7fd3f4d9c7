#include "readingdock.h"

#include "readingmodel.h"
#include "timingplot.h"

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
    split->addWidget(new TimingPlot(chart, split));
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    setWidget(split);
}

void ReadingDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Reading"));
        view_->setAccessibleName(tr("Reading"));
    }
    QDockWidget::changeEvent(event);
}
