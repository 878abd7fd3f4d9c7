// 納甲, 六親, 六神: the rules of najia.h against 易隱 卷2's tables (seed 001).
#include "engine/chart.h"
#include "seedtable.h"
#include "tsv.h"

#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;
using najia::test::row;

class TestNajia : public QObject {
    Q_OBJECT
private slots:
    // tests/data/yiyin_najia.tsv, from seed 001 line 63 (the 離 column's 巳 read as 己).
    void najiaMatchesYiYinTable_data()
    {
        QTest::addColumn<QString>("trigram");
        QTest::addColumn<QString>("innerStem");
        QTest::addColumn<QString>("innerBranches");
        QTest::addColumn<QString>("outerStem");
        QTest::addColumn<QString>("outerBranches");
        const auto rows = test::readTsv(u"yiyin_najia.tsv"_s);
        QCOMPARE(rows.size(), 8);
        for (const auto& r : rows)
            QTest::newRow(qPrintable(r[u"trigram"_s]))
                << r[u"trigram"_s] << r[u"inner_stem"_s] << r[u"inner_branches"_s]
                << r[u"outer_stem"_s] << r[u"outer_branches"_s];
    }
    void najiaMatchesYiYinTable()
    {
        QFETCH(QString, trigram);
        QFETCH(QString, innerStem);
        QFETCH(QString, innerBranches);
        QFETCH(QString, outerStem);
        QFETCH(QString, outerBranches);
        const auto t = parseTerm<Trigram>(trigram.toStdString());
        QVERIFY(t);
        const auto inner = row<Branch>(QString(innerBranches).remove(u' ').toStdString());
        const auto outer = row<Branch>(QString(outerBranches).remove(u' ').toStdString());
        QCOMPARE(inner.size(), std::size_t(3));
        QCOMPARE(outer.size(), std::size_t(3));
        for (const LinePos pos : allLines) {
            const StemBranch sb = najiaOf(*t, pos);
            const QString stem = pos.inner() ? innerStem : outerStem;
            QCOMPARE(sb.stem, parseTerm<Stem>(stem.toStdString()).value());
            QCOMPARE(sb.branch, pos.inner() ? inner[pos.index()] : outer[pos.index() - 3]);
        }
    }

    // The eight pure hexagrams' 干支 as 易隱 lists them top-down (yiyin_palaces.tsv).
    void pureHexagramsTopDown()
    {
        for (const auto& r : test::readTsv(u"yiyin_palaces.tsv"_s)) {
            if (r[u"order"_s] != u"0"_s) continue;
            const Trigram t = parseTerm<Trigram>(r[u"palace"_s].toStdString()).value();
            const QStringList pairs = r[u"najia_top_down"_s].split(u' ');
            QCOMPARE(pairs.size(), 6);
            for (const LinePos pos : allLines) {
                const auto g = parseGanZhi(pairs[6 - pos.number()].toStdString());
                QVERIFY(g);
                const StemBranch sb = najiaOf(Hexagram(t, t), pos);
                QCOMPARE(sb.stem, g->stem());
                QCOMPARE(sb.branch, g->branch());
            }
        }
    }

    // 「其法皆自下而上」 (易隱 卷2, seed 001 line 63): every hexagram takes lines 1–3 from its lower
    // trigram's pure hexagram and 4–6 from its upper's, whose 干支 the test above checks against the
    // seed. Over all 64 × 6 lines, so that the table najiaOf reads is laid out the right way round.
    void everyHexagramTakesItsTrigramsNajia()
    {
        for (int bits = 0; bits < Hexagram::count; ++bits) {
            const Hexagram h(bits);
            for (const LinePos pos : allLines) {
                const Trigram t = pos.inner() ? h.lower() : h.upper();
                QCOMPARE(najiaOf(h, pos), najiaOf(Hexagram(t, t), pos));
            }
        }
        // 風地觀 (坤 below, 巽 above), bottom up: 乙未 乙巳 乙卯 from 坤's inner column, 辛未 辛巳 辛卯
        // from 巽's outer one.
        const Hexagram guan(Trigram::Kun, Trigram::Xun);
        const char* expected[] = {"乙未", "乙巳", "乙卯", "辛未", "辛巳", "辛卯"};
        for (const LinePos pos : allLines) {
            const StemBranch sb = najiaOf(guan, pos);
            QCOMPARE(name(GanZhi::from(sb.stem, sb.branch).value()), std::string(expected[pos.index()]));
        }
    }

    // 六親 (卜筮正宗; 易隱 卷2): 生我者父母, 我生者子孫, 克我者官鬼, 我克者妻財, 比和者兄弟 — over all
    // 25 pairs of palace and line element.
    void relationsOverAllPhases()
    {
        for (int p = 0; p < kElementCount; ++p)
            for (int l = 0; l < kElementCount; ++l) {
                const Element pe = elementAt(p), le = elementAt(l);
                const Relation r = relationTo(pe, le);
                QCOMPARE(r == Relation::Parent, generates(le, pe));
                QCOMPARE(r == Relation::Offspring, generates(pe, le));
                QCOMPARE(r == Relation::Officer, controls(le, pe));
                QCOMPARE(r == Relation::Wealth, controls(pe, le));
                QCOMPARE(r == Relation::Sibling, p == l);
            }
        // 乾宮 (金): 子水 子孫, 寅木 妻財, 辰土 父母, 午火 官鬼, 申金 兄弟.
        const Element metal = Element::Metal;
        QCOMPARE(relationTo(metal, element(Branch::Zi)), Relation::Offspring);
        QCOMPARE(relationTo(metal, element(Branch::Yin)), Relation::Wealth);
        QCOMPARE(relationTo(metal, element(Branch::Chen)), Relation::Parent);
        QCOMPARE(relationTo(metal, element(Branch::Wu)), Relation::Officer);
        QCOMPARE(relationTo(metal, element(Branch::Shen)), Relation::Sibling);
    }

    // 易隱 卷2 line 95: 「甲乙起青龍，丙丁起朱雀，戊日起勾陳，巳[己]日起騰蛇，庚辛起白虎，壬癸起玄武。
    // 六位輪轉俱從下起至上」 — all 10 day stems × 6 lines.
    void spiritsFromTheDayStem()
    {
        const char* firsts[] = {"青龍", "青龍", "朱雀", "朱雀", "勾陳", "螣蛇", "白虎", "白虎", "玄武", "玄武"};
        for (int s = 0; s < kStemCount; ++s) {
            const auto first = parseTerm<Spirit>(firsts[s]);
            QVERIFY(first);
            for (const LinePos pos : allLines)
                QCOMPARE(spiritOf(stemAt(s), pos),
                         static_cast<Spirit>((static_cast<int>(*first) + pos.number() - 1) % 6));
            // The six lines carry six different spirits.
            QCOMPARE(spiritOf(stemAt(s), LinePos(6)), static_cast<Spirit>((static_cast<int>(*first) + 5) % 6));
        }
        QCOMPARE(spiritOf(Stem::Ji, LinePos(1)), Spirit::SoaringSerpent);
        QCOMPARE(spiritOf(Stem::Ji, LinePos(2)), Spirit::WhiteTiger);
        QCOMPARE(spiritOf(Stem::Gui, LinePos(6)), Spirit::WhiteTiger);
    }
};

QTEST_APPLESS_MAIN(TestNajia)
#include "tst_najia.moc"
