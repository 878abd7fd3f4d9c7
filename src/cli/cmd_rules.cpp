// najia-cli rules: the catalogue of analysis rules — each rule id with the seed passage it implements,
// so that batch output can name a finding's rule and carry the citation once.
#include "base/json/chart_json_stream.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/json/json_stream.h"

#include <QCommandLineParser>

#include <cstdio>
#include <string>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

std::string rulesJson()
{
    JsonWriter w;
    w.beginArray();
    for (const Rule& r : kRules) {
        w.beginObject();
        w.field("rule", r.code);
        w.field("book", r.book);
        w.field("seed", r.seed);
        w.field("line", r.line);
        w.field("passage", r.passage);
        w.field("source", ruleSourceText(r.id, Script::English));
        w.endObject();
    }
    w.endArray();
    w.newline();
    return std::string(w.text());
}

std::string rulesText()
{
    std::string out;
    for (const Rule& r : kRules) out += std::string(r.code) + '\t' + std::string(ruleSourceText(r.id, Script::English)) + '\n';
    return out;
}

} // namespace

int runRules(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"The analysis rules: each rule id (a finding's `rule`) and its source passage."_s);
    p.addHelpOption();
    p.addOption({u"json"_s, u"Print [{rule, book, seed, line, passage, source}] instead of text."_s});
    QStringList argv = args;
    argv.removeAt(1);  // the command name
    najia::base::addCompletionChoicesOption(p);
    if (!p.parse(argv)) return badInput("rules", p.errorText());
    if (najia::base::answeredCompletionChoices(p)) return 0;
    if (p.isSet(u"help"_s)) {
        QTextStream(stdout) << p.helpText();
        return 0;
    }
    if (!p.positionalArguments().isEmpty()) return badInput("rules", u"takes no arguments"_s);
    const std::string out = p.isSet(u"json"_s) ? rulesJson() : rulesText();
    std::fwrite(out.data(), 1, out.size(), stdout);  // checked with every command's output (main.cpp)
    return 0;
}
