// Day and hour selection (shensha/hours.h, almanac.h) against 協紀辨方書 卷七 義例五 (seed 003).
#include "seedtable.h"
#include "engine/shensha/almanac.h"
#include "engine/shensha/stem_rules.h"
#include "tsv.h"

#include <QTest>

using namespace najia;
using namespace najia::shensha;
using najia::test::readTsv;
using najia::test::row;
using namespace Qt::Literals::StringLiterals;
using B = najia::Branch;

namespace {

Branch br(const char* c) { return row<Branch>(c).at(0); }
GanZhi gz(const char* c) { return *parseGanZhi(c); }

// All hours of a day stem where the noble climbs the gate, for one general.
std::vector<std::pair<Branch, NobleGate>> gates(Stem day, Branch general)
{
    std::vector<std::pair<Branch, NobleGate>> out;
    for (int h = 0; h < kBranchCount; ++h)
        if (const auto g = nobleGate(day, general, branchAt(h))) out.emplace_back(branchAt(h), *g);
    return out;
}

} // namespace

class TestShenShaAlmanac : public QObject {
    Q_OBJECT
private slots:
    // 黃道黑道 (003 lines 105–140; tests/data/shensha_xieji_path.tsv).
    void pathSpirits_data()
    {
        QTest::addColumn<QString>("rulers");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("spirits");
        for (const auto& r : readTsv(u"shensha_xieji_path.tsv"_s))
            QTest::newRow(qPrintable(r[u"rulers"_s] + u" (003 lines "_s + r[u"seed_lines"_s] + u')'))
                << r[u"rulers"_s] << r[u"first"_s] << r[u"row"_s];
    }
    void pathSpirits()
    {
        QFETCH(QString, rulers);
        QFETCH(QString, first);
        QFETCH(QString, spirits);
        const auto rs = row<Branch>(rulers.toStdString());
        QCOMPARE(rs.size(), std::size_t(2));
        QCOMPARE(spirits.size(), 24);
        for (Branch ruler : rs)
            for (int i = 0; i < 12; ++i) {
                const auto expected = parseTerm<PathSpirit>(spirits.mid(2 * i, 2).toStdString());
                QVERIFY(expected);
                QCOMPARE(pathSpirit(ruler, br(first.toUtf8().constData()) + i), *expected);
            }
    }

    // 003 lines 107–110: 「建寅之月子日為青龍，丑日為明堂 … 子日申時起青龍，酉時為明堂」; six yellow.
    void pathSpiritExamples()
    {
        QCOMPARE(pathSpirit(B::Yin, B::Zi), PathSpirit::AzureDragon);
        QCOMPARE(pathSpirit(B::Yin, B::Chou), PathSpirit::BrightHall);
        QCOMPARE(pathSpirit(B::Zi, B::Shen), PathSpirit::AzureDragon);
        QCOMPARE(pathSpirit(B::Zi, B::You), PathSpirit::BrightHall);
        int yellow = 0;
        for (int i = 0; i < kPathSpiritCount; ++i) yellow += isYellow(static_cast<PathSpirit>(i));
        QCOMPARE(yellow, 6);
        // Six yellow hours every day (黃道六).
        for (int d = 0; d < 12; ++d) {
            int n = 0;
            for (int h = 0; h < 12; ++h) n += isYellow(pathSpirit(branchAt(d), branchAt(h)));
            QCOMPARE(n, 6);
        }
    }

    // 喜神 (003 lines 324–325): 「甲巳日艮方寅時乙庚日乾方戌時丙辛日坤方申時丁壬日離方午時戊癸日巽方辰時」.
    void joyGod_data()
    {
        QTest::addColumn<QString>("stems");
        QTest::addColumn<QString>("hour");
        QTest::addColumn<QString>("trigram");
        QTest::newRow("甲己 艮 寅") << u"甲己"_s << u"寅"_s << u"艮"_s;
        QTest::newRow("乙庚 乾 戌") << u"乙庚"_s << u"戌"_s << u"乾"_s;
        QTest::newRow("丙辛 坤 申") << u"丙辛"_s << u"申"_s << u"坤"_s;
        QTest::newRow("丁壬 離 午") << u"丁壬"_s << u"午"_s << u"離"_s;
        QTest::newRow("戊癸 巽 辰") << u"戊癸"_s << u"辰"_s << u"巽"_s;
    }
    void joyGod()
    {
        QFETCH(QString, stems);
        QFETCH(QString, hour);
        QFETCH(QString, trigram);
        for (Stem s : row<Stem>(stems.toStdString())) {
            const Branch b = joyGodBranch(s);
            QCOMPARE(b, br(hour.toUtf8().constData()));
            QCOMPARE(trigramOf(directionOf(b)), *parseTerm<Trigram>(trigram.toStdString()));
        }
    }

    // 月將 (003 lines 436–449): 雨水亥將 春分戌將 穀雨酉將 小滿申將 夏至未將 大暑午將 處暑巳將 秋分辰將
    // 霜降卯將 小雪寅將 冬至丑將 大寒子將; a 節 keeps the general of the 中氣 before it.
    void monthGenerals()
    {
        using T = calendar::SolarTerm;
        const std::pair<T, const char*> table[] = {
            {T::YuShui, "亥"}, {T::ChunFen, "戌"}, {T::GuYu, "酉"},      {T::XiaoMan, "申"},
            {T::XiaZhi, "未"}, {T::DaShu, "午"},   {T::ChuShu, "巳"},    {T::QiuFen, "辰"},
            {T::ShuangJiang, "卯"}, {T::XiaoXue, "寅"}, {T::DongZhi, "丑"}, {T::DaHan, "子"}};
        for (auto [term, general] : table) {
            QCOMPARE(monthGeneral(term), br(general));
            QCOMPARE(monthGeneral(calendar::solarTermAt(calendar::index(term) + 1)), br(general));
        }
    }

    // 四大吉時 (003 lines 379–386): 歷例 「月將在四孟用甲丙庚壬時，月將在四仲用癸乙丁辛時，月將在四季用艮巽坤乾時」;
    // 考原 by the month: 正月 (亥將) 甲丙庚壬, 二月 (戌將) 艮巽坤乾, 三月 (酉將) 癸乙丁辛.
    void fourGreatHours()
    {
        const auto names = [](Branch general) {
            QString out;
            for (int m : fourGreatMountains(general)) {
                const Mountain x = mountainAt(m);
                out += QString::fromUtf8(std::holds_alternative<Stem>(x) ? name(std::get<Stem>(x))
                                                                          : name(std::get<Trigram>(x)));
            }
            return out;
        };
        for (int g = 0; g < 12; ++g) {
            const Branch general = branchAt(g);
            const QString got = names(general);
            const QString expected = g % 3 == 2   ? u"甲丙庚壬"_s   // 寅巳申亥 四孟
                                     : g % 3 == 0 ? u"癸乙丁辛"_s   // 子卯午酉 四仲
                                                  : u"艮巽坤乾"_s;  // 辰未戌丑 四季
            QCOMPARE(got, expected);
        }
        // Double mountains (lines 467–469): 亥 21:30, 壬 22:30, 子 23:30.
        QCOMPARE(mountainStartMinutes(22), 21 * 60 + 30);
        QCOMPARE(mountainStartMinutes(23), 22 * 60 + 30);
        QCOMPARE(mountainStartMinutes(0), 23 * 60 + 30);
    }

    // 貴登天門, the book's worked examples (003 lines 450–460), with 考原's 陽貴 (甲 未) and 陰貴 (甲 丑):
    // 雨水後甲日卯時 陽貴; 雨水後甲日酉時 陰貴; 大寒後甲日辰時 陽貴; 大寒後甲日戌時 陰貴.
    void nobleGateExamples()
    {
        QCOMPARE(nobleGate(Stem::Jia, B::Hai, B::Mao), NobleGate::Yang);
        QCOMPARE(nobleGate(Stem::Jia, B::Hai, B::You), NobleGate::Yin);
        QCOMPARE(nobleGate(Stem::Jia, B::Zi, B::Chen), NobleGate::Yang);
        QCOMPARE(nobleGate(Stem::Jia, B::Zi, B::Xu), NobleGate::Yin);
        const auto g = gates(Stem::Jia, B::Hai);
        QCOMPARE(g.size(), std::size_t(2));
    }

    // The table of 720 (003 line 431–434): 「一日只有一時，然貴分陰陽，又卯酉辰戌時兼占晝夜，故一日有兩時者，
    // 其或晝不得陽夜不得陰，則又有一日不得一時者」 — over every general and day, each day has 0, 1 or 2
    // gate hours, and all three occur.
    void nobleGateTableOf720()
    {
        int count[3] = {0, 0, 0};
        for (int g = 0; g < 12; ++g)
            for (int d = 0; d < 60; ++d) {
                const auto n = gates(GanZhi(d).stem(), branchAt(g)).size();
                QVERIFY(n <= 2);
                ++count[n];
            }
        QCOMPARE(count[0] + count[1] + count[2], 720);
        QVERIFY(count[0] > 0 && count[1] > 0 && count[2] > 0);
        qInfo("貴登天門 over 720 課: %d days without a gate hour, %d with one, %d with two", count[0], count[1], count[2]);
    }

    // 九醜 (003 lines 526–550): 「乙戊己辛壬同四仲」, ten days; 「十二月將每日各得一時，合計七百二十日內有一百
    // 二十時為九醜」; 「內一層為子 … 戊子日則丑時為九醜，戊午日則未時為九醜」.
    void nineUgly()
    {
        int days = 0;
        for (int d = 0; d < 60; ++d) days += isNineUglyDay(GanZhi(d));
        QCOMPARE(days, 10);
        for (const char* d : {"戊子", "戊午", "壬子", "壬午", "乙卯", "己卯", "辛卯", "乙酉", "己酉", "辛酉"})
            QVERIFY(isNineUglyDay(gz(d)));
        int hours = 0;
        for (int g = 0; g < 12; ++g)
            for (int d = 0; d < 60; ++d)
                for (int h = 0; h < 12; ++h) hours += shensha::nineUgly(GanZhi(d), branchAt(g), branchAt(h));
        QCOMPARE(hours, 120);
        QVERIFY(shensha::nineUgly(gz("戊子"), B::Zi, B::Chou));
        QVERIFY(shensha::nineUgly(gz("戊午"), B::Zi, B::Wei));
    }

    // 旬中空亡 (003 lines 561–563): 「甲子旬戌亥時，甲戌旬申酉時，甲申旬午未時，甲午旬辰巳時，甲辰旬寅卯時，甲寅旬子丑時」.
    void decadeVoidHours()
    {
        const char* voids[] = {"戌亥", "申酉", "午未", "辰巳", "寅卯", "子丑"};
        const std::array<Branch, 12> generals{};
        for (int d = 0; d < 60; ++d) {
            const Almanac a = almanacOf(GanZhi(d), B::Yin, generals, B::Hai);
            const auto v = row<Branch>(voids[d / 10]);
            for (const HourMarks& h : a.hours) QCOMPARE(h.decadeVoid, h.branch == v[0] || h.branch == v[1]);
        }
    }

    // 截路空亡 (003 lines 591–592): 「甲己日申酉時，乙庚日午未時，丙辛日辰巳時，丁壬日寅卯時，戊癸日子丑戌亥時」.
    void roadBlockHours()
    {
        const char* hours[] = {"申酉", "午未", "辰巳", "寅卯", "子丑戌亥"};
        for (int s = 0; s < kStemCount; ++s) {
            const auto expected = row<Branch>(hours[s % 5]);
            for (int h = 0; h < kBranchCount; ++h) {
                const bool listed = std::find(expected.begin(), expected.end(), branchAt(h)) != expected.end();
                QCOMPARE(roadBlock(stemAt(s), branchAt(h)), listed);
            }
        }
    }

    // 五不遇 (003 lines 485, 500–503): 「時干尅日干」, 「如甲乙日庚辛時」: on 甲 days the 五鼠遁 gives 庚午
    // 辛未; a day has two such hours, or four when the 五鼠遁 gives the controlling stems twice, at
    // 子丑 and again at 戌亥 (己 days: 甲子 乙丑 … 甲戌 乙亥; 庚 days: 丙子 丁丑 … 丙戌 丁亥).
    void fiveMisfortuneHours()
    {
        QVERIFY(fiveMisfortunes(Stem::Jia, B::Wu));
        QVERIFY(fiveMisfortunes(Stem::Jia, B::Wei));
        for (int s = 0; s < kStemCount; ++s) {
            int n = 0;
            for (int h = 0; h < kBranchCount; ++h) n += fiveMisfortunes(stemAt(s), branchAt(h));
            QCOMPARE(n, stemAt(s) == Stem::Ji || stemAt(s) == Stem::Geng ? 4 : 2);
        }
        // 遁甲隱公歌注 adds 時支克日支: 「亥子日辰戌時，寅卯日申酉時」.
        using R = FiveMisfortuneRule;
        QVERIFY(fiveMisfortunes(gz("丙子"), B::Chen, R::DunJia));
        QVERIFY(fiveMisfortunes(gz("丙子"), B::Xu, R::DunJia));
        QVERIFY(!fiveMisfortunes(gz("丙子"), B::Xu, R::StemOnly));  // 戊戌: 戊 does not control 丙
        QVERIFY(fiveMisfortunes(gz("甲寅"), B::Shen, R::DunJia));
        for (int d = 0; d < 60; ++d)
            for (int h = 0; h < 12; ++h) {
                const GanZhi day(d);
                const bool stem = fiveMisfortunes(day, branchAt(h), R::StemOnly);
                QCOMPARE(stem, fiveMisfortunes(day.stem(), branchAt(h)));
                QVERIFY(!stem || fiveMisfortunes(day, branchAt(h), R::DunJia));
            }
    }

    // 福星貴人 hours (003 lines 307–313) and 八祿 (line 353) in the almanac of a 甲 day: 丙寅 and 寅.
    void hourMarksOfAJiaDay()
    {
        std::array<Branch, 12> generals{};
        generals.fill(B::Hai);
        const Almanac a = almanacOf(gz("甲子"), B::Yin, generals, B::Hai);
        const HourMarks& yin = a.hours[2];
        QCOMPARE(yin.pillar, gz("丙寅"));
        QVERIFY(yin.fortuneStar && yin.prosperity && yin.joyGod);
        QCOMPARE(a.joyDirection, Direction::NorthEast);
        QVERIFY(a.hours[7].nobleYang);  // 甲 陽貴 未 (考原)
        QVERIFY(a.hours[1].nobleYin);   // 陰貴 丑
        QVERIFY(a.hours[0].dayRuler && a.hours[6].dayBreak && a.hours[1].dayHarmony && a.hours[7].dayHarm);
        QVERIFY(a.hours[3].dayPunishment);  // 子刑卯
        QVERIFY(a.hours[9].heavenlyOfficial);  // 甲 天官 酉
        QCOMPARE(a.hours[3].nobleGate, NobleGate::Yang);  // 亥將 甲日 卯時
        QCOMPARE(a.daySpirit, PathSpirit::AzureDragon);   // 寅月 子日 青龍
    }

    // A real date: 2024-02-19, 雨水 at 12:13:06 Beijing time (najia-cli jieqi 2024; the terms are
    // tested in tst_solar_terms): the hours up to 午 (middle 12:00) still have the 子將 of 大寒, 未
    // (14:00) on the 亥將.
    void almanacOfADate()
    {
        using namespace std::chrono;
        const auto a = almanacOn(sys_days(2024y / 2 / 19), hours(8));
        QVERIFY(a.ok());
        QCOMPARE(a->monthBranch, B::Yin);
        QCOMPARE(a->hours[0].general, B::Zi);
        QCOMPARE(a->hours[6].general, B::Zi);   // 午 at 12:00
        QCOMPARE(a->hours[7].general, B::Hai);  // 未 at 14:00
        QCOMPARE(a->generalAtNoon, B::Zi);
        QCOMPARE(a->day, gz("癸丑"));  // najia-cli pillars
        QVERIFY(!almanacOn(sys_days(1500y / 1 / 1), hours(8)).ok());
    }
};

QTEST_APPLESS_MAIN(TestShenShaAlmanac)
#include "tst_shensha_almanac.moc"
