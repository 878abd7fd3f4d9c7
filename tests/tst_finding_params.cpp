// The table of finding parameter types (analysis/param_types.h): every ParamKey has a row, a value
// of each type goes in and comes out unchanged through its 16 bits, the setter refuses a value of
// another type, and an absent parameter reads as nullopt.
#include "engine/analysis/analysis.h"

#include <QTest>

#include <set>
#include <type_traits>

using namespace najia;

#ifndef Q_MOC_RUN
// with<K>(v) compiles only when v has K's own type.
template <ParamKey K, class T> constexpr bool settable = requires(Finding f, T v) { f.template with<K>(v); };
static_assert(settable<ParamKey::Filled, bool> && !settable<ParamKey::Filled, int>);
static_assert(settable<ParamKey::VoidType, VoidKind> && !settable<ParamKey::VoidType, int> &&
              !settable<ParamKey::VoidType, FillDegree>);
static_assert(settable<ParamKey::Lines, LineMask> && !settable<ParamKey::Lines, int> &&
              !settable<ParamKey::Lines, EnumMask<VoidKind>>);
static_assert(settable<ParamKey::VoidKinds, EnumMask<VoidKind>> && !settable<ParamKey::VoidKinds, EnumMask<Loss>>);
static_assert(settable<ParamKey::FillDay, GanZhi> && !settable<ParamKey::FillDay, int>);
static_assert(settable<ParamKey::Branch, Branch> && !settable<ParamKey::Branch, Element>);
#endif

static_assert(std::is_same_v<ParamValue<ParamKey::RepairMonth>, Branch>);
static_assert(std::is_same_v<ParamValue<ParamKey::StemLines>, LineMask>);
static_assert(std::is_same_v<ParamValue<ParamKey::Strike>, EnumMask<Strike>>);
static_assert(std::is_same_v<ParamValue<ParamKey::TrigramState>, calendar::TrigramState>);

namespace {

// The value read back from `stored` under `key`, encoded again: equal to `stored` when the table's
// type round-trips; -1 when visitParam found no row.
int roundTrip(ParamKey key, std::uint16_t stored, int& calls)
{
    int again = -1;
    visitParam(Param{key, stored}, [&](auto v) {
        ++calls;
        again = ParamCodec<decltype(v)>::encode(v);
    });
    return again;
}

} // namespace

class TestFindingParams : public QObject {
    Q_OBJECT
private slots:
    // Every key, walked by its number: visitParam reaches exactly one row, whose type gives back the
    // stored bits (flags as 0 and 1, everything else over 0–7, which every type here can hold).
    void tableIsTotal()
    {
        std::set<std::string_view> ids;
        for (int k = 0; k < kParamKeyCount; ++k) {
            const auto key = static_cast<ParamKey>(k);
            QVERIFY(!paramId(key).empty());
            ids.insert(paramId(key));
            for (std::uint16_t v = 0; v < 8; ++v) {
                int calls = 0;
                const int again = roundTrip(key, v, calls);
                QCOMPARE(calls, 1);
                bool flag = false;
                visitParam(Param{key, v}, [&](auto x) { flag = std::is_same_v<decltype(x), bool>; });
                if (flag) QCOMPARE(again, v == 0 ? 0 : 1);
                else QCOMPARE(again, int(v));
            }
        }
        QCOMPARE(ids.size(), std::size_t(kParamKeyCount));  // one id per key
        int calls = 0;
        QCOMPARE(roundTrip(static_cast<ParamKey>(kParamKeyCount), 1, calls), -1);  // past the table: no row
        QCOMPARE(calls, 0);
    }

    // Set and get, typed; an absent key is nullopt, not a number.
    void setAndGet()
    {
        Finding f{FindingKind::Void, RuleId::VoidKinds, Subject{}};
        f.with<ParamKey::VoidType>(VoidKind::Hurt)
            .with<ParamKey::VoidKinds>(EnumMask<VoidKind>(1 << int(VoidKind::True) | 1 << int(VoidKind::Hurt)))
            .with<ParamKey::Lines>(LineMask(LinePos(2).bit() | LinePos(5).bit()))
            .with<ParamKey::FillDay>(GanZhi(59))
            .with<ParamKey::Effective>(false)
            .with<ParamKey::RepairMonth>(Branch::Hai);
        QCOMPARE(f.param<ParamKey::VoidType>(), VoidKind::Hurt);
        QVERIFY(f.param<ParamKey::VoidKinds>()->has(VoidKind::True));
        QVERIFY(!f.param<ParamKey::VoidKinds>()->has(VoidKind::Moving));
        QVERIFY(f.param<ParamKey::Lines>()->has(LinePos(5)));
        QVERIFY(!f.param<ParamKey::Lines>()->has(LinePos(1)));
        QCOMPARE(f.param<ParamKey::FillDay>()->index(), 59);
        QCOMPARE(f.param<ParamKey::Effective>(), false);
        QCOMPARE(f.param<ParamKey::RepairMonth>(), Branch::Hai);
        QVERIFY(!f.param<ParamKey::Filled>());
        QVERIFY(!f.param<ParamKey::Branch>());
        // A seventh parameter is dropped (kMaxParams), not written past the end.
        f.with<ParamKey::Strong>(true);
        QCOMPARE(int(f.paramCount), kMaxParams);
        QVERIFY(!f.param<ParamKey::Strong>());
    }
};

QTEST_APPLESS_MAIN(TestFindingParams)
#include "tst_finding_params.moc"
