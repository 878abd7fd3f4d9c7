// najia-cli: the engine from the shell. `najia-cli COMMAND --help` describes each command.
//
// Adding a command: write `int runThing(const QStringList& args)` in cmd_thing.cpp, declare it in
// commands.h and list it below. It builds a QCommandLineParser (addHelpOption, its options, the
// shared ones from src/base: addZoneOptions, addPillarOptions, addChartSettingOptions) and starts
//     if (const auto stop = preamble(p, args, "thing", MAX_POSITIONAL)) return *stop;
// which answers --help and turns an unknown option, a bad option value or a stray argument into
// one line on stderr and exit status 2. After it: badInput("thing", …) for bad input (2),
// failure("thing", …) for a failure while working (1); 0 otherwise. A batch command (one case
// per stdin line) prints an error in-line for a bad line, goes on, and exits 2 if any line failed.
#include "base/options/about.h"
#include "cli/commands.h"
#include "base/wording/message_text.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <functional>
#include <map>

using namespace Qt::Literals::StringLiterals;

namespace {

struct Command {
    int (*run)(const QStringList&);
    const char* summary;
};

const std::map<QString, Command>& commands()
{
    static const std::map<QString, Command> table = {
        {u"cast"_s, {runCast, "cast a hexagram (coins, yarrow, time, numbers, names, lines) with its provenance"}},
        {u"almanac"_s, {runAlmanac, "the 黃道/黑道 spirits and hour marks of a date (協紀辨方書)"}},
        {u"chart"_s, {runChart, "compute a Najia chart from six line values and the pillars"}},
        {u"pillars"_s, {runPillars, "four pillars (四柱) and 旬空 of civil times read from stdin"}},
        {u"jieqi"_s, {runJieqi, "the 24 solar terms (節氣) of a year, to the second"}},
        {u"lunar"_s, {runLunar, "the lunar (農曆) date of a Gregorian date"}},
        {u"shensha"_s, {runShenSha, "the 神煞 of the pillars and the lines they fall on"}},
        {u"read"_s, {runRead, "read a chart for a question: 用神, roles, strength with its reasons, 應期"}},
        {u"parse"_s, {runParse, "read a chart from free text on stdin: names, moving lines, pillars, dates, the question"}},
        {u"mcp"_s, {runMcp, "serve the commands to an AI assistant (Model Context Protocol over stdio)"}},
        {u"ref"_s, {runRef, "the reference handbook: search, show a passage, print a table"}},
        {u"cases"_s, {runCases, "the casebook: import, list, search, show, settle, stats, export"}},
        {u"rules"_s, {runRules, "the analysis rules: each finding's rule id and its source passage"}},
    };
    return table;
}

QString commandList()
{
    QString out = u"\nCommands:\n"_s;
    for (const auto& [name, cmd] : commands())
        out += u"  "_s + name.leftJustified(10) + QString::fromUtf8(cmd.summary) + u'\n';
    return out;
}

} // namespace

int main(int argc, char* argv[])
{
    najia::base::holdClosedStandardStreams();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"najia-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));

    const QStringList args = QCoreApplication::arguments();
    if (args.size() == 2 && (args[1] == u"--version"_s || args[1] == u"-v"_s)) {
        QTextStream(stdout) << najia::base::versionText(QCoreApplication::applicationName());  // with the licences
        return najia::base::checkedStdout(u"najia-cli"_s, 0);
    }
    if (args.size() > 1 && !args[1].startsWith(u'-')) {
        const auto it = commands().find(args[1]);
        if (it == commands().end()) {
            return najia::base::badInput(u"najia-cli"_s, u"unknown command %1 (najia-cli --help lists them)"_s.arg(
                                                             najia::base::quoted(args[1])));
        }
        // Whatever the command wrote must have reached stdout (README, "Exit status").
        return najia::base::checkedStdout(u"najia-cli "_s + args[1], it->second.run(args));
    }

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Najia: Liu Yao (Najia I Ching) charts from the command line."_s + commandList());
    parser.addPositionalArgument(u"command"_s, u"One of the commands below."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    if (const auto stop = najia::base::parseCommandLine(parser, args, {u"najia-cli"_s, 1, true}))
        return najia::base::checkedStdout(u"najia-cli"_s, *stop);
    QTextStream(stdout) << parser.helpText();  // no command: say what there is
    return najia::base::checkedStdout(u"najia-cli"_s, 0);
}
