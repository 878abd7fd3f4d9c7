// najia-cli lunar YYYY-MM-DD: the 農曆 date (at 120°E) of a Gregorian date.
#include "cli/commands.h"
#include "base/json/calendar_json.h"
#include "base/io/line_reader.h"
#include "base/wording/message_text.h"

#include "engine/calendar/day_pillar.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/lunar.h"
#include "engine/terms.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cstring>
#include <unistd.h>

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

    QTextStream out(stdout);
    int status = 0;
    // One date's answer. A bad one in a batch (dates from stdin or several arguments) also gives
    // an error row in its place; `where` names its line of stdin.
    const bool batch = parser.positionalArguments().size() != 1;
    const auto refuse = [&](const QString& text, const QString& where, const QString& problem) {
        if (batch && parser.isSet(json))
            out << compact(QJsonObject{{u"date"_s, text}, {u"error"_s, problem}});
        else if (batch)
            out << text << "\terror: " << problem << '\n';
        out.flush();
        status = badInput("lunar", where + (text.isEmpty() ? QString() : quoted(text) + u": "_s) + problem);
    };
    const auto answer = [&](const QString& text, const QString& where) {
        const QDate date = QDate::fromString(text, u"yyyy-MM-dd"_s);
        using namespace std::chrono;
        const auto l = date.isValid() ? calendar::lunarDate(sys_days{year(date.year()) / month(unsigned(date.month()))
                                                                     / std::chrono::day(unsigned(date.day()))})
                                      : calendar::Outcome<calendar::LunarDate>(calendar::CalendarError::InvalidInput);
        if (!l)
            return refuse(text, where, date.isValid() ? u"outside the supported range 1600-01-01 … 2400-12-31"_s
                                                      : u"expected YYYY-MM-DD"_s);
        if (parser.isSet(json)) {
            QJsonObject o = base::lunarDateToJson(*l);
            o[u"date"_s] = text;
            out << compact(o);
            return;
        }
        out << text << '\t' << QString::fromStdString(name(calendar::yearGanZhi(l->year))) << u"年"_s
            << '\t' << base::lunarMonthText(l->month, l->leap) << '\t' << base::lunarDayText(l->day) << '\t'
            << l->year << '\t' << l->month << '\t' << (l->leap ? 1 : 0) << '\t' << l->day << '\n';
    };
    for (const QString& date : parser.positionalArguments()) answer(date, QString());
    if (!parser.positionalArguments().isEmpty()) return status;
    // One date per line from stdin, each answered as it arrives.
    base::LineReader in(STDIN_FILENO, [&] { out.flush(); });
    for (;;) {
        const auto next = in.next();
        if (next == base::LineReader::Next::End || base::stdoutFailed()) break;
        if (next == base::LineReader::Next::Failed)
            return badInput("lunar", u"cannot read standard input: %1"_s.arg(QString::fromLocal8Bit(std::strerror(in.error()))));
        const QString where = u"line %1: "_s.arg(in.lineNumber());
        if (next == base::LineReader::Next::TooLong) refuse(QString(), where, u"longer than %1 bytes"_s.arg(base::kMaxLineBytes));
        const QString line = QString::fromUtf8(in.line()).trimmed();
        if (!line.isEmpty()) answer(line, where);
    }
    return status;
}
