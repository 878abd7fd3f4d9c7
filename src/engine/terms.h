// The one terms table: every named value's 繁體, 简体 and English name.
// Names are for display and parsing only; no rule ever compares them.
#pragma once

#include "engine/branch_relations.h"
#include "engine/ganzhi.h"
#include "engine/trigram.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace najia {

enum class Script : std::uint8_t { Traditional, Simplified, English };

// The fixed words of a chart sheet, so that they follow the display script like every term.
enum class SheetLabel : std::uint8_t {
    Palace, Self, Other, Void, Body, Absent, MonthRuler, DayRuler, YearMark, MonthMark, DayMark,
    HourMark, Spirits, Hidden, Primary, Changed, SixClash, SixHarmony, Nuclear, Opposite, Reversed,
    Gregorian, Lunar, SolarTerm, VoidMark, TrueSolarTime,
    Count
};

// Declared in najia.h, palace.h and chart.h.
enum class Relation : std::uint8_t;
enum class Spirit : std::uint8_t;
enum class Generation : std::uint8_t;
enum class FeiFu : std::uint8_t;
enum class BodyProgress : std::uint8_t;
enum class LineValue : std::uint8_t;
enum class SixteenChange : std::uint8_t;
enum class Echo : std::uint8_t;
enum class LifeStage : std::uint8_t;

struct Term {
    std::string_view traditional;
    std::string_view simplified;
    std::string_view english;

    constexpr std::string_view in(Script s) const
    {
        return s == Script::Traditional ? traditional : s == Script::Simplified ? simplified : english;
    }
};

// The terms of each enumeration, indexed by the enumerator's value.
template <class E> std::span<const Term> termsOf();
template <> std::span<const Term> termsOf<Stem>();
template <> std::span<const Term> termsOf<SheetLabel>();
template <> std::span<const Term> termsOf<Branch>();
template <> std::span<const Term> termsOf<Element>();
template <> std::span<const Term> termsOf<YinYang>();
template <> std::span<const Term> termsOf<Trigram>();
template <> std::span<const Term> termsOf<PhaseRelation>();
template <> std::span<const Term> termsOf<PunishmentKind>();
template <> std::span<const Term> termsOf<Relation>();
template <> std::span<const Term> termsOf<Spirit>();
template <> std::span<const Term> termsOf<Generation>();
template <> std::span<const Term> termsOf<FeiFu>();
template <> std::span<const Term> termsOf<BodyProgress>();
template <> std::span<const Term> termsOf<LineValue>();  // indexed by value − 6
template <> std::span<const Term> termsOf<SixteenChange>();
template <> std::span<const Term> termsOf<Echo>();
template <> std::span<const Term> termsOf<LifeStage>();

bool equalsIgnoringCase(std::string_view a, std::string_view b);

// Index of a value in its terms table (LineValue counts from 6).
template <class E> constexpr std::size_t termIndex(E value)
{
    if constexpr (std::is_same_v<E, LineValue>) return static_cast<std::size_t>(value) - 6;
    else return static_cast<std::size_t>(value);
}

template <class E> std::string_view name(E value, Script script = Script::Traditional)
{
    return termsOf<E>()[termIndex(value)].in(script);
}

// Finds the value whose name in any script equals `text` (English ignoring case).
template <class E> std::optional<E> parseTerm(std::string_view text)
{
    const auto terms = termsOf<E>();
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const Term& t = terms[i];
        if (text == t.traditional || text == t.simplified || equalsIgnoringCase(text, t.english))
            return static_cast<E>(i + (std::is_same_v<E, LineValue> ? 6 : 0));
    }
    return std::nullopt;
}

// 「甲子」; in English "Jia-Zi".
std::string name(GanZhi g, Script script = Script::Traditional);
// Accepts 「甲子」 or "jiazi"/"jia-zi"/"Jia Zi"; rejects pairs of unequal polarity.
std::optional<GanZhi> parseGanZhi(std::string_view text);

} // namespace najia
