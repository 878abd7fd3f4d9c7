#include "engine/handbook/script_phrases.h"

#include <array>

namespace najia::handbook {

std::span<const FixedPhrase> fixedPhrases()
{
    // Longest first where one contains another (the converter matches in this order).
    static constexpr std::array<FixedPhrase, 11> k = {{
        {"天后", "天后"},  // the spirit 天后 (協紀辨方書), not 天後
        {"游魂", "游魂"},  // the glossary's 游魂 卦
        {"螣蛇", "螣蛇"},
        {"乾", "乾"},      // the trigram, never 干
        {"干", "干"},      // the stems (天干, 干支, 干祿), never 幹
        {"丑", "丑"},      // the branch, never 醜
        {"巳", "巳"},      // branch, stem and 「already」 stay apart
        {"己", "己"},
        {"已", "已"},
        {"冲", "沖"},      // 六沖, 日沖, 沖散: 沖, not 衝
        {"后天", "後天"},
    }};
    return k;
}

} // namespace najia::handbook
