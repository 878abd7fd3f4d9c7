#include "base/casebook/casebook_thread_json.h"

#include "base/casebook/casebook_json.h"
#include "base/wording/term_text.h"

#include "engine/reading/reading_terms.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
QJsonValue dateOrNull(const QDate& d) { return d.isValid() ? QJsonValue(d.toString(Qt::ISODate)) : QJsonValue(); }
template <class T, class F> QJsonValue orNull(const std::optional<T>& v, F f) { return v ? QJsonValue(f(*v)) : QJsonValue(); }

QJsonObject caseJson(const ThreadCase& c, Script script)
{
    return {{u"id"_s, c.id},
            {u"follows"_s, orNull(c.follows, [](qint64 id) { return id; })},
            {u"cast_at"_s, c.castAt.isEmpty() ? QJsonValue() : QJsonValue(c.castAt)},
            {u"date"_s, dateOrNull(c.castDate)},
            {u"primary"_s, hexagramPair(c.primary, std::nullopt, script)},
            {u"changed"_s, orNull(c.changed, [script](int h) { return hexagramPair(h, std::nullopt, script); })},
            {u"question"_s, c.question},
            {u"category"_s, c.category},
            {u"useful"_s, orNull(c.useful, [script](Relation r) { return text(r, script); })},
            {u"verdict"_s, orNull(c.verdict, [](Tendency t) { return qs(codeOf(t)); })},
            {u"seal"_s, orNull(c.seal, sealJson)},
            {u"outcome"_s, qs(outcomeId(c.outcome))},
            {u"settled"_s, dateOrNull(c.settled)},
            {u"happened"_s, c.happened}};
}

QJsonObject markJson(const ThreadMark& m, Script script)
{
    QJsonObject o{{u"date"_s, m.date.toString(Qt::ISODate)}, {u"case"_s, m.caseId}};
    if (m.kind == ThreadMark::Kind::Outcome) {
        o[u"kind"_s] = u"outcome"_s;
        o[u"outcome"_s] = qs(outcomeId(m.outcome));
        return o;
    }
    o[u"kind"_s] = u"timing"_s;
    o[u"rule"_s] = qs(codeOf(m.candidate.rule));
    o[u"name"_s] = text(m.candidate.rule, script);
    o[u"branch"_s] = text(m.candidate.branch, script);
    o[u"unit"_s] = qs(codeOf(m.candidate.unit));
    return o;
}

// 「sealed favourable 80%」, or 「not sealed」.
QString sealText(const std::optional<Seal>& s)
{
    if (!s) return u"not sealed"_s;
    return u"sealed "_s + verdictCode(s->request.verdict) + u' ' + QString::number(s->request.confidence) + u'%';
}

} // namespace

QJsonObject sealJson(const Seal& s)
{
    return {{u"id"_s, s.id},
            {u"case"_s, s.caseId},
            {u"sealed_at"_s, s.sealedAt.toUTC().toString(Qt::ISODateWithMs)},
            {u"verdict"_s, verdictCode(s.request.verdict)},
            {u"confidence"_s, s.request.confidence},
            {u"window_from"_s, dateOrNull(s.request.windowFrom)},
            {u"window_to"_s, dateOrNull(s.request.windowTo)},
            {u"note"_s, s.request.note},
            {u"amends"_s, orNull(s.request.amends, [](qint64 id) { return id; })},
            {u"previous"_s, s.previous},
            {u"hash"_s, s.hash}};
}

Result<QJsonObject> caseLinksJson(const Casebook& book, qint64 id)
{
    const auto follows = followedCase(book, id);
    if (!follows) return follows.failure();
    const auto seals = sealsOf(book, id);
    if (!seals) return seals.failure();
    QJsonArray all;
    for (const Seal& s : *seals) all.append(sealJson(s));
    return QJsonObject{{u"case"_s, id}, {u"follows"_s, orNull(*follows, [](qint64 f) { return f; })}, {u"seals"_s, all}};
}

QJsonObject threadJson(const CaseThread& t, qint64 asked, Script script)
{
    QJsonArray cases, timeline;
    for (const ThreadCase& c : t.cases) cases.append(caseJson(c, script));
    for (const ThreadMark& m : t.timeline) timeline.append(markJson(m, script));
    return {{u"case"_s, asked}, {u"cases"_s, cases}, {u"timeline"_s, timeline}};
}

QString threadText(const CaseThread& t, Script script)
{
    QString out;
    for (const ThreadCase& c : t.cases) {
        const QString outcome = qs(name(c.outcome, script)) + (c.settled.isValid() ? u' ' + c.settled.toString(Qt::ISODate) : QString());
        out += QStringList{QString::number(c.id), c.castAt.isEmpty() ? u"-"_s : c.castAt.left(16),
                           hexagramPair(c.primary, c.changed, script), c.question, c.category.isEmpty() ? u"-"_s : c.category,
                           c.useful ? text(*c.useful, script) : u"-"_s, c.verdict ? text(*c.verdict, script) : u"-"_s,
                           sealText(c.seal), outcome,
                           c.follows ? u"follows "_s + QString::number(*c.follows) : u"first cast"_s}
                   .join(u'\t')
            + u'\n';
    }
    out += u"timeline\n"_s;
    for (const ThreadMark& m : t.timeline) {
        const QString what = m.kind == ThreadMark::Kind::Outcome
            ? qs(name(m.outcome, script))
            : text(m.candidate.rule, script) + u' ' + text(m.candidate.branch, script) + text(m.candidate.unit, script);
        out += m.date.toString(Qt::ISODate) + u"\tcase "_s + QString::number(m.caseId) + u'\t' + what + u'\n';
    }
    return out;
}

} // namespace najia::base
