#include "engine/casting/chart_text.h"

#include "engine/casting/name_match.h"
#include "engine/hexagram_names.h"

#include <algorithm>
#include <array>

namespace najia::casting {

namespace {

// ---- UTF-8 <-> code points --------------------------------------------------------------------

std::u32string decode(std::string_view s)
{
    std::u32string out;
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const int n = c < 0x80 ? 1 : c >> 5 == 6 ? 2 : c >> 4 == 14 ? 3 : c >> 3 == 30 ? 4 : 0;
        if (n == 0 || i + std::size_t(n) > s.size()) {
            out += U'\uFFFD';
            ++i;
            continue;
        }
        char32_t cp = static_cast<char32_t>(n == 1 ? c : c & (0x7F >> n));
        for (int k = 1; k < n; ++k) cp = cp << 6 | static_cast<char32_t>(static_cast<unsigned char>(s[i + std::size_t(k)]) & 0x3F);
        out += cp;
        i += std::size_t(n);
    }
    return out;
}

std::string encode(std::u32string_view s)
{
    std::string out;
    for (const char32_t c : s) {
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (c < 0x800) {
            out += static_cast<char>(0xC0 | c >> 6);
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += static_cast<char>(0xE0 | c >> 12);
            out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | c >> 18);
            out += static_cast<char>(0x80 | (c >> 12 & 0x3F));
            out += static_cast<char>(0x80 | (c >> 6 & 0x3F));
            out += static_cast<char>(0x80 | (c & 0x3F));
        }
    }
    return out;
}

// Full-width digits, letters and punctuation as their ASCII forms; the ideographic space as a space.
char32_t narrow(char32_t c)
{
    if (c >= U'\uFF01' && c <= U'\uFF5E') return c - 0xFEE0;
    if (c == U'\u3000') return U' ';
    return c;
}

bool isIn(char32_t c, std::u32string_view set) { return set.find(c) != std::u32string_view::npos; }
bool isDigit(char32_t c) { return c >= U'0' && c <= U'9'; }
bool isSpace(char32_t c) { return c == U' ' || c == U'\t' || c == U'\n' || c == U'\r'; }

constexpr std::u32string_view kStems = U"甲乙丙丁戊己庚辛壬癸";
constexpr std::u32string_view kBranches = U"子丑寅卯辰巳午未申酉戌亥";

// The text being read, and which of its characters a field has taken.
struct Scan {
    std::u32string text;
    std::vector<bool> used;
    void take(std::size_t from, std::size_t to) { std::fill(used.begin() + long(from), used.begin() + long(to), true); }
    bool free(std::size_t from, std::size_t to) const
    {
        return to <= text.size() && std::none_of(used.begin() + long(from), used.begin() + long(to), [](bool u) { return u; });
    }
    bool at(std::size_t i, std::u32string_view word) const { return text.compare(i, word.size(), word) == 0; }
    // The first of `words` written at i, if any.
    std::optional<std::u32string_view> oneOf(std::size_t i, std::initializer_list<std::u32string_view> words) const
    {
        for (const auto w : words)
            if (at(i, w)) return w;
        return std::nullopt;
    }
};

// Digits at i, at most `most`: their value and how many.
std::pair<int, std::size_t> number(const Scan& s, std::size_t i, std::size_t most)
{
    int v = 0;
    std::size_t n = 0;
    while (i + n < s.text.size() && n < most && isDigit(s.text[i + n])) v = v * 10 + int(s.text[i + n++] - U'0');
    return {v, n};
}

std::size_t skipSpaces(const Scan& s, std::size_t i)
{
    while (i < s.text.size() && isSpace(s.text[i])) ++i;
    return i;
}

// ---- civil date and time ----------------------------------------------------------------------

// 「2024年3月12日10時20分」, 「2024-03-12 10:20」, 「2024/3/12 上午10点」 (上午/下午 are not read).
void readCivil(Scan& s, ChartText& out)
{
    for (std::size_t i = 0; i + 8 <= s.text.size(); ++i) {
        if ((i > 0 && isDigit(s.text[i - 1])) || !s.free(i, i + 4)) continue;
        const auto [year, yn] = number(s, i, 4);
        if (yn != 4 || year < 1000) continue;
        std::size_t j = i + 4;
        const auto sep1 = s.oneOf(j, {U"年", U"-", U"/", U"."});
        if (!sep1) continue;
        j = skipSpaces(s, j + sep1->size());
        const auto [month, mn] = number(s, j, 2);
        if (mn == 0) continue;
        j = skipSpaces(s, j + mn);
        const auto sep2 = s.oneOf(j, {U"月", U"-", U"/", U"."});
        if (!sep2) continue;
        j = skipSpaces(s, j + sep2->size());
        const auto [day, dn] = number(s, j, 2);
        if (dn == 0 || month < 1 || month > 12 || day < 1 || day > 31) continue;
        j += dn;
        if (const auto d = s.oneOf(j, {U"日", U"号", U"號"})) j += d->size();
        CivilText c{year, month, day, std::nullopt, std::nullopt};
        std::size_t k = skipSpaces(s, j);
        if (k < s.text.size() && (s.text[k] == U'T')) ++k;
        const auto [hour, hn] = number(s, k, 2);
        if (hn > 0 && hour <= 24) {
            std::size_t m = k + hn;
            if (const auto h = s.oneOf(m, {U":", U"時", U"时", U"點", U"点"})) {
                m += h->size();
                const auto [minute, minn] = number(s, m, 2);
                c.hour = hour;
                if (minn > 0 && minute < 60) {
                    c.minute = minute;
                    m += minn;
                    if (const auto f = s.oneOf(m, {U"分"})) m += f->size();
                } else {
                    c.minute = 0;
                }
                j = m;
            }
        }
        out.civil = c;
        s.take(i, j);
        return;
    }
}

// ---- lunar date -------------------------------------------------------------------------------

// 一 … 十 as a number, 0 for another character.
int digitOf(char32_t c)
{
    constexpr std::u32string_view kDigits = U"一二三四五六七八九十";
    const auto at = kDigits.find(c);
    return at == std::u32string_view::npos ? 0 : int(at) + 1;
}

// A lunar month's name at i (正, 一 … 十二, 冬, 臘/腊) before 月: its number and length.
std::pair<int, std::size_t> lunarMonth(const Scan& s, std::size_t i)
{
    if (s.oneOf(i, {U"正"})) return {1, 1};
    if (s.oneOf(i, {U"冬"})) return {11, 1};
    if (s.oneOf(i, {U"臘", U"腊"})) return {12, 1};
    if (s.oneOf(i, {U"十一"})) return {11, 2};
    if (s.oneOf(i, {U"十二"})) return {12, 2};
    if (i < s.text.size() && digitOf(s.text[i]) > 0) return {digitOf(s.text[i]), 1};
    return {0, 0};
}

// A lunar day at i: 初一 … 初十, 十一 … 十九, 二十, 廿一 … 廿九 (二十一 …), 三十.
std::pair<int, std::size_t> lunarDay(const Scan& s, std::size_t i)
{
    const auto d = [&](std::size_t k) { return k < s.text.size() ? digitOf(s.text[k]) : 0; };
    if (s.oneOf(i, {U"初"}) && d(i + 1) >= 1) return {d(i + 1), 2};
    if (s.oneOf(i, {U"廿"}) && d(i + 1) >= 1 && d(i + 1) <= 9) return {20 + d(i + 1), 2};
    if (s.oneOf(i, {U"二十"}) && d(i + 2) >= 1 && d(i + 2) <= 9) return {20 + d(i + 2), 3};
    if (s.oneOf(i, {U"二十", U"三十"})) return {d(i) * 10, 2};
    if (s.oneOf(i, {U"十"}) && d(i + 1) >= 1 && d(i + 1) <= 9) return {10 + d(i + 1), 2};
    return {0, 0};
}

// 「農曆二月初三巳時」: with 農曆/农历/陰曆/阴历 before it, or a day written 初三 … that no civil date has.
void readLunar(Scan& s, ChartText& out)
{
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        std::size_t j = i;
        const auto prefix = s.oneOf(j, {U"農曆", U"农历", U"陰曆", U"阴历", U"夏曆", U"夏历"});
        if (prefix) j = skipSpaces(s, j + prefix->size());
        bool leap = false;
        if (s.oneOf(j, {U"閏", U"闰"})) {
            leap = true;
            ++j;
        }
        const auto [month, mn] = lunarMonth(s, j);
        if (mn == 0 || !s.oneOf(j + mn, {U"月"})) continue;
        j += mn + 1;
        const auto [day, dn] = lunarDay(s, j);
        if (dn == 0 || day > 30 || (!prefix && !leap && !s.oneOf(j, {U"初", U"廿"}) && day % 10 != 0 && day < 11)) continue;
        if (!s.free(i, j + dn)) continue;
        j += dn;
        LunarText l{month, leap, day, std::nullopt};
        const std::size_t h = skipSpaces(s, j);
        if (h + 1 < s.text.size() && isIn(s.text[h], kBranches) && s.oneOf(h + 1, {U"時", U"时"})) {
            l.hour = branchAt(int(kBranches.find(s.text[h])));
            j = h + 2;
        }
        out.lunar = l;
        s.take(i, j);
        return;
    }
}

// ---- hexagrams --------------------------------------------------------------------------------

// Every way a hexagram is written in running text, longest first: the full names with and without
// 為/为 (「離為火」, 「離火」), the short names, 遯 and 遁. The one-character short names (乾 坤 離 …)
// are names only in a 之/變 pair or beside 卦/得 (nameAt's `shortToo`).
struct NameSpelling {
    std::u32string text;
    Hexagram hexagram;
    bool oneCharacter;
};

const std::vector<NameSpelling>& spellings()
{
    static const std::vector<NameSpelling> all = [] {
        std::vector<NameSpelling> v;
        for (int b = 0; b < Hexagram::count; ++b) {
            const HexagramName& n = hexagramName(Hexagram(b));
            for (const std::string_view name : {n.full.traditional, n.full.simplified, n.short_.traditional, n.short_.simplified}) {
                std::u32string t = decode(name);
                v.push_back({t, Hexagram(b), t.size() == 1});
                std::u32string without = t;
                std::erase_if(without, [](char32_t c) { return c == U'為' || c == U'为'; });
                if (without != t) v.push_back({without, Hexagram(b), false});
                // 遯/遁 are one hexagram's two spellings.
                for (const auto& [from, to] : {std::pair{U'遯', U'遁'}, std::pair{U'遁', U'遯'}}) {
                    std::u32string other = t;
                    std::replace(other.begin(), other.end(), from, to);
                    if (other != t) v.push_back({other, Hexagram(b), other.size() == 1});
                }
            }
        }
        std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a.text.size() > b.text.size(); });
        return v;
    }();
    return all;
}

// The longest name starting at i (oneCharacter names only when `shortToo`).
std::optional<std::pair<Hexagram, std::size_t>> nameAt(const Scan& s, std::size_t i, bool shortToo)
{
    for (const NameSpelling& n : spellings())
        if ((shortToo || !n.oneCharacter) && s.at(i, n.text) && s.free(i, i + n.text.size()))
            return std::pair{n.hexagram, n.text.size()};
    return std::nullopt;
}

// The longest name ending just before `end`.
std::optional<std::pair<Hexagram, std::size_t>> nameBefore(const Scan& s, std::size_t end, bool shortToo)
{
    for (const NameSpelling& n : spellings()) {
        if (!shortToo && n.oneCharacter) continue;
        if (n.text.size() > end) continue;
        const std::size_t from = end - n.text.size();
        if (s.at(from, n.text) && s.free(from, end)) return std::pair{n.hexagram, n.text.size()};
    }
    return std::nullopt;
}

// 「同人之離」, 「天火同人 變 離為火」, 「乾之小畜」, 「同人化離」, 「同人→離」; else one name alone
// (「得天火同人卦」, 「乾卦」).
// 「本卦：山風蠱  變卦：風水渙」, as other programs label them.
bool readLabelledHexagrams(Scan& s, ChartText& out)
{
    const auto labelled = [&s](std::initializer_list<std::u32string_view> labels, bool shortToo)
        -> std::optional<Hexagram> {
        for (std::size_t i = 0; i < s.text.size(); ++i) {
            const auto label = s.oneOf(i, labels);
            if (!label || !s.free(i, i + label->size())) continue;
            std::size_t j = i + label->size();
            while (j < s.text.size() && (isSpace(s.text[j]) || s.text[j] == U':' || s.text[j] == U'：')) ++j;
            if (const auto name = nameAt(s, j, shortToo)) {
                s.take(i, j + name->second);
                return name->first;
            }
        }
        return std::nullopt;
    };
    const auto primary = labelled({U"本卦", U"主卦"}, true);
    if (!primary) return false;
    out.primary = primary;
    out.changed = labelled({U"變卦", U"变卦", U"之卦"}, true);
    return true;
}

void readHexagrams(Scan& s, ChartText& out)
{
    if (readLabelledHexagrams(s, out)) return;
    for (std::size_t i = 1; i < s.text.size(); ++i) {
        const auto joiner = s.oneOf(i, {U"之", U"變為", U"变为", U"變", U"变", U"化", U"→", U"->", U"=>"});
        if (!joiner || !s.free(i, i + joiner->size())) continue;
        std::size_t end = i;
        while (end > 0 && isSpace(s.text[end - 1])) --end;
        const auto before = nameBefore(s, end, true);
        const std::size_t start = skipSpaces(s, i + joiner->size());
        const auto after = nameAt(s, start, true);
        if (!before || !after) continue;
        out.primary = before->first;
        out.changed = after->second ? std::optional(after->first) : std::nullopt;
        s.take(end - before->second, start + after->second);
        return;
    }
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        auto name = nameAt(s, i, false);
        // A one-character name only as 「乾卦」, 「得坤」 … with 卦 or 得 beside it.
        if (!name && (s.oneOf(i + 1, {U"卦"}) || (i > 0 && s.oneOf(i - 1, {U"得", U"遇"})))) name = nameAt(s, i, true);
        if (!name) continue;
        out.primary = name->first;
        std::size_t end = i + name->second;
        if (s.oneOf(end, {U"卦"})) ++end;
        s.take(i, end);
        return;
    }
}

// 「初爻動」, 「三爻、五爻發動」, 「初、四爻动」, 「二爻獨發」, 「六爻安靜」.
void readMoving(Scan& s, ChartText& out)
{
    constexpr std::u32string_view kPlaces = U"初二三四五上六";
    constexpr std::u32string_view kJoin = U"、，,和及與与 ";
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        if (s.oneOf(i, {U"六爻安靜", U"六爻安静", U"六爻皆靜", U"六爻皆静", U"靜卦", U"静卦"})) {
            const auto w = s.oneOf(i, {U"六爻安靜", U"六爻安静", U"六爻皆靜", U"六爻皆静", U"靜卦", U"静卦"});
            out.stillNamed = true;
            s.take(i, i + w->size());
            continue;
        }
        if (!isIn(s.text[i], kPlaces) || !s.free(i, i + 1)) continue;
        int mask = 0;
        std::size_t j = i;
        bool sawYao = false;
        while (j < s.text.size() && isIn(s.text[j], kPlaces)) {
            const auto place = kPlaces.find(s.text[j]);
            mask |= 1 << (place == 6 ? 5 : int(place));  // 六爻 as 上爻
            ++j;
            if (s.oneOf(j, {U"爻"})) {
                sawYao = true;
                ++j;
            }
            const std::size_t k = j;
            while (j < s.text.size() && isIn(s.text[j], kJoin)) ++j;
            if (j == k || j >= s.text.size() || !isIn(s.text[j], kPlaces)) {
                j = k;
                break;
            }
        }
        if (!sawYao) continue;
        const std::size_t k = skipSpaces(s, j);
        const auto verb = s.oneOf(k, {U"獨發", U"独发", U"發動", U"发动", U"齊動", U"齐动", U"皆動", U"皆动", U"俱動", U"俱动",
                                      U"動", U"动", U"發", U"发", U"變", U"变"});
        if (!verb) continue;
        out.movingMask |= mask;
        s.take(i, k + verb->size());
        i = k + verb->size() - 1;
    }
}

// ---- pillars ----------------------------------------------------------------------------------

// 「申月戊辰日」, 「甲辰年 丙寅月 辛酉日 壬子時」, or four bare pairs 「甲辰 丙寅 辛酉 壬子」.
void readPillars(Scan& s, ChartText& out)
{
    std::u32string found;
    std::vector<std::pair<std::size_t, std::size_t>> spans;
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        if (!isIn(s.text[i], kBranches) && !isIn(s.text[i], kStems)) continue;
        const bool pair = isIn(s.text[i], kStems) && i + 1 < s.text.size() && isIn(s.text[i + 1], kBranches);
        const std::size_t marker = i + (pair ? 2 : 1);
        if (!pair && !isIn(s.text[i], kBranches)) continue;
        const auto m = s.oneOf(marker, {U"年", U"月", U"日", U"時", U"时"});
        if (!m || !s.free(i, marker + 1)) continue;
        // A branch alone is a year or a month (「子年」, 「卯月」), as books give them; not a day or hour.
        if (!pair && (*m == U"日" || *m == U"時" || *m == U"时")) continue;
        found += s.text.substr(i, marker + 1 - i) + U" ";
        spans.emplace_back(i, marker + 1);
        i = marker;
    }
    if (found.empty()) {
        // Four bare pairs in a row, separated by spaces.
        for (std::size_t i = 0; i + 11 <= s.text.size(); ++i) {
            std::size_t j = i;
            std::u32string pairs;
            int n = 0;
            while (n < 4 && j + 1 < s.text.size() && isIn(s.text[j], kStems) && isIn(s.text[j + 1], kBranches)) {
                pairs += s.text.substr(j, 2) + U" ";
                j += 2;
                ++n;
                if (n < 4) {
                    const std::size_t k = skipSpaces(s, j);
                    if (k == j) break;
                    j = k;
                }
            }
            if (n == 4 && s.free(i, j) && (j >= s.text.size() || !isIn(s.text[j], kBranches))) {
                found = pairs;
                spans.emplace_back(i, j);
                break;
            }
        }
    }
    if (found.empty()) return;
    out.pillarsText = encode(found.substr(0, found.size() - 1));
    const auto parsed = parsePillars(out.pillarsText);
    if (!parsed) {
        out.problems.push_back("pillars " + out.pillarsText + ": " + parsed.error());
        return;
    }
    out.pillars = *parsed;
    for (const auto& [from, to] : spans) s.take(from, to);
}

// ---- the question -----------------------------------------------------------------------------

struct Keyword {
    std::u32string_view word;
    QuestionCategory category;
};
// The first keyword of the question that names its kind; longer and more telling words first.
// Matters before persons and broader kinds: 延醫 before 醫, 風水 (a grave) before 風, 天時 and 晴雨 (either) before 晴 and 雨,
// 功名 before 終身, 順風 and 舟行 (travel by boat, read on the 世) before 舟 (the boat itself).
constexpr Keyword kCategories[] = {
    {U"醫藥", QuestionCategory::Medicine}, {U"医药", QuestionCategory::Medicine}, {U"延醫", QuestionCategory::Doctor},
    {U"延医", QuestionCategory::Doctor}, {U"請醫", QuestionCategory::Doctor}, {U"请医", QuestionCategory::Doctor},
    {U"求醫", QuestionCategory::Medicine}, {U"求医", QuestionCategory::Medicine}, {U"服藥", QuestionCategory::Medicine},
    {U"服药", QuestionCategory::Medicine}, {U"延師", QuestionCategory::Tutor}, {U"延师", QuestionCategory::Tutor},
    {U"請師", QuestionCategory::Tutor}, {U"请师", QuestionCategory::Tutor}, {U"從師", QuestionCategory::Tutor},
    {U"从师", QuestionCategory::Tutor}, {U"考試", QuestionCategory::Exam}, {U"考试", QuestionCategory::Exam},
    {U"科考", QuestionCategory::Exam}, {U"考", QuestionCategory::Exam}, {U"參劾", QuestionCategory::Impeachment},
    {U"参劾", QuestionCategory::Impeachment}, {U"被劾", QuestionCategory::Impeachment},
    {U"大計", QuestionCategory::Impeachment}, {U"大计", QuestionCategory::Impeachment},
    {U"計典", QuestionCategory::Impeachment}, {U"计典", QuestionCategory::Impeachment}, {U"功名", QuestionCategory::Career},
    {U"求官", QuestionCategory::Career}, {U"升遷", QuestionCategory::Career}, {U"升迁", QuestionCategory::Career},
    {U"求職", QuestionCategory::Career}, {U"求职", QuestionCategory::Career}, {U"工作", QuestionCategory::Career},
    {U"子嗣", QuestionCategory::Heirs}, {U"求子", QuestionCategory::Heirs}, {U"生產", QuestionCategory::Childbirth},
    {U"生产", QuestionCategory::Childbirth}, {U"產育", QuestionCategory::Childbirth},
    {U"产育", QuestionCategory::Childbirth}, {U"臨產", QuestionCategory::Childbirth},
    {U"临产", QuestionCategory::Childbirth}, {U"分娩", QuestionCategory::Childbirth},
    {U"孕", QuestionCategory::Childbirth}, {U"病", QuestionCategory::Illness}, {U"婚", QuestionCategory::Marriage},
    {U"姻緣", QuestionCategory::Marriage}, {U"姻缘", QuestionCategory::Marriage}, {U"訟", QuestionCategory::Lawsuit},
    {U"讼", QuestionCategory::Lawsuit}, {U"官司", QuestionCategory::Lawsuit}, {U"博戲", QuestionCategory::Wager},
    {U"博戏", QuestionCategory::Wager}, {U"賭", QuestionCategory::Wager}, {U"赌", QuestionCategory::Wager},
    {U"借", QuestionCategory::Loan}, {U"索債", QuestionCategory::Loan}, {U"索债", QuestionCategory::Loan},
    {U"討債", QuestionCategory::Loan}, {U"讨债", QuestionCategory::Loan}, {U"買賣", QuestionCategory::Trade},
    {U"买卖", QuestionCategory::Trade}, {U"生意", QuestionCategory::Trade}, {U"開店", QuestionCategory::Trade},
    {U"开店", QuestionCategory::Trade}, {U"貿易", QuestionCategory::Trade}, {U"贸易", QuestionCategory::Trade},
    {U"行人", QuestionCategory::Traveller}, {U"何時歸", QuestionCategory::Traveller},
    {U"何时归", QuestionCategory::Traveller}, {U"歸期", QuestionCategory::Traveller}, {U"归期", QuestionCategory::Traveller},
    {U"順風", QuestionCategory::FairWind}, {U"顺风", QuestionCategory::FairWind}, {U"舟行", QuestionCategory::Travel},
    {U"行舟", QuestionCategory::Travel}, {U"舟", QuestionCategory::Boat},
    {U"船", QuestionCategory::Boat}, {U"出行", QuestionCategory::Travel}, {U"遠行", QuestionCategory::Travel},
    {U"远行", QuestionCategory::Travel}, {U"失物", QuestionCategory::LostItem}, {U"失", QuestionCategory::LostItem},
    {U"遺", QuestionCategory::LostItem}, {U"遗", QuestionCategory::LostItem}, {U"丟", QuestionCategory::LostItem},
    {U"丢", QuestionCategory::LostItem}, {U"音信", QuestionCategory::News}, {U"音訊", QuestionCategory::News},
    {U"音讯", QuestionCategory::News}, {U"消息", QuestionCategory::News}, {U"文書", QuestionCategory::Documents},
    {U"文书", QuestionCategory::Documents}, {U"書信", QuestionCategory::Documents}, {U"书信", QuestionCategory::Documents},
    {U"謁", QuestionCategory::Audience}, {U"谒", QuestionCategory::Audience}, {U"見貴", QuestionCategory::Audience},
    {U"见贵", QuestionCategory::Audience}, {U"家宅", QuestionCategory::Home}, {U"宅", QuestionCategory::Home},
    {U"風水", QuestionCategory::Grave}, {U"风水", QuestionCategory::Grave}, {U"墳", QuestionCategory::Grave},
    {U"坟", QuestionCategory::Grave}, {U"葬", QuestionCategory::Grave}, {U"壽", QuestionCategory::Lifespan},
    {U"寿", QuestionCategory::Lifespan}, {U"身命", QuestionCategory::Fortune}, {U"終身", QuestionCategory::Fortune},
    {U"终身", QuestionCategory::Fortune}, {U"流年", QuestionCategory::Fortune}, {U"月令", QuestionCategory::Fortune},
    {U"安危", QuestionCategory::Safety}, {U"憂", QuestionCategory::Safety}, {U"忧", QuestionCategory::Safety},
    {U"禍", QuestionCategory::Safety}, {U"祸", QuestionCategory::Safety}, {U"天時", QuestionCategory::Weather},
    {U"天时", QuestionCategory::Weather}, {U"晴雨", QuestionCategory::Weather}, {U"晴", QuestionCategory::Fine},
    {U"雨", QuestionCategory::Rain}, {U"雷", QuestionCategory::Thunder}, {U"風", QuestionCategory::Wind},
    {U"风", QuestionCategory::Wind}, {U"鬼神", QuestionCategory::Spirits}, {U"祟", QuestionCategory::Spirits},
    {U"屍", QuestionCategory::Corpse}, {U"尸", QuestionCategory::Corpse}, {U"盜", QuestionCategory::Thief},
    {U"盗", QuestionCategory::Thief}, {U"賊", QuestionCategory::Thief}, {U"贼", QuestionCategory::Thief},
    {U"六畜", QuestionCategory::Livestock}, {U"財", QuestionCategory::Wealth}, {U"财", QuestionCategory::Wealth},
};

struct Person {
    std::u32string_view word;
    QuestionSubject subject;
};
constexpr Person kPersons[] = {
    {U"丈夫", QuestionSubject::Husband}, {U"夫", QuestionSubject::Husband}, {U"妻", QuestionSubject::Wife},
    {U"婦", QuestionSubject::Wife}, {U"妇", QuestionSubject::Wife}, {U"妾", QuestionSubject::Wife},
    {U"父", QuestionSubject::Elder}, {U"母", QuestionSubject::Elder}, {U"祖", QuestionSubject::Elder},
    {U"師", QuestionSubject::Elder}, {U"师", QuestionSubject::Elder}, {U"兄", QuestionSubject::Sibling},
    {U"弟", QuestionSubject::Sibling}, {U"姊", QuestionSubject::Sibling}, {U"姐", QuestionSubject::Sibling},
    {U"妹", QuestionSubject::Sibling}, {U"友", QuestionSubject::Sibling}, {U"兒", QuestionSubject::Junior},
    {U"儿", QuestionSubject::Junior}, {U"子", QuestionSubject::Junior}, {U"女兒", QuestionSubject::Junior},
    {U"女儿", QuestionSubject::Junior}, {U"孫", QuestionSubject::Junior}, {U"孙", QuestionSubject::Junior},
    {U"對方", QuestionSubject::Other}, {U"对方", QuestionSubject::Other}, {U"他人", QuestionSubject::Other},
};

// 「占夫病」, 「問財」, 「测婚姻」: the words after 占/問/卜/測 (not 占得 「obtained」) up to punctuation.
void readQuestion(Scan& s, ChartText& out)
{
    constexpr std::u32string_view kStop = U"，。,.;；:：!！?？\n、（）()「」[]【】";
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        const auto marker = s.oneOf(i, {U"占問", U"占问", U"占", U"問", U"问", U"卜", U"測", U"测", U"求測", U"求测"});
        if (!marker || !s.free(i, i + marker->size())) continue;
        std::size_t from = i + marker->size();
        // 「占得」 (obtained), 「卜筮」, 「占卜」, 「問答」, the label 「占事：」: not the question.
        if (s.oneOf(from, {U"得", U"卦", U"者", U"曰", U"筮", U"卜", U"事", U"答"})) continue;
        // 「問：」 as a label.
        while (from < s.text.size() && (s.text[from] == U':' || isSpace(s.text[from]))) ++from;
        std::size_t to = from;
        while (to < s.text.size() && !isIn(s.text[to], kStop) && !isSpace(s.text[to]) && s.free(to, to + 1) &&
               !s.oneOf(to, {U"得", U"遇"}))
            ++to;
        if (to == from) continue;
        const std::u32string q = s.text.substr(from, to - from);
        out.question = encode(q);
        for (const Keyword& k : kCategories)
            if (q.find(k.word) != std::u32string::npos) {
                out.category = k.category;
                break;
            }
        // The longest person word that the question holds.
        std::size_t best = 0;
        for (const Person& p : kPersons)
            if (p.word.size() > best && q.find(p.word) != std::u32string::npos) {
                out.subject = p.subject;
                best = p.word.size();
            }
        // 「占父久病」, 「占子近病」: how long the illness has lasted (增刪卜易 疾病章's 久病 and 近病; 新病 is a
        // 近病), not 「不久病癒」 (soon well).
        if (const auto at = q.find(U"久病"); at != std::u32string::npos && (at == 0 || q[at - 1] != U'不'))
            out.illness = IllnessAge::Long;
        else if (q.find(U"近病") != std::u32string::npos || q.find(U"新病") != std::u32string::npos)
            out.illness = IllnessAge::Recent;
        // 「女占夫病」, 「男測財」: the asker's sex just before the question.
        if (i > 0 && (s.text[i - 1] == U'女' || s.text[i - 1] == U'男') && s.free(i - 1, i)) {
            out.sex = s.text[i - 1] == U'女' ? Sex::Female : Sex::Male;
            s.take(i - 1, i);
        }
        s.take(i, to);
        return;
    }
}

// ---- what is left -----------------------------------------------------------------------------

// Words that carry nothing for a chart: 「得」 of 「占得」, 「卦」, 「某」, punctuation.
bool isFiller(std::u32string_view w)
{
    static const std::u32string_view kFiller[] = {U"得", U"卦", U"遇", U"某", U"某人", U"於", U"于", U"在", U"為", U"为",
                                                   U"時", U"时", U"日", U"月", U"年", U"爻", U"起", U"排盤", U"排盘"};
    return std::find(std::begin(kFiller), std::end(kFiller), w) != std::end(kFiller);
}

void readLeftovers(const Scan& s, ChartText& out)
{
    constexpr std::u32string_view kPunct = U"，。,.;；:：!！?？、（）()「」『』[]【】\"'-—–…·|/\\";
    std::u32string piece;
    const auto flush = [&] {
        if (!piece.empty() && !isFiller(piece)) out.unrecognised.push_back(encode(piece));
        piece.clear();
    };
    for (std::size_t i = 0; i < s.text.size(); ++i) {
        if (s.used[i] || isSpace(s.text[i]) || isIn(s.text[i], kPunct)) flush();
        else piece += s.text[i];
    }
    flush();
}

// The cast of a 本卦 with its 變卦 or its named moving lines; a 變卦 that the named lines contradict
// is a problem, and the 變卦 wins (a name is more often copied right than a count of lines).
void makeCast(ChartText& out)
{
    if (!out.primary) return;
    if (out.changed) {
        out.cast = castFromNames(*out.primary, *out.changed);
        int mask = 0;
        for (const LinePos pos : allLines)
            if (out.primary->isYang(pos) != out.changed->isYang(pos)) mask |= pos.bit();
        if (out.movingMask && out.movingMask != mask) out.problems.push_back("the moving lines named are not those of the 變卦");
        if (mask == 0) out.changed.reset();  // 「乾之乾」: no line moves
        out.movingMask = mask;
        return;
    }
    Cast c{};
    for (const LinePos pos : allLines) {
        const bool yang = out.primary->isYang(pos), moving = (out.movingMask & pos.bit()) != 0;
        c[pos.index()] = yang ? (moving ? LineValue::OldYang : LineValue::YoungYang) : (moving ? LineValue::OldYin : LineValue::YoungYin);
    }
    out.cast = c;
    if (out.movingMask) {
        int bits = out.primary->bits();
        for (const LinePos pos : allLines)
            if (out.movingMask & pos.bit()) bits ^= pos.bit();
        out.changed = Hexagram(bits);
    }
}

} // namespace

ChartText readChartText(std::string_view text)
{
    Scan s;
    for (const char32_t c : decode(text)) s.text += narrow(c);
    s.used.assign(s.text.size(), false);
    ChartText out;
    // Dates first (their digits and 年月日 would otherwise be read as pillars' markers), then names
    // (「火水未濟」 holds 未), the moving lines, the pillars, the question.
    readCivil(s, out);
    readLunar(s, out);
    readHexagrams(s, out);
    readMoving(s, out);
    readPillars(s, out);
    readQuestion(s, out);
    readLeftovers(s, out);
    makeCast(out);
    return out;
}

} // namespace najia::casting
