// The verses that apply: the clauses of seed 000's 訣, 歌 and 賦 (卜筮正宗) and of seed 004 (海底眼 卷2) as
// typed conditions on the chart and the question, each with its seed line, so that a reading lists
// exactly the clauses that apply. See docs/reading.md ("The verses that apply").
#pragma once

#include "engine/najia.h"
#include "engine/reading/question.h"
#include "engine/reading/reading_rules.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace najia {

struct Chart;
struct Analysis;
struct Interpretation;

// What one condition of a clause looks at; `a` and `b` are its parameters (a Relation, Role, Spirit …
// or a mask of them, as noted). "Role lines": the 用神's chosen line on the 本卦, or the lines of the
// 原神, 忌神, 仇神 by phase (Interpretation::roles).
enum class VerseTrigger : std::uint8_t {
    None,
    // moving lines and their changes (六親發動訣, 六親變化歌, 碎金賦, 海底眼 父動 … 鬼化)
    RelationMoving,    // a line of relation a moves
    Advances,          // a moving line of relation a 化進神
    Retreats,          // … 化退神
    ChangesTo,         // a moving line of relation a changes into relation b
    BothMoving,        // lines of relations a and b both move (碎金賦)
    RelationActive,    // a line of relation a moves or moves in the dark (暗動: 「明暗動」)
    RelationAbsent,    // no line of relation a on the 本卦 (「無鬼病難療」, 「卦無父母」)
    RelationProsperous,        // a line of relation a is 旺相 by the month
    RelationMovingProsperous,  // … moves and is 旺相 (「父母爻興旺」)
    // the 世 and the 應 (諸爻持世訣, 世應生克空亡動靜訣, 海底眼 父世 … 鬼世)
    SelfRelation,      // the 世 holds relation a
    OtherRelation,     // the 應 holds relation a
    SelfOther,         // the 世 and 應 stand as SelfOtherBond a
    SelfMoving, OtherMoving, OtherVoid,
    SelfVoidOrMoving,  // 「世空世動」
    SelfVoidOrBroken,  // 「旬空月破」
    SelfProsperous,    // the 世 旺相 by the month (a = 1: 旺 only, 「值旺」)
    SelfChangesTo,     // the 世 moves and changes into relation a
    SelfTomb,          // the 世 in its tomb on the day, or changing into its tomb (入墓)
    SelfClashedByDay,  // 逢沖
    SelfSpirit,        // the 世 bears a spirit of mask a (bit: Spirit)
    SelfGeneratedOnly, // the month, day or a moving line generates the 世 and none controls it (有生無克)
    SelfControlledOnly,// … controls it and none generates it (有克無生)
    SelfStruck,        // the day or the month controls, punishes, clashes or harms the 世 (克害刑沖)
    SelfAt,            // the 世 stands at a position of mask a (bit 0: 初爻)
    UsefulHelpsSelf,   // the 用神 (another line) generates or combines the 世 (用神生合)
    // the chart as a whole
    AllStill, ChaoticMoving, SixClashHexagram, ReturningSoul,
    // the roles (忌神歌, 原神歌, 用神發動訣, 用神空亡訣, 日辰訣, 六爻安靜訣, 六爻亂動訣); a: a Role or a mask of Role
    RoleMoving,        // a line of role a moves (the 用神: its chosen line)
    RoleVoid,          // a line of a role of mask a is void
    RoleOnSelfOrOther, // the 世 or the 應 has the phase of a role of mask a
    RoleThriving,      // a line of role a is 旺相 and the day or a moving line generates or supports it (生扶兼旺相)
    RoleHurt,          // … 回頭克, or the day or a moving line controls it (化克及逢傷)
    RoleControlled,    // … the day or a moving line controls it (逢傷克)
    RoleGenerated,     // … the day or a moving line generates it (生扶)
    RoleWeak,          // … 休囚死 by the month
    // the 用神 (first of the reading)
    UsefulHidden,            // taken from the 伏神 (用神不上卦)
    UsefulFeiFu,             // taken from the 伏神 standing to its flying line as FeiFu a
    UsefulEmerges,           // taken from the 伏神, which can come out (伏藏出現)
    MovingGeneratesUseful,   // a moving line (not the 用神's) generates the 用神's phase
    MovingControlsUseful,    // … controls it
    DayControlsUseful,       // the day controls the 用神 (a = 1: or punishes it, 「克用及相刑」)
    DayGeneratesUseful,      // the day generates or combines the 用神 (相生合)
    UsefulVoidActive,        // void and moving or clashed by the day (發動逢沖不謂空)
    UsefulVoidStillControlled,  // void, still, and the day or a moving line controls it (靜空遇克)
    UsefulTrueVoid,          // void and 真空 by the season (春土夏金秋木冬火)
    UsefulTrueVoidHurt,      // … and a moving line controls it (再遇爻傷)
    UsefulThreeHarmony,      // a 三合局 of the 用神's phase (三合會用)
    // 卦身 (卦身喜忌訣)
    BodyRelation,      // a body line holds relation a
    BodyRoleSpirit,    // a body line has the phase of a role of mask a and a spirit of mask b
    BodyHorseMoving,   // a body line moves and stands on the day's 驛馬
    BodyVoid,          // the 卦身 is void
    BodyHurt,          // the 卦身 is 月破, or the day controls, punishes or (絕) extinguishes it
    // 六神 (六獸歌斷, 通玄賦, 海底眼 龍動 … 玄動); a: mask of Spirit
    SpiritMoving,      // a line with a spirit of mask a moves, where SpiritAt b holds
    SpiritStill,       // the lines with a spirit of mask a are still
    SpiritControls,    // the line of spirit a controls the line of spirit b (勾陳克玄武)
    SpiritOnRelationProsperous,  // the line of spirit a holds relation b and is 旺相 (財龍旺)
};

// Where a moving spirit's line stands, for VerseTrigger::SpiritMoving.
enum class SpiritAt : std::uint8_t {
    Any, Useful, EnemyOrTaboo, Taboo, GeneratesUseful, GeneratesSelf, Officer, Prosperous,
    Metal, Earth, TombOrVoid, MetalOrVoid, WaterOrVoid, WoodOrVoid, FireOrVoid, MetalOnSelf,
};

// 世應相生 / 相克 / 比和.
enum class SelfOtherBond : std::uint8_t { Generate, Control, Same };

struct VerseWhen {
    VerseTrigger trigger = VerseTrigger::None;
    std::int8_t a = -1;
    std::int8_t b = -1;
    friend constexpr bool operator==(VerseWhen, VerseWhen) = default;
};

struct Verse {
    std::string_view code;          // stable: "bszz.moving.parent.illness"
    std::array<VerseWhen, 3> when;  // every condition holds
    std::uint64_t categories;       // bit c: the clause speaks of QuestionCategory c; 0: of every question
    std::uint8_t subjects;          // bit s: … of QuestionSubject s; 0: of anyone
    std::string_view seed;          // "000", "004"
    std::string_view book;
    std::string_view passage;       // corrected where the seed is damaged
    int line;                       // in the seed
    std::string_view transmitted;   // the seed's own wording where `passage` corrects it (docs/corrections.md)
    Source source() const { return {code, seed, book, passage, line}; }
};

constexpr std::uint64_t cat(QuestionCategory c) { return std::uint64_t{1} << static_cast<int>(c); }
static_assert(kQuestionCategoryCount <= 64, "a verse's categories are a 64-bit mask");

// The catalogue: seed 000 in its order, then seed 004.
std::span<const Verse> verses();

// The indices (into verses()) of the clauses that apply to a reading, in catalogue order.
std::vector<std::uint16_t> versesFor(const Chart& chart, const Analysis& analysis, const Interpretation& reading);

// The clauses of a reading in the order a practitioner reads them (issue 34): first those that name this
// question's kind, then those about its 用神 (its line, its role, its relation moving or changing), then the
// rest; within each, catalogue order.
std::vector<std::uint16_t> rankedVerses(const Interpretation& reading);

// How many ranked clauses a reading shows before folding the rest away (`read --all-verses` shows all).
inline constexpr std::size_t kVersesShown = 5;

} // namespace najia
