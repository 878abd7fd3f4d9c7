#include "command_line.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

// QCommandLineParser takes "-1" or "-500-01-01" for a cluster of one-letter options and names
// each letter; say what the user meant instead.
QString parseError(const QCommandLineParser& parser, const QStringList& args)
{
    static const QRegularExpression negative(u"^-[0-9]"_s);
    const QStringList unknown = parser.unknownOptionNames();
    const bool digit = std::any_of(unknown.begin(), unknown.end(), [](const QString& n) { return n.size() == 1 && n[0].isDigit(); });
    for (const QString& a : args.mid(1))
        if (digit && negative.match(a).hasMatch())
            return u"'%1' is not an option (years and dates before year 1 are outside the supported range)"_s.arg(a);
    return parser.errorText();
}

} // namespace

std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& args, const CommandSpec& spec)
{
    if (!parser.parse(args)) return badInput(spec.who, parseError(parser, args));
    if (parser.isSet(u"help"_s)) {
        QTextStream(stdout) << parser.helpText();
        return kExitOk;
    }
    if (spec.version && parser.isSet(u"version"_s)) {
        QTextStream(stdout) << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion()
                            << '\n';
        return kExitOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (spec.maxPositional >= 0 && positional.size() > spec.maxPositional)
        return badInput(spec.who, u"unexpected argument '%1'"_s.arg(positional[spec.maxPositional]));
    return std::nullopt;
}

int badInput(const QString& who, const QString& message)
{
    QTextStream(stderr) << who << ": " << message << '\n';
    return kExitBadInput;
}

int failed(const QString& who, const QString& message)
{
    QTextStream(stderr) << who << ": " << message << '\n';
    return kExitFailed;
}

void warn(const QString& who, const QString& message)
{
    QTextStream(stderr) << who << ": warning: " << message << '\n';
}

} // namespace najia::base
