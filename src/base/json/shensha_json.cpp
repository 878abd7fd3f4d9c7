// 神煞 placements as JSON and text.
#include "base/json/shensha_json.h"
#include "base/wording/term_text.h"

#include <QLocale>

using namespace najia;
using namespace najia::shensha;
using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;

QString readingKey(Reading r)
{
    switch (r) {
    case Reading::Stated: return u"stated"_s;
    case Reading::Reconstructed: return u"reconstructed"_s;
    case Reading::Unknown: break;
    }
    return u"unknown"_s;
}

QJsonArray positions(std::uint8_t mask)
{
    QJsonArray a;
    for (const LinePos pos : linesIn(mask)) a.append(pos.number());
    return a;
}

QJsonArray pillarNames(std::uint8_t mask)
{
    static const QString names[] = {u"year"_s, u"month"_s, u"day"_s, u"hour"_s};
    QJsonArray a;
    for (int i = 0; i < 4; ++i)
        if (((mask >> i) & 1) != 0) a.append(names[i]);
    return a;
}

QString fromText(const Placement& p, Script s)
{
    return std::holds_alternative<Stem>(p.from) ? text(std::get<Stem>(p.from), s)
                                                : text(std::get<Branch>(p.from), s);
}

// The object shared by every value of one placement.
QJsonObject base(const Placement& p, Script s)
{
    return QJsonObject{{u"name"_s, text(p.star, s)},
                       {u"basis"_s, QString::fromUtf8(name(p.basis, Script::English))},
                       {u"from"_s, fromText(p, s)},
                       {u"reading"_s, readingKey(info(p.star).reading)}};
}

// Each value a target names, as (key, text) pairs; a whole 干支 as one pair of keys.
QList<QJsonObject> values(const Target& t, Script s)
{
    QList<QJsonObject> out;
    if (t.pair) {
        QJsonObject o;
        for (int i = 0; i < kStemCount; ++i)
            if (t.hasStem(stemAt(i))) o[u"stem"_s] = text(stemAt(i), s);
        for (int i = 0; i < kBranchCount; ++i)
            if (t.hasBranch(branchAt(i))) o[u"branch"_s] = text(branchAt(i), s);
        o[u"pair"_s] = true;
        out.append(o);
        return out;
    }
    for (int i = 0; i < kStemCount; ++i)
        if (t.hasStem(stemAt(i))) out.append(QJsonObject{{u"stem"_s, text(stemAt(i), s)}});
    for (int i = 0; i < kBranchCount; ++i)
        if (t.hasBranch(branchAt(i))) out.append(QJsonObject{{u"branch"_s, text(branchAt(i), s)}});
    for (int i = 0; i < kElementCount; ++i)
        if (t.hasElement(elementAt(i))) out.append(QJsonObject{{u"element"_s, text(elementAt(i), s)}});
    return out;
}

} // namespace

QJsonArray placementsToJson(const std::vector<Placement>& placements, Script s)
{
    QJsonArray out;
    for (const Placement& p : placements) {
        QJsonObject o = base(p, s);
        if (p.target.known) {
            const QJsonObject v = values(p.target, s).value(0);
            for (auto it = v.begin(); it != v.end(); ++it) o[it.key()] = it.value();
        }
        o[u"lines"_s] = positions(p.lines);
        o[u"changed_lines"_s] = positions(p.changedLines);
        o[u"pillars"_s] = pillarNames(p.pillars);
        out.append(o);
    }
    return out;
}

QString placementTarget(const Placement& p, Script s)
{
    if (!p.target.known) return u"?"_s;
    QString targets;
    for (const QJsonObject& v : values(p.target, s))
        targets += v.contains(u"pair"_s)     ? v[u"stem"_s].toString() + v[u"branch"_s].toString()
                   : v.contains(u"stem"_s)   ? v[u"stem"_s].toString()
                   : v.contains(u"branch"_s) ? v[u"branch"_s].toString()
                                             : v[u"element"_s].toString();
    return targets;
}

QString placementsToText(const std::vector<Placement>& placements, Script s)
{
    QString out;
    for (const Placement& p : placements) {
        const QString targets = placementTarget(p, s);
        QString lines;
        for (const LinePos pos : linesIn(p.lines)) lines += QString::number(pos.number());
        QString pillars;
        static const QString pillarMarks[] = {u"年"_s, u"月"_s, u"日"_s, u"時"_s};
        for (int i = 0; i < 4; ++i)
            if (((p.pillars >> i) & 1) != 0) pillars += pillarMarks[i];
        out += text(p.star, s) + u'\t' + QString::fromUtf8(name(p.basis, s)) + u' ' + fromText(p, s) + u'\t'
            + targets + u'\t' + pillars + u'\t' + lines + u'\n';
    }
    return out;
}

QStringList placementItems(const std::vector<Placement>& placements, Script s)
{
    QStringList items;
    for (std::size_t i = 0; i < placements.size();) {
        const ShenSha star = placements[i].star;
        QString targets;
        std::uint8_t lines = 0;
        for (; i < placements.size() && placements[i].star == star; ++i) {
            targets += placementTarget(placements[i], s);
            lines = static_cast<std::uint8_t>(lines | placements[i].lines);
        }
        QStringList positions;
        for (const LinePos pos : linesIn(lines)) positions << QString::number(pos.number());
        items << text(star, s) + u' ' + targets + (positions.isEmpty() ? QString() : u" ["_s + positions.join(u' ') + u']');
    }
    return items;
}

} // namespace najia::base
