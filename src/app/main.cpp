// najia: the desktop app.
//   najia [FILE.najia]
//   najia --lines 987677 [--at "YYYY-MM-DD HH:MM[:SS]" [--tz ZONE | --utc-offset ±HH:MM] | --pillars "…"]
//         [--script traditional|simplified] [--dark] [--screenshot OUT.png]
//   najia (FILE.najia… | --lines …) --export OUT.pdf|OUT.svg|OUT.png [--dpi N] [--charts-per-page 1|2]
//     writes the chart(s) without opening a window (several files → one PDF, a page per chart).
#include "about.h"
#include "analysis/settings.h"
#include "chart_json.h"
#include "chartmodel.h"
#include "chartpainter.h"
#include "chartsheet.h"
#include "chartview.h"
#include "handbookwindow.h"
#include "castpanel.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QPdfWriter>
#include <QPageSize>
#include <QTimer>
#include <QTranslator>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// The chart the command line asks for, if any; an error message otherwise.
Result<std::optional<base::ChartRecord>> recordFromOptions(const QCommandLineParser& p)
{
    if (!p.isSet(u"lines"_s)) return std::optional<base::ChartRecord>();
    base::ChartRecord r;
    const auto cast = parseCast(p.value(u"lines"_s));
    if (!cast) return Error{cast.error()};
    r.cast = *cast;
    if (p.isSet(u"pillars"_s)) {
        const auto pillars = parsePillars(p.value(u"pillars"_s).toStdString());
        if (!pillars) return Error{"--pillars: " + pillars.error()};
        r.pillars = *pillars;
    } else if (p.isSet(u"at"_s)) {
        QString zone = p.value(u"tz"_s);
        if (p.isSet(u"utc-offset"_s)) zone = u"UTC"_s + p.value(u"utc-offset"_s);
        if (zone.isEmpty()) zone = u"Asia/Shanghai"_s;
        r.moment = base::Moment{p.value(u"at"_s), zone};
    }
    if (p.isSet(u"preset"_s)) {
        const auto id = parsePreset(p.value(u"preset"_s).toStdString());
        if (!id) return Error{"--preset: unknown school '" + p.value(u"preset"_s).toStdString() + "'"};
        r.preset = *id;
        r.settings = preset(*id).chart;
        r.analysis = preset(*id).analysis;
    }
    if (const auto c = base::compute(r); !c) return Error{c.error()};
    return std::optional<base::ChartRecord>(r);
}

// Headless export: every chart named on the command line into one file.
int exportCharts(const QCommandLineParser& p, const std::optional<base::ChartRecord>& fromOptions)
{
    QList<base::ChartRecord> records;
    if (fromOptions) records << *fromOptions;
    for (const QString& path : p.positionalArguments()) {
        const auto r = base::loadRecord(path);
        if (!r) {
            fprintf(stderr, "najia: %s\n", r.error().c_str());
            return 2;
        }
        records << *r;
    }
    if (records.isEmpty()) {
        fprintf(stderr, "najia: --export needs a chart: --lines … or a .najia file\n");
        return 2;
    }
    const Script script = p.value(u"script"_s) == u"simplified"_s ? Script::Simplified : Script::Traditional;
    SheetOptions options;
    options.style.font = QFont(chartFontFamily(script == Script::Simplified));
    options.chartsPerPage = p.value(u"charts-per-page"_s).toInt() == 2 ? 2 : 1;
    std::vector<std::unique_ptr<ChartModel>> models;
    for (const auto& r : records) {
        models.push_back(std::make_unique<ChartModel>());
        models.back()->setScript(script);
        models.back()->setRecord(r);
    }
    const QString out = p.value(u"export"_s);
    QString error;
    if (models.size() > 1 || options.chartsPerPage > 1) {
        if (!out.endsWith(u".pdf"_s, Qt::CaseInsensitive)) error = u"several charts export only to PDF"_s;
        else {
            QPdfWriter pdf(out);
            pdf.setCreator(u"Najia"_s);
            pdf.setPageSize(QPageSize(QPageSize::A4));
            pdf.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
            pdf.setResolution(600);
            QList<const ChartModel*> list;
            for (const auto& m : models) list << m.get();
            ChartSheet::printPages(pdf, list, options);
        }
    } else {
        bool ok = false;
        const int dpi = p.isSet(u"dpi"_s) ? p.value(u"dpi"_s).toInt(&ok) : 300;
        error = p.isSet(u"dpi"_s) && !ok ? u"--dpi takes a number"_s : exportChart(*models.front(), out, dpi, options);
    }
    if (!error.isEmpty()) {
        fprintf(stderr, "najia: %s\n", qPrintable(error));
        return 2;
    }
    return 0;
}

} // namespace

int main(int argc, char* argv[])
{
    // --version with the licences (Qt's own names only the version), before any platform is loaded.
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--version") == 0 || qstrcmp(argv[i], "-v") == 0) {
            QCoreApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));
            fputs(versionText(u"najia"_s).toUtf8().constData(), stdout);
            return 0;
        }
    // Exporting and --help need no window: run without a display.
    for (int i = 1; i < argc; ++i)
        for (const char* headless : {"--export", "--help", "-h", "--help-all"})
            if (qstrcmp(argv[i], headless) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Najia"_s);
    QApplication::setOrganizationName(u"Najia"_s);
    QApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));
    QGuiApplication::setDesktopFileName(u"io.github.najia.Najia"_s);  // packaging/desktop

    loadSheetFonts();
    // The UI language is installed by MainWindow (Settings); headless export needs none.

    QCommandLineParser p;
    p.setApplicationDescription(u"Najia: a Liu Yao (Najia I Ching) workbench."_s);
    p.addHelpOption();
    p.addVersionOption();
    p.addPositionalArgument(u"file"_s, u"A .najia chart file to open."_s, u"[FILE.najia]"_s);
    p.addOptions({
        {u"lines"_s, u"Six line values 6-9, bottom (初爻) first."_s, u"digits"_s},
        {u"at"_s, u"The moment of the cast, \"YYYY-MM-DD HH:MM[:SS]\"."_s, u"time"_s},
        {u"tz"_s, u"IANA time zone of --at (default Asia/Shanghai)."_s, u"zone"_s},
        {u"utc-offset"_s, u"A fixed UTC offset for --at, e.g. +08:00."_s, u"offset"_s},
        {u"pillars"_s, u"Pillars instead of a moment: \"甲辰 丙寅 辛酉 壬子\" or \"卯月 戊寅日\"."_s, u"text"_s},
        {u"script"_s, u"traditional or simplified."_s, u"script"_s},
        {u"preset"_s, u"School preset: general, zengshan, yiyin or yimao."_s, u"name"_s},
        {u"dark"_s, u"Use the dark chart theme."_s},
        {u"screenshot"_s, u"Save a PNG of the window once it is shown, then quit."_s, u"file"_s},
        {u"handbook"_s, u"Open the handbook, on a passage, rule or table id if given (\"yiyin.59\", \"table:nayin\")."_s,
         u"id"_s},
        {u"quit-after-paint"_s, u"Quit once the chart is first painted (to measure the cold start)."_s},
        {u"export"_s, u"Write the chart(s) to a .pdf, .svg or .png file without opening a window."_s, u"file"_s},
        {u"dpi"_s, u"Resolution of a PNG export (36-600, default 300)."_s, u"dpi"_s},
        {u"charts-per-page"_s, u"Charts on one PDF page: 1 or 2."_s, u"n"_s},
    });
    p.process(app);

    const auto record = recordFromOptions(p);
    if (!record) {
        fprintf(stderr, "najia: %s\n", record.error().c_str());
        return 2;
    }

    if (p.isSet(u"export"_s)) return exportCharts(p, *record);

    MainWindow window;
    if (p.isSet(u"script"_s))
        window.setScript(p.value(u"script"_s) == u"simplified"_s ? Script::Simplified : Script::Traditional);
    if (p.isSet(u"dark"_s)) window.setDarkTheme(true);
    if (*record) {
        window.castPanel()->setRecord(**record);
        window.showRecord(**record);
    } else if (!p.positionalArguments().isEmpty()) {
        if (!window.openFile(p.positionalArguments().front())) return 1;
    }
    if (p.isSet(u"quit-after-paint"_s))
        QObject::connect(window.chartView(), &ChartView::chartPainted, &app, &QApplication::quit, Qt::QueuedConnection);
    window.show();
    if (p.isSet(u"handbook"_s)) {
        window.showHandbook();
        const QString id = p.value(u"handbook"_s);
        if (!id.isEmpty() && id != u"-"_s && !window.handbook()->showId(id)) window.handbook()->showRule(id);
    }
    if (p.isSet(u"screenshot"_s)) {
        QTimer::singleShot(300, &window, [&] {
            (p.isSet(u"handbook"_s) ? window.handbook()->grab() : window.grab()).save(p.value(u"screenshot"_s));
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
