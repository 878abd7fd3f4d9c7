// A chart read from free text (issue 40, "Paste a chart"): every row of tests/data/chart_text.tsv —
// book case headers, forum posts, other programs' text output, lunar dates, bare pillars, in both
// scripts — gives exactly the fields its row names, and nothing where its row is empty.
#include "base/json/chart_text_json.h"
#include "base/wording/chart_wording.h"
#include "engine/reading/reading_terms.h"
#include "tsv.h"

#include <QJsonObject>
#include <QTest>

using namespace najia;
using namespace najia::casting;
using namespace Qt::Literals::StringLiterals;

namespace {

QString digits(const std::optional<Cast>& cast)
{
    QString out;
    if (cast)
        for (const LineValue v : *cast) out += QChar(u'0' + static_cast<int>(v));
    return out;
}

template <class E> QString code(const std::optional<E>& v) { return v ? QString::fromUtf8(codeOf(*v)) : QString(); }

} // namespace

class TestChartText : public QObject {
    Q_OBJECT
private slots:
    void everyRowReadsExactly_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        const auto rows = test::readTsv(u"chart_text.tsv"_s);
        QVERIFY(rows.size() >= 200);
        for (const auto& r : rows)
            QTest::newRow(qPrintable(r[u"text"_s].left(40))) << r[u"text"_s].replace(u"\\n"_s, u"\n"_s)
                                                             << QStringList{r[u"lines"_s], r[u"pillars"_s], r[u"civil"_s],
                                                                            r[u"lunar"_s], r[u"question"_s], r[u"category"_s],
                                                                            r[u"subject"_s], r[u"sex"_s], r[u"illness"_s]};
    }
    void everyRowReadsExactly()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        const ChartText t = readChartText(text.toStdString());
        const QJsonObject json = base::chartTextToJson(t, Script::Traditional);
        const QStringList got{digits(t.cast),
                              t.pillars ? base::pillarsText(*t.pillars, Script::Traditional) : QString(),
                              json[u"civil"_s].toString(),
                              json[u"lunar"_s].toObject()[u"text"_s].toString(),
                              QString::fromStdString(t.question),
                              code(t.category),
                              code(t.subject),
                              t.sex == Sex::Unstated ? QString() : QString::fromUtf8(codeOf(t.sex)),
                              json[u"illness_age"_s].toString()};
        QCOMPARE(got, expected);
    }

    // What is not recognised is listed, not dropped; what is recognised is not listed again.
    void theRestIsListed()
    {
        const ChartText t = readChartText("卯月 戊寅日 卜筮正宗 占行人 得地天泰");
        QCOMPARE(t.unrecognised, std::vector<std::string>{"卜筮正宗"});
        QVERIFY(t.problems.empty());
        QVERIFY(readChartText("卜筮正宗 十八問答").empty());
    }

    // A 變卦 that the named moving lines contradict is said; the 變卦 is kept.
    void contradictionsAreSaid()
    {
        const ChartText t = readChartText("得同人之離 初爻動");
        QCOMPARE(digits(t.cast), u"787797"_s);
        QCOMPARE(t.problems.size(), std::size_t(1));
    }

    // Anything at all reads without failing, and a cast it gives is the named 本卦 with the named
    // moving lines: every byte string of a few characters of an alphabet of names and pillars.
    void anyBytesRead()
    {
        const std::string alphabet = "\xe7\x94\xb2\xe5\xad\x90\xe6\x9c\x88\xe6\x97\xa5\xe4\xb9\x8b\xe4\xb9\xbe 0-9\xff";
        for (int n = 0; n < 20000; ++n) {
            std::string s;
            for (int k = n; k > 0; k /= int(alphabet.size())) s += alphabet[std::size_t(k) % alphabet.size()];
            const ChartText t = readChartText(s);
            if (!t.cast) continue;
            QVERIFY(t.primary);
            for (const LinePos pos : allLines) {
                QCOMPARE(isYang((*t.cast)[pos.index()]), t.primary->isYang(pos));
                QCOMPARE(isMoving((*t.cast)[pos.index()]), (t.movingMask & pos.bit()) != 0);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestChartText)
#include "tst_chart_text.moc"
