// From a rule of the line analysis (analysis/findings.h, kRules: a stable code with its seed and
// line) to the handbook passage that states it, and back.
#pragma once

#include "engine/handbook/passage.h"

#include <string_view>
#include <vector>

namespace najia::handbook {

// The passage a rule code ("yimao.day_clash") cites, or null for an unknown code.
const Passage* passageOfRule(std::string_view ruleCode);
// The rule codes whose passage is `passageId`.
std::vector<std::string_view> rulesOfPassage(std::string_view passageId);

} // namespace najia::handbook
