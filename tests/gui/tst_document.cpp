// The window edits one document (issue 14, "Documents and saving"): every edit marks it
// modified, Save writes what is on screen, New/Open/Quit ask about unsaved changes, a new cast
// is a new untitled document, New leaves an empty valid state, recent files are absolute.
#include "app/castpanel.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
const QDateTime kNow(QDate(2026, 11, 30), QTime(18, 18), QTimeZone::utc());

template <class W> W* child(QObject* parent, const QString& name)
{
    W* w = parent->findChild<W*>(name);
    if (!w) qFatal("no child %s", qPrintable(name));
    return w;
}

// Answers the next "unsaved changes" question with `button`; `asked` tells whether it came.
void answerNextQuestion(QMessageBox::StandardButton button, bool* asked)
{
    *asked = false;
    auto* timer = new QTimer;
    QObject::connect(timer, &QTimer::timeout, timer, [=] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            *asked = true;
            box->button(button)->click();
            timer->stop();
            timer->deleteLater();
        }
    });
    timer->start(10);
    QTimer::singleShot(2000, timer, &QObject::deleteLater);
}

// Types text as the keyboard does (QTest::keyClicks takes Latin-1 only).
void type(QWidget* w, const QString& text)
{
    QKeyEvent press(QEvent::KeyPress, Qt::Key_unknown, Qt::NoModifier, text);
    QApplication::sendEvent(w, &press);
}

QJsonObject readJson(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

void toss(MainWindow& w) { QTest::mouseClick(child<QPushButton>(w.castPanel(), u"tossButton"_s), Qt::LeftButton); }
} // namespace

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestDocument"_s);
        QSettings().clear();
    }

    // The question, category and notes typed after the chart is drawn are saved; every edit marks
    // the window modified ([*] in the title).
    void saveWritesWhatIsOnScreen()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.castPanel()->setClock([] { return kNow; });
        QVERIFY(w.windowTitle().contains(u"[*]"_s));
        QVERIFY(!w.isWindowModified());
        toss(w);
        QVERIFY(w.chartModel()->hasChart());
        QVERIFY(w.isWindowModified());
        const QString path = dir.filePath(u"case.najia"_s);
        QVERIFY(w.saveFile(path));
        QVERIFY(!w.isWindowModified());

        auto* question = child<QLineEdit>(w.castPanel(), u"questionEdit"_s);
        question->setFocus();
        type(question, u"問財"_s);
        QVERIFY(w.isWindowModified());
        auto* notes = child<QPlainTextEdit>(w.castPanel(), u"notesEdit"_s);
        notes->setFocus();
        type(notes, u"應期在酉"_s);
        auto* category = child<QComboBox>(w.castPanel(), u"categoryCombo"_s);
        category->setFocus();
        QTest::keyClick(category, Qt::Key_Down);
        const QString code = category->currentData().toString();
        QVERIFY(code != u"general"_s && !code.isEmpty());

        QVERIFY(w.findChild<QAction*>(u"actionSave"_s)->isEnabled());
        w.findChild<QAction*>(u"actionSave"_s)->trigger();  // Ctrl+S: the same file
        QVERIFY(!w.isWindowModified());
        const QJsonObject saved = readJson(path);
        QCOMPARE(saved[u"question"_s].toString(), u"問財"_s);
        QCOMPARE(saved[u"notes"_s].toString(), u"應期在酉"_s);
        QCOMPARE(saved[u"category"_s].toString(), code);
    }

    // One document, computed once (issue 35): a toss computes its chart once; saving computes
    // nothing; typing the question and notes computes nothing; another category asks another reading,
    // computed once.
    void aCastIsComputedOnce()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.castPanel()->setClock([] { return kNow; });
        auto before = base::chartsComputed();
        toss(w);
        QVERIFY(w.chartModel()->hasChart());
        QCOMPARE(base::chartsComputed() - before, 1);
        before = base::chartsComputed();
        QVERIFY(w.saveFile(dir.filePath(u"case.najia"_s)));
        QCOMPARE(base::chartsComputed() - before, 0);

        auto* question = child<QLineEdit>(w.castPanel(), u"questionEdit"_s);
        question->setFocus();
        type(question, u"問財"_s);
        QVERIFY(w.saveFile(dir.filePath(u"case.najia"_s)));
        QCOMPARE(base::chartsComputed() - before, 0);
        QCOMPARE(readJson(dir.filePath(u"case.najia"_s))[u"question"_s].toString(), u"問財"_s);

        auto* category = child<QComboBox>(w.castPanel(), u"categoryCombo"_s);
        category->setFocus();
        QTest::keyClick(category, Qt::Key_Down);
        QCOMPARE(base::chartsComputed() - before, 1);
        QVERIFY(w.saveFile(dir.filePath(u"case.najia"_s)));
        QCOMPARE(base::chartsComputed() - before, 1);
        QCOMPARE(readJson(dir.filePath(u"case.najia"_s))[u"category"_s].toString(), category->currentData().toString());
    }

    // A new cast starts a new untitled document: Ctrl+S cannot overwrite the case just saved.
    void aNewCastIsANewDocument()
    {
        QTemporaryDir dir;
        MainWindow w;
        w.castPanel()->setClock([] { return kNow; });
        toss(w);
        const QString path = dir.filePath(u"first.najia"_s);
        QVERIFY(w.saveFile(path));
        QCOMPARE(w.currentFile(), QFileInfo(path).absoluteFilePath());
        const QByteArray before = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
        toss(w);  // saved, so nothing to ask
        QVERIFY(w.currentFile().isEmpty());
        QVERIFY(w.windowTitle().contains(u"Untitled"_s));
        QVERIFY(w.isWindowModified());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);

        // With the second cast unsaved, a third asks first; Cancel keeps the second.
        const auto second = w.chartModel()->record().cast;
        bool asked = false;
        answerNextQuestion(QMessageBox::Cancel, &asked);
        toss(w);
        QVERIFY(asked);
        QCOMPARE(w.chartModel()->record().cast, second);
    }

    // New, Quit and closing ask Save / Discard / Cancel when there are unsaved changes.
    void unsavedChangesAreAskedAbout()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        w.castPanel()->setClock([] { return kNow; });
        toss(w);
        bool asked = false;
        answerNextQuestion(QMessageBox::Cancel, &asked);
        w.findChild<QAction*>(u"actionNew"_s)->trigger();
        QVERIFY(asked);
        QVERIFY(w.chartModel()->hasChart());
        answerNextQuestion(QMessageBox::Cancel, &asked);
        QVERIFY(!w.close());
        QVERIFY(asked);
        QVERIFY(w.isVisible());
        answerNextQuestion(QMessageBox::Discard, &asked);
        w.findChild<QAction*>(u"actionNew"_s)->trigger();
        QVERIFY(asked);
        QVERIFY(!w.chartModel()->hasChart());
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.close());  // nothing unsaved: no question
    }

    // Ctrl+N leaves an empty, valid state: no chart, no error, every line box a line value, and
    // the panel describes a computable chart.
    void newIsAnEmptyValidState()
    {
        MainWindow w;
        w.castPanel()->setClock([] { return kNow; });
        toss(w);
        bool asked = false;
        answerNextQuestion(QMessageBox::Discard, &asked);
        w.findChild<QAction*>(u"actionNew"_s)->trigger();
        QVERIFY(!w.chartModel()->hasChart());
        QVERIFY(w.chartModel()->error().isEmpty());
        QVERIFY(w.statusBar()->currentMessage().isEmpty());
        for (int pos = 1; pos <= 6; ++pos) {
            auto* line = child<QComboBox>(w.castPanel(), u"lineValue%1"_s.arg(pos));
            QVERIFY(line->currentIndex() >= 0);
            QVERIFY(!line->currentText().isEmpty());
        }
        QVERIFY(child<QLineEdit>(w.castPanel(), u"questionEdit"_s)->text().isEmpty());
        const auto r = w.castPanel()->record();
        QVERIFY2(r, r ? "" : r.error().c_str());
        QVERIFY(base::compute(*r));
    }

    // File ▸ Open shows what the strict reader read past (issue 21: "unknown keys are a warning, not
    // silence") in a message that leaves the chart usable, in the UI's language; a clean file shows none.
    void openShowsTheReadersWarnings_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("English") << u"en"_s << u"unknown key \"pilars\" ignored"_s;
        QTest::newRow("繁體") << u"zh_TW"_s << u"未知的鍵 \"pilars\"，已略過"_s;
        QTest::newRow("简体") << u"zh_CN"_s << u"未知的键 \"pilars\"，已忽略"_s;
    }
    void openShowsTheReadersWarnings()
    {
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString clean = dir.filePath(u"clean.najia"_s);
        const QString misspelt = dir.filePath(u"misspelt.najia"_s);
        MainWindow w;
        w.castPanel()->setClock([] { return kNow; });
        toss(w);
        QVERIFY(w.saveFile(clean));
        QJsonObject json = readJson(clean);
        json[u"pilars"_s] = QJsonObject{{u"year"_s, u"甲辰"_s}};
        QFile f(misspelt);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(json).toJson());
        f.close();

        w.setLanguage(language);
        QVERIFY(w.openFile(clean));
        QVERIFY(!w.findChild<QMessageBox*>(u"openWarnings"_s));
        QVERIFY(w.openFile(misspelt));
        w.setLanguage(u"en"_s);
        auto* box = w.findChild<QMessageBox*>(u"openWarnings"_s);
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(!box->isModal());
        QVERIFY(!QApplication::activeModalWidget());
        QCOMPARE(box->informativeText(), expected);  // the path is in the text above, not on each line
        QVERIFY(box->text().contains(u"misspelt.najia"_s));
        QVERIFY(w.chartModel()->hasChart());
        QCOMPARE(w.chartModel()->record().cast, base::loadRecord(clean)->cast);
        QVERIFY(!w.isWindowModified());
    }

    // Recent files are absolute, whatever folder the file was saved from.
    void recentFilesAreAbsolute()
    {
        QTemporaryDir dir;
        const QString cwd = QDir::currentPath();
        QDir::setCurrent(dir.path());
        MainWindow w;
        w.castPanel()->setClock([] { return kNow; });
        toss(w);
        QVERIFY(w.saveFile(u"a.najia"_s));
        QDir::setCurrent(cwd);
        const QStringList recent = QSettings().value(u"recentFiles"_s).toStringList();
        QVERIFY(!recent.isEmpty());
        QCOMPARE(recent.front(), QDir(dir.path()).absoluteFilePath(u"a.najia"_s));
        QVERIFY(QFileInfo(recent.front()).isAbsolute());
    }
};

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
