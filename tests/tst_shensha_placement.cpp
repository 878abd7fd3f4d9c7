// Which pillars and chart lines the 神煞 fall on (shensha/placement.h), on the seeds' examples.
#include "engine/shensha/placement.h"
#include "base/json/shensha_json.h"

#include <QTest>

using namespace najia;
using namespace najia::shensha;

namespace {

Pillars dayOnly(int cycleIndex)
{
    Pillars p;
    p.day = GanZhi(cycleIndex);
    return p;
}

Chart chartOf(const char* digits, const Pillars& p)
{
    Cast c{};
    for (int i = 0; i < 6; ++i) c[static_cast<std::size_t>(i)] = static_cast<LineValue>(digits[i] - '0');
    return computeChart(c, p);
}

std::uint8_t linesOf(const std::vector<Placement>& all, ShenSha s)
{
    std::uint8_t mask = 0;
    for (const Placement& p : all)
        if (p.star == s) mask = static_cast<std::uint8_t>(mask | p.lines);
    return mask;
}

std::uint8_t lineBits(std::initializer_list<int> positions)
{
    std::uint8_t m = 0;
    for (int p : positions) m = static_cast<std::uint8_t>(m | (1u << (p - 1)));
    return m;
}

} // namespace

class TestShenShaPlacement : public QObject {
    Q_OBJECT
private slots:
    // 000 line 2: 「甲戌日卜卦，見丑未爻即是日貴人」. 風火家人 (987677): 卯 丑 亥 未 巳 卯.
    void nobleOnTheLinesOfJiaXuDay()
    {
        const Chart c = chartOf("987677", dayOnly(10));  // 甲戌
        QCOMPARE(c.pillars.day->stem(), Stem::Jia);
        const auto all = place(c, {{ShenSha::TianYiNoble}, false, {}});
        QCOMPARE(all.size(), std::size_t(2));  // 丑 and 未, one placement each
        QCOMPARE(linesOf(all, ShenSha::TianYiNoble), lineBits({2, 4}));
    }

    // 000 line 88: 「如甲日有寅爻，則是祿也 … 申子辰日有寅爻，則是馬也」.
    // 震為雷 (788788): 子 寅 辰 午 申 戌; on 甲子 the 祿 and the 驛馬 both fall on line 2.
    void prosperityAndHorseOnJiaZiDay()
    {
        const Chart c = chartOf("788788", dayOnly(0));  // 震為雷, 甲子
        QCOMPARE(c.lines[1].reading.branch, Branch::Yin);
        const auto all = place(c, {{ShenSha::Prosperity, ShenSha::PostHorse}, false, {}});
        QCOMPARE(linesOf(all, ShenSha::Prosperity), lineBits({2}));
        QCOMPARE(linesOf(all, ShenSha::PostHorse), lineBits({2}));
        // Under 易隱's own rule the horse of 子 is 午: line 4.
        Settings clash;
        clash.horse = HorseRule::Clash;
        QCOMPARE(linesOf(place(c, {{ShenSha::PostHorse}, false, clash}), ShenSha::PostHorse), lineBits({4}));
    }

    // The items a sheet lists (issue 15): one per star, its values, then its lines in ASCII
    // brackets so that a PDF's text extracts as typed. 000 line 2's 甲戌日 with 丑未 on 家人's
    // lines 2 and 4; 「甲祿在寅」 (001 line 125) is on none of 卯 丑 亥 未 巳 卯.
    void sheetItemsListTheLinesInBrackets()
    {
        const Chart c = chartOf("987677", dayOnly(10));  // 甲戌
        const auto all = place(c, {{ShenSha::TianYiNoble, ShenSha::Prosperity}, false, {}});
        QCOMPARE(base::placementItems(all, Script::Traditional),
                 QStringList({QStringLiteral("天乙貴人 丑未 [2 4]"), QStringLiteral("干祿 寅")}));
        QCOMPARE(base::placementItems(all, Script::Simplified),
                 QStringList({QStringLiteral("天乙贵人 丑未 [2 4]"), QStringLiteral("干禄 寅")}));
    }

    // Pillars: a star counted from the day falls on the pillars carrying its branch.
    void pillarsCarryingTheBranch()
    {
        const auto p = parsePillars("甲辰 丙寅 辛酉 壬子");
        QVERIFY(p.ok());
        const auto all = place(*p, {{ShenSha::TianYiNoble, ShenSha::TaiSui}, false, {}});
        // 辛: 午寅 — 寅 is the month's branch. 太歲 from the year 辰 falls on the year.
        bool sawYin = false;
        for (const Placement& pl : all) {
            if (pl.star == ShenSha::TianYiNoble && pl.target.hasBranch(Branch::Yin)) {
                sawYin = true;
                QCOMPARE(pl.pillars, std::uint8_t(1u << int(PillarSlot::Month)));
            }
            if (pl.star == ShenSha::TaiSui) QCOMPARE(pl.pillars, std::uint8_t(1u << int(PillarSlot::Year)));
        }
        QVERIFY(sawYin);
    }

    // Bases: by default one per star; with allBases every basis the text allows and the pillars know.
    void bases()
    {
        const auto p = parsePillars("甲辰 丙寅 辛酉 壬子");
        QVERIFY(p.ok());
        QCOMPARE(place(*p, {{ShenSha::PostHorse}, false, {}}).size(), std::size_t(1));
        QCOMPARE(place(*p, {{ShenSha::PostHorse}, true, {}}).size(), std::size_t(3));  // year, month, day
        QCOMPARE(place(*p, {{ShenSha::Prosperity}, true, {}}).size(), std::size_t(2));  // year and day stem
        // 「卯月 戊寅日」: no year, a month branch alone.
        const auto q = parsePillars("卯月 戊寅日");
        QVERIFY(q.ok());
        const auto horse = place(*q, {{ShenSha::PostHorse}, true, {}});
        QCOMPARE(horse.size(), std::size_t(2));
        QCOMPARE(std::get<Branch>(horse[0].from), Branch::Mao);
    }

    // 學堂貴人 is a whole 干支: 甲 → 己亥 falls only on a 己亥 line. 離 inner lines are 己卯 己丑 己亥.
    void wholePairNeedsStemAndBranch()
    {
        const Chart c = chartOf("987677", dayOnly(0));  // 家人: line 3 is 己亥
        QCOMPARE(c.lines[2].reading.stem, Stem::Ji);
        QCOMPARE(linesOf(place(c, {{ShenSha::StudyHall}, false, {}}), ShenSha::StudyHall), lineBits({3}));
    }

    // 003: 晝 陽貴, 夜 陰貴. 考原: 甲 陽未 陰丑. With a 午 hour only 未; with a 子 hour only 丑; other
    // schools keep both.
    void nobleByDayOrNight()
    {
        Pillars p = dayOnly(0);  // 甲子
        Settings kaoyuan;
        kaoyuan.noble = NobleSchool::KaoYuan;
        p.hour = GanZhi(30);  // 甲午
        auto all = place(p, {{ShenSha::TianYiNoble}, false, kaoyuan});
        QCOMPARE(all.size(), std::size_t(1));
        QVERIFY(all[0].target.hasBranch(Branch::Wei));
        p.hour = GanZhi(0);  // 甲子
        all = place(p, {{ShenSha::TianYiNoble}, false, kaoyuan});
        QCOMPARE(all.size(), std::size_t(1));
        QVERIFY(all[0].target.hasBranch(Branch::Chou));
        kaoyuan.nobleByHour = false;
        QCOMPARE(place(p, {{ShenSha::TianYiNoble}, false, kaoyuan}).size(), std::size_t(2));
        QCOMPARE(place(p, {{ShenSha::TianYiNoble}, false, {}}).size(), std::size_t(2));
    }

    // Every star of the catalogue places on every day of the cycle without failing, and the
    // common set is part of it.
    void wholeCatalogueOnEveryDay()
    {
        for (int d = 0; d < 60; ++d) {
            Pillars p;
            p.year = GanZhi(d * 7);
            p.month = GanZhi(d * 11 + 2);
            p.day = GanZhi(d);
            p.hour = GanZhi(d + 3);
            const auto all = place(chartOf("987677", p), {{}, true, {}});
            QVERIFY(all.size() > std::size_t(kShenShaCount));
        }
        QCOMPARE(commonSet().size(), std::size_t(11));
    }
};

QTEST_APPLESS_MAIN(TestShenShaPlacement)
#include "tst_shensha_placement.moc"
