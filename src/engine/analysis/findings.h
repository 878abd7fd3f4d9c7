// Findings: the states of lines and of the chart that the classical texts name, each one traced to
// the rule (and so to the passage) that produced it. The analysis returns them as plain values;
// the shells turn them into JSON, marks on a sheet or links into the handbook.
#pragma once

#include "engine/line_pos.h"

#include <array>
#include <type_traits>
#include <cstdint>
#include <optional>
#include <string_view>

namespace najia {

// What a finding says. The snake_case id of each kind (kindId) is stable: JSON and the handbook use it.
enum class FindingKind : std::uint8_t {
    // against the month and the day
    MonthRuler,      // 臨月建
    DayRuler,        // 臨日辰
    MonthBreak,      // 月破
    Void,            // 旬空 (with its 易冒 kind)
    YearVoid,        // 年空 (易冒: 偶一考之)
    DayBreak,        // 暗破 / 日破
    DarkMove,        // 暗動
    Dispersed,       // 沖散
    Filled,          // 填實 (全實 / 半實)
    Season,          // 旺相休囚死 by the month
    Stage,           // 十二長生 against the day or the month
    // a moving line and its 變爻
    Advance,              // 化進神
    Retreat,              // 化退神
    ReturnedGeneration,   // 回頭生
    ReturnedControl,      // 回頭克
    ReturnedClash,        // 回頭沖 (line 反吟)
    ReturnedCombination,  // 回頭合
    Repetition,           // line 伏吟
    ChangesToVoid,        // 化空
    ChangesToBreak,       // 化破
    ChangesToTomb,        // 化墓
    ChangesToExtinction,  // 化絕
    ChangesToDrain,       // 化泄
    ChangesToSupport,     // 化扶
    // between lines, day and month
    SixHarmony,       // 六合
    SixClash,         // 六沖 (a moving line striking another line)
    SixHarm,          // 六害
    ThreeHarmony,     // 三合局
    ThreeMeeting,     // 三會方
    ThreePunishment,  // 三刑
    GreedyGeneration, // 貪生忘克 (碎金賦)
    GenerationCut,    // a generation cut by a moving line that controls the generator (碎金賦)
    HiddenEmerges,    // 伏神 can come out
    // chart level
    AllStill,      // 六爻安靜
    SoleMoving,    // 獨發
    SoleStill,     // 獨靜
    ChaoticMoving, // 亂動
    SelfOther,     // 世應 生克比和, 空, 動
    BodyVoid,      // 卦身 空
    BodyBreak,     // 卦身 破
    UsefulPresence,// 用神 presence (本無而有, 本有而無)
    YearBreak,     // 歲破 (易冒: 破而不破)
    YearControl,   // 歲克
    YearOfficer,   // 歲鬼
    GenerationPassed,  // a moving line strengthened by the moving line that generates it (碎金賦)
    BetweenMoving,     // 間爻 發動
    HexagramToTomb,    // 卦化墓絕, true or false (易冒)
    // 昇陽 / 升陰 (易隱 卷2)
    RisingLine,        // chart: the line in 昇陽 or 升陰 this month, and whether 世 and it accord
    RisingStruck,      // the rising line, clashed or controlled by a moving line (鼎之旅)
    RisingHorse,       // the rising line, with a moving line on its 驛馬 (漸之觀)
    // 卦 旺相 by the eight nodes (易冒 卷4), on the inner and outer trigram
    TrigramSeason,     // 旺 相 胎 沒 死 囚 休 廢
    TrigramVoid,       // the trigram's sector in the day's 旬空 (「旺相…旬空而弗空」)
    TrigramConfined,   // the trigram's phase 囚 by the month (「胎沒…囚而不囚」)
    TrigramDayClash,   // the day clashes the trigram's sector (「旺相胎沒…當日之沖而不云沖」)
    TrigramDayRuler,   // the day in the trigram's sector (「死囚休廢…當日之建而不云建」)
    // 間爻 against the useful god (卜筮正宗 定間爻歌)
    BetweenTaboo,      // a moving 間爻 is the 忌神
    BetweenSource,     // a moving 間爻 is the 元辰 (原神) or the 用神
    // the day's and the month's action on a line, 變爻 or 伏神 (增刪卜易 動變生克沖合章)
    DayGenerates,      // 日生
    DayControls,       // 日克
    DayCombines,       // 日合
    DayClashes,        // 日沖
    MonthGenerates,    // 月生
    MonthControls,     // 月克
    MonthCombines,     // 月合
    MonthClashes,      // 月沖 (the 月破 itself is `MonthBreak`)
    ChangedDispersed,  // 化散: a 休囚 變爻 struck by the day
};
inline constexpr int kFindingKindCount = static_cast<int>(FindingKind::ChangedDispersed) + 1;

// Where a finding sits: a line of the 本卦, its 變爻, the 伏神 under it, or the chart as a whole.
enum class Layer : std::uint8_t { Primary, Changed, Hidden, Chart };

struct Subject {
    Layer layer = Layer::Chart;
    std::uint8_t position = 0;  // 1..6 for lines, 0 for the chart

    static constexpr Subject at(Layer layer, LinePos p) { return {layer, static_cast<std::uint8_t>(p.number())}; }
    // The line it sits on; nullopt for the chart.
    constexpr std::optional<LinePos> line() const { return LinePos::fromNumber(position); }
    friend constexpr bool operator==(Subject, Subject) = default;
};

// A parameter's meaning fixes how its value reads (an enumerator, a mask, a flag, a 干支 index).
enum class ParamKey : std::uint8_t {
    VoidType,     // VoidKind: the principal kind
    VoidKinds,    // mask of VoidKind
    FillDegree,   // FillDegree
    ClashClass,   // ClashClass of the day branch
    DayControls,  // flag: the day's phase controls the line (克沖)
    Season,       // Season
    Stage,        // LifeStage
    Against,      // Pillar: what the stage is read against
    Branch,       // a Branch (missing member, 補過 month …)
    Element,      // an Element
    Lines,        // mask of positions (bit 0 = 初爻) in the 本卦
    ChangedLines, // mask of positions of 變爻
    PillarsMask,  // mask of Pillar
    FillDay,      // GanZhi index: the next day bearing the branch (出空, 填實)
    Filled,       // flag: the day fills it (實破)
    RepairMonth,  // Branch: the month that repairs a break (補過)
    Relation,     // Relation (六親)
    Presence,     // Presence: the principal way the useful god is there
    PresenceMask, // mask of Presence
    Losses,       // mask of Loss
    Phase,        // PhaseRelation of the other seen from the subject
    Flags,        // mask of SelfOtherFlag
    Complete,     // flag
    Punishment,   // PunishmentKind
    Cause,        // mask of EmergeCause
    Strong,       // flag: 旺相 (rules that depend on it)
    Effective,    // flag: the state takes effect (void that counts as empty …)
    StemLines,    // mask of the moving lines whose stems combine (天干合化)
    Direction,    // Rising: 昇陽 or 升陰
    Accord,       // mask of RisingAccord
    Strike,       // mask of Strike: how moving lines strike a line (沖, 克)
    Trigram,      // a Trigram
    TrigramState, // calendar::TrigramState
    Lingering,    // flag: 餘旺 (the previous node's trigram, within five days)
    Moment,       // flag: from the moment of the cast (else from the month branch)
    Role,         // GodRole of a line against the useful god
    HelpsSelf,    // flag: the line generates the 世 or shares its phase (生世)
    HelpsBody,    // flag: the line generates the 卦身 or shares its phase (扶身)
    Lasting,      // flag: the break holds past the month (到底破)
};

inline constexpr int kParamKeyCount = static_cast<int>(ParamKey::Lasting) + 1;

// A set of enumerators of E (bit i: the enumerator whose value is i).
template <class E> struct EnumMask {
    int bits = 0;
    constexpr EnumMask() = default;
    constexpr explicit EnumMask(int b) : bits(b) {}
    constexpr bool has(E e) const { return (bits >> static_cast<int>(e) & 1) != 0; }
    friend constexpr bool operator==(EnumMask, EnumMask) = default;
};

// Each key's value type, `ParamValue<K>`: one specialisation per key in analysis/param_types.h, the
// only place that knows it; ParamCodec<T> stores a T in a Param's 16 bits and reads it back.
template <ParamKey K> struct ParamTraits;
template <ParamKey K> using ParamValue = typename ParamTraits<K>::type;
template <class T> struct ParamCodec;

// A parameter as stored: its key and its value encoded by ParamCodec<ParamValue<key>>. Read it
// typed through Finding::param<K>() or visitParam.
struct Param {
    ParamKey key;
    std::uint16_t value;
    friend constexpr bool operator==(Param, Param) = default;
};

enum class Pillar : std::uint8_t { Year, Month, Day, Hour };

// Stable rule ids, one per rule in the catalogue below.
enum class RuleId : std::uint8_t {
    MonthRuler, DayRuler, MonthBreak, MonthBreakFilled, DayVoid, VoidKinds, VoidOnChanged, VoidOnHidden,
    YearVoid, DayClash, DayClashClasses, DispersedWeakOnly, Season, SeasonEarthMonths, StageByDay,
    StageByMonth, Advance, Returned, ChangesTo, Echo, MovingActs, SixRelations, ThreeHarmony,
    ThreeMeeting, ThreePunishment, SixHarm, SuiJin, HiddenEmerges, StillAndMoving, SelfOther, Body,
    UsefulPresence, StemCombination, YearRuler, Between, HexagramTomb,
    Rising, RisingMoving, TrigramSeason, TrigramVoid, TrigramConfined, TrigramDay, BetweenRoles,
    // the schools as their own books read them (issue 16); books outside the seeds
    ZengShanDayClash, ZengShanVoidStruck, ZengShanDispersal, ZengShanVoid, BuShiVoid, ZengShanMonthBreak,
    BuShiMonthBreak, DayMonthActs, ZengShanChangedStruck,
};
inline constexpr int kRuleCount = static_cast<int>(RuleId::ZengShanChangedStruck) + 1;

// One rule: a stable id, the seed it comes from and where. A rule from a book that is not among the
// seeds has an empty `seed` and `line` 0; its `book` names the book and chapter of the public
// transcription it was read in.
struct Rule {
    RuleId id;
    std::string_view code;     // stable, dotted: "yimao.day_clash"
    std::string_view seed;     // "002", or empty
    std::string_view book;     // 「易冒 卷4」, 「增刪卜易 日辰章第十八」
    std::string_view passage;  // the opening words of the passage
    int line;                  // line in the seed file, 0 without a seed
};

// The catalogue, indexed by RuleId (checked by static_assert in findings.cpp).
extern const std::array<Rule, kRuleCount> kRules;
inline const Rule& ruleOf(RuleId id) { return kRules[static_cast<std::size_t>(id)]; }

inline constexpr int kMaxParams = 6;

struct Finding {
    FindingKind kind;
    RuleId rule;
    Subject subject;
    std::uint8_t paramCount = 0;
    std::array<Param, kMaxParams> params{};

    // Adds parameter K; the value must have K's own type (with<ParamKey::Filled>(1) does not compile).
    template <ParamKey K, class T>
        requires std::is_same_v<T, ParamValue<K>>
    constexpr Finding& with(T value)
    {
        if (paramCount < kMaxParams) params[paramCount++] = {K, ParamCodec<T>::encode(value)};
        return *this;
    }
    // The value of parameter K, or nullopt when the finding does not carry it.
    template <ParamKey K> constexpr std::optional<ParamValue<K>> param() const
    {
        for (int i = 0; i < paramCount; ++i)
            if (params[static_cast<std::size_t>(i)].key == K)
                return ParamCodec<ParamValue<K>>::decode(params[static_cast<std::size_t>(i)].value);
        return std::nullopt;
    }
    // The stored bits of parameter `key` (see ParamCodec), for code that holds a key only at run time —
    // a data table of expected findings; nullopt when absent.
    constexpr std::optional<Param> stored(ParamKey key) const
    {
        for (int i = 0; i < paramCount; ++i)
            if (params[static_cast<std::size_t>(i)].key == key) return params[static_cast<std::size_t>(i)];
        return std::nullopt;
    }
    friend bool operator==(const Finding& a, const Finding& b)
    {
        if (a.kind != b.kind || a.rule != b.rule || !(a.subject == b.subject) || a.paramCount != b.paramCount)
            return false;
        for (int i = 0; i < a.paramCount; ++i)
            if (!(a.params[static_cast<std::size_t>(i)] == b.params[static_cast<std::size_t>(i)])) return false;
        return true;
    }
};

// The stable snake_case ids of kinds and parameter keys.
std::string_view kindId(FindingKind k);
std::string_view paramId(ParamKey k);
// kRules[i].id == i for every rule (tested).
bool ruleCatalogueInOrder();

} // namespace najia
