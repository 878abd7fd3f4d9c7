// The corpus' scores as text (najia-cli read --score-corpus) and JSON (… --json).
#include "base/corpus/reading_corpus.h"

#include "engine/reading/reading_terms.h"

#include <QJsonArray>

namespace najia::base {

using namespace Qt::Literals::StringLiterals;

namespace {

QString u8(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

QString usefulText(const CorpusUseful& u)
{
    if (u.by == UsefulBy::SelfLine) return u"世"_s;
    if (u.by == UsefulBy::OtherLine) return u"應"_s;
    return u8(name(u.relation));
}

QString lineText(LineRef r)
{
    if (r.layer == Layer::Chart) return u"day/month"_s;
    const QString suffix = r.layer == Layer::Hidden ? u"伏"_s : r.layer == Layer::Changed ? u"變"_s : QString();
    return QString::number(r.position) + suffix;
}

QString pickText(const CaseScore& s)
{
    const UsefulPick& p = s.reading.useful.front();
    QString where = lineText(p.line);
    if (p.line.layer == Layer::Primary && p.line.position == s.self.number()) where += u" 世"_s;
    if (p.line.layer == Layer::Primary && p.line.position == s.other.number()) where += u" 應"_s;
    return u8(name(p.relation)) + u' ' + where;
}

QString tendencyText(const CaseScore& s)
{
    const bool onLine = s.reading.useful.front().line.layer != Layer::Chart && !s.reading.strength.empty();
    return onLine ? u8(codeOf(s.reading.strength.front().verdict.tendency)) : u"mixed (no line)"_s;
}

QString timingText(const CaseScore& s)
{
    QStringList first;
    for (std::size_t i = 0; i < s.reading.timing.size() && i < 3; ++i)
        first << u8(name(s.reading.timing[i].branch)) + u' ' + u8(codeOf(s.reading.timing[i].rule));
    const QString rank = *s.timingRank < 0 ? u"absent"_s : u"rank "_s + QString::number(*s.timingRank + 1);
    return rank + u"; first: "_s + (first.isEmpty() ? u"none"_s : first.join(u", "_s));
}

struct Difference {
    QString kind, author, reading;
    QStringList ties = {};  // timing: what the author's branch is to the reading's lines
};

QStringList tieCodes(const std::vector<BranchTie>& ties)
{
    QStringList out;
    for (const BranchTie t : ties) out << QString::fromStdString(tieCode(t));
    return out;
}

std::vector<Difference> differencesOf(const CaseScore& s)
{
    const CorpusCase& c = *s.c;
    if (!c.question) return {{u"question"_s, c.label, u"cannot be asked"_s}};
    std::vector<Difference> out;
    if (s.useful && !*s.useful) out.push_back({u"useful"_s, usefulText(*c.useful), pickText(s)});
    if (s.line && !*s.line) out.push_back({u"line"_s, lineText(*c.line), pickText(s)});
    if (s.verdict && *s.verdict != VerdictMatch::Agree) out.push_back({u"verdict"_s, u8(codeOf(*c.verdict)), tendencyText(s)});
    if (s.timingRank && (*s.timingRank < 0 || *s.timingRank >= 3))
        out.push_back({u"timing"_s, u8(name(*c.timing)), timingText(s), tieCodes(s.timingTies)});
    return out;
}

QString ratio(int n, int d)
{
    if (d == 0) return u"-"_s;
    return u"%1/%2 (%3%)"_s.arg(n).arg(d).arg(QString::number(100.0 * n / d, 'f', 0));
}

QStringList tallyColumn(const CorpusTally& t)
{
    return {QString::number(t.cases), QString::number(t.unaskable), ratio(t.usefulAgree, t.usefulTotal),
            ratio(t.lineAgree, t.lineTotal), ratio(t.verdictAgree, t.verdictTotal),
            ratio(t.verdictOpposite, t.verdictTotal), ratio(t.verdictMixed, t.verdictTotal),
            ratio(t.timingTop3, t.timingTotal), ratio(t.timingAny, t.timingTotal)};
}

// "useful_tomb 12, taboo_value 11 …; none of these 25", most frequent first.
QString tiesText(const CorpusTally& t)
{
    QList<std::pair<int, QString>> byCount;
    for (auto it = t.beyondThreeTies.begin(); it != t.beyondThreeTies.end(); ++it) byCount.append({-it.value(), it.key()});
    std::sort(byCount.begin(), byCount.end());
    QStringList parts;
    for (const auto& [n, code] : byCount) parts << code + u' ' + QString::number(-n);
    return parts.join(u", "_s) + u"; none of these "_s + QString::number(t.beyondThreeUntied);
}

QJsonObject tiesJson(const CorpusTally& t)
{
    QJsonObject ties;
    for (auto it = t.beyondThreeTies.begin(); it != t.beyondThreeTies.end(); ++it) ties[it.key()] = it.value();
    return {{u"by_tie"_s, ties}, {u"untied"_s, t.beyondThreeUntied}};
}

QJsonObject tallyJson(const CorpusTally& t)
{
    return {{u"cases"_s, t.cases}, {u"unaskable"_s, t.unaskable},
            {u"useful"_s, QJsonObject{{u"agree"_s, t.usefulAgree}, {u"of"_s, t.usefulTotal}}},
            {u"line"_s, QJsonObject{{u"agree"_s, t.lineAgree}, {u"of"_s, t.lineTotal}}},
            {u"verdict"_s, QJsonObject{{u"agree"_s, t.verdictAgree}, {u"opposite"_s, t.verdictOpposite},
                                       {u"mixed"_s, t.verdictMixed}, {u"of"_s, t.verdictTotal}}},
            {u"timing"_s, QJsonObject{{u"first_three"_s, t.timingTop3}, {u"anywhere"_s, t.timingAny}, {u"of"_s, t.timingTotal},
                                      {u"beyond_three"_s, tiesJson(t)}}}};
}

} // namespace

QString corpusScoreText(const CorpusScore& s)
{
    const QStringList rows = {u"cases"_s, u"cannot be asked"_s, u"用神 relation"_s, u"用神 line"_s, u"verdict agrees"_s,
                              u"verdict opposite"_s, u"verdict mixed"_s, u"應期 in first three"_s, u"應期 anywhere"_s};
    const QStringList dev = tallyColumn(s.development), held = tallyColumn(s.heldOut);
    QString out = u"%1 %2 %3\n"_s.arg(QString(), -22).arg(u"development"_s, -18).arg(u"held out"_s);
    for (qsizetype i = 0; i < rows.size(); ++i) out += u"%1 %2 %3\n"_s.arg(rows[i], -22).arg(dev[i], -18).arg(held[i]);
    out += u"\nthe author's 應期 beyond the first three, by what his branch is to the 用神, 原神 and 忌神 lines:\n"_s;
    out += u"  development: "_s + tiesText(s.development) + u"\n  held out: "_s + tiesText(s.heldOut) + u'\n';
    out += u"\ncases that differ:\n"_s;
    for (const CaseScore& c : s.cases)
        for (const Difference& d : differencesOf(c)) {
            const QString author = d.ties.isEmpty() ? d.author : d.author + u" ("_s + d.ties.join(u", "_s) + u')';
            out += u"%1%2  %3 %4  author: %5  reading: %6\n"_s.arg(c.c->id, c.c->heldOut ? u" (held)"_s : QString(),
                                                                   c.c->label, d.kind, author, d.reading);
        }
    return out;
}

QJsonObject corpusScoreJson(const CorpusScore& s)
{
    QJsonArray differences;
    for (const CaseScore& c : s.cases)
        for (const Difference& d : differencesOf(c)) {
            QJsonObject o{{u"id"_s, c.c->id}, {u"held_out"_s, c.c->heldOut}, {u"class"_s, d.kind},
                          {u"author"_s, d.author}, {u"reading"_s, d.reading}};
            if (d.kind == u"timing"_s) o[u"author_ties"_s] = QJsonArray::fromStringList(d.ties);
            differences.append(o);
        }
    return {{u"development"_s, tallyJson(s.development)}, {u"held_out"_s, tallyJson(s.heldOut)},
            {u"differences"_s, differences}};
}

} // namespace najia::base
