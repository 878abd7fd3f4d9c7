// The 周易 texts flattened and looked up, line labels derived from the lines, and 易隱's rule for
// which text to read (001 line 27; see zhouyi.h).
#include "engine/handbook/zhouyi.h"

#include "engine/chart.h"
#include "engine/hexagram_names.h"


namespace najia::handbook {

namespace {

std::vector<ZhouyiText> flatten()
{
    std::vector<ZhouyiText> out;
    for (const ZhouyiHexagram& h : zhouyiHexagrams()) {
        out.push_back({h.kingWen, ZhouyiPart::Judgement, 0, h.judgement});
        for (int k = 0; k < 6; ++k) out.push_back({h.kingWen, ZhouyiPart::Line, k + 1, h.lines[static_cast<std::size_t>(k)]});
        if (h.kingWen == 1) out.push_back({1, ZhouyiPart::UseNine, 0, useNine()});
        if (h.kingWen == 2) out.push_back({2, ZhouyiPart::UseSix, 0, useSix()});
    }
    return out;
}

const ZhouyiText& textOf(int kingWen, ZhouyiPart part, int line)
{
    for (const ZhouyiText& t : zhouyiTexts())
        if (t.kingWen == kingWen && t.part == part && t.line == line) return t;
    return zhouyiTexts().front();
}

// The lines of `mask`, bottom first.
std::vector<LinePos> positions(std::uint8_t mask)
{
    std::vector<LinePos> out;
    for (const LinePos p : linesIn(mask)) out.push_back(p);
    return out;
}

TextToRead lineOf(ReadingCase why, Hexagram h, LinePos line)
{
    return {why, h, textOf(hexagramName(h).kingWen, ZhouyiPart::Line, line.number())};
}

} // namespace

std::span<const ZhouyiText> zhouyiTexts()
{
    static const std::vector<ZhouyiText> all = flatten();
    return all;
}

std::string zhouyiId(const ZhouyiText& t)
{
    std::string id = "zhouyi." + std::to_string(t.kingWen);
    if (t.part == ZhouyiPart::Line) {
        id += '.';  // not `"." + std::to_string(…)`: GCC 12's false -Wrestrict in Release
        id += std::to_string(t.line);
    }
    if (t.part == ZhouyiPart::UseNine || t.part == ZhouyiPart::UseSix) id += ".use";
    return id;
}

const ZhouyiText* findZhouyi(std::string_view id)
{
    for (const ZhouyiText& t : zhouyiTexts())
        if (zhouyiId(t) == id) return &t;
    return nullptr;
}

Hexagram hexagramOfKingWen(int kingWen)
{
    for (int b = 0; b < Hexagram::count; ++b)
        if (hexagramName(Hexagram(b)).kingWen == kingWen) return Hexagram(b);
    return Hexagram();
}

const ZhouyiHexagram& zhouyiOf(Hexagram h)
{
    return zhouyiHexagrams()[static_cast<std::size_t>(hexagramName(h).kingWen - 1)];
}

std::string lineLabel(Hexagram h, int line, Script script)
{
    const bool pure = hexagramName(h).kingWen <= 2;
    if (line == 7 && pure) {
        const bool nine = hexagramName(h).kingWen == 1;
        if (script == Script::English) return nine ? "all nines" : "all sixes";
        return nine ? "用九" : "用六";
    }
    const bool yang = h.isYang(LinePos(line));
    if (script == Script::English)
        return std::string(yang ? "nine" : "six") + " in place " + std::to_string(line);
    const std::string number = yang ? "九" : "六";
    if (line == 1) return "初" + number;
    if (line == 6) return "上" + number;
    static constexpr std::string_view places[] = {"", "", "二", "三", "四", "五"};
    return number + std::string(places[line]);
}

TextToRead textToRead(std::uint8_t yang, std::uint8_t moving, OneMovingText one)
{
    yang &= 63;
    moving &= 63;
    const Hexagram primary(yang);
    const Hexagram changed(yang ^ moving);
    const std::vector<LinePos> m = positions(moving);
    const std::vector<LinePos> still = positions(static_cast<std::uint8_t>(~moving & 63));
    switch (m.size()) {
    case 0: return {ReadingCase::AllStill, primary, textOf(hexagramName(primary).kingWen, ZhouyiPart::Judgement, 0)};
    case 1:
        return one == OneMovingText::MovingLine ? lineOf(ReadingCase::OneMoving, primary, m[0])
                                                : lineOf(ReadingCase::OneMovingChanged, changed, m[0]);
    case 2: {
        const bool yin0 = !primary.isYang(m[0]), yin1 = !primary.isYang(m[1]);
        if (yin0 != yin1) return lineOf(ReadingCase::TwoYin, primary, yin0 ? m[0] : m[1]);
        return lineOf(ReadingCase::TwoUpper, primary, m[1]);
    }
    case 3: return lineOf(ReadingCase::ThreeMiddle, primary, m[1]);
    case 4: return lineOf(ReadingCase::FourLowerStill, primary, still[0]);
    case 5: return lineOf(ReadingCase::FiveStill, primary, still[0]);
    default: break;
    }
    const int kw = hexagramName(primary).kingWen;
    if (kw == 1) return {ReadingCase::SixUse, primary, textOf(1, ZhouyiPart::UseNine, 0)};
    if (kw == 2) return {ReadingCase::SixUse, primary, textOf(2, ZhouyiPart::UseSix, 0)};
    return {ReadingCase::SixChanged, changed, textOf(hexagramName(changed).kingWen, ZhouyiPart::Judgement, 0)};
}

TextToRead textToRead(const Chart& chart, OneMovingText one)
{
    std::uint8_t yang = 0, moving = 0;
    for (const ChartLine& l : chart.lines) {
        const auto bit = static_cast<std::uint8_t>(l.position.bit());
        if (l.yang()) yang |= bit;
        if (l.moving()) moving |= bit;
    }
    return textToRead(yang, moving, one);
}

} // namespace najia::handbook
