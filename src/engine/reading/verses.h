// The verses that apply: the clauses of seed 000's 訣 and 歌 (卜筮正宗) as typed conditions on the chart
// and the question, each with its seed line, so that a reading lists exactly the clauses that apply.
#pragma once

#include "najia.h"
#include "reading/question.h"
#include "reading/reading_rules.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace najia {

struct Chart;
struct Analysis;
struct Interpretation;

// What a clause's condition looks at.
enum class VerseTrigger : std::uint8_t {
    RelationMoving,  // a line of `relation` moves (六親發動訣)
    Advances,        // a moving line of `relation` 化進神 (六親變化歌)
    Retreats,        // … 化退神
    ChangesTo,       // a moving line of `relation` changes into relation `other` (六親變化歌)
    SelfRelation,    // the 世 holds `relation` (諸爻持世訣)
    SelfOther,       // the 世 and 應 stand as SelfOtherBond `other` (世應生克空亡動靜訣)
    AllStill,        // 六爻安靜訣
    ChaoticMoving,   // 六爻亂動訣
    RoleMoving,      // the line of Role `other` moves (用神發動訣, 原神歌, 忌神歌)
};

// 世應相生 / 相克 / 比和.
enum class SelfOtherBond : std::uint8_t { Generate, Control, Same };

struct Verse {
    std::string_view code;  // stable: "bszz.moving.parent.illness"
    VerseTrigger trigger;
    std::optional<Relation> relation;
    int other;                // by trigger: a Relation, a Role or a SelfOtherBond; −1 when unused
    std::uint32_t categories; // bit c: the clause speaks of QuestionCategory c; 0: of every question
    std::string_view book;
    std::string_view passage;
    int line;                 // in seed 000
    Source source() const { return {code, "000", book, passage, line}; }
};

constexpr std::uint32_t cat(QuestionCategory c) { return std::uint32_t{1} << static_cast<int>(c); }

// The catalogue, in the order of the seed.
std::span<const Verse> verses();

// The indices (into verses()) of the clauses that apply to a reading, in catalogue order.
std::vector<std::uint16_t> versesFor(const Chart& chart, const Analysis& analysis, const Interpretation& reading);

} // namespace najia
