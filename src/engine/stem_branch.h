// 天干 and 地支: cyclic one-byte value types with modular arithmetic.
#pragma once

#include "engine/element.h"

namespace najia {

enum class Stem : std::uint8_t { Jia, Yi, Bing, Ding, Wu, Ji, Geng, Xin, Ren, Gui };
enum class Branch : std::uint8_t { Zi, Chou, Yin, Mao, Chen, Si, Wu, Wei, Shen, You, Xu, Hai };
inline constexpr int kStemCount = 10;
inline constexpr int kBranchCount = 12;

constexpr int index(Stem s) { return static_cast<int>(s); }
constexpr int index(Branch b) { return static_cast<int>(b); }
// One remainder, then a negative one moved up: the analysis steps branches tens of times a line,
// and a second remainder would double the cost.
constexpr int cyclic(int i, int n)
{
    const int r = i % n;         // -(n-1)..n-1
    return r < 0 ? r + n : r;    // 0..n-1
}
constexpr Stem stemAt(int i) { return static_cast<Stem>(cyclic(i, 10)); }
constexpr Branch branchAt(int i) { return static_cast<Branch>(cyclic(i, 12)); }

constexpr Stem operator+(Stem s, int n) { return stemAt(index(s) + n % 10); }
constexpr Stem operator-(Stem s, int n) { return stemAt(index(s) - n % 10); }
constexpr Branch operator+(Branch b, int n) { return branchAt(index(b) + n % 12); }
constexpr Branch operator-(Branch b, int n) { return branchAt(index(b) - n % 12); }
// Steps forward from `from` to `to`: 0..9 and 0..11.
constexpr int stepsFrom(Stem from, Stem to) { return cyclic(index(to) - index(from), 10); }     // -9..9 → 0..9
constexpr int stepsFrom(Branch from, Branch to) { return cyclic(index(to) - index(from), 12); }  // -11..11 → 0..11

// 甲乙木 丙丁火 戊己土 庚辛金 壬癸水.
constexpr Element element(Stem s)
{
    constexpr Element table[] = {Element::Wood, Element::Fire, Element::Earth, Element::Metal,
                                 Element::Water};
    return table[index(s) / 2];
}

// 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土.
constexpr Element element(Branch b)
{
    constexpr Element table[] = {
        Element::Water, Element::Earth, Element::Wood,  Element::Wood,
        Element::Earth, Element::Fire,  Element::Fire,  Element::Earth,
        Element::Metal, Element::Metal, Element::Earth, Element::Water};
    return table[index(b)];
}

// Odd-numbered stems and branches (甲丙戊庚壬, 子寅辰午申戌) are 陽.
constexpr YinYang polarity(Stem s) { return index(s) % 2 == 0 ? YinYang::Yang : YinYang::Yin; }
constexpr YinYang polarity(Branch b) { return index(b) % 2 == 0 ? YinYang::Yang : YinYang::Yin; }

} // namespace najia
