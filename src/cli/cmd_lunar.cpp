// najia-cli lunar YYYY-MM-DD: the 農曆 date (at 120°E) of a Gregorian date.
#include "commands.h"
#include "calendar_json.h"

#include "calendar/day_pillar.h"
#include "calendar/four_pillars.h"
#include "calendar/lunar.h"
#include "terms.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace najia::base;

using namespace Qt::Literals::StringLiterals;
using namespace najia;

namespace {

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)) + u'\n';
}

} // namespace


int runLunar(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Prints the lunar date (農曆, 定朔 with the 中氣 leap-month rule, at 120°E) of a Gregorian "
        "date: YYYY-MM-DD, the lunar year's 干支, month (閏 for a leap month), day, and the same as "
        "numbers (year, month, leap 0/1, day), tab-separated."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"DATE"_s, u"YYYY-MM-DD, 1600-01-01 … 2400-12-31; several may be given, or none to read one per line from stdin."_s, u"[DATE…]"_s);
    const QCommandLineOption json(
        u"json"_s, u"Print one JSON object per date instead: {date, year, month, leap, day, "
                   "year_pillar, text}; a bad date gives {date, error}."_s);
    parser.addOption(json);
    if (const auto stop = preamble(parser, args, "lunar", -1)) return *stop;

    QTextStream err(stderr);
    QStringList dates = parser.positionalArguments();
    if (dates.isEmpty()) {  // one date per line from stdin
        QTextStream in(stdin);
        QString line;
        while (in.readLineInto(&line))
            if (!line.trimmed().isEmpty()) dates << line.trimmed();
    }
    QTextStream out(stdout);
    int status = 0;
    for (const QString& text : std::as_const(dates)) {
        const QDate date = QDate::fromString(text, u"yyyy-MM-dd"_s);
        if (!date.isValid()) {
            if (parser.isSet(json))
                out << compact(QJsonObject{{u"date"_s, text}, {u"error"_s, u"expected YYYY-MM-DD"_s}});
            else
                out << text << "\terror: expected YYYY-MM-DD\n";
            err << "najia-cli lunar: '" << text << "': expected YYYY-MM-DD\n";
            status = 2;
            continue;
        }
        using namespace std::chrono;
        const sys_days day{year(date.year()) / month(static_cast<unsigned>(date.month()))
                           / std::chrono::day(static_cast<unsigned>(date.day()))};
        const auto l = calendar::lunarDate(day);
        if (!l) {
            if (parser.isSet(json))
                out << compact(QJsonObject{{u"date"_s, text}, {u"error"_s, u"outside the supported range 1600-01-01 … 2400-12-31"_s}});
            else
                out << text << "\terror: outside the supported range 1600-01-01 … 2400-12-31\n";
            err << "najia-cli lunar: " << text << " is outside the supported range\n";
            status = 2;
            continue;
        }
        if (parser.isSet(json)) {
            QJsonObject o = base::lunarDateToJson(*l);
            o[u"date"_s] = text;
            out << compact(o);
            continue;
        }
        out << text << '\t' << QString::fromStdString(name(calendar::yearGanZhi(l->year))) << u"年"_s
            << '\t' << base::lunarMonthText(l->month, l->leap) << '\t' << base::lunarDayText(l->day) << '\t'
            << l->year << '\t' << l->month << '\t' << (l->leap ? 1 : 0) << '\t' << l->day << '\n';
    }
    return status;
}
