// The 64 hexagram names: every name parses back to its hexagram, the 八宮 listing transcribed from
// 易隱 卷2 (tests/data/yiyin_palaces.tsv) names the hexagram its two trigram images denote, and a few
// King Wen numbers.
#include "engine/hexagram_names.h"
#include "tsv.h"

#include <QSet>
#include <QTest>

#include <set>
#include <string>
#include <string_view>

using namespace najia;

namespace {

const char* const kScriptNames[] = {"traditional", "simplified", "English"};

QString q(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
std::string s(const QString& text) { return text.toStdString(); }

} // namespace

class TestHexagramNames : public QObject {
    Q_OBJECT
private slots:
    void everyNameRoundTrips()
    {
        // Pinyin short names that two hexagrams share; parseHexagram refuses them as ambiguous.
        const std::set<std::string_view> sharedPinyin = {"Qian", "Kun", "Bi", "Lü", "Yi", "Jian"};
        QSet<int> kingWen;
        for (int b = 0; b < Hexagram::count; ++b) {
            const Hexagram h(b);
            const HexagramName& n = hexagramName(h);
            QVERIFY(n.kingWen >= 1 && n.kingWen <= 64);
            QVERIFY2(!kingWen.contains(n.kingWen), qPrintable(q(n.full.traditional)));
            kingWen.insert(n.kingWen);
            for (Script sc : {Script::Traditional, Script::Simplified, Script::English}) {
                const QString label = q(n.full.traditional) + QLatin1Char(' ') + QLatin1String(kScriptNames[static_cast<std::size_t>(sc)]);
                QVERIFY2(!n.full.in(sc).empty() && !n.short_.in(sc).empty(), qPrintable(label));
                QVERIFY2(parseHexagram(n.full.in(sc)) == h, qPrintable(label + QStringLiteral(" full")));
                if (sc == Script::English && sharedPinyin.count(n.short_.in(sc)) == 1)
                    QVERIFY2(!parseHexagram(n.short_.in(sc)), qPrintable(label + QStringLiteral(" ambiguous")));
                else
                    QVERIFY2(parseHexagram(n.short_.in(sc)) == h, qPrintable(label + QStringLiteral(" short")));
            }
            QCOMPARE(parseHexagram(std::to_string(n.kingWen)), std::optional<Hexagram>(h));
            // English ignores case.
            QCOMPARE(parseHexagram(s(q(n.full.english).toUpper())), std::optional<Hexagram>(h));
        }
        QCOMPARE(kingWen.size(), qsizetype(64));
    }

    void palacesOfYiYinNameTheirTrigrams()
    {
        const auto rows = test::readTsv(QStringLiteral("yiyin_palaces.tsv"));
        QCOMPARE(rows.size(), qsizetype(64));
        QSet<int> seen;
        for (const auto& row : rows) {
            const QString name = row[QStringLiteral("corrected_name")];
            const auto fromImages = test::hexagramFromImages(name);
            QVERIFY2(fromImages, qPrintable(name));
            const Hexagram h = *fromImages;
            QCOMPARE(q(hexagramName(h).full.traditional), name);
            QCOMPARE(parseHexagram(s(name)), std::optional<Hexagram>(h));
            QVERIFY(!seen.contains(h.bits()));
            seen.insert(h.bits());
        }
    }

    void namesByKingWenNumber()
    {
        const auto name = [](int kw) { return q(hexagramName(*parseHexagram(std::to_string(kw))).full.traditional); };
        QCOMPARE(name(1), QStringLiteral("乾為天"));
        QCOMPARE(name(2), QStringLiteral("坤為地"));
        QCOMPARE(name(11), QStringLiteral("地天泰"));
        QCOMPARE(name(21), QStringLiteral("火雷噬嗑"));
        QCOMPARE(name(44), QStringLiteral("天風姤"));
        QCOMPARE(name(63), QStringLiteral("水火既濟"));
        QCOMPARE(name(64), QStringLiteral("火水未濟"));

        const HexagramName& gou = hexagramName(Hexagram(Trigram::Xun, Trigram::Qian));
        QCOMPARE(gou.kingWen, 44);
        QCOMPARE(q(gou.full.simplified), QStringLiteral("天风姤"));
        QCOMPARE(q(gou.short_.traditional), QStringLiteral("姤"));
        QCOMPARE(q(gou.full.english), QStringLiteral("Gou (Coming to Meet)"));
        QCOMPARE(hexagramName(Hexagram(Trigram::Zhen, Trigram::Li)).kingWen, 21);
        QCOMPARE(q(hexagramName(Hexagram(Trigram::Zhen, Trigram::Li)).short_.traditional), QStringLiteral("噬嗑"));
        QCOMPARE(q(hexagramName(Hexagram(Trigram::Qian, Trigram::Kun)).full.simplified), QStringLiteral("地天泰"));
        QCOMPARE(q(hexagramName(Hexagram(Trigram::Kan, Trigram::Li)).full.simplified), QStringLiteral("火水未济"));
    }

    void otherSpellings()
    {
        const Hexagram dun(Trigram::Gen, Trigram::Qian);
        QCOMPARE(parseHexagram("遯"), std::optional<Hexagram>(dun));
        QCOMPARE(parseHexagram("天山遯"), std::optional<Hexagram>(dun));
        QCOMPARE(parseHexagram("coming to meet"), parseHexagram("44"));
        QCOMPARE(parseHexagram("shihe"), parseHexagram("21"));
        QCOMPARE(parseHexagram(" 44 "), parseHexagram("姤"));
    }

    void badTextIsRejected()
    {
        for (const char* bad : {"", "0", "65", "100", "-1", "4a", "水雷噬嗑", "姤姤", "Nothing", "Qian", "qian"})
            QVERIFY2(!parseHexagram(bad), bad);
    }
};

QTEST_APPLESS_MAIN(TestHexagramNames)
#include "tst_hexagram_names.moc"
