#include "base/json/calendar_json.h"
#include "base/wording/term_text.h"

#include "engine/calendar/xunkong.h"
#include "engine/terms.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;
QString text(GanZhi g) { return QString::fromStdString(name(g)); }

QJsonObject rulerToJson(const calendar::TermRuler& r)
{
    QJsonObject o;
    switch (r.kind) {
    case calendar::RulerKind::Trigram:
        o[u"kind"_s] = u"trigram"_s;
        o[u"name"_s] = text(r.trigram);
        o[u"strong"_s] = text(r.strong);
        break;
    case calendar::RulerKind::Stem:
        o[u"kind"_s] = u"stem"_s;
        o[u"name"_s] = text(r.stem);
        break;
    case calendar::RulerKind::Branch:
        o[u"kind"_s] = u"branch"_s;
        o[u"name"_s] = text(r.branch);
        break;
    }
    o[u"element"_s] = text(r.element);
    return o;
}

QJsonArray voids(GanZhi g)
{
    const auto v = calendar::voidBranches(g);
    return QJsonArray{text(v[0]), text(v[1])};
}

} // namespace

QString isoUtc(calendar::sys_seconds t)
{
    return QDateTime::fromSecsSinceEpoch(t.time_since_epoch().count(), QTimeZone::utc())
        .toString(Qt::ISODate);
}

QJsonObject trigramSeasonToJson(const calendar::TrigramSeason& s)
{
    QJsonObject states;
    for (const Trigram t : calendar::kLaterHeavenCycle)
        states[text(t)] = text(s.states[static_cast<std::size_t>(bits(t))]);
    return QJsonObject{
        {u"term"_s, text(s.term)},
        {u"node"_s, text(s.node)},
        {u"node_utc"_s, isoUtc(s.nodeInstant)},
        {u"prosperous"_s, text(s.prosperous)},
        {u"lingering"_s, s.lingering ? QJsonValue(text(*s.lingering)) : QJsonValue::Null},
        {u"states"_s, states},
        {u"in_charge"_s, rulerToJson(s.ruler)},
    };
}

QJsonObject pillarReadingToJson(const calendar::PillarReading& r)
{
    const Pillars& p = r.pillars;
    return QJsonObject{
        {u"pillars"_s, QJsonObject{{u"year"_s, text(*p.year)}, {u"month"_s, text(*p.month)},
                                   {u"day"_s, text(*p.day)}, {u"hour"_s, text(*p.hour)}}},
        {u"xunkong"_s, QJsonObject{{u"year"_s, voids(*p.year)}, {u"month"_s, voids(*p.month)},
                                   {u"day"_s, voids(*p.day)}, {u"hour"_s, voids(*p.hour)}}},
        {u"boundary"_s, QJsonObject{{u"jie_seconds"_s, qint64(r.boundary.jieSeconds)},
                                    {u"nearest_jie"_s, text(r.boundary.nearestJie)},
                                    {u"day_seconds"_s, qint64(r.boundary.daySeconds)}}},
    };
}

QString lunarMonthText(int m, bool leap)
{
    static const char16_t* names[] = {u"正", u"二", u"三", u"四", u"五", u"六",
                                      u"七", u"八", u"九", u"十", u"十一", u"十二"};
    return (leap ? u"閏"_s : QString()) + QString::fromUtf16(names[m - 1]) + u"月"_s;
}

QString lunarDayText(int d)
{
    static const char16_t* digits[] = {u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九", u"十"};
    if (d == 10) return u"初十"_s;
    if (d == 20) return u"二十"_s;
    if (d == 30) return u"三十"_s;
    const QString tens = d < 10 ? u"初"_s : d < 20 ? u"十"_s : u"廿"_s;
    return tens + QString::fromUtf16(digits[(d - 1) % 10]);
}

QJsonObject lunarDateToJson(const calendar::LunarDate& d)
{
    return QJsonObject{
        {u"year"_s, d.year},
        {u"month"_s, d.month},
        {u"leap"_s, d.leap},
        {u"day"_s, d.day},
        {u"year_pillar"_s, text(calendar::yearGanZhi(d.year))},
        {u"text"_s, QString(text(calendar::yearGanZhi(d.year)) + u"年"_s
                            + lunarMonthText(d.month, d.leap) + lunarDayText(d.day))},
    };
}

} // namespace najia::base
