// The chart screen practitioners expect (issue 15): the full 變卦 column, a heading with 公曆,
// 農曆 and 節氣, marks that explain themselves and lead to their findings, zoom that never shrinks
// text below a readable size.
//
// The case is 易冒 卷4's 觀之萃 (辛卯年 丙申月 丙子日): 萃 is 乙未 乙巳 乙卯 inside, 丁亥 丁酉 丁未
// outside, its 六親 read against 觀's palace 乾 金.
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartview.h"
#include "app/findingsmodel.h"
#include "app/castpanel.h"
#include "app/mainwindow.h"
#include "worked_case.h"

#include <QAction>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>
#include <QTreeView>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// A record cast at a moment: 2024-02-04 16:28 in Shanghai, a minute after 立春.
base::ChartRecord atLichun()
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.moment = base::Moment{u"2024-02-04 16:28:00"_s, u"Asia/Shanghai"_s};
    return r;
}

const QRegularExpression kLatin(u"[A-Za-z]"_s);
} // namespace

class TestChartSheet : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestChartSheet"_s);
        QSettings().clear();
    }

    // All six lines of the 變卦 by default; the moving ones alone in the compact form.
    void fullChangedColumn()
    {
        ChartModel m;
        m.setScript(Script::Traditional);
        m.setRecord(guanToCui());
        const char16_t* expected[] = {u"父母丁未土", u"兄弟丁酉金", u"子孫丁亥水", u"妻財乙卯木", u"官鬼乙巳火", u"父母乙未土"};
        for (int row = 0; row < 6; ++row)  // 上爻 first
            QCOMPARE(m.data(m.index(row, ChartModel::ChangedReading)).toString(), QString::fromUtf16(expected[row]));
        // Line 5 (row 1) is a still 陽 line: 陽 in 萃 too; line 4 (row 2) 老陰 turns 陽.
        QCOMPARE(m.data(m.index(1, ChartModel::ChangedLine), ChartModel::RawRole).toBool(), true);
        QCOMPARE(m.data(m.index(2, ChartModel::ChangedLine), ChartModel::RawRole).toBool(), true);
        QCOMPARE(m.data(m.index(3, ChartModel::ChangedLine), ChartModel::RawRole).toBool(), false);
        m.setFullChanged(false);
        QCOMPARE(m.data(m.index(0, ChartModel::ChangedReading)).toString(), u"父母丁未土"_s);
        QVERIFY(m.data(m.index(1, ChartModel::ChangedReading)).isNull());
        QVERIFY(!m.data(m.index(1, ChartModel::ChangedLine), ChartModel::RawRole).isValid());
    }

    // 公曆 with its zone, 農曆 (癸卯年十二月廿五: 甲辰's 正月 begins 02-10) and the 節氣 just reached.
    void headingHasTheCalendar()
    {
        ChartModel m;
        m.setScript(Script::Traditional);
        m.setRecord(atLichun());
        const ChartModel::Heading h = m.heading();
        QCOMPARE(h.moment, u"公曆 2024-02-04 16:28:00  Asia/Shanghai"_s);
        QCOMPARE(h.calendar, u"農曆 癸卯年十二月廿五   節氣 立春 02-04 16:27 → 雨水 02-19 12:13"_s);
        QVERIFY(h.voids.isEmpty());
        m.setPillarVoids(true);
        // 甲辰年 丙寅月 戊戌日 戊午時: 甲辰旬 寅卯, 甲子旬 戌亥, 甲午旬 辰巳, 甲寅旬 子丑.
        QCOMPARE(m.heading().voids, u"年空 寅卯  月空 戌亥  日空 辰巳  時空 子丑"_s);
        // True solar time, when used, is named beside how the lines were cast.
        base::ChartRecord solar = atLichun();
        solar.pillarOptions.trueSolarLongitude = 116.4;
        m.setRecord(solar);
        QVERIFY2(m.heading().method.endsWith(u"真太陽時 116.40°"_s), qPrintable(m.heading().method));
        m.setRecord(atLichun());
        QVERIFY(!m.heading().method.contains(u"真太陽時"_s));
        m.setScript(Script::Simplified);
        QCOMPARE(m.heading().calendar, u"农历 癸卯年十二月廿五   节气 立春 02-04 16:27 → 雨水 02-19 12:13"_s);
    }

    // Under the 增刪卜易 preset the heading shows his few stars (星煞章第三十三: 貴人 祿 馬), the
    // common set otherwise.
    void starsBySchool()
    {
        ChartModel m;
        m.setScript(Script::Traditional);
        base::ChartRecord r = guanToCui();
        m.setRecord(r);
        QVERIFY(m.heading().shensha.size() > 3);
        r.preset = PresetId::ZengShan;
        r.analysis = preset(PresetId::ZengShan).analysis;
        m.setRecord(r);
        const QStringList stars = m.heading().shensha;
        QCOMPARE(stars.size(), 3);
        // Each of the three, once.
        for (const QString& star : {u"天乙貴人"_s, u"干祿"_s, u"驛馬"_s})
            QCOMPARE(std::count_if(stars.begin(), stars.end(), [&](const QString& s) { return s.startsWith(star); }), 1);
    }

    // Every mark drawn on the sheet has a tooltip, in the chart's script: no Latin letter in a
    // Chinese chart, none of the other script's forms.
    void everyMarkExplainsItself_data()
    {
        QTest::addColumn<int>("script");
        QTest::newRow("繁體") << int(Script::Traditional);
        QTest::newRow("简体") << int(Script::Simplified);
    }
    void everyMarkExplainsItself()
    {
        QFETCH(int, script);
        MainWindow w;
        w.resize(1200, 900);
        QVERIFY(w.showRecord(guanToCui()));
        w.setScript(Script(script));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ChartView* v = w.chartView();
        v->repaint();
        QVERIFY(v->markAreas().size() >= 6);
        int findings = 0;
        for (const MarkArea& a : v->markAreas()) {
            const QString tip = v->toolTipAt(a.rect.center().toPoint());
            QVERIFY2(!tip.isEmpty(), "a mark without a tooltip");
            QVERIFY2(!tip.contains(kLatin), qPrintable(tip));
            if (Script(script) == Script::Traditional) QVERIFY2(!tip.contains(u"财"_s) && !tip.contains(u"动"_s), qPrintable(tip));
            else QVERIFY2(!tip.contains(u"財"_s) && !tip.contains(u"動"_s), qPrintable(tip));
            findings += a.kind == MarkArea::Findings;
        }
        QVERIFY(findings >= 4);
    }

    // A click on a line's marks selects that line's findings in the panel.
    void clickSelectsTheFindings()
    {
        MainWindow w;
        w.resize(1200, 900);
        QVERIFY(w.showRecord(guanToCui()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ChartView* v = w.chartView();
        v->repaint();
        const auto area = std::find_if(v->markAreas().begin(), v->markAreas().end(), [](const MarkArea& a) {
            return a.kind == MarkArea::Findings && a.subject == Subject{Layer::Primary, 6};
        });
        QVERIFY(area != v->markAreas().end());
        QTest::mouseClick(v, Qt::LeftButton, {}, area->rect.center().toPoint());
        QTreeView* tree = nullptr;
        for (auto* t : w.findChildren<QTreeView*>())
            if (qobject_cast<FindingsModel*>(t->model())) tree = t;
        QVERIFY(tree);
        const QModelIndexList rows = tree->selectionModel()->selectedRows();
        QVERIFY(!rows.isEmpty());
        for (const QModelIndex& i : rows) {
            QCOMPARE(i.data(FindingsModel::PositionRole).toInt(), 6);
            QCOMPARE(i.data(FindingsModel::LayerRole).toInt(), int(Layer::Primary));
        }
    }

    // Fitting a small window keeps the text at 12 px or more (the scroll area scrolls); zoom
    // steps up and down and Ctrl+0 fits again.
    void zoomNeverUnreadable()
    {
        MainWindow w;
        w.resize(800, 600);
        QVERIFY(w.showRecord(guanToCui()));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        ChartView* v = w.chartView();
        QVERIFY2(v->fontPixelSize() >= ChartView::kMinFontPx - 0.5, qPrintable(QString::number(v->fontPixelSize())));
        v->zoomIn();
        QVERIFY(v->zoom() > 0);
        QVERIFY(v->fontPixelSize() > ChartView::kMinFontPx);
        const qreal in = v->fontPixelSize();
        v->zoomOut();
        QVERIFY(v->fontPixelSize() < in);
        for (int i = 0; i < 20; ++i) v->zoomOut();
        QCOMPARE(v->zoom(), ChartView::kMinZoom);
        v->fitToWindow();
        QCOMPARE(v->zoom(), 0.0);
    }

    // The hand-toss log shows all six tosses, not the first four (the page kept the height it had
    // when chosen).
    void handTossLogShowsEveryToss()
    {
        MainWindow w;
        w.resize(1200, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        CastPanel* panel = w.castPanel();
        panel->findChild<QComboBox*>(u"methodCombo"_s)->setCurrentIndex(2);  // three coins by hand
        auto* record = panel->findChild<QPushButton*>(u"addTossButton"_s);
        for (int i = 0; i < 6; ++i) record->click();
        auto* log = panel->findChild<QLabel*>(u"tossesLabel"_s);
        QCOMPARE(log->text().count(u'\n'), 5);
        // The new height travels up five layouts (label, page, pages, box, panel): a few event rounds.
        QTRY_VERIFY2(log->height() >= log->sizeHint().height(),
                 qPrintable(u"%1 < %2"_s.arg(log->height()).arg(log->sizeHint().height())));
        auto* pages = panel->findChild<QStackedWidget*>(u"methodPages"_s);
        QVERIFY(pages->height() >= pages->currentWidget()->sizeHint().height());
    }

    // Switching the UI language refills the panel's choosers; the cast's provenance stays (it
    // used to fall back to "lines entered by hand", lost on the next save).
    void languageChangeKeepsTheProvenance()
    {
        MainWindow w;
        w.castPanel()->findChild<QComboBox*>(u"methodCombo"_s)->setCurrentIndex(1);  // three coins, random
        w.castPanel()->findChild<QPushButton*>(u"tossButton"_s)->click();
        const auto before = w.castPanel()->record();
        QVERIFY(before);
        QVERIFY(std::holds_alternative<casting::CoinInputs>(before->provenance.inputs));
        w.setLanguage(u"zh_TW"_s);
        QApplication::processEvents();  // the language change reaches the panel as an event
        w.setLanguage(u"en"_s);
        QApplication::processEvents();
        const auto after = w.castPanel()->record();
        QVERIFY(after);
        QVERIFY(std::holds_alternative<casting::CoinInputs>(after->provenance.inputs));
        QCOMPARE(after->cast, before->cast);
    }

    // Ctrl+5 shows the 變卦 as a chart of its own: 澤地萃 with its own 世 (line 2).
    void changedAsAChart()
    {
        MainWindow w;
        QVERIFY(w.showRecord(guanToCui()));
        w.setScript(Script::Traditional);
        QAction* changed = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->shortcut() == QKeySequence(u"Ctrl+5"_s)) changed = a;
        QVERIFY(changed);
        changed->trigger();
        ChartModel* m = w.chartModel();
        QVERIFY(m->heading().primary.startsWith(u"變卦  澤地萃"_s));
        QCOMPARE(m->data(m->index(4, ChartModel::SelfOther), ChartModel::RawRole).toInt(), int(ChartModel::SelfMark));
        QVERIFY(m->data(m->index(0, ChartModel::ChangedReading)).isNull());  // still: no 變卦 of its own
    }
};

QTEST_MAIN(TestChartSheet)
#include "tst_chartsheet.moc"
