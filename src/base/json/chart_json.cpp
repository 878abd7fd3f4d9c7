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

// The text sheet; with `reading`, each line also carries the reading's 用/原/忌/仇 marks. Columns
// are padded to their widest cell.
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
    const std::vector<SheetRow> rows = sheetRows(c, a, s, reading);
    const auto widest = [&rows](QString SheetRow::*cell, qsizetype least) {
        for (const SheetRow& r : rows) least = std::max(least, (r.*cell).size());
        return least;
    };
    const qsizetype hiddenWidth = widest(&SheetRow::hidden, zh ? 6 : 23) + 1;
    const qsizetype readingWidth = widest(&SheetRow::reading, 0);
    const qsizetype selfWidth = std::max(text(SheetLabel::Self, s).size(), text(SheetLabel::Other, s).size());
    const qsizetype rolesWidth = widest(&SheetRow::roles, 0);
    const qsizetype marksWidth = widest(&SheetRow::marks, 0);
    for (const SheetRow& r : rows) {
        QString row = r.spirit.leftJustified(zh ? 3 : 15) + r.hidden.leftJustified(hiddenWidth);
        row += r.reading.leftJustified(readingWidth) + u"  "_s + r.glyph;
        row += u' ' + r.selfOther.leftJustified(selfWidth);
        if (rolesWidth > 0) row += u' ' + r.roles.leftJustified(rolesWidth);
        if (marksWidth > 0) row += u"  "_s + r.marks.leftJustified(marksWidth);
        if (!r.changed.isEmpty()) row += u"   "_s + r.changed;
        while (row.endsWith(u' ')) row.chop(1);
        out += row.trimmed() == QString() ? QString() : row + u'\n';
    }
    const QString chartLevel = chartFindingsText(a, s);
    if (!chartLevel.isEmpty()) out += u'\n' + chartLevel;
    return out;
}

} // namespace

std::vector<SheetRow> sheetRows(const Chart& c, const Analysis& a, Script s, const Interpretation* reading)
{
    std::vector<SheetRow> rows;
    // 上爻 first. (Not std::views::reverse: clang 14, the fuzz preset's compiler, rejects it over
    // libstdc++ 12's std::array.)
    for (auto line = c.lines.rbegin(); line != c.lines.rend(); ++line) {
        const ChartLine& l = *line;
        const LinePos pos = l.position;
        SheetRow r;
        r.spirit = l.spirit ? text(*l.spirit, s) : QString();
        if (l.hidden) {
            r.hidden = lineReadingText(l.hidden->reading, s);
            // 伏神 with their own marks (可出, 空 …) in parentheses.
            const QString m = findingMarks(a, Subject::at(Layer::Hidden, pos), s);
            if (!m.isEmpty()) r.hidden += u'(' + m + u')';
        }
        r.reading = lineReadingText(l.reading, s);
        r.glyph = lineGlyph(l);
        r.selfOther = pos == c.primary.self ? text(SheetLabel::Self, s) : pos == c.primary.other ? text(SheetLabel::Other, s) : QString();
        if (reading) r.roles = roleMarksText(*reading, Layer::Primary, pos, s);
        // Findings as compact marks (空, 破, 暗動, 化進 …).
        r.marks = findingMarks(a, Subject::at(Layer::Primary, pos), s);
        if (l.changed) r.changed = lineReadingText(*l.changed, s) + changedMarks(a, pos, s);
        rows.push_back(r);
    }
    return rows;
}

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
