// The casebook window's views that keep score (issue 39): the Calibration tab (the sealed judgments'
// Brier score, log loss, 應期 error and reliability diagram, per category and quarter, beside the
// reading's own hit rate) and the Replay tab (every settled case under each school, categories ×
// presets, and the rules' firings) and the similar cases beside the case pane, over casebooks whose numbers are worked out by hand or by SQL below.
#include "app/calibrationview.h"
#include "app/casebookwindow.h"
#include "app/mainwindow.h"
#include "app/reliabilityplot.h"
#include "app/replayview.h"
#include "app/similarview.h"
#include "app/casebookmodel.h"
#include "app/hitratedelegate.h"
#include "base/casebook/casebook_seals.h"
#include "base/json/chart_json.h"
#include "../sealed_cases.h"
#include "engine/analysis/findings.h"

#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTableView>
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

// The 64 hexagrams, each cast with its fifth line moving, every third one an illness and the rest wealth,
// odd ones 應驗 and even ones 不驗 (tst_casebook_replay's casebook), stored under the general preset.
void fillReplayed(const QString& path)
{
    auto book = std::move(Casebook::open(path).value());
    std::vector<Case> cases;
    for (int bits = 0; bits < 64; ++bits) {
        QString digits;
        for (int i = 0; i < 6; ++i) digits += (bits >> i & 1) ? (i == 4 ? u'9' : u'7') : (i == 4 ? u'6' : u'8');
        cases.push_back(caseOf(digits, bits % 3 == 0 ? u"illness"_s : u"wealth"_s,
                               bits % 2 ? Outcome::Fulfilled : Outcome::Unfulfilled, QDate(2027, 1, 1)));
    }
    QVERIFY(book->add(cases));
}

// Of the cases whose stored verdict took a side (in a category, or all): how many, and how many 應驗.
std::pair<int, int> storedSides(const Casebook& book, const QString& category)
{
    QSqlQuery q(book.database());
    q.prepare(u"SELECT COUNT(*), SUM(outcome = 1) FROM cases WHERE tendency IN (0, 2) AND (IFNULL(?, '') = '' OR category = ?)"_s);
    q.addBindValue(category);
    q.addBindValue(category);
    if (!q.exec() || !q.next()) return {-1, -1};
    return {q.value(0).toInt(), q.value(1).toInt()};
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
        QVERIFY(addSealedCases(*Casebook::open(dir_.filePath(u"sealed.casebook"_s)).value()));
        fillReplayed(dir_.filePath(u"replayed.casebook"_s));
        // tst_casebook_replay's similarCasesRankByStructure: case 1 (同人之離, illness, pending) is most like
        // case 2 (the same chart and category, 應驗: 3 + 2 + 1 + 1 + 1 + 1 = 9), then case 3 (同人, wealth,
        // 不驗); 4 is another chart; 5 is like it but unsettled.
        auto book = std::move(Casebook::open(dir_.filePath(u"similar.casebook"_s)).value());
        const Case cases[] = {caseOf(u"787797"_s, u"illness"_s, Outcome::Pending, {}),
                              caseOf(u"787797"_s, u"illness"_s, Outcome::Fulfilled, QDate(2027, 1, 1)),
                              caseOf(u"787779"_s, u"wealth"_s, Outcome::Unfulfilled, QDate(2027, 1, 1)),
                              caseOf(u"888888"_s, u"wealth"_s, Outcome::Fulfilled, QDate(2027, 1, 1)),
                              caseOf(u"787797"_s, u"illness"_s, Outcome::Pending, {})};
        QVERIFY(book->add(cases));
    }

    // sealed_cases.h's four cases, whose scores it works out by hand.
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
        QCOMPARE(lines[1], u"The reading's own verdict on the same cases: 2 of 2 held (100.0 %, 95 % interval 34.2–100.0 %); it "
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
        QCOMPARE(plot->readingLevel(), plot->yOf(100));
        const QImage image = plot->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        for (int i = 1; i < 5; ++i) QCOMPARE(image.pixelColor((plot->dotAt(i) * dpr).toPoint()), ReliabilityPlot::dotColour());
    }

    // Replayed under the preset they were stored with, the cases reproduce their outcomes: the general
    // column's agreements are the 應驗 cases among those whose stored verdict took a side. The other
    // columns show what replayCases computes; the best of each row is marked. Cancel shows nothing.
    void replayTab()
    {
        CasebookWindow w;
        w.setScript(Script::English);
        w.setProgressDelay(0);
        QVERIFY(w.openBook(dir_.filePath(u"replayed.casebook"_s)).isEmpty());
        w.showReplay();
        ReplayView* view = w.replayView();
        view->setCancelAfter(1);
        QVERIFY(!view->run());
        QCOMPARE(view->scores()->rowCount(), 0);
        QVERIFY2(view->summary().startsWith(u"Replay cancelled"_s), qPrintable(view->summary()));
        view->setCancelAfter(0);
        QVERIFY(view->run());

        QStandardItemModel* m = view->scores();
        QCOMPARE(m->columnCount(), 5);  // category, then the four presets
        QCOMPARE(m->rowCount(), 3);     // all, illness, wealth
        const auto [all, allHeld] = storedSides(*w.book(), {});
        QVERIFY(all > 20);
        QVERIFY2(view->summary().startsWith(u"%1 settled case(s) with a verdict, recomputed under 4 school(s)."_s.arg(all)),
                 qPrintable(view->summary()));
        const QString rows[] = {u""_s, u"illness"_s, u"wealth"_s};
        const QString names[] = {u"All categories"_s, u"Illness"_s, u"Wealth"_s};
        for (int r = 0; r < 3; ++r) {
            QCOMPARE(m->index(r, 0).data().toString(), names[r]);
            const auto [n, held] = storedSides(*w.book(), rows[r]);
            const QModelIndex general = m->index(r, 1);
            QVERIFY2(general.data().toString().endsWith(u"%1% (%2/%3)"_s.arg(100.0 * held / n, 0, 'f', 1).arg(held).arg(n)),
                     qPrintable(general.data().toString()));
            QCOMPARE(general.data(HitRateDelegate::RateRole).toDouble(), double(held) / n);
        }
        // Every cell as replayCases has it, and the best of each row marked.
        const std::vector<PresetId> presetsAsked = {PresetId::General, PresetId::ZengShan, PresetId::YiYin, PresetId::YiMao};
        const Replay replay = replayCases(*w.book(), presetsAsked).value();
        for (const ReplayScore& s : replay.scores) {
            const int r = s.category.isEmpty() ? 0 : s.category == u"illness"_s ? 1 : 2;
            const QModelIndex cell = m->index(r, 1 + int(s.preset));
            const int n = s.agree + s.opposite + s.mixed;
            QVERIFY2(cell.data().toString().endsWith(u"% (%1/%2)"_s.arg(s.agree).arg(n)), qPrintable(cell.data().toString()));
            QCOMPARE(cell.data(HitRateDelegate::LowRole).toDouble(), s.low);
            double best = 0;
            for (const ReplayScore& t : replay.scores)
                if (t.category == s.category) best = std::max(best, double(t.agree) / (t.agree + t.opposite + t.mixed));
            QCOMPARE(cell.data(ReplayView::BestRole).toBool(), double(s.agree) / n == best);
            QCOMPARE(cell.data().toString().startsWith(u"★"_s), double(s.agree) / n == best);
        }
        // The rules: one row per rule that fired, "agreed / not" under the general preset as replayCases counts.
        QStandardItemModel* rules = view->rules();
        QVERIFY(rules->rowCount() > 5);
        int checked = 0;
        for (const RuleFiring& f : replay.rules) {
            if (f.preset != PresetId::General) continue;
            for (int r = 0; r < rules->rowCount(); ++r)
                if (rules->index(r, 0).data(Qt::UserRole).toString() == QString::fromUtf8(kRules[std::size_t(f.rule)].code)) {
                    QCOMPARE(rules->index(r, 1).data().toString(), u"%1 / %2"_s.arg(f.agree).arg(f.other));
                    ++checked;
                }
        }
        QVERIFY(checked > 5);
    }

    // The selected case's similar settled cases, ranked, in the case pane; double-clicking one selects it,
    // clearing a filter that hid it.
    void similarCases()
    {
        CasebookWindow w;
        w.resize(1100, 720);
        QVERIFY(w.openBook(dir_.filePath(u"similar.casebook"_s)).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.selectCase(1));
        QStandardItemModel* m = w.similarView()->model();
        QVERIFY(m->rowCount() >= 2);
        const auto row = [m](int r) {
            QStringList cells;
            for (int c = 0; c < SimilarCasesView::ColumnCount; ++c) cells << m->index(r, c).data().toString();
            return cells.join(u'|');
        };
        QCOMPARE(row(0), u"2|9/9|應驗|問illness"_s);
        QVERIFY2(row(1).startsWith(u"3|"_s) && row(1).endsWith(u"|不驗|問wealth"_s), qPrintable(row(1)));
        for (int r = 0; r < m->rowCount(); ++r) QVERIFY(m->index(r, 0).data().toString() != u"5"_s);

        w.setFilter(u"outcome:pending"_s);  // lists cases 1 and 5 only
        QVERIFY(w.selectCase(1));
        QTableView* similar = w.similarView()->table();
        const QRect at = similar->visualRect(m->index(1, SimilarCasesView::Case));
        QVERIFY2(similar->viewport()->rect().contains(at.center()), "the second similar case is on screen");
        QTest::mouseClick(similar->viewport(), Qt::LeftButton, {}, at.center());  // a double-click on what the press hit
        QTest::mouseDClick(similar->viewport(), Qt::LeftButton, {}, at.center());
        QTRY_COMPARE(w.table()->currentIndex().data(CasebookModel::IdRole).toLongLong(), qint64(3));
        QCOMPARE(w.filterError(), QString());
        QCOMPARE(w.model()->rowCount(), 5);
    }

    // NAJIA_SCREENSHOT_DIR set: the Calibration and Replay tabs and the similar cases, in English and 繁體.
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
            QVERIFY(w.openBook(dir_.filePath(u"replayed.casebook"_s)).isEmpty());
            w.showReplay();
            QVERIFY(w.replayView()->run());
            QTest::qWait(100);
            w.grab().save(out + u"/casebook-replay-%1.png"_s.arg(language));
            QVERIFY(w.openBook(dir_.filePath(u"similar.casebook"_s)).isEmpty());
            w.findChild<QTabWidget*>()->setCurrentIndex(0);
            QVERIFY(w.selectCase(1));
            QTest::qWait(100);
            w.grab().save(out + u"/casebook-similar-%1.png"_s.arg(language));
            main.setLanguage(u"en"_s);
        }
    }
};

QTEST_MAIN(TestCasebookScores)
#include "tst_casebook_scores.moc"
