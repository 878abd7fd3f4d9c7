// The Reading panel: its rows follow the chart model — a new record, a new script, a derived view — and
// the main window docks it beside the findings.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"
#include "app/readingdock.h"
#include "app/readingmodel.h"
#include "worked_case.h"

#include <QLabel>
#include <QTreeView>
#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// 增刪卜易 卷一 兩現章, 未月甲午日 占升遷 師之渙: 官鬼 丑 (4, broken) and 辰 (2, void); 野鶴 takes 辰.
base::ChartRecord promotion()
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"878866"_s).value();
    r.pillars = parsePillars("未月 甲午日").value();
    r.category = u"career"_s;
    r.preset = PresetId::ZengShan;
    r.analysis = preset(PresetId::ZengShan).analysis;
    return r;
}

int firstOfKind(const ReadingModel& m, base::ReadingRow::Kind kind)
{
    for (int row = 0; row < m.rowCount(); ++row)
        if (m.data(m.index(row, 0), ReadingModel::KindRole).toInt() == int(kind)) return row;
    return -1;
}

} // namespace

class TestReadingPanel : public QObject {
    Q_OBJECT
private slots:
    void rowsFollowTheChart()
    {
        ChartModel chart;
        ReadingModel model(&chart);
        QCOMPARE(model.rowCount(), 0);
        chart.setScript(Script::Traditional);
        chart.setRecord(promotion());
        const int useful = firstOfKind(model, base::ReadingRow::Kind::Useful);
        QCOMPARE(useful, 0);
        QCOMPARE(model.data(model.index(useful, ReadingModel::Item)).toString(), u"官鬼 2 官鬼辰土"_s);
        QCOMPARE(model.data(model.index(useful, ReadingModel::Detail)).toString(), u"取空 (… 4 官鬼丑土)"_s);
        QCOMPARE(model.data(model.index(useful, 0), ReadingModel::LineRole).toInt(), 2);
        QVERIFY(firstOfKind(model, base::ReadingRow::Kind::Timing) > 0);
        // The head of the panel: the first 用神's verdict row, then the first 應期 (a record without a cast moment: no date).
        const int verdict = firstOfKind(model, base::ReadingRow::Kind::Verdict);
        const int timing = firstOfKind(model, base::ReadingRow::Kind::Timing);
        QVERIFY(verdict > useful);
        QCOMPARE(model.headline(), u"用神 2 官鬼辰土："_s + model.data(model.index(verdict, ReadingModel::Detail)).toString() +
                                       u"應期："_s + model.data(model.index(timing, ReadingModel::Item)).toString());
        QVERIFY(model.headline().endsWith(u"出空 辰月"_s));
        // The script follows the chart's.
        chart.setScript(Script::Simplified);
        QCOMPARE(model.data(model.index(useful, ReadingModel::Item)).toString(), u"官鬼 2 官鬼辰土"_s);
        QCOMPARE(model.data(model.index(useful, ReadingModel::Label)).toString(), u"用神"_s);
        chart.setScript(Script::English);
        QCOMPARE(model.data(model.index(useful, ReadingModel::Label)).toString(), u"useful god"_s);
        QVERIFY(model.headline().startsWith(u"useful god 2 "_s));
        QVERIFY(model.headline().contains(u": "_s));
        // A derived hexagram has no reading of its own.
        chart.setDerived(najia::base::ChartOf::Nuclear);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(model.headline(), QString());
    }

    // With a cast moment the head names the first 應期's first date (tst_timingplot's case: 求財, 妻財 子 still, 逢值 子日
    // first on 2024-02-06).
    void headlineWithItsDate()
    {
        ChartModel chart;
        ReadingModel model(&chart);
        chart.setScript(Script::Traditional);
        chart.setRecord(wealthCase());
        QVERIFY2(model.headline().endsWith(u"。應期：逢值 子日 2024-02-06"_s), qPrintable(model.headline()));
        // Weighed at a decided time (後時), the head says so first: the sheet beside it shows the cast's month and day.
        QVERIFY(!model.headline().contains(u"後時"_s));
        base::ChartRecord later = wealthCase();
        later.decided = base::parseDecided(u"巳月"_s).value();
        chart.setRecord(later);
        QVERIFY2(model.headline().startsWith(u"後時 巳月 · 用神 "_s), qPrintable(model.headline()));
    }

    // Docked behind the findings' tab, the panel words nothing until it is shown (a tenth of the
    // app's start); shown, it catches up with the chart.
    void dockedBesideTheFindings()
    {
        MainWindow w;
        auto* dock = w.findChild<ReadingDock*>(u"readingDock"_s);
        QVERIFY(dock);
        QVERIFY(dock->model());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showRecord(promotion()));
        QVERIFY(!dock->isVisible() || dock->visibleRegion().isEmpty());
        QCOMPARE(dock->model()->rowCount(), 0);
        dock->raise();
        QTRY_VERIFY(dock->model()->rowCount() > 0);
        QCOMPARE(dock->model()->data(dock->model()->index(firstOfKind(*dock->model(), base::ReadingRow::Kind::Useful),
                                                          ReadingModel::Item))
                     .toString(),
                 u"官鬼 2 官鬼辰土"_s);
        // The verdict heads the panel, above the rows.
        auto* headline = dock->findChild<QLabel*>(u"readingHeadline"_s);
        QVERIFY(headline);
        QTRY_VERIFY(headline->isVisible());
        QCOMPARE(headline->text(), dock->model()->headline());
        QVERIFY(headline->text().startsWith(u"用神 2 官鬼辰土"_s));
    }

    // The rows are not squeezed out by the plot of the 應期 under them: a first start gives the docks a third of the
    // window and the rows the larger part of the panel.
    void rowsHaveRoom()
    {
        MainWindow w;
        auto* dock = w.findChild<ReadingDock*>(u"readingDock"_s);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.showRecord(promotion()));
        dock->raise();
        QTRY_VERIFY(dock->model()->rowCount() > 0);
        // Five rows at the least: the 用神 and the first of its roles, seen without scrolling.
        auto* view = dock->findChild<QTreeView*>();
        QVERIFY(view);
        const int shown = view->viewport()->height() / view->sizeHintForRow(0);
        QVERIFY2(shown >= 5, qPrintable(u"%1 rows in a dock %2 high"_s.arg(shown).arg(dock->height())));
    }
};

QTEST_MAIN(TestReadingPanel)
#include "tst_readingpanel.moc"
