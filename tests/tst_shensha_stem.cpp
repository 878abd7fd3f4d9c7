// The 神煞 counted from a stem (shensha/stem_rules.h, catalogue.cpp) against 易隱 卷2
// 司天氏王政秘傳 (tests/data/shensha_yiyin_stem.tsv), and the 天乙貴人 of seeds 000, 001 and 003
// (tests/data/shensha_noble.tsv), cross-checked with each other.
#include "seedtable.h"
#include "engine/shensha/catalogue.h"
#include "engine/shensha/stem_rules.h"
#include "tsv.h"

#include "shensha_test.h"

#include <QTest>

#include <set>

using namespace najia;
using namespace najia::shensha;
using najia::test::readTsv;
using najia::test::row;
using najia::test::starNamed;
using najia::test::bitOf;
using namespace Qt::Literals::StringLiterals;

namespace {

std::optional<NobleSchool> schoolNamed(const QString& name)
{
    if (name == u"table"_s) return NobleSchool::Verse;  // 000's table repeats the verse
    return parseTerm<NobleSchool>(name.toStdString());
}

} // namespace

class TestShenShaStem : public QObject {
    Q_OBJECT
private slots:
    // Every row of 易隱 卷2 司天氏王政秘傳 counted from the stem (seed 001 lines 123–131).
    void yiYinRows_data()
    {
        QTest::addColumn<QString>("star");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("seedRow");
        for (const auto& r : readTsv(u"shensha_yiyin_stem.tsv"_s))
            QTest::newRow(qPrintable(r[u"star"_s] + u" (001 line "_s + r[u"seed_line"_s] + u')'))
                << r[u"star"_s] << r[u"kind"_s] << r[u"row"_s];
    }
    void yiYinRows()
    {
        QFETCH(QString, star);
        QFETCH(QString, kind);
        QFETCH(QString, seedRow);
        const ShenSha s = starNamed(star);
        QCOMPARE(info(s).key, Key::Stem);
        const QStringList parts = seedRow.split(u'，');
        if (kind == u"garbled"_s) QSKIP("checked in its own test");
        for (int i = 0; i < kStemCount; ++i) {
            const Stem st = stemAt(i);
            const Target t = targetFromStem(s, st);
            QVERIFY(t.known);
            const auto at = [&](int part) { return parts[part].mid(i, 1).toStdString(); };
            if (kind == u"branch"_s) {
                QCOMPARE(t.branches, bitOf(row<Branch>(at(0)).at(0)));
            } else if (kind == u"stem"_s) {
                QCOMPARE(t.stems, std::uint16_t(1u << index(row<Stem>(at(0)).at(0))));
            } else if (kind == u"element"_s) {
                QCOMPARE(t.elements, std::uint8_t(1u << index(row<Element>(at(0)).at(0))));
            } else if (kind == u"branch2"_s) {
                QCOMPARE(parts.size(), 2);
                QCOMPARE(t.branches, std::uint16_t(bitOf(row<Branch>(at(0)).at(0)) | bitOf(row<Branch>(at(1)).at(0))));
            } else if (kind == u"pair"_s || kind == u"stem_branch"_s) {
                QCOMPARE(t.pair, kind == u"pair"_s);
                QCOMPARE(t.stems, std::uint16_t(1u << index(row<Stem>(at(0)).at(0))));
                QCOMPARE(t.branches, bitOf(row<Branch>(at(1)).at(0)));
            } else {
                QFAIL("unknown kind");
            }
        }
    }

    // 福星貴人 (001 line 127, garbled: 「寅，丑子，酉申未午巳辰卯，亥戌」) is 003's 福星貴人
    // (lines 307–313: 「日干生時干 … 甲日寅時必為丙寅乙日丑時亥時必為丁丑丁亥丙日子時戌時必為戊子戊戌 …
    // 癸日卯時必為乙卯」): the seed's first ten characters, in order, are the first such hour of
    // each stem, and 亥戌 the second hours of 乙 and 丙.
    void fortuneStarRebuiltFromXieJi()
    {
        const auto first = row<Branch>("寅丑子酉申未午巳辰卯");
        for (int i = 0; i < kStemCount; ++i) {
            const Stem s = stemAt(i);
            const Target t = targetFromStem(ShenSha::FortuneStar, s);
            QVERIFY(t.hasBranch(first[std::size_t(i)]));
            const Branch second = s == Stem::Yi ? Branch::Hai : Branch::Xu;
            const bool two = s == Stem::Yi || s == Stem::Bing;
            QCOMPARE(std::popcount(t.branches), two ? 2 : 1);
            if (two) QVERIFY(t.hasBranch(second));
            // 003: the hour's 五鼠遁 stem is the day stem's 食神 (甲→丙 … 癸→乙).
            for (int h = 0; h < kBranchCount; ++h)
                QCOMPARE(t.hasBranch(branchAt(h)), calendar::hourGanZhi(s, branchAt(h)).stem() == s + 2);
        }
        QCOMPARE(info(ShenSha::FortuneStar).reading, Reading::Reconstructed);
    }

    // 地財 (001 line 131: 「未戌，酉申子亥卯寅午巳，丑辰」): twelve characters for ten stems and no
    // stated rule; carried as unknown rather than guessed.
    void earthlyWealthIsUnknown()
    {
        QCOMPARE(info(ShenSha::EarthlyWealth).reading, Reading::Unknown);
        for (int i = 0; i < kStemCount; ++i) QVERIFY(!targetFromStem(ShenSha::EarthlyWealth, stemAt(i)).known);
    }

    // 天官貴人 (003 lines 289–296): 「酉中有辛甲之官也故甲日酉 … 丑未中有己壬之官也故壬日丑未
    // 辰戌中有戊癸之官也故癸日辰戌」.
    void heavenlyOfficialOfXieJi()
    {
        const auto one = row<Branch>("酉申子亥卯寅午巳");
        for (int i = 0; i < 8; ++i)
            QCOMPARE(targetFromStem(ShenSha::HeavenlyOfficial, stemAt(i)).branches, bitOf(one[std::size_t(i)]));
        QCOMPARE(targetFromStem(ShenSha::HeavenlyOfficial, Stem::Ren).branches,
                 std::uint16_t(bitOf(Branch::Chou) | bitOf(Branch::Wei)));
        QCOMPARE(targetFromStem(ShenSha::HeavenlyOfficial, Stem::Gui).branches,
                 std::uint16_t(bitOf(Branch::Chen) | bitOf(Branch::Xu)));
    }

    // The 天乙貴人 of every school against its seed (tests/data/shensha_noble.tsv).
    void nobleSchools_data()
    {
        QTest::addColumn<QString>("school");
        QTest::addColumn<bool>("split");
        QTest::addColumn<QString>("day");
        QTest::addColumn<QString>("night");
        for (const auto& r : readTsv(u"shensha_noble.tsv"_s))
            QTest::newRow(qPrintable(r[u"school"_s] + u" ("_s + r[u"seed"_s] + u" line "_s + r[u"seed_lines"_s] + u')'))
                << r[u"school"_s] << (r[u"split"_s] == u"1"_s) << r[u"day"_s] << r[u"night"_s];
    }
    void nobleSchools()
    {
        QFETCH(QString, school);
        QFETCH(bool, split);
        QFETCH(QString, day);
        QFETCH(QString, night);
        const auto sc = schoolNamed(school);
        QVERIFY(sc);
        const auto d = row<Branch>(day.toStdString()), n = row<Branch>(night.toStdString());
        QCOMPARE(d.size(), std::size_t(10));
        QCOMPARE(n.size(), std::size_t(10));
        for (int i = 0; i < kStemCount; ++i) {
            const Nobles got = nobles(stemAt(i), *sc);
            const Branch a = d[std::size_t(i)], b = n[std::size_t(i)];
            if (split) {
                QCOMPARE(got.day, a);
                QCOMPARE(got.night, b);
            } else {
                QCOMPARE((std::set{got.day, got.night}), (std::set{a, b}));
            }
        }
    }

    // Cross-checks: 001's row is 000's 虎易 note, and each of 003's two orders gives the same two
    // branches per stem; the 000 verse differs from them only in 庚 (午寅 for 丑未).
    void nobleSchoolsAgree()
    {
        for (int i = 0; i < kStemCount; ++i) {
            const Stem s = stemAt(i);
            const auto set = [&](NobleSchool sc) {
                const Nobles n = nobles(s, sc);
                return std::set{n.day, n.night};
            };
            QCOMPARE(set(NobleSchool::HuYiNote), set(NobleSchool::SiTian));
            QCOMPARE(set(NobleSchool::KaoYuan), set(NobleSchool::SiTian));
            QCOMPARE(set(NobleSchool::CaoZhenGui), set(NobleSchool::SiTian));
            QCOMPARE(set(NobleSchool::Verse) == set(NobleSchool::SiTian), s != Stem::Geng);
            QVERIFY(nobles(s).day != nobles(s).night);
            // 003: 「辰戌為魁罡之位故貴人不臨」.
            QVERIFY(!isNoble(s, Branch::Chen) && !isNoble(s, Branch::Xu));
        }
        // 003: 「丑未為天乙貴人出入之門」: the 陽貴 walk starts and ends next to 丑, the 陰貴 next to 未.
        QCOMPARE(kaoYuanYang(Stem::Wu), Branch::Chou);
        QCOMPARE(kaoYuanYin(Stem::Wu), Branch::Wei);
    }

    // Every stem rule has a known target for every stem, in the catalogue's key.
    void everyStemStarIsTotal()
    {
        for (int k = 0; k < kShenShaCount; ++k) {
            const ShenSha s = shenShaAt(k);
            if (info(s).key != Key::Stem) continue;
            for (int i = 0; i < kStemCount; ++i) {
                const Target t = targetFromStem(s, stemAt(i));
                QCOMPARE(t.known, info(s).reading != Reading::Unknown);
                if (t.known) QVERIFY(t.branches || t.stems || t.elements);
            }
        }
    }

    void namesAreUniqueAndRoundTrip()
    {
        for (int k = 0; k < kShenShaCount; ++k)
            for (auto script : {Script::Traditional, Script::Simplified, Script::English})
                QCOMPARE(parseTerm<ShenSha>(name(shenShaAt(k), script)), shenShaAt(k));
    }

    void typesAreStrict()
    {
        static_assert(!std::is_convertible_v<int, ShenSha>);
        static_assert(!std::is_convertible_v<ShenSha, int>);
    }
};

QTEST_APPLESS_MAIN(TestShenShaStem)
#include "tst_shensha_stem.moc"
