// The one terms table: every named value's 繁體, 简体 and English name.
// Names are for display and parsing only; no rule ever compares them.
#pragma once

#include "branch_relations.h"
#include "ganzhi.h"
#include "trigram.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace najia {

enum class Script : std::uint8_t { Traditional, Simplified, English };

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
template <> std::span<const Term> termsOf<Branch>();
template <> std::span<const Term> termsOf<Element>();
template <> std::span<const Term> termsOf<YinYang>();
template <> std::span<const Term> termsOf<Trigram>();
template <> std::span<const Term> termsOf<PhaseRelation>();
template <> std::span<const Term> termsOf<PunishmentKind>();

bool equalsIgnoringCase(std::string_view a, std::string_view b);

template <class E> std::string_view name(E value, Script script = Script::Traditional)
{
    return termsOf<E>()[static_cast<std::size_t>(value)].in(script);
}

// Finds the value whose name in any script equals `text` (English ignoring case).
template <class E> std::optional<E> parseTerm(std::string_view text)
{
    const auto terms = termsOf<E>();
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const Term& t = terms[i];
        if (text == t.traditional || text == t.simplified || equalsIgnoringCase(text, t.english))
            return static_cast<E>(i);
    }
    return std::nullopt;
}

// 「甲子」; in English "Jia-Zi".
std::string name(GanZhi g, Script script = Script::Traditional);
// Accepts 「甲子」 or "jiazi"/"jia-zi"/"Jia Zi"; rejects pairs of unequal polarity.
std::optional<GanZhi> parseGanZhi(std::string_view text);

} // namespace najia
