// 用神 from the question: a typed table from (category, person asked about, asker's sex) to one or
// two 用神, each with the rule that names it (reading_rules.h).
//
// The order the books practise: the person decides before the matter (占父官事 → 父母, 占妹臨產 → 兄弟,
// 妻占夫病 → 官鬼); the asker's own illness, travel, lifespan, safety, lawsuit, grave site and general
// affairs are read on the 世 (卜筮正宗 世應論用神第二), but one's own career, money, marriage and
// documents on the relation of the matter; an unrelated person on the 應; medicine (子孫), documents
// (父母) and 天時 (父母 rain, 妻財 fine) override the person. Illness and examinations are read two
// ways side by side: the illness (官鬼) beside the patient, the rank (官鬼) beside the paper (父母).
#pragma once

#include "engine/najia.h"
#include "engine/reading/question.h"
#include "engine/reading/reading_rules.h"

#include <array>
#include <optional>

namespace najia {

// What the 用神 is: a relation's lines, or the 世 or 應 line whatever its relation.
enum class UsefulBy : std::uint8_t { Relation, SelfLine, OtherLine };

struct UsefulTarget {
    UsefulBy by = UsefulBy::Relation;
    Relation relation = Relation::Parent;  // with UsefulBy::Relation
    friend constexpr bool operator==(UsefulTarget, UsefulTarget) = default;
};

struct UsefulEntry {
    UsefulTarget target;
    ReadingRuleId rule;
};

struct UsefulGods {
    std::array<UsefulEntry, 2> entries{};
    std::uint8_t count = 0;
};

// The 用神 of a question (at least one for every combination; tested exhaustively).
UsefulGods usefulGods(const Question& q);

} // namespace najia
