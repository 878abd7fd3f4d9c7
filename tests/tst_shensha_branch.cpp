// The 神煞 counted from a branch (shensha/branch_rules.h, catalogue.cpp) against every row of
// 易隱 卷2 司天氏王政秘傳 (tests/data/shensha_yiyin_branch.tsv), the 驛馬 of 000 and 001 checked
// against each other, and 000's 天喜 by the month.
#include "seedtable.h"
#include "engine/shensha/catalogue.h"
#include "tsv.h"

#include "shensha_test.h"

#include <QTest>

using namespace najia;
using namespace najia::shensha;
using najia::test::readTsv;
using najia::test::row;
using najia::test::starNamed;
using najia::test::bitOf;
using namespace Qt::Literals::StringLiterals;

namespace {

Settings horseSettings(const QString& horse)
{
    Settings s;
    if (horse == u"clash"_s) s.horse = HorseRule::Clash;
    return s;
}

// The single branch a target holds.
Branch only(Target t)
{
    for (int i = 0; i < kBranchCount; ++i)
        if (t.branches == bitOf(branchAt(i))) return branchAt(i);
    qFatal("not a single branch: %x", unsigned(t.branches));
}

} // namespace

class TestShenShaBranch : public QObject {
    Q_OBJECT
private slots:
    // Each row of 001 lines 135–179, for all twelve branches.
    void yiYinRows_data()
    {
        QTest::addColumn<QString>("star");
        QTest::addColumn<QString>("horse");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("seedRow");
        for (const auto& r : readTsv(u"shensha_yiyin_branch.tsv"_s))
            QTest::newRow(qPrintable(r[u"star"_s] + u' ' + r[u"horse"_s] + u" (001 line "_s + r[u"seed_line"_s] + u')'))
                << r[u"star"_s] << r[u"horse"_s] << r[u"kind"_s] << r[u"seed_row"_s];
    }
    void yiYinRows()
    {
        QFETCH(QString, star);
        QFETCH(QString, horse);
        QFETCH(QString, kind);
        QFETCH(QString, seedRow);
        const ShenSha s = starNamed(star);
        QCOMPARE(info(s).key, Key::Branch);
        const Settings settings = horseSettings(horse);
        if (kind == u"none"_s) {
            // 魁元: named with no row (「魁元。」); carried as unknown.
            QCOMPARE(info(s).reading, Reading::Unknown);
            QVERIFY(!targetFromBranch(s, Branch::Zi).known);
            return;
        }
        if (kind == u"garbled"_s) QSKIP("checked in its own test");
        for (int i = 0; i < kBranchCount; ++i) {
            const Branch b = branchAt(i);
            const Target got = targetFromBranch(s, b, settings);
            QVERIFY(got.known);
            if (kind == u"same"_s) {
                QCOMPARE(got, targetFromBranch(starNamed(seedRow), b, settings));
            } else {
                const auto expected = row<Branch>(seedRow.toStdString());
                QCOMPARE(expected.size(), std::size_t(12));
                QCOMPARE(only(got), expected[std::size_t(i)]);
            }
        }
    }

    // 支官 and 支鬼 (001 line 163, garbled): 「丑，寅酉申卯子亥寅巳午卯，辰，月日同，未，戌」 and
    // 「辰，卯申酉寅亥子卯午巳寅，丑，月日同，戌，未」 read as 子's first branch, 丑 … 戌, 亥's first,
    // then the second branches of 子 and 亥: the branches of the controlling phase, of the other
    // polarity (正官) or the same (七殺).
    void branchOfficerAndGhost_data()
    {
        QTest::addColumn<QString>("star");
        QTest::addColumn<QString>("middle");  // 丑 … 戌
        QTest::addColumn<QString>("zi");
        QTest::addColumn<QString>("hai");
        QTest::newRow("支官") << u"支官"_s << u"寅酉申卯子亥寅巳午卯"_s << u"丑未"_s << u"辰戌"_s;
        QTest::newRow("支鬼") << u"支鬼"_s << u"卯申酉寅亥子卯午巳寅"_s << u"辰戌"_s << u"丑未"_s;
    }
    void branchOfficerAndGhost()
    {
        QFETCH(QString, star);
        QFETCH(QString, middle);
        QFETCH(QString, zi);
        QFETCH(QString, hai);
        const ShenSha s = starNamed(star);
        QCOMPARE(info(s).reading, Reading::Reconstructed);
        const auto mid = row<Branch>(middle.toStdString());
        for (int i = 1; i <= 10; ++i)
            QCOMPARE(targetFromBranch(s, branchAt(i)).branches, bitOf(mid[std::size_t(i - 1)]));
        const auto both = [](const QString& two) {
            const auto r = row<Branch>(two.toStdString());
            return std::uint16_t(bitOf(r[0]) | bitOf(r[1]));
        };
        QCOMPARE(targetFromBranch(s, Branch::Zi).branches, both(zi));
        QCOMPARE(targetFromBranch(s, Branch::Hai).branches, both(hai));
    }

    // 驛馬 in two seeds: 000 line 88 「申子辰日有寅爻，則是馬也。即申子辰馬居寅」 and 001 line 151
    // 「申子辰馬居寅午戌，寅午戌馬居申子辰，亥卯未馬居巳酉丑，巳酉丑馬居亥卯未」 (each group's horse is
    // the 沖 of its first member), and 001's 四馬 row (line 159 「寅亥申巳 …」).
    void postHorseAcrossSeeds()
    {
        for (int i = 0; i < kBranchCount; ++i) {
            const Branch b = branchAt(i);
            const Branch four = postHorse(b, HorseRule::FourHorses);
            QCOMPARE(four, clashPartner(threeHarmony(b).members[0]));
            QCOMPARE(only(targetFromBranch(ShenSha::PostHorse, b)), four);
            // 001: 「馬即沖破是也」 — under the twelve-horse rule the horse is the branch's 沖.
            Settings clash;
            clash.horse = HorseRule::Clash;
            QCOMPARE(only(targetFromBranch(ShenSha::PostHorse, b, clash)), clashPartner(b));
        }
        for (Branch b : {Branch::Shen, Branch::Zi, Branch::Chen}) QCOMPARE(postHorse(b, HorseRule::FourHorses), Branch::Yin);
        for (Branch b : {Branch::Yin, Branch::Wu, Branch::Xu}) QCOMPARE(postHorse(b, HorseRule::FourHorses), Branch::Shen);
        for (Branch b : {Branch::Hai, Branch::Mao, Branch::Wei}) QCOMPARE(postHorse(b, HorseRule::FourHorses), Branch::Si);
        for (Branch b : {Branch::Si, Branch::You, Branch::Chou}) QCOMPARE(postHorse(b, HorseRule::FourHorses), Branch::Hai);
    }

    // 001 line 147/151: 「以太歲對宮上加驛馬，逐位順去」: the twelve 馬前神煞 are consecutive
    // branches from the 驛馬, under either horse rule; under the 四馬 this is the common
    // 十二神煞 (申子辰: 劫煞巳, 華蓋辰, 將星子, 亡神亥).
    void beforeHorseIsARotation()
    {
        for (auto rule : {HorseRule::FourHorses, HorseRule::Clash}) {
            Settings st;
            st.horse = rule;
            for (int i = 0; i < kBranchCount; ++i) {
                const Branch b = branchAt(i);
                for (int k = 0; k < 12; ++k)
                    QCOMPARE(only(targetFromBranch(shenShaAt(index_of_horse() + k), b, st)), postHorse(b, rule) + k);
            }
        }
        const Branch zi = Branch::Zi;
        QCOMPARE(only(targetFromBranch(ShenSha::Robbery, zi)), Branch::Si);
        QCOMPARE(only(targetFromBranch(ShenSha::Canopy, zi)), Branch::Chen);
        QCOMPARE(only(targetFromBranch(ShenSha::GeneralStar, zi)), Branch::Zi);
        QCOMPARE(only(targetFromBranch(ShenSha::LostSpirit, zi)), Branch::Hai);
    }

    // The rows the text lays out in order (「逐位順行」) are rotations of 子 … 亥: each next
    // branch is one step on; read backward rows one step back — checked on the seed rows themselves.
    void seedRowsAreRotations()
    {
        for (const auto& r : readTsv(u"shensha_yiyin_branch.tsv"_s)) {
            if (r[u"kind"_s] != u"branch"_s) continue;
            const auto b = row<Branch>(r[u"seed_row"_s].toStdString());
            QCOMPARE(b.size(), std::size_t(12));
            const int step = stepsFrom(b[0], b[1]);
            bool uniform = true;
            for (std::size_t i = 1; i < 12; ++i) uniform = uniform && stepsFrom(b[i - 1], b[i]) == step;
            const ShenSha s = starNamed(r[u"star"_s]);
            // Rows that are not one uniform step: 唐符/國印 (period 6), 地解 (two years a branch),
            // 吞叨, 孤神, 寡宿, 陌越 (亥子丑寅 repeated) and 支刑 (the 三刑).
            const bool irregular = s == ShenSha::TangFuYear || s == ShenSha::NationalSealYear
                || s == ShenSha::EarthlyRelease || s == ShenSha::TunDao || s == ShenSha::GuChen
                || s == ShenSha::GuaSu || s == ShenSha::BranchPunishment || s == ShenSha::MoYue;
            QVERIFY2(uniform != irregular, qPrintable(r[u"star"_s]));
            if (uniform && (step == 1 || step == 11)) {  // a rotation: twelve distinct branches
                std::uint16_t seen = 0;
                for (Branch x : b) seen = static_cast<std::uint16_t>(seen | bitOf(x));
                QCOMPARE(seen, std::uint16_t(0xFFF));
            }
        }
    }

    // 天喜 by the month, 000 line 84: 「如正月起戌，二月亥，順行十二位是也」.
    void tianXiByTheMonth()
    {
        QCOMPARE(only(targetFromBranch(ShenSha::TianXiMonth, Branch::Yin)), Branch::Xu);
        QCOMPARE(only(targetFromBranch(ShenSha::TianXiMonth, Branch::Mao)), Branch::Hai);
        for (int i = 0; i < kBranchCount; ++i)
            QCOMPARE(only(targetFromBranch(ShenSha::TianXiMonth, branchAt(i) + 1)),
                     only(targetFromBranch(ShenSha::TianXiMonth, branchAt(i))) + 1);
        QVERIFY(allows(ShenSha::TianXiMonth, Basis::MonthBranch));
        QVERIFY(!allows(ShenSha::TianXiMonth, Basis::YearBranch));
    }

    // Which pillars the text allows: 月日同 rows from year, month and day; the rest from the year.
    void bases()
    {
        QVERIFY(allows(ShenSha::PostHorse, Basis::DayBranch));
        QVERIFY(allows(ShenSha::BranchHarm, Basis::MonthBranch));
        QVERIFY(!allows(ShenSha::TaiSui, Basis::DayBranch));
        QVERIFY(allows(ShenSha::TaiSui, Basis::YearBranch));
        QVERIFY(allows(ShenSha::Prosperity, Basis::DayStem));
        QVERIFY(!allows(ShenSha::Prosperity, Basis::DayBranch));
        for (int k = 0; k < kShenShaCount; ++k) QVERIFY(allows(shenShaAt(k), info(shenShaAt(k)).defaultBasis));
    }

private:
    static int index_of_horse() { return static_cast<int>(ShenSha::PostHorse); }
};

QTEST_APPLESS_MAIN(TestShenShaBranch)
#include "tst_shensha_branch.moc"
