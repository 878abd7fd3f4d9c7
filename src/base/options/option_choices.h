// The words a fixed-choice option takes, declared beside the option itself so that the shell
// completions offer exactly them. Every parser answers the hidden --completion-choices with one
// line per such option, "--OPTION<TAB>word word …" ("ARGUMENT<TAB>…" for the words of its first
// argument, "--tz<TAB>@zones" for the system's zone names); cmake/make_manpage.py writes the bash,
// zsh and fish completions from it.
#pragma once

#include "engine/setting_words.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

namespace najia::base {

inline constexpr char16_t kZoneChoices[] = u"@zones";  // the words of a zone option: the system's zones
inline constexpr char16_t kArgumentChoices[] = u"ARGUMENT";

void setChoices(const QCommandLineParser& parser, const QString& option, const QStringList& words);
void setArgumentChoices(const QCommandLineParser& parser, const QStringList& words);

// The hidden option itself; parseCommandLine adds it, a parser that parses alone adds it before parse().
void addCompletionChoicesOption(QCommandLineParser& parser);
// When --completion-choices was given: prints the parser's choices and returns true.
bool answeredCompletionChoices(const QCommandLineParser& parser);

// The keys of a chart setting (engine/setting_words.h), the default first.
template <class E> QStringList settingKeys()
{
    QStringList keys;
    for (const auto& w : settingWords<E>()) keys << QString::fromUtf8(w.key);
    return keys;
}

} // namespace najia::base
