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

// "WHO: message" on stderr, one line of bounded length with control characters escaped
// (message_text.h); the status to exit with.
int badInput(const QString& who, const QString& message);
int failed(const QString& who, const QString& message);
void warn(const QString& who, const QString& message);

// First thing in main(): a standard stream the caller closed (`>&-`) is held by /dev/null opened
// the wrong way round, so that the first file the program opens cannot take its number (and
// receive its output), and writing or reading it fails as it would have.
void holdClosedStandardStreams();

// Last thing of a command: stdout flushed and checked. When it could not be written (a full disk,
// /dev/full, a closed stdout) a command that went well fails (1) with one line saying so; one that
// already failed keeps its status and its line.
int checkedStdout(const QString& who, int status);
// Whether stdout has failed so far, for commands that stream: they stop rather than compute on.
bool stdoutFailed();

} // namespace najia::base
