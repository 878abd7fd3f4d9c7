// najia-cli parse: a chart read from free text on stdin — a book's case header, a forum post, another
// program's output — field by field, with what was not recognised (engine/casting/chart_text.h).
#include "base/io/whole_file.h"
#include "base/json/chart_text_json.h"
#include "base/options/civil_time.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"

#include <QCommandLineParser>
#include <QJsonDocument>
#include <QTextStream>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
// A post or a page header, not a book: what is longer is not a chart's text.
constexpr qint64 kMaxTextBytes = 64 * 1024;
} // namespace

int runParse(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"Read a chart from free text on stdin: 本卦/變卦 by name, the moving lines, the pillars, "
                                "a civil or lunar date, the question. Prints what was recognised and what was not."_s);
    p.addHelpOption();
    p.addOptions({
        {u"json"_s, u"Print JSON: the recognised fields, \"lines\" as six digits when they make a cast."_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
    });
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    if (const auto stop = preamble(p, args, "parse")) return *stop;
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script) return badInput("parse", script.error());
    const auto bytes = base::readStandardInput(kMaxTextBytes);
    if (!bytes) return badInput("parse", bytes.error());
    const QString text = QString::fromUtf8(*bytes);
    const casting::ChartText read = casting::readChartText(text.toStdString());
    if (read.empty()) return badInput("parse", u"nothing in the text reads as a chart (a hexagram's name, pillars, a date or a question)"_s);
    QTextStream out(stdout);
    if (p.isSet(u"json"_s)) out << QJsonDocument(base::chartTextToJson(read, *script)).toJson(QJsonDocument::Indented);
    else out << base::chartTextToText(read, *script);
    return 0;
}
