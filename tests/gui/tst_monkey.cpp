// A monkey on the main window (issue 21): random key presses, clicks and menu actions, with a fixed
// seed, into the main window, the handbook and whatever dialog they open (each dialog is closed
// after a while, as a user would). Nothing may crash or assert, and afterwards the window still
// draws a known chart right: 易冒 卷4's 觀之萃 heading.
// 500 events by default; NAJIA_MONKEY_EVENTS=10000 for the long run, NAJIA_MONKEY_SEED to vary it.
#include "app/castpanel.h"
#include "base/json/chart_json.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <random>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// Actions that would end the run or wait on a printer.
bool excluded(const QAction* a)
{
    static const QStringList names{u"actionQuit"_s, u"actionPrint"_s, u"actionPrintPreview"_s};
    return names.contains(a->objectName()) || a->menu() != nullptr;
}

class Monkey : public QObject {
public:
    Monkey(MainWindow& window, int events, quint64 seed) : window_(window), left_(events), random_(seed)
    {
        for (QAction* a : window.findChildren<QAction*>())
            if (!excluded(a)) actions_ << a;
        connect(&timer_, &QTimer::timeout, this, [this] { step(); });
        timer_.start(0);  // runs inside any dialog's own event loop too
    }
    bool done() const { return left_ <= 0; }
    int dialogsSeen() const { return dialogs_; }

private:
    int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(random_); }

    QWidget* target()
    {
        // A dialog or a popup menu takes the events until it is closed.
        QWidget* modal = QApplication::activePopupWidget();
        if (!modal) modal = QApplication::activeModalWidget();
        if (modal) {
            if (modal != lastModal_) {
                lastModal_ = modal;
                inModal_ = 0;
                ++dialogs_;
            }
            if (++inModal_ > 25) {  // enough in this dialog: close it, as a user would
                modal->close();
                return nullptr;
            }
            return modal;
        }
        QList<QWidget*> windows;
        for (QWidget* w : QApplication::topLevelWidgets())
            if (w->isVisible()) windows << w;
        return windows.isEmpty() ? &window_ : windows[below(int(windows.size()))];
    }

    void step()
    {
        if (left_-- <= 0) {
            timer_.stop();
            if (QWidget* modal = QApplication::activeModalWidget()) modal->close();
            return;
        }
        QWidget* w = target();
        if (!w) return;
        // Each event is sent from a timer of its own: one that opens a dialog blocks there, and this
        // step's timer must stay free to go on inside the dialog (Qt does not re-enter a busy timer).
        const int kind = below(20);
        if (kind < 9) {  // a key: digits 6-9 and letters for the line and name fields, and movement
            static const Qt::Key keys[] = {Qt::Key_6, Qt::Key_7, Qt::Key_8, Qt::Key_9, Qt::Key_A, Qt::Key_H,
                                           Qt::Key_T, Qt::Key_Space, Qt::Key_Tab, Qt::Key_Backtab,
                                           Qt::Key_Return, Qt::Key_Escape, Qt::Key_Up, Qt::Key_Down,
                                           Qt::Key_Left, Qt::Key_Right, Qt::Key_Backspace, Qt::Key_PageDown};
            QWidget* focus = w->focusWidget() ? w->focusWidget() : w;
            const Qt::Key key = keys[below(int(std::size(keys)))];
            QTimer::singleShot(0, focus, [focus, key] { QTest::keyClick(focus, key); });
        } else if (kind < 17) {  // a click somewhere in the window, on whatever is there
            const QPoint at(below(std::max(1, w->width())), below(std::max(1, w->height())));
            QWidget* child = w->childAt(at);
            QWidget* hit = child ? child : w;
            const QPoint local = hit->mapFrom(w, at);
            const Qt::MouseButton button = below(5) == 0 ? Qt::RightButton : Qt::LeftButton;
            QTimer::singleShot(0, hit, [hit, button, local] { QTest::mouseClick(hit, button, {}, local); });
        } else if (!actions_.isEmpty() && !QApplication::activeModalWidget()) {  // a menu action
            QAction* a = actions_[below(int(actions_.size()))];
            if (a->isEnabled()) QTimer::singleShot(0, a, &QAction::trigger);
        }
    }

    MainWindow& window_;
    int left_;
    std::mt19937_64 random_;
    QList<QAction*> actions_;
    QTimer timer_;
    QWidget* lastModal_ = nullptr;
    int inModal_ = 0;
    int dialogs_ = 0;
};

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaMonkey"_s);
        QSettings().clear();
        QVERIFY(scratch_.isValid());
        QDir::setCurrent(scratch_.path());  // a file the monkey saves lands here
    }

    void randomEventsLeaveAWorkingWindow()
    {
        const int events = qEnvironmentVariableIsSet("NAJIA_MONKEY_EVENTS") ? qEnvironmentVariableIntValue("NAJIA_MONKEY_EVENTS") : 500;
        const quint64 seed = qEnvironmentVariableIsSet("NAJIA_MONKEY_SEED") ? quint64(qEnvironmentVariableIntValue("NAJIA_MONKEY_SEED")) : 21;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        Monkey monkey(w, events, seed);
        QTRY_VERIFY_WITH_TIMEOUT(monkey.done(), 600'000);
        QTRY_VERIFY(!QApplication::activeModalWidget());
        qInfo("%d events, %d dialogs opened", events, monkey.dialogsSeen());

        // The window still computes and draws a chart right (易冒 卷4: 風地觀 in 乾宮, 四世).
        base::ChartRecord r;
        r.cast = base::parseCast(u"888679"_s).value();
        r.pillars = parsePillars("辛卯年 丙申月 丙子日").value();
        w.setScript(Script::Traditional);
        auto* primary = w.findChild<QAction*>(u"actionShowPrimary"_s);  // the monkey may have left 互/錯/綜 on
        QVERIFY(primary);
        primary->trigger();
        QVERIFY(w.showRecord(r));
        QCOMPARE(w.chartModel()->heading().primary, u"風地觀  乾宮 四世"_s);
    }

private:
    QTemporaryDir scratch_;
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
