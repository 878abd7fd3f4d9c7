// The preamble every command of both programs starts with, so that both keep one contract:
// exit 0 when all went well, 1 when something failed while working (a file could not be written),
// 2 for bad usage or input (an unknown option or command, a bad value, a stray argument) — always
// with one line on stderr, "WHO: message".
#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <optional>

namespace najia::base {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;    // failed while working (I/O)
inline constexpr int kExitBadInput = 2;  // bad usage or input

struct CommandSpec {
    QString who;                    // "najia-cli chart", "najia": the start of every message
    qsizetype maxPositional = 0;    // arguments that are not options; -1 for any number
    bool version = false;           // the parser has --version (addVersionOption)
};

// Parses `args` (the program's name first). Prints the help (the parser must have
// addHelpOption) or the version and returns 0, or reports a bad option or a stray argument and
// returns 2; returns nullopt when the command should go on.
std::optional<int> parseCommandLine(QCommandLineParser& parser, const QStringList& args, const CommandSpec& spec);

// "WHO: message" on stderr; the status to exit with.
int badInput(const QString& who, const QString& message);
int failed(const QString& who, const QString& message);
void warn(const QString& who, const QString& message);

} // namespace najia::base
