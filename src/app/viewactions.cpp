#include "app/viewactions.h"

#include "app/chartmodel.h"
#include "app/chartview.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>
#include <QSettings>

using namespace Qt::Literals::StringLiterals;

namespace {

QAction* toggle(QObject* owner, QMenu* menu, const QString& text, const QString& key, bool byDefault)
{
    auto* a = new QAction(text, owner);
    a->setCheckable(true);
    a->setChecked(QSettings().value(key, byDefault).toBool());
    QObject::connect(a, &QAction::toggled, owner, [key](bool on) { QSettings().setValue(key, on); });
    menu->addAction(a);
    return a;
}

QAction* command(QObject* owner, QMenu* menu, const QString& text, const QList<QKeySequence>& keys)
{
    auto* a = new QAction(text, owner);
    a->setShortcuts(keys);
    menu->addAction(a);
    return a;
}

} // namespace

void installViewActions(QObject* owner, QMenu* menu, ChartView* view, ChartModel* model, QActionGroup* derivedViews)
{
    auto* changed = new QAction(QObject::tr("&Changed Hexagram as a Chart"), owner);
    changed->setCheckable(true);
    changed->setShortcut(QKeySequence(u"Ctrl+5"_s));
    derivedViews->addAction(changed);
    // After the 綜卦, the last of the other derived views in the menu.
    const QList<QAction*> views = derivedViews->actions();
    const QList<QAction*> items = menu->actions();
    const qsizetype last = views.size() > 1 ? items.indexOf(views[views.size() - 2]) : -1;
    menu->insertAction(last >= 0 && last + 1 < items.size() ? items[last + 1] : nullptr, changed);
    QObject::connect(changed, &QAction::triggered, owner, [model] { model->setDerived(najia::base::ChartOf::Changed); });

    menu->addSeparator();
    QAction* full = toggle(owner, menu, QObject::tr("&Full Changed Hexagram"), u"view/fullChanged"_s, true);
    model->setFullChanged(full->isChecked());
    QObject::connect(full, &QAction::toggled, model, &ChartModel::setFullChanged);
    QAction* voids = toggle(owner, menu, QObject::tr("&Void of Every Pillar"), u"view/pillarVoids"_s, false);
    model->setPillarVoids(voids->isChecked());
    QObject::connect(voids, &QAction::toggled, model, &ChartModel::setPillarVoids);

    menu->addSeparator();
    QObject::connect(command(owner, menu, QObject::tr("Zoom &In"), {QKeySequence::ZoomIn, QKeySequence(u"Ctrl+="_s)}),
                     &QAction::triggered, view, &ChartView::zoomIn);
    QObject::connect(command(owner, menu, QObject::tr("Zoom &Out"), {QKeySequence::ZoomOut}), &QAction::triggered, view,
                     &ChartView::zoomOut);
    QObject::connect(command(owner, menu, QObject::tr("&Fit to Window"), {QKeySequence(u"Ctrl+0"_s)}),
                     &QAction::triggered, view, &ChartView::fitToWindow);
    view->setZoom(QSettings().value(u"view/zoom"_s, 0.0).toDouble());
    QObject::connect(view, &ChartView::zoomChanged, owner, [](qreal z) { QSettings().setValue(u"view/zoom"_s, z); });
}
