// A Chinese interface speaks Chinese only (issue 36): every visible string of the main window (with a
// chart, its findings and its reading), the settings dialog and the file dialog's filter, the handbook
// (a passage of a seed with its note and corrections, a cited passage of a book outside the seeds, a
// search) and the casebook window (the cases, the statistics and a case's thread), in zh_TW and in zh_CN, holds no rule id,
// no English word and no character of the other script. What may stand in Latin letters is listed in
// kAllowed, each with its reason.
#include "app/casebookmodel.h"
#include "app/casebookwindow.h"
#include "app/threadmodel.h"
#include "base/casebook/casebook_threads.h"
#include "base/json/chart_json.h"
#include "engine/handbook/fold.h"
#include "engine/handbook/passage.h"
#include "engine/handbook/zhouyi.h"
#include "app/handbookwindow.h"
#include "app/mainwindow.h"
#include "app/readingdock.h"
#include "app/readingmodel.h"
#include "base/wording/script_text.h"
#include "app/settingsdialog.h"
#include "worked_case.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocumentFragment>
#include <QTextEdit>
#include <QTimer>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {

// Latin letters that are not English words: file names and patterns, formats as Chinese writes them
// too, time zone names (IANA's spelling, as the user enters them), the sheet font's own name.
const QList<QRegularExpression>& allowed()
{
    static const QList<QRegularExpression> a = {
        QRegularExpression(u"\\S*\\.(najia|casebook)\\b"_s),          // 「*.najia」, 「案卷 — zh_TW.casebook」
        QRegularExpression(u"\\b(PDF|SVG|PNG|CSV|JSON Lines|JSON|HTML|Markdown|UTC|GMT)\\b"_s),  // format names, as Chinese writes them
        QRegularExpression(u"\\b[A-Z][A-Za-z]+(/[A-Z][A-Za-z_+-]+)+\\b"_s),  // Asia/Shanghai
        QRegularExpression(u"\\bNajia Sans\\b"_s),
    };
    return a;
}

// Strings shown as they are in every language: each language's and script's own name in a chooser
// (「English」, 「繁體中文」 in a 简体 UI, as every system shows them), and the casebook filter's example
// syntax, which is what the reader types (hex:觀 is:six_clash …).
bool shownAsIs(const QString& where, const QString& text)
{
    static const QStringList names = {u"English"_s, u"繁體中文"_s, u"简体中文"_s, u"繁體"_s, u"简体"_s,
                                      u"繁體字(T)"_s, u"简体字(S)"_s, u"搜尋(繁或简)…"_s, u"搜索(繁或简)…"_s};
    return names.contains(text) || where.endsWith(u"/filter placeholder"_s);
}

// The characters 繁體 writes: those of the 周易 and of the seeds transmitted in 繁體 (于, 凶, 无, 占 …, which
// OpenCC would turn into 於, 兇, 無, 佔 but the books write so).
const QSet<QChar>& traditionalCorpus()
{
    static const QSet<QChar> chars = [] {
        QSet<QChar> out;
        const auto add = [&](std::string_view t) {
            for (const QChar c : QString::fromUtf8(t.data(), qsizetype(t.size()))) out.insert(c);
        };
        for (const handbook::ZhouyiText& z : handbook::zhouyiTexts()) add(z.text);
        for (const handbook::Passage& p : handbook::passages())
            if (handbook::bookScript(p.book) == Script::Traditional && p.kind != handbook::PassageKind::Note) add(p.text);
        add("后");  // 繁體 writes it too (皇后, 風后): OpenCC keeps it in 協紀辨方書's 「風后孤虛」
        return out;
    }();
    return chars;
}

QString plain(const QString& text)
{
    return Qt::mightBeRichText(text) ? QTextDocumentFragment::fromHtml(text).toPlainText() : text;
}

// The characters of `text` written in the script other than `s`. In a 简体 UI: a 繁體 form, one that OpenCC's
// table folds to another character (歲, 沒). In a 繁體 UI (「那么」): one OpenCC turns into another that it
// takes back to it, unless the 繁體 books themselves write it.
QString otherScript(const QString& text, Script s)
{
    QString out;
    for (const QChar c : text) {
        if (c.unicode() < 0x3400) continue;
        if (s == Script::Simplified) {
            if (handbook::fold(c.unicode()) != c.unicode()) out += c;
            continue;
        }
        const QString one(c);
        const QString mine = base::convertScriptNow(one, Script::Simplified, s);
        if (mine != one && base::convertScriptNow(mine, s, Script::Simplified) == one && !traditionalCorpus().contains(c))
            out += c;
    }
    return out;
}

struct Walk {
    Script script;
    QStringList problems;
    QSet<QString> seen;

    void check(const QString& where, const QString& raw)
    {
        const QString text = plain(raw).simplified();
        if (text.isEmpty() || seen.contains(text) || shownAsIs(where, text)) return;
        seen.insert(text);
        QString latin = text;
        for (const QRegularExpression& re : allowed()) latin.remove(re);
        static const QRegularExpression word(u"[A-Za-z]{2,}|\\b[a-z]+\\.[a-z_]+\\b"_s);
        if (const auto m = word.match(latin); m.hasMatch())
            problems << where + u": Latin 「"_s + m.captured() + u"」 in 「"_s + text.left(120) + u"」"_s;
        if (const QString other = otherScript(text, script); !other.isEmpty())
            problems << where + u": other script 「"_s + other + u"」 in 「"_s + text.left(120) + u"」"_s;
    }

    // A model's headers and cells; `skip` a column, `skipRow` a row of the reader's own words (a case's question).
    void model(const QString& where, const QAbstractItemModel* m, const QModelIndex& parent = {}, int skip = -1, int skipRow = -1)
    {
        if (!m) return;
        if (!parent.isValid()) {
            for (int c = 0; c < m->columnCount(); ++c)
                for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                    check(where + u" header"_s, m->headerData(c, Qt::Horizontal, role).toString());
            for (int r = 0; r < m->rowCount(); ++r) check(where + u" row header"_s, m->headerData(r, Qt::Vertical).toString());
        }
        for (int r = 0; r < m->rowCount(parent); ++r)
            for (int c = 0; c < m->columnCount(parent); ++c) {
                if (c == skip || r == skipRow) continue;
                const QModelIndex i = m->index(r, c, parent);
                for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole), int(Qt::StatusTipRole)})
                    check(where, i.data(role).toString());
                if (c == 0 && m->hasChildren(i)) model(where, m, i, skip);
            }
    }

    // Every string a reader can see in `root` and the widgets and actions under it.
    void widget(QWidget* root)
    {
        const QString where = QString::fromLatin1(root->metaObject()->className());
        check(where + u" title"_s, root->windowTitle());
        QList<QWidget*> all = root->findChildren<QWidget*>();
        all.prepend(root);
        for (QWidget* w : all) {
            if (!w->isVisibleTo(root) && w != root) continue;
            const QString at = where + u"/"_s + (w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className()) : w->objectName());
            check(at + u" tooltip"_s, w->toolTip());
            check(at + u" status tip"_s, w->statusTip());
            if (auto* dock = qobject_cast<QDockWidget*>(w)) check(at, dock->windowTitle());
            if (auto* l = qobject_cast<QLabel*>(w)) check(at, l->text());
            if (auto* b = qobject_cast<QAbstractButton*>(w)) check(at, b->text().remove(u'&'));
            if (auto* g = qobject_cast<QGroupBox*>(w)) check(at, g->title());
            if (auto* e = qobject_cast<QLineEdit*>(w)) check(at + u" placeholder"_s, e->placeholderText());
            if (auto* e = qobject_cast<QTextEdit*>(w)) {
                check(at, e->toPlainText());
                check(at + u" placeholder"_s, e->placeholderText());
            }
            if (auto* e = qobject_cast<QPlainTextEdit*>(w)) check(at + u" placeholder"_s, e->placeholderText());
            if (auto* c = qobject_cast<QComboBox*>(w); c && !c->isEditable())
                for (int i = 0; i < c->count(); ++i) check(at, c->itemText(i));
            if (auto* t = qobject_cast<QTabBar*>(w))
                for (int i = 0; i < t->count(); ++i) {
                    check(at, t->tabText(i).remove(u'&'));
                    check(at + u" tooltip"_s, t->tabToolTip(i));
                }
            if (auto* v = qobject_cast<QAbstractItemView*>(w))  // the casebook's question column (or row) is the reader's
                model(at, v->model(), {}, qobject_cast<CasebookWindow*>(root) && v->model()->columnCount() == CasebookModel::ColumnCount
                                              ? int(CasebookModel::Question) : -1,
                      qobject_cast<ThreadModel*>(v->model()) ? int(ThreadModel::Question) : -1);
        }
        for (QAction* a : root->findChildren<QAction*>()) {
            if (!a->isVisible() || a->isSeparator()) continue;
            check(where + u" action"_s, a->text().remove(u'&'));
            check(where + u" action tooltip"_s, a->toolTip().remove(u'&'));
            check(where + u" action status tip"_s, a->statusTip());
        }
    }
};

} // namespace

class TestChineseUi : public QObject {
    Q_OBJECT
private:
    QTemporaryDir dir_;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"NajiaTestChineseUi"_s);
        QSettings().clear();
    }

    void everyVisibleString_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("script");
        QTest::newRow("zh_TW") << u"zh_TW"_s << int(Script::Traditional);
        QTest::newRow("zh_CN") << u"zh_CN"_s << int(Script::Simplified);
    }

    void everyVisibleString()
    {
        QFETCH(QString, language);
        QFETCH(int, script);
        Walk walk{static_cast<Script>(script), {}, {}};
        // the language as a reader sets it, kept in the settings and read at start-up
        AppSettings settings = AppSettings::load();
        settings.language = language;
        settings.script = walk.script;
        settings.save();
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        base::ChartRecord chart = wealthCase();  // findings, a reading with its factors and 應期
        chart.question = u"求財"_s;
        QVERIFY(w.showRecord(chart));
        w.castPanel();
        walk.widget(&w);
        // the reading, behind the findings' tab
        auto* reading = w.findChild<ReadingDock*>();
        QVERIFY(reading);
        reading->raise();
        QCoreApplication::processEvents();
        QVERIFY(reading->model()->rowCount() > 0);
        walk.widget(&w);

        // the settings dialog
        {
            SettingsDialog dialog(AppSettings::load(), &w);
            dialog.show();
            walk.widget(&dialog);
        }
        // the Save dialog's file filter (Qt's own dialog offscreen, read and dismissed)
        QStringList filters;
        QTimer::singleShot(50, this, [&filters] {
            if (auto* d = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                filters = d->nameFilters();
                d->reject();
            }
        });
        w.findChild<QAction*>(u"actionSaveAs"_s)->trigger();
        QVERIFY(!filters.isEmpty());
        for (const QString& f : filters) walk.check(u"Save dialog filter"_s, f);

        // the handbook: a seed passage with a note and a correction, a modern note, a cited passage, a search
        HandbookWindow* h = w.handbook();
        h->show();
        for (const char* id : {"yiyin.59", "bszz.242", "xieji.1", "bszz.wenda8", "zengshan.yuepozhang"}) {
            QVERIFY2(h->showId(QString::fromLatin1(id)), id);
            walk.widget(h);
        }
        for (const QString& term : {u"用神空亡"_s, u"財"_s, u"艮"_s, u"無此一句"_s}) {
            h->findChild<QLineEdit*>(u"searchEdit"_s)->setText(term);
            walk.widget(h);
        }
        // a finding's rule opens its passage: every finding of the chart, in words
        QVERIFY(h->showRule(u"bszz.month_break_answer"_s));
        walk.widget(h);

        // the casebook window, with cases and statistics
        CasebookWindow book;
        book.setScript(walk.script);
        QVERIFY(book.openBook(dir_.filePath(language + u".casebook"_s)).isEmpty());
        QCOMPARE(book.importPaths({QStringLiteral(NAJIA_TEST_DATA) + u"/cases"_s}).imported, 3);
        book.show();
        walk.widget(&book);
        book.showStatistics();
        walk.widget(&book);
        // a case's thread (issue 39): named in its pane, side by side and plotted in the Thread tab (the
        // pane's title is the reader's question and notes: the tab and the thread's line are walked)
        QVERIFY(base::linkCase(*book.book(), 2, 1));
        QVERIFY(book.selectCase(2));
        book.showThread();
        walk.check(u"CasebookWindow/threadLabel"_s, book.findChild<QLabel*>(u"threadLabel"_s)->text());
        walk.widget(book.findChild<QTableView*>(u"threadTable"_s)->parentWidget()->parentWidget());
        QCOMPARE(book.threadModel()->columnCount(), 2);

        w.setLanguage(u"en"_s);
        QSettings().clear();
        for (const QString& problem : walk.problems) qWarning().noquote() << problem;
        QVERIFY2(walk.problems.isEmpty(), qPrintable(u"%1 strings (above)"_s.arg(walk.problems.size())));
    }
};

QTEST_MAIN(TestChineseUi)
#include "tst_chinese_ui.moc"
