// najia: the desktop app.
//   najia [FILE.najia]
//   najia --lines 987677 [--at "YYYY-MM-DD HH:MM[:SS]" [--tz ZONE | --utc-offset ±HH:MM] | --pillars "…"]
//         [--script traditional|simplified] [--dark] [--screenshot OUT.png]
//   najia (FILE.najia… | --lines …) --export OUT.pdf|OUT.svg|OUT.png|OUT.md|OUT.html [--dpi N] [--charts-per-page 1|2]
//     writes the chart(s) without opening a window (several files → one PDF, a page per chart).
#include "base/options/about.h"
#include "app/appsettings.h"
#include "engine/analysis/settings.h"
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartpainter.h"
#include "app/chartsheet.h"
#include "app/chartview.h"
#include "app/handbookwindow.h"
#include "app/castpanel.h"
#include "base/options/chart_options.h"
#include "base/options/civil_time.h"
#include "base/options/command_line.h"
#include "base/options/option_choices.h"
#include "base/options/document_options.h"
#include "app/mainwindow.h"
#include "base/io/whole_file.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// The options that describe a chart given by --lines; without --lines they would be ignored.
constexpr const char16_t* kChartOptions[] = {u"at", u"pillars", u"tz", u"utc-offset", u"day-boundary",
                                             u"true-solar", u"true-solar-hour-only", u"overlap", u"preset",
                                             u"hidden", u"body", u"changed-relations"};

// The chart the command line asks for, if any; an error message otherwise. The options are the
// CLI's (src/base): the same words, the same checks, the same messages.
Result<std::optional<base::ChartDocument>> documentFromCommandLine(const QCommandLineParser& p)
{
    if (!p.isSet(u"lines"_s)) {
        for (const char16_t* option : kChartOptions)
            if (p.isSet(QString::fromUtf16(option)))
                return Error{"--" + QString::fromUtf16(option).toStdString() + " needs --lines"};
        return std::optional<base::ChartDocument>();
    }
    const auto presetId = base::presetOption(p.value(u"preset"_s), "--preset");
    if (!presetId) return Error{presetId.error()};
    const auto settings = base::settingsOptions(p, preset(*presetId).chart);
    if (!settings) return Error{settings.error()};
    // Without --tz or --utc-offset, the zone the app reads a new cast in (Settings, else the
    // system's), as the cast panel does; the CLI's default is Asia/Shanghai.
    const QString castZone = AppSettings::load().castZone();
    const auto zone = base::zoneNamed(castZone);
    if (!zone && !p.isSet(u"tz"_s) && !p.isSet(u"utc-offset"_s))
        return Error{u"unknown time zone in Settings: %1"_s.arg(castZone).toStdString()};
    QString twice;
    auto document = base::documentFromOptions(p, {*presetId, *settings, preset(*presetId).analysis, std::nullopt, zone}, &twice);
    if (!document) return Error{document.error()};
    if (!twice.isEmpty()) base::warn(u"najia"_s, twice);
    return std::optional<base::ChartDocument>(std::move(*document));
}

// --script: the app shows 繁體 or 简体 (English only in the CLI).
Result<std::optional<Script>> scriptFromOptions(const QCommandLineParser& p)
{
    if (!p.isSet(u"script"_s)) return std::optional<Script>();
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script || *script == Script::English || p.value(u"script"_s).isEmpty())
        return Error{"--script must be traditional or simplified"};
    return std::optional<Script>(*script);
}

// --charts-per-page 1|2.
Result<int> chartsPerPage(const QCommandLineParser& p)
{
    const QString n = p.value(u"charts-per-page"_s);
    if (n == u"1"_s || n == u"2"_s) return n.toInt();
    return Error{"--charts-per-page must be 1 or 2; got '" + n.toStdString() + "'"};
}

// Headless export: every chart named on the command line into one file.
int exportCharts(const QCommandLineParser& p, const std::optional<base::ChartDocument>& fromOptions, Script script)
{
    QList<base::ChartDocument> records;
    if (fromOptions) records << *fromOptions;
    for (const QString& path : p.positionalArguments()) {
        QStringList warnings;
        auto r = base::loadDocument(path, &warnings);
        if (!r) return base::badInput(u"najia"_s, QString::fromStdString(r.error()));
        for (const QString& w : std::as_const(warnings)) base::warn(u"najia"_s, w);
        records << std::move(*r);
    }
    if (records.isEmpty()) return base::badInput(u"najia"_s, u"--export needs a chart: --lines … or a .najia file"_s);
    SheetOptions options;
    options.style.font = QFont(chartFontFamily(script == Script::Simplified));
    const auto perPage = chartsPerPage(p);
    if (!perPage) return base::badInput(u"najia"_s, QString::fromStdString(perPage.error()));
    options.chartsPerPage = *perPage;
    bool ok = true;
    const int dpi = p.isSet(u"dpi"_s) ? p.value(u"dpi"_s).toInt(&ok) : 300;
    const QString out = p.value(u"export"_s);
    // A request that cannot be met is bad usage (2); a failure while writing is an I/O error (1).
    const QString problem =
        ok ? exportRequestProblem(out, dpi, records.size(), options.chartsPerPage) : u"--dpi takes a number"_s;
    if (!problem.isEmpty()) return base::badInput(u"najia"_s, problem);
    std::vector<std::unique_ptr<ChartModel>> models;
    QList<const ChartModel*> list;
    for (const auto& r : records) {
        models.push_back(std::make_unique<ChartModel>());
        models.back()->setScript(script);
        models.back()->setDocument(r);
        list << models.back().get();
    }
    if (const QString error = exportCharts(list, out, dpi, options); !error.isEmpty())
        return base::failed(u"najia"_s, error);
    return base::kExitOk;
}

// --screenshot: the window (or the handbook) as PNG, written whole by the exports' writer; the
// status to quit with.
int saveScreenshot(QWidget* shown, const QString& path)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    if (!shown->grab().save(&buffer, "PNG")) return base::failed(u"najia"_s, u"cannot draw the window as PNG"_s);
    if (const auto written = base::writeWholeFile(path, png); !written)
        return base::failed(u"najia"_s, QString::fromStdString(written.error()));
    return base::kExitOk;
}

} // namespace

int main(int argc, char* argv[])
{
    base::holdClosedStandardStreams();
    // --version with the licences (Qt's own names only the version), before any platform is loaded.
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "--version") == 0 || qstrcmp(argv[i], "-v") == 0) {
            QCoreApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));
            fputs(versionText(u"najia"_s).toUtf8().constData(), stdout);
            return base::checkedStdout(u"najia"_s, 0);
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

    // The sheet font of the chart's script is registered when the chart first asks for it.
    // The UI language is installed by MainWindow (Settings); headless export needs none.

    QCommandLineParser p;
    p.setApplicationDescription(u"Najia: a Liu Yao (Najia I Ching) workbench."_s);
    p.addHelpOption();
    p.addVersionOption();
    p.addPositionalArgument(u"file"_s, u"A .najia chart file to open."_s, u"[FILE.najia]"_s);
    p.addOptions({
        {u"lines"_s, u"Six line values 6-9, bottom (初爻) first."_s, u"digits"_s},
        {u"at"_s, u"The moment of the cast, \"YYYY-MM-DD HH:MM[:SS]\"."_s, u"time"_s},
        {u"pillars"_s, u"Pillars instead of a moment: \"甲辰 丙寅 辛酉 壬子\" or \"卯月 戊寅日\"."_s, u"text"_s},
        {u"script"_s, u"traditional or simplified, for this run (not saved)."_s, u"script"_s},
        {u"dark"_s, u"Use the dark theme for this run (not saved)."_s},
        {u"screenshot"_s, u"Save a PNG of the window once it is shown, then quit."_s, u"file"_s},
        {u"handbook"_s, u"Open the handbook, on a passage, rule or table id if given (\"yiyin.59\", \"table:nayin\")."_s,
         u"id"_s},
        {u"quit-after-paint"_s, u"Quit once the chart is first painted (to measure the cold start)."_s},
        {u"export"_s, u"Write the chart(s) to a .pdf, .svg, .png, .md or .html file without opening a window."_s, u"file"_s},
        {u"dpi"_s, u"Resolution of a PNG export (36-600, default 300)."_s, u"dpi"_s},
        {u"charts-per-page"_s, u"Charts on one PDF page: 1 or 2."_s, u"n"_s, u"1"_s},
    });
    // The options the CLI has too, parsed as it parses them (src/base).
    // The CLI's --tz and --utc-offset, read by base::zoneFromOptions; the app's own default zone.
    p.addOptions({{u"tz"_s, u"IANA time zone of --at (default: the zone chosen in Settings, else the system's)."_s, u"ZONE"_s},
                  {u"utc-offset"_s, u"A fixed UTC offset instead of a zone, e.g. +08:00."_s, u"OFFSET"_s}});
    base::addPillarOptions(p);
    base::addChartSettingOptions(p);
    base::setChoices(p, u"script"_s, {u"traditional"_s, u"simplified"_s});  // scriptFromOptions()
    base::setChoices(p, u"tz"_s, {QString::fromUtf16(base::kZoneChoices)});
    if (const auto stop = base::parseCommandLine(p, QCoreApplication::arguments(), {u"najia"_s, -1, true}))
        return base::checkedStdout(u"najia"_s, *stop);

    const auto record = documentFromCommandLine(p);
    if (!record) return base::badInput(u"najia"_s, QString::fromStdString(record.error()));
    const auto script = scriptFromOptions(p);
    if (!script) return base::badInput(u"najia"_s, QString::fromStdString(script.error()));
    if (!p.isSet(u"export"_s)) {
        for (const QString& option : {u"dpi"_s, u"charts-per-page"_s})
            if (p.isSet(option)) return base::badInput(u"najia"_s, u"--%1 needs --export"_s.arg(option));
        // The window shows one chart: a file and --lines would leave one of them unseen.
        if (*record && !p.positionalArguments().isEmpty())
            return base::badInput(u"najia"_s, u"give a chart file or --lines, not both (--export takes both)"_s);
        if (p.positionalArguments().size() > 1)
            return base::badInput(u"najia"_s, u"the window opens one chart file (--export takes several)"_s);
    }

    if (p.isSet(u"export"_s)) return exportCharts(p, *record, script->value_or(Script::Traditional));

    MainWindow window;
    // The look asked for on the command line lasts this run; the settings keep the user's own.
    if (*script) window.setScript(**script, false);
    if (p.isSet(u"dark"_s)) window.setTheme(Theme::Dark, false);
    if (*record) {
        window.adoptDocument(**record);
    } else if (!p.positionalArguments().isEmpty()) {
        if (!window.openFile(p.positionalArguments().front())) return base::kExitBadInput;  // after its message
    }
    // Leaves the event loop from within the first paint, as the hello-world of bench/app_startup.sh
    // does just after its own: the painted sheet is still flushed to the window in the same repaint,
    // and the work deferred until after it (MainWindow::finishStartup, queued by the same paint) is
    // not run. QApplication::quit would not do: it closes the windows first, so the flush found no
    // window ("QBackingStore::flush() called for … which does not have a handle") and the start
    // measured until session 10 left out showing the sheet.
    if (p.isSet(u"quit-after-paint"_s))
        QObject::connect(window.chartView(), &ChartView::chartPainted, &app, [] { QCoreApplication::exit(0); },
                         Qt::DirectConnection);
    window.show();
    if (p.isSet(u"handbook"_s)) {
        window.showHandbook();
        const QString id = p.value(u"handbook"_s);
        if (!id.isEmpty() && id != u"-"_s && !window.handbook()->showId(id)) window.handbook()->showRule(id);
    }
    if (p.isSet(u"screenshot"_s)) {
        QTimer::singleShot(300, &window, [&] {
            QWidget* shown = p.isSet(u"handbook"_s) ? static_cast<QWidget*>(window.handbook()) : &window;
            QCoreApplication::exit(saveScreenshot(shown, p.value(u"screenshot"_s)));
        });
    }
    return QApplication::exec();
}
