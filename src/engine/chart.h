// The Najia chart: a cast (six line values) read against the pillars, as 易隱 卷2 and the
// 卜筮正宗 verses lay it out.
#pragma once

#include "engine/hexagram_changes.h"
#include "engine/najia.h"
#include "engine/palace.h"
#include "engine/pillars.h"

#include <array>
#include <optional>

namespace najia {

// 老陰 6, 少陽 7, 少陰 8, 老陽 9.
enum class LineValue : std::uint8_t { OldYin = 6, YoungYang = 7, YoungYin = 8, OldYang = 9 };
constexpr bool isYang(LineValue v) { return v == LineValue::YoungYang || v == LineValue::OldYang; }
constexpr bool isMoving(LineValue v) { return v == LineValue::OldYin || v == LineValue::OldYang; }
using Cast = std::array<LineValue, 6>;  // bottom (初爻) first

// Whose element the 變卦's 六親 are read against.
enum class ChangedRelations : std::uint8_t {
    OriginalPalace,  // the 本卦's palace (mainstream)
    OwnPalace,       // the 變卦's own palace
};
// Where 伏神 come from.
enum class HiddenMethod : std::uint8_t {
    HeadAbsent,    // 首卦, only the relations missing from the six lines (卜筮正宗 用神不上卦訣)
    HeadAll,       // 首卦, all six lines of the palace head
    TrigramPairs,  // 易隱 八卦互伏: 乾坤, 震巽, 坎離, 艮兌 hide under each other
};
// How 卦身 is found.
enum class BodyMethod : std::uint8_t {
    Month,  // 月卦身: 陰世從午, 陽世從子, counted from 初爻 to the 世 (易隱 卷2)
    Self,   // 世身: 子午持世身居初 … 巳亥持世身居六 (易隱 卷2)
};

struct ChartSettings {
    ChangedRelations changedRelations = ChangedRelations::OriginalPalace;
    HiddenMethod hidden = HiddenMethod::HeadAbsent;
    BodyMethod body = BodyMethod::Month;
    friend bool operator==(const ChartSettings&, const ChartSettings&) = default;
};

// 飛伏: how a hidden line stands to the flying line above it (易隱 卷2 範疇; 000 飛伏生克吉凶歌).
enum class FeiFu : std::uint8_t {
    Emerges,     // 伏克飛, 出暴
    Suppressed,  // 飛克伏, 傷身
    Drains,      // 伏生飛, 洩氣
    Nourished,   // 飛生伏, 叨生 (長生)
    Allied,      // 比和
};
constexpr FeiFu feiFu(Element flying, Element hidden)
{
    switch (phaseRelation(hidden, flying)) {
    case PhaseRelation::Controls: return FeiFu::Emerges;
    case PhaseRelation::ControlledBy: return FeiFu::Suppressed;
    case PhaseRelation::Generates: return FeiFu::Drains;
    case PhaseRelation::GeneratedBy: return FeiFu::Nourished;
    case PhaseRelation::Same: break;
    }
    return FeiFu::Allied;
}

// A line's 納甲 with the phase and 六親 that follow from it.
struct LineReading {
    Stem stem;
    Branch branch;
    Element element;
    Relation relation;
    friend constexpr bool operator==(LineReading, LineReading) = default;
};
constexpr LineReading readLine(StemBranch sb, Element palace)
{
    const Element e = element(sb.branch);
    return {sb.stem, sb.branch, e, relationTo(palace, e)};
}

struct HiddenLine {
    LineReading reading;
    FeiFu feiFu;
};

struct ChartLine {
    LinePos position;
    LineValue value;
    LineReading reading;
    std::optional<Spirit> spirit;           // needs the day stem
    std::optional<HiddenLine> hidden;       // 伏神 under this line
    std::optional<LineReading> changed;     // the 變爻, when moving
    Echo echo = Echo::None;                 // 反吟 (化沖) or 伏吟 of a moving line
    bool yang() const { return isYang(value); }
    bool moving() const { return isMoving(value); }
};

// Facts about one hexagram of the chart.
struct HexagramFacts {
    Hexagram hexagram;
    PalacePlace place;
    LinePos self;   // 世
    LinePos other;  // 應
    bool sixClash;    // 六沖卦: lines 1–4, 2–5, 3–6 clash
    bool sixHarmony;  // 六合卦: those pairs combine
    friend bool operator==(const HexagramFacts&, const HexagramFacts&) = default;
};
HexagramFacts factsOf(Hexagram h);

// Whether the 卦身's month lies ahead of the cast's month (進度) or behind it (退度):
// 「假如正月卜卦，月卦屬二三四月為進度，屬十二十一十月為退度」 (易隱 卷2).
enum class BodyProgress : std::uint8_t { None, Advancing, Retreating };

struct Body {
    BodyMethod method;
    Branch branch;                 // Month: the month branch; Self: the branch of the body line
    std::uint8_t lines = 0;        // bit i set: line i+1 carries `branch` (Self: the body line)
    BodyProgress progress = BodyProgress::None;  // Month method with a known month pillar
};

// How the 變卦 stands to the 本卦.
struct ChangeFacts {
    std::optional<SixteenChange> sixteen;  // among the 本卦 palace's sixteen changes
    bool reversal = false;                 // 卦反吟 (易隱's 倒置 list)
    Echo inner = Echo::None;               // 內卦 反吟/伏吟
    Echo outer = Echo::None;               // 外卦 反吟/伏吟
    bool innerToTomb = false;              // 內卦 化墓
    bool outerToTomb = false;              // 外卦 化墓
};

struct Chart {
    Cast cast;
    Pillars pillars;
    ChartSettings settings;
    HexagramFacts primary;
    std::optional<HexagramFacts> changed;  // when any line moves
    std::optional<ChangeFacts> change;     // with `changed`
    std::array<ChartLine, 6> lines;        // bottom first
    Body body;

    const ChartLine& line(LinePos p) const { return lines[p.index()]; }
};

Chart computeChart(const Cast& cast, const Pillars& pillars, const ChartSettings& settings = {});

// The hexagram formed by the values' yin and yang, and the one after the moving lines flip.
Hexagram primaryOf(const Cast& cast);
Hexagram changedOf(const Cast& cast);

// The 變卦's line at `pos`, moving or not, its 六親 read against the palace the settings
// choose; nullopt when no line moves. A moving line's is its `changed`; the others fill the full
// 變卦 column that most printed sheets show.
std::optional<LineReading> changedReadingAt(const Chart& chart, LinePos pos);

// A cast of `h` with no moving line: how the 互卦, 錯卦, 綜卦 and 變卦 get full charts of their own.
Cast stillCast(Hexagram h);

} // namespace najia
