// najia-cli pillars: 四柱 and the day's 旬空 for civil times read from stdin, one per line.
#include "cli/commands.h"
#include "base/json/calendar_json.h"
#include "base/options/civil_time.h"
#include "base/io/line_reader.h"
#include "base/wording/chart_wording.h"

#include "engine/calendar/four_pillars.h"
#include "engine/calendar/pillar_search.h"
#include "engine/calendar/trigram_season.h"
#include "engine/calendar/xunkong.h"
#include "engine/terms.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdlib>
#include <cstring>
#include <unistd.h>

using namespace najia::base;

using namespace Qt::Literals::StringLiterals;
using namespace najia;

namespace {

QString text(GanZhi g) { return QString::fromStdString(name(g)); }

QString voidText(GanZhi g)
{
    const auto v = calendar::voidBranches(g);
    return QString::fromUtf8(name(v[0])) + QString::fromUtf8(name(v[1]));
}

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

// One line of --json: the input, the instant and clocks, the pillars with every 旬空, the
// boundaries and the trigram season.
QJsonObject lineJson(const QString& input, const base::CivilInstant& civil,
                     const calendar::PillarReading& r)
{
    QJsonObject o = base::pillarReadingToJson(r);
    o[u"input"_s] = input;
    o[u"utc"_s] = base::isoUtc(civil.utc);
    o[u"utc_offset"_s] = qint64(civil.civilOffset.count());
    o[u"clock_offset"_s] = qint64(civil.standardOffset.count());
    o[u"day_clock_offset"_s] = qint64(r.dayClockOffset.count());
    o[u"hour_clock_offset"_s] = qint64(r.hourClockOffset.count());
    if (const auto season = calendar::trigramSeasonAt(civil.utc))
        o[u"trigram_season"_s] = base::trigramSeasonToJson(*season);
    return o;
}

QString describe(std::int64_t s)
{
    const std::int64_t a = std::llabs(s);
    return u"%1 min %2 s %3"_s.arg(a / 60).arg(a % 60).arg(s < 0 ? u"before"_s : u"after"_s);
}

} // namespace

namespace {

// --find: the spans of civil time whose pillars are those given, in the zone's civil time (the
// pillars read on its standard time, as everywhere).
int findSpans(const QCommandLineParser& parser, const QTimeZone& zone, const calendar::PillarOptions& options)
{
    const auto wanted = parsePillars(parser.value(u"find"_s).trimmed().toStdString());
    if (!wanted) return badInput("pillars", "--find: " + wanted.error());
    bool okFrom = false, okTo = false;
    const int from = parser.value(u"from"_s).toInt(&okFrom), to = parser.value(u"to"_s).toInt(&okTo);
    if (!okFrom || !okTo || from < calendar::kFirstYear || to > calendar::kLastYear || from > to)
        return badInput("pillars", u"--from and --to are years %1 … %2, the first not after the last"_s
                                       .arg(calendar::kFirstYear).arg(calendar::kLastYear));
    if (options.trueSolarLongitude) return badInput("pillars", u"--find does not search true solar time"_s);
    // The zone's standard offset in the middle of the range: the clock the pillars are read on.
    const QDateTime middle(QDate((from + to) / 2, 7, 1), QTime(12, 0), zone);
    const std::chrono::seconds offset(zone.standardTimeOffset(middle));
    const bool json = parser.isSet(u"json"_s);
    QTextStream out(stdout);
    for (const calendar::PillarSpan& span : calendar::findPillars(*wanted, from, to, offset, options)) {
        const QString a = formatCivil(span.from, zone), b = formatCivil(span.to, zone);
        Pillars p = span.pillars;
        // A span of whole days (or months) shows no hour (or day): the one at its start means nothing.
        if (!wanted->hour) p.hour.reset();
        if (!wanted->day) p.day.reset();
        const auto gz = [](const std::optional<GanZhi>& g) { return g ? QJsonValue(QString::fromStdString(name(*g))) : QJsonValue(); };
        if (json)
            out << QJsonDocument(QJsonObject{{u"from"_s, a}, {u"to"_s, b},
                                             {u"pillars"_s, QJsonObject{{u"year"_s, gz(p.year)}, {u"month"_s, gz(p.month)},
                                                                        {u"day"_s, gz(p.day)}, {u"hour"_s, gz(p.hour)}}}})
                       .toJson(QJsonDocument::Compact)
                << '\n';
        else out << a << u" → "_s << b << u'\t' << pillarsText(p, Script::Traditional) << '\n';
        if (base::stdoutFailed()) break;
    }
    return 0;
}

} // namespace

int runPillars(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Reads lines \"YYYY-MM-DD HH:MM[:SS]\" from stdin and prints, tab-separated: the input, the "
        "year, month, day and hour pillars, and the day's void branches (旬空). Times are civil "
        "time in the zone; the hour and day use standard time (daylight saving removed), or true "
        "solar time with --true-solar. A bad line prints an error for that line on stdout and "
        "stderr and the rest go on (exit status 2 at the end)."_s);
    const QCommandLineOption allVoids(
        u"all-voids"_s,
        u"Append three columns: the 旬空 of the year, month and hour pillars (after the day's)."_s);
    const QCommandLineOption json(
        u"json"_s,
        u"Print one JSON object per line instead: input, utc, offsets, pillars, xunkong of all "
        "four pillars, boundary, trigram_season (八卦旺相 and 用事); a bad line gives "
        "{input, error}."_s);
    parser.addOption(allVoids);
    parser.addOption(json);
    parser.addHelpOption();
    base::addZoneOptions(parser);
    base::addPillarOptions(parser);
    parser.addOption({u"warn"_s,
                      u"Warn on stderr when an instant is within SECONDS of a 節 or the day "
                      "boundary (default 300; 0 disables)."_s,
                      u"SECONDS"_s, u"300"_s});
    parser.addOptions({
        {u"find"_s, u"Instead of reading times: the civil spans whose pillars are these (as books give them, "
                    "\"申月 戊辰日\"), split at the 節 and at the day's start; one a line."_s, u"pillars"_s},
        {u"from"_s, u"With --find: the first year searched (default 1900)."_s, u"year"_s, u"1900"_s},
        {u"to"_s, u"With --find: the last year searched (default 2100)."_s, u"year"_s, u"2100"_s},
    });
    if (const auto stop = preamble(parser, args, "pillars")) return *stop;

    QString problem;
    const auto zone = base::zoneFromOptions(parser, &problem);
    if (!zone) return badInput("pillars", problem);
    const auto pillarOptions = base::pillarOptionsFrom(parser, &problem);
    if (!pillarOptions) return badInput("pillars", problem);
    const calendar::PillarOptions& options = *pillarOptions;
    const auto overlap = base::overlapOption(parser);
    if (!overlap) return badInput("pillars", overlap.error());
    bool warnOk = false;
    const qint64 warnSeconds = parser.value(u"warn"_s).toLongLong(&warnOk);
    if (!warnOk || warnSeconds < 0) return badInput("pillars", u"--warn takes a number of seconds"_s);

    if (parser.isSet(u"find"_s)) return findSpans(parser, *zone, options);
    for (const char16_t* findOnly : {u"from", u"to"})
        if (parser.isSet(QString::fromUtf16(findOnly)))
            return badInput("pillars", u"--%1 needs --find"_s.arg(QString::fromUtf16(findOnly)));

    QTextStream out(stdout);
    // Answered as the lines arrive; a message on stderr follows the lines before it.
    base::LineReader in(STDIN_FILENO, [&] { out.flush(); });
    const auto say = [&](const QString& message, bool warning) {
        out.flush();
        const QString line = u"line %1: %2"_s.arg(in.lineNumber()).arg(message);
        if (warning) base::warn(u"najia-cli pillars"_s, line);
        else badInput("pillars", line);
    };
    int status = 0;
    for (;;) {
        const auto next = in.next();
        if (next == base::LineReader::Next::End || base::stdoutFailed()) break;
        if (next == base::LineReader::Next::Failed)
            return badInput("pillars", u"cannot read standard input: %1"_s.arg(QString::fromLocal8Bit(std::strerror(in.error()))));
        const QString line = next == base::LineReader::Next::TooLong ? QString() : QString::fromUtf8(in.line());
        if (next == base::LineReader::Next::Line && line.trimmed().isEmpty()) continue;
        const bool tooLong = next == base::LineReader::Next::TooLong;
        const auto civil = tooLong ? std::nullopt : base::parseCivil(line, *zone, &problem, *overlap);
        if (tooLong) problem = u"longer than %1 bytes"_s.arg(base::kMaxLineBytes);
        const auto reading = civil ? calendar::fourPillars(civil->utc, civil->standardOffset, options)
                                   : calendar::Outcome<calendar::PillarReading>(
                                         calendar::CalendarError::InvalidInput);
        if (!reading) {
            if (civil)
                problem = reading.error() == calendar::CalendarError::OutOfRange
                    ? u"outside the supported range 1600-01-01 … 2400-12-31"_s
                    : u"invalid input"_s;
            if (parser.isSet(json))
                out << compact(QJsonObject{{u"input"_s, line.trimmed()}, {u"error"_s, problem}}) << '\n';
            else
                out << line.trimmed() << "\terror: " << problem << '\n';
            say(problem, false);
            status = 2;
            continue;
        }
        const Pillars& p = reading->pillars;
        if (parser.isSet(json)) {
            out << compact(lineJson(line.trimmed(), *civil, *reading)) << '\n';
        } else {
            out << line.trimmed() << '\t' << text(*p.year) << '\t' << text(*p.month) << '\t'
                << text(*p.day) << '\t' << text(*p.hour) << '\t' << voidText(*p.day);
            if (parser.isSet(allVoids))  // seed 002 weighs the year's and month's voids too
                out << '\t' << voidText(*p.year) << '\t' << voidText(*p.month) << '\t'
                    << voidText(*p.hour);
            out << '\n';
        }
        if (const QString twice = base::overlapWarning(line, *civil, *zone); !twice.isEmpty()) say(twice, true);
        const auto& b = reading->boundary;
        // The pillars just across a boundary `d` seconds away (d ≥ 0: it is behind us).
        const auto otherSide = [&](std::int64_t d) -> QString {
            const auto t = civil->utc - std::chrono::seconds(d >= 0 ? d + 1 : d);
            const auto o = calendar::fourPillars(t, civil->standardOffset, options);
            if (!o) return QString();
            const Pillars& q = o->pillars;
            return u"; other side: "_s + text(*q.year) + u' ' + text(*q.month) + u' ' + text(*q.day)
                + u' ' + text(*q.hour);
        };
        if (warnSeconds > 0 && std::llabs(b.jieSeconds) < warnSeconds)
            say(describe(b.jieSeconds) + u' ' + QString::fromUtf8(name(b.nearestJie)) + u" (month pillar changes there"_s
                    + otherSide(b.jieSeconds) + u')',
                true);
        if (warnSeconds > 0 && std::llabs(b.daySeconds) < warnSeconds)
            say(describe(b.daySeconds) + u" the day boundary (day pillar changes there"_s + otherSide(b.daySeconds) + u')', true);
    }
    return status;
}
