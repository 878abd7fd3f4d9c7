// 農曆 (calendar/lunar.h): 定朔 months, the 中氣 leap rule, at 120°E.
#include "engine/calendar/lunar.h"

#include <QTest>

using namespace najia::calendar;
using namespace std::chrono;

namespace {
sys_days ymd(int y, unsigned m, unsigned d) { return sys_days(year(y) / month(m) / day(d)); }
} // namespace

class TestLunar : public QObject {
    Q_OBJECT
private slots:
    // Sources: the Hong Kong Observatory 公曆與農曆日期對照表 of each year and the 紫金山天文台
    // almanacs (as we know them; the leap months are the cases named in issue 9); every row also
    // agrees with lunar-javascript 1.7. 2033: the 「2033 problem」 — 13 months between the 十一月 of
    // 2033 and 2034, the first without a 中氣 is the one after 十一月, so 閏十一月 (not 閏七月).
    void dates_data()
    {
        QTest::addColumn<QDate>("civil");
        QTest::addColumn<int>("year");
        QTest::addColumn<int>("month");
        QTest::addColumn<bool>("leap");
        QTest::addColumn<int>("day");
        QTest::newRow("2033-12-22 閏十一月初一") << QDate(2033, 12, 22) << 2033 << 11 << true << 1;
        QTest::newRow("2033-12-21 十一月三十") << QDate(2033, 12, 21) << 2033 << 11 << false << 30;
        QTest::newRow("2034-01-20 十二月初一") << QDate(2034, 1, 20) << 2033 << 12 << false << 1;
        QTest::newRow("2020-05-23 閏四月初一") << QDate(2020, 5, 23) << 2020 << 4 << true << 1;
        QTest::newRow("2020-06-21 五月初一") << QDate(2020, 6, 21) << 2020 << 5 << false << 1;
        QTest::newRow("2023-03-22 閏二月初一") << QDate(2023, 3, 22) << 2023 << 2 << true << 1;
        QTest::newRow("2023-04-20 三月初一") << QDate(2023, 4, 20) << 2023 << 3 << false << 1;
        QTest::newRow("2024-02-10 春節") << QDate(2024, 2, 10) << 2024 << 1 << false << 1;
        QTest::newRow("2024-02-09 除夕") << QDate(2024, 2, 9) << 2023 << 12 << false << 30;
        QTest::newRow("2000-02-05 春節") << QDate(2000, 2, 5) << 2000 << 1 << false << 1;
        QTest::newRow("1949-10-01 八月初十") << QDate(1949, 10, 1) << 1949 << 8 << false << 10;
        QTest::newRow("1900-01-31 春節 (edge)") << QDate(1900, 1, 31) << 1900 << 1 << false << 1;
        QTest::newRow("2100-12-31 (edge)") << QDate(2100, 12, 31) << 2100 << 12 << false << 1;
    }
    void dates()
    {
        QFETCH(QDate, civil);
        QFETCH(int, year);
        QFETCH(int, month);
        QFETCH(bool, leap);
        QFETCH(int, day);
        const auto d = ymd(civil.year(), static_cast<unsigned>(civil.month()), static_cast<unsigned>(civil.day()));
        const auto l = lunarDate(d);
        QVERIFY(l.ok());
        QCOMPARE(l->year, year);
        QCOMPARE(l->month, month);
        QCOMPARE(l->leap, leap);
        QCOMPARE(l->day, day);
        const auto start = lunarMonthStart(year, month, leap);
        QVERIFY(start.ok());
        QCOMPARE(*start + days(day - 1), d);
    }

    // Invariants, 1900–2100: days run 1, 2, … 29 or 30 and then 1; each month is the next one or
    // the leap month repeating its number; 74 leap months in 201 years (7 in 19, the Metonic rate).
    void everyDayIsConsistent()
    {
        auto prev = *lunarDate(ymd(1900, 1, 1));
        int leaps = 0;
        for (sys_days d = ymd(1900, 1, 2); d <= ymd(2100, 12, 31); d += days(1)) {
            const auto l = *lunarDate(d);
            if (l.day == prev.day + 1) {
                if (l.month != prev.month || l.leap != prev.leap || l.year != prev.year) QFAIL("month changed mid-month");
            } else {
                if (l.day != 1 || (prev.day != 29 && prev.day != 30)) QFAIL(qPrintable(QString::number(d.time_since_epoch().count())));
                leaps += l.leap;
                const bool next = l.leap ? l.month == prev.month : l.month == prev.month % 12 + 1;
                if (!next) QFAIL("month out of order");
            }
            prev = l;
        }
        QCOMPARE(leaps, 74);  // 201 years × 7/19 ≈ 74
    }

    void errors()
    {
        QVERIFY(!lunarDate(ymd(1599, 12, 31)).ok());
        QVERIFY(!lunarMonthStart(2024, 2, true).ok());  // 2024 has no 閏二月
        QVERIFY(!lunarMonthStart(2024, 13, false).ok());
    }
};

QTEST_GUILESS_MAIN(TestLunar)
#include "tst_lunar.moc"
