// The terms table: every value has three distinct non-empty names that parse back to it.
#include "engine/terms.h"
#include "engine/line_terms.h"

#include <QTest>
#include <set>

using namespace najia;

namespace {

template <class E> void checkRoundTrip(int count)
{
    const auto terms = termsOf<E>();
    QCOMPARE(terms.size(), std::size_t(count));
    std::set<std::string_view> seen;
    for (int i = 0; i < count; ++i) {
        const E v = static_cast<E>(i);
        for (Script s : {Script::Traditional, Script::Simplified, Script::English}) {
            QVERIFY(!name(v, s).empty());
            QCOMPARE(parseTerm<E>(name(v, s)), std::optional<E>(v));
        }
        QVERIFY(seen.insert(name(v, Script::Traditional)).second);
    }
}

} // namespace

class TestTerms : public QObject {
    Q_OBJECT
private slots:
    void everyTermRoundTrips()
    {
        checkRoundTrip<Stem>(kStemCount);
        checkRoundTrip<Branch>(kBranchCount);
        checkRoundTrip<Element>(kElementCount);
        checkRoundTrip<YinYang>(2);
        checkRoundTrip<Trigram>(kTrigramCount);
        checkRoundTrip<PhaseRelation>(5);
        checkRoundTrip<PunishmentKind>(4);
        checkRoundTrip<SheetLabel>(int(SheetLabel::Count));
    }

    void scriptsDifferWhereTheCharactersDo()
    {
        QCOMPARE(name(Trigram::Li, Script::Traditional), std::string_view("離"));
        QCOMPARE(name(Trigram::Li, Script::Simplified), std::string_view("离"));
        QCOMPARE(name(YinYang::Yang, Script::Simplified), std::string_view("阳"));
        QCOMPARE(name(Branch::Xu, Script::English), std::string_view("Xu"));
    }

    void ganZhiNamesRoundTripInEveryScript()
    {
        for (int i = 0; i < GanZhi::count; ++i) {
            const GanZhi g(i);
            for (Script s : {Script::Traditional, Script::Simplified, Script::English})
                QCOMPARE(parseGanZhi(name(g, s)), std::optional<GanZhi>(g));
        }
        QCOMPARE(name(GanZhi(54)), std::string("戊午"));  // 2000-01-01's day pillar
        QCOMPARE(parseGanZhi("jiazi"), std::optional<GanZhi>(GanZhi(0)));
        QCOMPARE(parseGanZhi("Gui Hai"), std::optional<GanZhi>(GanZhi(59)));
    }

    // 初爻 … 上爻: the 周易's names of the six places, bottom up, one table for every display of
    // them (handbook tables, findings, a cast's details).
    void linePlacesAreNamedBottomUp()
    {
        const char* const expected[] = {"初爻", "二爻", "三爻", "四爻", "五爻", "上爻"};
        const char* const english[] = {"first line", "second line", "third line", "fourth line", "fifth line", "top line"};
        for (const LinePos pos : allLines) {
            QCOMPARE(name(pos), std::string_view(expected[pos.index()]));
            QCOMPARE(name(pos, Script::Simplified), name(pos));
            QCOMPARE(name(pos, Script::English), std::string_view(english[pos.index()]));  // GLOSSARY.md
        }
        QCOMPARE(lineTerms().size(), std::size_t(6));
    }

    void badGanZhiIsRejected()
    {
        QCOMPARE(parseGanZhi("甲丑"), std::nullopt);  // unequal polarity
        QCOMPARE(parseGanZhi("甲"), std::nullopt);
        QCOMPARE(parseGanZhi(""), std::nullopt);
        QCOMPARE(parseGanZhi("戍子"), std::nullopt);  // 戍 is not a stem
        QCOMPARE(parseGanZhi("甲子甲"), std::nullopt);
    }
};

QTEST_APPLESS_MAIN(TestTerms)
#include "tst_terms.moc"
