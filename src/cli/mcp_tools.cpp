#include "cli/mcp_tools.h"

#include "base/json/json_rpc.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QProcess>

#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace najia::cli {

namespace {

enum class Type { String, Integer, Object };

// One argument of a tool: its JSON name and type, the command-line option it becomes (empty: a
// positional argument; "stdin": the text fed to the command), the fixed choices if any.
struct Param {
    const char* name;
    Type type;
    const char* option;
    const char* description;
    std::vector<const char*> choices = {};
    bool required = false;
};

struct Tool {
    const char* name;
    const char* description;
    QStringList command;
    std::vector<Param> params;
    bool writes = false;
};

const Param kScript{"script", Type::String, "--script", "Script of the answer (default traditional).", {"traditional", "simplified", "english"}};
const Param kDetail{"detail", Type::String, "", "compact (default): the command's text, a few hundred tokens; full: its JSON.", {"compact", "full"}};
const Param kLines{"lines", Type::String, "--lines", "Six line values 6-9, 初爻 (bottom) first, e.g. 787797."};
const Param kPillars{"pillars", Type::String, "--pillars", "Pillars as books give them: \"申月 戊辰日\" or \"甲辰 丙寅 辛酉 壬子\"."};
const Param kAt{"at", Type::String, "--at", "Civil time \"YYYY-MM-DD HH:MM\" the pillars come from (instead of pillars)."};
const Param kTz{"tz", Type::String, "--tz", "IANA time zone of `at` (default Asia/Shanghai)."};
const Param kPreset{"preset", Type::String, "--preset", "School preset: general, bszz, zengshan, yiyin, yimao (and others `najia-cli chart --help` lists)."};
const Param kSettings{"settings", Type::Object, "--set", "Analysis settings as KEY: VALUE strings, e.g. {\"void-rule\": \"zengshan\"}."};
const Param kUseful{"useful", Type::String, "--useful", "Override the 用神: 父母 兄弟 子孫 妻財 官鬼."};

const std::vector<Tool>& tools()
{
    static const std::vector<Tool> all = {
        {"cast", "Cast a hexagram (coins, yarrow, by time, numbers, names or given lines) and give its chart.", {u"cast"_s},
         {{"method", Type::String, "--method", "How: coins (default), yarrow, time, numbers, names, lines.",
           {"coins", "yarrow", "time", "numbers", "names", "lines"}},
          kLines, {"primary", Type::String, "--primary", "本卦 by name (method names)."},
          {"changed", Type::String, "--changed", "變卦 by name (method names)."},
          {"numbers", Type::String, "--numbers", "Two or three numbers (method numbers), e.g. \"3 5 7\"."},
          {"at", Type::String, "--at", "The cast's civil time \"YYYY-MM-DD HH:MM\" (default now)."}, kTz,
          {"seed", Type::Integer, "--seed", "Seed for a reproducible random cast."}, kPreset, kScript, kDetail}},
        {"chart", "The full Najia chart of a cast: 八宮, 世應, 納甲, 六親, 六神, 伏神, 旬空, 變卦, and the line analysis.", {u"chart"_s},
         {{kLines.name, Type::String, kLines.option, kLines.description, {}, true}, kPillars, kAt, kTz, kPreset,
          {"of", Type::String, "--of", "Which chart: primary (default), changed, nuclear, opposite, reversed.",
           {"primary", "changed", "nuclear", "opposite", "reversed"}},
          kUseful, kSettings, kScript, kDetail}},
        {"read", "Read a chart for a question: 用神 and why, 原神/忌神/仇神, the verdict with its cited reasons, 應期 (with dates when cast at a time).",
         {u"read"_s},
         {{kLines.name, Type::String, kLines.option, kLines.description, {}, true}, kPillars, kAt, kTz,
          {"category", Type::String, "--category", "What the question is about (codes of `najia-cli read --help`: illness, wealth, marriage …)."},
          {"subject", Type::String, "--subject", "Whom it is about: self, elder, sibling, wife, husband, junior, other."},
          {"sex", Type::String, "--sex", "The asker's sex: unstated, male, female.", {"unstated", "male", "female"}},
          {"illness_age", Type::String, "--illness-age", "How long the illness has lasted, where the asker says: unstated, recent (近病), long (久病); read for illness questions.",
           {"unstated", "recent", "long"}},
          {"decided", Type::String, "--decided", "後時 (易冒): the month and/or day the matter is decided, when later than the cast's, e.g. \"巳月\", \"癸亥日\", \"巳月 癸亥日\"."},
          kUseful, kPreset, kSettings, kScript, kDetail}},
        {"parse", "Read a chart from free text (a book's case header, a forum post): names, moving lines, pillars, dates, the question.",
         {u"parse"_s},
         {{"text", Type::String, "stdin", "The text, e.g. \"申月戊辰日，占夫病，得同人之離\".", {}, true}, kScript, kDetail}},
        {"shensha", "The 神煞 of the pillars, and on which lines of a cast each falls.", {u"shensha"_s},
         {kPillars, kAt, kTz, {"lines", Type::String, "--lines", "A cast, to show the lines each star falls on."},
          {"set", Type::String, "--set", "common, zengshan or all (default).", {"common", "zengshan", "all"}}, kScript, kDetail}},
        {"almanac", "The almanac of a date (協紀辨方書 卷七): the day's spirit and its twelve hours.", {u"almanac"_s},
         {{"date", Type::String, "", "YYYY-MM-DD.", {}, true}, kTz, kScript, kDetail}},
        {"handbook_search", "Full-text search of the classical handbook (易隱, 易冒, 卜筮正宗, 協紀辨方書, 海底眼, 周易), either script.",
         {u"ref"_s, u"search"_s},
         {{"query", Type::String, "", "Words to find, e.g. 旬空.", {}, true},
          {"limit", Type::Integer, "--limit", "At most this many hits (default 50)."}, kScript, kDetail}},
        {"handbook_show", "One passage of the handbook, a rule's passage, or a 周易 text, by id (yiyin.59, yimao.day_clash, zhouyi.1.3).",
         {u"ref"_s, u"show"_s},
         {{"id", Type::String, "", "The id.", {}, true}, kScript, kDetail}},
        {"cases_search", "The casebook's cases a filter selects (read-only).", {u"cases"_s, u"list"_s},
         {{"filter", Type::String, "--filter", "A filter: words, or key:value facts (hex: useful: category: outcome: …)."},
          {"limit", Type::Integer, "--limit", "At most this many cases."},
          {"sort", Type::String, "--sort", "id, date, created, modified, question or outcome."}, kScript, kDetail}},
        {"case_show", "One case of the casebook with its chart (read-only).", {u"cases"_s, u"show"_s},
         {{"id", Type::Integer, "", "The case's id.", {}, true}, kScript, kDetail}},
        {"cases_stats", "Hit rates of the casebook's settled cases per finding kind and rule (read-only).", {u"cases"_s, u"stats"_s},
         {{"by", Type::String, "--by", "Group by category or preset.", {"category", "preset"}}, kScript, kDetail}},
        {"case_settle", "Record a case's outcome in the casebook (only with najia-cli mcp --allow-write).", {u"cases"_s, u"settle"_s},
         {{"id", Type::Integer, "", "The case's id.", {}, true},
          {"outcome", Type::String, "--outcome", "What happened, as `najia-cli cases settle --help` lists."},
          {"date", Type::String, "--date", "When it happened, YYYY-MM-DD."}, kScript, kDetail},
         true},
    };
    return all;
}

bool isCasebookTool(const Tool& t) { return t.command.front() == u"cases"_s; }

QJsonObject schemaOf(const Param& p)
{
    QJsonObject s{{u"description"_s, QString::fromUtf8(p.description)}};
    switch (p.type) {
    case Type::String: s[u"type"_s] = u"string"_s; break;
    case Type::Integer: s[u"type"_s] = u"integer"_s; break;
    case Type::Object:
        s[u"type"_s] = u"object"_s;
        s[u"additionalProperties"_s] = QJsonObject{{u"type"_s, u"string"_s}};
        break;
    }
    if (!p.choices.empty()) {
        QJsonArray e;
        for (const char* c : p.choices) e.append(QString::fromUtf8(c));
        s[u"enum"_s] = e;
    }
    return s;
}

QJsonObject inputSchema(const Tool& t)
{
    QJsonObject properties;
    QJsonArray required;
    for (const Param& p : t.params) {
        properties[QString::fromUtf8(p.name)] = schemaOf(p);
        if (p.required) required.append(QString::fromUtf8(p.name));
    }
    QJsonObject s{{u"type"_s, u"object"_s}, {u"properties"_s, properties}, {u"additionalProperties"_s, false}};
    if (!required.isEmpty()) s[u"required"_s] = required;
    return s;
}

QJsonObject outputSchema()
{
    return QJsonObject{
        {u"type"_s, u"object"_s},
        {u"description"_s, u"detail compact: {\"text\": the command's text}. detail full: the command's JSON "
                           "(README.md documents each command's keys); a JSON list comes as {\"items\": […]}."_s},
        {u"properties"_s, QJsonObject{{u"text"_s, QJsonObject{{u"type"_s, u"string"_s}}},
                                      {u"items"_s, QJsonObject{{u"type"_s, u"array"_s}}}}}};
}

// The command line a call asks for, or what is wrong with its arguments.
struct Invocation {
    QStringList args;
    QByteArray input;
};
std::variant<Invocation, QString> invocation(const Tool& t, const QJsonObject& arguments, const McpOptions& options)
{
    Invocation call{t.command, {}};
    QStringList positional;
    bool full = false;
    for (auto it = arguments.begin(); it != arguments.end(); ++it) {
        const auto p = std::find_if(t.params.begin(), t.params.end(), [&](const Param& q) { return it.key() == QString::fromUtf8(q.name); });
        if (p == t.params.end()) return u"%1: unknown argument \"%2\""_s.arg(QString::fromUtf8(t.name), it.key());
        const QJsonValue& v = it.value();
        const QString name = it.key(), option = QString::fromUtf8(p->option);
        if (p->type == Type::String && !v.isString()) return u"\"%1\" must be a string"_s.arg(name);
        if (p->type == Type::Integer && (!v.isDouble() || v.toDouble() != double(v.toInteger())))
            return u"\"%1\" must be a whole number"_s.arg(name);
        if (p->type == Type::Object && !v.isObject()) return u"\"%1\" must be an object"_s.arg(name);
        const QString text = p->type == Type::Integer ? QString::number(v.toInteger()) : v.toString();
        if (!p->choices.empty() && std::none_of(p->choices.begin(), p->choices.end(), [&](const char* c) { return text == QString::fromUtf8(c); }))
            return u"\"%1\" must be one of the schema's choices; got \"%2\""_s.arg(name, text.left(80));
        if (name == u"detail"_s) full = text == u"full"_s;
        else if (option == u"stdin"_s) call.input = text.toUtf8();
        else if (option.isEmpty()) positional << text;
        else if (p->type == Type::Object) {
            const QJsonObject settings = v.toObject();
            for (auto s = settings.begin(); s != settings.end(); ++s) {
                if (!s.value().isString()) return u"\"%1\".\"%2\" must be a string"_s.arg(name, s.key());
                call.args << option << s.key() + u'=' + s.value().toString();
            }
        } else call.args << option << text;
    }
    for (const Param& p : t.params)
        if (p.required && !arguments.contains(QString::fromUtf8(p.name))) return u"\"%1\" is required"_s.arg(QString::fromUtf8(p.name));
    if (!arguments.contains(u"script"_s)) call.args << u"--script"_s << u"traditional"_s;
    if (full) call.args << u"--json"_s;
    if (isCasebookTool(t) && !options.casebook.isEmpty()) call.args << u"--db"_s << options.casebook;
    if (!positional.isEmpty()) call.args << u"--"_s << positional;
    return call;
}

} // namespace

QJsonArray mcpToolList(const McpOptions& options)
{
    QJsonArray list;
    for (const Tool& t : tools()) {
        if (t.writes && !options.allowWrite) continue;
        list.append(QJsonObject{{u"name"_s, QString::fromUtf8(t.name)},
                                {u"description"_s, QString::fromUtf8(t.description)},
                                {u"inputSchema"_s, inputSchema(t)},
                                {u"outputSchema"_s, outputSchema()}});
    }
    return list;
}

McpCall mcpCallTool(const QString& name, const QJsonObject& arguments, const McpOptions& options)
{
    const auto t = std::find_if(tools().begin(), tools().end(), [&](const Tool& x) {
        return name == QString::fromUtf8(x.name) && (!x.writes || options.allowWrite);
    });
    if (t == tools().end()) return {std::nullopt, base::kInvalidParams, u"unknown tool \"%1\""_s.arg(name.left(80))};
    const auto call = invocation(*t, arguments, options);
    if (const auto* problem = std::get_if<QString>(&call)) return {std::nullopt, base::kInvalidParams, *problem};
    const Invocation& run = std::get<Invocation>(call);
    QProcess p;
    p.start(QCoreApplication::applicationFilePath(), run.args);
    if (!p.waitForStarted()) return {std::nullopt, -32603, u"cannot run najia-cli: "_s + p.errorString()};
    p.write(run.input);
    p.closeWriteChannel();
    constexpr int kToolSeconds = 60;
    if (!p.waitForFinished(kToolSeconds * 1000)) {
        p.kill();
        p.waitForFinished();
        return {std::nullopt, -32603, u"%1 took longer than %2 s"_s.arg(name).arg(kToolSeconds)};
    }
    const QString out = QString::fromUtf8(p.readAllStandardOutput());
    const QString err = QString::fromUtf8(p.readAllStandardError()).trimmed();
    // Bad input (2) is an error of the call, in the command's words; a failure while working (1) is
    // the tool's result, marked as an error, as MCP asks of a tool that ran and failed.
    if (p.exitStatus() != QProcess::NormalExit || p.exitCode() == 2)
        return {std::nullopt, base::kInvalidParams, err.isEmpty() ? name + u" failed"_s : err};
    QJsonObject result{{u"content"_s, QJsonArray{QJsonObject{{u"type"_s, u"text"_s}, {u"text"_s, p.exitCode() == 0 ? out : err}}}},
                       {u"isError"_s, p.exitCode() != 0}};
    if (p.exitCode() == 0) {
        const QJsonDocument doc = arguments.value(u"detail"_s) == u"full"_s ? QJsonDocument::fromJson(out.toUtf8()) : QJsonDocument();
        result[u"structuredContent"_s] = doc.isObject() ? doc.object()
                                         : doc.isArray() ? QJsonObject{{u"items"_s, doc.array()}}
                                                         : QJsonObject{{u"text"_s, out}};
    }
    return {result, 0, {}};
}

} // namespace najia::cli
