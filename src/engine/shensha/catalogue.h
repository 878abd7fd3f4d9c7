// The 神煞 catalogue: every star of 易隱 卷2 司天氏王政秘傳 (seed 001 lines 123–179), the
// 天乙貴人 readings of 000/001/003, 000's 天喜 by the month and 003's 天官貴人, each with what it
// is counted from and its rule (stem_rules.h, branch_rules.h, noble.h).
#pragma once

#include "engine/shensha/branch_rules.h"
#include "engine/shensha/noble.h"
#include "engine/terms.h"

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace najia::shensha {

enum class ShenSha : std::uint8_t {
    // By the stem (001 line 123–129; 003 for 天官貴人).
    StemVirtue, StemVirtueCombination, StemCombination, StemBranchCombination, Prosperity,
    TianYiNoble, HeavenlyFortune, FortuneStar, WenChang, WuQu, StudyHall, KeMing,
    HeavenlyKitchen, HeavenlyPardon, StemOfficer, StemGhost, HeavenlyWealth, EarthlyWealth,
    TangFu, NationalSeal, Blade, SevenKillings, HeavenlyOfficial,
    // By the year branch: the twelve 歲 stars (001 line 131–133).
    TaiSui, TaiYang, SangMen, TaiYin, GuanFu, SiFu, SuiPo, LongDe, BaiHu, FuDe, DiaoKe, BingFu,
    // 馬前神煞 (001 line 135–139), 月日同.
    PostHorse, SixHarm, Canopy, Robbery, HeavenKilling, EarthKilling, YearKilling, MonthKilling,
    DayKilling, LostSpirit, GeneralStar, SaddleClimb,
    // 001 line 143.
    HeavenlyVirtue, MonthlyVirtue, BranchVirtue, FortuneVirtueNoble, FortuneStarYear, ZiWei,
    SanTai, BaZuo, YuTang,
    // 001 line 145; 天喜 by the month from 000 line 84.
    TianXi, TianXiMonth, TianMa, TangFuYear, NationalSealYear, HeavenlyRelease, EarthlyRelease,
    SpiritRelease,
    // 001 line 147.
    BranchCombination, BranchOfficer, BranchGhost, BranchPunishment, BranchHarm, KuiYuan,
    HongLuan, LivingQi, DeathQi,
    // 001 line 149.
    HuangFan, BaoWei, MoYue, YueKong, ZhiBei, FeiLian, DaSha, YinSha, SuiSha, ZaiSha, DiSha,
    PoSui,
    // 001 line 151.
    TianKu, LanGan, DaHao, XiaoHao, TianE, BaoBai, ZuBao, GuanSuo, GouJiao, FeiFu, TianGuanFu,
    QiuYu,
    // 001 line 153.
    JuanShe, PiMa, PiTou, WuGui, FuShi, JianFeng, TunDao, TianKong, HuiQi, XueRen, FuChen,
    DiSang,
    // 001 line 155.
    TianGou, XianChi, SanSha, GuChen, GuaSu,
};
inline constexpr int kShenShaCount = static_cast<int>(ShenSha::GuaSu) + 1;
constexpr ShenSha shenShaAt(int i) { return static_cast<ShenSha>(i); }

// What a 神煞 is counted from.
enum class Key : std::uint8_t { Stem, Branch };
// The pillar whose stem or branch it is counted from (JSON `basis`).
enum class Basis : std::uint8_t { YearStem, DayStem, YearBranch, MonthBranch, DayBranch };
inline constexpr int kBasisCount = 5;

// How the row was read from the seed.
enum class Reading : std::uint8_t {
    Stated,         // the row as the seed gives it, matched by a rule or carried as data
    Reconstructed,  // the seed's row is garbled; rebuilt from its stated or evident rule
    Unknown,        // the seed names the star but gives no usable row
};

struct Info {
    ShenSha id;
    Key key;
    std::uint8_t bases;  // bit per Basis the text allows (月日同: year, month and day branch)
    Reading reading;
    bool common;        // in the usual chart set
    Basis defaultBasis; // the basis used when the caller does not choose
};
const Info& info(ShenSha s);

struct Settings {
    NobleSchool noble = NobleSchool::SiTian;
    HorseRule horse = HorseRule::FourHorses;
    // With a 協紀辨方書 school (考原, 曹震圭) and a known hour: only the 陽貴 in a day hour (卯 … 申)
    // and the 陰貴 in a night hour (酉 … 寅), 003 line 277 「其晝夜之分則或以卯酉為限」. (The book
    // prefers sunrise and sunset, 「當以日出入為定」, which needs the place's latitude.)
    bool nobleByHour = true;
    friend bool operator==(const Settings&, const Settings&) = default;
};

// Where a 神煞 falls: branches, stems (干德, 干合 …) or phases (科名); bit i for value i.
// `pair` marks a 干支 given whole (學堂貴人 己亥): its stem and branch belong together; without it a
// star with both (刃星: 乙 and 卯) falls on either.
struct Target {
    std::uint16_t branches = 0;
    std::uint16_t stems = 0;
    std::uint8_t elements = 0;
    bool pair = false;
    bool known = true;
    friend constexpr bool operator==(Target, Target) = default;
    constexpr bool hasBranch(Branch b) const { return ((branches >> index(b)) & 1) != 0; }
    constexpr bool hasStem(Stem s) const { return ((stems >> index(s)) & 1) != 0; }
    constexpr bool hasElement(Element e) const { return ((elements >> index(e)) & 1) != 0; }
};

// The target counted from a stem (for Key::Stem) or a branch (Key::Branch); a target of the
// other key is empty and unknown.
Target targetFromStem(ShenSha s, Stem from, const Settings& settings = {});
Target targetFromBranch(ShenSha s, Branch from, const Settings& settings = {});

// A target split into its single values (天乙貴人 丑未 → 丑, 未; 刃星 → 乙, 卯); a whole 干支 stays one.
// An unknown target gives itself.
std::vector<Target> singleValues(const Target& t);

// Whether `basis` is one the text allows for `s`: stems from the day or year stem; branches
// from the year, or also month and day where it says 月日同.
bool allows(ShenSha s, Basis basis);

} // namespace najia::shensha

namespace najia {
template <> std::span<const Term> termsOf<shensha::ShenSha>();
template <> std::span<const Term> termsOf<shensha::Basis>();
template <> std::span<const Term> termsOf<shensha::NobleSchool>();
template <> std::span<const Term> termsOf<shensha::HorseRule>();
} // namespace najia
