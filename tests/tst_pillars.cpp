// 四柱 of an instant (calendar/four_pillars.h): 五虎遁 and 五鼠遁 against the seed tables, 立春 and
// 節 boundaries to the second, the 23:00 setting, true solar time and boundary distances.
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/true_solar_time.h"
#include "seedtable.h"

#include <QTest>

using namespace najia;
using namespace najia::calendar;
using namespace std::chrono;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr seconds kBeijing = hours(8);

sys_seconds civil(int y, unsigned mo, unsigned d, int h, int mi, int s = 0, seconds offset = kBeijing)
{
    return sys_seconds(sys_days(year(y) / month(mo) / day(d))) + hours(h) + minutes(mi) + seconds(s)
        - offset;
}

QString pillarsText(const Pillars& p)
{
    return QString::fromStdString(name(*p.year) + " " + name(*p.month) + " " + name(*p.day) + " "
                                  + name(*p.hour));
}

QString at(sys_seconds t, const PillarOptions& o = {})
{
    const auto r = fourPillars(t, kBeijing, o);
    return r ? pillarsText(r->pillars) : u"error"_s;
}

} // namespace

class TestPillars : public QObject {
    Q_OBJECT
private slots:
    // Seed 000 §二十八 年上起月表, columns 甲己 乙庚 丙辛 丁壬 戊癸, rows 正月 (寅) … 臘月 (丑).
    void monthStemsMatchSeedTable()
    {
        const char* rows[] = {
            "丙寅戊寅庚寅壬寅甲寅", "丁卯己卯辛卯癸卯乙卯", "戊辰庚辰壬辰甲辰丙辰", "己巳辛巳癸巳乙巳丁巳",
            "庚午壬午甲午丙午戊午", "辛未癸未乙未丁未己未", "壬申甲申丙申戊申庚申", "癸酉乙酉丁酉己酉辛酉",
            "甲戌丙戌戊戌庚戌壬戌", "乙亥丁亥己亥辛亥癸亥", "丙子戊子庚子壬子甲子", "丁丑己丑辛丑癸丑乙丑"};
        for (int m = 0; m < 12; ++m) {
            const auto stems = test::row<Stem>(rows[m]);
            const auto branches = test::row<Branch>(rows[m]);
            QCOMPARE(stems.size(), std::size_t(5));
            for (int col = 0; col < 5; ++col)
                for (const Stem yearStem : {stemAt(col), stemAt(col + 5)}) {
                    const GanZhi g = monthGanZhi(yearStem, Branch::Yin + m);
                    QCOMPARE(g.stem(), stems[static_cast<std::size_t>(col)]);
                    QCOMPARE(g.branch(), branches[static_cast<std::size_t>(col)]);
                }
        }
    }

    // Seed 000 §二十九 日上起時表, columns 甲己 乙庚 丙辛 丁壬 戊癸, rows 子 … 亥.
    void hourStemsMatchSeedTable()
    {
        const char* rows[] = {
            "甲子丙子戊子庚子壬子", "乙丑丁丑己丑辛丑癸丑", "丙寅戊寅庚寅壬寅甲寅", "丁卯己卯辛卯癸卯乙卯",
            "戊辰庚辰壬辰甲辰丙辰", "己巳辛巳癸巳乙巳丁巳", "庚午壬午甲午丙午戊午", "辛未癸未乙未丁未己未",
            "壬申甲申丙申戊申庚申", "癸酉乙酉丁酉己酉辛酉", "甲戌丙戌戊戌庚戌壬戌", "乙亥丁亥己亥辛亥癸亥"};
        for (int h = 0; h < 12; ++h) {
            const auto stems = test::row<Stem>(rows[h]);
            QCOMPARE(stems.size(), std::size_t(5));
            for (int col = 0; col < 5; ++col)
                for (const Stem dayStem : {stemAt(col), stemAt(col + 5)})
                    QCOMPARE(hourGanZhi(dayStem, branchAt(h)).stem(), stems[static_cast<std::size_t>(col)]);
        }
        for (int hour = 0; hour < 24; ++hour)
            QCOMPARE(hourBranch(hour), branchAt((hour + 1) / 2));
        QCOMPARE(hourBranch(23), Branch::Zi);
        QCOMPARE(hourBranch(0), Branch::Zi);
        QCOMPARE(hourBranch(1), Branch::Chou);
    }

    // The year and month change at the engine's 立春 instant, to the second: one second before
    // it the previous year's 丑 month, at it the new year's 寅 month. Expected pillars: 1984 is
    // 甲子 (the cycle's origin); the others follow from it and 五虎遁 (seed 000 §二十八).
    void liChunBoundary_data()
    {
        QTest::addColumn<int>("year");
        QTest::addColumn<QString>("before");
        QTest::addColumn<QString>("after");
        QTest::newRow("1900 立春") << 1900 << u"己亥 丁丑"_s << u"庚子 戊寅"_s;
        QTest::newRow("1984 立春") << 1984 << u"癸亥 乙丑"_s << u"甲子 丙寅"_s;
        QTest::newRow("2000 立春") << 2000 << u"己卯 丁丑"_s << u"庚辰 戊寅"_s;
        QTest::newRow("2024 立春") << 2024 << u"癸卯 乙丑"_s << u"甲辰 丙寅"_s;
        QTest::newRow("2100 立春") << 2100 << u"己未 丁丑"_s << u"庚申 戊寅"_s;
        QTest::newRow("1600 立春") << 1600 << u"己亥 丁丑"_s << u"庚子 戊寅"_s;
        QTest::newRow("2400 立春") << 2400 << u"己未 丁丑"_s << u"庚申 戊寅"_s;
    }
    void liChunBoundary()
    {
        QFETCH(int, year);
        QFETCH(QString, before);
        QFETCH(QString, after);
        const sys_seconds t = (*solarTermsOf(year))[static_cast<std::size_t>(index(SolarTerm::LiChun))];
        QCOMPARE(at(t - seconds(1)).left(5), before);
        QCOMPARE(at(t).left(5), after);
        const auto r = fourPillars(t + seconds(7), kBeijing);
        QCOMPARE(r->boundary.nearestJie, SolarTerm::LiChun);
        QCOMPARE(r->boundary.jieSeconds, std::int64_t(7));
        QCOMPARE(fourPillars(t - seconds(90), kBeijing)->boundary.jieSeconds, std::int64_t(-90));
    }

    // Every 節 of 2023–2025 flips the month pillar exactly at its instant, the year only at 立春.
    void everyJieFlipsTheMonth()
    {
        for (int y = 2023; y <= 2025; ++y) {
            const auto terms = *solarTermsOf(y);
            for (int i = 0; i < kSolarTermCount; i += 2) {
                const sys_seconds t = terms[static_cast<std::size_t>(i)];
                const auto before = fourPillars(t - seconds(1), kBeijing)->pillars;
                const auto after = fourPillars(t, kBeijing)->pillars;
                QCOMPARE(after.month->branch(), monthBranchOf(solarTermAt(i)));
                QCOMPARE(*after.month, *before.month + 1);
                QCOMPARE(after.year != before.year, solarTermAt(i) == SolarTerm::LiChun);
            }
        }
    }

    // Whole charts of known moments, Beijing time. 2024-02-10 00:00 is 春節 甲辰年 丙寅月 甲辰日
    // (Hong Kong Observatory 2024 calendar: 正月初一 甲辰日); the hour follows 五鼠遁.
    void knownMoments_data()
    {
        QTest::addColumn<QDateTime>("when");
        QTest::addColumn<QString>("expected");
        const auto bj = [](const char* s) {
            return QDateTime::fromString(QString::fromLatin1(s) + u"+08:00"_s, Qt::ISODate);
        };
        QTest::newRow("2024-02-10 00:30") << bj("2024-02-10T00:30:00") << u"甲辰 丙寅 甲辰 甲子"_s;
        QTest::newRow("2024-02-10 12:00") << bj("2024-02-10T12:00:00") << u"甲辰 丙寅 甲辰 庚午"_s;
        QTest::newRow("2000-01-01 12:00") << bj("2000-01-01T12:00:00") << u"己卯 丙子 戊午 戊午"_s;
        QTest::newRow("1949-10-01 15:00") << bj("1949-10-01T15:00:00") << u"己丑 癸酉 甲子 壬申"_s;
    }
    void knownMoments()
    {
        QFETCH(QDateTime, when);
        QFETCH(QString, expected);
        QCOMPARE(at(sys_seconds(seconds(when.toSecsSinceEpoch()))), expected);
    }

    // 子時換日 (default): 23:00 starts the next day. 夜子時: the day pillar keeps today, the hour is
    // the next day's 子 hour. 2000-01-01 is 戊午, 2000-01-02 己未 (甲己還加甲 → 甲子).
    void dayBoundary()
    {
        PillarOptions midnight;
        midnight.dayBoundary = DayBoundary::AtMidnight;
        QCOMPARE(at(civil(2000, 1, 1, 22, 59, 59)), u"己卯 丙子 戊午 癸亥"_s);
        QCOMPARE(at(civil(2000, 1, 1, 23, 0, 0)), u"己卯 丙子 己未 甲子"_s);
        QCOMPARE(at(civil(2000, 1, 1, 23, 0, 0), midnight), u"己卯 丙子 戊午 甲子"_s);
        QCOMPARE(at(civil(2000, 1, 2, 0, 0, 0), midnight), u"己卯 丙子 己未 甲子"_s);
        QCOMPARE(fourPillars(civil(2000, 1, 1, 23, 0, 30), kBeijing)->boundary.daySeconds, std::int64_t(30));
        QCOMPARE(fourPillars(civil(2000, 1, 1, 22, 59, 0), kBeijing)->boundary.daySeconds, std::int64_t(-60));
        QCOMPARE(fourPillars(civil(2000, 1, 1, 23, 0, 30), kBeijing, midnight)->boundary.daySeconds,
                 std::int64_t(-3570));
    }

    // The equation of time: Meeus, Astronomical Algorithms, example 28.b: 1992 October 13.0,
    // E = +13m 42.7s (the instant there is TD; 1 minute of ΔT changes E by 0.01 s).
    void equationOfTime()
    {
        const double e = equationOfTimeSeconds(civil(1992, 10, 13, 0, 0, 0, seconds(0)));
        QVERIFY2(std::abs(e - 822.7) < 2.0, qPrintable(QString::number(e)));
    }

    // 真太陽時 at Urumqi (87.6°E): 2024-06-01 12:30 Beijing time is about 10:23 local apparent
    // time (−129.6 min of longitude, +2.2 min equation of time): 巳 hour, not 午.
    void trueSolarTime()
    {
        PillarOptions o;
        o.trueSolarLongitude = 87.6;
        const sys_seconds t = civil(2024, 6, 1, 12, 30);
        QCOMPARE(at(t).right(1), u"午"_s);
        QCOMPARE(at(t, o).right(1), u"巳"_s);
        const auto r = fourPillars(t, kBeijing, o);
        QVERIFY(std::abs(static_cast<double>(r->hourClockOffset.count()) - (87.6 * 240 + 130)) < 10);  // E ≈ +2m10s on 1 June
        // Hour only: the day keeps the civil clock. 00:30 Beijing at Urumqi is still the
        // previous evening by the Sun.
        const sys_seconds late = civil(2024, 6, 2, 0, 30);
        o.dayBoundary = DayBoundary::AtMidnight;
        PillarOptions hourOnly = o;
        hourOnly.trueSolarScope = TrueSolarScope::HourOnly;
        QVERIFY(fourPillars(late, kBeijing, o)->pillars.day != fourPillars(late, kBeijing, hourOnly)->pillars.day);
    }

    void errors()
    {
        QCOMPARE(fourPillars(civil(1599, 12, 31, 23, 59), kBeijing).error(), CalendarError::OutOfRange);
        QCOMPARE(fourPillars(civil(2401, 1, 1, 0, 0), kBeijing).error(), CalendarError::OutOfRange);
        QVERIFY(fourPillars(civil(1600, 1, 1, 0, 0), kBeijing).ok());
        QVERIFY(fourPillars(civil(2400, 12, 31, 23, 59), kBeijing).ok());
        QCOMPARE(fourPillars(civil(2000, 1, 1, 0, 0), hours(19)).error(), CalendarError::InvalidInput);
        PillarOptions o;
        o.trueSolarLongitude = 181;
        QCOMPARE(fourPillars(civil(2000, 1, 1, 0, 0), kBeijing, o).error(), CalendarError::InvalidInput);
    }
};

QTEST_GUILESS_MAIN(TestPillars)
#include "tst_pillars.moc"
