#include "chart_file.h"

#include "setting_text.h"

#include "cast_json.h"
#include "chart_json.h"
#include "civil_time.h"
#include "reading_json.h"
#include "analysis/settings.h"
#include "reading/reading_terms.h"
#include "terms.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

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

Result<bool> readSettings(const QJsonObject& o, ChartRecord& r)
{
    const ChartSettings defaults;
    const auto changed = settingOption<ChangedRelations>(
        o.value(u"changed_relations"_s).toString(settingKeyText(defaults.changedRelations)), "\"changed_relations\"");
    const auto hidden = settingOption<HiddenMethod>(o.value(u"hidden"_s).toString(settingKeyText(defaults.hidden)), "\"hidden\"");
    const auto body = settingOption<BodyMethod>(o.value(u"body"_s).toString(settingKeyText(defaults.body)), "\"body\"");
    if (!changed) return Error{changed.error() + " in \"settings\""};
    if (!hidden) return Error{hidden.error() + " in \"settings\""};
    if (!body) return Error{body.error() + " in \"settings\""};
    r.settings = {*changed, *hidden, *body};
    const auto presetId = parsePreset(o.value(u"preset"_s).toString(u"general"_s).toStdString());
    if (!presetId) return Error{"unknown \"preset\" in \"settings\""};
    r.preset = *presetId;
    r.analysis = preset(*presetId).analysis;  // the preset's, then any setting the file states
    const QJsonObject analysis = o.value(u"analysis"_s).toObject();
    for (auto it = analysis.begin(); it != analysis.end(); ++it)
        if (!applySetting(r.analysis, it.key().toStdString(), it.value().toString().toStdString()))
            return Error{"unknown analysis setting \"" + it.key().toStdString() + "\" in \"settings\""};
    if (o.contains(u"useful"_s)) {
        const auto useful = parseTerm<Relation>(o.value(u"useful"_s).toString().toStdString());
        if (!useful) return Error{"unknown \"useful\" relation in \"settings\""};
        r.useful = useful;
    }
    const auto boundary = settingOption<calendar::DayBoundary>(
        o.value(u"day_boundary"_s).toString(settingKeyText(calendar::DayBoundary::At23)), "\"day_boundary\"");
    if (!boundary) return Error{boundary.error()};
    r.pillarOptions.dayBoundary = *boundary;
    const QJsonValue lon = o.value(u"true_solar_longitude"_s);
    if (lon.isDouble()) {
        if (lon.toDouble() < -180 || lon.toDouble() > 180) return Error{"\"true_solar_longitude\" out of range"};
        r.pillarOptions.trueSolarLongitude = lon.toDouble();
        r.pillarOptions.trueSolarScope = o.value(u"true_solar_hour_only"_s).toBool()
                                             ? calendar::TrueSolarScope::HourOnly
                                             : calendar::TrueSolarScope::AllPillars;
    } else if (!lon.isUndefined() && !lon.isNull()) {
        return Error{"\"true_solar_longitude\" must be a number"};
    }
    return true;
}

} // namespace

std::optional<QTimeZone> zoneNamed(const QString& zone)
{
    if (zone.startsWith(u"UTC"_s) && zone.size() > 3) {
        const QTimeZone fixed(zone.toUtf8());
        if (fixed.isValid()) return fixed;
    }
    const QTimeZone z(zone.toUtf8());
    return z.isValid() ? std::optional<QTimeZone>(z) : std::nullopt;
}

namespace {

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
    return {category.value_or(QuestionCategory::Affairs), r.subject, r.sex};
}

Result<ComputedChart> compute(const ChartRecord& r)
{
    if (!r.moment) {
        const Chart chart = computeChart(r.cast, r.pillars, r.settings);
        ComputedChart out{chart, analyze(chart, r.analysis, r.useful, r.preset), std::nullopt, std::nullopt,
                          std::nullopt, {}, std::nullopt};
        addReading(out, r, std::nullopt);
        return out;
    }
    const auto zone = zoneNamed(r.moment->zone);
    if (!zone) return Error{"unknown time zone '" + r.moment->zone.toStdString() + "'"};
    QString problem;
    const auto civil = parseCivil(r.moment->civil, *zone, &problem);
    if (!civil) return Error{problem.toStdString()};
    const auto reading = calendar::fourPillars(civil->utc, civil->standardOffset, r.pillarOptions);
    if (!reading)
        return Error{reading.error() == calendar::CalendarError::OutOfRange
                         ? "the moment is outside the supported range 1600-01-01 … 2400-12-31"
                         : "the moment is not a valid time"};
    const Chart chart = computeChart(r.cast, reading->pillars, r.settings);
    const auto season = calendar::trigramSeasonAt(reading->utc);
    const std::optional<TrigramSeasonInput> input = season ? std::optional(seasonInput(*season)) : std::nullopt;
    ComputedChart out{chart, analyze(chart, r.analysis, r.useful, r.preset, input), reading->boundary, std::nullopt,
                      std::nullopt, {}, std::nullopt};
    if (season) out.season = *season;
    addReading(out, r, input);
    const auto civilDay = std::chrono::floor<std::chrono::days>(reading->utc + reading->dayClockOffset);
    out.castMoment = CastMoment{pillarDay(civilDay, *chart.pillars.day), *chart.pillars.day, reading->utc, reading->dayClockOffset};
    // The nearer boundary within the warning margin; d ≥ 0 means it is already behind the instant.
    const auto& b = reading->boundary;
    std::optional<std::int64_t> d;
    if (std::llabs(b.jieSeconds) < kBoundaryWarningSeconds) d = b.jieSeconds;
    if (std::llabs(b.daySeconds) < kBoundaryWarningSeconds && (!d || std::llabs(b.daySeconds) < std::llabs(*d)))
        d = b.daySeconds;
    if (d) {
        const auto across = civil->utc - std::chrono::seconds(*d >= 0 ? *d + 1 : *d);
        if (const auto other = calendar::fourPillars(across, civil->standardOffset, r.pillarOptions))
            out.otherSide = other->pillars;
    }
    return out;
}

casting::CastRecord provenanceOf(const ChartRecord& r)
{
    casting::CastRecord p = r.provenance;
    if (std::holds_alternative<casting::LineInputs>(p.inputs)) p.inputs = casting::LineInputs{r.cast};
    return p;
}

QJsonObject recordToJson(const ChartRecord& r)
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
    o[u"moment"_s] = r.moment ? QJsonValue(QJsonObject{{u"civil"_s, r.moment->civil}, {u"zone"_s, r.moment->zone}})
                              : QJsonValue(QJsonValue::Null);
    const auto computed = compute(r);
    const Pillars& p = computed ? computed->chart.pillars : r.pillars;
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

Result<ChartRecord> recordFromJson(const QJsonObject& o)
{
    if (o.value(u"format"_s).toString() != u"najia-chart"_s) return Error{"not a Najia chart file"};
    const int version = o.value(u"version"_s).toInt(-1);
    if (version < 1) return Error{"the file has no valid \"version\""};
    if (version > kVersion)
        return Error{"the file was written by a newer Najia (format version " + std::to_string(version) + ")"};
    ChartRecord r;
    const QJsonObject cast = o.value(u"cast"_s).toObject();
    const auto lines = parseCast(cast.value(u"lines"_s).toString());
    if (!lines) return Error{"\"cast\": " + lines.error()};
    r.cast = *lines;
    if (cast.contains(u"provenance"_s)) {
        const auto provenance = castRecordFromJson(cast.value(u"provenance"_s).toObject());
        if (!provenance) return Error{"\"cast\".\"provenance\": " + provenance.error()};
        const auto recast = casting::recompute(*provenance);
        if (!recast) return Error{"\"cast\".\"provenance\": " + recast.error()};
        if (*recast != r.cast) return Error{"\"cast\": the provenance gives other lines than \"lines\""};
        r.provenance = *provenance;
    }
    r.question = o.value(u"question"_s).toString();
    r.category = o.value(u"category"_s).toString();
    r.notes = o.value(u"notes"_s).toString();
    // Files before the reading have no subject or sex: the asker himself, sex unstated.
    if (o.contains(u"subject"_s)) {
        const auto subject = parseReadingTerm<QuestionSubject>(o.value(u"subject"_s).toString().toStdString());
        if (!subject) return Error{"unknown \"subject\""};
        r.subject = *subject;
    }
    if (o.contains(u"sex"_s)) {
        const auto sex = parseReadingTerm<Sex>(o.value(u"sex"_s).toString().toStdString());
        if (!sex) return Error{"unknown \"sex\""};
        r.sex = *sex;
    }
    if (const auto s = readSettings(o.value(u"settings"_s).toObject(), r); !s) return Error{s.error()};
    const QJsonValue moment = o.value(u"moment"_s);
    if (moment.isObject()) {
        r.moment = Moment{moment[u"civil"_s].toString(), moment[u"zone"_s].toString()};
    } else {
        const QJsonObject p = o.value(u"pillars"_s).toObject();
        QStringList marked;
        const char* marks[] = {"年", "月", "日", "時"};
        const char16_t* keys[] = {u"year", u"month", u"day", u"hour"};
        for (int i = 0; i < 4; ++i) {
            const QString v = p.value(QString::fromUtf16(keys[i])).toString();
            if (!v.isEmpty()) marked << v + QString::fromUtf8(marks[i]);
        }
        if (!marked.isEmpty()) {
            const auto pillars = parsePillars(marked.join(u' ').toStdString());
            if (!pillars) return Error{"\"pillars\": " + pillars.error()};
            r.pillars = *pillars;
        }
    }
    if (const auto c = compute(r); !c) return Error{c.error()};
    return r;
}

Result<ChartRecord> loadRecord(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return Error{"cannot open " + path.toStdString() + ": " + f.errorString().toStdString()};
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return Error{path.toStdString() + " is not valid JSON (" + err.errorString().toStdString() +
                     " at byte " + std::to_string(err.offset) + ")"};
    auto r = recordFromJson(doc.object());
    if (!r) return Error{path.toStdString() + ": " + r.error()};
    return r;
}

namespace {

// The file's JSON with "format" and "version" first (QJsonDocument sorts keys, which would put
// them after the whole chart): the shared-mime-info magic of application/x-najia
// (packaging/desktop/io.github.najia.Najia.xml) looks for "format": "najia-chart" near the start.
QByteArray fileBytes(const ChartRecord& r)
{
    QJsonObject o = recordToJson(r);
    const QByteArray head = "{\n    \"format\": \"" + o.take(u"format"_s).toString().toUtf8() + "\",\n    \"version\": " +
                            QByteArray::number(o.take(u"version"_s).toInt()) + ",\n";
    return head + QJsonDocument(o).toJson(QJsonDocument::Indented).mid(2);  // drops "{\n"
}

} // namespace

Result<bool> saveRecord(const ChartRecord& r, const QString& path)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly)) return Error{"cannot write " + path.toStdString() + ": " + f.errorString().toStdString()};
    f.write(fileBytes(r));
    if (!f.commit()) return Error{"cannot write " + path.toStdString() + ": " + f.errorString().toStdString()};
    return true;
}

const std::vector<Category>& chartCategories()
{
    static const std::vector<Category> all = {
        {"general", "通占", "通占", QT_TRANSLATE_NOOP("Category", "General")},       {"marriage", "婚姻", "婚姻", QT_TRANSLATE_NOOP("Category", "Marriage")},
        {"illness", "疾病", "疾病", QT_TRANSLATE_NOOP("Category", "Illness")},       {"wealth", "求財", "求财", QT_TRANSLATE_NOOP("Category", "Wealth")},
        {"lawsuit", "官訟", "官讼", QT_TRANSLATE_NOOP("Category", "Lawsuits")},      {"travel", "出行", "出行", QT_TRANSLATE_NOOP("Category", "Travel")},
        {"traveller", "行人", "行人", QT_TRANSLATE_NOOP("Category", "Absent person")}, {"lost", "失物", "失物", QT_TRANSLATE_NOOP("Category", "Lost things")},
        {"career", "功名", "功名", QT_TRANSLATE_NOOP("Category", "Career and exams")}, {"birth", "產育", "产育", QT_TRANSLATE_NOOP("Category", "Childbirth")},
        {"home", "家宅", "家宅", QT_TRANSLATE_NOOP("Category", "Home")},             {"weather", "天時", "天时", QT_TRANSLATE_NOOP("Category", "Weather")},
        // The rest of the reading's categories (reading_terms.cpp), by the same codes.
        {"medicine", "醫藥", "医药", QT_TRANSLATE_NOOP("Category", "Medicine")},     {"exam", "考試", "考试", QT_TRANSLATE_NOOP("Category", "Examination")},
        {"heirs", "子嗣", "子嗣", QT_TRANSLATE_NOOP("Category", "Heirs")},           {"documents", "文書", "文书", QT_TRANSLATE_NOOP("Category", "Documents")},
        {"audience", "謁貴", "谒贵", QT_TRANSLATE_NOOP("Category", "Audience")},     {"grave", "墳墓", "坟墓", QT_TRANSLATE_NOOP("Category", "Grave")},
        {"lifespan", "壽元", "寿元", QT_TRANSLATE_NOOP("Category", "Lifespan")},     {"safety", "安危", "安危", QT_TRANSLATE_NOOP("Category", "Safety")},
    };
    return all;
}

} // namespace najia::base
