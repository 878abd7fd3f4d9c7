// How a void line weighs, judged once (issue 36, item 2).
#pragma once

#include "engine/analysis/analysis.h"

namespace najia {

// How a void line weighs: decided here once for the sheet's 空 mark, the findings and the reading, so
// that they cannot disagree (issue 36). `NotEmpty`: the school's rule does not count the void (the
// finding's Effective is false: 卜筮正宗 旬空論 「旺不為空」, 「動不為空」, 「沖空則實」; 易冒 建空, 動空,
// 全實); no 空 mark, and the reading does not count it against the line. `OfUse`: it counts, but is of
// 易冒 卷4's kinds 「空而有用」 or 「空而不死」 (建空 動空 填空, 旺相空 with the day's 克空, 半空, 援空)
// and none of its warnings (「破空、絕空、真空、克空、傷空之戒」 — the 克空 of a 破/絕/真 line); marked 空,
// weighed neutral. `Hurts`: every other counted void (安空 alone too: 卜筮正宗 「靜空遇克卻為空」).
enum class VoidWeight : std::uint8_t { NotEmpty, OfUse, Hurts };
VoidWeight voidWeight(const Finding& voidFinding);

} // namespace najia
