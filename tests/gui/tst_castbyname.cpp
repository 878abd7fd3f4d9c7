// Casting by name (issue 15): a pair typed in one field casts it, in either script; Enter in a
// name field casts; a name that matches no hexagram, or several, is explained beside the fields
// and in the status bar in the UI language, and the chart shown is dimmed as stale until a new
// one is computed.
#include "app/castpanel.h"
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/chartview.h"
#include "app/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTest>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kNamesPage = 6;  // "By hexagram names" in the method combo

QLineEdit* field(MainWindow& w, const QString& name) { return w.castPanel()->findChild<QLineEdit*>(name); }

// Types the names and presses Enter in `enterIn`.
void castByEnter(MainWindow& w, const QString& primary, const QString& changed, const QString& enterIn = u"primaryEdit"_s)
{
    w.castPanel()->findChild<QComboBox*>(u"methodCombo"_s)->setCurrentIndex(kNamesPage);
    field(w, u"primaryEdit"_s)->setText(primary);
    field(w, u"changedEdit"_s)->setText(changed);
    QTest::keyClick(field(w, enterIn), Qt::Key_Return);
}

QLabel* errorLabel(MainWindow& w) { return w.castPanel()->findChild<QLabel*>(u"namesErrorLabel"_s); }

} // namespace

class TestCastByName : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestCastByName"_s);
        QSettings().clear();
    }

    // 同人 is 離下乾上 and 離 is 離下離上 (周易, the two hexagrams' figures): they differ in line 5
    // only, so 同人之離 is 同人 with its 九五 moving — 7 8 7 7 9 7 from the bottom.
    void enterCastsThePair_data()
    {
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("changed");
        QTest::addColumn<QString>("enterIn");
        QTest::newRow("天火同人之離") << u"天火同人之離"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("同人之離") << u"同人之離"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("同人變離") << u"同人變離"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("天火同人之离 (简)") << u"天火同人之离"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("同人之离 (简)") << u"同人之离"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("同人变离 (简)") << u"同人变离"_s << QString() << u"primaryEdit"_s;
        QTest::newRow("同人 / 離為火, Enter in the second field") << u"同人"_s << u"離為火"_s << u"changedEdit"_s;
    }
    void enterCastsThePair()
    {
        QFETCH(QString, primary);
        QFETCH(QString, changed);
        QFETCH(QString, enterIn);
        MainWindow w;
        castByEnter(w, primary, changed, enterIn);
        QVERIFY(w.chartModel()->hasChart());
        QCOMPARE(w.chartModel()->record().cast, base::parseCast(u"787797"_s).value());
        QVERIFY(errorLabel(w)->isHidden());
        QVERIFY(!w.chartView()->isStale());
    }

    // A name nothing matches, a name several match, a pair typed with a second name: each is
    // explained beside the fields and in the status bar, wholly in a Chinese UI's language; the
    // chart cast before stays, dimmed, until the next cast succeeds (乾之姤: 乾 with 初九 moving).
    void badNameIsExplainedAndDimsTheChart_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("primary");
        QTest::addColumn<QString>("changed");
        QTest::addColumn<QString>("expected");
        for (const QString& language : {u"zh_TW"_s, u"zh_CN"_s}) {
            const QByteArray l = language.toUtf8();
            QTest::addRow("%s no such hexagram", l.data()) << language << u"天天"_s << QString() << u"天天"_s;
            // 「山」 is in the name of eight hexagrams (上卦 or 下卦 艮): all are listed.
            QTest::addRow("%s several", l.data()) << language << u"山"_s << QString() << u"山天大畜"_s;
            QTest::addRow("%s no such changed", l.data()) << language << u"同人"_s << u"天天"_s << u"天天"_s;
            QTest::addRow("%s pair and a second name", l.data()) << language << u"同人之離"_s << u"乾"_s << u"同人之離"_s;
        }
        QTest::newRow("en no such hexagram") << u"en"_s << u"天天"_s << QString() << u"No hexagram"_s;
    }
    void badNameIsExplainedAndDimsTheChart()
    {
        QFETCH(QString, language);
        QFETCH(QString, primary);
        QFETCH(QString, changed);
        QFETCH(QString, expected);
        MainWindow w;
        w.setLanguage(language);
        castByEnter(w, u"觀之萃"_s, {});
        QCOMPARE(w.chartModel()->record().cast, base::parseCast(u"888679"_s).value());
        QVERIFY(!w.chartView()->isStale());

        castByEnter(w, primary, changed);
        QLabel* label = errorLabel(w);
        QVERIFY(!label->isHidden());
        const QString message = label->text();
        QVERIFY2(message.contains(expected), qPrintable(message));
        if (language != u"en"_s)
            QVERIFY2(!message.contains(QRegularExpression(u"[A-Za-z]"_s)), qPrintable(message));
        QCOMPARE(w.statusBar()->currentMessage(), message);
        // The page grows to hold the message: the Cast button stays whole below it.
        const QWidget* page = w.castPanel()->findChild<QWidget*>(u"namesPage"_s);
        QVERIFY(w.castPanel()->findChild<QWidget*>(u"methodPages"_s)->maximumHeight() >= page->heightForWidth(page->width()));
        // The chart cast before is still shown, dimmed.
        QCOMPARE(w.chartModel()->record().cast, base::parseCast(u"888679"_s).value());
        QVERIFY(w.chartView()->isStale());

        w.setWindowModified(false);  // saved: the new cast asks nothing
        castByEnter(w, u"乾之姤"_s, {});
        QCOMPARE(w.chartModel()->record().cast, base::parseCast(u"977777"_s).value());
        QVERIFY(!w.chartView()->isStale());
        QVERIFY(label->isHidden());
        w.setLanguage(u"en"_s);
    }

    // A stale chart is painted at about a third of its strength: the darkest ink of the sheet
    // (black bars) comes out light grey on the paper.
    void staleChartIsPaintedFaded()
    {
        MainWindow w;
        castByEnter(w, u"觀之萃"_s, {});
        ChartView* view = w.chartView();
        view->resize(700, 500);
        const auto darkest = [view] {
            const QImage image = view->grab().toImage();
            int dark = 255;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x) dark = std::min(dark, qGray(image.pixel(x, y)));
            return dark;
        };
        const int fresh = darkest();
        view->setStale(true);
        const int stale = darkest();
        QVERIFY2(fresh < 60 && stale > 140, qPrintable(u"fresh %1, stale %2"_s.arg(fresh).arg(stale)));
    }
};

QTEST_MAIN(TestCastByName)
#include "tst_castbyname.moc"
