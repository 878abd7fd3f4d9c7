#include "base/options/civil_time.h"

#include "base/wording/message_text.h"
#include "base/wording/setting_text.h"
#include "base/options/zone_names.h"
#include "base/options/option_choices.h"

#include <QDateTime>
#include <QLocale>
#include <QObject>
#include <QRegularExpression>

#include <algorithm>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

void addZoneOptions(QCommandLineParser& parser)
{
    parser.addOption({u"tz"_s, u"IANA time zone of the input and output (default Asia/Shanghai)."_s,
                      u"ZONE"_s});
    parser.addOption({u"utc-offset"_s, u"A fixed UTC offset instead of a zone, e.g. +08:00."_s,
                      u"OFFSET"_s});
    setChoices(parser, u"tz"_s, {QString::fromUtf16(kZoneChoices)});
}

std::optional<QTimeZone> zoneFromOptions(const QCommandLineParser& parser, QString* error)
{
    if (parser.isSet(u"tz"_s) && parser.isSet(u"utc-offset"_s)) {
        *error = u"--tz and --utc-offset are exclusive"_s;
        return std::nullopt;
    }
    if (parser.isSet(u"utc-offset"_s)) {
        static const QRegularExpression re(u"^([+-])(\\d{1,2}):?(\\d{2})$"_s);
        const auto m = re.match(parser.value(u"utc-offset"_s));
        const int h = m.hasMatch() ? m.captured(2).toInt() : 99;
        const int min = m.hasMatch() ? m.captured(3).toInt() : 99;
        // Zones on Earth span -12:00 … +14:00; QTimeZone refuses anything past ±14:00.
        if (min > 59 || h * 60 + min > 14 * 60) {
            *error = u"bad --utc-offset %1 (expected ±HH:MM, at most ±14:00)"_s.arg(quoted(parser.value(u"utc-offset"_s)));
            return std::nullopt;
        }
        const int sign = m.captured(1) == u"-"_s ? -1 : 1;
        return QTimeZone(sign * (h * 3600 + min * 60));
    }
    const QString id = parser.isSet(u"tz"_s) ? parser.value(u"tz"_s) : u"Asia/Shanghai"_s;
    // Only the database's names: an empty one would quietly mean the machine's own zone, an
    // unknown one UTC — the same input, another chart.
    const auto zone = zoneNamed(id);
    if (!zone) *error = u"unknown time zone %1 (an IANA name such as Asia/Shanghai, or --utc-offset)"_s.arg(quoted(id));
    return zone;
}

std::optional<CivilInstant> parseCivil(const QString& text, const QTimeZone& zone, QString* error, Overlap overlap)
{
    static const QRegularExpression re(
        u"^\\s*(\\d{4})-(\\d{2})-(\\d{2})[ T](\\d{2}):(\\d{2})(?::(\\d{2}))?\\s*$"_s);
    const auto m = re.match(text);
    if (!m.hasMatch()) {
        *error = u"expected YYYY-MM-DD HH:MM[:SS]"_s;
        return std::nullopt;
    }
    const QDate date(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    const QTime time(m.captured(4).toInt(), m.captured(5).toInt(),
                     m.captured(6).isEmpty() ? 0 : m.captured(6).toInt());
    if (!date.isValid() || !time.isValid()) {
        *error = u"no such date or time"_s;
        return std::nullopt;
    }
    const QDateTime dt(date, time, zone);
    if (!dt.isValid() || dt.time() != time || dt.date() != date) {
        *error = u"%1 does not exist in %2 (skipped by a daylight-saving change)"_s.arg(
            text.trimmed(), QString::fromUtf8(zone.id()));
        return std::nullopt;
    }
    // The instants whose clock reads this time: the offsets a day either side of the one Qt chose
    // cover a daylight-saving change; an offset counts if the zone really has it at that instant.
    const qint64 local = dt.toSecsSinceEpoch() + dt.offsetFromUtc();
    std::vector<qint64> instants;
    for (const qint64 probe : {dt.toSecsSinceEpoch() - 86400, dt.toSecsSinceEpoch(), dt.toSecsSinceEpoch() + 86400}) {
        const qint64 candidate = local - zone.offsetFromUtc(QDateTime::fromSecsSinceEpoch(probe, QTimeZone::utc()));
        if (local - zone.offsetFromUtc(QDateTime::fromSecsSinceEpoch(candidate, QTimeZone::utc())) == candidate &&
            std::find(instants.begin(), instants.end(), candidate) == instants.end())
            instants.push_back(candidate);
    }
    std::sort(instants.begin(), instants.end());
    const qint64 utc = overlap == Overlap::Later ? instants.back() : instants.front();
    const QDateTime chosen = QDateTime::fromSecsSinceEpoch(utc, zone);
    CivilInstant out{calendar::sys_seconds(std::chrono::seconds(utc)), std::chrono::seconds(chosen.offsetFromUtc()),
                     std::chrono::seconds(zone.standardTimeOffset(chosen)), std::nullopt};
    if (instants.size() > 1)
        out.otherOccurrence = calendar::sys_seconds(std::chrono::seconds(utc == instants.front() ? instants.back() : instants.front()));
    return out;
}

QString overlapWarning(const QString& text, const CivilInstant& instant, const QTimeZone& zone)
{
    if (!instant.otherOccurrence) return {};
    const bool later = *instant.otherOccurrence < instant.utc;
    return u"%1 occurs twice in %2 (clocks set back): took %3, the %4; --overlap %5 takes %6"_s.arg(
        text.trimmed(), QString::fromUtf8(zone.id()), formatCivil(instant.utc, zone),
        later ? u"later"_s : u"earlier"_s, later ? u"earlier"_s : u"later"_s,
        formatCivil(*instant.otherOccurrence, zone));
}

QString formatCivil(calendar::sys_seconds utc, const QTimeZone& zone)
{
    const auto dt = QDateTime::fromSecsSinceEpoch(utc.time_since_epoch().count(), zone);
    const int o = dt.offsetFromUtc();
    const int a = o < 0 ? -o : o;
    return dt.toString(u"yyyy-MM-dd HH:mm:ss"_s)
        + u"%1%2:%3"_s.arg(QChar(o < 0 ? u'-' : u'+')).arg(a / 3600, 2, 10, QChar(u'0')).arg(a / 60 % 60, 2, 10, QChar(u'0'));
}

void addPillarOptions(QCommandLineParser& parser)
{
    using namespace Qt::Literals::StringLiterals;
    parser.addOption({u"day-boundary"_s,
                      u"23: the day starts at 23:00 (子時換日, default); 0: at midnight, 23:00–24:00 "
                      "being the 夜子時 with the next day's hour stem."_s,
                      u"23|0"_s, u"23"_s});
    parser.addOption({u"true-solar"_s,
                      u"Use true solar time (真太陽時) at this longitude (degrees east, negative "
                      "west) for the day and hour."_s,
                      u"LONGITUDE"_s});
    parser.addOption({u"true-solar-hour-only"_s,
                      u"With --true-solar, keep the day on the civil clock; only the hour moves."_s});
    parser.addOption({u"overlap"_s,
                      u"A clock time that occurs twice (clocks set back at the end of daylight saving): "
                      "the earlier instant (default) or the later one. A warning names both."_s,
                      u"earlier|later"_s, u"earlier"_s});
}

Result<Overlap> overlapOption(const QCommandLineParser& parser)
{
    using namespace Qt::Literals::StringLiterals;
    const QString v = parser.value(u"overlap"_s);
    if (v == u"earlier"_s) return Overlap::Earlier;
    if (v == u"later"_s) return Overlap::Later;
    return Error{"--overlap must be earlier or later"};
}

std::optional<calendar::PillarOptions> pillarOptionsFrom(const QCommandLineParser& parser, QString* error)
{
    using namespace Qt::Literals::StringLiterals;
    calendar::PillarOptions options;
    const QString boundary = parser.value(u"day-boundary"_s);
    if (boundary == u"23"_s) options.dayBoundary = calendar::DayBoundary::At23;
    else if (boundary == u"0"_s || boundary == u"00"_s || boundary == u"24"_s)
        options.dayBoundary = calendar::DayBoundary::AtMidnight;
    else {
        *error = u"--day-boundary must be 23 or 0"_s;
        return std::nullopt;
    }
    if (parser.isSet(u"true-solar"_s)) {
        bool ok = false;
        const double lon = parser.value(u"true-solar"_s).toDouble(&ok);
        if (!ok || !(lon >= -180 && lon <= 180)) {  // written so that NaN fails too
            *error = u"--true-solar takes a longitude in degrees, -180…180"_s;
            return std::nullopt;
        }
        options.trueSolarLongitude = lon;
        if (parser.isSet(u"true-solar-hour-only"_s))
            options.trueSolarScope = calendar::TrueSolarScope::HourOnly;
    }
    return options;
}

Result<Script> scriptOption(const QString& value)
{
    using namespace Qt::Literals::StringLiterals;
    if (value.isEmpty())
        return QLocale::system().script() == QLocale::TraditionalChineseScript ? Script::Traditional
                                                                              : Script::Simplified;
    return settingOption<Script>(value, "--script");
}

Result<calendar::PillarReading> readingAt(const QCommandLineParser& p, QString* warning)
{
    using namespace Qt::Literals::StringLiterals;
    QString problem;
    const auto zone = zoneFromOptions(p, &problem);
    if (!zone) return Error{problem.toStdString()};
    const auto options = pillarOptionsFrom(p, &problem);
    if (!options) return Error{problem.toStdString()};
    const auto overlap = overlapOption(p);
    if (!overlap) return Error{overlap.error()};
    const auto civil = parseCivil(p.value(u"at"_s), *zone, &problem, *overlap);
    if (!civil) return Error{"--at: " + problem.toStdString()};
    if (warning) *warning = overlapWarning(p.value(u"at"_s), *civil, *zone);
    const auto reading = calendar::fourPillars(civil->utc, civil->standardOffset, *options);
    if (!reading)
        return Error{reading.error() == calendar::CalendarError::OutOfRange
                         ? "--at: outside the supported range 1600-01-01 … 2400-12-31"
                         : "--at: invalid time"};
    return *reading;
}

} // namespace najia::base
