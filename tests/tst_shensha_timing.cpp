// 周仲高's 應期 verses (shensha/timing.h) against 易隱 卷2 (tests/data/shensha_yiyin_timing.tsv).
#include "seedtable.h"
#include "engine/shensha/timing.h"
#include "tsv.h"

#include <QTest>

using namespace najia;
using namespace najia::shensha;
using najia::test::readTsv;
using najia::test::row;
using namespace Qt::Literals::StringLiterals;

namespace {

std::uint16_t mask(const QString& branches)
{
    std::uint16_t m = 0;
    for (Branch b : row<Branch>(branches.toStdString())) m = static_cast<std::uint16_t>(m | (1u << index(b)));
    return m;
}

} // namespace

class TestShenShaTiming : public QObject {
    Q_OBJECT
private slots:
    void verses_data()
    {
        QTest::addColumn<QString>("verse");
        QTest::addColumn<QString>("element");
        QTest::addColumn<QString>("favourable");
        QTest::addColumn<QString>("adverse");
        QTest::addColumn<QString>("clause");
        for (const auto& r : readTsv(u"shensha_yiyin_timing.tsv"_s))
            QTest::newRow(qPrintable(r[u"clause"_s])) << r[u"verse"_s] << r[u"element"_s] << r[u"favourable"_s]
                                                      << r[u"adverse"_s] << r[u"clause"_s];
    }
    void verses()
    {
        QFETCH(QString, verse);
        QFETCH(QString, element);
        QFETCH(QString, favourable);
        QFETCH(QString, adverse);
        QFETCH(QString, clause);
        // The clause (verbatim from 001 line 3) names the phase and the branches of the columns.
        QVERIFY(clause.startsWith(element));
        for (const QString& col : {favourable, adverse})
            for (QChar ch : col) QVERIFY(clause.contains(ch));
        const auto e = parseTerm<Element>(element.toStdString());
        QVERIFY(e);
        const TimingDays got = timingDays(*e, verse == u"short"_s ? TimingVerse::Short : TimingVerse::Long);
        QCOMPARE(got.favourable, mask(favourable));
        QCOMPARE(got.adverse, mask(adverse));
        QCOMPARE(got.favourable & got.adverse, 0);
    }

    // For a chart: 風火家人 is in the 巽 (木) palace; its 妻財 are 土, 官鬼 金.
    void forAChartsUsefulGod()
    {
        Cast c{};
        const char* digits = "987677";
        for (int i = 0; i < 6; ++i) c[std::size_t(i)] = static_cast<LineValue>(digits[i] - '0');
        const Chart chart = computeChart(c, {});
        QCOMPARE(element(chart.primary.place.palace), Element::Wood);
        QCOMPARE(timingDaysFor(chart, Relation::Wealth), timingDays(Element::Earth));
        QCOMPARE(timingDaysFor(chart, Relation::Officer, TimingVerse::Short), timingDays(Element::Metal, TimingVerse::Short));
        for (int r = 0; r < kRelationCount; ++r)
            QCOMPARE(relationTo(Element::Wood, elementOf(static_cast<Relation>(r), Element::Wood)), static_cast<Relation>(r));
    }
};

QTEST_APPLESS_MAIN(TestShenShaTiming)
#include "tst_shensha_timing.moc"
