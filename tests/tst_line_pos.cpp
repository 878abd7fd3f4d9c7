// LinePos (爻位 1–6) and masks of lines: the type's range and conversions, and the line operations
// of Hexagram checked through it over all 64 hexagrams and all six positions.
#include "engine/chart.h"
#include "engine/hexagram_changes.h"
#include "engine/line_pos.h"
#include "engine/palace.h"

#include <QTest>

#include <type_traits>
#include <vector>

using namespace najia;

static_assert(!std::is_convertible_v<int, LinePos> && !std::is_convertible_v<LinePos, int>);
static_assert(LinePos(1).bit() == 1 && LinePos(6).bit() == 32 && LinePos(6).index() == 5);
static_assert(LinePos() == LinePos(1));  // the default is 初爻
static_assert(!LinePos::fromNumber(0) && !LinePos::fromNumber(7) && LinePos::fromNumber(4)->number() == 4);
static_assert(sizeof(LinePos) == 1);

namespace {

std::vector<int> numbersIn(LineRange r)
{
    std::vector<int> out;
    for (const LinePos p : r) out.push_back(p.number());
    return out;
}

} // namespace

class TestLinePos : public QObject {
    Q_OBJECT
private slots:
    void range()
    {
        for (int n = 1; n <= 6; ++n) {
            const LinePos p(n);
            QCOMPARE(LinePos::fromNumber(n), p);
            QCOMPARE(p.number(), n);
            QCOMPARE(p.index(), std::size_t(n - 1));
            QCOMPARE(LinePos::fromIndex(p.index()), p);
            QCOMPARE(p.bit(), 1 << (n - 1));
            QCOMPARE(p.inner(), n <= 3);  // 內卦 初二三, 外卦 四五上
        }
        for (int bad : {-1, 0, 7, 8, 64, 255, 256})
            QVERIFY(!LinePos::fromNumber(bad));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, LinePos(0));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, LinePos(7));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, LinePos(-1));
    }

    // `allLines` runs 初爻 … 上爻 once each; `linesIn(m)` yields exactly the set bits of every mask, bottom first,
    // and ignores bits above the sixth.
    void masks()
    {
        QCOMPARE(numbersIn(allLines), (std::vector<int>{1, 2, 3, 4, 5, 6}));
        for (int mask = 0; mask < 64; ++mask) {
            int rebuilt = 0, last = 0;
            for (const LinePos p : linesIn(mask)) {
                QVERIFY(p.in(mask));
                QVERIFY(p.number() > last);
                last = p.number();
                rebuilt |= p.bit();
            }
            QCOMPARE(rebuilt, mask);
            for (const LinePos p : allLines) QCOMPARE(p.in(mask), ((mask >> p.index()) & 1) == 1);
            QCOMPARE(numbersIn(linesIn(mask | 64 | 128 | 1024)), numbersIn(linesIn(mask)));
        }
        QVERIFY(numbersIn(linesIn(0)).empty());
    }

    // Over all 64 × 6: flipping a line changes that line only and twice gives the hexagram back; 錯卦 flips
    // every line, 綜卦 reads the lines top down, 互卦 takes lines 2-3-4 as its inner trigram and 3-4-5 as
    // its outer; a still cast of a hexagram holds its lines in the same order.
    void hexagramLines()
    {
        for (int b = 0; b < 64; ++b) {
            const Hexagram h(b);
            const Cast still = stillCast(h);
            QCOMPARE(primaryOf(still), h);
            Hexagram allFlipped = h;
            for (const LinePos p : allLines) {
                QCOMPARE(h.isYang(p), (b >> p.index() & 1) == 1);
                QCOMPARE(isYang(still[p.index()]), h.isYang(p));
                const Hexagram f = h.flipped(p);
                QVERIFY(f != h);
                QCOMPARE(f.flipped(p), h);
                for (const LinePos q : allLines) QCOMPARE(f.isYang(q), q == p ? !h.isYang(q) : h.isYang(q));
                QCOMPARE(h.reversed().isYang(p), h.isYang(LinePos(7 - p.number())));
                QCOMPARE(h.opposite().isYang(p), !h.isYang(p));
                allFlipped = allFlipped.flipped(p);
            }
            QCOMPARE(allFlipped, h.opposite());
            const Hexagram n = h.nuclear();
            for (int k = 1; k <= 3; ++k) {
                QCOMPARE(n.isYang(LinePos(k)), h.isYang(LinePos(k + 1)));
                QCOMPARE(n.isYang(LinePos(k + 3)), h.isYang(LinePos(k + 2)));
            }
        }
    }

    // 世 and 應 stand three lines apart (「世初應四，世二應五，世三應六」, 易隱 卷2, seed 001 line 67); the two 間爻 lie between
    // them (卜筮正宗 定間爻歌 「世應當中兩間爻」, seed 000 line 23). The chart's facts carry the palace's 世 for every hexagram.
    void selfOtherBetween()
    {
        for (int g = 0; g < kGenerationCount; ++g) {
            const LinePos self = selfLine(static_cast<Generation>(g));
            const LinePos other = otherLine(self);
            QCOMPARE(std::abs(self.number() - other.number()), 3);
            QCOMPARE(otherLine(other), self);
            const auto between = betweenLines(self);
            QCOMPARE(betweenLines(other), between);
            const int low = std::min(self.number(), other.number());
            QCOMPARE(between[0].number(), low + 1);
            QCOMPARE(between[1].number(), low + 2);
        }
        for (int b = 0; b < 64; ++b) {
            const HexagramFacts f = factsOf(Hexagram(b));
            QCOMPARE(f.self, selfLine(palaceOf(Hexagram(b)).generation));
            QCOMPARE(f.other, otherLine(f.self));
        }
    }
};

QTEST_APPLESS_MAIN(TestLinePos)
#include "tst_line_pos.moc"
