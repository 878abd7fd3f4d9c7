// The question a reading answers: what it is about (占類), whom it is about, and the asker's sex
// where the books make it matter. Identity is the enum; names come from reading_terms.h.
#pragma once

#include "engine/ganzhi.h"

#include <cstdint>
#include <optional>

namespace najia {

// 占類: the matters the 用神 table (useful_table.h) distinguishes.
enum class QuestionCategory : std::uint8_t {
    Illness,     // 疾病
    Medicine,    // 醫藥
    Wealth,      // 求財
    Career,      // 功名
    Exam,        // 考試
    Marriage,    // 婚姻
    Childbirth,  // 產育
    Heirs,       // 子嗣
    Lawsuit,     // 官訟
    Travel,      // 出行
    Traveller,   // 行人
    LostItem,    // 失物
    Documents,   // 文書/書信
    Audience,    // 謁貴
    Home,        // 家宅
    Grave,       // 墳墓
    Lifespan,    // 壽元
    Safety,      // 安危/憂疑
    Weather,     // 天時 (晴 and 雨 side by side)
    Affairs,     // 人事
    // The kinds of 增刪卜易's chapters and 卜筮正宗's 用神分類定例 the first twenty do not name (issue 34);
    // appended, so that the codes and the order of the older ones stay as they were.
    Fine,        // 天時 占晴
    Rain,        // 天時 占雨
    Wind,        // 天時 占風
    Thunder,     // 天時 占雷
    News,        // 音信
    Fortune,     // 身命: 終身、流年、月令
    Worry,       // 憂疑、防患
    Doctor,      // 延醫
    Tutor,       // 延師
    Loan,        // 借貸
    Trade,       // 開店、買賣
    Livestock,   // 六畜
    Spirits,     // 鬼神
    Boat,        // 舟船
    Corpse,      // 尸首
    Thief,       // 盜賊
    FairWind,    // 順風 (a boat's fair wind; not 天時風)
    Wager,       // 博戲
    Impeachment, // 防參劾、慮大計、已有事尙未結案: an official's standing under review
};
inline constexpr int kQuestionCategoryCount = static_cast<int>(QuestionCategory::Impeachment) + 1;

// The person asked about, by the 六親 class the books put them in.
enum class QuestionSubject : std::uint8_t {
    Self,     // 自己
    Elder,    // 父母 and elders (祖父母 師長 …)
    Sibling,  // 兄弟 姊妹 朋友
    Wife,     // 妻 妾 僕 (妻財's class)
    Husband,  // 夫
    Junior,   // 子女 晚輩
    Other,    // 對方 他人: no kinship (應)
};
inline constexpr int kQuestionSubjectCount = static_cast<int>(QuestionSubject::Other) + 1;

enum class Sex : std::uint8_t { Unstated, Male, Female };
inline constexpr int kSexCount = 3;

// How long an illness has lasted, where the asker says (近病 / 久病): 增刪卜易 疾病章 reads a 六沖 and a void
// 用神 the opposite ways for the two (「六沖變沖，久病難於調治 … 近病逢之，不藥而愈」).
enum class IllnessAge : std::uint8_t { Unstated, Recent, Long };
inline constexpr int kIllnessAgeCount = 3;
// The questions an illness's age belongs to: the illness itself, its medicine and its doctor (延醫);
// what the CLI, the files and the panel offer it for. Elsewhere a stated age is kept but not read.
constexpr bool asksIllnessAge(QuestionCategory c)
{
    return c == QuestionCategory::Illness || c == QuestionCategory::Medicine || c == QuestionCategory::Doctor;
}

struct Question {
    constexpr Question() = default;
    // The question as most callers know it; the decided time (後時) is set after, where it is given.
    constexpr Question(QuestionCategory c, QuestionSubject s = QuestionSubject::Self, Sex x = Sex::Unstated,
                       IllnessAge i = IllnessAge::Unstated)
        : category(c), subject(s), sex(x), illness(i)
    {
    }

    QuestionCategory category = QuestionCategory::Affairs;
    QuestionSubject subject = QuestionSubject::Self;
    Sex sex = Sex::Unstated;
    IllnessAge illness = IllnessAge::Unstated;  // read for illness questions only
    // 後時 (易冒 卷4, seed 002 line 91 「夫用占後時，以後來得事之月為凭」; line 99 「若得事他日，即以他日為主」): the month
    // and the day the matter is decided, when later than the cast's; the reading weighs the 用神 against them.
    std::optional<Branch> decidedMonth;
    std::optional<GanZhi> decidedDay;
    friend constexpr bool operator==(const Question&, const Question&) = default;
};

} // namespace najia
