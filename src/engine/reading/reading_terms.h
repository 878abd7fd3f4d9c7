// Names of the reading's enumerations in 繁體, 简体 and English (the terms.h mechanism): what the
// CLI's --category, --subject, --sex and --illness-age parse, and what the JSON and the panel show.
#pragma once

#include "engine/reading/interpretation.h"
#include "engine/terms.h"

namespace najia {

template <> std::span<const Term> termsOf<QuestionCategory>();
template <> std::span<const Term> termsOf<QuestionSubject>();
template <> std::span<const Term> termsOf<Sex>();
template <> std::span<const Term> termsOf<IllnessAge>();
template <> std::span<const Term> termsOf<Role>();
template <> std::span<const Term> termsOf<PickRule>();
template <> std::span<const Term> termsOf<FactorKind>();
template <> std::span<const Term> termsOf<Effect>();
template <> std::span<const Term> termsOf<Strength>();
template <> std::span<const Term> termsOf<Rescue>();
template <> std::span<const Term> termsOf<Qi>();
template <> std::span<const Term> termsOf<Tendency>();
template <> std::span<const Term> termsOf<TimingRule>();
template <> std::span<const Term> termsOf<TimingUnit>();
template <> std::span<const Term> termsOf<UsefulBy>();

// Stable snake_case ids for JSON (the English term lower-cased with spaces as underscores is not
// stable enough: these never change).
std::string_view codeOf(QuestionCategory c);
std::string_view codeOf(QuestionSubject s);
std::string_view codeOf(Sex s);
std::string_view codeOf(IllnessAge a);
std::string_view codeOf(Role r);
std::string_view codeOf(PickRule r);
std::string_view codeOf(FactorKind k);
std::string_view codeOf(Effect e);
std::string_view codeOf(Strength s);
std::string_view codeOf(Rescue r);
std::string_view codeOf(Qi q);
std::string_view codeOf(Tendency t);
std::string_view codeOf(TimingRule r);
std::string_view codeOf(TimingUnit u);
std::string_view codeOf(UsefulBy u);

// Parses a code, or a name in any script (English ignoring case).
template <class E> std::optional<E> parseReadingTerm(std::string_view text)
{
    if (const auto e = parseTerm<E>(text)) return e;
    for (std::size_t i = 0; i < termsOf<E>().size(); ++i)
        if (codeOf(static_cast<E>(i)) == text) return static_cast<E>(i);
    return std::nullopt;
}

} // namespace najia
