// Property tests of fourPillars (calendar/four_pillars.h): the cached engine against a reference
// that recomputes every solar term afresh (solarTermJde, no cache) and counts days and hours by
// its own arithmetic — over random instants in random order, at every 節 of 1900–2100 to the
// second, and through China's daylight saving 1986–1991 (the civil-time path of najia-cli
// pillars, chart --at and the app: base::parseCivil, then the standard offset).
#include "engine/calendar/delta_t.h"
#include "engine/calendar/four_pillars.h"
#include "base/options/civil_time.h"

#include <QTest>
#include <QTimeZone>

#include <map>
#include <random>

using namespace najia;
using namespace najia::calendar;
using namespace std::chrono;
using namespace Qt::Literals::StringLiterals;

namespace {

// Each year's 節 recomputed from the ephemeris, independent of solarTermsOf's cache.
const std::array<sys_seconds, 12>& referenceJie(int y)
{
    static std::map<int, std::array<sys_seconds, 12>> memo;
    auto [it, fresh] = memo.try_emplace(y);
    if (fresh)
        for (int k = 0; k < 12; ++k) {
            const double jde = solarTermJde(y, solarTermAt(2 * k));
            it->second[static_cast<std::size_t>(k)] =
                fromJulianDate(jde - deltaTSecondsAtJd(jde) / kSecondsPerDay);
        }
    return it->second;
}

// The reference pillars: scan the 節 of three years for the last one at or before `utc`; the
// year is that of the last 立春 passed; the day counts from 2000-01-01 戊午 (index 54); the hour
// branch from the clock, its stem by 五鼠遁 as 2 × day stem + branch (mod 10).
Pillars reference(sys_seconds utc, seconds offset, DayBoundary boundary)
{
    const int y = int(year_month_day(floor<days>(utc)).year());
    sys_seconds lastJie = sys_seconds::min();
    int lastJieIndex = 0, pillarYear = y - 2;
    for (int yy = y - 1; yy <= y + 1; ++yy)
        for (int k = 0; k < 12; ++k) {
            const sys_seconds t = referenceJie(yy)[static_cast<std::size_t>(k)];
            if (t > utc) continue;
            if (t >= lastJie) lastJie = t, lastJieIndex = k;
            if (k == 1) pillarYear = std::max(pillarYear, yy);  // 立春 is the second 節
        }
    const GanZhi yearPillar((pillarYear - 1984) % 60 + 60);
    const Branch monthBranch = branchAt(lastJieIndex + 1);  // 小寒 丑, 立春 寅 …
    // 五虎遁: the 寅 month's stem is 2 × (year stem mod 5) + 2.
    const int monthStem = (2 * (index(yearPillar.stem()) % 5) + 2 + (index(monthBranch) - 2 + 12) % 12) % 10;

    const sys_seconds clock = utc + offset;
    const sys_days date = floor<days>(clock);
    const int hour = int((clock - date).count() / 3600);
    const auto dayIndex = [](sys_days d) {
        return int((((d - sys_days(2000y / 1 / 1)).count() + 54) % 60 + 60) % 60);
    };
    const sys_days dayPillarDate = boundary == DayBoundary::At23 && hour == 23 ? date + days(1) : date;
    const GanZhi dayPillar(dayIndex(dayPillarDate));
    const GanZhi hourDay(dayIndex(hour == 23 ? date + days(1) : date));
    const int hourBranch = ((hour + 1) / 2) % 12;
    const int hourStem = (2 * index(hourDay.stem()) + hourBranch) % 10;

    Pillars p;
    p.year = yearPillar;
    p.month = *GanZhi::from(stemAt(monthStem), monthBranch);
    p.day = dayPillar;
    p.hour = *GanZhi::from(stemAt(hourStem), branchAt(hourBranch));
    return p;
}

QString show(const Pillars& p)
{
    return QString::fromStdString(name(*p.year) + " " + name(*p.month) + " " + name(*p.day) + " "
                                  + name(*p.hour));
}

bool samePillars(const Pillars& a, const Pillars& b)
{
    return a.year == b.year && a.month == b.month && a.day == b.day && a.hour == b.hour;
}

} // namespace

class TestPillarsProperty : public QObject {
    Q_OBJECT
private slots:
    // 20,000 random instants 1900–2100 and 2,000 over 1600–2400, random order, random offsets
    // (quarter hours within ±14 h) and both day boundaries.
    void randomInstants()
    {
        std::mt19937_64 rng(20261129);
        const auto from = [](int y) { return sys_seconds(sys_days(year(y) / 1 / 2)).time_since_epoch().count(); };
        for (int i = 0; i < 22000; ++i) {
            const bool wide = i >= 20000;
            std::uniform_int_distribution<std::int64_t> when(from(wide ? 1600 : 1900), from(wide ? 2400 : 2100));
            std::uniform_int_distribution<int> quarter(-56, 56);
            const sys_seconds t{seconds(when(rng))};
            const seconds offset = minutes(15 * quarter(rng));
            const DayBoundary b = rng() % 2 ? DayBoundary::At23 : DayBoundary::AtMidnight;
            const auto r = fourPillars(t, offset, PillarOptions{b, std::nullopt, TrueSolarScope::AllPillars});
            QVERIFY(r.ok());
            const Pillars ref = reference(t, offset, b);
            QVERIFY2(samePillars(r->pillars, ref),
                     qPrintable(u"%1 offset %2: engine %3, reference %4"_s.arg(t.time_since_epoch().count())
                                    .arg(offset.count()).arg(show(r->pillars), show(ref))));
        }
    }

    // Every 節 1900–2100: one second before it the previous month, at it the new one (and the
    // year at 立春), in both the engine and the reference; the boundary distance is −1 and 0.
    void everyJie()
    {
        for (int y = 1900; y <= 2100; ++y) {
            const auto terms = solarTermsOf(y);
            QVERIFY(terms.ok());
            for (int k = 0; k < 12; ++k) {
                const sys_seconds t = (*terms)[static_cast<std::size_t>(2 * k)];
                QCOMPARE(t, referenceJie(y)[static_cast<std::size_t>(k)]);  // cache = recomputation
                for (const seconds d : {seconds(-1), seconds(0)}) {
                    const auto r = fourPillars(t + d, hours(8));
                    QVERIFY(r.ok());
                    QVERIFY(samePillars(r->pillars, reference(t + d, hours(8), DayBoundary::At23)));
                    QCOMPARE(r->pillars.month->branch(),
                             d < seconds(0) ? branchAt(k) : branchAt(k + 1));
                    QCOMPARE(r->boundary.jieSeconds, std::int64_t(d.count()));
                }
            }
        }
    }

    // China's daylight saving (UTC+9, 1986–1991, mid-April to mid-September): through the
    // civil-time path, the pillars of a civil time are those of its instant read on the standard
    // clock (UTC+8); formatting and parsing the instant round-trips; both agree with the reference.
    void chinaDaylightSaving()
    {
        const QTimeZone shanghai("Asia/Shanghai");
        QVERIFY(shanghai.isValid());
        std::mt19937_64 rng(1986);
        const auto from = sys_seconds(sys_days(1986y / 1 / 1)).time_since_epoch().count();
        const auto to = sys_seconds(sys_days(1992y / 1 / 1)).time_since_epoch().count();
        std::uniform_int_distribution<std::int64_t> when(from, to);
        int summerTimes = 0;
        for (int i = 0; i < 5000; ++i) {
            const sys_seconds t{seconds(when(rng))};
            QString problem;
            const auto civil = base::parseCivil(base::formatCivil(t, shanghai).left(19), shanghai, &problem);
            QVERIFY2(civil, qPrintable(problem));
            if (civil->utc != t) {  // the repeated hour at the end of daylight saving
                QCOMPARE((t - civil->utc).count(), std::int64_t(3600));
                continue;
            }
            QCOMPARE(civil->standardOffset.count(), std::int64_t(8 * 3600));
            if (civil->civilOffset == hours(9)) ++summerTimes;
            const auto r = fourPillars(civil->utc, civil->standardOffset);
            QVERIFY(r.ok());
            QVERIFY(samePillars(r->pillars, reference(t, hours(8), DayBoundary::At23)));
        }
        QVERIFY(summerTimes > 1000);  // ~ 5 of 12 months in 6 years
    }
};

QTEST_GUILESS_MAIN(TestPillarsProperty)
#include "tst_pillars_property.moc"

using namespace najia::base;
