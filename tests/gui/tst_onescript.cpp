// One script everywhere (issue 14): every passage shown (findings panel, tooltips) follows the
// chart's script whatever script its seed is transmitted in (002 易冒 and 003 協紀辨方書 in 简体,
// the others in 繁體); no English inside the Chinese sources; the status bar follows a switch; the
// handbook keeps its tree as it was.
#include "app/castpanel.h"
#include "base/json/chart_json.h"
#include "app/chartpainter.h"
#include "app/chartsheet.h"
#include "app/chartmodel.h"
#include "app/findingsmodel.h"
#include "app/handbookwindow.h"
#include "app/mainwindow.h"
#include "base/wording/script_text.h"

#include <QApplication>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QTimer>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSettings>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
// 易冒 卷4's 「辛卯年丙申月丙子日 … 得觀之萃」.
base::ChartRecord guanToCui()
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"888679"_s).value();
    r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
    r.preset = PresetId::YiMao;
    r.analysis = preset(PresetId::YiMao).analysis;
    return r;
}

// Characters that exist in one script only, as the issue saw them (月将则先从五法, 坎艮旺相三气,
// 世應相生則吉).
const QString kSimplifiedOnly = u"将则从气应则财动"_s;
const QString kTraditionalOnly = u"將則從氣應則財動"_s;

bool hasAny(const QString& text, const QString& chars)
{
    for (QChar c : chars)
        if (text.contains(c)) return true;
    return false;
}
} // namespace

class TestOneScript : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestScript"_s);
        QSettings().clear();
    }

    void passagesFollowTheChart_data()
    {
        QTest::addColumn<int>("script");
        QTest::newRow("繁體") << int(Script::Traditional);
        QTest::newRow("简体") << int(Script::Simplified);
    }

    // The findings panel's passages and the tooltips are in the chart's script, with the 易冒
    // (002, 简体) and 卜筮正宗 (000, 繁體) passages both converted, and no English words.
    void passagesFollowTheChart()
    {
        QFETCH(int, script);
        const auto s = static_cast<Script>(script);
        const QString other = s == Script::Traditional ? kSimplifiedOnly : kTraditionalOnly;
        MainWindow w;
        QVERIFY(w.showRecord(guanToCui()));
        w.setScript(s);
        FindingsModel* f = w.findingsModel();
        bool sawYimao = false, sawBszz = false;
        for (int row = 0; row < f->rowCount(); ++row) {
            const QString code = f->data(f->index(row, 0), FindingsModel::RuleCodeRole).toString();
            sawYimao |= code.startsWith(u"yimao."_s);
            sawBszz |= code.startsWith(u"bszz."_s);
            const QString passage = f->data(f->index(row, FindingsModel::Passage)).toString();
            QVERIFY2(!hasAny(passage, other), qPrintable(code + u' ' + passage));
            const QString tip = f->data(f->index(row, 0), Qt::ToolTipRole).toString();
            QVERIFY2(!hasAny(tip, other), qPrintable(tip));
            QVERIFY2(!tip.contains(QRegularExpression(u"[A-Za-z]"_s)), qPrintable(tip));
        }
        QVERIFY(sawYimao);
        QVERIFY(sawBszz);
        ChartModel* m = w.chartModel();
        for (int row = 0; row < 6; ++row) {
            const QString tip = m->data(m->index(row, ChartModel::Marks), Qt::ToolTipRole).toString();
            QVERIFY2(!hasAny(tip, other), qPrintable(tip));
        }
    }

    // The status bar shows the chart in the script switched to.
    void statusBarFollowsTheSwitch()
    {
        MainWindow w;
        w.setScript(Script::Traditional);
        QVERIFY(w.showRecord(guanToCui()));
        QVERIFY(w.statusBar()->currentMessage().contains(u"風地觀"_s));
        w.setScript(Script::Simplified);
        QVERIFY(w.statusBar()->currentMessage().contains(u"风地观"_s));
    }

    // Switching script keeps the handbook's tree as it was: expanded branches, current item.
    void handbookKeepsItsTree()
    {
        MainWindow w;
        w.setScript(Script::Traditional);
        HandbookWindow* h = w.handbook();
        auto* tree = h->findChild<QTreeWidget*>(u"tree"_s);
        QVERIFY(tree);
        QTreeWidgetItem* book = tree->topLevelItem(1);
        tree->expandItem(book);
        tree->expandItem(book->child(0));
        tree->setCurrentItem(book->child(0)->child(0));
        const QString id = tree->currentItem()->data(0, Qt::UserRole).toString();
        w.setScript(Script::Simplified);
        book = tree->topLevelItem(1);
        QVERIFY(book->isExpanded());
        QVERIFY(book->child(0)->isExpanded());
        QVERIFY(tree->currentItem());
        QCOMPARE(tree->currentItem()->data(0, Qt::UserRole).toString(), id);
        QCOMPARE(book->text(0), u"易隐 卷二"_s);
    }

    // Widgets showing Chinese use the TC or SC face of the chart's script.
    void widgetsUseTheScriptsFace()
    {
        MainWindow w;
        auto* question = w.castPanel()->findChild<QLineEdit*>(u"questionEdit"_s);
        w.setScript(Script::Traditional);
        QTRY_COMPARE(question->font().families().value(0), chartFontFamily(false));
        w.setScript(Script::Simplified);
        QTRY_COMPARE(question->font().families().value(0), chartFontFamily(true));
        QCOMPARE(QApplication::font().families().value(0), chartFontFamily(true));
    }

    // The sheet (print, PDF, SVG) is wholly in the chart's script under an English UI: no English
    // title or provenance line. Read from the PDF's text (the SVG's text is outlines).
    void sheetInTheChartsScript()
    {
        ChartModel m;
        m.setScript(Script::Simplified);
        m.setRecord(guanToCui());
        QTemporaryDir dir;
        const QString path = dir.filePath(u"sheet.pdf"_s);
        QVERIFY(exportChart(m, path, 300, SheetOptions{}).isEmpty());
        QProcess pdftotext;
        pdftotext.start(u"pdftotext"_s, {path, u"-"_s});
        QVERIFY(pdftotext.waitForFinished(20000));
        const QString text = QString::fromUtf8(pdftotext.readAllStandardOutput());
        QVERIFY2(text.contains(u"纳甲卦盘"_s), qPrintable(text));
        QVERIFY(text.contains(u"爻值手动输入"_s));
        QVERIFY(!text.contains(u"Najia chart"_s));
        QVERIFY(!text.contains(u"entered by hand"_s));
    }

    // A Chinese UI reports an unreadable file in Chinese only (not 「is not valid JSON (值無效 at
    // byte 1)」).
    void errorsInOneLanguage()
    {
        MainWindow w;
        w.setLanguage(u"zh_TW"_s);
        QTemporaryDir dir;
        const QString path = dir.filePath(u"bad.najia"_s);
        QFile bad(path);
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("{not json");
        bad.close();
        QString text;
        auto* timer = new QTimer;
        connect(timer, &QTimer::timeout, timer, [&text, timer] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                text = box->text();
                timer->stop();
                timer->deleteLater();
                box->accept();
            }
        });
        timer->start(10);
        QVERIFY(!w.openFile(path));
        w.setLanguage(u"en"_s);
        QVERIFY(!text.isEmpty());
        text.remove(path);
        QVERIFY2(!text.contains(QRegularExpression(u"[A-Za-z]"_s)), qPrintable(text));
    }
};

QTEST_MAIN(TestOneScript)
#include "tst_onescript.moc"
