// Two seasonal readings of a chart as a whole: 易隱's 昇陽/升陰 line of the month and 易冒's 卦 旺相
// (the state of the inner and outer trigram by the eight nodes).
#pragma once

#include "engine/calendar/trigram_season.h"
#include "engine/line_pos.h"
#include "engine/stem_branch.h"

#include <optional>

namespace najia {

// 昇陽 or 升陰.
enum class Rising : std::uint8_t { Yang, Yin };

struct RisingLine {
    LinePos position;
    Rising direction;
};

// The line in 昇陽 or 升陰 in month `m`. 易隱 卷2 (seed 001 line 109): 「一年十二氣之中，每一氣各有一爻在
// 昇陽或升陰」 — the seed's diagram is lost (「原書此處有陰陽升降圖 … 圖形已殘」). The rule read here is the
// 十二消息卦: 陽 rises from the 子 month line by line (復 臨 泰 大壯 夬 乾: 子 初爻 … 巳 上爻), 陰 from
// the 午 month (姤 遯 否 觀 剝 坤: 午 初爻 … 亥 上爻). It agrees with both of 001's examples (line 111):
// 小滿 (巳 month) 「昇陽巳火」 is 鼎's 上爻, 大暑 (未 month) 「升陰午火」 is 漸's 二爻.
constexpr RisingLine risingLine(Branch m)
{
    const int k = index(m);  // 子 0 … 亥 11
    return {LinePos(k % 6 + 1), k < 6 ? Rising::Yang : Rising::Yin};
}

// Whether the 世 and the rising line accord with the season. 001 line 107: 「昇陽之月，得陽世，升陰之月，
// 得陰世，或昇陽爻，得少陽，升陰爻，得少陰，諸事主有進益。如陽升之月，得陰世 … 或昇陽爻得陰，升陰爻得陽，
// 是謂陰陽反度」. A rising line of the right polarity that moves (老) is neither: the text names 少 only.
enum class RisingAccord : std::uint8_t { SelfAccords, SelfReversed, LineAccords, LineReversed };

// The trigram 旺 through the whole of month `m` (a 節 month), or nullopt for the months a node
// splits (卯 春分, 午 夏至, 酉 秋分, 子 冬至), which need the moment. 易冒 卷4 (seed 002 line 27):
// 「然以月令言毋以日時言也」. The month of branch m runs over the two terms from its 節; the trigram is
// the one of the node each term lies after.
constexpr std::optional<Trigram> prosperousTrigramOfMonth(Branch m)
{
    const int first = index(calendar::SolarTerm::LiChun) + 2 * stepsFrom(Branch::Yin, m);
    const Trigram a = calendar::prosperousTrigram(calendar::solarTermAt(first));
    const Trigram b = calendar::prosperousTrigram(calendar::solarTermAt(first + 1));
    return a == b ? std::optional<Trigram>(a) : std::nullopt;
}

// The season of the trigrams for an analysis: the 旺 trigram, and the one still 旺 for five days
// after a node (餘旺, 002 line 35), when known.
struct TrigramSeasonInput {
    Trigram prosperous;
    std::optional<Trigram> lingering;
    bool fromMoment = false;  // from the instant of the cast, else from the month branch
};

} // namespace najia
