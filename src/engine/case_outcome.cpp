#include "engine/case_outcome.h"

#include <array>

namespace najia {

namespace {

constexpr std::array<Term, kOutcomeCount> kOutcomes = {{
    {"未驗", "未验", "Pending"},
    {"應驗", "应验", "Fulfilled"},
    {"模糊", "模糊", "Unclear"},
    {"不驗", "不验", "Unfulfilled"},
}};
constexpr std::array<std::string_view, kOutcomeCount> kIds = {"pending", "fulfilled", "unclear", "unfulfilled"};

} // namespace

template <> std::span<const Term> termsOf<Outcome>() { return kOutcomes; }

std::string_view outcomeId(Outcome o) { return kIds[static_cast<std::size_t>(o)]; }

std::optional<Outcome> parseOutcome(std::string_view text)
{
    for (std::size_t i = 0; i < kIds.size(); ++i)
        if (text == kIds[i]) return static_cast<Outcome>(i);
    return parseTerm<Outcome>(text);
}

} // namespace najia
