// Yarrow-stalk casting (casting/yarrow.h), the procedure of 繫辭上 「大衍之數五十，其用四十有九。分而為二以象兩，
// 掛一以象三，揲之以四以象四時，歸奇於扐以象閏 … 十有八變而成卦」 as 朱熹 《筮儀》 performs it: exact odds by
// enumerating every split the simulator can draw, χ² over seeded casts, replays of recorded splits and
// the rejection of impossible ones.
#include "engine/casting/yarrow.h"
#include "chisquare.h"

#include <QTest>

#include <numeric>

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;

namespace {

struct Fraction {
    std::int64_t num = 0;
    std::int64_t den = 1;
    Fraction& operator+=(Fraction o)
    {
        num = num * o.den + o.num * den;
        den *= o.den;
        const std::int64_t g = std::gcd(num, den);
        num /= g;
        den /= g;
        return *this;
    }
    friend Fraction operator*(Fraction a, Fraction b)
    {
        Fraction r{a.num * b.num, a.den * b.den};
        const std::int64_t g = std::gcd(r.num, r.den);
        return {r.num / g, r.den / g};
    }
    friend bool operator==(Fraction, Fraction) = default;
};

// Adds to `odds` (indexed by line value − 6) the probability of every path from `stalks` in hand
// at change `k`, each split of the window being equally likely.
void enumerate(int stalks, int k, Fraction p, std::array<Fraction, 4>& odds)
{
    if (k == kChangesPerLine) {
        odds[std::size_t(stalks / 4 - 6)] += p;
        return;
    }
    const SplitWindow w = splitWindow(stalks);
    for (int left = w.first; left < w.first + w.width; ++left)
        enumerate(stalks - yarrowChange(stalks, left)->setAside(), k + 1, p * Fraction{1, w.width}, odds);
}

QString describe(const std::array<Fraction, 4>& odds)
{
    QString s;
    for (auto f : odds) s += u"%1/%2 "_s.arg(f.num).arg(f.den);
    return s;
}

} // namespace

class TestYarrow : public QObject {
    Q_OBJECT
private slots:
    // Every split the simulator can draw, weighted exactly: 老陰 1/16, 少陽 5/16, 少陰 7/16, 老陽 3/16.
    void exactOddsOfTheSimulator()
    {
        std::array<Fraction, 4> odds{};
        enumerate(kYarrowStalks, 0, Fraction{1, 1}, odds);
        const std::array<Fraction, 4> expected{Fraction{1, 16}, Fraction{5, 16}, Fraction{7, 16}, Fraction{3, 16}};
        QVERIFY2(odds == expected, qPrintable(describe(odds)));
    }

    // The classical tree: in each change the left heap's remainder 1–4 is equally likely; the first
    // change sets aside 9 with probability 1/4 (remainder 4 on both sides) and 5 with 3/4, the
    // second and third 8 or 4 with 1/2 each.
    void exactOddsOfTheRemainderTree()
    {
        std::array<Fraction, 4> odds{};
        for (int a = 1; a <= 4; ++a)
            for (int b = 1; b <= 4; ++b)
                for (int c = 1; c <= 4; ++c) {
                    int stalks = kYarrowStalks;
                    for (int r : {a, b, c}) stalks -= yarrowChange(stalks, r)->setAside();  // left = r
                    odds[std::size_t(stalks / 4 - 6)] += Fraction{1, 64};
                }
        const std::array<Fraction, 4> expected{Fraction{1, 16}, Fraction{5, 16}, Fraction{7, 16}, Fraction{3, 16}};
        QVERIFY2(odds == expected, qPrintable(describe(odds)));
    }

    // Every possible split of every reachable hand sets aside 5 or 9 (first change) or 4 or 8.
    void everySplitSetsAsideWhatTheTextSays()
    {
        for (int stalks : {49, 44, 40, 36, 32}) {
            for (int left = 1; left <= stalks - 2; ++left) {
                const auto c = yarrowChange(stalks, left);
                QVERIFY(c.ok());
                QVERIFY(c->leftRemainder >= 1 && c->leftRemainder <= 4);
                QVERIFY(c->rightRemainder >= 1 && c->rightRemainder <= 4);
                const int aside = c->setAside();
                if (stalks == 49) QVERIFY(aside == 5 || aside == 9);
                else QVERIFY(aside == 4 || aside == 8);
            }
            QVERIFY(!yarrowChange(stalks, 0).ok());
            QVERIFY(!yarrowChange(stalks, stalks - 1).ok());  // the right heap would hold one stalk only
        }
    }

    void windowsAreCentredMultiplesOfFour()
    {
        for (int stalks : {49, 44, 40, 36, 32}) {
            const SplitWindow w = splitWindow(stalks);
            QCOMPARE(w.width % 4, 0);
            QVERIFY(w.first >= 1 && w.first + w.width - 1 <= stalks - 2);
            QVERIFY(stalks - 2 - w.width < 4);
        }
        QCOMPARE(splitWindow(49).first, 2);
        QCOMPARE(splitWindow(49).width, 44);
    }

    void chiSquareSeeded()
    {
        const int casts = test::chiSquareCasts();
        SeededSource source(49);
        std::array<std::int64_t, 4> counts{};
        for (int i = 0; i < casts; ++i) {
            const auto lines = replayYarrow(randomYarrowSplits(source));
            QVERIFY(lines.ok());
            for (const YarrowLine& l : *lines) ++counts[std::size_t(int(l.value) - 6)];
        }
        const double chi2 = test::chiSquare(counts, {1, 5, 7, 3}, 16);
        qInfo("yarrow: %d casts, χ² = %.3f (df 3)", casts, chi2);
        QVERIFY(chi2 < test::kChi2Df3P001);
    }

    // A line worked by hand: 49 stalks, left 24 → remainders 4 + 4, 9 aside, 40 left; left 20 of 40
    // → 4 + 3 (right heap 19), 8 aside, 32 left; left 18 of 32 → 2 + 1 (right 13), 4 aside, 28 = 4 × 7: 少陽.
    void replaysAWorkedLine()
    {
        std::vector<int> splits;
        for (int i = 0; i < 6; ++i) splits.insert(splits.end(), {24, 20, 18});
        const auto lines = replayYarrow(splits);
        QVERIFY(lines.ok());
        const YarrowLine& l = (*lines)[0];
        QCOMPARE(l.changes[0].setAside(), 9);
        QCOMPARE(l.changes[1].stalks, 40);
        QCOMPARE(l.changes[1].rightRemainder, 3);
        QCOMPARE(l.changes[1].setAside(), 8);
        QCOMPARE(l.changes[2].stalks, 32);
        QCOMPARE(l.changes[2].setAside(), 4);
        QCOMPARE(l.value, LineValue::YoungYang);
    }

    void rejectsImpossibleSplits_data()
    {
        QTest::addColumn<QString>("splits");
        QTest::addColumn<QString>("message");
        const QString good = u"24 20 18 "_s.repeated(5);
        QTest::newRow("17 splits") << good + u"24 20"_s << u"expected 18 splits"_s;
        QTest::newRow("19 splits") << good + u"24 20 18 1"_s << u"got 19"_s;
        QTest::newRow("empty left heap") << good + u"0 20 18"_s << u"line 6, change 1: impossible split 0 of 49"_s;
        QTest::newRow("right heap of one") << good + u"24 20 31"_s << u"line 6, change 3: impossible split 31 of 32"_s;
        QTest::newRow("more than in hand") << good + u"24 45 18"_s << u"line 6, change 2: impossible split 45 of 40"_s;
    }
    void rejectsImpossibleSplits()
    {
        QFETCH(QString, splits);
        QFETCH(QString, message);
        const auto numbers = parseNumbers(splits.toStdString());
        QVERIFY(numbers.ok());
        const auto lines = replayYarrow(*numbers);
        QVERIFY(!lines.ok());
        QVERIFY2(QString::fromStdString(lines.error()).contains(message), lines.error().c_str());
    }

    void parseNumbersRejectsText()
    {
        QVERIFY(!parseNumbers("24 2x 18").ok());
        QVERIFY(!parseNumbers("24 -").ok());
        QCOMPARE(parseNumbers(" 24, 20 18 ")->size(), std::size_t(3));
    }
};

QTEST_APPLESS_MAIN(TestYarrow)
#include "tst_yarrow.moc"
