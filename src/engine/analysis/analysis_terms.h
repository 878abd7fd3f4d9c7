// Names of the analysis enumerations in 繁體, 简体 and English (terms.h mechanism), and the compact
// marks the chart sheet prints beside a line (空, 破, 暗動, 化進 …).
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/terms.h"

namespace najia {

template <> std::span<const Term> termsOf<FindingKind>();
template <> std::span<const Term> termsOf<Season>();
template <> std::span<const Term> termsOf<VoidKind>();
template <> std::span<const Term> termsOf<FillDegree>();
template <> std::span<const Term> termsOf<ClashClass>();
template <> std::span<const Term> termsOf<Presence>();
template <> std::span<const Term> termsOf<Loss>();
template <> std::span<const Term> termsOf<Pillar>();
template <> std::span<const Term> termsOf<SelfOtherFlag>();
template <> std::span<const Term> termsOf<EmergeCause>();
template <> std::span<const Term> termsOf<Rising>();
template <> std::span<const Term> termsOf<RisingAccord>();
template <> std::span<const Term> termsOf<Strike>();
template <> std::span<const Term> termsOf<GodRole>();

// The compact mark of a line finding on the sheet, or nullopt for kinds the sheet leaves out
// (strengths, chart-level findings).
std::optional<Term> markOf(const Finding& f);

} // namespace najia
