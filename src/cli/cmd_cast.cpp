// najia-cli cast: cast a hexagram (coins, yarrow, 梅花 time or numbers, names, line values), print
// how it was cast and its chart; --replay recomputes a cast from its recorded provenance.
#include "base/json/cast_json.h"
#include "base/json/chart_json.h"
#include "engine/calendar/trigram_season.h"
#include "base/options/chart_options.h"
#include "base/options/civil_time.h"
#include "base/json/strict_json.h"
#include "cli/commands.h"
#include "base/options/option_choices.h"
#include "base/io/whole_file.h"

#include "engine/casting/name_match.h"
#include "engine/casting/yarrow.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

using namespace najia::base;

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;

namespace {

int fail(const std::string& message) { return badInput("cast", message); }


// The random source: seeded when --seed is given (tests, statistics), the OS's entropy otherwise.
Result<std::unique_ptr<RandomSource>> sourceFrom(const QCommandLineParser& p)
{
    if (!p.isSet(u"seed"_s)) return OsEntropySource::open();
    bool ok = false;
    const qulonglong seed = p.value(u"seed"_s).toULongLong(&ok);
    if (!ok) return Error{"--seed takes a whole number 0 … 18446744073709551615"};
    return std::unique_ptr<RandomSource>(std::make_unique<SeededSource>(seed));
}

// The method's raw inputs, drawing from `source` for random coins and yarrow.
Result<CastInputs> inputsFrom(const QCommandLineParser& p, RandomSource* source)
{
    const QString method = p.value(u"method"_s);
    if (method == u"coins"_s) {
        const QString face = p.value(u"face"_s);
        if (face != u"tails-yang"_s && face != u"heads-yang"_s) return Error{"--face must be tails-yang or heads-yang"};
        const FaceConvention c = face == u"tails-yang"_s ? FaceConvention::ReverseYang : FaceConvention::InscriptionYang;
        if (!p.isSet(u"tosses"_s)) return CastInputs{CoinInputs{randomTosses(*source), c}};
        const auto tosses = parseTosses(p.value(u"tosses"_s).toStdString());
        if (!tosses) return Error{"--tosses: " + tosses.error()};
        return CastInputs{CoinInputs{*tosses, c}};
    }
    if (method == u"yarrow"_s) {
        if (!p.isSet(u"splits"_s)) return CastInputs{YarrowInputs{randomYarrowSplits(*source)}};
        const auto splits = parseNumbers(p.value(u"splits"_s).toStdString());
        if (!splits) return Error{"--splits: " + splits.error()};
        if (const auto lines = replayYarrow(*splits); !lines) return Error{"--splits: " + lines.error()};
        return CastInputs{YarrowInputs{*splits}};
    }
    if (method == u"time"_s) {
        const QString year = p.value(u"meihua-year"_s);
        if (year != u"lunar"_s && year != u"lichun"_s) return Error{"--meihua-year must be lunar or lichun"};
        return CastInputs{TimeInputs{year == u"lunar"_s ? MeihuaYear::LunarNewYear : MeihuaYear::SpringStart}};
    }
    if (method == u"numbers"_s) {
        const auto numbers = parseNumbers(p.value(u"numbers"_s).toStdString());
        if (!numbers) return Error{"--numbers: " + numbers.error()};
        const QString moving = p.value(u"third"_s);
        if (moving != u"sum"_s && moving != u"alone"_s) return Error{"--third must be sum or alone"};
        return CastInputs{NumberInputs{*numbers, moving == u"sum"_s ? NumberMoving::Sum : NumberMoving::Third}};
    }
    if (method == u"names"_s) {
        if (!p.isSet(u"primary"_s)) return Error{"--primary (本卦) is required with --method names"};
        return CastInputs{NameInputs{p.value(u"primary"_s).toStdString(), p.value(u"changed"_s).toStdString()}};
    }
    if (method == u"lines"_s) {
        const auto lines = parseCast(p.value(u"lines"_s).trimmed());
        if (!lines) return Error{"--lines: " + lines.error()};
        return CastInputs{LineInputs{*lines}};
    }
    return Error{"--method must be coins, yarrow, time, numbers, names or lines"};
}

bool needsRandomness(const QCommandLineParser& p)
{
    const QString m = p.value(u"method"_s);
    return (m == u"coins"_s && !p.isSet(u"tosses"_s)) || (m == u"yarrow"_s && !p.isSet(u"splits"_s));
}

// Each method's own options: one given with another method is a mistake (「--lines 987677」 without
// --method lines would otherwise cast random coins), and so is --seed where nothing is random.
Result<bool> checkMethodOptions(const QCommandLineParser& p)
{
    struct Owner {
        const char16_t* option;
        const char16_t* method;
    };
    static constexpr Owner owners[] = {{u"tosses", u"coins"}, {u"face", u"coins"},     {u"splits", u"yarrow"},
                                       {u"meihua-year", u"time"}, {u"numbers", u"numbers"}, {u"third", u"numbers"},
                                       {u"primary", u"names"}, {u"changed", u"names"},   {u"lines", u"lines"}};
    const QString method = p.value(u"method"_s);
    for (const Owner& o : owners) {
        const QString option = QString::fromUtf16(o.option);
        if (p.isSet(option) && method != QString::fromUtf16(o.method))
            return Error{"--" + option.toStdString() + " belongs to --method " + QString::fromUtf16(o.method).toStdString() +
                         (p.isSet(u"method"_s) ? ", not " + method.toStdString() : " (the default method is coins)")};
    }
    if (p.isSet(u"seed"_s) && !needsRandomness(p))
        return Error{"--seed applies only to random coins or yarrow (no --tosses or --splits)"};
    return true;
}

// When and where: --at in the zone, or now; with the clock settings.
Result<CastRecord> contextFrom(const QCommandLineParser& p)
{
    QString problem;
    const auto zone = base::zoneFromOptions(p, &problem);
    if (!zone) return Error{problem.toStdString()};
    const auto options = base::pillarOptionsFrom(p, &problem);
    if (!options) return Error{problem.toStdString()};
    CastRecord r;
    if (p.isSet(u"at"_s)) {
        const auto overlap = base::overlapOption(p);
        if (!overlap) return Error{overlap.error()};
        const auto civil = base::parseCivil(p.value(u"at"_s), *zone, &problem, *overlap);
        if (!civil) return Error{"--at: " + problem.toStdString()};
        if (const QString twice = base::overlapWarning(p.value(u"at"_s), *civil, *zone); !twice.isEmpty())
            base::warn(u"najia-cli cast"_s, twice);
        r.instant = civil->utc;
        r.utcOffset = civil->civilOffset;
        r.clockOffset = civil->standardOffset;
    } else {
        const QDateTime now = QDateTime::currentDateTimeUtc();
        r.instant = calendar::sys_seconds(std::chrono::seconds(now.toSecsSinceEpoch()));
        r.utcOffset = std::chrono::seconds(zone->offsetFromUtc(now));
        r.clockOffset = std::chrono::seconds(zone->standardTimeOffset(now));
    }
    r.zone = zone->id().toStdString();
    r.clock = *options;
    return r;
}

// A complete record from the options, or the first thing wrong with them (nothing half-made).
Result<CastRecord> recordFrom(const QCommandLineParser& p, RandomSource* source, const CastRecord& context)
{
    auto inputs = inputsFrom(p, source);
    if (!inputs) return Error{inputs.error()};
    CastRecord r = context;
    r.inputs = *inputs;
    if (needsRandomness(p)) {
        r.source = source->kind();
        r.seed = source->seed();
    }
    return r;
}

Result<CastRecord> recordFromFile(const QString& path)
{
    const auto bytes = path == u"-"_s ? base::readStandardInput() : base::readWholeFile(path);
    if (!bytes) return Error{"--replay: " + bytes.error()};
    const auto parsed = base::parseStrictJson(*bytes);  // RFC 8259: no duplicate key, no invalid escape
    if (!parsed) return Error{"--replay: " + parsed.error()};
    const QJsonDocument& doc = *parsed;
    if (!doc.isObject()) return Error{"--replay: the record must be a JSON object"};
    // Either the output of `cast --json` (the record under "cast") or the record itself.
    const QJsonObject o = doc.object().contains(u"cast"_s) ? doc.object()[u"cast"_s].toObject() : doc.object();
    const auto r = base::castRecordFromJson(o);
    if (!r) return Error{"--replay: " + r.error()};
    return r;
}

int printCast(const CastRecord& record, Script script, bool json, const ChartSettings& settings, PresetId presetId)
{
    const auto cast = recompute(record);
    if (!cast) return fail(cast.error());
    const auto pillars = pillarsOf(record);
    if (!pillars) return fail(pillars.error());
    const Chart chart = computeChart(*cast, *pillars, settings);
    // 卦 旺相 by the cast's own instant (易冒: the eight nodes, with 餘旺).
    std::optional<TrigramSeasonInput> season;
    if (const auto ts = calendar::trigramSeasonAt(record.instant)) season = seasonInput(*ts);
    const Analysis analysis = analyze(chart, preset(presetId).analysis, std::nullopt, presetId, season);
    QTextStream out(stdout);
    if (json) {
        QJsonObject o = chartToJson(chart, script, &analysis);
        o[u"cast"_s] = base::castRecordToJson(record, *cast, script);
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
    } else {
        out << base::castDetails(record, *cast, script) << base::castSummary(record, script) << u"\n\n"_s
            << chartToText(chart, script, &analysis);
    }
    return 0;
}

// --count N: N casts, one per line (line values, or the record as compact JSON), no charts.
int printMany(const QCommandLineParser& p, RandomSource* source, const CastRecord& context, Script script, int count)
{
    QTextStream out(stdout);
    for (int i = 0; i < count; ++i) {
        const auto record = recordFrom(p, source, context);
        if (!record) return fail(record.error());
        const auto cast = recompute(*record);
        if (!cast) return fail(cast.error());
        if (p.isSet(u"json"_s)) {
            out << QJsonDocument(base::castRecordToJson(*record, *cast, script)).toJson(QJsonDocument::Compact) << '\n';
        } else {
            for (LineValue v : *cast) out << static_cast<int>(v);
            out << '\n';
        }
    }
    return 0;
}

} // namespace

int runCast(const QStringList& args)
{
    QCommandLineParser p;
    p.setApplicationDescription(u"Cast a hexagram and print how it was cast and its chart."_s);
    p.addHelpOption();
    p.addOptions({
        {u"method"_s, u"coins, yarrow, time (梅花 by the lunar date and hour), numbers, names or lines."_s,
         u"method"_s, u"coins"_s},
        {u"tosses"_s, u"Coins cast by hand: six tosses 初爻 first, e.g. \"HHT HTT TTT HHH HTH TTH\" (H = 字, T = 背)."_s,
         u"tosses"_s},
        {u"face"_s, u"Which face counts 陽: tails-yang (背為陽, 火珠林; default) or heads-yang (字為陽)."_s,
         u"convention"_s, u"tails-yang"_s},
        {u"splits"_s, u"Yarrow replay: 18 left-heap counts, three per line, 初爻 first."_s, u"numbers"_s},
        {u"numbers"_s, u"Two or three numbers: upper, lower[, moving]."_s, u"numbers"_s},
        {u"third"_s, u"With three numbers the moving line is the sum of all three (sum, default) or the third alone."_s,
         u"sum|alone"_s, u"sum"_s},
        {u"meihua-year"_s, u"Time casting: the year branch of the lunar year (lunar, default) or from 立春 (lichun)."_s,
         u"lunar|lichun"_s, u"lunar"_s},
        {u"primary"_s, u"本卦 by name (any script, fuzzy)."_s, u"name"_s},
        {u"changed"_s, u"變卦 by name; the lines that differ are moving."_s, u"name"_s},
        {u"lines"_s, u"Six line values 6-9, 初爻 first."_s, u"digits"_s},
        {u"at"_s, u"The cast's civil time \"YYYY-MM-DD HH:MM[:SS]\" (default: now)."_s, u"time"_s},
        {u"seed"_s, u"Seed a mt19937_64 instead of the OS's entropy (tests and statistics only)."_s, u"N"_s},
        {u"count"_s, u"Print N casts, one per line, without charts."_s, u"N"_s},
        {u"replay"_s, u"Recompute a cast from its JSON record (the output of --json, or its cast key); - for stdin."_s,
         u"file"_s},
        {u"json"_s, u"Print JSON: the chart with the provenance under \"cast\"."_s},
        {u"script"_s, u"traditional, simplified or english (default: from the locale)."_s, u"script"_s},
    });
    base::addChartSettingOptions(p);
    base::addZoneOptions(p);
    base::addPillarOptions(p);
    najia::base::setChoices(p, u"script"_s, najia::base::settingKeys<najia::Script>());
    // The words inputsFrom() takes.
    najia::base::setChoices(p, u"method"_s, {u"coins"_s, u"yarrow"_s, u"time"_s, u"numbers"_s, u"names"_s, u"lines"_s});
    najia::base::setChoices(p, u"face"_s, {u"tails-yang"_s, u"heads-yang"_s});
    najia::base::setChoices(p, u"third"_s, {u"sum"_s, u"alone"_s});
    najia::base::setChoices(p, u"meihua-year"_s, {u"lunar"_s, u"lichun"_s});
    if (const auto stop = preamble(p, args, "cast")) return *stop;
    const auto script = base::scriptOption(p.value(u"script"_s));
    if (!script) return fail(script.error());
    const auto presetId = base::presetOption(p.value(u"preset"_s), "--preset");
    if (!presetId) return fail(presetId.error());
    const auto settings = base::settingsOptions(p, preset(*presetId).chart);
    if (!settings) return fail(settings.error());

    if (p.isSet(u"replay"_s)) {
        const auto record = recordFromFile(p.value(u"replay"_s));
        if (!record) return fail(record.error());
        return printCast(*record, *script, p.isSet(u"json"_s), *settings, *presetId);
    }
    if (const auto checked = checkMethodOptions(p); !checked) return fail(checked.error());
    const auto context = contextFrom(p);
    if (!context) return fail(context.error());
    std::unique_ptr<RandomSource> source;
    if (needsRandomness(p)) {
        auto opened = sourceFrom(p);
        if (!opened) return fail(opened.error());
        source = std::move(opened.value());
    }
    if (p.isSet(u"count"_s)) {
        constexpr int kMaxCount = 1'000'000;
        bool ok = false;
        const qlonglong count = p.value(u"count"_s).toLongLong(&ok);
        if (!ok || count < 1 || count > kMaxCount)
            return fail("--count takes a whole number 1 … " + std::to_string(kMaxCount) + "; got '" +
                        p.value(u"count"_s).toStdString() + "'");
        return printMany(p, source.get(), *context, *script, static_cast<int>(count));
    }
    const auto record = recordFrom(p, source.get(), *context);
    if (!record) return fail(record.error());
    return printCast(*record, *script, p.isSet(u"json"_s), *settings, *presetId);
}
