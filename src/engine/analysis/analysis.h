// Line analysis: every state the seeds name, for the lines of a chart (本卦 line, 變爻, 伏神) and
// for the chart as a whole, as findings traced to their rules (findings.h).
#pragma once

#include "engine/analysis/findings.h"
#include "engine/analysis/seasonal.h"
#include "engine/analysis/settings.h"
#include "engine/chart.h"

#include <optional>
#include <span>
#include <vector>

namespace najia {

// 易冒 卷4's thirteen kinds of 旬空 (「凡十有三法，此旬空之秘也」), in the order of precedence used
// to name a void line's principal kind: first what cancels the emptiness, then the warnings, then
// the kinds that are 「空而有用」 and 「空而不死」.
enum class VoidKind : std::uint8_t {
    MonthRuler,  // 建空: the line is the month ruler — 「猶不空，反有用也」
    Moving,      // 動空: a moving line — 「不惟不空，反為動也」
    Filled,      // 填空: struck by the day — 「空爻遇沖為填空」
    Hurt,        // 傷空: 破/絕/真空 and the day or a moving line controls it
    Controlled,  // 克空: 旺相 and the day controls it, or 破/絕/真 with one generation (「即成克空，輕於此也」)
    Broken,      // 破空: the month breaks it
    Extinct,     // 絕空: 絕 in the month
    True,        // 真空: 春土 夏金 秋木 冬火, 四季月 水
    Prosperous,  // 旺空
    Strong,      // 相空
    Half,        // 半空: 旺相 and the day drains it
    Supported,   // 援空: the day or a moving line generates it
    Calm,        // 安空: neither day, month nor a moving line controls it
};
inline constexpr int kVoidKindCount = 13;

// 全實 / 半實 (易冒 卷4: 「午建戊辰日，乾戌世空，謂之全實；亥建戊子日，艮午父空，謂之半實」).
enum class FillDegree : std::uint8_t { Full, Half };

// The day's clash by the day branch (易冒 卷4): 辰戌丑未 墓沖, 子午卯酉 胎沖, 寅申巳亥 絕沖.
enum class ClashClass : std::uint8_t { Tomb, Embryo, Extinction };
constexpr ClashClass clashClass(Branch day)
{
    constexpr ClashClass byIndexMod3[] = {ClashClass::Embryo, ClashClass::Tomb, ClashClass::Extinction};
    return byIndexMod3[index(day) % 3];
}

// How the useful god is there (易冒 卷4 本無而有), strongest first: 「飛重於伏，伏重於日月，變重於互」.
enum class Presence : std::uint8_t {
    Flying,           // among the six lines
    Hidden,           // a 伏神 under the 世 or a moving line, with 生扶
    Day,              // the day carries it
    Month,            // the month carries it
    Changed,          // a 變爻
    Nuclear,          // the 互卦
    StemCombination,  // 天干合化 of the one moving line's stem with the day's (or month's) stem
    HiddenWeak,       // a 伏神 elsewhere or without 生扶 (「伏受空破，或遭制克」): weaker than the day and month
    Absent,
};
// 本有而無: 「用雖上卦，正值月破，一也；死絕無救，衰遇旬空，二也；發動交傷，日月互克，三也」.
enum class Loss : std::uint8_t { MonthBreak, DeadVoid, CrossHurt };

// Extra facts of 世應 (卜筮正宗 世應生克空亡動靜訣).
enum class SelfOtherFlag : std::uint8_t { SelfVoid, OtherVoid, SelfMoving, OtherMoving };
// Why a 伏神 can come out (海底眼 卷2; 易冒 卷4).
enum class EmergeCause : std::uint8_t { Strong, DayOrMonthHelps, MovingHelps, FlyingVoid, FlyingBroken, FlyingStruck, HiddenEmerges };

// How moving lines strike a line: 沖 (branches clash), 克 (phase controls). 001 line 111 「受世爻亥水動來沖剋」.
enum class Strike : std::uint8_t { Clash, Control };
// What a line is to the useful god (000 定間爻歌, 虎易: 「忌神：指克制用神之爻 … 元辰：也叫原神。指生用神之爻」).
enum class GodRole : std::uint8_t { Useful, Source, Taboo };

struct Analysis {
    PresetId preset = PresetId::General;
    AnalysisSettings settings;
    std::optional<Relation> useful;
    std::vector<Finding> findings;  // ordered by subject (lines 1–6, each primary, changed, hidden), then chart

    // The findings about one subject.
    std::vector<Finding> about(Subject s) const;
    std::span<const Finding> of(Subject s) const;  // the same, in place
    bool has(FindingKind kind, Subject s) const;
    std::optional<Finding> find(FindingKind kind, Subject s) const;  // the first such finding
};

// `season`: the trigram season of the cast's instant (calendar::trigramSeasonAt) when the pillars
// come from one; without it the 旺 trigram is read from the month branch where the month decides it.
Analysis analyze(const Chart& chart, const AnalysisSettings& settings = {}, std::optional<Relation> useful = {},
                 PresetId preset = PresetId::General, std::optional<TrigramSeasonInput> season = {});
// The same into `into`, keeping its findings' storage: a batch analyses thousands of charts.
void analyze(Analysis& into, const Chart& chart, const AnalysisSettings& settings = {}, std::optional<Relation> useful = {},
             PresetId preset = PresetId::General, std::optional<TrigramSeasonInput> season = {});
// The input for `season` from calendar::trigramSeasonAt.
TrigramSeasonInput seasonInput(const calendar::TrigramSeason& s);

// The findings one analysis has and the other lacks, for comparing two presets on one cast.
struct AnalysisDifference {
    std::vector<Finding> onlyInFirst;
    std::vector<Finding> onlyInSecond;
};
AnalysisDifference compare(const Analysis& first, const Analysis& second);

} // namespace najia

#include "engine/analysis/param_types.h"  // after the enums it names
