// 八卦旺相 by the eight nodes and the 節氣 用事 table (calendar/trigram_season.h): the derived
// rules against 易隱 卷2 (seed 001 line 103) and 易冒 卷4 (seed 002 lines 27, 35, 43), exhaustive
// over the 24 terms and the 8 trigrams, and the season of instants around 立春 and 春分 2024.
#include "engine/calendar/trigram_season.h"
#include "seedtable.h"
#include "tsv.h"

#include <QTest>

#include <set>

using namespace najia;
using namespace najia::calendar;
using namespace std::chrono;
using namespace Qt::Literals::StringLiterals;

namespace {

std::optional<Trigram> trigramCell(const QString& cell)
{
    return cell == u"-"_s ? std::nullopt : parseTerm<Trigram>(cell.toStdString());
}

sys_seconds beijing(int y, unsigned mo, unsigned d, int h, int mi)
{
    return sys_seconds(sys_days(year(y) / month(mo) / day(d))) + hours(h - 8) + minutes(mi);
}

} // namespace

class TestTrigramSeason : public QObject {
    Q_OBJECT
private slots:
    // Seed 001 (易隱 卷2) line 103, all 24 rows (tests/data/yiyin_term_rulers.tsv).
    void yiyinTable()
    {
        const auto rows = test::readTsv(u"yiyin_term_rulers.tsv"_s);
        QCOMPARE(rows.size(), 24);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const auto& row = rows[i];
            const auto term = parseTerm<SolarTerm>(row[u"term"_s].toStdString());
            QVERIFY2(term, qPrintable(row[u"term"_s]));
            QCOMPARE(stepsFromLiChun(*term), static_cast<int>(i));  // the text runs from 立春
            QCOMPARE(isJie(*term), row[u"month"_s].endsWith(u"節"_s));
            const TermRuler r = termRuler(*term);
            const auto prosperous = trigramCell(row[u"prosperous"_s]);
            QCOMPARE(isNode(*term), prosperous.has_value());
            if (prosperous) {
                QCOMPARE(r.kind, RulerKind::Trigram);
                QCOMPARE(r.trigram, *prosperous);
                QCOMPARE(std::optional(r.strong), trigramCell(row[u"strong"_s]));
                QCOMPARE(r.element, element(*prosperous));
                QCOMPARE(row[u"in_charge"_s], u"-"_s);
                continue;
            }
            const std::string inCharge = row[u"in_charge"_s].toStdString();  // the views below point into it
            const auto cells = test::characters(inCharge);
            QCOMPARE(cells.size(), std::size_t(2));
            const auto element = parseTerm<Element>(cells[1]);
            QVERIFY(element);
            QCOMPARE(r.element, *element);
            if (const auto stem = parseTerm<Stem>(cells[0])) {
                QCOMPARE(r.kind, RulerKind::Stem);
                QCOMPARE(r.stem, *stem);
            } else {
                const auto branch = parseTerm<Branch>(cells[0]);
                QVERIFY(branch);
                QCOMPARE(r.kind, RulerKind::Branch);
                QCOMPARE(r.branch, *branch);
            }
        }
    }

    // Seed 002 (易冒 卷4) line 27 (the 訣), 35 (旺 and 相 at the solstices and equinoxes), 43 (冬至 from
    // 坎 to 乾) — tests/data/yimao_trigram_season.tsv.
    void yimaoNodes()
    {
        const auto rows = test::readTsv(u"yimao_trigram_season.tsv"_s);
        QCOMPARE(rows.size(), 8);
        for (const auto& row : rows) {
            const auto node = parseTerm<SolarTerm>(row[u"node"_s].toStdString());
            QVERIFY(node && isNode(*node));
            const auto ruler = trigramCell(row[u"prosperous"_s]);
            QVERIFY(ruler);
            QCOMPARE(prosperousTrigram(*node), *ruler);
            const auto states = trigramStates(*node);
            QCOMPARE(states[static_cast<std::size_t>(bits(*ruler))], TrigramState::Prosperous);
            if (const auto s = trigramCell(row[u"strong"_s]))
                QCOMPARE(states[static_cast<std::size_t>(bits(*s))], TrigramState::Strong);
            if (const auto d = trigramCell(row[u"discarded"_s]))
                QCOMPARE(states[static_cast<std::size_t>(bits(*d))], TrigramState::Discarded);
        }
        // Line 43: 「坎艮旺相三氣 … 震巽胎沒三氣」 after 冬至 (and line 43's note: 丑建, i.e. 小寒 and 大寒).
        for (const SolarTerm t : {SolarTerm::DongZhi, SolarTerm::XiaoHan, SolarTerm::DaHan}) {
            const auto s = trigramStates(t);
            QCOMPARE(s[static_cast<std::size_t>(bits(Trigram::Kan))], TrigramState::Prosperous);
            QCOMPARE(s[static_cast<std::size_t>(bits(Trigram::Gen))], TrigramState::Strong);
            QCOMPARE(s[static_cast<std::size_t>(bits(Trigram::Zhen))], TrigramState::Embryo);
            QCOMPARE(s[static_cast<std::size_t>(bits(Trigram::Xun))], TrigramState::Sunken);
        }
    }

    // Every term: the eight states are a permutation; the ruler is 旺 for its node's three terms
    // (「卦旺三氣」, 002 line 35); 易隱's 旺/相 (001) and 易冒's cycle (002) agree at every node.
    void everyTerm()
    {
        for (int i = 0; i < kSolarTermCount; ++i) {
            const SolarTerm t = solarTermAt(i);
            const auto s = trigramStates(t);
            QCOMPARE(std::set<TrigramState>(s.begin(), s.end()).size(), std::size_t(8));
            QCOMPARE(s, trigramStates(nodeOf(t)));
            QVERIFY(isNode(nodeOf(t)));
            QCOMPARE(stepsFromLiChun(t) - stepsFromLiChun(nodeOf(t)), stepsFromLiChun(t) % 3);
            if (isNode(t)) {
                const TermRuler r = termRuler(t);
                QCOMPARE(s[static_cast<std::size_t>(bits(r.trigram))], TrigramState::Prosperous);
                QCOMPARE(s[static_cast<std::size_t>(bits(r.strong))], TrigramState::Strong);
            }
        }
        for (int a = 0; a < kTrigramCount; ++a)  // each trigram rules exactly one node
            QCOMPARE(std::count_if(kLaterHeavenCycle.begin(), kLaterHeavenCycle.end(),
                                   [a](Trigram t) { return bits(t) == a; }), 1);
    }

    // Instants: 立春 2024 at 16:27:0x (UTC+8; tst_solar_terms), 春分 2024 at 11:06:2x.
    void seasonAt_data()
    {
        QTest::addColumn<qint64>("utc");
        QTest::addColumn<int>("term");
        QTest::addColumn<int>("prosperous");
        QTest::addColumn<int>("lingering");  // −1: none
        const auto row = [](const char* tag, sys_seconds t, SolarTerm term, Trigram p, int lingering) {
            QTest::newRow(tag) << static_cast<qint64>(t.time_since_epoch().count()) << index(term)
                               << bits(p) << lingering;
        };
        row("2024-02-04 16:26 大寒", beijing(2024, 2, 4, 16, 26), SolarTerm::DaHan, Trigram::Kan, -1);
        row("2024-02-04 16:28 立春", beijing(2024, 2, 4, 16, 28), SolarTerm::LiChun, Trigram::Gen,
            bits(Trigram::Kan));
        row("2024-02-09 16:28 立春 +5 d", beijing(2024, 2, 9, 16, 28), SolarTerm::LiChun, Trigram::Gen, -1);
        row("2024-03-25 11:00 春分 餘旺", beijing(2024, 3, 25, 11, 0), SolarTerm::ChunFen, Trigram::Zhen,
            bits(Trigram::Gen));
        row("2024-03-25 11:10 春分", beijing(2024, 3, 25, 11, 10), SolarTerm::ChunFen, Trigram::Zhen, -1);
        row("2024-04-20 12:00 穀雨", beijing(2024, 4, 20, 12, 0), SolarTerm::GuYu, Trigram::Zhen, -1);
        row("2024-01-01 00:00 冬至", beijing(2024, 1, 1, 0, 0), SolarTerm::DongZhi, Trigram::Kan, -1);
    }
    void seasonAt()
    {
        QFETCH(qint64, utc);
        QFETCH(int, term);
        QFETCH(int, prosperous);
        QFETCH(int, lingering);
        const auto s = trigramSeasonAt(sys_seconds(seconds(utc)));
        QVERIFY(s.ok());
        QCOMPARE(index(s->term), term);
        QCOMPARE(bits(s->prosperous), prosperous);
        QCOMPARE(s->lingering ? bits(*s->lingering) : -1, lingering);
        QCOMPARE(s->states, trigramStates(s->term));
        QCOMPARE(s->ruler, termRuler(s->term));
        QVERIFY(s->nodeInstant <= sys_seconds(seconds(utc)));
        QCOMPARE(s->node, nodeOf(s->term));
    }

    void range()
    {
        QVERIFY(trigramSeasonAt(sys_seconds(sys_days(year(1600) / 1 / 1))).ok());
        QVERIFY(!trigramSeasonAt(sys_seconds(sys_days(year(2401) / 1 / 1))).ok());
    }

    void names()
    {
        QCOMPARE(QString::fromUtf8(name(TrigramState::Sunken)), u"沒"_s);
        QCOMPARE(QString::fromUtf8(name(TrigramState::Sunken, Script::Simplified)), u"没"_s);
        QCOMPARE(QString::fromUtf8(name(TrigramState::Discarded, Script::English)), u"Discarded"_s);
        QCOMPARE(parseTerm<TrigramState>("廢"), std::optional(TrigramState::Discarded));
    }
};

QTEST_GUILESS_MAIN(TestTrigramSeason)
#include "tst_trigram_season.moc"
