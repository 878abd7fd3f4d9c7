// The calendar words of a cast's moment (src/base/moment_wording): 農曆 by the civil date in the
// asker's zone, the 節氣 in force and the next, each pillar's 旬空 — in both scripts and English.
// Dates: the 農曆 of 2023–2024 as 紫金山天文台 publishes it (GB/T 33661-2017 rules; 2023 has 閏二月,
// 2024's 除夕 02-09 is 臘月三十, 2025's 01-28 臘月廿九); term instants as tst_solar_terms checks them.
#include "base/wording/moment_wording.h"

#include <QDateTime>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {
calendar::sys_seconds utcOf(const QString& iso, const QTimeZone& zone)
{
    const QDateTime t = QDateTime::fromString(iso, Qt::ISODate);
    return calendar::sys_seconds(std::chrono::seconds(QDateTime(t.date(), t.time(), zone).toSecsSinceEpoch()));
}
const QTimeZone kShanghai("Asia/Shanghai");
const QTimeZone kNewYork("America/New_York");
} // namespace

class TestMomentWording : public QObject {
    Q_OBJECT
private slots:
    void lunar_data()
    {
        QTest::addColumn<QString>("civil");
        QTest::addColumn<QString>("zone");
        QTest::addColumn<int>("script");
        QTest::addColumn<QString>("expected");
        const int tc = int(Script::Traditional), sc = int(Script::Simplified), en = int(Script::English);
        QTest::newRow("立春 day, still 癸卯") << u"2024-02-04T16:25:00"_s << u"Asia/Shanghai"_s << tc << u"農曆 癸卯年十二月廿五"_s;
        QTest::newRow("閏二月 (2023)") << u"2023-04-01T09:00:00"_s << u"Asia/Shanghai"_s << tc << u"農曆 癸卯年閏二月十一"_s;
        QTest::newRow("閏二月 simplified") << u"2023-04-01T09:00:00"_s << u"Asia/Shanghai"_s << sc << u"农历 癸卯年闰二月十一"_s;
        QTest::newRow("除夕 2024, 三十") << u"2024-02-09T22:00:00"_s << u"Asia/Shanghai"_s << tc << u"農曆 癸卯年十二月三十"_s;
        QTest::newRow("除夕 2025, 廿九") << u"2025-01-28T22:00:00"_s << u"Asia/Shanghai"_s << tc << u"農曆 甲辰年十二月廿九"_s;
        QTest::newRow("正月初一 甲辰") << u"2024-02-10T11:00:00"_s << u"Asia/Shanghai"_s << tc << u"農曆 甲辰年正月初一"_s;
        QTest::newRow("English") << u"2023-04-01T09:00:00"_s << u"Asia/Shanghai"_s << en
                                 << u"lunar Gui-Mao year, month 2 (leap), day 11"_s;
    }
    void lunar()
    {
        QFETCH(QString, civil);
        QFETCH(QString, zone);
        QFETCH(int, script);
        QFETCH(QString, expected);
        const QTimeZone z(zone.toUtf8());
        QCOMPARE(lunarText(utcOf(civil, z), z, Script(script)), expected);
    }

    // The same instant is 除夕 in New York and 正月初一 in Shanghai: the date is the asker's.
    void lunarFollowsTheZone()
    {
        const auto instant = utcOf(u"2024-02-10T11:00:00"_s, kShanghai);
        QCOMPARE(lunarText(instant, kShanghai, Script::Traditional), u"農曆 甲辰年正月初一"_s);
        QCOMPARE(lunarText(instant, kNewYork, Script::Traditional), u"農曆 癸卯年十二月三十"_s);
    }

    // 2024 立春 02-04 16:27:07, 雨水 02-19 12:13 (Beijing time), 大寒 01-20 22:07.
    void solarTerms()
    {
        QCOMPARE(solarTermsText(utcOf(u"2024-02-04T16:25:00"_s, kShanghai), kShanghai, Script::Traditional),
                 u"節氣 大寒 01-20 22:07 → 立春 02-04 16:27"_s);
        QCOMPARE(solarTermsText(utcOf(u"2024-02-04T16:28:00"_s, kShanghai), kShanghai, Script::Simplified),
                 u"节气 立春 02-04 16:27 → 雨水 02-19 12:13"_s);
        // In New York the instants are shown on its clock (EST, 13 hours behind).
        QCOMPARE(solarTermsText(utcOf(u"2024-02-04T16:28:00"_s, kShanghai), kNewYork, Script::Traditional),
                 u"節氣 立春 02-04 03:27 → 雨水 02-18 23:13"_s);
        // Across a year: 冬至 2024 (12-21 17:20:34) to 小寒 2025 (01-05 10:32:56); minutes are cut, not
        // rounded, as almanacs print them (a term is not reached before its minute).
        QCOMPARE(solarTermsText(utcOf(u"2024-12-31T12:00:00"_s, kShanghai), kShanghai, Script::Traditional),
                 u"節氣 冬至 12-21 17:20 → 小寒 01-05 10:32"_s);
    }

    // 旬空 of each pillar (seed 000's 六甲旬空): 甲辰旬 寅卯, 甲子旬 戌亥, 甲寅旬 子丑.
    void pillarVoids()
    {
        const Pillars p = parsePillars("甲辰 丙寅 辛酉 壬子").value();
        QCOMPARE(pillarVoidsText(p, Script::Traditional), u"年空 寅卯  月空 戌亥  日空 子丑  時空 寅卯"_s);
        QCOMPARE(pillarVoidsText(p, Script::Simplified), u"年空 寅卯  月空 戌亥  日空 子丑  时空 寅卯"_s);
        QCOMPARE(pillarVoidsText(parsePillars("卯月 戊寅日").value(), Script::Traditional), u"日空 申酉"_s);
    }
};

QTEST_APPLESS_MAIN(TestMomentWording)
#include "tst_moment_wording.moc"
