#include "engine/reading/useful_table.h"

namespace najia {

namespace {

using R = ReadingRuleId;

constexpr UsefulEntry rel(Relation r)
{
    switch (r) {
    case Relation::Parent: return {{UsefulBy::Relation, r}, R::UsefulParent};
    case Relation::Officer: return {{UsefulBy::Relation, r}, R::UsefulOfficer};
    case Relation::Sibling: return {{UsefulBy::Relation, r}, R::UsefulSibling};
    case Relation::Wealth: return {{UsefulBy::Relation, r}, R::UsefulWealth};
    case Relation::Offspring: break;
    }
    return {{UsefulBy::Relation, Relation::Offspring}, R::UsefulOffspring};
}
constexpr UsefulEntry kSelf{{UsefulBy::SelfLine, Relation::Parent}, R::UsefulSelf};
constexpr UsefulEntry kOther{{UsefulBy::OtherLine, Relation::Parent}, R::UsefulOther};
constexpr UsefulEntry relBy(Relation r, ReadingRuleId rule) { return {{UsefulBy::Relation, r}, rule}; }
constexpr UsefulEntry otherBy(ReadingRuleId rule) { return {kOther.target, rule}; }

// The class of a person (用神分類定例第一): elders 父母, siblings and friends 兄弟, wife, concubine and
// servants 妻財, husband 官鬼, children and juniors 子孫.
constexpr Relation personRelation(QuestionSubject s)
{
    switch (s) {
    case QuestionSubject::Elder: return Relation::Parent;
    case QuestionSubject::Sibling: return Relation::Sibling;
    case QuestionSubject::Wife: return Relation::Wealth;
    case QuestionSubject::Husband: return Relation::Officer;
    default: break;
    }
    return Relation::Offspring;
}

// The matter's relation when the asker asks about his own affairs; nullopt: read on the 世.
constexpr std::optional<Relation> ownMatter(QuestionCategory c, Sex sex)
{
    switch (c) {
    case QuestionCategory::Career:
    case QuestionCategory::Audience: return Relation::Officer;     // 功名、官府
    case QuestionCategory::Wealth:
    case QuestionCategory::Loan:
    case QuestionCategory::Trade:
    case QuestionCategory::LostItem: return Relation::Wealth;      // 錢財 … 什物、器皿
    case QuestionCategory::Exam:
    case QuestionCategory::Documents:
    case QuestionCategory::Home: return Relation::Parent;          // 章奏文章、宅舍
    case QuestionCategory::Childbirth:
    case QuestionCategory::Heirs:
    case QuestionCategory::Medicine: return Relation::Offspring;   // 兒女、藥材
    case QuestionCategory::Marriage:                               // 妻妾 / 丈夫
        return sex == Sex::Female ? Relation::Officer : Relation::Wealth;
    default: break;
    }
    return std::nullopt;
}

UsefulGods one(UsefulEntry a) { return {{a, {}}, 1}; }
UsefulGods two(UsefulEntry a, UsefulEntry b) { return a.target == b.target ? one(a) : UsefulGods{{a, b}, 2}; }

// Matters whose 用神 does not depend on the person asked about: the things themselves (用神章第八:
// 藥材、六畜 子孫; 章奏文章、舟車 父母; 鬼神、屍首、盜賊 官鬼), 天時 by what is asked (天時章), the letter (音信),
// the doctor (延醫章: 應 for oneself and for kin alike).
std::optional<UsefulGods> matterGods(const Question& q)
{
    using C = QuestionCategory;
    switch (q.category) {
    case C::Medicine:
    case C::Livestock: return one(rel(Relation::Offspring));
    case C::Documents:
    case C::Boat: return one(rel(Relation::Parent));
    case C::Spirits:
    case C::Corpse:
    case C::Thief:
    case C::Thunder: return one(rel(Relation::Officer));  // 雷電、鬼神、屍首、盜賊
    case C::Weather: return two(relBy(Relation::Parent, R::UsefulRain), relBy(Relation::Wealth, R::UsefulFine));
    case C::Fine: return two(relBy(Relation::Offspring, R::UsefulFineOffspring), relBy(Relation::Wealth, R::UsefulFine));
    case C::Rain: return one(relBy(Relation::Parent, R::UsefulRain));
    case C::Wind: return one(relBy(Relation::Sibling, R::UsefulWind));
    case C::FairWind: return one(relBy(Relation::Offspring, R::UsefulFairWind));  // 順風, not the weather's wind
    case C::Wager: return two({kSelf.target, R::UsefulWager}, otherBy(R::UsefulWager));  // 「首重世應」; a stake: ask `wealth`
    case C::News: return one(relBy(Relation::Parent, R::UsefulNews));
    case C::Doctor: return one(otherBy(R::UsefulDoctor));
    case C::Tutor:  // for oneself the teacher (父母); a father hiring one for his son reads the 應
        return one(q.subject == QuestionSubject::Junior ? otherBy(R::UsefulTutorForSon) : relBy(Relation::Parent, R::UsefulTutor));
    default: break;
    }
    return std::nullopt;
}

} // namespace

UsefulGods usefulGods(const Question& q)
{
    if (const auto matter = matterGods(q)) return *matter;

    UsefulEntry first = kSelf;
    if (q.subject == QuestionSubject::Other) first = kOther;
    else if (q.subject != QuestionSubject::Self) first = rel(personRelation(q.subject));
    else if (q.category == QuestionCategory::Grave) first = {kSelf.target, R::UsefulGraveSite};
    else if (q.category == QuestionCategory::Traveller) first = kOther;  // the traveller is not the asker
    else if (const auto own = ownMatter(q.category, q.sex)) first = rel(*own);

    // Read two ways side by side.
    if (q.subject == QuestionSubject::Self) {
        if (q.category == QuestionCategory::Worry) return two(relBy(Relation::Offspring, R::UsefulWorry), kSelf);  // 解憂神, then the 世
        if (q.category == QuestionCategory::Loan) return two(first, otherBy(R::UsefulLoanOther));   // the money, then the lender
        if (q.category == QuestionCategory::Trade) return two(first, otherBy(R::UsefulTradeOther)); // the money, then partner and buyer
        if (q.category == QuestionCategory::Lawsuit) return two(first, otherBy(R::UsefulLawsuitOther)); // 「彼此相爭尋世應」
    }
    if (q.category == QuestionCategory::Illness || q.category == QuestionCategory::Safety)
        return two(first, rel(Relation::Officer));  // 病症、憂疑
    // An official under review: the 世 and the 官 (「世旺官崇，憂心冰解」; 「身衰鬼克，貶責凌呵」 … 「身實官陷，位去
    // 身安」), the 世 first; kin asking read the person's class with the 官 (子占父功名章 「父旺官動相生 … 皆許成名」).
    if (q.category == QuestionCategory::Impeachment) {
        const UsefulEntry person = q.subject == QuestionSubject::Self ? UsefulEntry{kSelf.target, R::UsefulImpeachment} : first;
        return two(person, relBy(Relation::Officer, R::UsefulImpeachment));
    }
    if (q.category == QuestionCategory::Exam && q.subject == QuestionSubject::Self)
        return two(first, rel(Relation::Officer));  // the paper, and the rank (功名)
    if (q.category == QuestionCategory::Marriage && q.subject == QuestionSubject::Self && q.sex == Sex::Unstated)
        return two(rel(Relation::Wealth), rel(Relation::Officer));  // 妻 for a man, 夫 for a woman
    // Kin asking: the match, not the person (「不拘父母親朋而代占者，無不以財爲用 … 女家占男，皆以官爲用」); the bride
    // and the groom side by side, the question not saying which of them is the kin.
    if (q.category == QuestionCategory::Marriage && q.subject != QuestionSubject::Self)
        return two(relBy(Relation::Wealth, R::UsefulMarriageProxy), relBy(Relation::Officer, R::UsefulMarriageProxy));
    // Kin asking of a birth: the mother as the person (產婦章), and the child (胎孕章 「親占代占，皆用子孫，惟子占母孕，
    // 以弟兄爻爲用神也」).
    if (q.category == QuestionCategory::Childbirth && q.subject != QuestionSubject::Self)
        return two(first, relBy(q.subject == QuestionSubject::Elder ? Relation::Sibling : Relation::Offspring, R::UsefulPregnancy));
    return one(first);
}

} // namespace najia
