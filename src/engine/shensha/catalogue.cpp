// The 神煞 catalogue's entries and the dispatch from a star to its rule.
#include "engine/shensha/catalogue.h"

#include "engine/shensha/stem_rules.h"

#include <array>

namespace najia::shensha {

namespace {

constexpr std::uint8_t bit(Basis b) { return static_cast<std::uint8_t>(1u << static_cast<int>(b)); }
constexpr std::uint8_t kStems = bit(Basis::DayStem) | bit(Basis::YearStem);
constexpr std::uint8_t kYear = bit(Basis::YearBranch);
constexpr std::uint8_t kYearMonthDay = bit(Basis::YearBranch) | bit(Basis::MonthBranch) | bit(Basis::DayBranch);
constexpr std::uint8_t kMonth = bit(Basis::MonthBranch);

constexpr Info stem(ShenSha s, Reading r = Reading::Stated, bool common = false)
{
    return {s, Key::Stem, kStems, r, common, Basis::DayStem};
}
constexpr Info year(ShenSha s, Reading r = Reading::Stated, bool common = false)
{
    return {s, Key::Branch, kYear, r, common, Basis::YearBranch};
}
// 月日同: counted from the day branch unless the caller chooses (000 祿馬: 「申子辰日有寅爻，則是馬也」).
constexpr Info yearMonthDay(ShenSha s, Reading r = Reading::Stated, bool common = false)
{
    return {s, Key::Branch, kYearMonthDay, r, common, Basis::DayBranch};
}

using S = ShenSha;
using R = Reading;

constexpr std::array<Info, kShenShaCount> kInfo = {{
    stem(S::StemVirtue), stem(S::StemVirtueCombination), stem(S::StemCombination),
    stem(S::StemBranchCombination), stem(S::Prosperity, R::Stated, true),
    stem(S::TianYiNoble, R::Stated, true), stem(S::HeavenlyFortune),
    stem(S::FortuneStar, R::Reconstructed), stem(S::WenChang, R::Stated, true), stem(S::WuQu),
    stem(S::StudyHall), stem(S::KeMing), stem(S::HeavenlyKitchen), stem(S::HeavenlyPardon),
    stem(S::StemOfficer), stem(S::StemGhost), stem(S::HeavenlyWealth),
    stem(S::EarthlyWealth, R::Unknown), stem(S::TangFu), stem(S::NationalSeal),
    stem(S::Blade, R::Stated, true), stem(S::SevenKillings), stem(S::HeavenlyOfficial),

    year(S::TaiSui), year(S::TaiYang), year(S::SangMen), year(S::TaiYin), year(S::GuanFu),
    year(S::SiFu), year(S::SuiPo), year(S::LongDe), year(S::BaiHu), year(S::FuDe),
    year(S::DiaoKe), year(S::BingFu),

    yearMonthDay(S::PostHorse, R::Stated, true), yearMonthDay(S::SixHarm),
    yearMonthDay(S::Canopy, R::Stated, true), yearMonthDay(S::Robbery, R::Stated, true),
    yearMonthDay(S::HeavenKilling), yearMonthDay(S::EarthKilling), yearMonthDay(S::YearKilling),
    yearMonthDay(S::MonthKilling), yearMonthDay(S::DayKilling), yearMonthDay(S::LostSpirit),
    yearMonthDay(S::GeneralStar, R::Stated, true), yearMonthDay(S::SaddleClimb),

    year(S::HeavenlyVirtue), year(S::MonthlyVirtue), year(S::BranchVirtue),
    year(S::FortuneVirtueNoble), year(S::FortuneStarYear), year(S::ZiWei), year(S::SanTai),
    year(S::BaZuo), year(S::YuTang),

    year(S::TianXi), {S::TianXiMonth, Key::Branch, kMonth, R::Stated, true, Basis::MonthBranch},
    year(S::TianMa), year(S::TangFuYear), year(S::NationalSealYear), year(S::HeavenlyRelease),
    year(S::EarthlyRelease), year(S::SpiritRelease),

    yearMonthDay(S::BranchCombination), yearMonthDay(S::BranchOfficer, R::Reconstructed),
    yearMonthDay(S::BranchGhost, R::Reconstructed), yearMonthDay(S::BranchPunishment),
    yearMonthDay(S::BranchHarm), year(S::KuiYuan, R::Unknown), year(S::HongLuan),
    year(S::LivingQi), year(S::DeathQi),

    year(S::HuangFan), year(S::BaoWei), year(S::MoYue), year(S::YueKong), year(S::ZhiBei),
    year(S::FeiLian), year(S::DaSha), year(S::YinSha), year(S::SuiSha),
    year(S::ZaiSha, R::Stated, true), year(S::DiSha), year(S::PoSui),

    year(S::TianKu), year(S::LanGan), year(S::DaHao), year(S::XiaoHao), year(S::TianE),
    year(S::BaoBai), year(S::ZuBao), year(S::GuanSuo), year(S::GouJiao), year(S::FeiFu),
    year(S::TianGuanFu), year(S::QiuYu),

    year(S::JuanShe), year(S::PiMa), year(S::PiTou), year(S::WuGui), year(S::FuShi),
    year(S::JianFeng), year(S::TunDao), year(S::TianKong), year(S::HuiQi), year(S::XueRen),
    year(S::FuChen), year(S::DiSang),

    year(S::TianGou), year(S::XianChi, R::Stated, true), year(S::SanSha), year(S::GuChen),
    year(S::GuaSu),
}};

constexpr bool infoIsIndexed()
{
    for (int i = 0; i < kShenShaCount; ++i)
        if (kInfo[static_cast<std::size_t>(i)].id != shenShaAt(i)) return false;
    return true;
}
static_assert(infoIsIndexed(), "kInfo: row i must describe ShenSha i");

constexpr std::uint16_t branchBit(Branch b) { return static_cast<std::uint16_t>(1u << index(b)); }
constexpr std::uint16_t stemBit(Stem s) { return static_cast<std::uint16_t>(1u << index(s)); }

constexpr Target branches(std::uint16_t mask) { return {mask, 0, 0, false, true}; }
constexpr Target oneBranch(Branch b) { return branches(branchBit(b)); }
constexpr Target oneStem(Stem s) { return {0, stemBit(s), 0, false, true}; }
constexpr Target pairOf(GanZhi g) { return {branchBit(g.branch()), stemBit(g.stem()), 0, true, true}; }
constexpr Target unknown() { return {0, 0, 0, false, false}; }

// The affine rule of each branch star that has one (see branch_rules.h), or nullopt.
constexpr std::optional<Affine> affineRule(ShenSha s)
{
    switch (s) {
    case S::TaiSui: case S::FuShi: case S::JianFeng: return Affine{0, 1};
    case S::TaiYang: case S::TianKong: case S::HuiQi: return Affine{1, 1};
    case S::SangMen: case S::DiSang: return Affine{2, 1};
    case S::TaiYin: case S::ZuBao: case S::GuanSuo: case S::GouJiao: return Affine{3, 1};
    case S::GuanFu: case S::SanTai: case S::DeathQi: case S::FeiFu: case S::WuGui: return Affine{4, 1};
    case S::SiFu: case S::MonthlyVirtue: case S::BranchVirtue: case S::XiaoHao: return Affine{5, 1};
    case S::SuiPo: case S::YueKong: case S::PoSui: case S::LanGan: case S::DaHao: return Affine{6, 1};
    case S::LongDe: case S::ZiWei: case S::TianE: case S::BaoBai: return Affine{7, 1};
    case S::BaiHu: case S::HuangFan: case S::FeiLian: case S::DaSha: return Affine{8, 1};
    case S::FuDe: case S::HeavenlyVirtue: case S::FortuneVirtueNoble: case S::FortuneStarYear:
    case S::JuanShe: case S::PiMa: return Affine{9, 1};
    case S::DiaoKe: case S::LivingQi: case S::TianGou: return Affine{10, 1};
    case S::BingFu: return Affine{11, 1};
    case S::TianXiMonth: return Affine{8, 1};  // 000: 「正月起戌，二月亥，順行十二位」
    case S::BaZuo: case S::HeavenlyRelease: case S::SpiritRelease: case S::XueRen:
    case S::FuChen: return Affine{10, -1};
    case S::YuTang: case S::BranchCombination: return Affine{1, -1};
    case S::TianXi: return Affine{9, -1};
    case S::HongLuan: return Affine{3, -1};
    case S::BranchHarm: return Affine{7, -1};
    case S::TianKu: return Affine{6, -1};
    case S::PiTou: return Affine{4, -1};
    case S::TianMa: return Affine{6, 2};
    case S::BaoWei: return Affine{10, -3};
    case S::ZhiBei: return Affine{8, -3};
    case S::YinSha: return Affine{1, -3};
    case S::SuiSha: return Affine{7, -3};
    case S::ZaiSha: case S::QiuYu: return Affine{6, -3};
    case S::TianGuanFu: return Affine{11, -3};
    case S::XianChi: return Affine{9, -3};
    case S::DiSha: return Affine{5, 4};
    case S::SanSha: return Affine{5, -4};
    default: return std::nullopt;
    }
}

// The rank of a 馬前神煞 after the 驛馬, or nullopt.
constexpr std::optional<int> horseRank(ShenSha s)
{
    const int k = static_cast<int>(s) - static_cast<int>(S::PostHorse);
    return k >= 0 && k < 12 ? std::optional<int>(k) : std::nullopt;
}

} // namespace

const Info& info(ShenSha s) { return kInfo[static_cast<std::size_t>(s)]; }

std::vector<Target> singleValues(const Target& t)
{
    if (!t.known || t.pair) return {t};
    std::vector<Target> out;
    for (int i = 0; i < kStemCount; ++i)
        if (t.hasStem(stemAt(i))) out.push_back(oneStem(stemAt(i)));
    for (int i = 0; i < kBranchCount; ++i)
        if (t.hasBranch(branchAt(i))) out.push_back(oneBranch(branchAt(i)));
    for (int i = 0; i < kElementCount; ++i)
        if (t.hasElement(elementAt(i))) out.push_back({0, 0, static_cast<std::uint8_t>(1u << i), false, true});
    return out;
}

bool allows(ShenSha s, Basis basis) { return (info(s).bases & bit(basis)) != 0; }

Target targetFromStem(ShenSha s, Stem from, const Settings& settings)
{
    switch (s) {
    case S::StemVirtue: return oneStem(stemVirtue(from));
    case S::StemVirtueCombination: return oneStem(stemVirtueCombination(from));
    case S::StemCombination: return oneStem(stemHarmonyPartner(from));
    case S::StemBranchCombination:
        return oneBranch(kStemBranchCombination[static_cast<std::size_t>(index(from))]);
    case S::Prosperity: return oneBranch(prosperity(from));
    case S::TianYiNoble: {
        const Nobles n = nobles(from, settings.noble);
        return branches(static_cast<std::uint16_t>(branchBit(n.day) | branchBit(n.night)));
    }
    case S::HeavenlyFortune: return oneBranch(heavenlyFortune(from));
    case S::FortuneStar: return branches(fortuneStarHours(from));
    case S::WenChang: return oneBranch(wenChang(from));
    case S::WuQu: return oneBranch(wuQu(from));
    case S::StudyHall: return pairOf(studyHall(from));
    case S::KeMing: return {0, 0, static_cast<std::uint8_t>(1u << index(keMing(from))), false, true};
    case S::HeavenlyKitchen: return oneBranch(heavenlyKitchen(from));
    case S::HeavenlyPardon: return oneBranch(kHeavenlyPardon[static_cast<std::size_t>(index(from) % 5)]);
    case S::StemOfficer: return oneStem(stemOfficer(from));
    case S::StemGhost: case S::SevenKillings: return oneStem(sevenKillings(from));
    case S::HeavenlyWealth: {
        const Branch first = kHeavenlyWealthFirst[static_cast<std::size_t>(index(from))];
        return branches(static_cast<std::uint16_t>(branchBit(first) | branchBit(first + 1)));
    }
    case S::TangFu: return oneBranch(tangFu(from));
    case S::NationalSeal: return oneBranch(nationalSeal(from));
    case S::Blade: {
        const auto [st, br] = blade(from);
        return {branchBit(br), stemBit(st), 0, false, true};
    }
    case S::HeavenlyOfficial: return branches(heavenlyOfficialBranches(from));
    default: return unknown();  // 地財, and every star counted from a branch
    }
}

Target targetFromBranch(ShenSha s, Branch from, const Settings& settings)
{
    if (info(s).key != Key::Branch || info(s).reading == Reading::Unknown) return unknown();
    if (const auto rule = affineRule(s)) return oneBranch(apply(*rule, from));
    if (const auto k = horseRank(s)) return oneBranch(beforeHorse(from, *k, settings.horse));
    switch (s) {
    case S::TangFuYear: return oneBranch(kTangFuYear[static_cast<std::size_t>(index(from) % 6)]);
    case S::NationalSealYear:
        return oneBranch(clashPartner(kTangFuYear[static_cast<std::size_t>(index(from) % 6)]));
    case S::EarthlyRelease: return oneBranch(earthlyRelease(from));
    case S::BranchOfficer: return branches(controllingBranches(from, false));
    case S::BranchGhost: return branches(controllingBranches(from, true));
    case S::BranchPunishment: return oneBranch(punishes(from));
    case S::MoYue: return oneBranch(Branch::Hai + index(from) % 4);  // 「亥子丑寅」 four-year cycle
    case S::TunDao: return oneBranch(kTunDao[static_cast<std::size_t>(index(from))]);
    case S::GuChen: return oneBranch(lonelySpirit(from));
    case S::GuaSu: return oneBranch(widowStar(from));
    default: return unknown();
    }
}

} // namespace najia::shensha
