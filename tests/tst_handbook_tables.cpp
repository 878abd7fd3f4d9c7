// The handbook's tables (src/engine/handbook/tables.h): every rendered table equals the engine data
// it claims to show, cell by cell, and where a classical table was transcribed into tests/data the
// rendered text equals the transcription (易隱 卷2 八宮 line 55/59, 納音 line 99, 先天數 line 103,
// 十六變 line 51; 卜筮正宗 旬空 line 242, 月破 line 245).
#include "engine/analysis/strength.h"
#include "engine/calendar/four_pillars.h"
#include "engine/calendar/xunkong.h"
#include "engine/handbook/passage.h"
#include "engine/handbook/tables.h"
#include "engine/hexagram_changes.h"
#include "engine/hexagram_names.h"
#include "engine/life_stage.h"
#include "engine/najia.h"
#include "engine/nayin.h"
#include "engine/palace.h"
#include "engine/shensha/almanac.h"
#include "engine/shensha/catalogue.h"
#include "engine/calendar/trigram_season.h"
#include "tsv.h"

#include <QTest>

#include <set>

using namespace najia;
using namespace najia::handbook;
using namespace Qt::Literals::StringLiterals;

namespace {

Table table(std::string_view id)
{
    auto t = buildTable(id);
    if (!t) qFatal("no table %s", id.data());
    return *t;
}

QString text(const Cell& c, Script s = Script::Traditional) { return QString::fromStdString(cellText(c, s)); }

void checkShape(const Table& t, std::size_t rows, std::size_t columns)
{
    QCOMPARE(t.rows.size(), rows);
    QCOMPARE(t.columns.size(), columns);
    for (const auto& r : t.rows) QCOMPARE(r.size(), columns);
}

} // namespace

class TestHandbookTables : public QObject {
    Q_OBJECT
private slots:
    void registry()
    {
        std::set<std::string_view> ids;
        for (const TableInfo& i : tableInfos()) {
            QVERIFY(ids.insert(i.id).second);
            QVERIFY2(findPassage(i.passage), i.passage.data());  // beside an existing passage
            const auto t = buildTable(i.id);
            QVERIFY(t);
            QVERIFY(!t->rows.empty());
            for (const auto& r : t->rows)
                for (const Cell& c : r)
                    if (c.type != CellType::Empty && !(c.type == CellType::Echo && c.value == 0))
                        QVERIFY(!cellText(c, Script::English).empty());
        }
        QVERIFY(!buildTable("no_such_table"));
    }

    // 八宮: 64 rows in palace order, each the hexagram of its generation with 世應, 納甲 and 六親.
    void palaces()
    {
        const Table t = table("palaces");
        checkShape(t, 64, 17);
        std::set<int> seen;
        for (std::size_t i = 0; i < 64; ++i) {
            const auto& r = t.rows[i];
            const Trigram p = kPalaceOrder[i / 8];
            const auto g = static_cast<Generation>(i % 8);
            const Hexagram h = palaceMember(p, g);
            QCOMPARE(r[0], cellOf(p));
            QCOMPARE(r[2], cellOf(h));
            QCOMPARE(r[3], numberCell(selfLine(g).number()));
            QCOMPARE(r[4], numberCell(otherLine(selfLine(g)).number()));
            for (const LinePos pos : allLines) {
                const StemBranch sb = najiaOf(h, pos);
                QCOMPARE(r[5 + pos.index()], cellOf(*GanZhi::from(sb.stem, sb.branch)));
                QCOMPARE(r[11 + pos.index()].value,
                         std::uint32_t(relationTo(palaceElement(p), element(sb.branch))));
            }
            seen.insert(h.bits());
        }
        QCOMPARE(seen.size(), 64u);
        // against 易隱's listing (corrected names) and the 世 it implies
        const auto rows = test::readTsv(u"yiyin_palaces.tsv"_s);
        QCOMPARE(rows.size(), 64);
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const auto& r = t.rows[std::size_t(i)];
            QCOMPARE(text(r[0]), rows[i][u"palace"_s]);
            QCOMPARE(text(r[2]), rows[i][u"corrected_name"_s]);
            QCOMPARE(text(r[3]), rows[i][u"shi"_s]);
            const QString najia = rows[i][u"najia_top_down"_s];
            if (!najia.isEmpty()) {
                QStringList rendered;
                for (int pos = 6; pos >= 1; --pos) rendered << text(r[std::size_t(4 + pos)]);
                QCOMPARE(rendered.join(u' '), najia);
            }
        }
    }

    void spirits()
    {
        const Table t = table("spirits");
        checkShape(t, 10, 7);
        for (int s = 0; s < 10; ++s)
            for (const LinePos pos : allLines)
                QCOMPARE(t.rows[std::size_t(s)][1 + pos.index()].value, std::uint32_t(spiritOf(stemAt(s), pos)));
        QCOMPARE(text(t.rows[4][1]), u"勾陳"_s);  // 戊日起勾陳 (001 line 95)
        QCOMPARE(text(t.rows[5][1]), u"螣蛇"_s);  // 己日起騰蛇 (corrected from 巳日)
    }

    void lifeStages()
    {
        const Table t = table("life_stages");
        checkShape(t, 5, 13);
        for (int e = 0; e < 5; ++e)
            for (int s = 0; s < 12; ++s) {
                const Cell c = t.rows[std::size_t(e)][std::size_t(1 + s)];
                QCOMPARE(c, cellOf(stageBranch(Element(e), LifeStage(s))));
                QCOMPARE(lifeStage(Element(e), branchAt(int(c.value))), LifeStage(s));
            }
        // 金長生在巳 (000 line 123)
        QCOMPARE(text(t.rows[std::size_t(index(Element::Metal))][1]), u"巳"_s);
    }

    void seasons()
    {
        const Table t = table("seasons");
        checkShape(t, 12, 6);
        for (int m = 0; m < 12; ++m)
            for (int e = 0; e < 5; ++e)
                QCOMPARE(t.rows[std::size_t(m)][std::size_t(1 + e)].value,
                         std::uint32_t(seasonOf(Element(e), Branch::Yin + m)));
        // 春木旺火相水休金囚土死 (004 line 103, corrected): 寅月
        QCOMPARE(text(t.rows[0][1 + std::size_t(index(Element::Wood))]), u"旺"_s);
        QCOMPARE(text(t.rows[0][1 + std::size_t(index(Element::Earth))]), u"死"_s);
    }

    void nayin()
    {
        const Table t = table("nayin");
        checkShape(t, 60, 3);
        const auto rows = test::readTsv(u"nayin.tsv"_s);
        QCOMPARE(rows.size(), 60);
        for (int g = 0; g < 60; ++g) {
            const auto& r = t.rows[std::size_t(g)];
            QCOMPARE(r[0], cellOf(GanZhi(g)));
            QCOMPARE(text(r[0]), rows[g][u"ganzhi"_s]);
            QCOMPARE(text(r[1]), rows[g][u"nayin"_s]);
            QCOMPARE(text(r[1], Script::Simplified), rows[g][u"nayin_simplified"_s]);
            QCOMPARE(r[2], cellOf(nayinElement(GanZhi(g))));
            QCOMPARE(text(r[2]), rows[g][u"element"_s]);
        }
    }

    void xunkongAndMonthBreak()
    {
        const Table x = table("xunkong");
        checkShape(x, 6, 3);
        const auto voids = test::readTsv(u"bszz_xunkong.tsv"_s);
        for (int d = 0; d < 6; ++d) {
            const auto v = calendar::voidBranches(GanZhi(10 * d));
            QCOMPARE(x.rows[std::size_t(d)][1], cellOf(v[0]));
            QCOMPARE(x.rows[std::size_t(d)][2], cellOf(v[1]));
            for (const auto& row : voids)
                if (row[u"head"_s] == text(x.rows[std::size_t(d)][0]))
                    QCOMPARE(text(x.rows[std::size_t(d)][1]) + text(x.rows[std::size_t(d)][2]), row[u"void"_s]);
        }
        const Table m = table("month_break");
        checkShape(m, 12, 2);
        const auto breaks = test::readTsv(u"bszz_month_break.tsv"_s);
        QCOMPARE(breaks.size(), 12);
        for (int k = 0; k < 12; ++k) {
            QCOMPARE(m.rows[std::size_t(k)][1], cellOf(calendar::monthBreak(Branch::Yin + k)));
            QCOMPARE(text(m.rows[std::size_t(k)][0]), breaks[k][u"ruler"_s]);
            QCOMPARE(text(m.rows[std::size_t(k)][1]), breaks[k][u"break"_s]);
        }
    }

    // 五虎遁 (000 line 27–41) and 五鼠遁 (000 line 44–58): the engine's rules, and the seed's own tables
    // on those lines (正月 丙寅 戊寅 庚寅 壬寅 甲寅; 子 甲子 丙子 戊子 庚子 壬子).
    void stemPairs()
    {
        const Table months = table("month_stems");
        const Table hours = table("hour_stems");
        checkShape(months, 12, 6);
        checkShape(hours, 12, 6);
        for (int k = 0; k < 12; ++k)
            for (int p = 0; p < 5; ++p) {
                QCOMPARE(months.rows[std::size_t(k)][std::size_t(1 + p)],
                         cellOf(calendar::monthGanZhi(stemAt(p), Branch::Yin + k)));
                QCOMPARE(hours.rows[std::size_t(k)][std::size_t(1 + p)],
                         cellOf(calendar::hourGanZhi(stemAt(p), branchAt(k))));
            }
        const Passage* monthTable = passageAt(Book::Bszz, 30);
        const Passage* hourTable = passageAt(Book::Bszz, 47);
        for (int k = 0; k < 12; ++k) {
            QStringList m, h;
            for (int p = 0; p < 5; ++p) {
                m << text(months.rows[std::size_t(k)][std::size_t(1 + p)]);
                h << text(hours.rows[std::size_t(k)][std::size_t(1 + p)]);
            }
            QVERIFY(QString::fromUtf8(monthTable->text.data(), qsizetype(monthTable->text.size())).contains(m.join(u' ')));
            QVERIFY(QString::fromUtf8(hourTable->text.data(), qsizetype(hourTable->text.size()))
                        .contains(text(hours.rows[std::size_t(k)][0]) + u' ' + h.join(u' ')));
        }
    }

    void sixteenChanges()
    {
        const Table t = table("sixteen_changes");
        checkShape(t, 8, 17);
        for (std::size_t i = 0; i < 8; ++i)
            for (int c = 0; c < kSixteenChangeCount; ++c) {
                const Cell cell = t.rows[i][std::size_t(1 + c)];
                QCOMPARE(cell.type, CellType::Hexagram);  // every change reaches a hexagram
                QCOMPARE(sixteenChange(kPalaceOrder[i], Hexagram(int(cell.value))), SixteenChange(c));
            }
        for (const auto& r : test::readTsv(u"yiyin_sixteen_changes.tsv"_s)) {
            const auto p = std::find_if(std::begin(kPalaceOrder), std::end(kPalaceOrder), [&](Trigram tr) {
                return QString::fromUtf8(name(tr).data()) == r[u"palace"_s];
            });
            QVERIFY(p != std::end(kPalaceOrder));
            const auto kind = parseTerm<SixteenChange>(r[u"kind"_s].toStdString());
            QVERIFY(kind);
            QCOMPARE(text(t.rows[std::size_t(p - std::begin(kPalaceOrder))][1 + std::size_t(*kind)]),
                     r[u"full_name"_s]);
        }
    }

    void echoesAndEarlierHeaven()
    {
        const Table e = table("echoes");
        checkShape(e, 8, 9);
        for (std::size_t a = 0; a < 8; ++a)
            for (std::size_t b = 0; b < 8; ++b)
                QCOMPARE(e.rows[a][1 + b].value,
                         std::uint32_t(trigramEcho(Trigram(e.rows[a][0].value), Trigram(e.rows[b][0].value))));
        const Table x = table("earlier_heaven");
        checkShape(x, 8, 2);
        const auto rows = test::readTsv(u"yiyin_xiantian_numbers.tsv"_s);
        QCOMPARE(rows.size(), 8);
        for (const auto& r : rows) {
            const auto it = std::find_if(x.rows.begin(), x.rows.end(),
                                         [&](const auto& row) { return text(row[0]) == r[u"trigram"_s]; });
            QVERIFY(it != x.rows.end());
            QCOMPARE(text((*it)[1]), r[u"number"_s]);
            QCOMPARE((*it)[1], numberCell(earlierHeavenNumber(Trigram((*it)[0].value))));
        }
    }

    // Every star of the catalogue appears once, in the table of its key, with its targets.
    void shensha()
    {
        const Table stems = table("shensha_stem");
        const Table branches = table("shensha_branch");
        QCOMPARE(int(stems.rows.size() + branches.rows.size()), shensha::kShenShaCount);
        for (const Table* t : {&stems, &branches}) {
            const bool byStem = t == &stems;
            for (const auto& row : t->rows) {
                const auto star = shensha::ShenSha(row[0].value);
                QCOMPARE(shensha::info(star).key, byStem ? shensha::Key::Stem : shensha::Key::Branch);
                for (std::size_t k = 1; k < row.size(); ++k) {
                    const auto tg = byStem ? shensha::targetFromStem(star, stemAt(int(k - 1)))
                                           : shensha::targetFromBranch(star, branchAt(int(k - 1)));
                    const Cell expected = tg.known ? setCell(tg.branches, tg.stems, tg.elements)
                                                   : Cell{CellType::Unknown, 0};
                    QCOMPARE(row[k], expected);
                }
            }
        }
    }

    void yellowPathAndNobleGate()
    {
        const Table y = table("yellow_path");
        checkShape(y, 12, 13);
        for (int m = 0; m < 12; ++m)
            for (int b = 0; b < 12; ++b)
                QCOMPARE(y.rows[std::size_t(m)][std::size_t(1 + b)].value,
                         std::uint32_t(shensha::pathSpirit(Branch::Yin + m, branchAt(b))));
        // 「寅申青龍起子」 (003 line 105): in 寅 month 子 is 青龍
        QCOMPARE(text(y.rows[0][1]), u"青龍"_s);
        const Table g = table("noble_gate");
        checkShape(g, 120, 4);  // × the six days of each stem: the book's 720 課
        int gates = 0;
        for (const auto& r : g.rows)
            for (int h = 0; h < 12; ++h) {
                const auto gate = shensha::nobleGate(Stem(r[0].value), Branch(r[1].value), branchAt(h));
                if (!gate) continue;
                ++gates;
                QCOMPARE(r[*gate == shensha::NobleGate::Yang ? 2u : 3u], cellOf(branchAt(h)));
            }
        // one gate hour per stem, general and noble, but a 陽 gate must fall in a day hour and a 陰 gate in
        // a night hour (「其或晝不得陽夜不得陰則又有一日不得一時者」): 120 of the 240 fall in place
        QCOMPARE(gates, 120);
        // 「如雨水後甲日卯時以月將亥加甲卯則陽貴未加乾亥」 (003 line 450)
        QCOMPARE(text(g.rows[0][2]), u"卯"_s);
        QCOMPARE(text(g.rows[0][1]), u"亥"_s);
    }

    // 易隱 卷2 line 71, kept as data: the rendered table equals the transcription in tests/data.
    void dayHurts()
    {
        const Table t = table("day_hurts");
        checkShape(t, 12, 8);
        const auto rows = test::readTsv(u"yiyin_day_hurts_shiying.tsv"_s);
        QCOMPARE(rows.size(), 45);
        std::size_t k = 0;
        QString day;
        for (const auto& r : rows) {
            if (r[u"day_branch"_s] != day) {
                day = r[u"day_branch"_s];
                k = 1;
            }
            const auto& row = t.rows[std::size_t(index(*parseTerm<Branch>(day.toStdString())))];
            QCOMPARE(text(row[0]), day);
            QCOMPARE(text(row[k++]), r[u"full_name"_s]);
        }
    }

    // 卜筮正宗 (000 lines 16, 19, 241): each rendered row is said in the passage: 「乾為馬」, 「乾為首」, 「乾為老父」.
    void trigramImages()
    {
        const Table t = table("trigram_images");
        checkShape(t, 8, 4);
        const auto passage = [](int line) {
            const Passage* p = passageAt(Book::Bszz, line);
            return QString::fromUtf8(p->text.data(), qsizetype(p->text.size()));
        };
        for (const auto& r : t.rows) {
            QVERIFY(passage(16).contains(text(r[0]) + u'為' + text(r[1])));
            QVERIFY(passage(19).contains(text(r[0]) + u'為' + text(r[2])));
            QVERIFY(passage(241).contains(text(r[0]) + u'為' + text(r[3])));
        }
    }

    // 易冒 卷4 (002 line 35): 「冬至坎旺而艮相，春分震旺而巽相，夏至離旺而坤相，秋分兌旺而乾相」; line 35's note
    // 「如立春艮旺」; line 43 「冬至 … 震巽胎沒三氣」.
    void trigramSeasons()
    {
        const Table t = table("trigram_seasons");
        checkShape(t, 8, 9);
        for (const auto& r : t.rows)
            for (std::size_t k = 1; k < 9; ++k) {
                const auto trigram = parseTerm<Trigram>(t.columns[k].traditional);
                QVERIFY(trigram);
                const auto states = calendar::trigramStates(calendar::SolarTerm(r[0].value));
                QCOMPARE(r[k].value, std::uint32_t(states[std::size_t(bits(*trigram))]));
            }
        auto state = [&](int row, const char16_t* trigram) {
            for (std::size_t k = 1; k < 9; ++k)
                if (QString::fromUtf8(t.columns[k].traditional.data()) == QString::fromUtf16(trigram))
                    return text(t.rows[std::size_t(row)][k]);
            return QString();
        };
        QCOMPARE(text(t.rows[0][0]), u"冬至"_s);
        QCOMPARE(state(0, u"坎"), u"旺"_s);
        QCOMPARE(state(0, u"艮"), u"相"_s);
        QCOMPARE(state(0, u"震"), u"胎"_s);
        QCOMPARE(state(0, u"巽"), u"沒"_s);
        QCOMPARE(state(0, u"乾"), u"廢"_s);
        QCOMPARE(text(t.rows[1][0]), u"立春"_s);
        QCOMPARE(state(1, u"艮"), u"旺"_s);
        QCOMPARE(text(t.rows[2][0]), u"春分"_s);
        QCOMPARE(state(2, u"震"), u"旺"_s);
        QCOMPARE(state(2, u"巽"), u"相"_s);
        QCOMPARE(state(4, u"離"), u"旺"_s);
        QCOMPARE(state(4, u"坤"), u"相"_s);
        QCOMPARE(state(6, u"兌"), u"旺"_s);
        QCOMPARE(state(6, u"乾"), u"相"_s);
        // 卦旺三氣: 冬至, 小寒, 大寒 are 坎's
        for (auto term : {calendar::SolarTerm::DongZhi, calendar::SolarTerm::XiaoHan, calendar::SolarTerm::DaHan})
            QCOMPARE(calendar::prosperousTrigram(term), Trigram::Kan);
        QCOMPARE(calendar::prosperousTrigram(calendar::SolarTerm::LiChun), Trigram::Gen);
    }

    void scripts()
    {
        const Table t = table("palaces");
        QCOMPARE(text(t.rows[0][2], Script::Simplified), u"乾为天"_s);
        QCOMPARE(text(t.rows[0][2], Script::Traditional), u"乾為天"_s);
    }
};

QTEST_GUILESS_MAIN(TestHandbookTables)
#include "tst_handbook_tables.moc"
