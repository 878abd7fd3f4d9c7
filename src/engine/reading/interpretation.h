// The reading of a chart for a question (GLOSSARY: 斷卦 `Interpretation`): the 用神 chosen and why,
// the roles that follow (原神 忌神 仇神 閑神), a verdict of strength with its cited factors, and the
// 應期 candidates. It builds on the line analysis (analysis.h): facts come from its findings, the
// reading only weighs and cites them. See docs/reading.md for the weighing.
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/reading/question.h"
#include "engine/reading/reading_rules.h"
#include "engine/reading/useful_table.h"

#include <optional>
#include <vector>

namespace najia {

// 用神 原神 忌神 仇神 閑神, by phase against the 用神: 生用者原神, 克用者忌神, 克原生忌者仇神, the rest 閑神.
enum class Role : std::uint8_t { Useful, Source, Taboo, Enemy, Idle };
inline constexpr int kRoleCount = 5;
constexpr Role roleOf(Element line, Element useful)
{
    switch (phaseRelation(useful, line)) {
    case PhaseRelation::GeneratedBy: return Role::Source;
    case PhaseRelation::ControlledBy: return Role::Taboo;
    case PhaseRelation::Controls: return Role::Enemy;  // 用克之者: it controls the 原神 and generates the 忌神
    case PhaseRelation::Generates: return Role::Idle;
    case PhaseRelation::Same: break;
    }
    return Role::Useful;
}

// Why a line was taken as the 用神 (取用).
enum class PickRule : std::uint8_t {
    SelfLine,         // the 世, by the table
    OtherLine,        // the 應, by the table
    Only,             // the one line of the relation
    Prosperous,       // 舍其休囚而用旺相 (on the month or the day, or 旺相)
    Moving,           // 舍其靜爻而用動爻
    NotBroken,        // 舍其月破而用不破
    NotVoid,          // 舍其旬空而用不空
    NotHurt,          // 舍其被傷而用不傷 (no moving line and not the day controls it)
    Void,             // 增刪卜易: 舍其不空而用旬空
    Broken,           // 增刪卜易: 舍其不破而用月破
    Undecided,        // the rules leave several: the lowest is shown, the others listed
    Changed,          // not on the 本卦: a 變爻 (「正卦如無變又無」)
    Hidden,           // not on the 本卦 nor a 變爻: the 伏神 (「就將首卦六親攻」)
    Day,              // no line at all: the day carries it (易冒 本無而有)
    Month,            // … the month
    Absent,
    OnRuler,          // 增刪卜易: the line on the month or day ruler (appended: the casebook stores the number)
    OnSelf,           // the rules leave several and one holds the 世: the authors read that one
};

// A line of the chart, or Layer::Chart for the day and month.
struct LineRef {
    Layer layer = Layer::Chart;
    std::uint8_t position = 0;  // 1..6 for lines, 0 for the chart

    static constexpr LineRef at(Layer layer, LinePos p) { return {layer, static_cast<std::uint8_t>(p.number())}; }
    // The line it points at; nullopt for the day and month.
    constexpr std::optional<LinePos> line() const { return LinePos::fromNumber(position); }
    friend constexpr bool operator==(LineRef, LineRef) = default;
};

struct UsefulPick {
    UsefulTarget target;        // by the table (or given)
    ReadingRuleId tableRule;    // the rule of the table that named it
    Relation relation;          // the relation read (the 世/應 line's own for UsefulBy::SelfLine/OtherLine)
    Element element;
    LineRef line;               // Layer::Chart when the day or month carries it
    PickRule rule;
    std::vector<LineRef> alternatives;  // the other lines of the relation, in order
};

// A role's phase, its relation and where it stands.
struct RoleEntry {
    Role role;
    Element element;
    Relation relation;
    std::uint8_t lines = 0;   // bit i: 本卦 line i+1 has the phase
    std::uint8_t moving = 0;  // those of them that move
};

// One reason a line is strong or weak, with its source.
enum class FactorKind : std::uint8_t {
    Season, MonthRuler, MonthCombines, MonthBreak,
    DayRuler, DayGenerates, DaySupports, DayCombines, DayControls, DayBreak, DarkMove, Dispersed,
    Void,
    Moving, MovingGenerates, MovingControls, GreedyGeneration, GenerationCut,
    ReturnedGeneration, ReturnedControl, Advance, Retreat,
    ChangesToVoid, ChangesToBreak, ChangesToTomb, ChangesToExtinction,
    TombOnDay, BirthOnDay, HiddenEmerges, HiddenSuppressed,
    // The question's own rules (question_rules.cpp), which decide the verdict whatever the line's strength:
    // 子孫持世 in a matter of rank; a 六沖 and a void or broken 用神 in an illness, by its age; the weather by what moves.
    OffspringOnSelf, ClashRecentIllness, ClashLongIllness, VoidRecentIllness, VoidLongIllness,
    WeatherMoves, WeatherOpposed,  // 天時: the weather asked for stirs, or only its opposite does
    StrongReturnedControl,         // 回頭克 by a strong change: it settles the verdict too (strength.cpp)
    SelfBrokenStruck,              // the asker's own rank: his 世 broken by the month and struck (破而被克)
    ReturnedControlInTime,         // 回頭克 by a weak change in a matter of months or years: its season comes within it
    HexagramReturnedControl,       // 卦變: a 八純 卦 changes into the 八純 卦 that controls it (化來), whatever the 用神
    WorryOnSelf,                   // one's own worry: 子孫 guarding the 世 (helps) or the 官鬼 on or against it (hurts)
    IllnessTurn,                   // an illness: the 用神 turns into the 鬼 or the 忌神, or they into it (用化鬼 … 用化忌)
    SelfTurnsToOfficer,            // one's own rank: the 世 changes into the 官鬼 — 化官 (helps) or 化鬼 (hurts)
    IllnessRootless,               // an illness: nothing generates, supports or combines the 用神 (全無生扶)
    WealthHiddenVoid,              // money: the 妻財 hidden and void (伏而又空), not 旺 nor on the month or day
    LifespanStirs,                 // a lifespan: the 原神 or the 忌神 moves (「動則已有限期矣」)
    SiblingOnSelfFortune,          // one's fortune: 兄弟 on the 世 (「兄爻臨世，財耗貧寒」)
    IllnessTooStrong,              // an illness: the 用神 太旺, the month and the day both of its phase (「過猶不及」)
};
inline constexpr int kFactorKindCount = static_cast<int>(FactorKind::IllnessTooStrong) + 1;

// The factors that settle the verdict whatever the line's strength: the question's own rules, and the 回頭克 of a
// strong change.
constexpr bool settlesVerdict(FactorKind k)
{
    switch (k) {
    case FactorKind::OffspringOnSelf:
    case FactorKind::ClashRecentIllness:
    case FactorKind::ClashLongIllness:
    case FactorKind::VoidRecentIllness:
    case FactorKind::VoidLongIllness:
    case FactorKind::WeatherMoves:
    case FactorKind::WeatherOpposed:
    case FactorKind::StrongReturnedControl:
    case FactorKind::ReturnedControlInTime:
    case FactorKind::HexagramReturnedControl:
    case FactorKind::WorryOnSelf:
    case FactorKind::IllnessTurn:
    case FactorKind::SelfTurnsToOfficer:
    case FactorKind::IllnessRootless:
    case FactorKind::WealthHiddenVoid:
    case FactorKind::LifespanStirs:
    case FactorKind::SiblingOnSelfFortune:
    case FactorKind::IllnessTooStrong:
    case FactorKind::SelfBrokenStruck: return true;
    default: return false;
    }
}

enum class Effect : std::uint8_t { Helps, Hurts, Neutral };

struct Factor {
    FactorKind kind;
    Effect effect;
    Source source;
    int value = -1;         // Season, VoidKind, LifeStage or a mask of moving lines, by kind
    bool decisive = false;  // named by the verdict
};

enum class Strength : std::uint8_t { Strong, Weak };
enum class Rescue : std::uint8_t { NotNeeded, Rescued, Unrescued };  // 有救 / 無救
enum class Tendency : std::uint8_t { Favourable, Mixed, Unfavourable };
// 有氣 / 無氣 (黃金策 千金賦 「用神有氣無他故」): strong, moving, or generated by a moving line or its change.
enum class Qi : std::uint8_t { Has, None };

struct Verdict {
    std::optional<Strength> strength;  // unknown without month and day
    Rescue rescue = Rescue::NotNeeded;
    Tendency tendency = Tendency::Mixed;
    Qi qi = Qi::None;
};

struct StrengthReading {
    Role role;
    LineRef line;
    std::vector<Factor> factors;
    Verdict verdict;
};

// 應期.
enum class TimingRule : std::uint8_t {
    LeavesVoid,     // 出旬值日 (填)
    ClashesVoid,    // 沖空
    CombinesVoid,   // 合空
    FillsBreak,     // 月破 填實
    CombinesBreak,  // 月破 逢合
    RepairsBreak,   // 後時補過: the month that repairs the break
    ValueDay,       // 逢值
    Clash,          // 逢沖: a still line, a combined line (合住), a line too strong
    Combine,        // 逢合: a moving line
    EntersTomb,     // 逢墓: a line too strong
    ClashesTomb,    // 沖墓: in the tomb (on the day, or 化墓)
    ClashesFlying,  // 沖飛: the 伏神 comes out when its flying line is clashed
    FavouredDay,    // 生旺之日 (周仲高): a weak line
    ChangedLine,    // 增刪卜易: the day of a moving line's 變爻 (「有酉日應者」)
    ClashesController,  // 增刪卜易: the day that clashes the line controlling it (「須待克神受克」)
    LeavesDecade,   // 出旬: the first day of the next 旬, when the 用神 is the second branch of the void pair
    ChangedVoid,    // 化空: the day that fills its void 變爻 (「化空者，必應實空之年」)
    HarmfulDay,     // 周仲高's days of harm, for a 用神 the weighing finds unfavourable
    SourceValue,    // 世空元動: a void 用神 with a moving 原神 answers on the 原神's own day
};
enum class TimingUnit : std::uint8_t { Day, Month, Year };

struct TimingCandidate {
    TimingRule rule;
    Branch branch;
    TimingUnit unit;
    Source source;
};

struct Interpretation {
    Question question;
    std::vector<UsefulPick> useful;         // one, or two read side by side
    std::vector<RoleEntry> roles;           // of the first 用神: 原神 忌神 仇神 閑神
    std::vector<StrengthReading> strength;  // 用神 (each), then 原神 and 忌神 when on the chart
    std::vector<TimingCandidate> timing;    // of the first 用神
    std::vector<std::uint16_t> verses;      // indices into verses() (verses.h) of the clauses that apply
};

// The relation the analysis should judge the presence of, for a question (the first 用神's;
// the 世/應 line's own relation when the table names a line).
Relation analysisRelation(const Chart& chart, const Question& q, std::optional<Relation> given = {});

// The horizon a question suggests: years for lifespan, graves and heirs, months for careers, exams,
// marriage and the home, days otherwise (a setting of the reading, not a rule of the books).
TimingUnit horizonOf(QuestionCategory c);

// The reading of `chart` for `q`; `analysis` is analyze(chart, …, analysisRelation(chart, q, given)).
// `given` overrides the table's first 用神.
Interpretation interpret(const Chart& chart, const Analysis& analysis, const Question& q,
                         std::optional<Relation> given = {});

} // namespace najia
