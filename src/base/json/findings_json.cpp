#include "base/json/findings_json.h"
#include "base/wording/term_text.h"

#include "engine/analysis/analysis_terms.h"
#include "base/json/finding_params.h"
#include "engine/handbook/links.h"
#include "engine/handbook/passage.h"
#include "base/wording/handbook_view.h"
#include "base/wording/script_text.h"

#include <QStringList>

#include <array>
#include <optional>
#include <type_traits>
#include <vector>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

using najia::base::text;

// Builds the QJsonValue of a parameter from the shared reading (finding_params.h).
struct JsonValueOut {
    QJsonValue value;
    QJsonArray list;
    bool inList = false;
    void put(const QJsonValue& v)
    {
        if (inList) list.append(v);
        else value = v;
    }
    void text(std::string_view t) { put(QString::fromUtf8(t.data(), qsizetype(t.size()))); }
    void number(int v) { put(v); }
    void boolean(bool v) { put(v); }
    void beginList() { inList = true; }
    void endList()
    {
        inList = false;
        value = list;
    }
};

QJsonValue paramValue(Param p, Script s)
{
    JsonValueOut out;
    readParam(p, s, out);
    return out.value;
}

} // namespace

namespace {
// The script a rule's passage is written in: its seed's (002 and 003 in 简体); books outside the
// seeds are quoted in 繁體.
Script seedScript(std::string_view seed)
{
    for (int b = 0; b < handbook::kBookCount; ++b)
        if (handbook::seedNumber(static_cast<handbook::Book>(b)) == seed)
            return handbook::bookScript(static_cast<handbook::Book>(b));
    return Script::Traditional;
}
} // namespace

Script citationScript(const Citation& c)
{
    // A book outside the seeds is quoted in 繁體 (tst_handbook_passages and tst_reading check it).
    return c.seed.empty() ? Script::Traditional : seedScript(c.seed);
}

QString citationPassage(const Citation& c, Script s)
{
    return convertScript(QString::fromUtf8(c.passage), citationScript(c), s);
}

QString citationPlace(const Citation& c)
{
    const QString where = c.seed.empty() ? QString()
                                         : u"（底本 "_s + QString::fromUtf8(c.seed) + u" 第"_s + QString::number(c.line) + u"行）"_s;
    return QString::fromUtf8(c.book) + where;
}

QString citationText(const Citation& c, Script s)
{
    if (s == Script::English) {
        const QString where = c.seed.empty() ? QString()
                                             : u" (seed "_s + QString::fromUtf8(c.seed) + u", line "_s + QString::number(c.line) + u')';
        return QString::fromUtf8(c.book) + where + u": 「"_s + QString::fromUtf8(c.passage) + u"」"_s;
    }
    // 「易冒 卷4（底本 002 第43行）：「…」」, wholly in the chart's script.
    return convertScript(citationPlace(c), Script::Traditional, s) + u"：「"_s + citationPassage(c, s) + u"」"_s;
}

QString ruleBook(const Rule& r, Script s)
{
    return convertScript(QString::fromUtf8(r.book), Script::Traditional, s);
}

QString ruleLabel(const Rule& r, Script s)
{
    const handbook::Passage* p = r.seed.empty() ? nullptr : handbook::passageOfRule(r.code);
    return ruleBook(r, s) + (p ? u' ' + sectionTitle(*p, s) : QString());
}

QString ruleLabel(const QString& code, Script s)
{
    for (const Rule& r : kRules)
        if (QString::fromUtf8(r.code) == code) return ruleLabel(r, s);
    return code;
}

QString findingKindLabel(const QString& id, Script s)
{
    for (int k = 0; k < kFindingKindCount; ++k)
        if (QString::fromUtf8(kindId(static_cast<FindingKind>(k))) == id)
            return QString::fromUtf8(name(static_cast<FindingKind>(k), s));
    return id;
}

QString rulePassage(const Rule& r, Script s) { return citationPassage({r.book, r.seed, r.line, r.passage}, s); }

QString findingSource(const Rule& r, Script s) { return citationText({r.book, r.seed, r.line, r.passage}, s); }

QString findingValues(const Finding& f, Script s)
{
    QStringList values;
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        const QJsonValue v = paramValue(p, s);
        const QString value = v.isString() ? v.toString()
                              : v.isArray() ? QStringList(v.toVariant().toStringList()).join(u'·') : QString();
        if (!value.isEmpty()) values << value;  // an empty mask says nothing
    }
    return values.join(s == Script::English ? u", "_s : u"，"_s);
}

namespace {

QJsonObject settingsJson(const Analysis& a)
{
    QJsonObject o;
    for (const SettingValue& v : settingValues(a.settings))
        o[QString::fromUtf8(v.key)] = QString::fromUtf8(v.value);
    return o;
}

QString describe(const Finding& f, Script s)
{
    QString where = f.subject.layer == Layer::Chart ? (s == Script::English ? u"chart"_s : u"卦"_s)
                                                    : QString::number(f.subject.position);
    if (f.subject.layer == Layer::Changed) where += s == Script::English ? u" changed"_s : u" 變"_s;
    if (f.subject.layer == Layer::Hidden) where += s == Script::English ? u" hidden"_s : u" 伏"_s;
    QStringList params;
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        const QJsonValue v = paramValue(p, s);
        QString value = v.isArray() ? QStringList(v.toVariant().toStringList()).join(u',')
                        : v.isBool() ? (v.toBool() ? u"true"_s : u"false"_s)
                        : v.isDouble() ? QString::number(v.toInt()) : v.toString();
        params << QString::fromUtf8(paramId(p.key)) + u'=' + value;
    }
    return where + u' ' + QString::fromUtf8(kindId(f.kind)) + u' ' + text(f.kind, s) + u" ["_s +
           QString::fromUtf8(ruleOf(f.rule).code) + u"] "_s + params.join(u' ');
}

} // namespace

QJsonObject findingJson(const Finding& f, Script s)
{
    QJsonObject params;
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        params[QString::fromUtf8(paramId(p.key))] = paramValue(p, s);
    }
    const Rule& r = ruleOf(f.rule);
    return {{u"kind"_s, QString::fromUtf8(kindId(f.kind))},
            {u"rule"_s, QString::fromUtf8(r.code)},
            {u"source"_s, findingSource(r, s)},
            {u"params"_s, params}};
}

QJsonArray findingsJson(const Analysis& a, Subject s, Script script)
{
    QJsonArray out;
    for (const Finding& f : a.findings)
        if (f.subject == s) out.append(findingJson(f, script));
    return out;
}

void addFindings(QJsonObject& o, const Analysis& a, Script s)
{
    QJsonArray lines = o[u"lines"_s].toArray();
    for (const LinePos pos : allLines) {
        const auto i = static_cast<qsizetype>(pos.index());
        if (i >= lines.size()) break;
        QJsonObject line = lines[i].toObject();
        line[u"findings"_s] = findingsJson(a, Subject::at(Layer::Primary, pos), s);
        for (auto [key, layer] : {std::pair{u"changed"_s, Layer::Changed}, std::pair{u"hidden"_s, Layer::Hidden}}) {
            if (!line[key].isObject()) continue;
            QJsonObject sub = line[key].toObject();
            sub[u"findings"_s] = findingsJson(a, Subject::at(layer, pos), s);
            line[key] = sub;
        }
        lines[i] = line;
    }
    o[u"lines"_s] = lines;
    o[u"findings"_s] = findingsJson(a, Subject{}, s);
    o[u"analysis"_s] = QJsonObject{
        {u"preset"_s, QString::fromUtf8(preset(a.preset).code)},
        {u"settings"_s, settingsJson(a)},
        {u"useful"_s, a.useful ? QJsonValue(text(*a.useful, s)) : QJsonValue(QJsonValue::Null)}};
}

QString findingMarks(const Analysis& a, Subject s, Script script)
{
    QStringList marks;
    for (const Finding& f : a.findings)
        if (f.subject == s)
            if (const auto m = markOf(f)) {
                const QString mark = QString::fromUtf8(m->in(script));
                if (!marks.contains(mark)) marks << mark;
            }
    return marks.join(u' ');
}

namespace {

// The settings two analyses were computed with that differ: key, first value, second value.
std::vector<std::array<QString, 3>> settingDifferences(const Analysis& first, const Analysis& second)
{
    std::vector<std::array<QString, 3>> out;
    const auto a = settingValues(first.settings), b = settingValues(second.settings);
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].value != b[i].value)
            out.push_back({QString::fromUtf8(a[i].key), QString::fromUtf8(a[i].value), QString::fromUtf8(b[i].value)});
    return out;
}

} // namespace

QJsonObject differencesJson(const Analysis& first, const Analysis& second, Script s)
{
    const AnalysisDifference d = compare(first, second);
    QJsonArray a, b;
    const auto withSubject = [&](const Finding& f) {
        QJsonObject o = findingJson(f, s);
        constexpr const char16_t* layers[] = {u"primary", u"changed", u"hidden", u"chart"};
        o[u"subject"_s] = QJsonObject{{u"layer"_s, QString::fromUtf16(layers[static_cast<int>(f.subject.layer)])},
                                      {u"position"_s, f.subject.position}};
        return o;
    };
    for (const Finding& f : d.onlyInFirst) a.append(withSubject(f));
    for (const Finding& f : d.onlyInSecond) b.append(withSubject(f));
    QJsonArray settings;
    for (const auto& [key, mine, theirs] : settingDifferences(first, second))
        settings.append(QJsonObject{{u"key"_s, key}, {u"preset"_s, mine}, {u"compare_preset"_s, theirs}});
    return {{u"preset"_s, QString::fromUtf8(preset(first.preset).code)},
            {u"compare_preset"_s, QString::fromUtf8(preset(second.preset).code)},
            {u"settings"_s, settings},
            {u"only_in_preset"_s, a},
            {u"only_in_compare_preset"_s, b}};
}

QString differencesText(const Analysis& first, const Analysis& second, Script s)
{
    const AnalysisDifference d = compare(first, second);
    const QString p1 = QString::fromUtf8(preset(first.preset).name);
    const QString p2 = QString::fromUtf8(preset(second.preset).name);
    QString out = u"- "_s + p1 + u"\n+ "_s + p2 + u'\n';
    const auto settings = settingDifferences(first, second);
    for (const auto& [key, mine, theirs] : settings)
        out += u"~ "_s + key + u": "_s + mine + u" | "_s + theirs + u'\n';
    for (const Finding& f : d.onlyInFirst) out += u"- "_s + describe(f, s) + u'\n';
    for (const Finding& f : d.onlyInSecond) out += u"+ "_s + describe(f, s) + u'\n';
    if (settings.empty() && d.onlyInFirst.empty() && d.onlyInSecond.empty())
        out += s == Script::English ? u"(no differences)\n"_s : u"(無差異)\n"_s;
    return out;
}

namespace {

bool onTrigram(FindingKind k)
{
    return k == FindingKind::HexagramToTomb || (k >= FindingKind::TrigramSeason && k <= FindingKind::TrigramDayRuler);
}

// The lines a parameter names, when its value is a set of lines (Lines, ChangedLines, StemLines).
std::optional<LineMask> linesOf(Param p)
{
    std::optional<LineMask> lines;
    visitParam(p, [&lines](auto v) {
        if constexpr (std::is_same_v<decltype(v), LineMask>) lines = v;
    });
    return lines;
}

// A chart finding's values for the sheet: lines as 「爻3·4」 (a trigram as 內卦/外卦), changed lines as
// 「變3」, empty values and flags left out (a finding not in effect is marked by the caller).
QString chartValues(const Finding& f, Script s)
{
    const bool zh = s != Script::English;
    QStringList values;
    for (int i = 0; i < f.paramCount; ++i) {
        const Param& p = f.params[static_cast<std::size_t>(i)];
        const std::optional<LineMask> lines = linesOf(p);
        if (lines && *lines == LineMask()) continue;  // no lines: nothing to show
        if (p.key == ParamKey::Lines && onTrigram(f.kind)) {
            const bool inner = (*lines->lines().begin()).inner();  // a trigram's lines: 1–3 or 4–6
            values << (zh ? (inner ? u"內卦"_s : u"外卦"_s) : (inner ? u"inner"_s : u"outer"_s));
            continue;
        }
        const QJsonValue v = paramValue(p, s);
        if (v.isBool() || v.isDouble()) continue;
        QString value = v.isArray() ? QStringList(v.toVariant().toStringList()).join(u'·') : v.toString();
        if (value.isEmpty()) continue;
        if (p.key == ParamKey::Lines || p.key == ParamKey::StemLines) value = (zh ? u"爻"_s : u"line "_s) + value;
        if (p.key == ParamKey::ChangedLines) value = (zh ? u"變"_s : u"changed "_s) + value;
        if (!values.contains(value)) values << value;
    }
    QString out = values.join(zh ? u" "_s : u", "_s);
    if (s == Script::Simplified) out.replace(u"內"_s, u"内"_s).replace(u"變"_s, u"变"_s);
    return out;
}

} // namespace

QString chartFindingsText(const Analysis& a, Script s)
{
    const bool zh = s != Script::English;
    QStringList items;
    for (const Finding& f : a.findings) {
        if (f.subject.layer != Layer::Chart) continue;
        QString item = text(f.kind, s);
        const QString values = chartValues(f, s);
        if (!values.isEmpty()) item += u' ' + values;
        if (f.param<ParamKey::Effective>() == false) item += zh ? u" (不取)"_s : u" (not in effect)"_s;
        items << item;
    }
    if (items.isEmpty()) return {};
    // Several to a line, so that the sheet stays short.
    QString out;
    QString line;
    for (const QString& item : items) {
        if (!line.isEmpty() && line.size() + item.size() > (zh ? 40 : 90)) {
            out += line + u'\n';
            line.clear();
        }
        line += (line.isEmpty() ? QString() : zh ? u"；"_s : u"; "_s) + item;
    }
    return out + line + u'\n';
}

} // namespace najia::base
