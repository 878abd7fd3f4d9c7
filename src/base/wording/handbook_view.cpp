#include "base/wording/handbook_view.h"

#include "engine/handbook/corrections.h"
#include "engine/handbook/links.h"
#include "engine/handbook/notes.h"
#include "engine/hexagram_names.h"
#include "base/wording/script_text.h"

#include <QJsonArray>

namespace najia::base {

using namespace handbook;
using namespace Qt::Literals::StringLiterals;

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

namespace {

QString kindKey(PassageKind k)
{
    static const char16_t* keys[] = {u"text", u"commentary", u"note", u"diagram", u"contents"};
    return QString::fromUtf16(keys[static_cast<int>(k)]);
}

QString correctionKindKey(CorrectionKind k)
{
    static const char16_t* keys[] = {u"corrected", u"doubtful", u"damaged", u"taboo"};
    return QString::fromUtf16(keys[static_cast<int>(k)]);
}

QString hitKindKey(HitKind k)
{
    static const char16_t* keys[] = {u"passage", u"correction", u"table", u"zhouyi"};
    return QString::fromUtf16(keys[static_cast<int>(k)]);
}

} // namespace

QString bookTitle(Book b, Script s)
{
    const QString v = fromView(volume(b));
    const QString vol = s == Script::English ? (v.isEmpty() ? QString() : u" vol. "_s + QString::number(volumeNumber(b)))
                                             : (v.isEmpty() ? QString() : u' ' + convertScript(v, Script::Traditional, s));
    return fromView(name(b, s)) + vol;
}

QString sectionTitle(const Passage& p, Script s)
{
    return convertScript(QString::fromStdString(cleanText(sections()[p.section].title)), bookScript(p.book), s);
}

QString passageText(const Passage& p, Script s)
{
    const QString text = QString::fromStdString(cleanText(correctedText(p.id, p.text)));
    // 虎易's notes are modern prose that mixes the scripts (「那么」 on a 繁體 page): on a 繁體 page they go
    // through OpenCC as text written in 简体 would. The books' own text is shown as transmitted.
    if (p.kind == PassageKind::Note && s == Script::Traditional && bookScript(p.book) == Script::Traditional)
        return convertScript(text, Script::Simplified, s);
    return convertScript(text, bookScript(p.book), s);
}

QString zhouyiTitle(const ZhouyiText& t, Script s)
{
    const Hexagram h = hexagramOfKingWen(t.kingWen);
    QString title = fromView(hexagramName(h).full.in(s));
    if (t.part == ZhouyiPart::Line) title += u' ' + QString::fromStdString(lineLabel(h, t.line, s));
    if (t.part == ZhouyiPart::UseNine || t.part == ZhouyiPart::UseSix)
        title += u' ' + QString::fromStdString(lineLabel(h, 7, s));
    return title;
}

QString zhouyiText(const ZhouyiText& t, Script s)
{
    const Hexagram h = hexagramOfKingWen(t.kingWen);
    QString label;
    if (t.part == ZhouyiPart::Line) label = QString::fromStdString(lineLabel(h, t.line, Script::Traditional));
    if (t.part == ZhouyiPart::UseNine || t.part == ZhouyiPart::UseSix)
        label = QString::fromStdString(lineLabel(h, 7, Script::Traditional));
    const QString body = (label.isEmpty() ? QString() : label + u'：') + fromView(t.text);
    return convertScript(body, Script::Traditional, s == Script::English ? Script::Traditional : s);
}

QJsonObject passageJson(const Passage& p, Script s)
{
    QJsonArray corrections;
    for (const Correction* c : correctionsOf(p.id))
        corrections.append(QJsonObject{{u"position"_s, int(c->position)},
                                       {u"transmitted"_s, fromView(c->transmitted)},
                                       {u"corrected"_s, c->corrected.empty() ? QJsonValue() : QJsonValue(fromView(c->corrected))},
                                       {u"kind"_s, correctionKindKey(c->kind)},
                                       {u"reason"_s, fromView(c->reason)},
                                       {u"reason_zh"_s, convertScript(fromView(c->reasonZh), Script::Traditional,
                                                                      s == Script::English ? Script::Traditional : s)}});
    QJsonArray rules;
    for (const std::string_view r : rulesOfPassage(p.id)) rules.append(fromView(r));
    QJsonArray tables;
    for (const TableInfo& t : tableInfos())
        if (t.passage == p.id) tables.append(fromView(t.id));
    return {{u"id"_s, fromView(p.id)},
            {u"book"_s, bookTitle(p.book, s)},
            {u"seed"_s, isCited(p) ? QJsonValue() : QJsonValue(fromView(seedNumber(p.book)))},
            {u"section"_s, sectionTitle(p, s)},
            {u"lines"_s, isCited(p) ? QJsonValue() : QJsonValue(QJsonArray{int(p.firstLine), int(p.lastLine)})},
            {u"source"_s, isCited(p) ? QJsonValue(fromView(p.source)) : QJsonValue()},
            {u"kind"_s, kindKey(p.kind)},
            {u"author"_s, noteAuthor(p).empty() ? QJsonValue() : QJsonValue(fromView(noteAuthor(p)))},
            {u"text"_s, passageText(p, s)},
            {u"transmitted"_s, fromView(p.text)},
            {u"note"_s, noteOf(p.id).empty() ? QJsonValue() : QJsonValue(fromView(noteOf(p.id)))},
            {u"corrections"_s, corrections},
            {u"rules"_s, rules},
            {u"tables"_s, tables}};
}

QJsonObject zhouyiJson(const ZhouyiText& t, Script s)
{
    return {{u"id"_s, QString::fromStdString(zhouyiId(t))},
            {u"king_wen"_s, t.kingWen},
            {u"line"_s, t.part == ZhouyiPart::Line ? QJsonValue(t.line) : QJsonValue()},
            {u"title"_s, zhouyiTitle(t, s)},
            {u"text"_s, zhouyiText(t, s)},
            {u"edition"_s, u"朱熹《周易本義》"_s}};
}

QJsonObject tableJson(const Table& t, Script s)
{
    QJsonArray columns;
    for (const Term& c : t.columns) columns.append(fromView(c.in(s)));
    QJsonArray rows;
    for (const auto& r : t.rows) {
        QJsonArray row;
        for (const Cell& c : r) row.append(QString::fromStdString(cellText(c, s)));
        rows.append(row);
    }
    return {{u"id"_s, fromView(t.info.id)},
            {u"title"_s, fromView(t.info.title.in(s))},
            {u"passage"_s, fromView(t.info.passage)},
            {u"columns"_s, columns},
            {u"rows"_s, rows}};
}

namespace {

// A hit's snippet in `s`: from the stored copy of its text when there is one, else converted now.
QString snippet(const Hit& h, Script source, Script s)
{
    if (const auto stored = storedSnippet(h, s)) return QString::fromStdString(*stored);
    return convertScript(QString::fromStdString(h.snippet), source, s);
}

} // namespace

QJsonObject hitJson(const Hit& h, Script s)
{
    const Passage* passage = h.kind == HitKind::Passage ? findPassage(h.id) : nullptr;
    // as passageText shows it: 虎易's notes on a 繁體 page through OpenCC as 简体
    const bool note = passage && passage->kind == PassageKind::Note && bookScript(passage->book) == Script::Traditional;
    const Script source = note && s == Script::Traditional ? Script::Simplified
                          : passage                        ? bookScript(passage->book)
                                                           : Script::Traditional;
    const std::string_view author = passage ? noteAuthor(*passage) : std::string_view();
    return {{u"kind"_s, hitKindKey(h.kind)},
            {u"author"_s, author.empty() ? QJsonValue() : QJsonValue(fromView(author))},
            {u"id"_s, QString::fromStdString(h.id)},
            {u"row"_s, h.row < 0 ? QJsonValue() : QJsonValue(h.row)},
            {u"offset"_s, h.offset},
            {u"snippet"_s, snippet(h, source, s)}};
}

} // namespace najia::base
