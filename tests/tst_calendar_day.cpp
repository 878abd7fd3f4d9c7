// The day count (julian_day.h), the day pillar (day_pillar.h), 旬空 and 月破 (xunkong.h).
#include "engine/calendar/day_pillar.h"
#include "engine/calendar/xunkong.h"
#include "seedtable.h"
#include "engine/terms.h"

#include <QTest>

using namespace najia;
using namespace najia::calendar;
using namespace std::chrono;
using namespace Qt::Literals::StringLiterals;

static_assert(julianDayNumber(sys_days(year(2000) / 1 / 1)) == 2451545);  // Meeus ch. 7
static_assert(julianDayNumber(sys_days(year(1970) / 1 / 1)) == 2440588);
static_assert(julianDate(sys_seconds(seconds(0))) == 2440587.5);
static_assert(dayGanZhi(sys_days(year(2000) / 1 / 1)) == GanZhi(54));  // 戊午

class TestCalendarDay : public QObject {
    Q_OBJECT
private slots:
    // Day pillars of known dates. Sources: 2000-01-01 戊午 (stated in issue 9 and in every
    // almanac); 1949-10-01 甲子 and 1900-01-01 甲戌 as printed in the 紫金山天文台 萬年曆 and the Hong
    // Kong Observatory 公曆與農曆日期對照表 (quoted from memory of those tables); all rows also agree
    // with the independent npm package lunar-javascript 1.7 (Lunar.getDayInGanZhi), checked once.
    void dayPillar_data()
    {
        QTest::addColumn<int>("y");
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("d");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1600-01-01 (first day)") << 1600 << 1 << 1 << u"辛酉"_s;
        QTest::newRow("1644-06-06") << 1644 << 6 << 6 << u"己丑"_s;
        QTest::newRow("1840-06-28") << 1840 << 6 << 28 << u"戊午"_s;
        QTest::newRow("1900-01-01") << 1900 << 1 << 1 << u"甲戌"_s;
        QTest::newRow("1912-01-01") << 1912 << 1 << 1 << u"丙子"_s;
        QTest::newRow("1949-10-01") << 1949 << 10 << 1 << u"甲子"_s;
        QTest::newRow("1970-01-01") << 1970 << 1 << 1 << u"辛巳"_s;
        QTest::newRow("2000-01-01") << 2000 << 1 << 1 << u"戊午"_s;
        QTest::newRow("2008-08-08") << 2008 << 8 << 8 << u"庚辰"_s;
        QTest::newRow("2100-12-31") << 2100 << 12 << 31 << u"丁未"_s;
        QTest::newRow("2400-12-31 (last day)") << 2400 << 12 << 31 << u"庚申"_s;
    }
    void dayPillar()
    {
        QFETCH(int, y);
        QFETCH(int, m);
        QFETCH(int, d);
        QFETCH(QString, expected);
        const sys_days day{year(y) / month(static_cast<unsigned>(m)) / std::chrono::day(static_cast<unsigned>(d))};
        QCOMPARE(QString::fromStdString(name(dayGanZhi(day))), expected);
    }

    // Every day of the range: civil date → day count → JDN → civil date, and the day pillar
    // advances by one each day.
    void everyDayRoundTrips()
    {
        GanZhi expected = dayGanZhi(kFirstDay);
        int count = 0;
        for (sys_days d = kFirstDay; d <= kLastDay; d += days{1}) {
            const year_month_day ymd{d};
            if (!ymd.ok() || sys_days(ymd) != d) QFAIL("civil round trip");
            if (fromJulianDayNumber(julianDayNumber(d)) != d) QFAIL("JDN round trip");
            if (dayGanZhi(d) != expected) QFAIL("day pillar skipped");
            expected = expected + 1;
            ++count;
        }
        QCOMPARE(count, 292'560);  // 801 years × 365 + 195 leap days
        QVERIFY(!inRange(kFirstDay - days{1}) && !inRange(kLastDay + days{1}));
    }

    // Seed 000 §五十一 六甲旬空起例 「甲子旬中戌亥空，甲寅旬中子丑空，甲辰旬中寅卯空，甲午旬中辰巳空，甲申旬中午未空，
    // 甲戌旬中申酉空」, read as (旬首, 空) rows; every pair of each 旬 shares its 空.
    void voidBranches_data()
    {
        QTest::addColumn<QString>("head");
        QTest::addColumn<QString>("voids");
        QTest::newRow("甲子旬") << u"甲子"_s << u"戌亥"_s;
        QTest::newRow("甲寅旬") << u"甲寅"_s << u"子丑"_s;
        QTest::newRow("甲辰旬") << u"甲辰"_s << u"寅卯"_s;
        QTest::newRow("甲午旬") << u"甲午"_s << u"辰巳"_s;
        QTest::newRow("甲申旬") << u"甲申"_s << u"午未"_s;
        QTest::newRow("甲戌旬") << u"甲戌"_s << u"申酉"_s;
    }
    void voidBranches()
    {
        QFETCH(QString, head);
        QFETCH(QString, voids);
        const auto h = parseGanZhi(head.toStdString());
        QVERIFY(h);
        const auto expected = test::row<Branch>(voids.toStdString());
        QCOMPARE(expected.size(), std::size_t(2));
        for (int i = 0; i < 10; ++i) {
            const GanZhi g = *h + i;
            const auto v = calendar::voidBranches(g);
            QCOMPARE(v[0], expected[0]);
            QCOMPARE(v[1], expected[1]);
            // No pair of the decade carries a void branch.
            for (int j = 0; j < 10; ++j) QVERIFY(!isVoid((*h + j).branch(), g));
        }
    }

    // Seed 000 §五十二 月破定例: 「建寅破申 … 建卯破酉 … 建辰破戌 … 建巳破亥 … 建午破子 … 建未破丑 … 建申破寅 …
    // 建酉破卯 … 建戌破辰 … 建亥破巳 … 建子破午 … 建丑破未」.
    void monthBreak()
    {
        const auto rulers = test::row<Branch>("寅卯辰巳午未申酉戌亥子丑");
        const auto breaks = test::row<Branch>("申酉戌亥子丑寅卯辰巳午未");
        QCOMPARE(rulers.size(), std::size_t(12));
        QCOMPARE(breaks.size(), std::size_t(12));
        for (std::size_t i = 0; i < 12; ++i) QCOMPARE(calendar::monthBreak(rulers[i]), breaks[i]);
    }
};

QTEST_GUILESS_MAIN(TestCalendarDay)
#include "tst_calendar_day.moc"
