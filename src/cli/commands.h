// Each najia-cli subcommand lives in its own file and parses its own options, starting with
// preamble() (see the top of main.cpp).
#pragma once

#include "base/options/command_line.h"

#include <QCommandLineParser>
#include <QStringList>
#include <QTextStream>

#include <optional>
#include <string>

// `args` starts with the program name followed by the command name.
// Each returns the process exit status: 0 success, 1 failure while working, 2 bad input.
int runChart(const QStringList& args);
int runPillars(const QStringList& args);
int runJieqi(const QStringList& args);
int runLunar(const QStringList& args);
int runCast(const QStringList& args);
int runShenSha(const QStringList& args);
int runAlmanac(const QStringList& args);
int runRef(const QStringList& args);
int runRead(const QStringList& args);
int runCases(const QStringList& args);
int runRules(const QStringList& args);
int runParse(const QStringList& args);
int runMcp(const QStringList& args);

// The start of every command: parses `args` (program, command, options…), answers --help, and
// reports a bad option or more than `maxPositional` arguments (-1: any). A value means "return it".
inline std::optional<int> preamble(QCommandLineParser& parser, const QStringList& args, const char* command,
                                   qsizetype maxPositional = 0)
{
    QStringList argv = args;
    argv.removeAt(1);  // the command name
    return najia::base::parseCommandLine(
        parser, argv, {QStringLiteral("najia-cli ") + QString::fromUtf8(command), maxPositional});
}

// Reports bad input as 「najia-cli COMMAND: message」 on stderr; returns exit status 2.
inline int badInput(const char* command, const QString& message)
{
    return najia::base::badInput(QStringLiteral("najia-cli ") + QString::fromUtf8(command), message);
}
inline int badInput(const char* command, const std::string& message)
{
    return badInput(command, QString::fromStdString(message));
}
// Reports a failure while working (a file not written); returns exit status 1.
inline int failure(const char* command, const QString& message)
{
    return najia::base::failed(QStringLiteral("najia-cli ") + QString::fromUtf8(command), message);
}
