#include "engine/chart.h"

#include "engine/branch_relations.h"

namespace najia {

namespace {

Element palaceElementOf(Hexagram h) { return palaceElement(palaceOf(h).palace); }

// The trigram hidden under the trigram `t` of a hexagram in palace `palace` (易隱 卷2 八卦互伏):
// 「如乾宮姤、遁、否卦，外卦伏坤，內卦伏乾。觀、剝、晉卦，皆伏乾，惟大有卦，伏外乾內坤也」 —
// a trigram still equal to the palace's hides its partner (乾坤, 震巽, 坎離, 艮兌: the 錯),
// a changed one hides the palace's own trigram.
Trigram hiddenTrigram(Trigram palace, Trigram t) { return t == palace ? opposite(t) : palace; }

std::optional<HiddenLine> hiddenLine(const Chart& c, LinePos pos, std::uint8_t presentRelations)
{
    const Trigram palace = c.primary.place.palace;
    const Element pe = palaceElement(palace);
    const ChartLine& flying = c.lines[pos.index()];
    StemBranch sb{};
    switch (c.settings.hidden) {
    case HiddenMethod::HeadAbsent:
    case HiddenMethod::HeadAll:
        sb = najiaOf(Hexagram(palace, palace), pos);
        break;
    case HiddenMethod::TrigramPairs: {
        const Hexagram h = c.primary.hexagram;
        sb = najiaOf(hiddenTrigram(palace, pos.inner() ? h.lower() : h.upper()), pos);
        break;
    }
    }
    const LineReading r = readLine(sb, pe);
    if (c.settings.hidden == HiddenMethod::HeadAbsent &&
        (presentRelations >> static_cast<int>(r.relation) & 1))
        return std::nullopt;
    return HiddenLine{r, feiFu(flying.reading.element, r.element)};
}

Body bodyOf(const Chart& c)
{
    const LinePos self = c.primary.self;
    const ChartLine& selfLine = c.lines[self.index()];
    Body body{c.settings.body, Branch::Zi};
    if (c.settings.body == BodyMethod::Self) {
        // 「子午持世身居初，丑未持世身居二 … 巳亥持世身居六」: the body line is fixed by the
        // 世's branch, taken modulo its clash.
        const auto pos = LinePos::fromIndex(static_cast<std::size_t>(index(selfLine.reading.branch) % 6));
        body.branch = c.lines[pos.index()].reading.branch;
        body.lines = static_cast<std::uint8_t>(pos.bit());
        return body;
    }
    // 「陰世則從五月起，陽世則從十一月起，俱從初爻上，數至世便知何月卦」: 五月 is 午, 十一月 子.
    body.branch = (selfLine.yang() ? Branch::Zi : Branch::Wu) + static_cast<int>(self.index());
    for (const ChartLine& l : c.lines)
        if (l.reading.branch == body.branch)
            body.lines = static_cast<std::uint8_t>(body.lines | l.position.bit());
    if (const auto month = c.pillars.monthBranch()) {
        const int ahead = stepsFrom(*month, body.branch);  // 0..11
        body.progress = ahead >= 1 && ahead <= 3   ? BodyProgress::Advancing
                        : ahead >= 9               ? BodyProgress::Retreating
                                                   : BodyProgress::None;
    }
    return body;
}

ChangeFacts changeFacts(Hexagram from, Hexagram to)
{
    return {sixteenChange(palaceOf(from).palace, to),
            isHexagramReversal(from, to),
            trigramEcho(from.lower(), to.lower()),
            trigramEcho(from.upper(), to.upper()),
            changesToTomb(from.lower(), to.lower()),
            changesToTomb(from.upper(), to.upper())};
}

} // namespace

namespace {
HexagramFacts factsRule(Hexagram h)
{
    const PalacePlace place = palaceOf(h);
    const LinePos self = selfLine(place.generation);
    bool clash = true, harmony = true;
    for (int pos = 1; pos <= 3; ++pos) {
        const Branch lo = najiaOf(h, LinePos(pos)).branch, hi = najiaOf(h, LinePos(pos + 3)).branch;
        clash = clash && isClash(lo, hi);
        harmony = harmony && isSixHarmony(lo, hi);
    }
    return {h, place, self, otherLine(self), clash, harmony};
}
} // namespace

// Made once for the 64 (a chart reads two).
HexagramFacts factsOf(Hexagram h)
{
    static const std::array<HexagramFacts, Hexagram::count> table = [] {
        std::array<HexagramFacts, Hexagram::count> out{};
        for (int bits = 0; bits < Hexagram::count; ++bits) out[std::size_t(bits)] = factsRule(Hexagram(bits));
        return out;
    }();
    return table[static_cast<std::size_t>(h.bits())];
}

Hexagram primaryOf(const Cast& cast)
{
    int bits = 0;
    for (int i = 0; i < 6; ++i)
        if (isYang(cast[static_cast<std::size_t>(i)])) bits |= 1 << i;
    return Hexagram(bits);
}

Hexagram changedOf(const Cast& cast)
{
    int moving = 0;
    for (int i = 0; i < 6; ++i)
        if (isMoving(cast[static_cast<std::size_t>(i)])) moving |= 1 << i;
    return Hexagram(primaryOf(cast).bits() ^ moving);
}

Cast stillCast(Hexagram h)
{
    Cast cast{};
    for (const LinePos pos : allLines)
        cast[pos.index()] = h.isYang(pos) ? LineValue::YoungYang : LineValue::YoungYin;
    return cast;
}

namespace {
// Whose element the 變卦's 六親 are read against.
Element changedPalaceElement(Hexagram primary, Hexagram changed, const ChartSettings& settings)
{
    return palaceElementOf(settings.changedRelations == ChangedRelations::OriginalPalace ? primary : changed);
}
} // namespace

std::optional<LineReading> changedReadingAt(const Chart& chart, LinePos pos)
{
    if (!chart.changed) return std::nullopt;
    const Hexagram changed = chart.changed->hexagram;
    return readLine(najiaOf(changed, pos), changedPalaceElement(chart.primary.hexagram, changed, chart.settings));
}

Chart computeChart(const Cast& cast, const Pillars& pillars, const ChartSettings& settings)
{
    Chart c{cast, pillars, settings, factsOf(primaryOf(cast)), std::nullopt, std::nullopt, {}, {}};
    const Hexagram changed = changedOf(cast);
    if (changed != c.primary.hexagram) {
        c.changed = factsOf(changed);
        c.change = changeFacts(c.primary.hexagram, changed);
    }

    const Element pe = palaceElementOf(c.primary.hexagram);
    const Element changedPe = changedPalaceElement(c.primary.hexagram, changed, settings);
    std::uint8_t present = 0;  // bit r: relation r appears among the six lines
    for (const LinePos pos : allLines) {
        ChartLine& l = c.lines[pos.index()];
        l.position = pos;
        l.value = cast[pos.index()];
        l.reading = readLine(najiaOf(c.primary.hexagram, pos), pe);
        if (pillars.day) l.spirit = spiritOf(pillars.day->stem(), pos);
        if (l.moving()) {
            l.changed = readLine(najiaOf(changed, pos), changedPe);
            l.echo = lineEcho(l.reading.branch, l.changed->branch);
        }
        present = static_cast<std::uint8_t>(present | 1 << static_cast<int>(l.reading.relation));
    }
    for (const LinePos pos : allLines)
        c.lines[pos.index()].hidden = hiddenLine(c, pos, present);
    c.body = bodyOf(c);
    return c;
}

} // namespace najia
