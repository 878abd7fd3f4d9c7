#include "base/casebook/casebook_json.h"

#include "base/casebook/casebook_stale.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/hexagram_names.h"

#include <QJsonDocument>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

// The bits come from a casebook file, which may have been edited by other hands: "?" for nonsense.
QString hexName(int bits, Script script)
{
    const auto h = Hexagram::fromBits(bits);
    return h ? qs(hexagramName(*h).short_.in(script)) : u"?"_s;
}

QJsonValue orNull(const QString& s) { return s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s); }
QJsonValue orNull(const QJsonObject& o) { return o.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(o); }
QString isoOrEmpty(const QDate& d) { return d.isValid() ? d.toString(Qt::ISODate) : QString(); }
QString isoOrEmpty(const QDateTime& t) { return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString(); }

QString csvField(QString s)
{
    if (!s.contains(u',') && !s.contains(u'"') && !s.contains(u'\n') && !s.contains(u'\r')) return s;
    s.replace(u'"', u"\"\""_s);
    return u'"' + s + u'"';
}

QString percent(double v) { return QString::number(v * 100, 'f', 1) + u'%'; }

QJsonArray hitRows(const std::vector<HitRate>& rows, int minDecided)
{
    QJsonArray out;
    for (const HitRate& h : rows) {
        if (h.decided < minDecided) continue;
        out.append(QJsonObject{{u"key"_s, h.key}, {u"group"_s, h.group}, {u"decided"_s, h.decided},
                               {u"fulfilled"_s, h.fulfilled}, {u"unclear"_s, h.unclear},
                               {u"rate"_s, double(h.fulfilled) / h.decided},
                               {u"interval"_s, QJsonArray{h.interval.low, h.interval.high}},
                               {u"base_rate"_s, h.baseRate}});
    }
    return out;
}

} // namespace

QString hexagramPair(int primary, std::optional<int> changed, Script script)
{
    QString s = hexName(primary, script);
    if (changed) s += u'→' + hexName(*changed, script);
    return s;
}

QJsonObject rowJson(const CaseRow& r, Script script)
{
    QJsonArray tags;
    for (const QString& t : r.tags) tags.append(t);
    return {{u"id"_s, r.id},
            {u"cast_at"_s, orNull(r.castAt)},
            {u"question"_s, r.question},
            {u"primary"_s, hexName(r.primary, script)},
            {u"changed"_s, r.changed ? QJsonValue(hexName(*r.changed, script)) : QJsonValue(QJsonValue::Null)},
            {u"category"_s, r.category},
            {u"preset"_s, r.preset},
            {u"useful"_s, r.useful ? QJsonValue(qs(name(static_cast<Relation>(*r.useful), script))) : QJsonValue(QJsonValue::Null)},
            {u"outcome"_s, qs(outcomeId(r.outcome))},
            {u"settled"_s, orNull(isoOrEmpty(r.settled))},
            {u"tags"_s, tags},
            {u"created"_s, isoOrEmpty(r.created)},
            {u"modified"_s, isoOrEmpty(r.modified)},
            {u"stale"_s, orNull(r.stale)}};
}

QString rowText(const CaseRow& r, Script script)
{
    // A case of pillars alone has no moment: 「-」, not the day it was stored.
    const QString date = r.castAt.isEmpty() ? u"-"_s : r.castAt.left(16);
    return QString::number(r.id) + u'\t' + date + u'\t' + r.question + u'\t' + hexagramPair(r.primary, r.changed, script)
        + u'\t' + r.category + u'\t' + qs(name(r.outcome, script)) + u'\t' + r.tags.join(u' ')
        + (r.stale.isEmpty() ? QString() : u"\tstale: "_s + staleText(r.stale, script));
}

QJsonObject caseJson(const Case& c)
{
    QJsonArray tags;
    for (const QString& t : c.tags) tags.append(t);
    return {{u"id"_s, c.id},
            {u"document"_s, documentJson(c.record)},
            {u"reading"_s, c.reading ? QJsonValue(*c.reading) : QJsonValue(QJsonValue::Null)},
            {u"outcome"_s, qs(outcomeId(c.outcome))},
            {u"settled"_s, orNull(isoOrEmpty(c.settled))},
            {u"happened"_s, c.happened},
            {u"matched_timing"_s, orNull(c.matchedTiming)},
            {u"tags"_s, tags},
            {u"created"_s, isoOrEmpty(c.created)},
            {u"modified"_s, isoOrEmpty(c.modified)},
            {u"stale"_s, orNull(c.stale)}};
}

Result<Case> caseFromFile(const QString& path, const QStringList& tags)
{
    auto read = loadComputed(path);
    if (!read) return read.failure();
    Case c;
    c.record = std::move(read->record);
    c.computed = std::move(read->computed);
    c.tags = tags;
    return c;
}

QString csvHeader()
{
    return u"id,cast_at,question,primary,changed,category,preset,outcome,settled,happened,matched_timing,tags,created,modified,notes\r\n"_s;
}

QString caseCsv(const Case& c, Script script)
{
    const auto computed = compute(c.record);
    QString primary, changed;
    if (computed) {
        primary = hexName(computed->chart.primary.hexagram.bits(), script);
        if (computed->chart.changed) changed = hexName(computed->chart.changed->hexagram.bits(), script);
    }
    const QStringList fields{QString::number(c.id), c.record.moment ? c.record.moment->civil : QString(),
                             c.record.question, primary, changed, c.record.category,
                             qs(preset(c.record.preset).code), qs(outcomeId(c.outcome)), isoOrEmpty(c.settled),
                             c.happened, c.matchedTiming, c.tags.join(u' '), isoOrEmpty(c.created),
                             isoOrEmpty(c.modified), c.record.notes};
    QStringList quoted;
    for (const QString& f : fields) quoted << csvField(f);
    return quoted.join(u',') + u"\r\n"_s;
}

QJsonObject statsJson(const CaseStats& s, int minDecided)
{
    QJsonArray groups;
    for (const GroupTotals& g : s.groups) {
        QJsonObject outcomes;
        for (int o = 0; o < kOutcomeCount; ++o)
            outcomes[qs(outcomeId(static_cast<Outcome>(o)))] = g.byOutcome[static_cast<std::size_t>(o)];
        groups.append(QJsonObject{{u"group"_s, g.group}, {u"cases"_s, g.cases}, {u"outcomes"_s, outcomes},
                                  {u"base_rate"_s, g.baseRate()}});
    }
    return {{u"groups"_s, groups}, {u"kinds"_s, hitRows(s.kinds, minDecided)}, {u"rules"_s, hitRows(s.rules, minDecided)}};
}

QString statsText(const CaseStats& s, Script script, int minDecided)
{
    QString out;
    for (const GroupTotals& g : s.groups) {
        out += (g.group.isEmpty() ? u"all cases"_s : g.group) + u": "_s + QString::number(g.cases) + u" cases";
        for (int o = 0; o < kOutcomeCount; ++o)
            out += u", "_s + qs(name(static_cast<Outcome>(o), script)) + u' ' + QString::number(g.byOutcome[static_cast<std::size_t>(o)]);
        out += u"; base rate "_s + percent(g.baseRate()) + u'\n';
    }
    const auto table = [&](const char* title, const std::vector<HitRate>& rows, auto label) {
        out += u"\n"_s + QString::fromUtf8(title) + u"\tgroup\tdecided\tfulfilled\trate\t95% interval\tbase\n"_s;
        for (const HitRate& h : rows) {
            if (h.decided < minDecided) continue;
            const double rate = double(h.fulfilled) / h.decided;
            const QChar mark = h.interval.low > h.baseRate ? u'+' : h.interval.high < h.baseRate ? u'-' : u' ';
            out += label(h.key) + u'\t' + h.group + u'\t' + QString::number(h.decided) + u'\t' + QString::number(h.fulfilled)
                + u'\t' + percent(rate) + u'\t' + percent(h.interval.low) + u'–' + percent(h.interval.high) + u'\t'
                + percent(h.baseRate) + u' ' + mark + u'\n';
        }
    };
    table("finding", s.kinds, [&](const QString& key) -> QString {
        for (int k = 0; k < kFindingKindCount; ++k)
            if (qs(kindId(static_cast<FindingKind>(k))) == key)
                return key + u" "_s + qs(name(static_cast<FindingKind>(k), script));
        return key;
    });
    table("rule", s.rules, [](const QString& key) -> QString { return key; });
    return out;
}

} // namespace najia::base
