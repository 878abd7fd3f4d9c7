// The handbook browser (src/app/handbookwindow.*), offscreen: the tree of books, passages shown from a
// rule id, live search in either script, tables over the model with raw and display roles, the chart's
// rows highlighted and its text to read (易隱 卷2, 001 line 27).
#include "engine/analysis/analysis.h"
#include "engine/analysis/findings.h"
#include "engine/chart.h"
#include "app/handbooktablemodel.h"
#include "app/handbookwindow.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTest>
#include <QTreeWidget>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

Cast castOf(const char* digits)  // 初爻 first
{
    Cast c{};
    for (std::size_t i = 0; i < 6; ++i) c[i] = LineValue(digits[i] - '0');
    return c;
}

// 易冒 卷4's example 「辛卯年丙申月丙子日 … 得觀之萃」 (the README's chart).
Chart guanToCui()
{
    Pillars p;
    p.year = GanZhi(27);   // 辛卯
    p.month = GanZhi(32);  // 丙申
    p.day = GanZhi(12);    // 丙子
    return computeChart(castOf("888679"), p);
}

} // namespace

class TestHandbook : public QObject {
    Q_OBJECT
private slots:
    void opensQuickly()
    {
        QElapsedTimer timer;
        timer.start();
        HandbookWindow w;
        const qint64 ms = timer.elapsed();
        qInfo("HandbookWindow constructed in %lld ms (Debug build)", ms);
        QVERIFY2(ms < 1000, qPrintable(QString::number(ms)));  // the Release figure is in bench/README.md
        auto* tree = w.findChild<QTreeWidget*>(u"tree"_s);
        QVERIFY(tree);
        QCOMPARE(tree->topLevelItemCount(), 5 + 1 + 1 + 1);  // five seeds, 增刪卜易, the 周易, the tables
        QCOMPARE(tree->topLevelItem(1)->text(0), u"易隱 卷二"_s);
    }

    void ruleToPassage()
    {
        HandbookWindow w;
        QVERIFY(w.showRule(u"yimao.day_clash"_s));
        QCOMPARE(w.currentId(), u"yimao.159"_s);
        QVERIFY(w.currentText().contains(u"日沖安旺之爻為暗動"_s));  // 002 is simplified; shown in 繁體
        w.setScript(Script::Simplified);
        QVERIFY(w.currentText().contains(u"日冲安旺之爻为暗动"_s));
        QVERIFY(!w.showRule(u"no.such_rule"_s));
        // corrections as annotations: 001 line 59
        QVERIFY(w.showId(u"yiyin.59"_s));
        QVERIFY(w.currentText().contains(u"水雷噬嗑 → 火雷噬嗑"_s));
    }

    // Every rule opens its passage (issue 36), the nine of books outside the seeds among them: 月破 that
    // lasts (bszz.month_break_answer) is 卜筮正宗 十八問答 第八問, read in a public transcription.
    void everyRuleOpens()
    {
        HandbookWindow w;
        for (const Rule& r : kRules) {
            QVERIFY2(w.showRule(QString::fromUtf8(r.code)), r.code.data());
            QVERIFY(!w.currentId().isEmpty());
            QVERIFY(!w.currentText().isEmpty());
        }
        QVERIFY(w.showRule(u"bszz.month_break_answer"_s));
        QCOMPARE(w.currentId(), u"bszz.wenda8"_s);
        QVERIFY(w.currentText().contains(u"安靜有剋無生之破爻則到底破矣"_s));
        QVERIFY(w.currentText().contains(u"read in a public transcription"_s));
    }

    // The page of a passage that spans one seed line says 「line 105」, not 「lines 105–105」 (issue 36).
    void oneLineSaysLine()
    {
        HandbookWindow w;
        QVERIFY(w.showId(u"yiyin.59"_s));
        QVERIFY2(w.currentText().contains(u"seed 001, line 59"_s), qPrintable(w.currentText()));
        QVERIFY(!w.currentText().contains(u"59–59"_s));
    }

    // A search that finds nothing says so (issue 36); a section's title is found (用神空亡).
    void searchSaysNoResults()
    {
        HandbookWindow w;
        w.show();
        auto* edit = w.findChild<QLineEdit*>(u"searchEdit"_s);
        edit->setText(u"這句話不在書中"_s);
        QCOMPARE(w.resultCount(), 0);
        auto* results = w.findChild<QListWidget*>(u"results"_s);
        QCOMPARE(results->count(), 1);
        QCOMPARE(results->item(0)->text(), u"No results"_s);
        edit->setText(u"用神空亡"_s);
        QVERIFY(w.resultCount() > 0);
    }

    // 虎易's notes are his, set apart from the book: 000 line 3 (「（虎易注：還有一種說法…」) after the
    // 天乙貴人 verse of lines 1–2 (bszz.1, the book's text).
    void notesCredited()
    {
        HandbookWindow w;
        QVERIFY(w.showId(u"bszz.3"_s));
        QVERIFY(w.currentText().contains(u"note by 虎易, not the book's text"_s));
        QVERIFY(w.currentText().contains(u"（虎易注：還有一種說法"_s));
        QVERIFY(w.showId(u"bszz.1"_s));
        QVERIFY(!w.currentText().contains(u"虎易"_s));
        auto* tree = w.findChild<QTreeWidget*>(u"tree"_s);
        QTreeWidgetItem* section = tree->topLevelItem(0)->child(0);  // 卜筮正宗 · 天乙貴人
        QCOMPARE(section->childCount(), 3);                          // text, note, text
        QVERIFY(!section->child(0)->font(0).italic());
        QVERIFY(section->child(1)->font(0).italic());
        QVERIFY(section->child(1)->toolTip(0).contains(u"虎易"_s));
    }

    void searchAsYouType()
    {
        HandbookWindow w;
        w.show();
        auto* edit = w.findChild<QLineEdit*>(u"searchEdit"_s);
        // typed character by character (an input method commits each one): results follow every change
        for (const QChar c : u"妻财"_s) edit->insert(QString(c));
        const int simplified = w.resultCount();
        QVERIFY(simplified > 0);
        edit->clear();
        QCOMPARE(w.resultCount(), 0);
        for (const QChar c : u"妻財"_s) edit->insert(QString(c));
        QCOMPARE(w.resultCount(), simplified);  // 财 finds 財 and the reverse
    }

    void tables()
    {
        HandbookWindow w;
        QVERIFY(w.showTable(u"nayin"_s));
        HandbookTableModel* m = w.tableModel();
        QCOMPARE(m->rowCount(), 60);
        QCOMPARE(m->data(m->index(0, 0)).toString(), u"甲子"_s);
        QCOMPARE(m->data(m->index(0, 1)).toString(), u"海中金"_s);
        QCOMPARE(m->data(m->index(0, 0), HandbookTableModel::RawRole).toInt(), 0);
        QCOMPARE(m->data(m->index(59, 0), HandbookTableModel::RawRole).toInt(), 59);
        w.setScript(Script::Simplified);
        QCOMPARE(m->headerData(1, Qt::Horizontal).toString(), u"纳音"_s);
        QVERIFY(!w.showTable(u"no_such"_s));
    }

    void chart()
    {
        const Chart c = guanToCui();
        const Analysis a = analyze(c);
        HandbookWindow w;
        w.setChart(&c, &a);
        // 丙 day: the 六神 row of 丙; 申 month: its 月破 row; 丙子 in 納音
        QVERIFY(w.showTable(u"spirits"_s));
        QCOMPARE(w.tableModel()->highlightedRows(), QList<int>{2});
        QVERIFY(w.tableModel()->data(w.tableModel()->index(2, 0), HandbookTableModel::HighlightRole).toBool());
        QVERIFY(w.showTable(u"month_break"_s));
        QCOMPARE(w.tableModel()->highlightedRows(), QList<int>{6});
        QVERIFY(w.showTable(u"palaces"_s));
        QCOMPARE(w.tableModel()->highlightedRows().size(), 2);  // 觀 and 萃
        // 觀之萃: lines 4 (老陰) and 6 (老陽) move — 「兩爻動，取陰爻為斷」: 觀 六四
        auto* reading = w.findChild<QLabel*>(u"readingLabel"_s);
        QVERIFY(reading->text().contains(u"觀國之光，利用賓于王。"_s));
        QVERIFY(reading->text().contains(u"兩爻動，取陰爻為斷"_s));
        // from a passage to live examples on the chart: 海底眼's 旺相休囚死 marks every line
        QVERIFY(w.showRule(u"haidiyan.season"_s));
        QVERIFY(w.currentText().contains(u"On the current chart"_s));
        w.setChart(nullptr, nullptr);
        QVERIFY(!w.currentText().contains(u"On the current chart"_s));
    }
};

QTEST_MAIN(TestHandbook)
#include "tst_handbook.moc"
