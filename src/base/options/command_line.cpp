#include "base/options/command_line.h"

#include "base/options/option_choices.h"
#include "base/wording/message_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>

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
            return u"%1 is not an option (years and dates before year 1 are outside the supported range)"_s.arg(quoted(a));
    // Qt's own message would echo an unknown option whole.
    if (!unknown.isEmpty()) return u"Unknown option %1."_s.arg(quoted(unknown.first()));
    return parser.errorText();
}

} // namespace

std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& args, const CommandSpec& spec)
{
    addCompletionChoicesOption(parser);
    if (!parser.parse(args)) return badInput(spec.who, parseError(parser, args));
    if (answeredCompletionChoices(parser)) return kExitOk;
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
        return badInput(spec.who, u"unexpected argument %1"_s.arg(quoted(positional[spec.maxPositional])));
    return std::nullopt;
}

namespace {

void errorLine(const QString& line)
{
    QTextStream(stderr) << messageLine(line) << '\n';
}

} // namespace

int badInput(const QString& who, const QString& message)
{
    errorLine(who + u": "_s + message);
    return kExitBadInput;
}

int failed(const QString& who, const QString& message)
{
    errorLine(who + u": "_s + message);
    return kExitFailed;
}

void warn(const QString& who, const QString& message)
{
    errorLine(who + u": warning: "_s + message);
}

void holdClosedStandardStreams()
{
    for (const int fd : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
        // open() takes the lowest free number: this one, the lower ones being open.
        const int held = ::open("/dev/null", fd == STDIN_FILENO ? O_WRONLY : O_RDONLY);
        if (held != fd && held >= 0) ::close(held);
    }
}

bool stdoutFailed() { return std::ferror(stdout) != 0; }

int checkedStdout(const QString& who, int status)
{
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0 && !std::ferror(stdout);
    int why = errno;
    if (flushed || status != kExitOk) return status;
    // The errno of the failed write is lost by now: an empty write meets a device's or a closed
    // stream's error again (ENOSPC of /dev/full, EBADF).
    if (why == 0 && ::write(STDOUT_FILENO, "", 0) < 0) why = errno;
    return failed(who, u"cannot write to standard output: %1"_s.arg(
                           why != 0 ? QString::fromLocal8Bit(std::strerror(why)) : u"write error"_s));
}

} // namespace najia::base
