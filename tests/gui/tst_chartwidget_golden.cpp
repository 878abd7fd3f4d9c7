// The on-screen chart widget itself against golden images (issue 15): both scripts, the full and
// the compact 變卦 column, at 100 % and 150 %. tests/golden/images/widget_*.png were rendered by
// this test and looked at; regenerate with NAJIA_UPDATE_GOLDEN=1 after an intended change.
//
// The case is 易冒 卷4's 觀之萃 (辛卯年 丙申月 丙子日), as in tst_export.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartview.h"
#include "image_compare.h"

#include <QFile>
#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

class TestChartWidgetGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(loadSheetFonts()); }

    void widgetMatchesGolden_data()
    {
        QTest::addColumn<int>("script");
        QTest::addColumn<bool>("full");
        QTest::addColumn<qreal>("zoom");
        QTest::addColumn<QString>("golden");
        const int tc = int(Script::Traditional), sc = int(Script::Simplified);
        QTest::newRow("繁體 full 100%") << tc << true << 1.0 << u"widget_tc_full_100.png"_s;
        QTest::newRow("繁體 compact 100%") << tc << false << 1.0 << u"widget_tc_compact_100.png"_s;
        QTest::newRow("简体 full 100%") << sc << true << 1.0 << u"widget_sc_full_100.png"_s;
        QTest::newRow("简体 compact 100%") << sc << false << 1.0 << u"widget_sc_compact_100.png"_s;
        QTest::newRow("繁體 full 150%") << tc << true << 1.5 << u"widget_tc_full_150.png"_s;
    }
    void widgetMatchesGolden()
    {
        QFETCH(int, script);
        QFETCH(bool, full);
        QFETCH(qreal, zoom);
        QFETCH(QString, golden);
        base::ChartRecord r;
        r.cast = base::parseCast(u"888679"_s).value();
        r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
        ChartModel m;
        m.setScript(Script(script));
        m.setFullChanged(full);
        m.setRecord(r);
        ChartView v;
        ChartStyle style = ChartStyle::light();
        style.font = QFont(chartFontFamily(Script(script) == Script::Simplified));
        v.setStyle(style);
        v.setModel(&m);
        v.setZoom(zoom);
        v.resize(v.sizeHint());
        QCOMPARE(v.fontPixelSize(), 20 * zoom);
        const QImage actual = v.grab().toImage();
        const QString path = QStringLiteral(NAJIA_SOURCE_DIR "/tests/golden/images/") + golden;
        if (qEnvironmentVariableIsSet("NAJIA_UPDATE_GOLDEN")) QVERIFY(actual.save(path));
        const QImage expected(path);
        QVERIFY2(!expected.isNull(), qPrintable(path));
        QCOMPARE(actual.size(), expected.size());
        const double diff = meanDifference(actual, expected);
        QVERIFY2(diff < 2.0, qPrintable(u"mean difference %1"_s.arg(diff)));
    }
};

QTEST_MAIN(TestChartWidgetGolden)
#include "tst_chartwidget_golden.moc"
