// 干支 back to civil time (issue 40, "Charts from 干支 alone"): findPillars gives every span of the
// years searched whose pillars are those asked, and nothing else. Property tests over 1900–2100:
// the pillars of random instants, searched again, give a span holding the instant; every span's
// first and last second read as asked; spans are in order and do not overlap; a span of a day pillar
// alone is one day of the clock (23:00 to 23:00 under 子時換日), cut where a 節 changes the month.
#include "engine/calendar/pillar_search.h"

#include <QTest>

#include <random>

using namespace najia;
using namespace najia::calendar;
using namespace std::chrono;

namespace {

constexpr seconds kBeijing = hours(8);

Pillars only(const Pillars& p, bool year, bool month, bool day, bool hour)
{
    Pillars w;
    if (year) w.year = p.year;
    if (month) w.month = p.month;
    if (day) w.day = p.day;
    if (hour) w.hour = p.hour;
    return w;
}

int yearOf(sys_seconds t) { return int(year_month_day(floor<days>(t + kBeijing)).year()); }

} // namespace

class TestPillarSearch : public QObject {
    Q_OBJECT
private slots:
    void randomInstantsAreFoundAgain()
    {
        std::mt19937_64 rng(40);
        const sys_seconds first = sys_days(1900y / 1 / 1), last = sys_days(2100y / 12 / 31);
        std::uniform_int_distribution<long long> pick(first.time_since_epoch().count(), last.time_since_epoch().count());
        for (int n = 0; n < 200; ++n) {
            const sys_seconds t(seconds(pick(rng)));
            const auto at = fourPillars(t, kBeijing);
            QVERIFY(at.ok());
            const bool hour = n % 2 == 0;
            const Pillars wanted = only(at->pillars, n % 3 == 0, true, true, hour);
            const int y = yearOf(t);
            const auto spans = findPillars(wanted, y - 1, y + 1, kBeijing);
            QVERIFY(!spans.empty());
            bool holds = false;
            for (std::size_t i = 0; i < spans.size(); ++i) {
                const PillarSpan& s = spans[i];
                QVERIFY(s.from < s.to);
                if (i > 0) QVERIFY(spans[i - 1].to <= s.from);
                QVERIFY(pillarsMatch(wanted, fourPillars(s.from, kBeijing)->pillars));
                QVERIFY(pillarsMatch(wanted, fourPillars(s.to - seconds(1), kBeijing)->pillars));
                // A second outside the span reads otherwise (unless another span starts there).
                if (i + 1 == spans.size() || spans[i + 1].from != s.to)
                    QVERIFY(!pillarsMatch(wanted, fourPillars(s.to, kBeijing)->pillars));
                QVERIFY(s.to - s.from <= (hour ? hours(2) : hours(24)));
                holds = holds || (s.from <= t && t < s.to);
            }
            QVERIFY2(holds, qPrintable(QString::number(n)));
        }
    }

    // 申月 戊辰日 in 2024: the one 戊辰 day in the 申 month (立秋 08-07 … 白露 09-07) is 09-01, whose
    // day starts at 23:00 of 08-31 under 子時換日 and at 00:00 under 夜子時.
    void aBookCaseHeader()
    {
        const Pillars wanted = parsePillars("申月 戊辰日").value();
        auto spans = findPillars(wanted, 2024, 2024, kBeijing);
        QCOMPARE(spans.size(), std::size_t(1));
        QCOMPARE(spans[0].from, sys_seconds(sys_days(2024y / 8 / 31) + hours(23) - kBeijing));
        QCOMPARE(spans[0].to - spans[0].from, seconds(hours(24)));
        spans = findPillars(wanted, 2024, 2024, kBeijing, {DayBoundary::AtMidnight, std::nullopt, TrueSolarScope::AllPillars});
        QCOMPARE(spans.size(), std::size_t(1));
        QCOMPARE(spans[0].from, sys_seconds(sys_days(2024y / 9 / 1) - kBeijing));
    }

    // A day pillar on the day of a 節 is cut there: 2024-02-04 (立春 16:27 Beijing) is 戊戌; 寅月 戊戌日
    // starts at 立春, 丑月 戊戌日 ends there.
    void cutAtTheJie()
    {
        const sys_seconds lichun = solarTermsOf(2024).value()[std::size_t(index(SolarTerm::LiChun))];
        const auto after = findPillars(parsePillars("寅月 戊戌日").value(), 2024, 2024, kBeijing);
        QVERIFY(!after.empty());
        QCOMPARE(after.front().from, lichun);
        const auto before = findPillars(parsePillars("丑月 戊戌日").value(), 2024, 2024, kBeijing);
        QVERIFY(std::any_of(before.begin(), before.end(), [&](const PillarSpan& s) { return s.to == lichun; }));
    }

    // Impossible pillars (a 辛 day has no 壬子 hour: 五鼠遁 gives 戊子) are found nowhere.
    void impossiblePillarsAreNowhere()
    {
        QVERIFY(findPillars(parsePillars("辛酉日 壬子時").value(), 2000, 2010, kBeijing).empty());
    }
};

QTEST_GUILESS_MAIN(TestPillarSearch)
#include "tst_pillar_search.moc"
