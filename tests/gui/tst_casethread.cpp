// Case threads in the app (issue 39): the 一事不問二卦 guard offers to link a cast on a matter already
// asked as a follow-up (追問), and the case saved is linked; Save Anyway links nothing. The casebook
// window links and unlinks the selected case, shows its thread side by side and draws its 應期 timeline.
#include "app/casebookactions.h"
#include "app/casebookplots.h"
#include "app/casebookwindow.h"
#include "app/mainwindow.h"
#include "app/threadmodel.h"
#include "app/threadplot.h"
#include "base/casebook/casebook_threads.h"
#include "worked_case.h"

#include <QApplication>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

// Clicks the button named `button` of the same-question box once it is open; `asked` gets its text.
void whenAsked(const QString& button, QString* asked)
{
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box) return;
        timer->stop();
        timer->deleteLater();
        *asked = box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->objectName() == button || b->text() == button) {
                b->click();
                return;
            }
        box->reject();
    });
    timer->start(10);
}

ChartRecord castOn(const QString& lines, const QString& civil)
{
    ChartRecord r = wealthCase();
    r.cast = parseCast(lines).value();
    r.moment->civil = civil;
    r.question = u"求財可得否"_s;
    return r;
}

} // namespace

class TestCaseThread : public QObject {
    Q_OBJECT
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"NajiaTestCaseThread"_s);
    }

    void theGuardOffersToLink()
    {
        MainWindow main;
        CasebookWindow* book = casebookWindow(&main);
        QVERIFY(book->openBook(dir_.filePath(u"guard.casebook"_s)).isEmpty());
        QVERIFY(main.showRecord(castOn(u"779776"_s, u"2024-02-04 16:30:00"_s)));
        QVERIFY(saveToCasebook(&main));  // the first cast: nothing asked
        QCOMPARE(*book->book()->count(), 1);

        // The same matter the next day: Cancel saves nothing.
        QVERIFY(main.showRecord(castOn(u"888679"_s, u"2024-02-05 09:00:00"_s)));
        QString asked;
        whenAsked(u"(none)"_s, &asked);  // no such button: the box is rejected, as Cancel does
        QVERIFY(!saveToCasebook(&main));
        QCOMPARE(*book->book()->count(), 1);
        QVERIFY2(asked.contains(u"(case 1)"_s) && asked.contains(u"追問"_s), qPrintable(asked));

        // Link as a Follow-up: saved as case 2, following case 1.
        whenAsked(u"linkFollowUp"_s, &asked);
        QVERIFY(saveToCasebook(&main));
        QCOMPARE(*book->book()->count(), 2);
        QCOMPARE(followedCase(*book->book(), 2).value(), std::optional<qint64>(1));
        QCOMPARE(book->findChild<QLabel*>(u"threadLabel"_s)->text(), u"cases 1, 2, first cast first"_s);

        // A third cast, saved anyway: not linked. The guard names the newest cast of the matter.
        QVERIFY(main.showRecord(castOn(u"777777"_s, u"2024-02-06 09:00:00"_s)));
        whenAsked(u"Save Anyway"_s, &asked);
        QVERIFY(saveToCasebook(&main));
        QVERIFY2(asked.contains(u"(case 2)"_s), qPrintable(asked));
        QCOMPARE(*book->book()->count(), 3);
        QCOMPARE(followedCase(*book->book(), 3).value(), std::optional<qint64>());
    }

    // The window links the selected case to one the user names (a follow-up asked after the three
    // days the guard looks back), refuses a loop with a message, and unlinks it.
    void theWindowLinksAndUnlinks()
    {
        CasebookWindow w;
        QVERIFY(w.openBook(dir_.filePath(u"window.casebook"_s)).isEmpty());
        std::vector<Case> cases(2);
        cases[0].record = castOn(u"779776"_s, u"2024-02-04 16:30:00"_s);
        cases[1].record = castOn(u"888679"_s, u"2024-03-01 09:00:00"_s);
        QVERIFY(w.book()->add(cases));
        w.setFilter({});
        QVERIFY(w.selectCase(2));
        auto* link = w.findChild<QPushButton*>(u"linkCase"_s);
        auto* unlink = w.findChild<QPushButton*>(u"unlinkCase"_s);
        QVERIFY(link->isEnabled() && !unlink->isEnabled());
        const auto answer = [](int id) {
            QTimer::singleShot(0, [id] {
                if (auto* d = qobject_cast<QInputDialog*>(QApplication::activeModalWidget())) {
                    d->setIntValue(id);
                    d->accept();
                }
            });
        };
        answer(1);
        link->click();
        QCOMPARE(followedCase(*w.book(), 2).value(), std::optional<qint64>(1));
        QCOMPARE(w.findChild<QLabel*>(u"threadLabel"_s)->text(), u"cases 1, 2, first cast first"_s);
        QVERIFY(unlink->isEnabled());
        // Case 1 following case 2 would loop: refused with a message, nothing written.
        QVERIFY(w.selectCase(1));
        QString warned;
        answer(2);
        QTimer::singleShot(50, [&warned] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                warned = box->text();
                box->accept();
            }
        });
        link->click();
        QVERIFY2(warned.contains(u"the link would loop"_s), qPrintable(warned));
        QCOMPARE(followedCase(*w.book(), 1).value(), std::optional<qint64>());
        QVERIFY(w.selectCase(2));
        unlink->click();
        QCOMPARE(followedCase(*w.book(), 2).value(), std::optional<qint64>());
        QCOMPARE(w.findChild<QLabel*>(u"threadLabel"_s)->text(), u"this case alone"_s);
        QVERIFY(!unlink->isEnabled());
    }

    // Two casts on one matter, the second settled 應驗 and sealed: the Thread tab shows both side by
    // side, first cast first, and plots every 應期 date of both and the day the outcome was settled.
    void theThreadIsShownAndPlotted()
    {
        {
            auto book = std::move(Casebook::open(dir_.filePath(u"view.casebook"_s)).value());
            Case first, second;
            first.record = castOn(u"779776"_s, u"2024-02-04 16:30:00"_s);
            second.record = castOn(u"888679"_s, u"2024-02-10 09:00:00"_s);
            second.outcome = Outcome::Fulfilled;
            second.settled = QDate(2024, 3, 1);
            const Case cases[] = {second, first};  // stored out of order: case 2 was cast first
            QVERIFY(book->add(cases));
            QVERIFY(linkCase(*book, 1, 2));
            QVERIFY(sealCase(*book, 1, {SealVerdict::Favourable, 80, QDate(2024, 2, 20), QDate(2024, 3, 5), {}, std::nullopt}));
        }
        CasebookWindow w;
        w.resize(1100, 720);
        QVERIFY(w.openBook(dir_.filePath(u"view.casebook"_s)).isEmpty());
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.selectCase(1));
        w.showThread();
        QCOMPARE(w.findChild<QTabWidget*>()->currentIndex(), 2);
        ThreadModel* m = w.threadModel();
        QCOMPARE(m->columnCount(), 2);
        QCOMPARE(m->headerData(0, Qt::Horizontal).toString(), u"Case 2"_s);
        QCOMPARE(m->index(ThreadModel::Cast, 0).data().toString(), u"2024-02-04 16:30"_s);
        QCOMPARE(m->index(ThreadModel::Chart, 1).data().toString(), u"觀→萃"_s);
        QCOMPARE(m->index(ThreadModel::Judgment, 0).data().toString(), u"not sealed"_s);
        QCOMPARE(m->index(ThreadModel::Judgment, 1).data().toString(), u"Favourable 80 %  2024-02-20–2024-03-05"_s);
        QCOMPARE(m->index(ThreadModel::Outcome, 0).data().toString(), u"未驗"_s);
        QCOMPARE(m->index(ThreadModel::Outcome, 1).data().toString(), u"應驗  2024-03-01"_s);
        QCOMPARE(m->index(ThreadModel::Outcome, 1).data(ThreadModel::RawRole).toInt(), int(Outcome::Fulfilled));
        QCOMPARE(m->index(ThreadModel::Follows, 0).data().toString(), u"first cast"_s);
        QCOMPARE(m->index(ThreadModel::Follows, 1).data().toString(), u"follows case 2"_s);

        ThreadPlot* plot = w.threadPlot();
        const CaseThread& t = plot->thread();
        QCOMPARE(t.timeline.size(), caseThread(*w.book(), 1).value().timeline.size());
        QVERIFY(t.timeline.size() > 2);
        QTest::qWait(50);
        const QImage image = plot->grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        const auto colourAt = [&](QPointF p) { return image.pixelColor((p * dpr).toPoint()); };
        for (const ThreadMark& mark : t.timeline) {
            const QPointF at(plot->xOf(mark.date), plot->rowY(mark.caseId == 2 ? 0 : 1));
            QCOMPARE(plot->toolTipAt(at.toPoint()).isEmpty(), false);
            if (mark.kind == ThreadMark::Kind::Outcome) QCOMPARE(colourAt(at), MonthPlot::colour(Outcome::Fulfilled));
        }
        QVERIFY(plot->first() <= QDate(2024, 2, 4) && plot->last() >= QDate(2024, 3, 5));
    }

    // NAJIA_SCREENSHOT_DIR set: the Thread tab and the case pane naming the thread, in English and 繁體.
    void screenshots()
    {
        const QString out = qEnvironmentVariable("NAJIA_SCREENSHOT_DIR");
        if (out.isEmpty()) QSKIP("NAJIA_SCREENSHOT_DIR not set");
        {
            auto book = std::move(Casebook::open(dir_.filePath(u"shots.casebook"_s)).value());
            std::vector<Case> cases(3);
            const QString casts[][2] = {{u"779776"_s, u"2024-02-04 16:30:00"_s}, {u"888679"_s, u"2024-02-10 09:00:00"_s},
                                        {u"787797"_s, u"2024-02-20 09:00:00"_s}};
            for (std::size_t i = 0; i < 3; ++i) cases[i].record = castOn(casts[i][0], casts[i][1]);
            cases[2].outcome = Outcome::Fulfilled;
            cases[2].settled = QDate(2024, 3, 1);
            cases[2].happened = u"寅月末得財"_s;
            QVERIFY(book->add(cases));
            QVERIFY(linkCase(*book, 2, 1));
            QVERIFY(linkCase(*book, 3, 2));
            QVERIFY(sealCase(*book, 1, {SealVerdict::Favourable, 70, QDate(2024, 2, 15), QDate(2024, 3, 10), u"卯日應"_s, std::nullopt}));
            QVERIFY(sealCase(*book, 2, {SealVerdict::Unfavourable, 60, {}, {}, {}, std::nullopt}));
        }
        for (const QString& language : {u"en"_s, u"zh_TW"_s}) {
            MainWindow main;
            main.setLanguage(language);
            CasebookWindow w;
            w.resize(1100, 720);
            QVERIFY(w.openBook(dir_.filePath(u"shots.casebook"_s)).isEmpty());
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            QVERIFY(w.selectCase(2));
            QTest::qWait(100);
            w.grab().save(out + u"/casebook-case-thread-%1.png"_s.arg(language));
            w.showThread();
            QTest::qWait(100);
            w.grab().save(out + u"/casebook-thread-%1.png"_s.arg(language));
            main.setLanguage(u"en"_s);
        }
    }
};

QTEST_MAIN(TestCaseThread)
#include "tst_casethread.moc"
