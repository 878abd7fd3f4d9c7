#include "base/document/chart_file.h"

#include "base/wording/setting_text.h"

#include "base/json/cast_json.h"
#include "base/json/chart_json.h"
#include "base/options/civil_time.h"
#include "base/json/json_fields.h"
#include "base/json/strict_json.h"
#include "base/document/casebook_part.h"
#include "base/document/text_limits.h"
#include "base/wording/message_text.h"
#include "base/json/reading_json.h"
#include "engine/analysis/settings.h"
#include "engine/reading/reading_terms.h"
#include "engine/terms.h"
#include "base/io/whole_file.h"
#include "base/options/zone_names.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>

#include <atomic>
#include <tuple>
#include <cstdlib>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

constexpr int kVersion = 1;

QString castDigits(const Cast& cast)
{
    QString digits;
    for (LineValue v : cast) digits += QChar(u'0' + static_cast<int>(v));
    return digits;
}

QJsonValue pillarJson(const std::optional<GanZhi>& g)
{
    return g ? QJsonValue(QString::fromStdString(name(*g))) : QJsonValue(QJsonValue::Null);
}

// A setting spelled as one of its keys (engine setting_words.h); absent means `fallback`.
template <class E> Result<E> settingWordOf(JsonFields& f, const char16_t* key, E fallback)
{
    QStringList keys;
    for (const auto& w : settingWords<E>()) keys << QString::fromUtf8(w.key.data(), qsizetype(w.key.size()));
    const auto word = f.word(QString::fromUtf16(key), keys);
    if (!word) return Error{word.error()};
    return *word ? *parseSettingKey<E>(word->value().toStdString()) : fallback;
}

Result<bool> readSettings(const QJsonObject& o, ChartRecord& r, QStringList* warnings)
{
    JsonFields f(o, u"settings"_s, warnings);
    const ChartSettings defaults;
    const auto changed = settingWordOf(f, u"changed_relations", defaults.changedRelations);
    if (!changed) return Error{changed.error()};
    const auto hidden = settingWordOf(f, u"hidden", defaults.hidden);
    if (!hidden) return Error{hidden.error()};
    const auto body = settingWordOf(f, u"body", defaults.body);
    if (!body) return Error{body.error()};
    r.settings = {*changed, *hidden, *body};
    QStringList presetCodes;
    for (const Preset& pr : presets()) presetCodes << QString::fromUtf8(pr.code);
    const auto presetCode = f.word(u"preset"_s, presetCodes);
    if (!presetCode) return Error{presetCode.error()};
    r.preset = *presetCode ? *parsePreset(presetCode->value().toStdString()) : PresetId::General;
    r.analysis = preset(r.preset).analysis;  // the preset's, then any setting the file states
    const auto analysis = f.object(u"analysis"_s);
    if (!analysis) return Error{analysis.error()};
    const QJsonObject stated = analysis->value_or(QJsonObject());
    for (auto it = stated.begin(); it != stated.end(); ++it)
        if (!it.value().isString() || !applySetting(r.analysis, it.key().toStdString(), it.value().toString().toStdString()))
            return Error{"unknown analysis setting or value \"settings.analysis." + it.key().toStdString() +
                         "\" (docs/analysis.md lists them)"};
    const auto useful = f.string(u"useful"_s);
    if (!useful) return Error{useful.error()};
    if (*useful) {
        r.useful = parseTerm<Relation>(useful->value().toStdString());
        if (!r.useful) return f.wrong(u"useful"_s, u"a relation: 父母, 兄弟, 子孫, 妻財 or 官鬼"_s);
    }
    // A number 0 here once read as 23: the day pillar of another day. Only the two strings.
    const auto boundary = settingWordOf(f, u"day_boundary", calendar::DayBoundary::At23);
    if (!boundary) return Error{boundary.error()};
    r.pillarOptions.dayBoundary = *boundary;
    const auto lon = f.number(u"true_solar_longitude"_s, -180, 180, Nullable::Yes);
    if (!lon) return Error{lon.error()};
    const auto hourOnly = f.boolean(u"true_solar_hour_only"_s);
    if (!hourOnly) return Error{hourOnly.error()};
    if (*lon) {
        r.pillarOptions.trueSolarLongitude = **lon;
        r.pillarOptions.trueSolarScope = hourOnly->value_or(false) ? calendar::TrueSolarScope::HourOnly
                                                                   : calendar::TrueSolarScope::AllPillars;
    }
    f.finish();
    return true;
}

// "pillars" without a moment: each field a 干支 of its own (year and month may be a branch alone), so
// that no field can supply another's pillar (「"year": "丙申月 辛卯"」).
Result<Pillars> readPillars(const QJsonObject& o, QStringList* warnings)
{
    JsonFields f(o, u"pillars"_s, warnings);
    Pillars p;
    const std::pair<const char16_t*, std::optional<GanZhi>*> fields[] = {
        {u"year", &p.year}, {u"month", &p.month}, {u"day", &p.day}, {u"hour", &p.hour}};
    for (const auto& [key, slot] : fields) {
        const QString k = QString::fromUtf16(key);
        const auto text = f.string(k, Nullable::Yes);
        if (!text) return Error{text.error()};
        if (!*text || (*text)->isEmpty()) continue;
        *slot = parseGanZhi((*text)->toStdString());
        if (*slot) continue;
        // The year and the month may be a branch alone (卯年, 卯月).
        std::optional<Branch>* branchOnly =
            k == u"year"_s ? &p.yearBranchOnly : k == u"month"_s ? &p.monthBranchOnly : nullptr;
        if (branchOnly) *branchOnly = parseTerm<Branch>((*text)->toStdString());
        if (!branchOnly || !*branchOnly)
            return f.wrong(k, branchOnly ? u"a 干支 or a branch"_s : u"a 干支 such as 甲子"_s);
    }
    f.finish();
    return p;
}

// A cast made at one instant and read against another moment is allowed (a chart cast for a time
// asked about), but worth a word: said when the instant or the zone differ by more than a minute.
void warnIfProvenanceDisagrees(const ChartRecord& r, QStringList& warnings)
{
    if (!r.moment || std::holds_alternative<casting::LineInputs>(r.provenance.inputs)) return;
    const auto zone = zoneNamed(r.moment->zone);
    QString problem;
    const auto civil = zone ? parseCivil(r.moment->civil, *zone, &problem, r.moment->overlap) : std::nullopt;
    if (!civil) return;
    const auto apart = std::chrono::abs(civil->utc - r.provenance.instant);
    if (apart > std::chrono::seconds(60) || QString::fromStdString(r.provenance.zone) != r.moment->zone)
        warnings << QCoreApplication::translate("ChartFile", "\"cast.provenance\" was cast at %1 (%2), the \"moment\" is %3 (%4)").arg(
            formatCivil(r.provenance.instant, *zone), QString::fromStdString(r.provenance.zone), r.moment->civil,
            r.moment->zone);
}

Result<Moment> readMoment(const QJsonObject& o, QStringList* warnings)
{
    JsonFields f(o, u"moment"_s, warnings);
    const auto civil = f.string(u"civil"_s);
    if (!civil) return Error{civil.error()};
    if (!*civil) return f.wrong(u"civil"_s, u"a time \"YYYY-MM-DD HH:MM[:SS]\""_s);
    const auto zone = f.string(u"zone"_s);
    if (!zone) return Error{zone.error()};
    // An empty or missing zone once meant the machine's own: another chart on another machine.
    if (!*zone || !zoneNamed(**zone)) return f.wrong(u"zone"_s, u"an IANA zone or UTC±HH:MM within ±14:00"_s);
    const auto overlap = f.word(u"overlap"_s, {u"earlier"_s, u"later"_s});
    if (!overlap) return Error{overlap.error()};
    f.finish();
    return Moment{**civil, **zone, overlap->value_or(u"earlier"_s) == u"later"_s ? Overlap::Later : Overlap::Earlier};
}

// The record's moment read: its instant and the pillars at it.
struct AtMoment {
    CivilInstant civil;
    calendar::PillarReading reading;
};
Result<AtMoment> readAtMoment(const ChartRecord& r)
{
    const auto zone = zoneNamed(r.moment->zone);
    if (!zone) return Error{"unknown time zone " + quoted(r.moment->zone).toStdString()};
    QString problem;
    const auto civil = parseCivil(r.moment->civil, *zone, &problem, r.moment->overlap);
    if (!civil) return Error{"\"moment.civil\": " + problem.toStdString()};
    const auto reading = calendar::fourPillars(civil->utc, civil->standardOffset, r.pillarOptions);
    if (!reading)
        return Error{reading.error() == calendar::CalendarError::OutOfRange
                         ? "the moment is outside the supported range 1600-01-01 … 2400-12-31"
                         : "the moment is not a valid time"};
    return AtMoment{*civil, *reading};
}

// The reading for the record's question, on an analysis of the question's 用神 (the record's own
// analysis when it already judges that relation).
void addReading(ComputedChart& out, const ChartRecord& r, const std::optional<TrigramSeasonInput>& season)
{
    const Question q = questionOf(r);
    const Relation rel = analysisRelation(out.chart, q, r.useful);
    if (out.analysis.useful == rel) out.reading = interpret(out.chart, out.analysis, q, r.useful);
    else out.reading = interpret(out.chart, analyze(out.chart, r.analysis, rel, r.preset, season), q, r.useful);
}

} // namespace

Question questionOf(const ChartRecord& r)
{
    const auto category = parseReadingTerm<QuestionCategory>(r.category.toStdString());
    Question q{category.value_or(QuestionCategory::Affairs), r.subject, r.sex, r.illness};
    setDecided(q, r.decided);
    return q;
}

namespace {
std::atomic<std::int64_t> computedCount{0};
} // namespace

std::int64_t chartsComputed() { return computedCount.load(); }

Result<ComputedChart> compute(const ChartRecord& r)
{
    ++computedCount;
    if (!r.moment) {
        const Chart chart = computeChart(r.cast, r.pillars, r.settings);
        ComputedChart out{chart, analyze(chart, r.analysis, r.useful, r.preset), std::nullopt, std::nullopt,
                          std::nullopt, {}, std::nullopt};
        addReading(out, r, std::nullopt);
        return out;
    }
    const auto at = readAtMoment(r);
    if (!at) return Error{at.error()};
    const CivilInstant& civil = at->civil;
    const calendar::PillarReading& reading = at->reading;
    const Chart chart = computeChart(r.cast, reading.pillars, r.settings);
    const auto season = calendar::trigramSeasonAt(reading.utc);
    const std::optional<TrigramSeasonInput> input = season ? std::optional(seasonInput(*season)) : std::nullopt;
    ComputedChart out{chart, analyze(chart, r.analysis, r.useful, r.preset, input), reading.boundary, std::nullopt,
                      std::nullopt, {}, std::nullopt};
    if (season) out.season = *season;
    out.otherOccurrence = civil.otherOccurrence;
    addReading(out, r, input);
    const auto civilDay = std::chrono::floor<std::chrono::days>(reading.utc + reading.dayClockOffset);
    out.castMoment = CastMoment{pillarDay(civilDay, *chart.pillars.day), *chart.pillars.day, reading.utc, reading.dayClockOffset};
    // The nearer boundary within the warning margin; d ≥ 0 means it is already behind the instant.
    const auto& b = reading.boundary;
    std::optional<std::int64_t> d;
    if (std::llabs(b.jieSeconds) < kBoundaryWarningSeconds) d = b.jieSeconds;
    if (std::llabs(b.daySeconds) < kBoundaryWarningSeconds && (!d || std::llabs(b.daySeconds) < std::llabs(*d)))
        d = b.daySeconds;
    if (d) {
        const auto across = civil.utc - std::chrono::seconds(*d >= 0 ? *d + 1 : *d);
        if (const auto other = calendar::fourPillars(across, civil.standardOffset, r.pillarOptions))
            out.otherSide = other->pillars;
    }
    return out;
}

Result<ChartOf> parseChartOf(const QString& word)
{
    static const QString kWords[] = {u"primary"_s, u"changed"_s, u"nuclear"_s, u"opposite"_s, u"reversed"_s};
    if (word.isEmpty()) return ChartOf::Primary;
    for (std::size_t i = 0; i < std::size(kWords); ++i)
        if (kWords[i] == word) return static_cast<ChartOf>(i);
    return Error{"--of must be primary, changed, nuclear, opposite or reversed"};
}

Cast derivedCast(const Cast& cast, ChartOf of)
{
    const Hexagram h = primaryOf(cast);
    switch (of) {
    case ChartOf::Primary: return cast;
    case ChartOf::Changed: return stillCast(changedOf(cast));
    case ChartOf::Nuclear: return stillCast(h.nuclear());
    case ChartOf::Opposite: return stillCast(h.opposite());
    case ChartOf::Reversed: return stillCast(h.reversed());
    }
    return cast;
}

ComputedChart derivedChart(const ComputedChart& primary, const ChartRecord& r, ChartOf of)
{
    if (of == ChartOf::Primary) return primary;
    // The same pillars and season; the lines, marks and findings are the derived hexagram's own.
    ComputedChart c = primary;
    c.chart = computeChart(derivedCast(r.cast, of), c.chart.pillars, c.chart.settings);
    const std::optional<TrigramSeasonInput> season = c.season ? std::optional(seasonInput(*c.season)) : std::nullopt;
    c.analysis = analyze(c.chart, r.analysis, r.useful, r.preset, season);
    return c;
}

Result<ComputedChart> compute(const ChartRecord& r, ChartOf of)
{
    auto computed = compute(r);
    if (!computed || of == ChartOf::Primary) return computed;
    return derivedChart(*computed, r, of);
}

casting::CastRecord provenanceOf(const ChartRecord& r)
{
    casting::CastRecord p = r.provenance;
    if (!std::holds_alternative<casting::LineInputs>(p.inputs)) return p;
    // Lines entered by hand: read at the record's moment, or against its typed pillars.
    p.inputs = casting::LineInputs{r.cast};
    p.clock = r.pillarOptions;
    const auto zone = r.moment ? zoneNamed(r.moment->zone) : std::nullopt;
    QString problem;
    const auto civil = zone ? parseCivil(r.moment->civil, *zone, &problem) : std::nullopt;
    if (civil) {
        p.instant = civil->utc;
        p.zone = r.moment->zone.toStdString();
        p.utcOffset = civil->civilOffset;
        p.clockOffset = civil->standardOffset;
        p.pillars.reset();
    } else if (!r.moment) {
        p.pillars = r.pillars;
    }
    return p;
}

QJsonObject recordToJson(const ChartRecord& r, RecordParts parts)
{
    if (parts == RecordParts::Inputs) return recordToJson(r, nullptr);
    const auto computed = compute(r);
    return recordToJson(r, computed ? &*computed : nullptr);
}

QJsonObject recordToJson(const ChartRecord& r, const ComputedChart* computed)
{
    QJsonObject settings{{u"changed_relations"_s, settingKeyText(r.settings.changedRelations)},
                         {u"hidden"_s, settingKeyText(r.settings.hidden)},
                         {u"body"_s, settingKeyText(r.settings.body)},
                         {u"day_boundary"_s, settingKeyText(r.pillarOptions.dayBoundary)}};
    QJsonObject analysis;
    for (const SettingValue& v : settingValues(r.analysis))
        analysis[QString::fromUtf8(v.key)] = QString::fromUtf8(v.value);
    settings[u"analysis"_s] = analysis;
    settings[u"preset"_s] = QString::fromUtf8(preset(r.preset).code);
    if (r.useful) settings[u"useful"_s] = QString::fromUtf8(name(*r.useful));
    if (r.pillarOptions.trueSolarLongitude) {
        settings[u"true_solar_longitude"_s] = *r.pillarOptions.trueSolarLongitude;
        settings[u"true_solar_hour_only"_s] = r.pillarOptions.trueSolarScope == calendar::TrueSolarScope::HourOnly;
    }
    QJsonObject o{{u"format"_s, u"najia-chart"_s},
                  {u"version"_s, kVersion},
                  {u"question"_s, r.question},
                  {u"category"_s, r.category},
                  {u"subject"_s, QString::fromUtf8(codeOf(r.subject))},
                  {u"sex"_s, QString::fromUtf8(codeOf(r.sex))},
                  {u"notes"_s, r.notes},
                  {u"cast"_s, QJsonObject{{u"lines"_s, castDigits(r.cast)},
                                          {u"provenance"_s, castRecordToJson(provenanceOf(r), r.cast, Script::Traditional)}}},
                  {u"settings"_s, settings}};
    // Only when stated: a file of any other question stays as it was written before the key existed, and so
    // do a casebook's sealed inputs (casebook_seals.cpp compares them with the case written again).
    if (r.illness != IllnessAge::Unstated) o[u"illness_age"_s] = QString::fromUtf8(codeOf(r.illness));
    if (!r.decided.empty()) o[u"decided"_s] = decidedText(r.decided);
    if (r.moment) {
        QJsonObject moment{{u"civil"_s, r.moment->civil}, {u"zone"_s, r.moment->zone}};
        if (r.moment->overlap == Overlap::Later) moment[u"overlap"_s] = u"later"_s;
        o[u"moment"_s] = moment;
    } else {
        o[u"moment"_s] = QJsonValue(QJsonValue::Null);
    }
    // Without the computed chart (the inputs alone), the pillars of a moment at most are computed.
    const auto at = !computed && r.moment ? readAtMoment(r) : Result<AtMoment>(Error{"no moment"});
    const Pillars& p = computed ? computed->chart.pillars : at ? at->reading.pillars : r.pillars;
    QJsonObject pillars{{u"year"_s, pillarJson(p.year)}, {u"month"_s, pillarJson(p.month)},
                        {u"day"_s, pillarJson(p.day)}, {u"hour"_s, pillarJson(p.hour)}};
    if (!p.month && p.monthBranchOnly) pillars[u"month"_s] = QString::fromUtf8(name(*p.monthBranchOnly));
    if (!p.year && p.yearBranchOnly) pillars[u"year"_s] = QString::fromUtf8(name(*p.yearBranchOnly));
    o[u"pillars"_s] = pillars;
    // The computed chart, for other programs to read; it is ignored when the file is opened.
    if (computed) {
        o[u"chart"_s] = chartToJson(computed->chart, Script::Traditional, &computed->analysis);
        o[u"reading"_s] = readingToJson(computed->reading, computed->chart, Script::Traditional, computed->castMoment);
    }
    return o;
}

Result<ChartRecord> recordFromJson(const QJsonObject& o, QStringList* warnings)
{
    auto read = computedFromJson(o, warnings);
    if (!read) return Error{read.error()};
    return std::move(read->record);
}

Result<ComputedRecord> computedFromJson(const QJsonObject& o, QStringList* warnings)
{
    JsonFields f(o, QString(), warnings);
    if (o.value(u"format"_s).toString() != u"najia-chart"_s) return Error{"not a Najia chart file (\"format\" is not \"najia-chart\")"};
    f.skip(u"format"_s);
    const auto version = f.integer(u"version"_s, 1, 1'000'000);
    if (!version || !*version) return Error{"the file has no valid \"version\""};
    if (**version > kVersion)
        return Error{"the file was written by a newer Najia (\"version\" " + std::to_string(**version) + ")"};
    ChartRecord r;
    const auto cast = f.object(u"cast"_s);
    if (!cast) return Error{cast.error()};
    JsonFields c(cast->value_or(QJsonObject()), u"cast"_s, warnings);
    const auto digits = c.string(u"lines"_s);
    if (!digits) return Error{digits.error()};
    const auto lines = parseCast(digits->value_or(QString()));
    if (!lines) return Error{"\"cast.lines\": " + lines.error()};
    r.cast = *lines;
    const auto provenance = c.object(u"provenance"_s);
    if (!provenance) return Error{provenance.error()};
    if (*provenance) {
        const auto record = castRecordFromJson(**provenance);
        if (!record) return Error{"\"cast.provenance\": " + record.error()};
        const auto recast = casting::recompute(*record);
        if (!recast) return Error{"\"cast.provenance\": " + recast.error()};
        if (*recast != r.cast) return Error{"\"cast\": the provenance gives other lines than \"lines\""};
        r.provenance = *record;
    }
    c.finish();
    for (const auto& [key, field, limit] : {std::tuple{u"question"_s, &r.question, kMaxLineChars},
                                            std::tuple{u"notes"_s, &r.notes, kMaxParagraphChars}}) {
        const auto text = f.string(key);
        if (!text) return Error{text.error()};
        if (text->value_or(QString()).size() > limit) return f.wrong(key, u"a text of at most %1 characters"_s.arg(limit));
        *field = text->value_or(QString());
    }
    QStringList codes{QString()};
    for (const Category& cat : chartCategories()) codes << QString::fromUtf8(cat.code);
    const auto category = f.word(u"category"_s, codes);
    if (!category) return Error{category.error()};
    r.category = category->value_or(QString());
    // Files before the reading have no subject or sex: the asker himself, sex unstated.
    const auto subject = f.string(u"subject"_s);
    if (!subject) return Error{subject.error()};
    if (*subject) {
        const auto v = parseReadingTerm<QuestionSubject>((*subject)->toStdString());
        if (!v) return Error{"\"subject\": unknown person '" + (*subject)->toStdString() + "'"};
        r.subject = *v;
    }
    const auto sex = f.string(u"sex"_s);
    if (!sex) return Error{sex.error()};
    if (*sex) {
        const auto v = parseReadingTerm<Sex>((*sex)->toStdString());
        if (!v) return Error{"\"sex\": unknown sex '" + (*sex)->toStdString() + "'"};
        r.sex = *v;
    }
    // Files before it have no illness age: unstated.
    const auto illness = f.string(u"illness_age"_s);
    if (!illness) return Error{illness.error()};
    if (*illness) {
        const auto v = parseReadingTerm<IllnessAge>((*illness)->toStdString());
        if (!v) return Error{"\"illness_age\": unknown illness age '" + (*illness)->toStdString() + "'"};
        r.illness = *v;
    }
    // 後時, since 2026-12: none before.
    const auto decided = f.string(u"decided"_s);
    if (!decided) return Error{decided.error()};
    if (*decided) {
        const auto v = parseDecided(**decided);
        if (!v) return Error{"\"decided\": " + v.error()};
        r.decided = *v;
    }
    const auto settings = f.object(u"settings"_s);
    if (!settings) return Error{settings.error()};
    if (const auto s = readSettings(settings->value_or(QJsonObject()), r, warnings); !s) return Error{s.error()};
    const auto moment = f.object(u"moment"_s, Nullable::Yes);
    if (!moment) return Error{moment.error()};
    const auto pillars = f.object(u"pillars"_s);
    if (!pillars) return Error{pillars.error()};
    // With a moment the pillars written are computed from it and not read, but held to the schema all
    // the same: a file is valid or refused as a whole.
    const auto typed = *pillars ? readPillars(**pillars, warnings) : Result<Pillars>(Pillars{});
    if (!typed) return Error{typed.error()};
    if (*moment) {
        const auto m = readMoment(**moment, warnings);
        if (!m) return Error{m.error()};
        r.moment = *m;
    } else {
        r.pillars = *typed;
    }
    // The computed chart is for other programs: it is recomputed from the rest, never read.
    if (const auto chart = f.object(u"chart"_s); !chart) return Error{chart.error()};
    if (const auto reading = f.object(u"reading"_s); !reading) return Error{reading.error()};
    // What a casebook held of the case (casebook_part.h): checked, never read into the record.
    const auto casebook = f.object(u"casebook"_s);
    if (!casebook) return Error{casebook.error()};
    if (*casebook)
        if (const auto part = checkCasebookPart(**casebook, warnings); !part) return Error{part.error()};
    f.finish();
    auto computed = compute(r);
    if (!computed) return Error{computed.error()};
    if (warnings) warnIfProvenanceDisagrees(r, *warnings);
    return ComputedRecord{std::move(r), std::move(computed.value())};
}

Result<ChartRecord> loadRecord(const QString& path, QStringList* warnings)
{
    auto read = loadComputed(path, warnings);
    if (!read) return Error{read.error()};
    return std::move(read->record);
}

namespace {

// A saved file's "chart" and "reading" are for other programs and nineteen twentieths of its bytes;
// they are recomputed, never read (recordFromJson only checks that they are objects). So that loading
// does not build them, each top-level "chart" or "reading" object is emptied to {} before parsing:
// the bytes with those values replaced, or unchanged when the text ends inside one. Strings are
// followed (a brace or a key inside one is text); what lies inside an emptied object is not parsed.
QByteArray withoutComputedParts(const QByteArray& in)
{
    const char* p = in.constData();
    QByteArray out;
    qsizetype copied = 0;     // in[0, copied) is in `out`
    qsizetype skipFrom = -1;  // where the object being emptied starts
    qsizetype stringStart = 0;
    QByteArrayView lastString, key;  // the last string closed; the key of the value at depth 1
    int depth = 0;
    bool inString = false, escaped = false;
    for (qsizetype i = 0; i < in.size(); ++i) {
        const char c = p[i];
        if (inString) {
            if (escaped) escaped = false;
            else if (c == '\\') escaped = true;
            else if (c == '"') {
                inString = false;
                lastString = QByteArrayView(p + stringStart, i - stringStart);
            }
            continue;
        }
        if (c == '"') {
            inString = true;
            stringStart = i + 1;
        } else if (c == ':' && depth == 1) {
            key = lastString;
        } else if (c == ',' && depth == 1) {
            key = {};
        } else if (c == '{' || c == '[') {
            if (depth == 1 && c == '{' && (key == "chart" || key == "reading")) skipFrom = i;
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 1 && skipFrom >= 0) {
                out += QByteArrayView(p + copied, skipFrom - copied);
                out += "{}";
                copied = i + 1;
                skipFrom = -1;
            }
        }
    }
    if (skipFrom >= 0 || copied == 0) return in;
    out += QByteArrayView(p + copied, in.size() - copied);
    return out;
}

} // namespace

Result<ComputedRecord> loadComputed(const QString& path, QStringList* warnings)
{
    const auto bytes = readWholeFile(path);
    if (!bytes) return Error{bytes.error()};
    // RFC 8259 over the whole file, "chart" and "reading" included: Qt's parser alone takes invalid
    // escapes and duplicate keys, and never sees what withoutComputedParts empties.
    if (const auto problem = strictJsonProblem(*bytes))
        return Error{QCoreApplication::translate("ChartFile", "%1 is not valid JSON (%2 at byte %3)")
                         .arg(path, problem->reason).arg(problem->offset).toStdString()};
    // Qt is not shown the byte order mark RFC 8259 §8.1 lets a reader ignore.
    const QByteArray text = bytes->startsWith("\xEF\xBB\xBF") ? bytes->sliced(3) : *bytes;
    QJsonParseError err{};
    QJsonDocument doc = QJsonDocument::fromJson(withoutComputedParts(text), &err);
    // Errors are reported on the file as it is (their offsets are the file's).
    if (err.error != QJsonParseError::NoError) doc = QJsonDocument::fromJson(text, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        // Translated where the program installs a translator (the app), so that a Chinese UI gets one
        // language around Qt's own (translated) reason; the CLI has none and stays English.
        return Error{QCoreApplication::translate("ChartFile", "%1 is not valid JSON (%2 at byte %3)")
                         .arg(path, err.errorString()).arg(err.offset).toStdString()};
    QStringList found;
    auto r = computedFromJson(doc.object(), &found);
    if (!r) return Error{path.toStdString() + ": " + r.error()};
    if (warnings)
        for (const QString& w : std::as_const(found)) *warnings << path + u": "_s + w;
    return r;
}

namespace {

// The file's JSON with "format" and "version" first (QJsonDocument sorts keys, which would put
// them after the whole chart): the shared-mime-info magic of application/x-najia
// (packaging/desktop/io.github.najia.Najia.xml) looks for "format": "najia-chart" near the start.
QByteArray fileBytes(QJsonObject o)
{
    const QByteArray head = "{\n    \"format\": \"" + o.take(u"format"_s).toString().toUtf8() + "\",\n    \"version\": " +
                            QByteArray::number(o.take(u"version"_s).toInt()) + ",\n";
    return head + QJsonDocument(o).toJson(QJsonDocument::Indented).mid(2);  // drops "{\n"
}

} // namespace

Result<bool> saveRecord(const ChartRecord& r, const QString& path)
{
    return saveJson(recordToJson(r), path);
}

Result<bool> saveJson(const QJsonObject& json, const QString& path)
{
    return writeWholeFile(path, fileBytes(json));
}

const std::vector<Category>& chartCategories()
{
    static const std::vector<Category> all = {
        {"general", "人事", "人事", QT_TRANSLATE_NOOP("Category", "General affairs")},       {"marriage", "婚姻", "婚姻", QT_TRANSLATE_NOOP("Category", "Marriage")},
        {"illness", "疾病", "疾病", QT_TRANSLATE_NOOP("Category", "Illness")},       {"wealth", "求財", "求财", QT_TRANSLATE_NOOP("Category", "Wealth")},
        {"lawsuit", "官訟", "官讼", QT_TRANSLATE_NOOP("Category", "Lawsuits")},      {"travel", "出行", "出行", QT_TRANSLATE_NOOP("Category", "Travel")},
        {"traveller", "行人", "行人", QT_TRANSLATE_NOOP("Category", "Absent person")}, {"lost", "失物", "失物", QT_TRANSLATE_NOOP("Category", "Lost things")},
        {"career", "功名", "功名", QT_TRANSLATE_NOOP("Category", "Career and office")}, {"birth", "產育", "产育", QT_TRANSLATE_NOOP("Category", "Childbirth")},
        {"home", "家宅", "家宅", QT_TRANSLATE_NOOP("Category", "Home")},             {"weather", "天時", "天时", QT_TRANSLATE_NOOP("Category", "Weather")},
        // The rest of the reading's categories (reading_terms.cpp), by the same codes.
        {"medicine", "醫藥", "医药", QT_TRANSLATE_NOOP("Category", "Medicine")},     {"exam", "考試", "考试", QT_TRANSLATE_NOOP("Category", "Examination")},
        {"heirs", "子嗣", "子嗣", QT_TRANSLATE_NOOP("Category", "Heirs")},           {"documents", "文書", "文书", QT_TRANSLATE_NOOP("Category", "Documents")},
        {"audience", "謁貴", "谒贵", QT_TRANSLATE_NOOP("Category", "Audience")},     {"grave", "墳墓", "坟墓", QT_TRANSLATE_NOOP("Category", "Grave")},
        {"lifespan", "壽元", "寿元", QT_TRANSLATE_NOOP("Category", "Lifespan")},     {"safety", "安危", "安危", QT_TRANSLATE_NOOP("Category", "Safety")},
        // The kinds of 增刪卜易's chapters and 卜筮正宗's 用神分類定例 (issue 34).
        {"fine", "天時晴", "天时晴", QT_TRANSLATE_NOOP("Category", "Fine weather")}, {"rain", "天時雨", "天时雨", QT_TRANSLATE_NOOP("Category", "Rain")},
        {"wind", "天時風", "天时风", QT_TRANSLATE_NOOP("Category", "Wind")},         {"thunder", "天時雷", "天时雷", QT_TRANSLATE_NOOP("Category", "Thunder")},
        {"news", "音信", "音信", QT_TRANSLATE_NOOP("Category", "News")},             {"fortune", "身命", "身命", QT_TRANSLATE_NOOP("Category", "Fortune")},
        {"worry", "憂疑", "忧疑", QT_TRANSLATE_NOOP("Category", "Worry")},           {"doctor", "延醫", "延医", QT_TRANSLATE_NOOP("Category", "Doctor")},
        {"tutor", "延師", "延师", QT_TRANSLATE_NOOP("Category", "Tutor")},           {"loan", "借貸", "借贷", QT_TRANSLATE_NOOP("Category", "Loan")},
        {"trade", "買賣", "买卖", QT_TRANSLATE_NOOP("Category", "Trade")},           {"livestock", "六畜", "六畜", QT_TRANSLATE_NOOP("Category", "Livestock")},
        {"spirits", "鬼神", "鬼神", QT_TRANSLATE_NOOP("Category", "Spirits")},       {"boat", "舟船", "舟船", QT_TRANSLATE_NOOP("Category", "Boat")},
        {"corpse", "屍首", "尸首", QT_TRANSLATE_NOOP("Category", "Corpse")},         {"thief", "盜賊", "盗贼", QT_TRANSLATE_NOOP("Category", "Thief")},
        {"fair_wind", "順風", "顺风", QT_TRANSLATE_NOOP("Category", "Fair wind")},       {"wager", "博戲", "博戏", QT_TRANSLATE_NOOP("Category", "Wager")},
        {"impeachment", "防劾", "防劾", QT_TRANSLATE_NOOP("Category", "Impeachment")},
    };
    return all;
}

} // namespace najia::base
