// A line's place, 「初爻」 … 「上爻」 (alike in both scripts), "first line" … "top line" in English: the
// handbook's table columns, the findings table, a cast's details. The table is in terms.cpp.
#pragma once

#include "engine/line_pos.h"
#include "engine/terms.h"

#include <span>
#include <string_view>

namespace najia {

std::span<const Term> lineTerms();  // 初爻 first
inline std::string_view name(LinePos pos, Script script = Script::Traditional) { return lineTerms()[pos.index()].in(script); }

} // namespace najia
