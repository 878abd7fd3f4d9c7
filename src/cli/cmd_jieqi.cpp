// najia-cli jieqi YEAR: the 24 solar terms of a Gregorian year, to the second.
#include "cli/commands.h"
#include "base/json/calendar_json.h"
#include "base/options/civil_time.h"

#include "engine/calendar/solar_terms.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace najia::base;

using namespace Qt::Literals::StringLiterals;
using namespace najia;

int runJieqi(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Prints the 24 solar terms (節氣) of YEAR (1600–2400), 小寒 to 冬至: name, 節 or 氣, and "
        "the instant in the zone to the second."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"YEAR"_s, u"Gregorian year, 1600–2400."_s);
    base::addZoneOptions(parser);
    const QCommandLineOption json(
        u"json"_s, u"Print a JSON array of {name, kind: jie|qi, longitude, instant, utc} instead."_s);
    parser.addOption(json);
    if (const auto stop = preamble(parser, args, "jieqi", 1)) return *stop;

    QTextStream err(stderr);
    const QStringList pos = parser.positionalArguments();
    bool ok = false;
    const int year = pos.size() == 1 ? pos[0].toInt(&ok) : 0;
    if (!ok) {
        err << "najia-cli jieqi: expected one YEAR\n";
        return 2;
    }
    QString problem;
    const auto zone = base::zoneFromOptions(parser, &problem);
    if (!zone) {
        err << "najia-cli jieqi: " << problem << '\n';
        return 2;
    }
    const auto terms = year >= calendar::kFirstYear && year <= calendar::kLastYear
        ? calendar::solarTermsOf(year)
        : calendar::Outcome<calendar::YearTerms>(calendar::CalendarError::OutOfRange);
    if (!terms) {
        err << "najia-cli jieqi: " << year << " is outside the supported range 1600–2400\n";
        return 2;
    }
    QTextStream out(stdout);
    if (parser.isSet(json)) {
        QJsonArray a;
        for (int i = 0; i < calendar::kSolarTermCount; ++i) {
            const auto t = calendar::solarTermAt(i);
            const auto when = (*terms)[static_cast<std::size_t>(i)];
            a.append(QJsonObject{{u"name"_s, QString::fromUtf8(name(t))},
                                 {u"kind"_s, calendar::isJie(t) ? u"jie"_s : u"qi"_s},
                                 {u"longitude"_s, calendar::longitudeDegrees(t)},
                                 {u"instant"_s, base::formatCivil(when, *zone)},
                                 {u"utc"_s, base::isoUtc(when)}});
        }
        out << QJsonDocument(a).toJson(QJsonDocument::Indented);
        return 0;
    }
    for (int i = 0; i < calendar::kSolarTermCount; ++i) {
        const auto t = calendar::solarTermAt(i);
        out << QString::fromUtf8(name(t)) << '\t' << (calendar::isJie(t) ? u"節"_s : u"氣"_s) << '\t'
            << base::formatCivil((*terms)[static_cast<std::size_t>(i)], *zone) << '\n';
    }
    return 0;
}
