#include "base/json/chart_json.h"
#include "base/wording/term_text.h"

#include "engine/calendar/xunkong.h"
#include "base/wording/chart_wording.h"
#include "base/json/reading_json.h"
#include "base/json/findings_json.h"
#include "engine/hexagram_names.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <ranges>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;
QString text(GanZhi g, Script s) { return QString::fromStdString(name(g, s)); }
QString fullName(Hexagram h, Script s) { return QString::fromUtf8(hexagramName(h).full.in(s)); }

QJsonObject readingJson(const LineReading& r, Script s)
{
    return {{u"stem"_s, text(r.stem, s)},
            {u"branch"_s, text(r.branch, s)},
            {u"element"_s, text(r.element, s)},
            {u"relation"_s, text(r.relation, s)}};
}

QJsonValue pillarJson(const std::optional<GanZhi>& g, Script s)
{
    return g ? QJsonValue(text(*g, s)) : QJsonValue(QJsonValue::Null);
}

QJsonObject hexagramJson(const HexagramFacts& f, Script s)
{
    return {{u"name"_s, fullName(f.hexagram, s)},
            {u"palace"_s, text(f.place.palace, s)},
            {u"kind"_s, text(f.place.generation, s)}};
}

QJsonValue echoJson(Echo e, Script s)
{
    return e == Echo::None ? QJsonValue(QJsonValue::Null) : QJsonValue(text(e, s));
}

QJsonObject lineJson(const ChartLine& l, Script s)
{
    QJsonObject o = readingJson(l.reading, s);
    o[u"position"_s] = l.position.number();
    o[u"yang"_s] = l.yang();
    o[u"moving"_s] = l.moving();
    o[u"spirit"_s] = l.spirit ? QJsonValue(text(*l.spirit, s)) : QJsonValue(QJsonValue::Null);
    if (l.hidden) {
        QJsonObject h = readingJson(l.hidden->reading, s);
        h[u"fei_fu"_s] = text(l.hidden->feiFu, s);
        o[u"hidden"_s] = h;
    } else {
        o[u"hidden"_s] = QJsonValue::Null;
    }
    if (l.changed) {
        QJsonObject changed = readingJson(*l.changed, s);
        changed[u"echo"_s] = echoJson(l.echo, s);
        o[u"changed"_s] = changed;
    } else {
        o[u"changed"_s] = QJsonValue::Null;
    }
    return o;
}

QJsonArray bodyLines(const Body& b)
{
    QJsonArray lines;
    for (const LinePos pos : linesIn(b.lines)) lines.append(pos.number());
    return lines;
}

} // namespace

QJsonObject chartToJson(const Chart& c, Script s, const Analysis* analysis)
{
    QJsonObject o = hexagramJson(c.primary, s);
    o[u"palace_element"_s] = text(palaceElement(c.primary.place.palace), s);
    o[u"shi"_s] = c.primary.self.number();
    o[u"ying"_s] = c.primary.other.number();
    o[u"six_clash"_s] = c.primary.sixClash;
    o[u"six_harmony"_s] = c.primary.sixHarmony;
    const Pillars& p = c.pillars;
    QJsonValue month = pillarJson(p.month, s);
    if (!p.month && p.monthBranchOnly) month = text(*p.monthBranchOnly, s);
    QJsonValue year = pillarJson(p.year, s);
    if (!p.year && p.yearBranchOnly) year = text(*p.yearBranchOnly, s);
    o[u"pillars"_s] = QJsonObject{{u"year"_s, year},
                                  {u"month"_s, month},
                                  {u"day"_s, pillarJson(p.day, s)},
                                  {u"hour"_s, pillarJson(p.hour, s)}};
    if (p.day) {
        const auto v = calendar::voidBranches(*p.day);
        o[u"xunkong"_s] = QJsonArray{text(v[0], s), text(v[1], s)};
    } else {
        o[u"xunkong"_s] = QJsonValue::Null;
    }
    QJsonObject body{{u"branch"_s, text(c.body.branch, s)}, {u"lines"_s, bodyLines(c.body)}};
    if (c.body.progress != BodyProgress::None) body[u"progress"_s] = text(c.body.progress, s);
    o[u"body"_s] = body;
    if (c.changed) {
        QJsonObject changed = hexagramJson(*c.changed, s);
        const ChangeFacts& f = *c.change;
        changed[u"sixteen_change"_s] = f.sixteen ? QJsonValue(text(*f.sixteen, s)) : QJsonValue(QJsonValue::Null);
        changed[u"reversal"_s] = f.reversal;
        changed[u"inner_echo"_s] = echoJson(f.inner, s);
        changed[u"outer_echo"_s] = echoJson(f.outer, s);
        changed[u"inner_to_tomb"_s] = f.innerToTomb;
        changed[u"outer_to_tomb"_s] = f.outerToTomb;
        o[u"changed"_s] = changed;
    } else {
        o[u"changed"_s] = QJsonValue::Null;
    }
    QJsonArray lines;
    for (const ChartLine& l : c.lines) lines.append(lineJson(l, s));
    o[u"lines"_s] = lines;
    addFindings(o, analysis ? *analysis : analyze(c), s);
    return o;
}

namespace {

QString lineGlyph(const ChartLine& l)
{
    const QString mark = l.moving() ? u' ' + movingMark(l.value) : u"  "_s;
    return (l.yang() ? u"▅▅▅▅▅"_s : u"▅▅ ▅▅"_s) + mark;
}

// The marks of a 變爻, in parentheses after it.
QString changedMarks(const Analysis& a, LinePos pos, Script s)
{
    const QString m = findingMarks(a, Subject::at(Layer::Changed, pos), s);
    return m.isEmpty() ? QString() : u" ("_s + m + u')';
}

} // namespace

namespace {

// The text sheet; with `reading`, each line also carries the reading's 用/原/忌/仇 marks.
QString sheetText(const Chart& c, Script s, const Analysis* analysis, const Interpretation* reading)
{
    const Analysis a = analysis ? *analysis : analyze(c);
    const bool zh = s != Script::English;
    QString out;
    const ChartHeading heading = chartHeading(c, s);
    out += heading.primary;
    if (!heading.changed.isEmpty()) out += u"  →  "_s + heading.changed;
    out += u'\n';
    if (!heading.pillars.isEmpty()) out += heading.pillars + u'\n';
    out += heading.rulers + u"\n\n"_s;
    // Findings as compact marks (空, 破, 暗動, 化進 …) in a column of their own.
    std::array<QString, LinePos::count> marks;
    qsizetype marksWidth = 0;
    for (const LinePos pos : allLines) {
        marks[pos.index()] = findingMarks(a, Subject::at(Layer::Primary, pos), s);
        marksWidth = std::max(marksWidth, marks[pos.index()].size());
    }
    // 伏神 with their own marks (可出, 空 …) in parentheses.
    std::array<QString, LinePos::count> hidden;
    qsizetype hiddenWidth = zh ? 7 : 24;
    for (const ChartLine& l : c.lines) {
        QString h;
        if (l.hidden) {
            h = lineReadingText(l.hidden->reading, s);
            const QString m = findingMarks(a, Subject::at(Layer::Hidden, l.position), s);
            if (!m.isEmpty()) h += u'(' + m + u')';
        }
        hidden[l.position.index()] = h;
        hiddenWidth = std::max(hiddenWidth, h.size() + 1);
    }
    qsizetype readingWidth = 0;
    for (const ChartLine& l : c.lines) readingWidth = std::max(readingWidth, lineReadingText(l.reading, s).size());
    const qsizetype selfWidth = std::max(text(SheetLabel::Self, s).size(), text(SheetLabel::Other, s).size());
    std::array<QString, LinePos::count> roles;
    qsizetype rolesWidth = 0;
    if (reading)
        for (const LinePos pos : allLines) {
            roles[pos.index()] = roleMarksText(*reading, Layer::Primary, pos, s);
            rolesWidth = std::max(rolesWidth, roles[pos.index()].size());
        }
    // 上爻 first. (Not std::views::reverse: clang 14, the fuzz preset's compiler, rejects it over
    // libstdc++ 12's std::array.)
    for (auto line = c.lines.rbegin(); line != c.lines.rend(); ++line) {
        const ChartLine& l = *line;
        const LinePos pos = l.position;
        QString row = (l.spirit ? text(*l.spirit, s) : QString()).leftJustified(zh ? 3 : 15);
        row += hidden[pos.index()].leftJustified(hiddenWidth);
        row += lineReadingText(l.reading, s).leftJustified(readingWidth) + u"  "_s + lineGlyph(l);
        const QString selfOther = pos == c.primary.self    ? text(SheetLabel::Self, s)
                                  : pos == c.primary.other ? text(SheetLabel::Other, s)
                                                           : QString();
        row += u' ' + selfOther.leftJustified(selfWidth);
        if (rolesWidth > 0) row += u' ' + roles[pos.index()].leftJustified(rolesWidth);
        if (marksWidth > 0) row += u"  "_s + marks[pos.index()].leftJustified(marksWidth);
        if (l.changed) row += u"   "_s + lineReadingText(*l.changed, s) + changedMarks(a, pos, s);
        while (row.endsWith(u' ')) row.chop(1);
        out += row.trimmed() == QString() ? QString() : row + u'\n';
    }
    const QString chartLevel = chartFindingsText(a, s);
    if (!chartLevel.isEmpty()) out += u'\n' + chartLevel;
    return out;
}

} // namespace

QString chartToText(const Chart& c, Script s, const Analysis* analysis) { return sheetText(c, s, analysis, nullptr); }

QString chartToTextWithRoles(const Chart& c, Script s, const Analysis& analysis, const Interpretation& reading)
{
    return sheetText(c, s, &analysis, &reading);
}

Result<Cast> parseCast(const QString& digits)
{
    if (digits.size() != 6)
        return Error{"expected six digits 6-9, 初爻 (bottom) first, such as 987677; got '" +
                     digits.toStdString() + "'"};
    Cast cast{};
    for (const LinePos pos : allLines) {
        const QChar digit = digits[static_cast<qsizetype>(pos.index())];
        const int d = digit.digitValue();
        if (d < 6 || d > 9)
            return Error{"'" + QString(digit).toStdString() + "' is not a line value (6 老陰, 7 少陽, 8 少陰, 9 老陽)"};
        cast[pos.index()] = static_cast<LineValue>(d);
    }
    return cast;
}

} // namespace najia::base
