// Relations among 地支 and among 天干: 六合, 六沖, 三合, 三會, 三刑, 六害, 干合.
// Each is derived from the position of the branches on the twelve-step circle and is checked,
// row by row, against the tables of 易隱 卷2 (司天氏王政秘傳: 干合, 支合, 支刑, 支害) and the
// 三刑六害歌 of seed 000 in tests/tst_relations.cpp.
#pragma once

#include "engine/stem_branch.h"

#include <array>
#include <optional>

namespace najia {

// 六合: 子丑, 寅亥, 卯戌, 辰酉, 巳申, 午未 — pairs whose indices sum to 1 (mod 12).
constexpr Branch sixHarmonyPartner(Branch b) { return branchAt(1 - index(b)); }
constexpr bool isSixHarmony(Branch a, Branch b) { return sixHarmonyPartner(a) == b; }

// 六沖: the branch opposite on the circle (子午, 丑未, 寅申, 卯酉, 辰戌, 巳亥).
constexpr Branch clashPartner(Branch b) { return b + 6; }
constexpr bool isClash(Branch a, Branch b) { return clashPartner(a) == b; }

// 六害 (六穿): 子未, 丑午, 寅巳, 卯辰, 申亥, 酉戌 — indices summing to 7 (mod 12).
// 三刑六害歌 (000): 「六害子未不堪親，丑害午兮寅巳真，卯害辰兮申害亥，酉戌相穿轉見深」.
constexpr Branch harmPartner(Branch b) { return branchAt(7 - index(b)); }
constexpr bool isHarm(Branch a, Branch b) { return harmPartner(a) == b; }

// 三合局: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金. Members share index mod 4.
struct TripleCombination {
    std::array<Branch, 3> members;  // 長生, 帝旺, 墓 of the element formed
    Element element;
};
constexpr TripleCombination threeHarmony(Branch b)
{
    constexpr std::array<Element, 4> formed = {Element::Water, Element::Metal, Element::Fire,
                                               Element::Wood};
    const int k = index(b) % 4;  // 0 申子辰, 1 巳酉丑, 2 寅午戌, 3 亥卯未
    const Branch peak = branchAt(-3 * k);  // 帝旺: 子, 酉, 午, 卯
    return {{peak - 4, peak, peak + 4}, formed[static_cast<std::size_t>(k)]};
}

// 三會方: 寅卯辰 東方木, 巳午未 南方火, 申酉戌 西方金, 亥子丑 北方水.
constexpr TripleCombination threeMeeting(Branch b)
{
    constexpr std::array<Element, 4> formed = {Element::Wood, Element::Fire, Element::Metal,
                                               Element::Water};
    const int k = stepsFrom(Branch::Yin, b) / 3;  // 0..3
    const Branch first = Branch::Yin + 3 * k;
    return {{first, first + 1, first + 2}, formed[static_cast<std::size_t>(k)]};
}

// 三刑: which branch `b` punishes.
// 三刑六害歌 (000): 「寅刑巳，巳刑申，丑戌相刑未并臻；子刑卯，卯刑子，辰午酉亥自相刑」,
// read as the cycles 寅→巳→申→寅 and 丑→戌→未→丑, the pair 子⇄卯 and the self-punishments.
enum class PunishmentKind : std::uint8_t {
    Rudeness,   // 無禮之刑: 子卯
    Power,      // 恃勢之刑: 寅巳申
    Ingratitude,// 無恩之刑: 丑戌未
    Self,       // 自刑: 辰午酉亥
};
constexpr Branch punishes(Branch b)
{
    constexpr std::array<Branch, 12> target = {
        Branch::Mao, Branch::Xu,  Branch::Si, Branch::Zi,  Branch::Chen, Branch::Shen,
        Branch::Wu,  Branch::Chou, Branch::Yin, Branch::You, Branch::Wei, Branch::Hai};
    return target[static_cast<std::size_t>(index(b))];
}
constexpr PunishmentKind punishmentKind(Branch b)
{
    switch (b) {
    case Branch::Zi: case Branch::Mao: return PunishmentKind::Rudeness;
    case Branch::Yin: case Branch::Si: case Branch::Shen: return PunishmentKind::Power;
    case Branch::Chou: case Branch::Xu: case Branch::Wei: return PunishmentKind::Ingratitude;
    default: return PunishmentKind::Self;
    }
}
constexpr bool isPunishment(Branch a, Branch b) { return punishes(a) == b || punishes(b) == a; }

// 干合 and the phase it transforms into (天干合化, 002): 甲己土, 乙庚金, 丙辛水, 丁壬木, 戊癸火.
constexpr Stem stemHarmonyPartner(Stem s) { return s + 5; }
constexpr Element stemHarmonyElement(Stem s) { return elementAt(index(s) % 5 + 2); }

} // namespace najia
