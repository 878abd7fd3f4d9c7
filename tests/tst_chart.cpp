// The whole chart: worked cases from the seeds, checked cell by cell, and properties over all
// 64 hexagrams and all 4096 casts' shapes.
#include "engine/chart.h"
#include "engine/terms.h"

#include <QTest>

using namespace najia;

namespace {

Cast castOf(const char* digits)  // 初爻 first
{
    Cast c{};
    for (int i = 0; i < 6; ++i) c[std::size_t(i)] = static_cast<LineValue>(digits[i] - '0');
    return c;
}

Pillars pillars(const char* text) { return parsePillars(text).value(); }

std::string reading(const LineReading& r)
{
    return std::string(name(r.relation)) + std::string(name(r.stem)) + std::string(name(r.branch)) +
           std::string(name(r.element));
}

} // namespace

class TestChart : public QObject {
    Q_OBJECT
private slots:
    // Hexagram(int) takes 0–63 and nothing else (issue 13: it used to mask 64 into 坤, -1 into 乾).
    void hexagramBitsRange()
    {
        for (int b = 0; b < 64; ++b) {
            QCOMPARE(Hexagram::fromBits(b)->bits(), b);
            QCOMPARE(Hexagram(b).opposite().opposite(), Hexagram(b));
            QCOMPARE(Hexagram(b).opposite().bits(), 63 - b);
        }
        for (int bad : {-1, 64, 65, 127, -64})
            QVERIFY(!Hexagram::fromBits(bad));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, Hexagram(64));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, Hexagram(-1));
    }
    // 易冒 卷4 (seed 002, 天干合化): 「辛卯年丙申月丙子日，占子存亡，得觀之萃，以為子孫不現 …
    // 亥月值於所變之亥」. 觀 (風地觀, 乾宮四世) has no 子孫; line 4 changes to 亥 水, a 子孫.
    void guanToCui()
    {
        // 觀: lines 1–3 坤 (陰陰陰), 4 陰, 5–6 陽; lines 4 and 6 move to give 萃 (澤地萃).
        const Chart c = computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日"));
        QCOMPARE(c.primary.place, (PalacePlace{Trigram::Qian, Generation::Fourth}));
        QCOMPARE(c.primary.self.number(), 4);
        QCOMPARE(c.primary.other.number(), 1);
        QVERIFY(c.changed);
        QCOMPARE(c.changed->place, (PalacePlace{Trigram::Dui, Generation::Second}));
        const char* expected[] = {"父母乙未土", "官鬼乙巳火", "妻財乙卯木",
                                  "父母辛未土", "官鬼辛巳火", "妻財辛卯木"};
        for (int i = 0; i < 6; ++i) QCOMPARE(reading(c.lines[std::size_t(i)].reading), std::string(expected[i]));
        for (const ChartLine& l : c.lines) QVERIFY(l.reading.relation != Relation::Offspring);  // 子孫不現
        // 變爻: line 4 未 → 丁亥 水 子孫 (read against 乾 金); line 6 卯 → 丁未 土 父母.
        QCOMPARE(reading(*c.lines[3].changed), std::string("子孫丁亥水"));
        QCOMPARE(reading(*c.lines[5].changed), std::string("父母丁未土"));
        QVERIFY(!c.lines[0].changed && !c.lines[4].changed);
        // 伏神 (首卦 乾為天): the missing 子孫 甲子水 under line 1, 兄弟 壬申金 under line 5.
        QVERIFY(c.lines[0].hidden && c.lines[4].hidden);
        QCOMPARE(reading(c.lines[0].hidden->reading), std::string("子孫甲子水"));
        QCOMPARE(c.lines[0].hidden->feiFu, FeiFu::Suppressed);  // 飛 未土 克 伏 子水: 傷身
        QCOMPARE(reading(c.lines[4].hidden->reading), std::string("兄弟壬申金"));
        QCOMPARE(c.lines[4].hidden->feiFu, FeiFu::Suppressed);  // 飛 巳火 克 伏 申金
        for (int i : {1, 2, 3, 5}) QVERIFY(!c.lines[std::size_t(i)].hidden);
        // 六神 of a 丙 day start from 朱雀 at 初爻.
        QCOMPARE(c.lines[0].spirit, std::optional<Spirit>(Spirit::VermilionBird));
        QCOMPARE(c.lines[5].spirit, std::optional<Spirit>(Spirit::AzureDragon));
        // 卦身: 世 (line 4) is 陰 → count from 午 at 初爻: 午未申酉 → 酉, absent from the lines.
        QCOMPARE(c.body.branch, Branch::You);
        QCOMPARE(c.body.lines, std::uint8_t(0));
        // 申月: 酉 is the next month → 進度.
        QCOMPARE(c.body.progress, BodyProgress::Advancing);
    }

    // The full 變卦 column: 萃's six lines (坤 乙未 乙巳 乙卯 inside, 兌 丁亥 丁酉 丁未 outside, 易隱
    // 卷2's 納甲), read against 觀's palace 乾 金 under the default setting, against 萃's own 兌 金
    // (the same element here) otherwise; the moving lines' agree with their `changed`.
    void fullChangedColumnOfGuanToCui()
    {
        const Chart c = computeChart(castOf("888679"), pillars("辛卯年 丙申月 丙子日"));
        const char* expected[] = {"父母乙未土", "官鬼乙巳火", "妻財乙卯木",
                                  "子孫丁亥水", "兄弟丁酉金", "父母丁未土"};
        for (const LinePos pos : allLines) QCOMPARE(reading(*changedReadingAt(c, pos)), std::string(expected[pos.index()]));
        QVERIFY(!changedReadingAt(computeChart(castOf("888877"), {}), LinePos(1)));  // still: no 變卦
    }

    // Over all 4096 casts: the 變卦 column read against its own palace is the 本卦 column of the
    // 變卦 cast still (another path through the engine), and against the 本卦's palace it keeps the
    // 納甲 and reads the relation from the 本卦's palace element; moving lines agree with `changed`.
    void fullChangedColumnOverAllCasts()
    {
        for (int n = 0; n < 4096; ++n) {
            Cast cast{};
            for (int i = 0; i < 6; ++i) cast[std::size_t(i)] = static_cast<LineValue>(6 + (n >> (2 * i) & 3));
            const Chart own = computeChart(cast, {}, {ChangedRelations::OwnPalace, HiddenMethod::HeadAbsent, BodyMethod::Month});
            const Chart original = computeChart(cast, {});
            if (!own.changed) {
                QVERIFY(!changedReadingAt(own, LinePos(1)));
                continue;
            }
            const Chart still = computeChart(stillCast(own.changed->hexagram), {});
            const Element palace = palaceElement(palaceOf(original.primary.hexagram).palace);
            for (const LinePos pos : allLines) {
                const ChartLine& l = original.line(pos);
                QCOMPARE(*changedReadingAt(own, pos), still.line(pos).reading);
                const LineReading r = *changedReadingAt(original, pos);
                QCOMPARE(r.branch, still.line(pos).reading.branch);
                QCOMPARE(r.relation, relationTo(palace, r.element));
                if (l.changed) QCOMPARE(r, *l.changed);
            }
        }
    }

    // 易隱 卷2 (郭景純曰): 「如益卦世下伏酉金鬼 …又如復之謙卦，世下伏未土兄弟，化入辰墓」.
    // Both cases read by 易隱's own 八卦互伏 method.
    void yiYinHiddenExamples()
    {
        const ChartSettings pairs{ChangedRelations::OriginalPalace, HiddenMethod::TrigramPairs, BodyMethod::Month};
        // 益 (風雷益, 巽宮三世): 世 on line 3; hidden 辛酉 金 官鬼 beneath it.
        const Chart yi = computeChart(castOf("788877"), {}, pairs);
        QCOMPARE(yi.primary.place, (PalacePlace{Trigram::Xun, Generation::Third}));
        QCOMPARE(yi.primary.self.number(), 3);
        QCOMPARE(reading(yi.lines[2].hidden->reading), std::string("官鬼辛酉金"));
        // The 首卦 method finds the same hidden 官鬼, as 官鬼 is absent from 益's lines.
        const Chart yiHead = computeChart(castOf("788877"), {});
        QCOMPARE(reading(yiHead.lines[2].hidden->reading), std::string("官鬼辛酉金"));

        // 復 (地雷復, 坤宮一世) with lines 1 and 3 moving → 謙 (地山謙): 世 on line 1, hidden 乙未 土 兄弟,
        // and the line changes to 辰 (土's 墓).
        const Chart fu = computeChart(castOf("986888"), {}, pairs);
        QCOMPARE(fu.primary.place, (PalacePlace{Trigram::Kun, Generation::First}));
        QCOMPARE(fu.primary.self.number(), 1);
        QCOMPARE(reading(fu.lines[0].hidden->reading), std::string("兄弟乙未土"));
        QCOMPARE(fu.lines[0].changed->branch, Branch::Chen);
        QCOMPARE(fu.changed->place, (PalacePlace{Trigram::Dui, Generation::Fifth}));
        // 八卦互伏 hides a line under every line (坤 under 震 inside, 坤 under 坤 → 乾 outside).
        for (const ChartLine& l : fu.lines) QVERIFY(l.hidden);
        QCOMPARE(fu.lines[5].hidden->reading.stem, Stem::Ren);
        // Under the 首卦 method 兄弟 is present (辰 on line 3), so nothing hides under line 1.
        QVERIFY(!computeChart(castOf("986888"), {}).lines[0].hidden);
    }

    // 易隱 卷2 世身: 「子午持世身居初，丑未持世身居二，寅申持世身居三，卯酉持世身居四，辰戌持世身居五，
    // 巳亥持世身居六」 — over all 64 hexagrams.
    void selfBodyOverAllHexagrams()
    {
        const ChartSettings self{ChangedRelations::OriginalPalace, HiddenMethod::HeadAbsent, BodyMethod::Self};
        for (int b = 0; b < 64; ++b) {
            Cast cast{};
            for (int i = 0; i < 6; ++i) cast[std::size_t(i)] = (b >> i & 1) ? LineValue::YoungYang : LineValue::YoungYin;
            const Chart c = computeChart(cast, {}, self);
            const Branch shiBranch = c.line(c.primary.self).reading.branch;
            const int expectedLine = index(shiBranch) % 6 + 1;
            QCOMPARE(c.body.lines, std::uint8_t(1 << (expectedLine - 1)));
        }
    }

    // 月卦身 over all 64: 「陰世則從五月起，陽世則從十一月起，俱從初爻上，數至世」 (易隱 卷2).
    void monthBodyOverAllHexagrams()
    {
        for (int b = 0; b < 64; ++b) {
            const Hexagram h(b);
            const HexagramFacts f = factsOf(h);
            Cast cast{};
            for (const LinePos p : allLines) cast[p.index()] = h.isYang(p) ? LineValue::YoungYang : LineValue::YoungYin;
            const Chart c = computeChart(cast, {});
            const Branch start = h.isYang(f.self) ? Branch::Zi : Branch::Wu;
            QCOMPARE(c.body.branch, start + (f.self.number() - 1));
            for (const ChartLine& l : c.lines)
                QCOMPARE(l.position.in(c.body.lines), l.reading.branch == c.body.branch);
        }
        // 「假如正月卜卦，月卦屬二三四月為進度，屬十二十一十月為退度」: 乾 (世 6 陽: 子→巳, 四月).
        const Cast qian = castOf("777777");
        QCOMPARE(computeChart(qian, pillars("寅月 甲子日")).body.progress, BodyProgress::Advancing);
        QCOMPARE(computeChart(qian, pillars("午月 甲子日")).body.progress, BodyProgress::Retreating);
        QCOMPARE(computeChart(qian, pillars("亥月 甲子日")).body.progress, BodyProgress::None);
    }

    // 六沖卦 and 六合卦 by the line pairs' branches: the eight 八純 and 天雷無妄, 雷天大壯 clash
    // (000 虎易注: 「本宮首卦，如乾卦，即是六沖卦」); the six-harmony set is the usual eight
    // (天地否, 地天泰, 水澤節, 澤水困, 山火賁, 火山旅, 地雷復, 雷地豫).
    void sixClashAndSixHarmony()
    {
        int clashes = 0, harmonies = 0;
        for (int b = 0; b < 64; ++b) {
            const HexagramFacts f = factsOf(Hexagram(b));
            clashes += f.sixClash;
            harmonies += f.sixHarmony;
            if (f.place.generation == Generation::Pure) QVERIFY(f.sixClash);
        }
        QCOMPARE(clashes, 10);
        QVERIFY(factsOf(Hexagram(Trigram::Zhen, Trigram::Qian)).sixClash);  // 天雷無妄
        QVERIFY(factsOf(Hexagram(Trigram::Qian, Trigram::Zhen)).sixClash);  // 雷天大壯
        QCOMPARE(harmonies, 8);
        for (auto [lower, upper] : {std::pair{Trigram::Kun, Trigram::Qian}, {Trigram::Qian, Trigram::Kun},
                                    {Trigram::Dui, Trigram::Kan}, {Trigram::Kan, Trigram::Dui},
                                    {Trigram::Li, Trigram::Gen}, {Trigram::Gen, Trigram::Li},
                                    {Trigram::Zhen, Trigram::Kun}, {Trigram::Kun, Trigram::Zhen}})
            QVERIFY(factsOf(Hexagram(lower, upper)).sixHarmony);
    }

    // Properties: 錯 and 綜 are involutions; all six moving gives the 錯卦; no moving line, no
    // 變卦; 變卦 六親 by the original palace vs its own.
    void properties()
    {
        for (int b = 0; b < 64; ++b) {
            const Hexagram h(b);
            QCOMPARE(h.opposite().opposite(), h);
            QCOMPARE(h.reversed().reversed(), h);
            Cast allMoving{}, still{};
            for (const LinePos p : allLines) {
                allMoving[p.index()] = h.isYang(p) ? LineValue::OldYang : LineValue::OldYin;
                still[p.index()] = h.isYang(p) ? LineValue::YoungYang : LineValue::YoungYin;
            }
            QCOMPARE(changedOf(allMoving), h.opposite());
            QCOMPARE(primaryOf(stillCast(h)), h);
            QCOMPARE(changedOf(stillCast(h)), h);
            const Chart moving = computeChart(allMoving, {});
            QCOMPARE(moving.changed->hexagram, h.opposite());
            QVERIFY(!computeChart(still, {}).changed);
            const Chart own = computeChart(allMoving, {}, {ChangedRelations::OwnPalace, HiddenMethod::HeadAbsent, BodyMethod::Month});
            const Element ownPalace = palaceElement(palaceOf(h.opposite()).palace);
            const Element original = palaceElement(palaceOf(h).palace);
            for (int i = 0; i < 6; ++i) {
                const LineReading& r = *moving.lines[std::size_t(i)].changed;
                QCOMPARE(r.relation, relationTo(original, r.element));
                QCOMPARE(own.lines[std::size_t(i)].changed->relation, relationTo(ownPalace, r.element));
            }
            // 首卦 all: every line has a hidden line, equal to the palace head's line.
            const Chart all = computeChart(still, {}, {ChangedRelations::OriginalPalace, HiddenMethod::HeadAll, BodyMethod::Month});
            const Trigram p = palaceOf(h).palace;
            for (const LinePos pos : allLines) {
                const StemBranch head = najiaOf(Hexagram(p, p), pos);
                QCOMPARE(all.line(pos).hidden->reading.branch, head.branch);
            }
            // 首卦 absent: a hidden line appears exactly where the head's relation is missing.
            const Chart absent = computeChart(still, {});
            for (const ChartLine& l : absent.lines) {
                const Relation headRel = all.line(l.position).hidden->reading.relation;
                bool present = false;
                for (const ChartLine& m : absent.lines) present = present || m.reading.relation == headRel;
                QCOMPARE(bool(l.hidden), !present);
            }
        }
        // 互卦 of 乾 is 乾; of 既濟 is 未濟.
        QCOMPARE(Hexagram(Trigram::Qian, Trigram::Qian).nuclear(), Hexagram(Trigram::Qian, Trigram::Qian));
        QCOMPARE(Hexagram(Trigram::Li, Trigram::Kan).nuclear(), Hexagram(Trigram::Kan, Trigram::Li));
    }

    // 飛伏 over all 25 phase pairs (易隱 卷2 範疇曰): 「伏克飛為出暴，飛克伏則傷身。伏生飛曰洩氣，
    // 飛生伏而叨生。飛伏比和，則相助而吉也」.
    void feiFuOverAllPhases()
    {
        for (int f = 0; f < kElementCount; ++f)
            for (int h = 0; h < kElementCount; ++h) {
                const Element fly = elementAt(f), hid = elementAt(h);
                const FeiFu r = feiFu(fly, hid);
                QCOMPARE(r == FeiFu::Emerges, controls(hid, fly));
                QCOMPARE(r == FeiFu::Suppressed, controls(fly, hid));
                QCOMPARE(r == FeiFu::Drains, generates(hid, fly));
                QCOMPARE(r == FeiFu::Nourished, generates(fly, hid));
                QCOMPARE(r == FeiFu::Allied, f == h);
            }
    }

    void pillarsParsing()
    {
        const auto p = parsePillars("甲辰 丙寅 辛酉 壬子");
        QVERIFY(p);
        QCOMPARE(name(*p->hour), std::string("壬子"));
        const auto partial = parsePillars("卯月戊寅日");
        QVERIFY(partial);
        QCOMPARE(partial->monthBranch(), std::optional<Branch>(Branch::Mao));
        QCOMPARE(name(*partial->day), std::string("戊寅"));
        QVERIFY(!partial->year && !partial->hour && !partial->month);
        QVERIFY(!parsePillars("甲辰 丙寅 辛酉"));
        QVERIFY(!parsePillars("甲丑日"));
        QVERIFY(!parsePillars("卯日"));  // a branch alone only for the month
        QVERIFY(!parsePillars("卯月 戊寅日 xyz"));
        // A pillar named twice is refused, not overwritten by the later one (issue 21).
        QCOMPARE(parsePillars("卯月 戊寅日 辰月").error(), std::string("the 月 pillar is given twice"));
        QVERIFY(!parsePillars("丙寅月 卯月"));
        QVERIFY(!parsePillars("甲辰年 乙巳年"));
        QVERIFY(!parsePillars("卯年 甲辰年"));  // a branch-alone year, then a full one
        // Eight Latin words are not four pillars, though they fill the places of four CJK pairs.
        QVERIFY(!parsePillars("Jia Zi Yi Hai Ji Hai Ren Zi"));
        QVERIFY(parsePillars("Jia-Zi Yi-Hai Ji-Hai Ren-Zi"));
    }

    // The usual form (four CJK pairs, single spaces) is cut at fixed places; it reads as the same
    // pillars as any other spacing, for every 干支 in every place.
    void pillarsUsualFormReadsAsAnyOther()
    {
        for (int g = 0; g < 60; ++g) {
            const GanZhi y(g), m((g + 1) % 60), d((g + 7) % 60), h((g + 13) % 60);
            const std::string usual = name(y) + ' ' + name(m) + ' ' + name(d) + ' ' + name(h);
            const std::string spaced = name(y) + "  " + name(m) + '\t' + name(d) + ' ' + name(h) + ' ';
            const auto a = parsePillars(usual), b = parsePillars(spaced);
            QVERIFY(a && b);
            for (const Pillars* p : {&*a, &*b}) {
                QCOMPARE(p->year, std::optional<GanZhi>(y));
                QCOMPARE(p->month, std::optional<GanZhi>(m));
                QCOMPARE(p->day, std::optional<GanZhi>(d));
                QCOMPARE(p->hour, std::optional<GanZhi>(h));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestChart)
#include "tst_chart.moc"
