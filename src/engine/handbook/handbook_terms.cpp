// Names of the handbook's books and passage kinds.
#include "handbook/passage.h"

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

} // namespace najia
