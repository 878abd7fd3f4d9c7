// Where each step of a reading comes from: the 用神 table, the choice among several lines, the roles,
// the weighing of strength and the 應期. One catalogue, indexed by ReadingRuleId, like the analysis'
// kRules; a reading also cites analysis rules (findings.h) for the facts it builds on.
#pragma once

#include "engine/analysis/findings.h"

#include <array>
#include <cstdint>
#include <string_view>

namespace najia {

enum class ReadingRuleId : std::uint8_t {
    // 用神 by the question (卜筮正宗 十八論 用神分類定例第一, 世應論用神第二)
    UsefulParent, UsefulOfficer, UsefulSibling, UsefulWealth, UsefulOffspring, UsefulSelf, UsefulOther,
    UsefulGraveSite, UsefulRain, UsefulFine, UsefulGiven,
    // 取用: several lines, or none
    PickSeveral, PickSeveralZengShan, PickNotOnChart,
    // 原神 忌神 仇神 閑神
    Roles,
    // strength
    SupportAndHarm, DayRules, UsefulMoving, TabooSong, SourceSong, VoidSong, BreakWhileMoving, ChangeWaits,
    // 應期
    TimingByDayAndMonth, TimingVoid, TimingBreak, TimingTomb, TimingFavouredDays,
    // 增刪卜易 卷一 各門類應期總注章
    TimingStillMoving, TimingTooStrong, TimingCombined, TimingBreakCombine, TimingVoidFillClash,
    // 用神 of the kinds 增刪卜易's chapters name (issue 34), and its choice of the line on the month
    UsefulFineOffspring, UsefulWind, UsefulNews, UsefulWorry, UsefulDoctor, UsefulTutor, UsefulTutorForSon,
    UsefulLoanOther, UsefulTradeOther, PickOnRuler,
    // 增刪卜易 卷一 各門類應期總注章, further
    TimingChangedLine, TimingController,
    // the weighing, further: a retreat that holds, a 用神 not 休囚 under a moving controller
    RetreatHeld, ProsperousUnharmed, MovingSpoilt,
    // an examination's 用神 on the 世 first; 晴's moving 妻財 first
    UsefulExamOnSelf, UsefulFineMoving,
    // the question's own rules: 子孫持世 in a matter of rank; an illness's 六沖 and void by its age
    OffspringOnSelf, IllnessSixClash, IllnessVoid, WeatherMoves,
    // a combination by the month or day that controls, with nothing generating: control, not combination
    CombineControls,
    // a 回頭克 by a change that is itself strong settles the verdict
    StrongReturnedControl,
    // 應期, further: a 用神 changing into the void answers when the change is filled; 周仲高's days of harm
    TimingChangedVoid, TimingHarmfulDays,
    // 增刪卜易 卷一 各門類應期總注章: a void 用神 waits for its moving 原神's day
    TimingSourceValue,
    // 用神兩現 left undecided by the rules: the line holding the 世, as the authors' cases read it
    PickOnSelf,
    // the asker's own rank: a 世 broken by the month and struck
    SelfBrokenStruck,
    // kin asking: a marriage reads the bride or the groom, a pregnancy the child (增刪卜易 婚姻章, 胎孕章)
    UsefulMarriageProxy, UsefulPregnancy,
    // one's own quarrel or lawsuit: the 世 against the 應
    UsefulLawsuitOther,
    // a boat's fair wind: 子孫
    UsefulFairWind,
    // a wager: the 世 against the 應
    UsefulWager,
    // an official under review (防參劾、慮大計): the 世 with the 官鬼
    UsefulImpeachment,
    // … and 子孫 on his 世 ends his office (福世孫搖)
    OffspringOnSelfUnderReview,
    // a weak change's 回頭克 in a matter of months or years: 凶 when its season comes
    ReturnedControlInTime,
    // 卦變: a 八純 卦 changing into the 八純 卦 that controls it
    HexagramReturnedControl,
    // one's own worry read on the 世: 子孫 guarding it, the 官鬼 on or against it
    WorryOnSelf,
    // an illness: the 用神 turning into the 鬼 or the 忌神, or they into it; 子孫 on one's own 世 outweighs the danger
    IllnessTurn, IllnessOffspringOnSelf,
    // one's own rank: the 世 changing into the 官鬼, 化官 when 旺相 and not returned to control, else 化鬼
    SelfTurnsToOfficer,
    // an illness whose 用神 nothing helps
    IllnessRootless,
    // money sought from a hidden and void 妻財
    WealthHiddenVoid,
    // a lifespan whose 原神 or 忌神 moves
    LifespanStirs,
    // one's fortune with 兄弟 on the 世
    SiblingOnSelfFortune,
    IllnessTooStrong,
};
inline constexpr int kReadingRuleCount = static_cast<int>(ReadingRuleId::IllnessTooStrong) + 1;

// A passage as a reading cites it: the stable code, the book, and (for the seeds) seed and line.
struct Source {
    std::string_view code;     // "bszz.useful_classes", or an analysis rule's code
    std::string_view seed;     // "000", or empty for a book outside the seeds
    std::string_view book;     // 「卜筮正宗 十八論 用神分類定例第一」
    std::string_view passage;  // the words the rule implements
    int line = 0;              // line in the seed file, 0 outside the seeds
};

const Source& sourceOf(ReadingRuleId id);
Source sourceOf(RuleId analysisRule);
// The catalogue's row i has id i (tested).
bool readingRulesInOrder();

} // namespace najia
