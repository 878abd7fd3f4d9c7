// The facts of a case's chart that the casebook stores in columns, so that filters over them are
// SQL and statistics need no chart recomputed: hexagrams, palace, 六沖/六合, moving lines, month and
// day branch, the 用神, which finding kinds and rules the analysis produced on each layer, and the
// reading's (src/engine/reading) headline: how the 用神 was taken (found on the 本卦, a 變爻, the
// 伏神, the day or month, or absent) and its verdict (旺/衰, 有救/無救, 吉/凶).
#pragma once

#include "base/document/chart_file.h"

#include <QJsonObject>

#include <array>
#include <cstdint>
#include <optional>

namespace najia::base {

// A set of finding kinds or rules, kept in kMaskWords integer columns of kMaskBits bits each
// (SQLite's integers are signed 64-bit): bit b is bit b % kMaskBits of column b / kMaskBits.
inline constexpr int kMaskBits = 63;
inline constexpr int kMaskWords = 2;
using FactMask = std::array<std::uint64_t, kMaskWords>;
void setBit(FactMask& mask, int bit);
// "c.kinds_any_1 & ?" style test for one bit, with its binding.
struct MaskTest {
    QString where;
    qint64 bind;
};
MaskTest maskTest(const char* column, int bit);

// Where a finding kind is looked for: anywhere, on one layer, or on the lines of one role.
enum class FactScope : std::uint8_t { Any, Primary, Changed, Hidden, Chart, Useful, Self, Other };
inline constexpr int kFactScopeCount = 8;
// The column holding the kinds mask of a scope, and the scope's word in filters ("useful").
const char* kindsColumn(FactScope s);
const char* scopeWord(FactScope s);
std::optional<FactScope> parseScope(std::string_view word);

struct CaseFacts {
    int primary = 0;                  // Hexagram bits of the 本卦
    std::optional<int> changed;       // of the 變卦, when a line moves
    int palace = 0;                   // Trigram of the palace
    int generation = 0;               // Generation in it
    bool sixClash = false;
    bool sixHarmony = false;
    int moving = 0;                   // number of moving lines
    std::optional<int> monthBranch;   // Branch
    std::optional<int> dayBranch;
    std::optional<int> useful;        // Relation of the 用神: chosen by hand, else the reading's
    std::array<FactMask, kFactScopeCount> kinds{};  // bit k: FindingKind k occurs in the scope
    FactMask rules{};                               // bit r: RuleId r produced a finding
    // The reading of the record's question: the first 用神's PickRule, and the verdict on it (Strength
    // unknown without month and day; none of the three when no line carries the 用神).
    int pick = 0;
    std::optional<int> strength;  // Strength
    std::optional<int> rescue;    // Rescue
    std::optional<int> tendency;  // Tendency
};

// The facts of a computed chart; the 用神 is the record's when chosen, else the one its reading took.
CaseFacts factsOf(const ChartRecord& record, const ComputedChart& computed);

// What differs between the reading stored with a case and today's engine's, as the casebook's `stale`
// column keeps it (README.md, "Casebook"): only the keys that differ, out of
//   "hexagrams": [[primary, changed], [primary, changed]]   (bits; changed null when still)
//   "pick", "strength", "rescue", "tendency": [stored, today]  (reading codes; null for none)
//   "findings", "rules": {"added": [...], "removed": [...]}    (kind ids, rule codes; over all layers)
// Empty when nothing differs.
QJsonObject factsDifference(const CaseFacts& stored, const CaseFacts& today);

} // namespace najia::base
