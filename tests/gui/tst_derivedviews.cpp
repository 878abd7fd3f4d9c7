// Every view of the same chart agrees (issue 14): a derived view (互卦, 錯卦, 綜卦) is a chart of
// its own, with its own marks and findings, exactly those `najia-cli chart --of` computes
// (base::compute(record, ChartOf)), never the cast's.
//
// The case is 易冒 卷4's 「辛卯年丙申月丙子日 … 得觀之萃」. 觀's 互卦 is 山地剝 (lines 2–4 坤,
// 3–5 艮): 丙寅木 on top is broken by the 申 month (申沖寅, 月破) and 丙子水 on line 5 stands on
// the 子 day (臨日); a still hexagram has no 化 marks.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/findingsmodel.h"
#include "app/mainwindow.h"
#include "app/readingdock.h"
#include "worked_case.h"

#include <QAction>
#include <QSettings>
#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;


class TestDerivedViews : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestDerived"_s);
        QSettings().clear();
    }

    // Ctrl+2 on 觀之萃 shows 剝's own marks.
    void nuclearShowsItsOwnMarks()
    {
        MainWindow w;
        QVERIFY(w.showRecord(guanToCui()));
        w.setScript(Script::Traditional);
        w.findChild<QAction*>(u"actionShowNuclear"_s)->trigger();
        ChartModel* m = w.chartModel();
        QCOMPARE(m->data(m->index(0, ChartModel::Reading)).toString(), u"妻財丙寅木"_s);
        QVERIFY(m->data(m->index(0, ChartModel::Marks)).toString().contains(u"破"_s));
        QVERIFY(!m->data(m->index(0, ChartModel::Marks)).toString().contains(u"化墓"_s));
        QCOMPARE(m->data(m->index(1, ChartModel::Reading)).toString(), u"子孫丙子水"_s);
        QVERIFY(m->data(m->index(1, ChartModel::Marks)).toString().contains(u"日"_s));
    }

    void eachViewHasItsOwnAnalysis_data()
    {
        QTest::addColumn<int>("of");
        QTest::addColumn<QString>("label");
        QTest::newRow("互卦 山地剝") << int(base::ChartOf::Nuclear) << u"互卦"_s;
        QTest::newRow("錯卦 雷天大壯") << int(base::ChartOf::Opposite) << u"錯卦"_s;
        QTest::newRow("綜卦 地澤臨") << int(base::ChartOf::Reversed) << u"綜卦"_s;
    }

    // The findings panel and the marks are the view's: the same findings as `chart --of`, no mark
    // on a 伏神 or 變爻 the view does not have. Its column is labelled by what it is, not 本卦, and
    // the Reading panel says why it has no rows (issue 36, item 17).
    void eachViewHasItsOwnAnalysis()
    {
        QFETCH(int, of);
        QFETCH(QString, label);
        MainWindow w;
        w.setScript(Script::Traditional);
        const base::ChartRecord r = guanToCui();
        QVERIFY(w.showRecord(r));
        ChartModel* m = w.chartModel();
        auto* dock = w.findChild<ReadingDock*>();
        QVERIFY(dock);
        QCOMPARE(m->headerData(ChartModel::Reading, Qt::Horizontal).toString(), u"本卦"_s);
        QVERIFY(dock->note().isEmpty());
        m->setDerived(static_cast<base::ChartOf>(of));
        QCOMPARE(m->headerData(ChartModel::Reading, Qt::Horizontal).toString(), label);
        QVERIFY(dock->note().contains(u"derived"_s));
        m->setDerived(base::ChartOf::Primary);
        QVERIFY(dock->note().isEmpty());
        m->setDerived(static_cast<base::ChartOf>(of));
        const auto expected = base::compute(r, static_cast<base::ChartOf>(of));
        QVERIFY(expected);
        QVERIFY(m->analysis()->findings == expected->analysis.findings);
        QCOMPARE(w.findingsModel()->rowCount(), int(expected->analysis.findings.size()));
        for (const Finding& f : m->analysis()->findings) QVERIFY(f.subject.layer != Layer::Changed);
        for (int row = 0; row < 6; ++row) {
            QVERIFY(m->data(m->index(row, ChartModel::ChangedMarks)).toString().isEmpty());
            if (m->data(m->index(row, ChartModel::Hidden)).toString().isEmpty())
                QVERIFY2(m->data(m->index(row, ChartModel::HiddenMarks)).toString().isEmpty(), qPrintable(QString::number(row)));
        }
    }
};

QTEST_MAIN(TestDerivedViews)
#include "tst_derivedviews.moc"
