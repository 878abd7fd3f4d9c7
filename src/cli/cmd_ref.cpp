// najia-cli ref: the reference handbook — search, show a passage (or 周易 text, or a rule's passage),
// print a table.
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/wording/handbook_view.h"
#include "base/json/shensha_json.h"

#include "engine/handbook/links.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

using namespace najia;
using namespace najia::handbook;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const QString& message) { return badInput("ref", message); }

void print(const QJsonValue& v)
{
    QTextStream out(stdout);
    if (v.isArray()) out << QJsonDocument(v.toArray()).toJson(QJsonDocument::Indented);
    else out << QJsonDocument(v.toObject()).toJson(QJsonDocument::Indented);
}

int runSearch(const QString& term, int limit, Script s, bool json)
{
    const auto hits = search(term.toStdString(), static_cast<std::size_t>(limit));
    QJsonArray all;
    for (const Hit& h : hits) all.append(hitJson(h, s));
    if (json) {
        print(all);
        return 0;
    }
    QTextStream out(stdout);
    for (const QJsonValue& v : all) {
        const QJsonObject o = v.toObject();
        QString where = o[u"id"_s].toString();
        if (!o[u"row"_s].isNull()) where += u'#' + QString::number(o[u"row"_s].toInt() + 1);
        out << o[u"kind"_s].toString() << '\t' << where << '\t' << o[u"snippet"_s].toString();
        if (!o[u"author"_s].isNull()) out << "  [note by " << o[u"author"_s].toString() << ']';
        out << '\n';
    }
    return 0;
}

QString passageAsText(const QJsonObject& o)
{
    // A seed passage by its seed and lines; a cited one by the transcription it was read in.
    const QString where = o[u"source"_s].isNull()
        ? QString(u"seed "_s + o[u"seed"_s].toString() + u", lines "_s + QString::number(o[u"lines"_s][0].toInt()) + u'–'
                  + QString::number(o[u"lines"_s][1].toInt()))
        : QString(u"read in "_s + o[u"source"_s].toString());
    QString out = o[u"id"_s].toString() + u"  "_s + o[u"book"_s].toString() + u" · "_s + o[u"section"_s].toString()
        + u"  ("_s + where + u")  "_s + o[u"kind"_s].toString()
        + (o[u"author"_s].isNull() ? QString() : u" by "_s + o[u"author"_s].toString() + u", not the book's text"_s) + u"\n\n"_s
        + o[u"text"_s].toString() + u'\n';
    if (!o[u"note"_s].isNull()) out += u"\nnote: "_s + o[u"note"_s].toString() + u'\n';
    for (const QJsonValue& c : o[u"corrections"_s].toArray()) {
        const QJsonObject x = c.toObject();
        out += u"\n〔"_s + x[u"transmitted"_s].toString() + u" → "_s
            + (x[u"corrected"_s].isNull() ? u"?"_s : x[u"corrected"_s].toString()) + u"〕 "_s + x[u"kind"_s].toString()
            + u": "_s + x[u"reason"_s].toString();
    }
    if (!o[u"corrections"_s].toArray().isEmpty()) out += u'\n';
    QStringList rules, tables;
    for (const QJsonValue& r : o[u"rules"_s].toArray()) rules << r.toString();
    for (const QJsonValue& t : o[u"tables"_s].toArray()) tables << t.toString();
    if (!rules.isEmpty()) out += u"\nrules: "_s + rules.join(u", "_s) + u'\n';
    if (!tables.isEmpty()) out += u"tables: "_s + tables.join(u", "_s) + u'\n';
    return out;
}

int runShow(const QString& id, Script s, bool json)
{
    const std::string key = id.toStdString();
    const Passage* p = findPassage(key);
    if (!p) p = passageOfRule(key);  // a rule id: its passage
    if (p) {
        const QJsonObject o = passageJson(*p, s);
        if (json) print(o);
        else QTextStream(stdout) << passageAsText(o);
        return 0;
    }
    if (const ZhouyiText* z = findZhouyi(key)) {
        const QJsonObject o = zhouyiJson(*z, s);
        if (json) print(o);
        else QTextStream(stdout) << o[u"id"_s].toString() << u"  "_s << o[u"title"_s].toString() << "\n\n"
                                 << o[u"text"_s].toString() << '\n';
        return 0;
    }
    return fail(u"no passage, rule or 周易 text '%1' (ids look like yiyin.59, yimao.day_clash, zhouyi.1.3)"_s.arg(id));
}

int runTable(const QString& name, Script s, bool json)
{
    if (name.isEmpty()) {
        QJsonArray all;
        for (const TableInfo& t : tableInfos())
            all.append(QJsonObject{{u"id"_s, fromView(t.id)}, {u"title"_s, fromView(t.title.in(s))},
                                   {u"passage"_s, fromView(t.passage)}});
        if (json) print(all);
        else
            for (const QJsonValue& v : all)
                QTextStream(stdout) << v[u"id"_s].toString() << '\t' << v[u"title"_s].toString() << '\t'
                                    << v[u"passage"_s].toString() << '\n';
        return 0;
    }
    const auto t = buildTable(name.toStdString());
    if (!t) return fail(u"no table '%1' (`najia-cli ref table` lists them)"_s.arg(name));
    const QJsonObject o = tableJson(*t, s);
    if (json) {
        print(o);
        return 0;
    }
    QTextStream out(stdout);
    out << o[u"title"_s].toString() << "  (" << o[u"passage"_s].toString() << ")\n";
    QStringList header;
    for (const QJsonValue& c : o[u"columns"_s].toArray()) header << c.toString();
    out << header.join(u'\t') << '\n';
    for (const QJsonValue& r : o[u"rows"_s].toArray()) {
        QStringList cells;
        for (const QJsonValue& c : r.toArray()) cells << c.toString();
        out << cells.join(u'\t') << '\n';
    }
    return 0;
}

} // namespace

int runRef(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(
        u"The reference handbook: the five seed texts, the 周易, and the tables computed from the engine.\n"
        "  ref search TERM   full-text search in either script (财 finds 財)\n"
        "  ref show ID       a passage (yiyin.59), a rule's passage (yimao.day_clash) or a 周易 text (zhouyi.1.3)\n"
        "  ref table [NAME]  a table (palaces, nayin …), or the list of tables"_s);
    p.addHelpOption();
    p.addPositionalArgument(u"action"_s, u"search, show or table"_s);
    p.addPositionalArgument(u"argument"_s, u"TERM, ID or NAME"_s);
    p.addOptions({
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
        {u"limit"_s, u"search: at most N hits (default 50)."_s, u"N"_s, u"50"_s},
        {u"json"_s, u"Print JSON."_s},
    });
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    if (const auto stop = preamble(p, args, "ref", -1)) return *stop;
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script) return fail(QString::fromStdString(script.error()));
    bool limitOk = false;
    const int limit = p.value(u"limit"_s).toInt(&limitOk);
    if (!limitOk || limit < 1) return fail(u"--limit must be a positive number"_s);
    const QStringList pos = p.positionalArguments();
    const bool json = p.isSet(u"json"_s);
    const QString action = pos.value(0);
    if (action == u"search"_s) {
        if (pos.size() != 2 || pos[1].trimmed().isEmpty()) return fail(u"give one search term"_s);
        return runSearch(pos[1], limit, *script, json);
    }
    if (action == u"show"_s) {
        if (pos.size() != 2) return fail(u"give one id"_s);
        return runShow(pos[1], *script, json);
    }
    if (action == u"table"_s) {
        if (pos.size() > 2) return fail(u"give at most one table name"_s);
        return runTable(pos.value(1), *script, json);
    }
    return fail(u"unknown action '%1': search, show or table"_s.arg(action));
}
