#include "base/document/decided_time.h"
#include "base/json/reading_json.h"
#include "base/wording/term_text.h"

#include "base/wording/chart_wording.h"
#include "base/json/findings_json.h"
#include "base/wording/script_text.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/reading/reading_terms.h"
#include "engine/reading/verses.h"

#include <QJsonArray>
#include <QStringList>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;
template <class E> QString code(E value) { return QString::fromUtf8(codeOf(value)); }

QString layerCode(Layer l)
{
    constexpr const char16_t* codes[] = {u"primary", u"changed", u"hidden", u"chart"};
    return QString::fromUtf16(codes[static_cast<int>(l)]);
}

// The passage behind a 取用 rule: not on the chart, or several lines (the old rule or 野鶴's).
std::optional<ReadingRuleId> pickSource(const UsefulPick& p)
{
    if (p.line.layer == Layer::Hidden || p.rule == PickRule::Changed) return ReadingRuleId::PickNotOnChart;
    if (p.rule == PickRule::Void || p.rule == PickRule::Broken) return ReadingRuleId::PickSeveralZengShan;
    if (p.rule == PickRule::OnRuler) return ReadingRuleId::PickOnRuler;
    if (p.rule == PickRule::OnSelf) return ReadingRuleId::PickOnSelf;
    if (!p.alternatives.empty()) return ReadingRuleId::PickSeveral;
    return std::nullopt;
}

QJsonObject sourceJson(const Source& s)
{
    QJsonObject o{{u"code"_s, QString::fromUtf8(s.code)},
                  {u"book"_s, QString::fromUtf8(s.book)},
                  {u"passage"_s, QString::fromUtf8(s.passage)}};
    if (!s.seed.empty()) {
        o[u"seed"_s] = QString::fromUtf8(s.seed);
        o[u"line"_s] = s.line;
    }
    return o;
}

QJsonArray positions(std::uint8_t mask)
{
    QJsonArray a;
    for (const LinePos pos : linesIn(mask)) a.append(pos.number());
    return a;
}

QString dateText(calendar::sys_days d)
{
    const std::chrono::year_month_day ymd(d);
    const QChar zero = u'0';
    return u"%1-%2-%3"_s.arg(int(ymd.year()), 4, 10, zero)
        .arg(unsigned(ymd.month()), 2, 10, zero)
        .arg(unsigned(ymd.day()), 2, 10, zero);
}

// A factor's value in words: the season, the void's kind, the stage or the moving lines.
QJsonValue factorValue(const Factor& f, Script s)
{
    if (f.value < 0) return QJsonValue();
    switch (f.kind) {
    case FactorKind::Season: return text(static_cast<Season>(f.value), s);
    case FactorKind::Void: return text(static_cast<VoidKind>(f.value), s);
    case FactorKind::TombOnDay:
    case FactorKind::BirthOnDay: return text(static_cast<LifeStage>(f.value), s);
    default: break;
    }
    return positions(static_cast<std::uint8_t>(f.value));
}

// 「衰 無傷 吉」: the verdict's words.
QString verdictWords(const Verdict& v, Script s)
{
    QStringList words;
    if (v.strength) words << text(*v.strength, s);
    words << text(v.rescue, s) << text(v.tendency, s);
    return words.join(u' ');
}

// A factor in the verdict's words: the season by its state (旺 相 休 囚 死), any other by its name.
QString factorWord(const Factor& f, Script s)
{
    const QJsonValue v = f.kind == FactorKind::Season ? factorValue(f, s) : QJsonValue();
    return v.isString() ? v.toString() : text(f.kind, s);
}

// The verdict as one sentence a practitioner would write (issue 34), its reasons ranked: first the reasons on the side
// the verdict takes — a question's own rule that settled it, then the other decisive ones, then the rest — then 「雖」
// the decisive reasons against it, what the weighing turned on (無氣, 有救 / 無救; not when a rule of the question
// settled it) and the tendency: 「子孫持世，雖日扶、日生旺，凶。」, 「發動，雖死、日克，吉。」; a mixed verdict sets the helps
// against the hurts with 「而」. Factors that neither help nor hurt are left out.
QString verdictSentence(const StrengthReading& st, Script s)
{
    const bool english = s == Script::English;
    const QString sep = english ? u", "_s : u"、"_s;
    const QString comma = english ? u", "_s : u"，"_s;
    const Verdict& v = st.verdict;
    bool settled = false;
    // The factors of one side, ranked: settling, decisive, the rest (unless decisiveOnly).
    const auto named = [&](Effect e, bool decisiveOnly, bool winning) {
        std::array<QStringList, 3> ranks;
        for (const Factor& f : st.factors) {
            if (f.effect != e || (decisiveOnly && !f.decisive)) continue;
            const bool settles = f.decisive && settlesVerdict(f.kind);
            settled |= settles && winning;
            ranks[settles ? 0 : f.decisive ? 1 : 2] << factorWord(f, s);
        }
        return (ranks[0] + ranks[1] + ranks[2]).join(sep);
    };
    const bool mixed = v.tendency == Tendency::Mixed;
    const Effect side = v.tendency == Tendency::Unfavourable ? Effect::Hurts : Effect::Helps;
    const QString win = named(side, false, !mixed);
    const QString lose = named(side == Effect::Helps ? Effect::Hurts : Effect::Helps, !mixed, false);
    // The side taken is never empty but in a mixed verdict: 吉 needs a help (its 氣), 凶 a hurt.
    const QString turn = english ? (mixed ? u"; against it "_s : u"; though "_s) : (mixed ? u"；而"_s : u"，雖"_s);
    QString out = win.isEmpty() || lose.isEmpty() ? QString(win + lose) : QString(win + turn + lose);
    QStringList states;
    if (!settled) {
        if (v.qi == Qi::None || mixed) states << text(v.qi, s);
        if (v.rescue != Rescue::NotNeeded && (mixed || (v.rescue == Rescue::Rescued) == (side == Effect::Helps)))
            states << text(v.rescue, s);
    }
    if (!states.isEmpty()) out += (out.isEmpty() ? QString() : comma) + states.join(comma);
    const QString end = english ? u"."_s : u"。"_s;
    if (out.isEmpty()) return text(v.tendency, s) + end;
    return out + (english ? u": "_s : u"，"_s) + text(v.tendency, s) + end;
}

QJsonObject strengthJson(const StrengthReading& r, Script s)
{
    QJsonArray factors;
    for (const Factor& f : r.factors) {
        QJsonObject o{{u"kind"_s, code(f.kind)},
                      {u"name"_s, text(f.kind, s)},
                      {u"effect"_s, code(f.effect)},
                      {u"decisive"_s, f.decisive},
                      {u"source"_s, sourceJson(f.source)}};
        if (const QJsonValue v = factorValue(f, s); !v.isNull()) o[u"value"_s] = v;
        factors.append(o);
    }
    QJsonObject verdict{{u"rescue"_s, code(r.verdict.rescue)}, {u"tendency"_s, code(r.verdict.tendency)},
                        {u"qi"_s, code(r.verdict.qi)}, {u"text"_s, verdictWords(r.verdict, s)},
                        {u"sentence"_s, verdictSentence(r, s)}};
    verdict[u"strength"_s] = r.verdict.strength ? QJsonValue(code(*r.verdict.strength)) : QJsonValue();
    return {{u"role"_s, code(r.role)}, {u"layer"_s, layerCode(r.line.layer)}, {u"line"_s, r.line.position},
            {u"verdict"_s, verdict}, {u"factors"_s, factors}};
}

const StrengthReading* strengthAt(const Interpretation& r, LineRef line, Role role)
{
    for (const StrengthReading& s : r.strength)
        if (s.line == line && s.role == role) return &s;
    return nullptr;
}

QJsonObject usefulJson(const Interpretation& r, const UsefulPick& p, Script s)
{
    QJsonArray alternatives;
    for (LineRef a : p.alternatives) alternatives.append(QJsonObject{{u"layer"_s, layerCode(a.layer)}, {u"line"_s, a.position}});
    QJsonObject o{{u"by"_s, code(p.target.by)},
                  {u"relation"_s, text(p.relation, s)},
                  {u"element"_s, text(p.element, s)},
                  {u"layer"_s, p.line.layer == Layer::Chart ? code(p.rule) : layerCode(p.line.layer)},
                  {u"rule"_s, code(p.rule)},
                  {u"rule_name"_s, text(p.rule, s)},
                  {u"table_rule"_s, sourceJson(sourceOf(p.tableRule))},
                  {u"alternatives"_s, alternatives}};
    o[u"line"_s] = p.line.layer == Layer::Chart ? QJsonValue() : QJsonValue(p.line.position);
    if (const auto rule = pickSource(p)) o[u"rule_source"_s] = sourceJson(sourceOf(*rule));
    if (const StrengthReading* st = strengthAt(r, p.line, Role::Useful)) o[u"strength"_s] = strengthJson(*st, s);
    return o;
}

QJsonArray rolesJson(const Interpretation& r, Script s)
{
    QJsonArray out;
    for (const RoleEntry& e : r.roles) {
        QJsonObject o{{u"role"_s, code(e.role)},
                      {u"name"_s, text(e.role, s)},
                      {u"element"_s, text(e.element, s)},
                      {u"relation"_s, text(e.relation, s)},
                      {u"lines"_s, positions(e.lines)},
                      {u"moving"_s, positions(e.moving)}};
        for (const StrengthReading& st : r.strength)
            if (st.role == e.role) o[u"strength"_s] = strengthJson(st, s);
        out.append(o);
    }
    return out;
}

QJsonArray timingJson(const Interpretation& r, Script s, const std::optional<CastMoment>& m)
{
    QJsonArray out;
    for (const TimingCandidate& t : r.timing) {
        QJsonArray dates;
        if (m)
            for (calendar::sys_days d : timingDates(t.branch, t.unit, *m, kTimingDates)) dates.append(dateText(d));
        out.append(QJsonObject{{u"rule"_s, code(t.rule)},
                               {u"name"_s, text(t.rule, s)},
                               {u"branch"_s, text(t.branch, s)},
                               {u"unit"_s, code(t.unit)},
                               {u"source"_s, sourceJson(t.source)},
                               {u"dates"_s, dates}});
    }
    return out;
}

QJsonArray versesJson(const Interpretation& r)
{
    QJsonArray out;
    for (std::uint16_t i : r.verses) out.append(sourceJson(verses()[i].source()));
    return out;
}

QString lineText(LineRef l, const Chart& c, Script s)
{
    const std::optional<LinePos> p = l.line();
    if (l.layer == Layer::Chart || !p) return {};
    const ChartLine& cl = c.line(*p);
    const LineReading& r = l.layer == Layer::Changed ? *cl.changed : l.layer == Layer::Hidden ? cl.hidden->reading : cl.reading;
    const QString where = l.layer == Layer::Primary ? QString() : l.layer == Layer::Changed ? u"→"_s : u"伏"_s;
    return u"%1%2 %3%4%5"_s.arg(l.position).arg(where, text(r.relation, s), text(r.branch, s), text(r.element, s));
}

void strengthText(QString& out, const StrengthReading& st, const Chart& c, Script s)
{
    out += u"  "_s + text(st.role, s) + u" "_s + lineText(st.line, c, s) + u": "_s + verdictSentence(st, s) + u'\n';
    for (const Factor& f : st.factors) {
        const QChar sign = f.effect == Effect::Helps ? u'+' : f.effect == Effect::Hurts ? u'-' : u'=';
        QString value;
        if (const QJsonValue v = factorValue(f, s); v.isString()) value = u" "_s + v.toString();
        else if (v.isArray()) value = u" "_s + QString::number(v.toArray().size()) + u"×"_s;
        out += u"    %1 %2%3%4  — %5\n"_s.arg(sign).arg(text(f.kind, s), value, f.decisive ? u" *"_s : QString(), sourceText(f.source, s));
    }
}

} // namespace

QString sourceText(const Source& source, Script s)
{
    return citationText({source.book.empty() ? source.code : source.book, source.seed, source.line, source.passage}, s);
}

QJsonObject readingToJson(const Interpretation& r, const Chart&, Script s, const std::optional<CastMoment>& moment)
{
    const Question& q = r.question;
    QJsonObject o{{u"question"_s, QJsonObject{{u"category"_s, code(q.category)},
                                             {u"subject"_s, code(q.subject)},
                                             {u"sex"_s, code(q.sex)},
                                             {u"illness_age"_s, code(q.illness)},
                                             {u"text"_s, QString(text(q.category, s) + u" · "_s + text(q.subject, s))}}},
                  {u"useful"_s, usefulJson(r, r.useful.front(), s)},
                  {u"roles"_s, rolesJson(r, s)},
                  {u"verses"_s, versesJson(r)},
                  {u"timing"_s, timingJson(r, s, moment)}};
    if (r.useful.size() > 1) o[u"second_useful"_s] = usefulJson(r, r.useful[1], s);
    // Only when given, so that a reading stored before the key existed still compares equal (casebook).
    if (const DecidedTime d = decidedOf(q); !d.empty()) {
        QJsonObject question = o[u"question"_s].toObject();
        question[u"decided"_s] = decidedText(d);
        o[u"question"_s] = question;
    }
    if (const StrengthReading* st = strengthAt(r, r.useful.front().line, Role::Useful)) o[u"strength"_s] = strengthJson(*st, s);
    else o[u"strength"_s] = QJsonValue();
    return o;
}

QString questionHeader(const Question& q, Script s)
{
    QString out = text(q.category, s) + u" · "_s + text(q.subject, s);
    if (q.sex != Sex::Unstated) out += u" · "_s + text(q.sex, s);
    if (q.illness != IllnessAge::Unstated) out += u" · "_s + text(q.illness, s);
    if (const QString d = decidedWords(decidedOf(q), s); !d.isEmpty()) out += u" · "_s + d;
    return out;
}

std::vector<Role> rolesAt(const Interpretation& r, Layer layer, LinePos position)
{
    std::vector<Role> out;
    if (!r.useful.empty() && r.useful.front().line == LineRef::at(layer, position)) out.push_back(Role::Useful);
    if (layer != Layer::Primary) return out;
    for (const RoleEntry& e : r.roles)
        if (e.role != Role::Useful && e.role != Role::Idle && position.in(e.lines)) out.push_back(e.role);
    return out;
}

QString roleMarksText(const Interpretation& r, Layer layer, LinePos position, Script s)
{
    QString out;
    for (const Role role : rolesAt(r, layer, position)) {
        const QString word = text(role, s);
        out += s == Script::English ? (out.isEmpty() ? QString() : u" "_s) + word : word.left(1);
    }
    return out;
}

QList<ReadingRow> readingRows(const Interpretation& r, const Chart& c, Script s, const std::optional<CastMoment>& moment)
{
    using K = ReadingRow::Kind;
    QList<ReadingRow> rows;
    const auto at = [](LineRef l) { return l.layer == Layer::Chart ? 0 : int(l.position); };
    for (const UsefulPick& p : r.useful) {
        QString detail = text(p.rule, s);
        QStringList alt;
        for (LineRef a : p.alternatives) alt << lineText(a, c, s);
        if (!alt.isEmpty()) detail += u" (… "_s + alt.join(u", "_s) + u')';
        const Source& table = sourceOf(p.tableRule);
        rows.append({K::Useful, text(Role::Useful, s), text(p.relation, s) + u' ' + (p.line.layer == Layer::Chart ? text(p.rule, s) : lineText(p.line, c, s)),
                     detail, sourceText(table, s), QString::fromUtf8(table.code), at(p.line)});
    }
    for (const RoleEntry& e : r.roles) {
        QStringList lines;
        for (const LinePos pos : linesIn(e.lines)) lines << QString::number(pos.number()) + (pos.in(e.moving) ? movingMark(c.line(pos).value) : QString());
        const Source& roles = sourceOf(ReadingRuleId::Roles);
        rows.append({K::Role, text(e.role, s), text(e.relation, s) + text(e.element, s), lines.join(u' '), sourceText(roles, s),
                     QString::fromUtf8(roles.code), 0});
    }
    for (const StrengthReading& st : r.strength) {
        rows.append({K::Verdict, text(st.role, s), lineText(st.line, c, s), verdictSentence(st, s), QString(), QString(), at(st.line)});
        for (const Factor& f : st.factors) {
            const QString sign = f.effect == Effect::Helps ? u"+"_s : f.effect == Effect::Hurts ? u"-"_s : u"="_s;
            QString value;
            if (const QJsonValue v = factorValue(f, s); v.isString()) value = v.toString();
            rows.append({K::Factor, sign + (f.decisive ? u" *"_s : QString()), text(f.kind, s), value, sourceText(f.source, s),
                         QString::fromUtf8(f.source.code), at(st.line)});
        }
    }
    for (std::uint16_t i : r.verses) {
        const Source v = verses()[i].source();
        rows.append({K::Verse, QString::fromUtf8(Term{"訣", "诀", "verse"}.in(s)), citationPassage({v.book, v.seed, v.line, v.passage}, s), convertScript(QString::fromUtf8(v.book), Script::Traditional, s), sourceText(v, s), QString::fromUtf8(v.code), 0});
    }
    for (const TimingCandidate& t : r.timing) {
        QStringList dates;
        if (moment)
            for (calendar::sys_days d : timingDates(t.branch, t.unit, *moment, kTimingDates)) dates << dateText(d);
        rows.append({K::Timing, QString::fromUtf8(Term{"應期", "应期", "timing"}.in(s)),
                     text(t.rule, s) + u' ' + text(t.branch, s) + text(t.unit, s), dates.join(u' '), sourceText(t.source, s),
                     QString::fromUtf8(t.source.code), 0});
    }
    return rows;
}

QString readingToText(const Interpretation& r, const Chart& c, Script s, const std::optional<CastMoment>& moment, bool allVerses)
{
    QString out;
    const Question& q = r.question;
    out += questionHeader(q, s) + u'\n';
    for (const UsefulPick& p : r.useful) {
        out += text(Role::Useful, s) + u": "_s + text(p.relation, s) + u' ' +
               (p.line.layer == Layer::Chart ? text(p.rule, s) : lineText(p.line, c, s)) + u" ("_s + text(p.rule, s) + u")\n"_s;
        out += u"  "_s + sourceText(sourceOf(p.tableRule), s) + u'\n';
        if (const auto rule = pickSource(p)) out += u"  "_s + sourceText(sourceOf(*rule), s) + u'\n';
        if (!p.alternatives.empty()) {
            QStringList alt;
            for (LineRef a : p.alternatives) alt << lineText(a, c, s);
            out += u"  … "_s + alt.join(u", "_s) + u'\n';
        }
    }
    for (const RoleEntry& e : r.roles) {
        out += text(e.role, s) + u": "_s + text(e.relation, s) + text(e.element, s);
        QStringList lines;
        for (const LinePos pos : linesIn(e.lines)) lines << QString::number(pos.number()) + (pos.in(e.moving) ? movingMark(c.line(pos).value) : QString());
        out += (lines.isEmpty() ? QString() : u" "_s + lines.join(u' ')) + u'\n';
    }
    for (const StrengthReading& st : r.strength) strengthText(out, st, c, s);
    const std::vector<std::uint16_t> ranked = rankedVerses(r);
    const std::size_t shown = allVerses ? ranked.size() : std::min(ranked.size(), kVersesShown);
    for (std::size_t i = 0; i < shown; ++i) out += sourceText(verses()[ranked[i]].source(), s) + u'\n';
    if (shown < ranked.size()) {
        const QString n = QString::number(ranked.size() - shown);
        out += s == Script::English ? u"… "_s + n + u" more verses (--all-verses lists them)\n"_s
                                    : (s == Script::Simplified ? u"… 另有"_s + n + u"条诀未列\n"_s : u"… 另有"_s + n + u"條訣未列\n"_s);
    }
    for (const TimingCandidate& t : r.timing) {
        out += text(t.rule, s) + u' ' + text(t.branch, s) + text(t.unit, s);
        if (moment) {
            QStringList dates;
            for (calendar::sys_days d : timingDates(t.branch, t.unit, *moment, kTimingDates)) dates << dateText(d);
            out += u"  "_s + dates.join(u' ');
        }
        out += u"  — "_s + sourceText(t.source, s) + u'\n';
    }
    return out;
}

} // namespace najia::base
