// 周仲高's 應期 verses (易隱 卷2, seed 001 line 3): the days favourable and adverse to a 用神 by
// its phase. Two verses, the second more detailed; neither follows one stage rule (金 takes its
// 長生 and 帝旺, 木 亥子, 土 午申), so both are carried as the text gives them.
//   「金喜巳酉忌在寅，木喜亥子忌在巳，水喜申酉忌在午，火喜寅卯忌在申，土喜午申忌在亥。」
//   「金取巳申酉，寅午須有害。木到亥寅卯，申酉即難安。水喜申酉子，巳午定有愆。火取寅巳午，亥子便為災。
//    土用在午申，亥卯巳為害。」
#pragma once

#include "engine/chart.h"

#include <array>
#include <cstdint>

namespace najia::shensha {

enum class TimingVerse : std::uint8_t { Short, Long };

struct TimingDays {
    std::uint16_t favourable = 0;  // bit per branch
    std::uint16_t adverse = 0;
    friend constexpr bool operator==(TimingDays, TimingDays) = default;
};

namespace detail {
constexpr std::uint16_t bits(std::initializer_list<Branch> bs)
{
    std::uint16_t m = 0;
    for (Branch b : bs) m = static_cast<std::uint16_t>(m | (1u << index(b)));
    return m;
}
} // namespace detail

constexpr TimingDays timingDays(Element useful, TimingVerse verse = TimingVerse::Long)
{
    using B = Branch;
    using detail::bits;
    // Indexed by Element: 木 火 土 金 水.
    constexpr std::array<TimingDays, 5> shortVerse = {{
        {bits({B::Hai, B::Zi}), bits({B::Si})},
        {bits({B::Yin, B::Mao}), bits({B::Shen})},
        {bits({B::Wu, B::Shen}), bits({B::Hai})},
        {bits({B::Si, B::You}), bits({B::Yin})},
        {bits({B::Shen, B::You}), bits({B::Wu})},
    }};
    constexpr std::array<TimingDays, 5> longVerse = {{
        {bits({B::Hai, B::Yin, B::Mao}), bits({B::Shen, B::You})},
        {bits({B::Yin, B::Si, B::Wu}), bits({B::Hai, B::Zi})},
        {bits({B::Wu, B::Shen}), bits({B::Hai, B::Mao, B::Si})},
        {bits({B::Si, B::Shen, B::You}), bits({B::Yin, B::Wu})},
        {bits({B::Shen, B::You, B::Zi}), bits({B::Si, B::Wu})},
    }};
    const auto i = static_cast<std::size_t>(index(useful));
    return verse == TimingVerse::Short ? shortVerse[i] : longVerse[i];
}

// The phase of a 六親 in a chart: the one that stands in that relation to the palace's phase.
constexpr Element elementOf(Relation r, Element palace)
{
    for (int i = 0; i < kElementCount; ++i)
        if (relationTo(palace, elementAt(i)) == r) return elementAt(i);
    return palace;  // unreachable: each relation has one phase
}

// The days for a chart's 用神, given as its 六親.
inline TimingDays timingDaysFor(const Chart& chart, Relation useful, TimingVerse verse = TimingVerse::Long)
{
    return timingDays(elementOf(useful, element(chart.primary.place.palace)), verse);
}

} // namespace najia::shensha
