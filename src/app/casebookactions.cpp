#include "app/casebookactions.h"

#include "app/casebookwindow.h"
#include "app/chartmodel.h"
#include "app/mainwindow.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

// When an earlier case was asked: its cast moment as stored (the civil time it was cast), or, for
// a case of pillars alone, that it has none; never the time it was saved.
QString askedOn(const CaseRow& earlier)
{
    return earlier.castAt.isEmpty() ? QObject::tr("no moment (pillars only)") : earlier.castAt;
}

} // namespace

CasebookWindow* casebookWindow(MainWindow* window)
{
    if (auto* existing = window->findChild<CasebookWindow*>()) return existing;
    auto* book = new CasebookWindow(window);
    book->setWindowFlag(Qt::Window);
    book->resize(1100, 720);
    book->setScript(window->chartModel()->script());
    QObject::connect(window->chartModel(), &QAbstractItemModel::headerDataChanged, book,
                     [window, book] { book->setScript(window->chartModel()->script()); });
    QObject::connect(book, &CasebookWindow::openRecord, window, [window](const ChartRecord& r) {
        window->adoptRecord(r);
        window->raise();
        window->activateWindow();
    });
    if (const QString error = book->openBook(Casebook::defaultPath()); !error.isEmpty())
        QMessageBox::warning(window, QObject::tr("Casebook"), QObject::tr("Cannot open the casebook.\n\n%1").arg(error));
    return book;
}

bool saveToCasebook(MainWindow* window)
{
    if (!window->chartModel()->chart()) {
        window->statusBar()->showMessage(QObject::tr("No chart to save to the casebook."), 4000);
        return false;
    }
    CasebookWindow* book = casebookWindow(window);
    if (!book->book()) return false;
    const ChartRecord& record = window->chartModel()->record();
    std::optional<qint64> followed;  // the earlier case this cast follows up, when the user says so
    const auto again = book->book()->sameCase(record);
    if (again && *again) {
        // The same cast and question: one case, updated (a second would count twice in the statistics).
        const auto answer = QMessageBox::question(
            window, QObject::tr("Save to Casebook"),
            QObject::tr("This cast and question are already case %1. Update that case with this chart?").arg(**again),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer != QMessageBox::Yes) return false;
    } else if (const auto same = book->book()->sameQuestion(record, kSameQuestionDays); same && !same->empty()) {
        const CaseRow& earlier = same->front();
        QMessageBox ask(QMessageBox::Question, QObject::tr("Save to Casebook"),
                        QObject::tr("This question was already asked on %1 (case %2). 一事不問二卦: one matter is not asked twice. "
                                    "If this cast follows up that one (追問), link the two as one thread.")
                            .arg(askedOn(earlier))
                            .arg(earlier.id),
                        QMessageBox::Cancel, window);
        ask.setObjectName(u"sameQuestion"_s);
        QPushButton* link = ask.addButton(QObject::tr("Link as a Follow-up"), QMessageBox::AcceptRole);
        link->setObjectName(u"linkFollowUp"_s);
        QPushButton* show = ask.addButton(QObject::tr("Show the Earlier Case"), QMessageBox::ActionRole);
        QPushButton* anyway = ask.addButton(QObject::tr("Save Anyway"), QMessageBox::DestructiveRole);
        ask.setDefaultButton(link);
        ask.exec();
        if (ask.clickedButton() == show) {
            book->setFilter({});
            book->selectCase(earlier.id);
            book->show();
            book->raise();
            return false;
        }
        if (ask.clickedButton() == link) followed = earlier.id;
        else if (ask.clickedButton() != anyway) return false;
    }
    const auto filed = book->addRecord(record, followed);
    if (!filed) {
        QMessageBox::warning(window, QObject::tr("Save to Casebook"),
                             QObject::tr("Cannot save the case.\n\n%1").arg(QString::fromStdString(filed.error())));
        return false;
    }
    window->statusBar()->showMessage(filed->updated ? QObject::tr("Case %1 in the casebook updated").arg(filed->id)
                                     : followed     ? QObject::tr("Saved to the casebook as case %1, a follow-up of case %2").arg(filed->id).arg(*followed)
                                                    : QObject::tr("Saved to the casebook as case %1").arg(filed->id),
                                     4000);
    return true;
}

void installCasebook(MainWindow* window, QMenu* menu)
{
    // Before the last item (Quit), in a group of their own.
    QAction* last = menu->actions().isEmpty() ? nullptr : menu->actions().constLast();
    QAction* save = new QAction(QObject::tr("Save to Case&book"), menu);
    save->setObjectName(u"actionSaveToCasebook"_s);
    save->setShortcut(QKeySequence(u"Ctrl+Shift+B"_s));
    QObject::connect(save, &QAction::triggered, window, [window] { saveToCasebook(window); });
    QAction* show = new QAction(QObject::tr("&Casebook…"), menu);
    show->setObjectName(u"actionCasebook"_s);
    show->setShortcut(QKeySequence(u"Ctrl+Shift+K"_s));
    QObject::connect(show, &QAction::triggered, window, [window] {
        CasebookWindow* book = casebookWindow(window);
        book->show();
        book->raise();
        book->activateWindow();
    });
    menu->insertActions(last, {save, show});
    menu->insertSeparator(last);
}
