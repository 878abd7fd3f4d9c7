#include "readingdock.h"

#include "readingmodel.h"

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
    setWidget(view_);
}

void ReadingDock::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Reading"));
        view_->setAccessibleName(tr("Reading"));
    }
    QDockWidget::changeEvent(event);
}
