// The cyclic value types: 天干, 地支, 干支, 五行, 八卦 — exhaustive over their domains.
#include "engine/ganzhi.h"
#include "seedtable.h"
#include "engine/terms.h"
#include "engine/trigram.h"

#include <QTest>
#include <set>
#include <type_traits>

using namespace najia;

// One byte each, and no implicit conversion to or from int.
static_assert(sizeof(Stem) == 1 && sizeof(Branch) == 1 && sizeof(GanZhi) == 1);
static_assert(sizeof(Element) == 1 && sizeof(Trigram) == 1);
static_assert(!std::is_convertible_v<int, Stem> && !std::is_convertible_v<Stem, int>);
static_assert(!std::is_convertible_v<int, Branch> && !std::is_convertible_v<Branch, int>);
static_assert(!std::is_convertible_v<int, GanZhi> && !std::is_convertible_v<GanZhi, int>);
static_assert(!std::is_convertible_v<int, Element> && !std::is_convertible_v<int, Trigram>);
static_assert(Stem::Gui + 1 == Stem::Jia && Branch::Zi - 1 == Branch::Hai);
static_assert(GanZhi(59) + 1 == GanZhi(0));

class TestCyclic : public QObject {
    Q_OBJECT
private slots:
    void stemArithmeticWraps()
    {
        for (int i = 0; i < kStemCount; ++i)
            for (int n = -25; n <= 25; ++n) {
                const Stem s = stemAt(i) + n;
                QCOMPARE(index(s), ((i + n) % 10 + 10) % 10);
                QCOMPARE(s - n, stemAt(i));
                QCOMPARE(stepsFrom(stemAt(i), s), ((n % 10) + 10) % 10);
            }
    }

    void branchArithmeticWraps()
    {
        for (int i = 0; i < kBranchCount; ++i)
            for (int n = -30; n <= 30; ++n) {
                const Branch b = branchAt(i) + n;
                QCOMPARE(index(b), ((i + n) % 12 + 12) % 12);
                QCOMPARE(b - n, branchAt(i));
            }
    }

    // 六十甲子: the pair at cycle index i is stem i mod 10 and branch i mod 12; each of the
    // sixty equal-polarity pairs occurs exactly once and the other sixty never.
    void ganZhiCycleIsTheSixtyEqualPolarityPairs()
    {
        std::set<std::pair<int, int>> seen;
        for (int i = 0; i < GanZhi::count; ++i) {
            const GanZhi g(i);
            QCOMPARE(index(g.stem()), i % 10);
            QCOMPARE(index(g.branch()), i % 12);
            QCOMPARE(g.decade(), i / 10);
            QCOMPARE(GanZhi::from(g.stem(), g.branch()), std::optional<GanZhi>(g));
            QCOMPARE(g + 60, g);
            QCOMPARE((g + 1).index(), (i + 1) % 60);
            seen.insert({index(g.stem()), index(g.branch())});
        }
        QCOMPARE(seen.size(), std::size_t(60));
        int invalid = 0;
        for (int s = 0; s < kStemCount; ++s)
            for (int b = 0; b < kBranchCount; ++b)
                if (!GanZhi::from(stemAt(s), branchAt(b))) {
                    ++invalid;
                    QVERIFY(polarity(stemAt(s)) != polarity(branchAt(b)));
                }
        QCOMPARE(invalid, 60);
    }

    // 五行相生: 木生火, 火生土, 土生金, 金生水, 水生木; 相克: 木克土, 土克水, 水克火, 火克金, 金克木.
    void elementCycles()
    {
        const std::pair<Element, Element> generatesPairs[] = {
            {Element::Wood, Element::Fire}, {Element::Fire, Element::Earth},
            {Element::Earth, Element::Metal}, {Element::Metal, Element::Water},
            {Element::Water, Element::Wood}};
        const std::pair<Element, Element> controlsPairs[] = {
            {Element::Wood, Element::Earth}, {Element::Earth, Element::Water},
            {Element::Water, Element::Fire}, {Element::Fire, Element::Metal},
            {Element::Metal, Element::Wood}};
        int generating = 0, controlling = 0;
        for (int a = 0; a < kElementCount; ++a)
            for (int b = 0; b < kElementCount; ++b) {
                const Element x = elementAt(a), y = elementAt(b);
                const bool g = std::find(std::begin(generatesPairs), std::end(generatesPairs),
                                         std::pair{x, y}) != std::end(generatesPairs);
                const bool c = std::find(std::begin(controlsPairs), std::end(controlsPairs),
                                         std::pair{x, y}) != std::end(controlsPairs);
                QCOMPARE(generates(x, y), g);
                QCOMPARE(controls(x, y), c);
                generating += g;
                controlling += c;
                // phaseRelation is the same facts seen from `x`.
                const PhaseRelation r = phaseRelation(x, y);
                QCOMPARE(r == PhaseRelation::Same, a == b);
                QCOMPARE(r == PhaseRelation::Generates, g);
                QCOMPARE(r == PhaseRelation::Controls, c);
                QCOMPARE(r == PhaseRelation::GeneratedBy, generates(y, x));
                QCOMPARE(r == PhaseRelation::ControlledBy, controls(y, x));
            }
        QCOMPARE(generating, 5);
        QCOMPARE(controlling, 5);
    }

    // 甲乙木 丙丁火 戊己土 庚辛金 壬癸水; 寅卯木 巳午火 申酉金 亥子水 辰戌丑未土.
    void elementsOfStemsAndBranches()
    {
        const char* stems = "木木火火土土金金水水";
        const char* branches = "水土木木土火火土金金土水";
        const auto se = test::row<Element>(stems);
        const auto be = test::row<Element>(branches);
        QCOMPARE(se.size(), std::size_t(10));
        QCOMPARE(be.size(), std::size_t(12));
        for (int i = 0; i < kStemCount; ++i) QCOMPARE(element(stemAt(i)), se[std::size_t(i)]);
        for (int i = 0; i < kBranchCount; ++i) QCOMPARE(element(branchAt(i)), be[std::size_t(i)]);
    }

    // Trigrams: 錯 and 綜 are involutions; 先天數 乾1 兌2 離3 震4 巽5 坎6 艮7 坤8 (易隱 卷2).
    void trigrams()
    {
        const Trigram order[] = {Trigram::Qian, Trigram::Dui, Trigram::Li, Trigram::Zhen,
                                 Trigram::Xun, Trigram::Kan, Trigram::Gen, Trigram::Kun};
        for (int n = 1; n <= 8; ++n) QCOMPARE(earlierHeavenNumber(order[n - 1]), n);
        for (int b = 0; b < kTrigramCount; ++b) {
            const Trigram t = trigramFromBits(b);
            QCOMPARE(opposite(opposite(t)), t);
            QCOMPARE(reversed(reversed(t)), t);
            QVERIFY(opposite(t) != t);
            for (int line = 0; line < 3; ++line) {
                QCOMPARE(lineIsYang(opposite(t), line), !lineIsYang(t, line));
                QCOMPARE(lineIsYang(reversed(t), line), lineIsYang(t, 2 - line));
            }
        }
        QCOMPARE(reversed(Trigram::Zhen), Trigram::Gen);
        QCOMPARE(reversed(Trigram::Xun), Trigram::Dui);
        QCOMPARE(element(Trigram::Dui), Element::Metal);
        QCOMPARE(element(Trigram::Xun), Element::Wood);
        QCOMPARE(element(Trigram::Gen), Element::Earth);
    }

};

QTEST_APPLESS_MAIN(TestCyclic)
#include "tst_cyclic.moc"
