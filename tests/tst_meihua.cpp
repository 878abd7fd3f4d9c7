// 梅花 casting by time and numbers (casting/meihua.h): the 先天數 against 易隱 卷2 (001 line 103), the
// worked examples of tests/data/meihua_examples.tsv (梅花易數 卷一 觀梅占 and the remainder
// conventions), the lunar inputs of real instants, and number casting.
#include "engine/calendar/lunar.h"
#include "engine/casting/meihua.h"
#include "engine/hexagram_names.h"
#include "seedtable.h"
#include "tsv.h"

#include <QTest>

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;
using namespace std::chrono;

namespace {

template <class E> E one(const QString& text)
{
    const auto v = parseTerm<E>(text.toStdString());
    if (!v) qFatal("unknown term %s", qPrintable(text));
    return *v;
}

calendar::sys_seconds shanghai(int y, unsigned m, unsigned d, int hh, int mm)
{
    return calendar::sys_seconds(sys_days(year(y) / month(m) / day(d))) + hours(hh) + minutes(mm) - hours(8);
}

} // namespace

class TestMeihua : public QObject {
    Q_OBJECT
private slots:
    // 001 line 103: 「乾一，兌二，離三，震四，巽五，坎六，艮七，坤八」.
    void earlierHeavenNumbers()
    {
        const auto rows = test::readTsv(u"yiyin_xiantian_numbers.tsv"_s);
        QCOMPARE(rows.size(), 8);
        for (const auto& r : rows) {
            const Trigram t = one<Trigram>(r[u"trigram"_s]);
            const int n = r[u"number"_s].toInt();
            QCOMPARE(earlierHeavenNumber(t), n);
            QCOMPARE(trigramOfEarlierHeavenNumber(n), t);
        }
    }

    void remainderConventions()
    {
        for (int total = 1; total <= 200; ++total) {
            const int r8 = total % 8 == 0 ? 8 : total % 8;
            const int r6 = total % 6 == 0 ? 6 : total % 6;
            QCOMPARE(earlierHeavenNumber(trigramOfTotal(total)), r8);
            QCOMPARE(movingLineOfTotal(total).number(), r6);
        }
    }

    void workedExamples_data()
    {
        QTest::addColumn<int>("row");
        const auto rows = test::readTsv(u"meihua_examples.tsv"_s);
        for (int i = 0; i < rows.size(); ++i) QTest::newRow(qPrintable(rows[i][u"case"_s])) << i;
    }
    void workedExamples()
    {
        QFETCH(int, row);
        const auto r = test::readTsv(u"meihua_examples.tsv"_s)[row];
        const MeihuaTime t{one<Branch>(r[u"year_branch"_s]), r[u"lunar_month"_s].toInt(), r[u"lunar_day"_s].toInt(),
                           one<Branch>(r[u"hour_branch"_s])};
        const MeihuaResult m = meihuaByTime(t);
        QCOMPARE(m.upperTotal, r[u"upper_total"_s].toInt());
        QCOMPARE(m.lowerTotal, r[u"lower_total"_s].toInt());
        QCOMPARE(m.upper, one<Trigram>(r[u"upper"_s]));
        QCOMPARE(m.lower, one<Trigram>(r[u"lower"_s]));
        QCOMPARE(m.moving.number(), r[u"moving"_s].toInt());
        const Cast cast = castOf(m);
        QCOMPARE(primaryOf(cast), *parseHexagram(r[u"hexagram"_s].toStdString()));
        for (const LinePos pos : allLines) QCOMPARE(isMoving(cast[pos.index()]), pos == m.moving);
    }

    // 2025-01-16 is 甲辰年十二月十七日 (najia-cli lunar); 16:00 is 申時: the 觀梅 inputs, giving 澤火革.
    void guanMeiOnARealDate()
    {
        const auto t = meihuaTimeAt(shanghai(2025, 1, 16, 16, 0), hours(8), {}, MeihuaYear::LunarNewYear);
        QVERIFY(t.ok());
        QCOMPARE(*t, (MeihuaTime{Branch::Chen, 12, 17, Branch::Shen}));
        const Cast cast = castOf(meihuaByTime(*t));
        QCOMPARE(primaryOf(cast), *parseHexagram("澤火革"));
        QCOMPARE(cast[0], LineValue::OldYang);
    }

    // Between 立春 (2024-02-04) and 春節 (2024-02-10) the lunar year is still 癸卯 while the pillar
    // year is already 甲辰: the setting chooses.
    void yearBranchSetting()
    {
        const auto at = shanghai(2024, 2, 5, 12, 0);  // 癸卯年十二月廿六日 午時
        const auto lunar = meihuaTimeAt(at, hours(8), {}, MeihuaYear::LunarNewYear);
        const auto spring = meihuaTimeAt(at, hours(8), {}, MeihuaYear::SpringStart);
        QCOMPARE(*lunar, (MeihuaTime{Branch::Mao, 12, 26, Branch::Wu}));
        QCOMPARE(*spring, (MeihuaTime{Branch::Chen, 12, 26, Branch::Wu}));
    }

    // 23:30 is 子時. With 子時換日 (default) it belongs to the next day, lunar day included; with 夜子時
    // the day stays.
    void dayBoundary()
    {
        const auto at = shanghai(2025, 1, 16, 23, 30);
        const auto at23 = meihuaTimeAt(at, hours(8), {}, MeihuaYear::LunarNewYear);
        calendar::PillarOptions midnight;
        midnight.dayBoundary = calendar::DayBoundary::AtMidnight;
        const auto at0 = meihuaTimeAt(at, hours(8), midnight, MeihuaYear::LunarNewYear);
        QCOMPARE(*at23, (MeihuaTime{Branch::Chen, 12, 18, Branch::Zi}));
        QCOMPARE(*at0, (MeihuaTime{Branch::Chen, 12, 17, Branch::Zi}));
    }

    void outOfRange()
    {
        QVERIFY(!meihuaTimeAt(shanghai(1500, 1, 1, 12, 0), hours(8), {}, MeihuaYear::LunarNewYear).ok());
    }

    // Every combination of inputs gives one hexagram with exactly one moving line.
    void everyTimeInputCasts()
    {
        for (int y = 0; y < 12; ++y)
            for (int m = 1; m <= 12; ++m)
                for (int d = 1; d <= 30; ++d)
                    for (int h = 0; h < 12; ++h) {
                        const MeihuaResult r = meihuaByTime({branchAt(y), m, d, branchAt(h)});
                        const Cast cast = castOf(r);
                        int moving = 0;
                        for (LineValue v : cast) moving += isMoving(v) ? 1 : 0;
                        if (moving != 1 || primaryOf(cast) != Hexagram(r.lower, r.upper))
                            QFAIL("bad cast");
                    }
    }

    void numbers_data()
    {
        QTest::addColumn<QString>("numbers");
        QTest::addColumn<int>("rule");  // 0 sum, 1 third
        QTest::addColumn<QString>("hexagram");
        QTest::addColumn<int>("moving");
        // 5 → 巽 above, 3 → 離 below, 8 mod 6 = 2: 風火家人, 二爻.
        QTest::newRow("5 3") << u"5 3"_s << 0 << u"風火家人"_s << 2;
        // 16 → 0 → 坤, 9 → 1 → 乾, 25 mod 6 = 1: 地天泰, 初爻.
        QTest::newRow("16 9") << u"16 9"_s << 0 << u"地天泰"_s << 1;
        // Three numbers: 5 + 3 + 4 = 12 → 6 (sum); or 4 alone (third).
        QTest::newRow("5 3 4 sum") << u"5 3 4"_s << 0 << u"風火家人"_s << 6;
        QTest::newRow("5 3 4 third") << u"5 3 4"_s << 1 << u"風火家人"_s << 4;
    }
    void numbers()
    {
        QFETCH(QString, numbers);
        QFETCH(int, rule);
        QFETCH(QString, hexagram);
        QFETCH(int, moving);
        std::vector<int> v;
        for (const QString& n : numbers.split(u' ')) v.push_back(n.toInt());
        const auto r = meihuaByNumbers(v, rule ? NumberMoving::Third : NumberMoving::Sum);
        QVERIFY(r.ok());
        QCOMPARE(primaryOf(castOf(*r)), *parseHexagram(hexagram.toStdString()));
        QCOMPARE(r->moving.number(), moving);
    }

    void badNumbers()
    {
        QVERIFY(!meihuaByNumbers({5}).ok());
        QVERIFY(!meihuaByNumbers({5, 3, 4, 1}).ok());
        QVERIFY(!meihuaByNumbers({0, 3}).ok());
        QVERIFY(!meihuaByNumbers({5, -3}).ok());
    }
};

QTEST_APPLESS_MAIN(TestMeihua)
#include "tst_meihua.moc"
