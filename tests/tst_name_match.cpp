// Hexagrams by name (casting/name_match.h): every name in every script, the usual variants (without
// 為, 遯/遁, a trailing 卦), ambiguous and unknown names as errors listing the candidates, and 本卦 +
// 變卦 → cast over all 4096 casts.
#include "engine/casting/name_match.h"
#include "engine/casting/provenance.h"

#include <QTest>

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;

class TestNameMatch : public QObject {
    Q_OBJECT
private slots:
    // 「X之Y」 and 「X變Y」 in one field (issue 15), as 增刪卜易 and 易冒 name their cases
    // (「得觀之萃」, 易冒 卷4, seed 002): the pair is cast, moving where the two differ.
    void pairInOneText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("lines");
        QTest::newRow("天火同人之離") << u"天火同人之離"_s << u"787797"_s;
        QTest::newRow("同人之離") << u"同人之離"_s << u"787797"_s;
        QTest::newRow("同人變離") << u"同人變離"_s << u"787797"_s;
        QTest::newRow("同人变离 (简)") << u"同人变离"_s << u"787797"_s;
        QTest::newRow("觀之萃") << u"觀之萃"_s << u"888679"_s;
        QTest::newRow("乾之乾: still") << u"乾為天之乾為天"_s << u"777777"_s;
    }
    void pairInOneText()
    {
        QFETCH(QString, text);
        QFETCH(QString, lines);
        CastRecord record;
        record.inputs = NameInputs{text.toStdString(), {}};
        const auto cast = recompute(record);
        QVERIFY2(cast, cast ? "" : cast.error().c_str());
        QString digits;
        for (LineValue v : *cast) digits += QString::number(int(v));
        QCOMPARE(digits, lines);
    }
    void notAPair()
    {
        for (const char* t : {"之離", "同人之", "同人之離之乾", "同人變離之乾", "同人"})
            QVERIFY2(!splitHexagramPair(t), t);
        CastRecord record;
        record.inputs = NameInputs{"同人之離之乾", {}};
        QVERIFY(!recompute(record));
    }
    void everyNameMatches()
    {
        for (int b = 0; b < Hexagram::count; ++b) {
            const Hexagram h(b);
            const HexagramName& n = hexagramName(h);
            for (const Term* t : {&n.full, &n.short_})
                for (std::string_view v : {t->traditional, t->simplified}) {
                    const auto m = matchHexagram(v);
                    QVERIFY2(m.ok() && *m == h, std::string(v).c_str());
                }
            const auto english = matchHexagram(n.full.english);
            QVERIFY2(english.ok() && *english == h, n.full.english.data());
        }
    }

    void variants_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("without 為") << u"乾天"_s << u"乾為天"_s;
        QTest::newRow("simplified 为") << u"坎为水"_s << u"坎為水"_s;
        QTest::newRow("遯") << u"天山遯"_s << u"天山遁"_s;
        QTest::newRow("遯 alone") << u"遯"_s << u"天山遁"_s;
        QTest::newRow("trailing 卦") << u"革卦"_s << u"澤火革"_s;
        QTest::newRow("spaces") << u" 風 火 家 人 "_s << u"風火家人"_s;
        QTest::newRow("part of a name") << u"火家"_s << u"風火家人"_s;
        QTest::newRow("King Wen") << u"49"_s << u"澤火革"_s;
        QTest::newRow("English title") << u"the creative"_s << u"乾為天"_s;
        QTest::newRow("simplified part") << u"风火"_s << u"風火家人"_s;
    }
    void variants()
    {
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const auto m = matchHexagram(text.toStdString());
        QVERIFY2(m.ok(), m.ok() ? "" : m.error().c_str());
        QCOMPARE(*m, *parseHexagram(expected.toStdString()));
    }

    void ambiguousOrUnknown_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("mentions");
        QTest::newRow("pinyin Qian") << u"Qian"_s << QStringList{u"ambiguous"_s, u"乾為天"_s, u"地山謙"_s};
        QTest::newRow("images 雷雷") << u"雷雷"_s << QStringList{u"no hexagram"_s};
        QTest::newRow("just 火") << u"火"_s << QStringList{u"ambiguous"_s, u"火天大有"_s, u"離為火"_s};
        QTest::newRow("濟") << u"濟"_s << QStringList{u"ambiguous: 水火既濟, 火水未濟"_s};
        QTest::newRow("nonsense") << u"xyzzy"_s << QStringList{u"no hexagram is called 'xyzzy'"_s};
        QTest::newRow("empty") << QString() << QStringList{u"no hexagram"_s};
    }
    void ambiguousOrUnknown()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, mentions);
        const auto m = matchHexagram(text.toStdString());
        QVERIFY(!m.ok());
        for (const QString& s : mentions)
            QVERIFY2(QString::fromStdString(m.error()).contains(s), m.error().c_str());
    }

    // Any cast is given back by its 本卦 and 變卦: all 4096 casts.
    void namesGiveEveryCast()
    {
        for (int code = 0; code < 4096; ++code) {
            Cast cast{};
            for (std::size_t i = 0; i < 6; ++i) cast[i] = static_cast<LineValue>(6 + ((code >> (2 * i)) & 3));
            if (castFromNames(primaryOf(cast), changedOf(cast)) != cast) QFAIL(qPrintable(QString::number(code)));
        }
    }
};

QTEST_APPLESS_MAIN(TestNameMatch)
#include "tst_name_match.moc"
