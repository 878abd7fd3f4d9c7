// The app's rendering: a 繁/简 switch re-renders the chart sheet; one chart exported to PDF.
// Runs on the offscreen platform: QT_QPA_PLATFORM=offscreen build/bench/bench/bench_app
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartpainter.h"
#include "app/chartsheet.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

void setCase(ChartModel& m)
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    m.setRecord(r);
}

// Switch the script and paint the sheet at a typical window size (1000 × 700 device pixels).
void BM_SwitchScriptAndRepaint(benchmark::State& state)
{
    ChartModel m;
    setCase(m);
    QImage canvas(1000, 700, QImage::Format_ARGB32_Premultiplied);
    ChartStyle style = ChartStyle::light();
    bool simplified = false;
    for (auto _ : state) {
        simplified = !simplified;
        m.setScript(simplified ? Script::Simplified : Script::Traditional);
        style.font = QFont(chartFontFamily(simplified));
        QPainter p(&canvas);
        p.fillRect(canvas.rect(), style.paper);
        ChartPainter::paint(p, m, style, QRectF(24, 24, 952, 652));
    }
}
BENCHMARK(BM_SwitchScriptAndRepaint)->Unit(benchmark::kMillisecond);

void BM_ExportPdf(benchmark::State& state)
{
    ChartModel m;
    setCase(m);
    SheetOptions options;
    options.style.font = QFont(chartFontFamily(false));
    const QString path = QDir::tempPath() + u"/najia-bench.pdf"_s;
    for (auto _ : state) benchmark::DoNotOptimize(exportChart(m, path, 300, options));
    QFile::remove(path);
}
BENCHMARK(BM_ExportPdf)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    loadSheetFonts();
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
