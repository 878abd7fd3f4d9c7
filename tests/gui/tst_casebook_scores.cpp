// The casebook window's views that keep score (issue 39): the Calibration tab (the sealed judgments'
// Brier score, log loss, 應期 error and reliability diagram, per category and quarter, beside the
// reading's own hit rate), over casebooks whose every number is worked out by hand below.
#include "app/calibrationview.h"
#include "app/casebookwindow.h"
#include "app/mainwindow.h"
#include "app/reliabilityplot.h"
#include "base/casebook/casebook_seals.h"
#include "base/json/chart_json.h"

#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

Case caseOf(const QString& lines, const QString& category, Outcome outcome, const QDate& settled)
{
    Case c;
    c.record.cast = parseCast(lines).value();
    c.record.pillars = parsePillars("申月 戊辰日").value();
    c.record.category = category;
    c.record.question = u"問"_s + category;
    c.outcome = outcome;
    c.settled = settled;
    return c;
}

// Four sealed, settled cases (tst_casebook_seals' calibrationByCategoryTimeAndTiming): wealth 80 % held
// (window 2027-01-01..03-01, settled 03-05: +4 days), wealth 60 % did not, illness 70 % held (window
// 01-15..02-01, settled 01-10: −5), illness 90 % held (settled 01-20: 0). Brier (0.2² + 0.6² + 0.3² +
// 0.1²)/4 = 0.125; log loss −(ln 0.8 + ln 0.4 + ln 0.7 + ln 0.9)/4 = 0.400. The reading's verdict is set
// to 吉 and 凶 on the two wealth cases, 中 and none on the illness ones: it took a side twice, held once.
void fillSealed(const QString& path)
{
    auto book = std::move(Casebook::open(path).value());
    struct Row {
        const char* category;
        Outcome outcome;
        QDate settled;
        int confidence;
        QDate from, to;
        const char* tendency;
    };
    const Row rows[] = {
        {"wealth", Outcome::Fulfilled, QDate(2027, 3, 5), 80, QDate(2027, 1, 1), QDate(2027, 3, 1), "0"},
        {"wealth", Outcome::Unfulfilled, QDate(2027, 3, 5), 60, {}, {}, "2"},
        {"illness", Outcome::Fulfilled, QDate(2027, 1, 10), 70, QDate(2027, 1, 15), QDate(2027, 2, 1), "1"},
        {"illness", Outcome::Fulfilled, QDate(2027, 1, 20), 90, QDate(2027, 1, 15), QDate(2027, 2, 1), "NULL"},
    };
    for (int i = 0; i < 4; ++i) {
        const Row& r = rows[i];
        QVERIFY(book->add(caseOf(u"787797"_s, QString::fromLatin1(r.category), r.outcome, r.settled)));
        QSqlQuery q(book->database());
        QVERIFY(q.exec(u"UPDATE cases SET tendency = %1 WHERE id = %2"_s.arg(QLatin1StringView(r.tendency)).arg(i + 1)));
        QVERIFY(sealCase(*book, i + 1, {SealVerdict::Favourable, r.confidence, r.from, r.to, {}, std::nullopt}));
    }
}

} // namespace

class TestCasebookScores : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"NajiaTestCasebookScores"_s);
        fillSealed(dir_.filePath(u"sealed.casebook"_s));
    }

    void calibrationTab()
    {
        CasebookWindow w;
        w.setScript(Script::English);
        w.resize(1100, 720);
        QVERIFY(w.openBook(dir_.filePath(u"sealed.casebook"_s)).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.showCalibration();
        CalibrationView* view = w.calibrationView();
        QCOMPARE(w.findChild<QTabWidget*>()->currentWidget(), view);
        const QStringList lines = view->summary().split(u'\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[0].startsWith(u"4 sealed judgment(s) settled, 3 held. Brier score 0.125 (0 is best; always 50 % scores 0.250), "
                                     "log loss 0.400"_s), qPrintable(lines[0]));
        QCOMPARE(lines[1], u"The reading's own verdict on the same cases: 1 of 2 held (50.0 %, 95 % interval 9.5–90.5 %); it "
                           "states no confidence, so it has no Brier score."_s);
        QCOMPARE(lines[2], u"應期: 1 of 3 fulfilled case(s) with a sealed window were settled inside it; mean error 3.0 days "
                           "(from the window to the day the outcome was settled)."_s);

        // Per category (by code: illness, wealth), then the one quarter every seal was made in.
        QStandardItemModel* parts = view->parts();
        QCOMPARE(parts->rowCount(), 3);
        const auto row = [parts](int r) {
            QStringList cells;
            for (int c = 0; c < CalibrationView::ColumnCount; ++c) cells << parts->index(r, c).data().toString();
            return cells.join(u'|');
        };
        QCOMPARE(row(0), u"Illness|2|2|0.050|0.231"_s);  // −(ln 0.7 + ln 0.9)/2
        QCOMPARE(row(1), u"Wealth|2|1|0.200|0.570"_s);   // −(ln 0.8 + ln 0.4)/2
        const QDate today = QDateTime::currentDateTimeUtc().date();
        QCOMPARE(row(2), u"%1, quarter %2|4|3|0.125|0.400"_s.arg(today.year()).arg((today.month() + 2) / 3));

        // The diagram: deciles 60–69 (0 of 1), 70–79 (1 of 1), 80–89 (1 of 1), 90–99 (1 of 1); none at 50–59.
        ReliabilityPlot* plot = view->plot();
        QTest::qWait(50);
        QVERIFY(plot->dotAt(0).isNull());
        QCOMPARE(plot->dotAt(1).y(), plot->yOf(0));
        QCOMPARE(plot->dotAt(2).y(), plot->yOf(100));
        QCOMPARE(plot->readingLevel(), plot->yOf(50));
        const QImage image = plot->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        for (int i = 1; i < 5; ++i) QCOMPARE(image.pixelColor((plot->dotAt(i) * dpr).toPoint()), ReliabilityPlot::dotColour());
    }

    // NAJIA_SCREENSHOT_DIR set: the Calibration tab in English and 繁體.
    void screenshots()
    {
        const QString out = qEnvironmentVariable("NAJIA_SCREENSHOT_DIR");
        if (out.isEmpty()) QSKIP("NAJIA_SCREENSHOT_DIR not set");
        for (const QString& language : {u"en"_s, u"zh_TW"_s}) {
            MainWindow main;
            main.setLanguage(language);
            CasebookWindow w;
            w.setScript(language == u"en"_s ? Script::English : Script::Traditional);
            w.resize(1100, 720);
            QVERIFY(w.openBook(dir_.filePath(u"sealed.casebook"_s)).isEmpty());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.showCalibration();
            QTest::qWait(100);
            w.grab().save(out + u"/casebook-calibration-%1.png"_s.arg(language));
            main.setLanguage(u"en"_s);
        }
    }
};

QTEST_MAIN(TestCasebookScores)
#include "tst_casebook_scores.moc"
