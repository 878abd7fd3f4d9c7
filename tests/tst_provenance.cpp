// The provenance record (casting/provenance.h) determines its cast: recomputing each method's
// record gives the cast the method made, and bad inputs come back as errors, not casts.
#include "engine/casting/provenance.h"
#include "engine/casting/yarrow.h"
#include "engine/hexagram_names.h"

#include <QTest>

using namespace najia;
using namespace najia::casting;
using namespace std::chrono;

namespace {

// 2025-01-16 16:00 at UTC+8: 甲辰年十二月十七日申時, the 觀梅 inputs.
CastRecord at(CastInputs inputs)
{
    CastRecord r;
    r.inputs = std::move(inputs);
    r.instant = calendar::sys_seconds(sys_days(year(2025) / 1 / 16)) + hours(8);
    r.zone = "Asia/Shanghai";
    r.utcOffset = r.clockOffset = hours(8);
    return r;
}

} // namespace

class TestProvenance : public QObject {
    Q_OBJECT
private slots:
    void seededCoinsRecomputeFromTheirTosses()
    {
        SeededSource source(42);
        const auto tosses = randomTosses(source);
        CastRecord r = at(CoinInputs{tosses, FaceConvention::ReverseYang});
        r.source = source.kind();
        r.seed = source.seed();
        QCOMPARE(*recompute(r), castFromTosses(tosses, FaceConvention::ReverseYang));
        QCOMPARE(methodOf(r.inputs), CastMethod::Coins);
        CastRecord copy = r;
        QVERIFY(copy == r);
        copy.seed = 43;
        QVERIFY(!(copy == r));
    }

    void yarrowRecomputesFromItsSplits()
    {
        SeededSource source(7);
        const auto splits = randomYarrowSplits(source);
        const auto cast = recompute(at(YarrowInputs{splits}));
        QVERIFY(cast.ok());
        QCOMPARE(*cast, castFromYarrow(*replayYarrow(splits)));
        QVERIFY(!recompute(at(YarrowInputs{{24, 20}})).ok());
    }

    // 觀梅占: 辰年十二月十七日申時 → 澤火革, 初爻 moving (梅花易數 卷一).
    void timeRecomputesFromTheInstant()
    {
        const auto cast = recompute(at(TimeInputs{}));
        QVERIFY(cast.ok());
        QCOMPARE(primaryOf(*cast), *parseHexagram("澤火革"));
        QCOMPARE((*cast)[0], LineValue::OldYang);
        const auto pillars = pillarsOf(at(TimeInputs{}));
        QVERIFY(pillars.ok());
        QCOMPARE(pillars->year, parseGanZhi("甲辰"));
        QCOMPARE(pillars->hour, parseGanZhi("甲申"));
        CastRecord old = at(TimeInputs{});
        old.instant = calendar::sys_seconds(sys_days(year(1500) / 1 / 1));
        QVERIFY(!recompute(old).ok());
        QVERIFY(!pillarsOf(old).ok());
    }

    void namesNumbersAndLines()
    {
        // 易冒 卷4 「得觀之萃」: 888679 (tst_chart).
        const Cast guanToCui{LineValue::YoungYin, LineValue::YoungYin, LineValue::YoungYin,
                             LineValue::OldYin, LineValue::YoungYang, LineValue::OldYang};
        QCOMPARE(*recompute(at(NameInputs{"觀", "萃"})), guanToCui);
        QCOMPARE(*recompute(at(LineInputs{guanToCui})), guanToCui);
        QVERIFY(!recompute(at(NameInputs{"觀", "濟"})).ok());
        QVERIFY(!recompute(at(NameInputs{"", ""})).ok());
        const auto still = recompute(at(NameInputs{"觀", ""}));
        QVERIFY(still.ok());
        QCOMPARE(changedOf(*still), primaryOf(*still));
        QCOMPARE(primaryOf(*recompute(at(NumberInputs{{5, 3}, NumberMoving::Sum}))), *parseHexagram("風火家人"));
        QVERIFY(!recompute(at(NumberInputs{{5}, NumberMoving::Sum})).ok());
    }
};

QTEST_APPLESS_MAIN(TestProvenance)
#include "tst_provenance.moc"
