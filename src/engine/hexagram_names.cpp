// The names of the 64 hexagrams, in 序卦 (King Wen) order, with a bits → King Wen map built at
// compile time so that hexagramName() is a direct lookup.
#include "engine/hexagram_names.h"

#include <array>
#include <cstddef>
#include <string>

namespace najia {

namespace {

struct Entry {
    Trigram upper;  // 外卦
    Trigram lower;  // 內卦
    HexagramName name;
};

using T = Trigram;

// Full names: 上卦之象 + 下卦之象 + short name (「天風姤」); the eight pure hexagrams are 「X為Y」.
// English: pinyin of the short name, then the usual (Wilhelm/Baynes) title.
constexpr std::array<Entry, Hexagram::count> kTable = {{
    {T::Qian, T::Qian, {{"乾為天", "乾为天", "Qian (The Creative)"}, {"乾", "乾", "Qian"}, 1}},
    {T::Kun, T::Kun, {{"坤為地", "坤为地", "Kun (The Receptive)"}, {"坤", "坤", "Kun"}, 2}},
    {T::Kan, T::Zhen, {{"水雷屯", "水雷屯", "Zhun (Difficulty at the Beginning)"}, {"屯", "屯", "Zhun"}, 3}},
    {T::Gen, T::Kan, {{"山水蒙", "山水蒙", "Meng (Youthful Folly)"}, {"蒙", "蒙", "Meng"}, 4}},
    {T::Kan, T::Qian, {{"水天需", "水天需", "Xu (Waiting)"}, {"需", "需", "Xu"}, 5}},
    {T::Qian, T::Kan, {{"天水訟", "天水讼", "Song (Conflict)"}, {"訟", "讼", "Song"}, 6}},
    {T::Kun, T::Kan, {{"地水師", "地水师", "Shi (The Army)"}, {"師", "师", "Shi"}, 7}},
    {T::Kan, T::Kun, {{"水地比", "水地比", "Bi (Holding Together)"}, {"比", "比", "Bi"}, 8}},
    {T::Xun, T::Qian, {{"風天小畜", "风天小畜", "Xiao Chu (The Taming Power of the Small)"}, {"小畜", "小畜", "Xiao Chu"}, 9}},
    {T::Qian, T::Dui, {{"天澤履", "天泽履", "Lü (Treading)"}, {"履", "履", "Lü"}, 10}},
    {T::Kun, T::Qian, {{"地天泰", "地天泰", "Tai (Peace)"}, {"泰", "泰", "Tai"}, 11}},
    {T::Qian, T::Kun, {{"天地否", "天地否", "Pi (Standstill)"}, {"否", "否", "Pi"}, 12}},
    {T::Qian, T::Li, {{"天火同人", "天火同人", "Tong Ren (Fellowship with Men)"}, {"同人", "同人", "Tong Ren"}, 13}},
    {T::Li, T::Qian, {{"火天大有", "火天大有", "Da You (Possession in Great Measure)"}, {"大有", "大有", "Da You"}, 14}},
    {T::Kun, T::Gen, {{"地山謙", "地山谦", "Qian (Modesty)"}, {"謙", "谦", "Qian"}, 15}},
    {T::Zhen, T::Kun, {{"雷地豫", "雷地豫", "Yu (Enthusiasm)"}, {"豫", "豫", "Yu"}, 16}},
    {T::Dui, T::Zhen, {{"澤雷隨", "泽雷随", "Sui (Following)"}, {"隨", "随", "Sui"}, 17}},
    {T::Gen, T::Xun, {{"山風蠱", "山风蛊", "Gu (Work on What Has Been Spoiled)"}, {"蠱", "蛊", "Gu"}, 18}},
    {T::Kun, T::Dui, {{"地澤臨", "地泽临", "Lin (Approach)"}, {"臨", "临", "Lin"}, 19}},
    {T::Xun, T::Kun, {{"風地觀", "风地观", "Guan (Contemplation)"}, {"觀", "观", "Guan"}, 20}},
    {T::Li, T::Zhen, {{"火雷噬嗑", "火雷噬嗑", "Shi He (Biting Through)"}, {"噬嗑", "噬嗑", "Shi He"}, 21}},
    {T::Gen, T::Li, {{"山火賁", "山火贲", "Bi (Grace)"}, {"賁", "贲", "Bi"}, 22}},
    {T::Gen, T::Kun, {{"山地剝", "山地剥", "Bo (Splitting Apart)"}, {"剝", "剥", "Bo"}, 23}},
    {T::Kun, T::Zhen, {{"地雷復", "地雷复", "Fu (Return)"}, {"復", "复", "Fu"}, 24}},
    {T::Qian, T::Zhen, {{"天雷無妄", "天雷无妄", "Wu Wang (Innocence)"}, {"無妄", "无妄", "Wu Wang"}, 25}},
    {T::Gen, T::Qian, {{"山天大畜", "山天大畜", "Da Chu (The Taming Power of the Great)"}, {"大畜", "大畜", "Da Chu"}, 26}},
    {T::Gen, T::Zhen, {{"山雷頤", "山雷颐", "Yi (The Corners of the Mouth)"}, {"頤", "颐", "Yi"}, 27}},
    {T::Dui, T::Xun, {{"澤風大過", "泽风大过", "Da Guo (Preponderance of the Great)"}, {"大過", "大过", "Da Guo"}, 28}},
    {T::Kan, T::Kan, {{"坎為水", "坎为水", "Kan (The Abysmal)"}, {"坎", "坎", "Kan"}, 29}},
    {T::Li, T::Li, {{"離為火", "离为火", "Li (The Clinging)"}, {"離", "离", "Li"}, 30}},
    {T::Dui, T::Gen, {{"澤山咸", "泽山咸", "Xian (Influence)"}, {"咸", "咸", "Xian"}, 31}},
    {T::Zhen, T::Xun, {{"雷風恆", "雷风恒", "Heng (Duration)"}, {"恆", "恒", "Heng"}, 32}},
    {T::Qian, T::Gen, {{"天山遁", "天山遁", "Dun (Retreat)"}, {"遁", "遁", "Dun"}, 33}},
    {T::Zhen, T::Qian, {{"雷天大壯", "雷天大壮", "Da Zhuang (The Power of the Great)"}, {"大壯", "大壮", "Da Zhuang"}, 34}},
    {T::Li, T::Kun, {{"火地晉", "火地晋", "Jin (Progress)"}, {"晉", "晋", "Jin"}, 35}},
    {T::Kun, T::Li, {{"地火明夷", "地火明夷", "Ming Yi (Darkening of the Light)"}, {"明夷", "明夷", "Ming Yi"}, 36}},
    {T::Xun, T::Li, {{"風火家人", "风火家人", "Jia Ren (The Family)"}, {"家人", "家人", "Jia Ren"}, 37}},
    {T::Li, T::Dui, {{"火澤睽", "火泽睽", "Kui (Opposition)"}, {"睽", "睽", "Kui"}, 38}},
    {T::Kan, T::Gen, {{"水山蹇", "水山蹇", "Jian (Obstruction)"}, {"蹇", "蹇", "Jian"}, 39}},
    {T::Zhen, T::Kan, {{"雷水解", "雷水解", "Xie (Deliverance)"}, {"解", "解", "Xie"}, 40}},
    {T::Gen, T::Dui, {{"山澤損", "山泽损", "Sun (Decrease)"}, {"損", "损", "Sun"}, 41}},
    {T::Xun, T::Zhen, {{"風雷益", "风雷益", "Yi (Increase)"}, {"益", "益", "Yi"}, 42}},
    {T::Dui, T::Qian, {{"澤天夬", "泽天夬", "Guai (Break-through)"}, {"夬", "夬", "Guai"}, 43}},
    {T::Qian, T::Xun, {{"天風姤", "天风姤", "Gou (Coming to Meet)"}, {"姤", "姤", "Gou"}, 44}},
    {T::Dui, T::Kun, {{"澤地萃", "泽地萃", "Cui (Gathering Together)"}, {"萃", "萃", "Cui"}, 45}},
    {T::Kun, T::Xun, {{"地風升", "地风升", "Sheng (Pushing Upward)"}, {"升", "升", "Sheng"}, 46}},
    {T::Dui, T::Kan, {{"澤水困", "泽水困", "Kun (Oppression)"}, {"困", "困", "Kun"}, 47}},
    {T::Kan, T::Xun, {{"水風井", "水风井", "Jing (The Well)"}, {"井", "井", "Jing"}, 48}},
    {T::Dui, T::Li, {{"澤火革", "泽火革", "Ge (Revolution)"}, {"革", "革", "Ge"}, 49}},
    {T::Li, T::Xun, {{"火風鼎", "火风鼎", "Ding (The Cauldron)"}, {"鼎", "鼎", "Ding"}, 50}},
    {T::Zhen, T::Zhen, {{"震為雷", "震为雷", "Zhen (The Arousing)"}, {"震", "震", "Zhen"}, 51}},
    {T::Gen, T::Gen, {{"艮為山", "艮为山", "Gen (Keeping Still)"}, {"艮", "艮", "Gen"}, 52}},
    {T::Xun, T::Gen, {{"風山漸", "风山渐", "Jian (Development)"}, {"漸", "渐", "Jian"}, 53}},
    {T::Zhen, T::Dui, {{"雷澤歸妹", "雷泽归妹", "Gui Mei (The Marrying Maiden)"}, {"歸妹", "归妹", "Gui Mei"}, 54}},
    {T::Zhen, T::Li, {{"雷火豐", "雷火丰", "Feng (Abundance)"}, {"豐", "丰", "Feng"}, 55}},
    {T::Li, T::Gen, {{"火山旅", "火山旅", "Lü (The Wanderer)"}, {"旅", "旅", "Lü"}, 56}},
    {T::Xun, T::Xun, {{"巽為風", "巽为风", "Xun (The Gentle)"}, {"巽", "巽", "Xun"}, 57}},
    {T::Dui, T::Dui, {{"兌為澤", "兑为泽", "Dui (The Joyous)"}, {"兌", "兑", "Dui"}, 58}},
    {T::Xun, T::Kan, {{"風水渙", "风水涣", "Huan (Dispersion)"}, {"渙", "涣", "Huan"}, 59}},
    {T::Kan, T::Dui, {{"水澤節", "水泽节", "Jie (Limitation)"}, {"節", "节", "Jie"}, 60}},
    {T::Xun, T::Dui, {{"風澤中孚", "风泽中孚", "Zhong Fu (Inner Truth)"}, {"中孚", "中孚", "Zhong Fu"}, 61}},
    {T::Zhen, T::Gen, {{"雷山小過", "雷山小过", "Xiao Guo (Preponderance of the Small)"}, {"小過", "小过", "Xiao Guo"}, 62}},
    {T::Kan, T::Li, {{"水火既濟", "水火既济", "Ji Ji (After Completion)"}, {"既濟", "既济", "Ji Ji"}, 63}},
    {T::Li, T::Kan, {{"火水未濟", "火水未济", "Wei Ji (Before Completion)"}, {"未濟", "未济", "Wei Ji"}, 64}},
}};

// The image (象) of each trigram in full names, indexed by the trigram's bits.
constexpr std::array<Term, kTrigramCount> kImages = {{
    {"地", "地", ""}, {"雷", "雷", ""}, {"水", "水", ""}, {"澤", "泽", ""},
    {"山", "山", ""}, {"火", "火", ""}, {"風", "风", ""}, {"天", "天", ""},
}};

constexpr std::size_t index(Trigram t) { return static_cast<std::size_t>(bits(t)); }

// kByBits[h.bits()] is the row of h in kTable; kTable.size() marks a hexagram not (yet) seen.
constexpr std::array<std::size_t, Hexagram::count> makeByBits()
{
    std::array<std::size_t, Hexagram::count> out{};
    for (auto& i : out) i = kTable.size();
    for (std::size_t i = 0; i < kTable.size(); ++i) {
        const auto b = static_cast<std::size_t>(Hexagram(kTable[i].lower, kTable[i].upper).bits());
        if (out[b] == kTable.size()) out[b] = i;
        else out[b] = kTable.size() + 1;  // a duplicate: fails the check below
    }
    return out;
}
constexpr auto kByBits = makeByBits();

constexpr bool everyHexagramOnce()
{
    for (std::size_t i : kByBits)
        if (i >= kTable.size()) return false;
    return true;
}
static_assert(everyHexagramOnce(), "each of the 64 line patterns must appear exactly once");

constexpr bool kingWenInOrder()
{
    for (std::size_t i = 0; i < kTable.size(); ++i)
        if (kTable[i].name.kingWen != static_cast<int>(i) + 1) return false;
    return true;
}
static_assert(kingWenInOrder(), "row i must hold King Wen number i + 1");

constexpr bool fullNameMatchesTrigrams(const Entry& e, Script s, std::string_view be)
{
    const std::string_view full = e.name.full.in(s);
    const std::string_view shortName = e.name.short_.in(s);
    const std::string_view up = kImages[index(e.upper)].in(s);
    const std::string_view lo = kImages[index(e.lower)].in(s);
    if (e.upper == e.lower)  // 「乾為天」: the short name, 為, the image
        return full.size() == shortName.size() + be.size() + lo.size() && full.substr(0, shortName.size()) == shortName
            && full.substr(shortName.size(), be.size()) == be && full.substr(shortName.size() + be.size()) == lo;
    return full.size() == up.size() + lo.size() + shortName.size() && full.substr(0, up.size()) == up
        && full.substr(up.size(), lo.size()) == lo && full.substr(up.size() + lo.size()) == shortName;
}

constexpr bool englishStartsWithPinyin(const Entry& e)
{
    const std::string_view full = e.name.full.english;
    const std::string_view py = e.name.short_.english;
    return !py.empty() && full.size() > py.size() + 3 && full.substr(0, py.size()) == py
        && full.substr(py.size(), 2) == " (" && full.back() == ')';
}

constexpr bool namesAreWellFormed()
{
    for (const Entry& e : kTable) {
        if (!fullNameMatchesTrigrams(e, Script::Traditional, "為")) return false;
        if (!fullNameMatchesTrigrams(e, Script::Simplified, "为")) return false;
        if (!englishStartsWithPinyin(e)) return false;
    }
    return true;
}
static_assert(namesAreWellFormed(), "full names must be upper image + lower image + short name (or X為Y)");

constexpr bool fullNamesDistinct()
{
    for (std::size_t i = 0; i < kTable.size(); ++i)
        for (std::size_t j = i + 1; j < kTable.size(); ++j)
            for (Script s : {Script::Traditional, Script::Simplified, Script::English})
                if (kTable[i].name.full.in(s) == kTable[j].name.full.in(s)
                    || (s != Script::English && kTable[i].name.short_.in(s) == kTable[j].name.short_.in(s)))
                    return false;
    return true;
}
static_assert(fullNamesDistinct(), "names must be distinct (except the pinyin of a few short names)");

static_assert(kTable[43].name.full.traditional == "天風姤" && kTable[43].upper == Trigram::Qian
              && kTable[43].lower == Trigram::Xun);
static_assert(kTable[20].name.full.traditional == "火雷噬嗑");  // 離 over 震

// Variant characters accepted by parseHexagram (traditional texts write 遯 as well as 遁).
struct Alias {
    std::string_view text;
    int kingWen;
};
constexpr std::array<Alias, 2> kAliases = {{{"遯", 33}, {"天山遯", 33}}};

char lowerAscii(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// English keys compare ignoring case, spaces, hyphens and apostrophes: "shi he" = "ShiHe" = "Shi-He".
// Case folding is ASCII, plus 「Ü」 → 「ü」 (Lü).
std::string normalizeEnglish(std::string_view text)
{
    constexpr std::string_view capitalUUmlaut = "\xC3\x9C", smallUUmlaut = "\xC3\xBC";
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (text.substr(i, 2) == capitalUUmlaut) {
            out += smallUUmlaut;
            ++i;
        } else if (c != ' ' && c != '-' && c != '\'' && c != '_') {
            out += lowerAscii(c);
        }
    }
    return out;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

Hexagram hexagramOf(const Entry& e) { return Hexagram(e.lower, e.upper); }

std::optional<int> kingWenNumber(std::string_view s)
{
    if (s.empty() || s.size() > 2) return std::nullopt;
    int n = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n < 1 || n > Hexagram::count) return std::nullopt;
    return n;
}

} // namespace

const HexagramName& hexagramName(Hexagram h)
{
    return kTable[kByBits[static_cast<std::size_t>(h.bits())]].name;
}

std::optional<Hexagram> parseHexagram(std::string_view text)
{
    text = trimmed(text);
    if (text.empty()) return std::nullopt;
    if (const auto n = kingWenNumber(text)) return hexagramOf(kTable[static_cast<std::size_t>(*n - 1)]);

    for (const Entry& e : kTable) {
        const HexagramName& n = e.name;
        if (text == n.full.traditional || text == n.full.simplified || text == n.short_.traditional
            || text == n.short_.simplified)
            return hexagramOf(e);
    }
    for (const Alias& a : kAliases)
        if (text == a.text) return hexagramOf(kTable[static_cast<std::size_t>(a.kingWen - 1)]);

    // English: the full title "Gou (Coming to Meet)", the title alone, or the pinyin short name when
    // only one hexagram has it ("Qian" is both 乾 and 謙, so it is refused as ambiguous).
    const std::string key = normalizeEnglish(text);
    std::optional<Hexagram> byPinyin;
    int pinyinMatches = 0;
    for (const Entry& e : kTable) {
        const std::string_view full = e.name.full.english;
        const std::string_view py = e.name.short_.english;
        const std::string_view title = full.substr(py.size() + 2, full.size() - py.size() - 3);
        if (key == normalizeEnglish(full) || key == normalizeEnglish(title)) return hexagramOf(e);
        if (key == normalizeEnglish(py)) {
            byPinyin = hexagramOf(e);
            ++pinyinMatches;
        }
    }
    if (pinyinMatches == 1) return byPinyin;
    return std::nullopt;
}

} // namespace najia
