// Three-coin casting (casting/coins.h): 火珠林's 「一背為單，二背為拆，三背為重，三字為交」 under both face
// conventions, the exact 1/8 3/8 3/8 1/8 odds by enumeration and by χ² over seeded casts, the
// toss parser's errors and hand entry with undo.
#include "engine/casting/coins.h"
#include "chisquare.h"

#include <QTest>

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;

class TestCoins : public QObject {
    Q_OBJECT
private slots:
    void huozhulinRule_data()
    {
        QTest::addColumn<QString>("toss");
        QTest::addColumn<int>("reverseYang");    // 背為陽
        QTest::addColumn<int>("inscriptionYang"); // 字為陽
        // 火珠林: 一背為單 (少陽 7), 二背為拆 (少陰 8), 三背為重 (老陽 9), 三字為交 (老陰 6).
        QTest::newRow("三字為交") << u"字字字"_s << 6 << 9;
        QTest::newRow("一背為單") << u"字背字"_s << 7 << 8;
        QTest::newRow("二背為拆") << u"背字背"_s << 8 << 7;
        QTest::newRow("三背為重") << u"背背背"_s << 9 << 6;
        QTest::newRow("HHT") << u"HHT"_s << 7 << 8;
    }
    void huozhulinRule()
    {
        QFETCH(QString, toss);
        QFETCH(int, reverseYang);
        QFETCH(int, inscriptionYang);
        const auto t = parseToss(toss.toStdString());
        QVERIFY2(t.ok(), t.ok() ? "" : t.error().c_str());
        QCOMPARE(int(lineOf(*t, FaceConvention::ReverseYang)), reverseYang);
        QCOMPARE(int(lineOf(*t, FaceConvention::InscriptionYang)), inscriptionYang);
    }

    // All eight outcomes of three fair coins: 老陰 1, 少陽 3, 少陰 3, 老陽 1 (in eighths).
    void exactOddsByEnumeration()
    {
        for (auto c : {FaceConvention::ReverseYang, FaceConvention::InscriptionYang}) {
            std::array<int, 4> counts{};
            for (int bits = 0; bits < 8; ++bits) {
                Toss t{};
                for (int k = 0; k < 3; ++k) t[std::size_t(k)] = (bits >> k) & 1 ? CoinFace::Reverse : CoinFace::Inscription;
                ++counts[std::size_t(int(lineOf(t, c)) - 6)];
            }
            QCOMPARE(counts, (std::array<int, 4>{1, 3, 3, 1}));
        }
    }

    // χ² of the line values of seeded casts against 1/8 3/8 3/8 1/8, for each line position and
    // for all lines together.
    void chiSquareSeeded()
    {
        const int casts = test::chiSquareCasts();
        SeededSource source(20240204);
        std::array<std::array<std::int64_t, 4>, 6> byLine{};
        std::array<std::int64_t, 4> all{};
        for (int i = 0; i < casts; ++i) {
            const Cast cast = castFromTosses(randomTosses(source), FaceConvention::ReverseYang);
            for (std::size_t p = 0; p < 6; ++p) {
                const auto v = std::size_t(int(cast[p]) - 6);
                ++byLine[p][v];
                ++all[v];
            }
        }
        const std::array<int, 4> w{1, 3, 3, 1};
        const double chi2 = test::chiSquare(all, w, 8);
        qInfo("coins: %d casts, χ² = %.3f (df 3)", casts, chi2);
        QVERIFY(chi2 < test::kChi2Df3P001);
        for (const auto& counts : byLine) QVERIFY(test::chiSquare(counts, w, 8) < test::kChi2Df3P001);
    }

    void sameSeedSameTosses()
    {
        SeededSource a(7), b(7);
        QVERIFY(randomTosses(a) == randomTosses(b));
    }

    void parsesSixTosses()
    {
        const auto t = parseTosses("HHT HTT TTT HHH,字背背 背字字");
        QVERIFY(t.ok());
        const Cast cast = castFromTosses(*t, FaceConvention::ReverseYang);
        const Cast expected{LineValue::YoungYang, LineValue::YoungYin, LineValue::OldYang,
                            LineValue::OldYin, LineValue::YoungYin, LineValue::YoungYang};
        QVERIFY(cast == expected);
    }

    void rejectsBadTosses_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("five") << u"HHT HHT HHT HHT HHT"_s << u"expected 6 tosses"_s;
        QTest::newRow("seven") << u"HHT HHT HHT HHT HHT HHT HHT"_s << u"got 7"_s;
        QTest::newRow("two coins") << u"HH HHT HHT HHT HHT HHT"_s << u"toss 'HH'"_s;
        QTest::newRow("four coins") << u"HHTT HHT HHT HHT HHT HHT"_s << u"toss 'HHTT'"_s;
        QTest::newRow("bad face") << u"HHX HHT HHT HHT HHT HHT"_s << u"toss 'HHX'"_s;
        QTest::newRow("empty") << QString() << u"got 0"_s;
    }
    void rejectsBadTosses()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto t = parseTosses(text.toStdString());
        QVERIFY(!t.ok());
        QVERIFY2(QString::fromStdString(t.error()).contains(message), t.error().c_str());
    }

    void handEntryWithUndo()
    {
        CoinEntry entry(FaceConvention::InscriptionYang);
        const Toss heads{CoinFace::Inscription, CoinFace::Inscription, CoinFace::Inscription};
        const Toss tails{CoinFace::Reverse, CoinFace::Reverse, CoinFace::Reverse};
        QVERIFY(!entry.undo());
        for (int i = 0; i < 5; ++i) QVERIFY(entry.add(heads));
        QVERIFY(!entry.finished().ok());
        QVERIFY(entry.add(tails));
        QVERIFY(entry.complete());
        QVERIFY(!entry.add(heads));  // a seventh line is refused, nothing recorded
        QCOMPARE(entry.count(), 6);
        QVERIFY(entry.undo());        // take the 上爻 back and toss it again
        QVERIFY(entry.add(heads));
        const auto six = entry.finished();
        QVERIFY(six.ok());
        for (LineValue v : castFromTosses(*six, entry.convention())) QCOMPARE(v, LineValue::OldYang);
    }

    void bitReaderBelowIsUniform()
    {
        // 44 is the yarrow window for 49 stalks: χ² over 44 cells, df 43, p = 0.001 → 77.4.
        SeededSource source(1);
        BitReader bits(source);
        std::array<std::int64_t, 44> counts{};
        for (int i = 0; i < 440'000; ++i) {
            const int v = bits.below(44);
            QVERIFY(v >= 0 && v < 44);
            ++counts[std::size_t(v)];
        }
        double chi2 = 0;
        for (auto c : counts) chi2 += double(c - 10'000) * double(c - 10'000) / 10'000.0;
        QVERIFY2(chi2 < 77.4, qPrintable(QString::number(chi2)));
    }

    void osEntropyOpens()
    {
        auto source = OsEntropySource::open();
        QVERIFY2(source.ok(), source.ok() ? "" : source.error().c_str());
        QCOMPARE((*source)->kind(), RandomSourceKind::OsEntropy);
        QVERIFY(!(*source)->seed());
    }
};

QTEST_APPLESS_MAIN(TestCoins)
#include "tst_coins.moc"
