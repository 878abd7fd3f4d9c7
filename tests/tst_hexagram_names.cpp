// The 64 hexagram names: every name parses back to its hexagram, the 八宮 listing transcribed from
// 易隱 卷2 (tests/data/yiyin_palaces.tsv) names the hexagram its two trigram images denote, and a few
// King Wen numbers.
#include "hexagram_names.h"

#include <QFile>
#include <QHash>
#include <QSet>
#include <QStringList>
#include <QTest>

#include <set>
#include <string>
#include <string_view>

using namespace najia;

namespace {

const char* const kScriptNames[] = {"traditional", "simplified", "English"};

// Rows of a tests/data table: '#' lines are comments, the first other line names the columns.
QList<QHash<QString, QString>> readTable(const QString& fileName)
{
    QList<QHash<QString, QString>> rows;
    QFile f(QStringLiteral(NAJIA_TEST_DATA) + QLatin1Char('/') + fileName);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return rows;
    QStringList header;
    while (!f.atEnd()) {
        QString line = QString::fromUtf8(f.readLine());
        if (line.endsWith(QLatin1Char('\n'))) line.chop(1);
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cells = line.split(QLatin1Char('\t'));
        if (header.isEmpty()) {
            header = cells;
            continue;
        }
        QHash<QString, QString> row;
        for (qsizetype i = 0; i < header.size(); ++i) row[header[i]] = cells.value(i);
        rows.append(row);
    }
    return rows;
}

// The trigram an image (象) or a trigram name stands for in a full name.
std::optional<Trigram> trigramOf(QChar c)
{
    static const QHash<QChar, Trigram> map = {
        {QChar(u'天'), Trigram::Qian}, {QChar(u'澤'), Trigram::Dui}, {QChar(u'火'), Trigram::Li},
        {QChar(u'雷'), Trigram::Zhen}, {QChar(u'風'), Trigram::Xun}, {QChar(u'水'), Trigram::Kan},
        {QChar(u'山'), Trigram::Gen},  {QChar(u'地'), Trigram::Kun}, {QChar(u'乾'), Trigram::Qian},
        {QChar(u'兌'), Trigram::Dui},  {QChar(u'離'), Trigram::Li},  {QChar(u'震'), Trigram::Zhen},
        {QChar(u'巽'), Trigram::Xun},  {QChar(u'坎'), Trigram::Kan}, {QChar(u'艮'), Trigram::Gen},
        {QChar(u'坤'), Trigram::Kun},
    };
    const auto it = map.find(c);
    if (it == map.end()) return std::nullopt;
    return *it;
}

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
                const auto label = q(n.full.traditional) + QLatin1Char(' ') + QLatin1String(kScriptNames[static_cast<std::size_t>(sc)]);
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
        const auto rows = readTable(QStringLiteral("yiyin_palaces.tsv"));
        QCOMPARE(rows.size(), qsizetype(64));
        QSet<int> seen;
        for (const auto& row : rows) {
            const QString name = row.value(QStringLiteral("corrected_name"));
            QVERIFY2(name.size() >= 3, qPrintable(name));
            // 「乾為天」: one trigram twice; otherwise upper image, lower image, short name.
            const bool pure = name.at(1) == QChar(u'為');
            const auto upper = trigramOf(name.at(0));
            const auto lower = trigramOf(pure ? name.at(0) : name.at(1));
            QVERIFY2(upper && lower, qPrintable(name));
            const Hexagram h(*lower, *upper);
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
