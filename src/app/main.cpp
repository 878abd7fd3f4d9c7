// najia: the desktop app.
//   najia [FILE.najia]
//   najia --lines 987677 [--at "YYYY-MM-DD HH:MM[:SS]" [--tz ZONE | --utc-offset ±HH:MM] | --pillars "…"]
//         [--script traditional|simplified] [--dark] [--screenshot OUT.png]
#include "chart_json.h"
#include "chartmodel.h"
#include "castpanel.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// The chart the command line asks for, if any; an error message otherwise.
Result<std::optional<cli::ChartRecord>> recordFromOptions(const QCommandLineParser& p)
{
    if (!p.isSet(u"lines"_s)) return std::optional<cli::ChartRecord>();
    cli::ChartRecord r;
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
        r.moment = cli::Moment{p.value(u"at"_s), zone};
    }
    if (const auto c = cli::compute(r); !c) return Error{c.error()};
    return std::optional<cli::ChartRecord>(r);
}

} // namespace

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Najia"_s);
    QApplication::setOrganizationName(u"Najia"_s);
    QApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), u"najia"_s, u"_"_s, u":/i18n"_s)) QApplication::installTranslator(&translator);

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
        {u"dark"_s, u"Use the dark chart theme."_s},
        {u"screenshot"_s, u"Save a PNG of the window once it is shown, then quit."_s, u"file"_s},
    });
    p.process(app);

    const auto record = recordFromOptions(p);
    if (!record) {
        fprintf(stderr, "najia: %s\n", record.error().c_str());
        return 2;
    }

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
    window.show();
    if (p.isSet(u"screenshot"_s)) {
        QTimer::singleShot(300, &window, [&] {
            window.grab().save(p.value(u"screenshot"_s));
            QApplication::quit();
        });
    }
    return QApplication::exec();
}
