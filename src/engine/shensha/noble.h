// 天乙貴人: the two noble branches of a stem, in the five readings the seeds give.
//
// 卜筮正宗 (seed 000 line 1) verse: 「甲戊兼牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸兔蛇藏，庚辛逢馬虎」.
// 虎易's note to it (000 line 3): 「甲戊庚牛羊 … 六辛逢馬虎」 — 庚 moves to 丑未.
// 易隱 卷2 司天氏王政秘傳 (001 line 123): 「天乙貴人：丑子亥亥丑子丑午巳巳，未申酉酉未申未寅卯卯」.
// 協紀辨方書 卷七 天乙貴人 (003 lines 193–278): a 陽貴 (day) and a 陰貴 (night) branch per stem,
// by the 干德合 rule: the 陽貴 starts from 子 (先天坤) and runs forward, the 陰貴 from 申 (後天坤)
// backward, skipping 辰戌 (天羅地網), the 天空 opposite the start and the start itself on the
// second pass. 考原 (and 通書, 蠡海集) calls the forward series 陽; 曹震圭 swaps the names
// (甲 陽丑 陰未; 戊 keeps 陽丑 陰未), which 考原 rejects: 「曹震圭陰陽順逆倒置」. 晝夜 by sunrise and sunset.
#pragma once

#include "engine/stem_branch.h"

#include <array>
#include <cstdint>

namespace najia::shensha {

enum class NobleSchool : std::uint8_t {
    SiTian,      // 易隱 司天氏 row (= 000 虎易 note = 003's two series together); the default
    Verse,       // 卜筮正宗 verse: 庚 with 辛 on 午寅
    HuYiNote,    // 000 虎易 note: 甲戊庚牛羊, 六辛逢馬虎
    KaoYuan,     // 協紀辨方書 考原: 陽貴 forward from 子, 陰貴 backward from 申
    CaoZhenGui,  // 協紀辨方書, 曹震圭: the same two branches with 陽 and 陰 swapped
};
inline constexpr int kNobleSchoolCount = 5;

// The 干德合 walk of 003: a stem's 干德 (甲丙戊庚壬 themselves, 乙丁己辛癸 their 合) taken in
// order from 甲, placed on successive branches from `start` in `direction`, skipping 辰 and 戌
// (天羅地網), the branch opposite `start` (天空) and `start` on its second pass; the stem that
// 合s the 干德 placed there takes that branch as its noble.
struct NobleWalk {
    std::array<Branch, 10> of{};  // indexed by stem
};
constexpr NobleWalk nobleWalk(Branch start, int direction)
{
    // The stems placed on the walk, in order: 甲乙丙丁戊己庚辛壬癸 — each one's 合 gets the branch.
    NobleWalk w{};
    Branch b = start;
    for (int placed = 0; placed < 10; ++placed) {
        // Skip the barred branches; `start` itself is barred only after the first placement.
        while (b == Branch::Chen || b == Branch::Xu || b == start + 6 || (placed > 0 && b == start))
            b = b + direction;
        const Stem partner = stemAt(placed) + 5;  // 甲 placed ⇒ 己 takes it
        w.of[static_cast<std::size_t>(index(partner))] = b;
        b = b + direction;
    }
    return w;
}

// 考原's 陽貴 (起子順) and 陰貴 (起申逆).
constexpr Branch kaoYuanYang(Stem s) { return nobleWalk(Branch::Zi, 1).of[static_cast<std::size_t>(index(s))]; }
constexpr Branch kaoYuanYin(Stem s) { return nobleWalk(Branch::Shen, -1).of[static_cast<std::size_t>(index(s))]; }

// The two noble branches of a stem. For 考原 and 曹震圭 `day` is the 陽貴 (晝) and `night` the
// 陰貴 (夜); the other schools do not split them (their first listed branch is `day`).
struct Nobles {
    Branch day;
    Branch night;
    friend constexpr bool operator==(Nobles, Nobles) = default;
};

constexpr Nobles nobles(Stem s, NobleSchool school = NobleSchool::SiTian)
{
    using B = Branch;
    switch (school) {
    case NobleSchool::KaoYuan: return {kaoYuanYang(s), kaoYuanYin(s)};
    // 曹震圭 walks 甲 from 丑 backward (陽) and from 未 forward (陰): 考原's pairs with the names
    // swapped, except 戊, which 「以助甲成功故亦得丑未」 keeps 甲's 陽丑 陰未.
    case NobleSchool::CaoZhenGui:
        return s == Stem::Wu ? Nobles{Branch::Chou, Branch::Wei} : Nobles{kaoYuanYin(s), kaoYuanYang(s)};
    case NobleSchool::Verse:
    case NobleSchool::HuYiNote:
    case NobleSchool::SiTian: break;
    }
    // The verses group the stems: 甲戊(庚) 牛羊, 乙己 鼠猴, 丙丁 豬雞, 壬癸 兔蛇, (庚)辛 馬虎.
    constexpr std::array<Nobles, 10> siTian = {{
        {B::Chou, B::Wei}, {B::Zi, B::Shen}, {B::Hai, B::You}, {B::Hai, B::You}, {B::Chou, B::Wei},
        {B::Zi, B::Shen},  {B::Chou, B::Wei}, {B::Wu, B::Yin}, {B::Si, B::Mao},  {B::Si, B::Mao}}};
    if (school == NobleSchool::Verse && s == Stem::Geng) return {B::Wu, B::Yin};
    return siTian[static_cast<std::size_t>(index(s))];
}

constexpr bool isNoble(Stem s, Branch b, NobleSchool school = NobleSchool::SiTian)
{
    const Nobles n = nobles(s, school);
    return n.day == b || n.night == b;
}

} // namespace najia::shensha
