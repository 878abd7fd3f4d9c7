// The 周易 經文 (src/engine/handbook/zhouyi_data.cpp, from 朱熹《周易本義》) and 易隱's rule for which
// text to read (001 line 27), over all 4096 casts.
#include "engine/chart.h"
#include "engine/handbook/fold.h"
#include "engine/handbook/passage.h"
#include "engine/handbook/zhouyi.h"
#include "engine/hexagram_names.h"

#include <QRegularExpression>
#include <QTest>

#include <bit>
#include <set>

using namespace najia;
using namespace najia::handbook;
using namespace Qt::Literals::StringLiterals;

namespace {

QString text(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

std::u32string allText()
{
    std::u32string all;
    for (const ZhouyiText& t : zhouyiTexts()) all += folded(t.text) + U'|';
    // punctuation is editorial: compare the characters only
    std::erase_if(all, [](char32_t c) { return c == U'，' || c == U'；' || c == U'：'; });
    return all;
}

Cast castOf(const char* digits)  // 初爻 first
{
    Cast c{};
    for (std::size_t i = 0; i < 6; ++i) c[i] = LineValue(digits[i] - '0');
    return c;
}

} // namespace

class TestHandbookZhouyi : public QObject {
    Q_OBJECT
private slots:
    // 64 卦辭 + 384 爻辭 + 用九 + 用六.
    void counts()
    {
        QCOMPARE(zhouyiHexagrams().size(), 64u);
        for (std::size_t i = 0; i < 64; ++i) QCOMPARE(zhouyiHexagrams()[i].kingWen, int(i + 1));
        QCOMPARE(zhouyiTexts().size(), 64u + 384u + 2u);
        std::set<std::string> ids;
        for (const ZhouyiText& t : zhouyiTexts()) {
            QVERIFY(!t.text.empty());
            QVERIFY2(t.text.ends_with("。") || t.text.ends_with("？"), t.text.data());
            QVERIFY(ids.insert(zhouyiId(t)).second);
            QCOMPARE(findZhouyi(zhouyiId(t)), &t);
        }
        QCOMPARE(text(findZhouyi("zhouyi.1.use")->text), u"見群龍无首，吉。"_s);
        QCOMPARE(text(findZhouyi("zhouyi.2.use")->text), u"利永貞。"_s);
    }

    // Each 卦辭 opens with (or, 履 否 同人 艮 習坎, begins its first phrase with) its hexagram's name.
    void judgementsNameTheirHexagram()
    {
        for (const ZhouyiHexagram& z : zhouyiHexagrams()) {
            const Hexagram h = hexagramOfKingWen(z.kingWen);
            QCOMPARE(hexagramName(h).kingWen, z.kingWen);
            QString shortName = text(hexagramName(h).short_.traditional);
            if (z.kingWen == 33) shortName = u"遯"_s;  // the engine's 遁; 本義 writes 遯
            const QString head = text(z.judgement).section(u'，', 0, 0).section(u'：', 0, 0);
            QVERIFY2(folded(head.toStdString()).find(folded(shortName.toStdString())) != std::u32string::npos,
                     qPrintable(shortName + u" / "_s + head));  // folded: the engine's 無妄, 本義's 无妄
            QVERIFY(head.size() <= shortName.size() + 4);
        }
    }

    // Labels come from the lines: 九 yang, 六 yin, 初 and 上 at the ends.
    void labels()
    {
        const Hexagram qian = hexagramOfKingWen(1), kun = hexagramOfKingWen(2), jiji = hexagramOfKingWen(63);
        QCOMPARE(QString::fromStdString(lineLabel(qian, 1)), u"初九"_s);
        QCOMPARE(QString::fromStdString(lineLabel(kun, 2)), u"六二"_s);
        QCOMPARE(QString::fromStdString(lineLabel(jiji, 1)), u"初九"_s);
        QCOMPARE(QString::fromStdString(lineLabel(jiji, 6)), u"上六"_s);
        QCOMPARE(QString::fromStdString(lineLabel(qian, 7)), u"用九"_s);
        QCOMPARE(QString::fromStdString(lineLabel(kun, 7)), u"用六"_s);
        for (int b = 0; b < 64; ++b)
            for (int pos = 1; pos <= 6; ++pos)
                QCOMPARE(QString::fromStdString(lineLabel(Hexagram(b), pos)).contains(u'九'), Hexagram(b).isYang(LinePos(pos)));
    }

    // An independent witness inside the seeds: 易隱 卷2 quotes 卦辭 and 爻辭 after 「曰」 (001 lines 19, 23,
    // 「占家宅，曰富家大吉，曰閒有家，悔亡 …」). Every phrase it quotes is found in the transcription (folded,
    // so 閒/閑 and 無/无 agree), except 「不利行師」, which the 周易 does not have (謙 上六: 利用行師).
    void yiyinQuotationsFound()
    {
        const std::u32string all = allText();
        QStringList missing;
        int found = 0;
        for (int line : {19, 23}) {
            const Passage* p = passageAt(Book::Yiyin, line);
            QVERIFY(p);
            const QString t = text(p->text).section(u"諸如此類"_s, 0, 0);  // then 劉伯溫's words
            static const QRegularExpression quote(u"曰([^曰。]*)"_s);
            for (auto it = quote.globalMatch(t); it.hasNext();) {
                for (QString phrase : it.next().captured(1).split(u'，', Qt::SkipEmptyParts)) {
                    if (phrase.startsWith(u"占"_s)) break;  // the next topic, 「占出行」
                    if (all.find(folded(phrase.toStdString())) == std::u32string::npos) missing << phrase;
                    else ++found;
                }
            }
        }
        QVERIFY2(missing == QStringList{u"不利行師"_s}, qPrintable(missing.join(u' ')));
        QVERIFY(found >= 20);
    }

    // Characters the script conversion must not touch are typed as the edition has them.
    void characters()
    {
        QCOMPARE(text(findZhouyi("zhouyi.49")->text), u"革：已日乃孚，元亨利貞，悔亡。"_s);
        QCOMPARE(text(findZhouyi("zhouyi.53.1")->text), u"鴻漸于干，小子厲，有言，无咎。"_s);
        QCOMPARE(text(findZhouyi("zhouyi.41.1")->text), u"已事遄往，无咎，酌損之。"_s);
        for (const ZhouyiText& t : zhouyiTexts()) QVERIFY(!text(t.text).contains(u'巳'));
    }

    // 易隱's rule over all 64 × 64 (yang, moving) patterns: 4096 casts.
    void textToReadAllCasts()
    {
        int cases[int(ReadingCase::Count)] = {};
        for (int yang = 0; yang < 64; ++yang)
            for (int moving = 0; moving < 64; ++moving) {
                const auto r = textToRead(std::uint8_t(yang), std::uint8_t(moving));
                ++cases[int(r.why)];
                const Hexagram primary(yang), changed(yang ^ moving);
                const int n = std::popcount(unsigned(moving));
                auto isMoving = [&](int pos) { return ((moving >> (pos - 1)) & 1) != 0; };
                switch (n) {
                case 0:
                    QCOMPARE(r.text.part, ZhouyiPart::Judgement);
                    QCOMPARE(r.hexagram, primary);
                    break;
                case 1: QVERIFY(isMoving(r.text.line)); break;
                case 2:
                    QVERIFY(isMoving(r.text.line));
                    for (int pos = 1; pos <= 6; ++pos)
                        if (isMoving(pos) && pos != r.text.line) {
                            const bool otherYin = !primary.isYang(LinePos(pos)), chosenYin = !primary.isYang(LinePos(r.text.line));
                            if (otherYin != chosenYin) QVERIFY(chosenYin);  // 取陰爻
                            else QVERIFY(r.text.line > pos);               // 同陰同陽，取上動之爻
                        }
                    break;
                case 3: {
                    int below = 0;
                    for (int pos = 1; pos < r.text.line; ++pos) below += isMoving(pos);
                    QVERIFY(isMoving(r.text.line));
                    QCOMPARE(below, 1);  // 中爻
                    break;
                }
                case 4:
                case 5:
                    QVERIFY(!isMoving(r.text.line));
                    for (int pos = 1; pos < r.text.line; ++pos) QVERIFY(isMoving(pos));  // 下靜 / 靜爻
                    break;
                default:
                    if (yang == 63) QCOMPARE(r.text.part, ZhouyiPart::UseNine);
                    else if (yang == 0) QCOMPARE(r.text.part, ZhouyiPart::UseSix);
                    else {
                        QCOMPARE(r.text.part, ZhouyiPart::Judgement);
                        QCOMPARE(r.hexagram, changed);
                    }
                }
                if (r.text.part == ZhouyiPart::Line) {
                    QCOMPARE(r.hexagram, primary);
                    QCOMPARE(r.text.text, zhouyiOf(primary).lines[std::size_t(r.text.line - 1)]);
                }
            }
        QCOMPARE(cases[int(ReadingCase::AllStill)], 64);
        QCOMPARE(cases[int(ReadingCase::OneMoving)], 64 * 6);
        QCOMPARE(cases[int(ReadingCase::SixUse)], 2);
        QCOMPARE(cases[int(ReadingCase::SixChanged)], 62);
        QCOMPARE(cases[int(ReadingCase::TwoYin)] + cases[int(ReadingCase::TwoUpper)], 64 * 15);
    }

    // The rule on a Chart, and the 從亡錄 setting.
    void onChart()
    {
        // 888679: 坤 below 巽? lines 8 8 8 6 7 9 → 本卦 bits 0b110000 + moving 4 and 6.
        const Chart c = computeChart(castOf("888679"), Pillars{});
        const auto r = textToRead(c);
        QCOMPARE(r.why, ReadingCase::TwoYin);  // lines 4 (老陰) and 6 (老陽) move: the yin one
        QCOMPARE(r.text.line, 4);
        QCOMPARE(r.hexagram, c.primary.hexagram);
        // one moving line: 乾 初九 moving → 潛龍勿用; 從亡錄: 姤 初六
        const Chart one = computeChart(castOf("977777"), Pillars{});
        QCOMPARE(text(textToRead(one).text.text), u"潛龍勿用。"_s);
        const auto changed = textToRead(one, OneMovingText::ChangedLine);
        QCOMPARE(changed.why, ReadingCase::OneMovingChanged);
        QCOMPARE(hexagramName(changed.hexagram).kingWen, 44);
        QCOMPARE(text(changed.text.text), u"繫于金柅，貞吉。有攸往，見凶，羸豕孚蹢躅。"_s);
        // all six of 乾 move: 用九
        QCOMPARE(textToRead(computeChart(castOf("999999"), Pillars{})).text.part, ZhouyiPart::UseNine);
        QCOMPARE(textToRead(computeChart(castOf("666666"), Pillars{})).text.part, ZhouyiPart::UseSix);
    }
};

QTEST_GUILESS_MAIN(TestHandbookZhouyi)
#include "tst_handbook_zhouyi.moc"
