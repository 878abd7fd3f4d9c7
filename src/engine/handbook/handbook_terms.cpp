// Names of the handbook's books and passage kinds.
#include "engine/handbook/passage.h"
#include "engine/handbook/zhouyi.h"

#include <array>

namespace najia {

template <> std::span<const Term> termsOf<handbook::Book>()
{
    static constexpr std::array<Term, handbook::kBookCount> t = {{
        {"卜筮正宗", "卜筮正宗", "Bushi Zhengzong"},
        {"易隱", "易隐", "Yi Yin"},
        {"易冒", "易冒", "Yi Mao"},
        {"協紀辨方書", "协纪辨方书", "Xieji Bianfang Shu"},
        {"海底眼", "海底眼", "Haidi Yan"},
        {"增刪卜易", "增删卜易", "Zengshan Buyi"},
    }};
    return t;
}

template <> std::span<const Term> termsOf<handbook::PassageKind>()
{
    static constexpr std::array<Term, static_cast<std::size_t>(handbook::PassageKind::Count)> t = {{
        {"原文", "原文", "text"},
        {"附注", "附注", "commentary"},
        {"注", "注", "note"},
        {"圖", "图", "diagram"},
        {"目錄", "目录", "contents"},
    }};
    return t;
}

// 易隱 卷2 (001 line 27), each case in the passage's own words.
template <> std::span<const Term> termsOf<handbook::ReadingCase>()
{
    static constexpr std::array<Term, static_cast<std::size_t>(handbook::ReadingCase::Count)> t = {{
        {"六爻安靜，以本卦彖辭斷", "六爻安静，以本卦彖辞断", "no moving line: the judgement"},
        {"一爻動，以動爻之辭斷", "一爻动，以动爻之辞断", "one moving line: its text"},
        {"一爻動，取變卦爻辭（從亡錄）", "一爻动，取变卦爻辞（从亡录）", "one moving line: the changed hexagram's line (Cong Wang Lu)"},
        {"兩爻動，取陰爻為斷", "两爻动，取阴爻为断", "two moving lines: the yin one"},
        {"兩爻動，同陰同陽，取上動之爻", "两爻动，同阴同阳，取上动之爻", "two moving lines alike: the upper"},
        {"三爻動，以中爻之辭斷", "三爻动，以中爻之辞断", "three moving lines: the middle one"},
        {"四爻動，取下靜之爻", "四爻动，取下静之爻", "four moving lines: the lower still line"},
        {"五爻動，取靜爻之辭", "五爻动，取静爻之辞", "five moving lines: the still line"},
        {"六爻動，以用九用六之辭斷", "六爻动，以用九用六之辞断", "six moving lines: all nines / all sixes"},
        {"六爻動，以變卦彖辭斷", "六爻动，以变卦彖辞断", "six moving lines: the changed hexagram's judgement"},
    }};
    return t;
}

} // namespace najia
