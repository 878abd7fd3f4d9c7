#include "base/wording/case_text.h"

#include "base/json/chart_json.h"
#include "base/json/findings_json.h"
#include "base/json/reading_json.h"
#include "base/wording/chart_wording.h"
#include "base/wording/term_text.h"
#include "engine/reading/reading_terms.h"

#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

// The words around the chart, in the chart's script.
QString label(Script s, const char* traditional, const char* simplified, const char* english)
{
    return QString::fromUtf8(s == Script::English ? english : s == Script::Simplified ? simplified : traditional);
}

// 「問題：夫病　疾病　所問 夫　問者 女　久病」, or empty without a question.
QString questionLine(const ChartRecord& r, const ComputedChart& c, Script s)
{
    if (r.question.isEmpty() && r.category.isEmpty()) return {};
    QStringList parts;
    if (!r.question.isEmpty()) parts << label(s, "問題：", "问题：", "Question: ") + r.question;
    if (!r.category.isEmpty()) parts << text(c.reading.question.category, s);
    if (r.subject != QuestionSubject::Self) parts << label(s, "所問 ", "所问 ", "about ") + text(r.subject, s);
    if (r.sex != Sex::Unstated) parts << label(s, "問者 ", "问者 ", "asker ") + text(r.sex, s);
    if (r.illness != IllnessAge::Unstated) parts << text(r.illness, s);
    if (!r.decided.empty()) parts << decidedWords(r.decided, s);
    return parts.join(s == Script::English ? u"; "_s : u"　"_s);
}

// The heading lines: title, question, moment, pillars, rulers.
QStringList headingLines(const ChartRecord& r, const ComputedChart& c, Script s)
{
    const ChartHeading h = chartHeading(c.chart, s);
    QStringList lines{h.primary + (h.changed.isEmpty() ? QString() : u"  →  "_s + h.changed)};
    if (const QString q = questionLine(r, c, s); !q.isEmpty()) lines << q;
    if (r.moment) lines << text(SheetLabel::Gregorian, s) + u' ' + r.moment->civil + u' ' + r.moment->zone;
    if (!h.pillars.isEmpty()) lines << h.pillars;
    lines << h.rulers;
    return lines;
}

QStringList columnLabels(Script s)
{
    return {text(SheetLabel::Spirits, s), text(SheetLabel::Hidden, s), text(SheetLabel::Primary, s), QString(),
            text(SheetLabel::Self, s) + text(SheetLabel::Other, s), label(s, "用神", "用神", "Roles"),
            label(s, "斷", "断", "Marks"), text(SheetLabel::Changed, s)};
}

QStringList cells(const SheetRow& r) { return {r.spirit, r.hidden, r.reading, r.glyph.trimmed(), r.selfOther, r.roles, r.marks, r.changed}; }

// Markdown's punctuation, escaped so that a cell reads as its text.
QString escapedMarkdown(QString t)
{
    QString out;
    for (const QChar c : t) {
        if (QStringView(u"\\`*_[]<>|#").contains(c)) out += u'\\';
        out += c;
    }
    return out;
}

// A line break Markdown keeps: two spaces before the newline.
QString markdownLines(const QStringList& lines)
{
    QStringList escaped;
    for (const QString& l : lines) escaped << escapedMarkdown(l);
    return escaped.join(u"  \n"_s) + u'\n';
}

QStringList readingLines(const ComputedChart& c, Script s)
{
    return readingToText(c.reading, c.chart, s, c.castMoment).split(u'\n', Qt::SkipEmptyParts);
}

QString readingTitle(Script s) { return label(s, "斷卦", "断卦", "Reading"); }
QString notesTitle(Script s) { return label(s, "筆記", "笔记", "Notes"); }

} // namespace

QString caseMarkdown(const ChartRecord& r, const ComputedChart& c, Script s, CaseParts parts)
{
    const QStringList head = headingLines(r, c, s);
    QString out = u"## "_s + escapedMarkdown(head.front()) + u"\n\n"_s + markdownLines(head.mid(1)) + u'\n';
    const QStringList labels = columnLabels(s);
    out += u"| "_s + labels.join(u" | "_s) + u" |\n|"_s + QString(u"---|"_s).repeated(labels.size()) + u'\n';
    for (const SheetRow& row : sheetRows(c.chart, c.analysis, s, parts == CaseParts::ChartAndReading ? &c.reading : nullptr)) {
        QStringList escaped;
        for (const QString& cell : cells(row)) escaped << escapedMarkdown(cell);
        out += u"| "_s + escaped.join(u" | "_s) + u" |\n"_s;
    }
    if (const QString level = chartFindingsText(c.analysis, s); !level.isEmpty())
        out += u'\n' + markdownLines(level.split(u'\n', Qt::SkipEmptyParts));
    if (parts == CaseParts::ChartAndReading) out += u"\n### "_s + readingTitle(s) + u"\n\n"_s + markdownLines(readingLines(c, s));
    if (!r.notes.isEmpty()) out += u"\n### "_s + notesTitle(s) + u"\n\n"_s + markdownLines(r.notes.split(u'\n'));
    return out;
}

QString caseHtml(const ChartRecord& r, const ComputedChart& c, Script s, CaseParts parts, const QString& inlineSvg)
{
    const auto esc = [](const QString& t) { return t.toHtmlEscaped(); };
    const auto paragraph = [&](const QStringList& lines) -> QString {
        QStringList e;
        for (const QString& l : lines) e << esc(l);
        return u"<p>"_s + e.join(u"<br>\n"_s) + u"</p>\n"_s;
    };
    const QStringList head = headingLines(r, c, s);
    const QString lang = s == Script::English ? u"en"_s : s == Script::Simplified ? u"zh-Hans"_s : u"zh-Hant"_s;
    QString out = u"<!DOCTYPE html>\n<html lang=\""_s + lang + u"\">\n<head>\n<meta charset=\"utf-8\">\n<title>"_s + esc(head.front()) +
                  u"</title>\n<style>\nbody{font-family:\"Noto Sans CJK TC\",\"Noto Sans CJK SC\",sans-serif;margin:2em;}\n"
                  "table{border-collapse:collapse;}th,td{border:1px solid #999;padding:.2em .6em;white-space:nowrap;}\n"
                  "th{background:#eee;}td.glyph{font-family:monospace;}\n</style>\n</head>\n<body>\n"_s;
    out += u"<h2>"_s + esc(head.front()) + u"</h2>\n"_s + paragraph(head.mid(1));
    if (!inlineSvg.isEmpty()) out += u"<figure>\n"_s + inlineSvg + u"\n</figure>\n"_s;
    out += u"<table>\n<tr>"_s;
    for (const QString& l : columnLabels(s)) out += u"<th>"_s + esc(l) + u"</th>"_s;
    out += u"</tr>\n"_s;
    for (const SheetRow& row : sheetRows(c.chart, c.analysis, s, parts == CaseParts::ChartAndReading ? &c.reading : nullptr)) {
        out += u"<tr>"_s;
        const QStringList cs = cells(row);
        for (qsizetype i = 0; i < cs.size(); ++i) out += (i == 3 ? u"<td class=\"glyph\">"_s : u"<td>"_s) + esc(cs[i]) + u"</td>"_s;
        out += u"</tr>\n"_s;
    }
    out += u"</table>\n"_s;
    if (const QString level = chartFindingsText(c.analysis, s); !level.isEmpty()) out += paragraph(level.split(u'\n', Qt::SkipEmptyParts));
    if (parts == CaseParts::ChartAndReading) out += u"<h3>"_s + readingTitle(s) + u"</h3>\n"_s + paragraph(readingLines(c, s));
    if (!r.notes.isEmpty()) out += u"<h3>"_s + notesTitle(s) + u"</h3>\n"_s + paragraph(r.notes.split(u'\n'));
    return out + u"</body>\n</html>\n"_s;
}

} // namespace najia::base
