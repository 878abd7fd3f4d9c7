// Names of the 神煞 and their settings in 繁體, 简体 and English. The traditional names are those
// of 易隱 卷2 (seed 001) with its misreadings corrected (紅驚 → 紅鸞; see docs/corrections.md);
// English names follow the glossary where it has a row, otherwise a pinyin name with a gloss.
#include "engine/shensha/almanac.h"
#include "engine/shensha/catalogue.h"

#include <array>

namespace najia {

namespace {

using shensha::kShenShaCount;

constexpr std::array<Term, kShenShaCount> kShenShaTerms = {{
    {"干德", "干德", "Stem Virtue"},
    {"干德合", "干德合", "Stem Virtue Combination"},
    {"干合", "干合", "Stem Combination"},
    {"干支合", "干支合", "Stem-Branch Combination"},
    {"干祿", "干禄", "Prosperity"},
    {"天乙貴人", "天乙贵人", "Noble"},
    {"天福貴人", "天福贵人", "Heavenly Fortune Noble"},
    {"福星貴人", "福星贵人", "Fortune Star Noble"},
    {"文昌", "文昌", "Wen Chang (Literary Star)"},
    {"武曲", "武曲", "Wu Qu (Martial Star)"},
    {"學堂貴人", "学堂贵人", "Study Hall Noble"},
    {"科名", "科名", "Examination Fame"},
    {"天廚", "天厨", "Heavenly Kitchen"},
    {"天赦", "天赦", "Heavenly Pardon"},
    {"干官", "干官", "Stem Officer"},
    {"干鬼", "干鬼", "Stem Ghost"},
    {"天財", "天财", "Heavenly Wealth"},
    {"地財", "地财", "Earthly Wealth"},
    {"唐符", "唐符", "Tang Fu (Tally)"},
    {"國印", "国印", "National Seal"},
    {"刃星", "刃星", "Blade"},
    {"七殺", "七杀", "Seven Killings"},
    {"天官貴人", "天官贵人", "Heavenly Official Noble"},

    {"太歲", "太岁", "Year Ruler"},
    {"太陽", "太阳", "Tai Yang (Sun)"},
    {"喪門", "丧门", "Sang Men (Mourning Door)"},
    {"太陰", "太阴", "Tai Yin (Moon)"},
    {"官符", "官符", "Guan Fu (Official Charge)"},
    {"死符", "死符", "Si Fu (Death Charge)"},
    {"歲破", "岁破", "Year Break"},
    {"龍德", "龙德", "Dragon Virtue"},
    {"白虎", "白虎", "White Tiger"},
    {"福德", "福德", "Fortune Virtue"},
    {"弔客", "吊客", "Diao Ke (Mourning Guest)"},
    {"病符", "病符", "Bing Fu (Sickness Charge)"},

    {"驛馬", "驿马", "Post Horse"},
    {"六害", "六害", "Six Harms"},
    {"華蓋", "华盖", "Canopy"},
    {"劫殺", "劫杀", "Robbery Killing"},
    {"天殺", "天杀", "Heaven Killing"},
    {"地殺", "地杀", "Earth Killing"},
    {"年殺", "年杀", "Year Killing"},
    {"月殺", "月杀", "Month Killing"},
    {"日殺", "日杀", "Day Killing"},
    {"亡神", "亡神", "Lost Spirit"},
    {"將星", "将星", "General Star"},
    {"攀鞍", "攀鞍", "Saddle Climb"},

    {"天德", "天德", "Heavenly Virtue"},
    {"月德", "月德", "Monthly Virtue"},
    {"支德", "支德", "Branch Virtue"},
    {"福德貴人", "福德贵人", "Fortune Virtue Noble"},
    {"福星貴人(年)", "福星贵人(年)", "Fortune Star Noble (year)"},
    {"紫薇", "紫薇", "Zi Wei (Purple Star)"},
    {"三臺", "三台", "San Tai (Three Terraces)"},
    {"八座", "八座", "Ba Zuo (Eight Seats)"},
    {"玉堂", "玉堂", "Jade Hall"},

    {"天喜", "天喜", "Heavenly Joy"},
    {"天喜(月)", "天喜(月)", "Heavenly Joy (month)"},
    {"天馬", "天马", "Heavenly Horse"},
    {"唐符(年)", "唐符(年)", "Tang Fu (year)"},
    {"國印(年)", "国印(年)", "National Seal (year)"},
    {"天解", "天解", "Heavenly Release"},
    {"地解", "地解", "Earthly Release"},
    {"神解", "神解", "Spirit Release"},

    {"支合", "支合", "Branch Combination"},
    {"支官", "支官", "Branch Officer"},
    {"支鬼", "支鬼", "Branch Ghost"},
    {"支刑", "支刑", "Branch Punishment"},
    {"支害", "支害", "Branch Harm"},
    {"魁元", "魁元", "Kui Yuan"},
    {"紅鸞", "红鸾", "Red Phoenix"},
    {"生氣", "生气", "Living Qi"},
    {"死氣", "死气", "Dead Qi"},

    {"黃旙", "黄幡", "Yellow Banner"},
    {"豹尾", "豹尾", "Leopard Tail"},
    {"陌越", "陌越", "Mo Yue"},
    {"月空", "月空", "Month Void"},
    {"指背", "指背", "Zhi Bei (Pointed Back)"},
    {"飛廉", "飞廉", "Fei Lian"},
    {"大殺", "大杀", "Great Killing"},
    {"陰殺", "阴杀", "Yin Killing"},
    {"歲殺", "岁杀", "Year Killing (Sui Sha)"},
    {"災殺", "灾杀", "Disaster Killing"},
    {"的殺", "的杀", "Di Sha"},
    {"破碎", "破碎", "Shattering"},

    {"天哭", "天哭", "Heavenly Weeping"},
    {"欄杆", "栏杆", "Lan Gan (Railing)"},
    {"大耗", "大耗", "Great Drain"},
    {"小耗", "小耗", "Small Drain"},
    {"天厄", "天厄", "Heavenly Distress"},
    {"暴敗", "暴败", "Sudden Ruin"},
    {"卒暴", "卒暴", "Sudden Violence"},
    {"貫索", "贯索", "Guan Suo (Cord)"},
    {"勾絞", "勾绞", "Gou Jiao (Hook and Noose)"},
    {"飛符", "飞符", "Flying Charge"},
    {"天官符", "天官符", "Heavenly Official Charge"},
    {"囚獄", "囚狱", "Prison"},

    {"捲舌", "卷舌", "Curled Tongue"},
    {"披麻", "披麻", "Wearing Hemp"},
    {"披頭", "披头", "Loose Hair"},
    {"五鬼", "五鬼", "Five Ghosts"},
    {"伏尸", "伏尸", "Hidden Corpse"},
    {"劍鋒", "剑锋", "Sword Edge"},
    {"吞叨", "吞叨", "Tun Dao"},
    {"天空", "天空", "Heavenly Void"},
    {"晦氣", "晦气", "Ill Luck"},
    {"血刃", "血刃", "Blood Blade"},
    {"浮沉", "浮沉", "Floating and Sinking"},
    {"地喪", "地丧", "Earthly Mourning"},

    {"天狗", "天狗", "Heavenly Dog"},
    {"咸池", "咸池", "Peach Blossom"},
    {"三殺", "三杀", "Three Killings"},
    {"孤神", "孤神", "Lonely Spirit"},
    {"寡宿", "寡宿", "Widow Star"},
}};

constexpr std::array<Term, shensha::kBasisCount> kBasisTerms = {{
    {"年干", "年干", "year_stem"},
    {"日干", "日干", "day_stem"},
    {"年支", "年支", "year_branch"},
    {"月支", "月支", "month_branch"},
    {"日支", "日支", "day_branch"},
}};

constexpr std::array<Term, shensha::kNobleSchoolCount> kNobleTerms = {{
    {"司天氏", "司天氏", "sitian"},
    {"卜筮正宗歌", "卜筮正宗歌", "verse"},
    {"虎易注", "虎易注", "huyi"},
    {"考原", "考原", "kaoyuan"},
    {"曹震圭", "曹震圭", "cao"},
}};

constexpr std::array<Term, 2> kHorseTerms = {{
    {"四馬", "四马", "four"},
    {"沖馬", "冲马", "clash"},
}};

// 黃黑道十二神 (003); 元武 of the seed is 玄武 written round the Qing taboo.
constexpr std::array<Term, shensha::kPathSpiritCount> kPathSpiritTerms = {{
    {"青龍", "青龙", "Azure Dragon"},
    {"明堂", "明堂", "Bright Hall"},
    {"天刑", "天刑", "Heavenly Punishment"},
    {"朱雀", "朱雀", "Vermilion Bird"},
    {"金匱", "金匮", "Golden Coffer"},
    {"天德", "天德", "Heavenly Virtue"},
    {"白虎", "白虎", "White Tiger"},
    {"玉堂", "玉堂", "Jade Hall"},
    {"天牢", "天牢", "Heavenly Prison"},
    {"玄武", "玄武", "Black Tortoise"},
    {"司命", "司命", "Commander of Fate"},
    {"勾陳", "勾陈", "Hook Chen"},
}};

constexpr std::array<Term, 8> kDirectionTerms = {{
    {"北", "北", "north"},
    {"東北", "东北", "northeast"},
    {"東", "东", "east"},
    {"東南", "东南", "southeast"},
    {"南", "南", "south"},
    {"西南", "西南", "southwest"},
    {"西", "西", "west"},
    {"西北", "西北", "northwest"},
}};

constexpr std::array<Term, 2> kNobleGateTerms = {{
    {"陽貴", "阳贵", "yang"},
    {"陰貴", "阴贵", "yin"},
}};

} // namespace

template <> std::span<const Term> termsOf<shensha::PathSpirit>() { return kPathSpiritTerms; }
template <> std::span<const Term> termsOf<shensha::Direction>() { return kDirectionTerms; }
template <> std::span<const Term> termsOf<shensha::NobleGate>() { return kNobleGateTerms; }
template <> std::span<const Term> termsOf<shensha::ShenSha>() { return kShenShaTerms; }
template <> std::span<const Term> termsOf<shensha::Basis>() { return kBasisTerms; }
template <> std::span<const Term> termsOf<shensha::NobleSchool>() { return kNobleTerms; }
template <> std::span<const Term> termsOf<shensha::HorseRule>() { return kHorseTerms; }

} // namespace najia
