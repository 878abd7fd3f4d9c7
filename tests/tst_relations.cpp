// Branch and stem relations, derived in branch_relations.h, checked against the seed tables.
#include "engine/branch_relations.h"
#include "seedtable.h"

#include <QTest>
#include <set>

using namespace najia;
using najia::test::row;
using namespace Qt::Literals::StringLiterals;

namespace {

// Every ordered pair (a, b) for which `related(a, b)` holds, as index pairs.
template <class F> std::set<std::pair<int, int>> pairsWhere(F related)
{
    std::set<std::pair<int, int>> out;
    for (int a = 0; a < kBranchCount; ++a)
        for (int b = 0; b < kBranchCount; ++b)
            if (related(branchAt(a), branchAt(b))) out.insert({a, b});
    return out;
}

// The symmetric closure of the listed unordered pairs.
std::set<std::pair<int, int>> symmetric(std::initializer_list<std::pair<Branch, Branch>> pairs)
{
    std::set<std::pair<int, int>> out;
    for (auto [a, b] : pairs) {
        out.insert({index(a), index(b)});
        out.insert({index(b), index(a)});
    }
    return out;
}

} // namespace

class TestRelations : public QObject {
    Q_OBJECT
private slots:
    // 易隱 卷2, 司天氏王政秘傳, by the year (月日同) branch 子…亥: each seed row read in order.
    void branchRowsOfYiYin_data()
    {
        QTest::addColumn<QString>("relation");
        QTest::addColumn<QString>("seedRow");
        QTest::newRow("支合") << u"支合"_s << u"丑子亥戌酉申未午巳辰卯寅"_s;
        QTest::newRow("支刑") << u"支刑"_s << u"卯戌巳子辰申午丑寅酉未亥"_s;
        QTest::newRow("支害") << u"支害"_s << u"未午巳辰卯寅丑子亥戌酉申"_s;
        // 歲破 is the branch that clashes the year (000 月破定例 applies the same to the month).
        QTest::newRow("歲破 = 六沖") << u"六沖"_s << u"午未申酉戌亥子丑寅卯辰巳"_s;
    }
    void branchRowsOfYiYin()
    {
        QFETCH(QString, relation);
        QFETCH(QString, seedRow);
        const auto expected = row<Branch>(seedRow.toStdString());
        QCOMPARE(expected.size(), std::size_t(12));
        for (int i = 0; i < kBranchCount; ++i) {
            const Branch b = branchAt(i);
            const Branch got = relation == u"支合"_s   ? sixHarmonyPartner(b)
                               : relation == u"支刑"_s ? punishes(b)
                               : relation == u"支害"_s ? harmPartner(b)
                                                        : clashPartner(b);
            QCOMPARE(got, expected[std::size_t(i)]);
        }
    }

    // 易隱 卷2 司天氏王政秘傳 「干合：己庚辛壬癸甲乙丙丁戊」 for 甲…癸;
    // 天干合化 (易冒 卷4): 甲己化土, 乙庚化金, 丙辛化水, 丁壬化木, 戊癸化火.
    void stemHarmony()
    {
        const auto partners = row<Stem>("己庚辛壬癸甲乙丙丁戊");
        const auto formed = row<Element>("土金水木火土金水木火");
        QCOMPARE(partners.size(), std::size_t(10));
        for (int i = 0; i < kStemCount; ++i) {
            QCOMPARE(stemHarmonyPartner(stemAt(i)), partners[std::size_t(i)]);
            QCOMPARE(stemHarmonyElement(stemAt(i)), formed[std::size_t(i)]);
            QCOMPARE(stemHarmonyElement(stemHarmonyPartner(stemAt(i))), formed[std::size_t(i)]);
        }
    }

    // 三刑六害歌 (000): 「六害子未不堪親，丑害午兮寅巳真，卯害辰兮申害亥，酉戍相穿轉見深」.
    // The seed writes 酉戍 for 酉戌 (戍 is a transcription error; see docs/corrections.md).
    void sixHarmMatchesTheVerse()
    {
        using B = Branch;
        const auto expected = symmetric({{B::Zi, B::Wei}, {B::Chou, B::Wu}, {B::Yin, B::Si},
                                         {B::Mao, B::Chen}, {B::Shen, B::Hai}, {B::You, B::Xu}});
        QCOMPARE(pairsWhere(isHarm), expected);
    }

    // 三刑六害歌 (000): 「寅刑巳，巳刑申，丑戌相刑未并臻；子刑卯，卯刑子，辰午酉亥自相刑」.
    void threePunishmentsMatchTheVerse()
    {
        using B = Branch;
        const std::set<std::pair<int, int>> directed = {
            {index(B::Yin), index(B::Si)},   {index(B::Si), index(B::Shen)},
            {index(B::Shen), index(B::Yin)}, {index(B::Chou), index(B::Xu)},
            {index(B::Xu), index(B::Wei)},   {index(B::Wei), index(B::Chou)},
            {index(B::Zi), index(B::Mao)},   {index(B::Mao), index(B::Zi)},
            {index(B::Chen), index(B::Chen)}, {index(B::Wu), index(B::Wu)},
            {index(B::You), index(B::You)},  {index(B::Hai), index(B::Hai)}};
        QCOMPARE(pairsWhere([](Branch a, Branch b) { return punishes(a) == b; }), directed);
        // 虎易注: 子卯 無禮, 寅巳申 恃勢, 丑戌未 無恩, 辰午酉亥 自刑.
        for (int i = 0; i < kBranchCount; ++i) {
            const Branch b = branchAt(i);
            QCOMPARE(punishmentKind(punishes(b)), punishmentKind(b));
            QCOMPARE(punishmentKind(b) == PunishmentKind::Self, punishes(b) == b);
        }
        QCOMPARE(punishmentKind(B::Zi), PunishmentKind::Rudeness);
        QCOMPARE(punishmentKind(B::Shen), PunishmentKind::Power);
        QCOMPARE(punishmentKind(B::Wei), PunishmentKind::Ingratitude);
    }

    // 六沖 is symmetric, has no fixed point, and pairs branches of one polarity.
    void clashIsAnInvolution()
    {
        for (int i = 0; i < kBranchCount; ++i) {
            const Branch b = branchAt(i);
            QCOMPARE(clashPartner(clashPartner(b)), b);
            QVERIFY(clashPartner(b) != b);
            QCOMPARE(polarity(clashPartner(b)), polarity(b));
            QCOMPARE(sixHarmonyPartner(sixHarmonyPartner(b)), b);
            QCOMPARE(harmPartner(harmPartner(b)), b);
            // 六害 is the clash of the harmony partner (六合之沖).
            QCOMPARE(harmPartner(b), clashPartner(sixHarmonyPartner(b)));
        }
    }

    // 三合: 「申子辰馬居寅午戌，寅午戌馬居申子辰，亥卯未馬居巳酉丑，巳酉丑馬居亥卯未」 (易隱 卷2)
    // names the four groups; 「申子辰會成水局」 (易冒 卷4) the element — that of the middle (帝旺).
    void threeHarmony()
    {
        const char* groups[] = {"申子辰", "寅午戌", "亥卯未", "巳酉丑"};
        const auto formed = row<Element>("水火木金");
        for (int g = 0; g < 4; ++g) {
            const auto members = row<Branch>(groups[g]);
            QCOMPARE(members.size(), std::size_t(3));
            for (Branch m : members) {
                const auto t = najia::threeHarmony(m);
                QCOMPARE(std::vector<Branch>(t.members.begin(), t.members.end()), members);
                QCOMPARE(t.element, formed[std::size_t(g)]);
                QCOMPARE(t.element, element(t.members[1]));
            }
            // 驛馬 of a group is the clash of its 長生 (the horse of 申子辰 is 寅).
            QCOMPARE(clashPartner(members[0]), row<Branch>(groups[(g + 1) % 2 + (g / 2) * 2])[0]);
        }
    }

    // 三會 (虎易注 in 000: 寅卯辰會東方，巳午未會南方): four seasonal groups of three.
    void threeMeeting()
    {
        const char* groups[] = {"寅卯辰", "巳午未", "申酉戌", "亥子丑"};
        const auto formed = row<Element>("木火金水");
        for (int g = 0; g < 4; ++g) {
            const auto members = row<Branch>(groups[g]);
            for (Branch m : members) {
                const auto t = najia::threeMeeting(m);
                QCOMPARE(std::vector<Branch>(t.members.begin(), t.members.end()), members);
                QCOMPARE(t.element, formed[std::size_t(g)]);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestRelations)
#include "tst_relations.moc"
