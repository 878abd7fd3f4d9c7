// A chart as the user keeps it: the cast, the moment or the pillars it is read against, the
// settings, the question — everything needed to recompute it — saved as a `.najia` JSON file.
// The format is documented in README.md ("Chart files").
#pragma once

#include "base/document/decided_time.h"
#include "engine/analysis/analysis.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/trigram_season.h"
#include "engine/casting/provenance.h"
#include "engine/chart.h"
#include "base/options/civil_time.h"
#include "engine/reading/interpretation.h"
#include "engine/reading/timing_dates.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTimeZone>

#include <optional>

namespace najia::base {

// When the chart was cast, in the user's civil time and zone.
struct Moment {
    QString civil;  // "YYYY-MM-DD HH:MM[:SS]"
    QString zone;   // an IANA id, or "UTC+08:00" for a fixed offset
    Overlap overlap = Overlap::Earlier;  // which instant a clock time that occurs twice means
};

struct ChartRecord {
    Cast cast{};
    // How the lines were cast (method, raw inputs, instant, random source). A record whose
    // provenance is LineInputs with no lines set stands for "lines entered by hand".
    casting::CastRecord provenance;
    std::optional<Moment> moment;               // the pillars come from it when present …
    Pillars pillars;                            // … otherwise as given
    ChartSettings settings;
    calendar::PillarOptions pillarOptions;
    QString question;
    QString category;  // a code such as "marriage"; see chartCategories() and questionOf()
    QuestionSubject subject = QuestionSubject::Self;  // whom the question is about
    Sex sex = Sex::Unstated;                          // the asker's, where the 用神 depends on it
    IllnessAge illness = IllnessAge::Unstated;        // 近病 or 久病, where the asker says (illness questions)
    DecidedTime decided;                              // 後時: the month and day the matter is decided, if later
    QString notes;     // the user's own notes on the case (judgement, outcome)
    // How the lines are read: the school preset, each analysis setting, and the 用神 if chosen.
    PresetId preset = PresetId::General;
    AnalysisSettings analysis;
    std::optional<Relation> useful;
};

// The record's chart; with a moment, the pillars and boundary distances are computed first.
struct ComputedChart {
    Chart chart;
    Analysis analysis;
    std::optional<calendar::BoundaryDistances> boundary;
    // Within five minutes of a 節 or the day boundary: the pillars just across it.
    std::optional<Pillars> otherSide;
    // With a moment: the 八卦旺相 of its season (易冒 卷4) and the term's 用事 (易隱 卷2).
    std::optional<calendar::TrigramSeason> season;
    // The reading for the record's question (src/engine/reading); with a moment, the cast moment
    // its 應期 dates count from.
    Interpretation reading;
    std::optional<CastMoment> castMoment;
    // The moment's clock time occurs twice (clocks set back): the instant not taken.
    std::optional<calendar::sys_seconds> otherOccurrence{};
};
inline constexpr std::int64_t kBoundaryWarningSeconds = 300;
Result<ComputedChart> compute(const ChartRecord& record);
// How many charts compute() has computed in this process: what a test of "computed once" counts.
std::int64_t chartsComputed();

// The question of a record: its category code read as a QuestionCategory (an empty or unknown code
// reads as 人事, `general`), with the record's subject, sex, illness age and decided time (後時).
Question questionOf(const ChartRecord& record);

// Which chart of a record is shown: the cast itself, or its 變卦, 互卦, 錯卦 or 綜卦 as a still
// hexagram read against the same pillars (and season), with its own analysis.
enum class ChartOf : std::uint8_t { Primary, Changed, Nuclear, Opposite, Reversed };
// "primary", "changed", "nuclear", "opposite", "reversed"; empty is Primary.
Result<ChartOf> parseChartOf(const QString& word);
Cast derivedCast(const Cast& cast, ChartOf of);
// A derived chart from the record's primary chart, which is not computed again.
ComputedChart derivedChart(const ComputedChart& primary, const ChartRecord& record, ChartOf of);
Result<ComputedChart> compute(const ChartRecord& record, ChartOf of);

// What recordToJson writes: the whole file, or only what recomputes the chart (no "chart" and
// "reading", and no chart computed to write it: what a casebook keeps).
enum class RecordParts : std::uint8_t { Whole, Inputs };
QJsonObject recordToJson(const ChartRecord& record, RecordParts parts = RecordParts::Whole);
// The whole file with the record's chart already computed (ChartDocument); null writes the inputs.
QJsonObject recordToJson(const ChartRecord& record, const ComputedChart* computed);
// The provenance with the line values filled in for lines entered by hand.
casting::CastRecord provenanceOf(const ChartRecord& record);
// Strict: every key's type and range is checked against docs/chart-file.schema.json and a wrong
// one is an error naming it; an unknown key is added to `warnings` (if given) and ignored.
Result<ChartRecord> recordFromJson(const QJsonObject& json, QStringList* warnings = nullptr);
// A record with the chart computed while checking it, for a caller that needs both (a casebook
// import) and would otherwise compute it twice.
struct ComputedRecord {
    ChartRecord record;
    ComputedChart computed;
};
Result<ComputedRecord> computedFromJson(const QJsonObject& json, QStringList* warnings = nullptr);

// Whole files: a clear error for an unreadable, malformed, oversized (> 16 MiB) or newer file;
// saving writes a temporary file, checks every write and renames it, so a failed save never
// leaves a half-written chart and never harms the file it would have replaced.
Result<ChartRecord> loadRecord(const QString& path, QStringList* warnings = nullptr);
Result<ComputedRecord> loadComputed(const QString& path, QStringList* warnings = nullptr);
Result<bool> saveRecord(const ChartRecord& record, const QString& path);
// A file's JSON (recordToJson) written whole, "format" and "version" first.
Result<bool> saveJson(const QJsonObject& json, const QString& path);

// The zone a Moment names; nullopt for an unknown one.
std::optional<QTimeZone> zoneNamed(const QString& zone);

// The question categories offered (code, 繁體 name): 婚姻, 疾病, 求財 …
struct Category {
    const char* code;
    const char* traditional;
    const char* simplified;
    const char* english;
};
const std::vector<Category>& chartCategories();

} // namespace najia::base
