// 京房十六變, 反吟/伏吟, 卦化墓絕, 間爻, 十二長生 and 納音 against 易隱 卷2 (seed 001) and the
// standard 納音 table.
#include "engine/hexagram_changes.h"
#include "engine/hexagram_names.h"
#include "engine/life_stage.h"
#include "engine/nayin.h"
#include "engine/palace.h"
#include "seedtable.h"
#include "tsv.h"

#include <QTest>
#include <set>
#include <vector>

using namespace najia;
using namespace Qt::Literals::StringLiterals;
using najia::test::row;

namespace {
Hexagram hexagramNamed(const QString& fullName)
{
    const auto h = parseHexagram(fullName.toStdString());
    if (!h) qFatal("unknown hexagram name");
    return *h;
}
} // namespace

class TestChanges : public QObject {
    Q_OBJECT
private slots:
    // tests/data/yiyin_sixteen_changes.tsv: 易隱 卷2 line 51, the 8 × 8 table.
    void sixteenChangesMatchYiYin()
    {
        const auto rows = test::readTsv(u"yiyin_sixteen_changes.tsv"_s);
        QCOMPARE(rows.size(), 64);
        for (const auto& r : rows) {
            const Trigram palace = parseTerm<Trigram>(r[u"palace"_s].toStdString()).value();
            const auto kind = static_cast<SixteenChange>(int(SixteenChange::OuterWarning) + r[u"position"_s].toInt() - 1);
            const auto got = sixteenChange(palace, hexagramNamed(r[u"full_name"_s]));
            QVERIFY2(got == kind, qPrintable(r[u"palace"_s] + u' ' + r[u"full_name"_s]));
        }
        // Each palace has exactly sixteen named changes; every hexagram is an outside change of
        // exactly one palace.
        int outside[64] = {};
        for (Trigram p : kPalaceOrder) {
            int named = 0;
            for (int b = 0; b < 64; ++b)
                if (auto c = sixteenChange(p, Hexagram(b))) {
                    ++named;
                    if (*c >= SixteenChange::OuterWarning) ++outside[b];
                }
            QCOMPARE(named, 16);
        }
        for (int n : outside) QCOMPARE(n, 1);
    }

    // 易隱 卷2 line 35: 「反吟謙共剝，歸妹與隨同，小畜之為姤，既之未濟宮」.
    void hexagramReversalMatchesYiYin()
    {
        int listed = 0;
        for (const auto& r : test::readTsv(u"yiyin_fanyin.tsv"_s)) {
            const Hexagram from = hexagramNamed(r[u"hexagram_full"_s]), to = hexagramNamed(r[u"changed_full"_s]);
            QVERIFY(isHexagramReversal(from, to));
            QVERIFY(isHexagramReversal(to, from));
            ++listed;
        }
        QCOMPARE(listed, 4);
        int ordered = 0;  // the four listed pairs, each read both ways, and nothing else
        for (int a = 0; a < 64; ++a)
            for (int b = 0; b < 64; ++b) ordered += isHexagramReversal(Hexagram(a), Hexagram(b));
        QCOMPARE(ordered, 8);
    }

    void echoes()
    {
        QCOMPARE(trigramEcho(Trigram::Qian, Trigram::Xun), Echo::Reversal);
        QCOMPARE(trigramEcho(Trigram::Kan, Trigram::Li), Echo::Reversal);
        QCOMPARE(trigramEcho(Trigram::Qian, Trigram::Zhen), Echo::Repetition);
        QCOMPARE(trigramEcho(Trigram::Zhen, Trigram::Qian), Echo::Repetition);
        int reversals = 0, repetitions = 0;
        for (int a = 0; a < 8; ++a)
            for (int b = 0; b < 8; ++b) {
                const Echo e = trigramEcho(trigramFromBits(a), trigramFromBits(b));
                reversals += e == Echo::Reversal;
                repetitions += e == Echo::Repetition;
            }
        QCOMPARE(reversals, 8);
        QCOMPARE(repetitions, 2);
        QCOMPARE(lineEcho(Branch::Zi, Branch::Wu), Echo::Reversal);
        QCOMPARE(lineEcho(Branch::Zi, Branch::Zi), Echo::Repetition);
        QCOMPARE(lineEcho(Branch::Zi, Branch::Chou), Echo::None);
    }

    // tests/data/yiyin_hua_mu_jue.tsv: 「墓絕離化乾，坎艮坤之巽，乾兌變入艮，震巽化為坤」 — exactly
    // these eight of the 56 changes of trigram.
    void changesToTombMatchYiYin()
    {
        std::set<std::pair<int, int>> listed;
        for (const auto& r : test::readTsv(u"yiyin_hua_mu_jue.tsv"_s))
            listed.insert({bits(parseTerm<Trigram>(r[u"from"_s].toStdString()).value()),
                           bits(parseTerm<Trigram>(r[u"to"_s].toStdString()).value())});
        QCOMPARE(listed.size(), std::size_t(8));
        for (int a = 0; a < 8; ++a)
            for (int b = 0; b < 8; ++b)
                QCOMPARE(changesToTomb(trigramFromBits(a), trigramFromBits(b)), listed.count({a, b}) == 1);
    }

    // sectorOf lists exactly the branches sectorHolds accepts, in the order of the twelve, for all 8 × 12.
    void sectorListsItsBranches()
    {
        for (int t = 0; t < 8; ++t) {
            const Trigram trigram = trigramFromBits(t);
            std::vector<Branch> held;
            for (int b = 0; b < 12; ++b)
                if (sectorHolds(trigram, branchAt(b))) held.push_back(branchAt(b));
            const Sector s = sectorOf(trigram);
            QCOMPARE(std::vector<Branch>(s.begin(), s.end()), held);
        }
        QCOMPARE(sectorOf(Trigram::Kan).count, 1);  // 坎 子
        QCOMPARE(sectorOf(Trigram::Gen).branches, (std::array{Branch::Chou, Branch::Yin}));  // 艮 丑寅
    }

    // 000 定間爻歌: 「世應當中兩間爻」.
    void betweenLinesLieBetween()
    {
        for (const LinePos self : allLines) {
            const LinePos other = otherLine(self);
            for (const LinePos pos : betweenLines(self)) {
                QVERIFY(std::min(self, other) < pos && pos < std::max(self, other));
            }
        }
    }

    // 易隱 卷2 line 115: the stage rows for 金, 木, 水土, 火 from 長生 to 養.
    void lifeStagesMatchYiYin()
    {
        const std::pair<Element, const char*> rows[] = {
            {Element::Metal, "巳午未申酉戌亥子丑寅卯辰"}, {Element::Wood, "亥子丑寅卯辰巳午未申酉戌"},
            {Element::Water, "申酉戌亥子丑寅卯辰巳午未"}, {Element::Earth, "申酉戌亥子丑寅卯辰巳午未"},
            {Element::Fire, "寅卯辰巳午未申酉戌亥子丑"}};
        for (auto [e, text] : rows) {
            const auto branches = row<Branch>(text);
            QCOMPARE(branches.size(), std::size_t(12));
            for (int s = 0; s < kLifeStageCount; ++s) {
                QCOMPARE(stageBranch(e, static_cast<LifeStage>(s)), branches[std::size_t(s)]);
                QCOMPARE(lifeStage(e, branches[std::size_t(s)]), static_cast<LifeStage>(s));
            }
        }
        // 火土同宮: 土 follows 火.
        QCOMPARE(lifeStage(Element::Earth, Branch::Xu, EarthStages::WithFire), LifeStage::Tomb);
        QCOMPARE(lifeStage(Element::Earth, Branch::Chen, EarthStages::WithWater), LifeStage::Tomb);
    }

    // 易隱 卷2 line 99's arithmetic against the standard table (tests/data/nayin.tsv), all 60;
    // and its worked examples: 甲子乙丑 「餘得五，屬土，土生金」, 丙寅丁卯 「餘得三，屬木，木生火」.
    void nayinArithmeticMatchesTheTable()
    {
        const auto rows = test::readTsv(u"nayin.tsv"_s);
        QCOMPARE(rows.size(), 60);
        for (const auto& r : rows) {
            const GanZhi g(r[u"index"_s].toInt());
            QCOMPARE(QString::fromStdString(name(g)), r[u"ganzhi"_s]);
            QCOMPARE(nayinElement(g), parseTerm<Element>(r[u"element"_s].toStdString()).value());
            QCOMPARE(QString::fromUtf8(nayinName(g)), r[u"nayin"_s]);
            QCOMPARE(QString::fromUtf8(nayinName(g, true)), r[u"nayin_simplified"_s]);
        }
        QCOMPARE(nayinElement(GanZhi(0)), Element::Metal);
        QCOMPARE(nayinElement(GanZhi(3)), Element::Fire);
    }
};

QTEST_APPLESS_MAIN(TestChanges)
#include "tst_changes.moc"
