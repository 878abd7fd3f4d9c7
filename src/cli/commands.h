// Each najia-cli subcommand lives in its own file and parses its own options.
#pragma once

#include <QStringList>
#include <QTextStream>

#include <string>

// `args` starts with the program name followed by the command name, as QCommandLineParser expects.
// Each returns the process exit status: 0 success, 1 failure, 2 bad input.
int runChart(const QStringList& args);
int runPillars(const QStringList& args);
int runJieqi(const QStringList& args);
int runLunar(const QStringList& args);
int runCast(const QStringList& args);
int runShenSha(const QStringList& args);
int runAlmanac(const QStringList& args);
int runRef(const QStringList& args);
int runRead(const QStringList& args);

// Reports bad input as 「najia-cli COMMAND: message」 on stderr; returns exit status 2.
inline int badInput(const char* command, const QString& message)
{
    QTextStream(stderr) << "najia-cli " << command << ": " << message << '\n';
    return 2;
}
inline int badInput(const char* command, const std::string& message)
{
    return badInput(command, QString::fromStdString(message));
}
