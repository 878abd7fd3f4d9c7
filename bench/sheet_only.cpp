// A second floor for bench/app_startup.sh: the app's chart sheet alone in a window of the app's
// size, built from the app's own code (najia_app: the same libraries, sheet font and painter), with
// none of the main window's menus, tool bar, docks or status bar. It quits once the sheet is first
// painted, as `najia --quit-after-paint` does. What it takes beyond the Qt hello-world is what
// painting a chart costs; what the app takes beyond it is the rest of the window.
// Usage: bench_sheet_only LINES PILLARS WIDTH HEIGHT   (e.g. 888679 "辛卯年 丙申月 丙子日" 1280 860)
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartpainter.h"
#include "app/chartview.h"

#include <QApplication>

#include <cstdio>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    if (argc != 5) {
        fputs("usage: bench_sheet_only LINES PILLARS WIDTH HEIGHT\n", stderr);
        return 2;
    }
    // As the app does: the sheet font registers on a thread, here while the chart is computed.
    preloadSheetFont(false);
    base::ChartRecord r;
    r.cast = base::parseCast(QString::fromUtf8(argv[1])).value();
    r.pillars = parsePillars(argv[2]).value();
    ChartModel model;
    model.setScript(Script::Traditional);
    model.setRecord(r);
    ChartView view;
    view.setModel(&model);
    ChartStyle style = view.chartStyle();
    style.font = QFont(chartFontFamily(false));
    view.setStyle(style);
    QObject::connect(&view, &ChartView::chartPainted, &app, [] { QCoreApplication::exit(0); }, Qt::DirectConnection);
    view.resize(QByteArray(argv[3]).toInt(), QByteArray(argv[4]).toInt());
    view.show();
    return QApplication::exec();
}
