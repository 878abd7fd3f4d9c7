// What happened to a case once its time came: 應驗, 模糊, 不驗, or still 未驗 (the casebook's four
// states). The enumerators' values are stored in casebooks: never renumber them.
#pragma once

#include "engine/terms.h"

#include <cstdint>
#include <optional>
#include <string_view>

namespace najia {

enum class Outcome : std::uint8_t { Pending = 0, Fulfilled = 1, Unclear = 2, Unfulfilled = 3 };
inline constexpr int kOutcomeCount = 4;

// A decided case is one the user judged fulfilled or not; 未驗 and 模糊 decide nothing.
constexpr bool decided(Outcome o) { return o == Outcome::Fulfilled || o == Outcome::Unfulfilled; }

template <> std::span<const Term> termsOf<Outcome>();
// The stable snake_case id written to JSON and read by the CLI: pending, fulfilled, unclear, unfulfilled.
std::string_view outcomeId(Outcome o);
// By id or by name in any script (「應驗」, 「应验」, "fulfilled").
std::optional<Outcome> parseOutcome(std::string_view text);

} // namespace najia
