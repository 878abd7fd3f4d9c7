#include "base/options/option_choices.h"

#include <QTextStream>

#include <map>
#include <utility>
#include <vector>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

constexpr char16_t kOptionName[] = u"completion-choices";

// Each parser's choices in the order declared. A process builds one or two parsers, so nothing is
// ever removed.
using Choices = std::vector<std::pair<QString, QStringList>>;
std::map<const QCommandLineParser*, Choices>& registry()
{
    static std::map<const QCommandLineParser*, Choices> all;
    return all;
}

void record(const QCommandLineParser& parser, const QString& key, const QStringList& words)
{
    Choices& choices = registry()[&parser];
    for (auto& [k, w] : choices)
        if (k == key) {
            w = words;
            return;
        }
    choices.emplace_back(key, words);
}

} // namespace

void setChoices(const QCommandLineParser& parser, const QString& option, const QStringList& words)
{
    record(parser, u"--"_s + option, words);
}

void setArgumentChoices(const QCommandLineParser& parser, const QStringList& words)
{
    record(parser, QString::fromUtf16(kArgumentChoices), words);
}

void addCompletionChoicesOption(QCommandLineParser& parser)
{
    QCommandLineOption option(QString::fromUtf16(kOptionName), u"Print the words of each fixed-choice option."_s);
    option.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(option);
}

bool answeredCompletionChoices(const QCommandLineParser& parser)
{
    if (!parser.isSet(QString::fromUtf16(kOptionName))) return false;
    QTextStream out(stdout);
    const auto it = registry().find(&parser);
    if (it != registry().end())
        for (const auto& [key, words] : it->second) out << key << '\t' << words.join(u' ') << '\n';
    return true;
}

} // namespace najia::base
