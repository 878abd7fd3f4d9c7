// The 應期 on a time line (issue 17): the reading dock draws each candidate's next dates from the
// cast. The case is tests/cli/read.cmake's: cast 2024-02-04 16:30 Beijing (甲辰 丙寅 戊戌 庚申),
// 779776 for 求財 — 妻財 子 is the 用神 and 值日 子 falls on 庚子 2024-02-06, then every twelve days.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/readingdock.h"
#include "app/readingmodel.h"
#include "app/timingplot.h"
#include "worked_case.h"

#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
QString iso(calendar::sys_days d)
{
    const std::chrono::year_month_day ymd(d);
    return QDate(int(ymd.year()), int(unsigned(ymd.month())), int(unsigned(ymd.day()))).toString(Qt::ISODate);
}
} // namespace

class TestTimingPlot : public QObject {
    Q_OBJECT
private slots:
    void datesOfTheReading()
    {
        base::ChartRecord r = wealthCase();
        ChartModel m;
        m.setScript(Script::Traditional);
        m.setRecord(r);
        TimingPlot plot(&m);
        QVERIFY(!plot.rows().empty());
        QCOMPARE(iso(plot.castDay()), u"2024-02-04"_s);
        const auto value = std::find_if(plot.rows().begin(), plot.rows().end(),
                                        [](const TimingPlot::Row& row) { return row.label == u"逢值 子日"_s; });
        QVERIFY2(value != plot.rows().end(), qPrintable(plot.accessibleDescription()));
        QCOMPARE(value->dates.size(), std::size_t(3));
        QCOMPARE(iso(value->dates[0]), u"2024-02-06"_s);
        QCOMPARE(iso(value->dates[1]), u"2024-02-18"_s);
        QCOMPARE(iso(value->dates[2]), u"2024-03-01"_s);
        for (const TimingPlot::Row& row : plot.rows()) QVERIFY(row.dates.front() >= plot.castDay());
        // The rows follow the chart's script.
        m.setScript(Script::Simplified);
        QVERIFY(std::any_of(plot.rows().begin(), plot.rows().end(),
                            [](const TimingPlot::Row& row) { return row.label == u"逢值 子日"_s; }));
        plot.resize(600, 200);
        QVERIFY(!plot.grab().isNull());
    }

    // With NAJIA_SCREENSHOT_DIR set: the Reading panel with its time line, for README.md.
    void screenshot()
    {
        const QString out = qEnvironmentVariable("NAJIA_SCREENSHOT_DIR");
        if (out.isEmpty()) QSKIP("NAJIA_SCREENSHOT_DIR not set");
        base::ChartRecord r = wealthCase();
        r.question = u"求財"_s;
        ChartModel m;
        m.setScript(Script::Traditional);
        m.setRecord(r);
        ReadingDock dock(&m);
        dock.resize(900, 620);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QVERIFY(dock.grab().save(out + u"/reading-timing.png"_s));
    }

    // Issue 36 item 11: each dot says its date (its tooltip, 「逢值 子日 2024-02-06」), and at the dock's
    // height no row runs into the axis labels; the reading's marks (+ - = *) are explained.
    void dotsAndRowsAndMarks()
    {
        base::ChartRecord r = wealthCase();
        ChartModel m;
        m.setScript(Script::Traditional);
        m.setRecord(r);
        ReadingDock dock(&m);
        dock.resize(900, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        auto* plot = dock.findChild<TimingPlot*>();
        QVERIFY(plot);
        QVERIFY2(plot->rows().size() >= 4, qPrintable(plot->accessibleDescription()));
        for (std::size_t i = 0; i < plot->rows().size(); ++i)
            QVERIFY2(plot->rowBand(i).bottom() <= plot->axisY(),
                     qPrintable(u"row %1 ends at %2, the axis is at %3"_s.arg(i).arg(plot->rowBand(i).bottom()).arg(plot->axisY())));
        // the 值日 row's first dot: 2024-02-06, somewhere along its band
        const auto value = std::find_if(plot->rows().begin(), plot->rows().end(),
                                        [](const TimingPlot::Row& row) { return row.label == u"逢值 子日"_s; });
        QVERIFY(value != plot->rows().end());
        const QRectF band = plot->rowBand(std::size_t(value - plot->rows().begin()));
        QString tip;
        for (int x = 0; x < plot->width() && tip.isEmpty(); ++x) tip = plot->toolTipAt(QPoint(x, int(band.center().y())));
        QCOMPARE(tip, u"逢值 子日 2024-02-06"_s);
        QVERIFY(plot->toolTipAt(QPoint(2, plot->axisY() + 10)).isEmpty());
        // the marks: the first cell of every factor row and its column's header explain them
        const ReadingModel* model = dock.model();
        const QString legend = model->headerData(ReadingModel::Label, Qt::Horizontal, Qt::ToolTipRole).toString();
        QVERIFY(legend.contains(u'+') && legend.contains(u'*'));
        int factors = 0;
        for (int row = 0; row < model->rowCount(); ++row)
            if (model->data(model->index(row, 0), ReadingModel::KindRole).toInt() == int(base::ReadingRow::Kind::Factor)) {
                ++factors;
                QCOMPARE(model->data(model->index(row, ReadingModel::Label), Qt::ToolTipRole).toString(), legend);
            }
        QVERIFY(factors > 0);
    }

    // Without a moment there are no dates to draw.
    void noMomentNoDates()
    {
        base::ChartRecord r;
        r.cast = base::parseCast(u"779776"_s).value();
        r.pillars = parsePillars("寅月 戊戌日").value();
        r.category = u"wealth"_s;
        ChartModel m;
        m.setRecord(r);
        TimingPlot plot(&m);
        QVERIFY(plot.rows().empty());
    }
};

QTEST_MAIN(TestTimingPlot)
#include "tst_timingplot.moc"
