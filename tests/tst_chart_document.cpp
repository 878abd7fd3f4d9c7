// One document, computed once (issue 35): a ChartDocument computes its chart on first use and keeps
// it until its record changes; describing the case computes nothing; a derived chart (變卦 互卦 錯卦
// 綜卦) is computed from the primary without computing the primary again, and agrees with the
// record's own computation for every hexagram; saving a computed document computes nothing.
#include "base/document/chart_document.h"
#include "base/json/chart_json.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

ChartRecord castAt(const Cast& cast)
{
    ChartRecord r;
    r.cast = cast;
    r.moment = Moment{u"2024-02-04 16:25"_s, u"Asia/Shanghai"_s};
    r.category = u"wealth"_s;
    return r;
}

// 風地觀 (坤下巽上) with 初爻 and 四爻 moving.
ChartRecord guanMoving() { return castAt(*parseCast(u"688677"_s)); }

QByteArray jsonOf(const ComputedChart& c) { return QJsonDocument(chartToJson(c.chart, Script::Traditional, &c.analysis)).toJson(); }

} // namespace

class TestChartDocument : public QObject {
    Q_OBJECT
private slots:
    void computedOnFirstUseAndOnce()
    {
        const ChartDocument d(guanMoving());
        const auto before = chartsComputed();
        QVERIFY(d.computed());
        QVERIFY(d.computed());
        QCOMPARE(chartsComputed() - before, 1);
        QCOMPARE(d.computed()->chart.pillars.day, compute(guanMoving())->chart.pillars.day);
    }

    // The question's words and the notes describe the case; they change no computation.
    void describingComputesNothing()
    {
        ChartDocument d(guanMoving());
        QVERIFY(d.computed());
        const auto before = chartsComputed();
        d.describe(u"問財"_s, u"應期在酉"_s);
        QVERIFY(d.computed());
        QCOMPARE(chartsComputed() - before, 0);
        QCOMPARE(d.record().question, u"問財"_s);
        QCOMPARE(d.record().notes, u"應期在酉"_s);
    }

    void aNewRecordIsComputedAgain()
    {
        ChartDocument d(guanMoving());
        QVERIFY(d.computed());
        ChartRecord r = guanMoving();
        r.category = u"illness"_s;
        d.setRecord(r);
        const auto before = chartsComputed();
        QVERIFY(d.computed());
        QCOMPARE(chartsComputed() - before, 1);
        QCOMPARE(d.computed()->reading.question.category, QuestionCategory::Illness);
    }

    // Every derived chart of every hexagram (each with its 初爻 moving, so that 變卦 differs) is the
    // record's own derived computation, and the primary is computed once for all four.
    void derivedChartsAgreeOverAllHexagrams()
    {
        for (int bits = 0; bits < 64; ++bits) {
            QString digits;
            for (int i = 0; i < 6; ++i) digits += (bits >> i & 1) ? (i == 0 ? u'9' : u'7') : (i == 0 ? u'6' : u'8');
            const ChartRecord r = castAt(*parseCast(digits));
            const ChartDocument d(r);
            const auto before = chartsComputed();
            for (ChartOf of : {ChartOf::Changed, ChartOf::Nuclear, ChartOf::Opposite, ChartOf::Reversed}) {
                QVERIFY(d.computed(of));
                QCOMPARE(jsonOf(*d.computed(of)), jsonOf(*compute(r, of)));
            }
            QCOMPARE(chartsComputed() - before, 1 + 4);  // the document's primary, and compute(r, of) four times
        }
    }

    // Saving writes the chart already computed; loading computes once and keeps it.
    void savingComputesNothingAndLoadingOnce()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"case.najia"_s);
        ChartDocument d(guanMoving());
        QVERIFY(d.computed());
        auto before = chartsComputed();
        QVERIFY(saveDocument(d, path));
        QCOMPARE(chartsComputed() - before, 0);
        before = chartsComputed();
        const auto loaded = loadDocument(path);
        QVERIFY2(loaded, loaded ? "" : loaded.error().c_str());
        QVERIFY(loaded->computed());
        QCOMPARE(chartsComputed() - before, 1);
        QCOMPARE(jsonOf(*loaded->computed()), jsonOf(*d.computed()));
        // The same file as saveRecord writes from the record alone.
        const QString again = dir.filePath(u"again.najia"_s);
        QVERIFY(saveRecord(d.record(), again));
        QFile a(path), b(again);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll(), b.readAll());
    }

    // A record that cannot be computed keeps its error, for every chart of it, computed once.
    void anErrorIsKept()
    {
        ChartRecord r = guanMoving();
        r.moment->civil = u"1500-01-01 10:00"_s;
        const ChartDocument d(r);
        const auto before = chartsComputed();
        QVERIFY(!d.computed());
        QVERIFY(!d.computed(ChartOf::Changed));
        QVERIFY(QString::fromStdString(d.computed(ChartOf::Changed).error()).contains(u"outside the supported range"_s));
        QCOMPARE(chartsComputed() - before, 1);
    }
};

QTEST_GUILESS_MAIN(TestChartDocument)
#include "tst_chart_document.moc"
