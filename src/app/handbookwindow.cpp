#include "app/handbookwindow.h"

#include "base/json/findings_json.h"
#include "app/handbooktablemodel.h"
#include "base/wording/handbook_view.h"
#include "app/settingcombo.h"
#include "base/wording/script_text.h"
#include "forms/ui_handbookwindow.h"

#include "engine/analysis/analysis.h"
#include "engine/analysis/analysis_terms.h"
#include "engine/chart.h"
#include "engine/handbook/chart_rows.h"
#include "engine/handbook/corrections.h"
#include "engine/handbook/links.h"
#include "engine/handbook/notes.h"
#include "engine/hexagram_names.h"

#include <QDesktopServices>
#include <QHeaderView>
#include <QJsonObject>
#include <QListWidgetItem>
#include <QScrollBar>
#include <QTreeWidget>
#include <QTreeWidgetItem>
#include <QTreeWidgetItemIterator>
#include <QUrl>

#include <algorithm>

using namespace najia;
using namespace najia::handbook;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int IdRole = Qt::UserRole;
constexpr int kPreviewLength = 14;

QString tableKey(std::string_view id) { return u"table:"_s + fromView(id); }

QString preview(const QString& text)
{
    QString t = text;
    t.replace(u'\n', u' ');
    return t.size() > kPreviewLength ? t.left(kPreviewLength) + u'…' : t;
}

QString html(const QString& text) { return text.toHtmlEscaped().replace(u'\n', u"<br>"_s); }

// Ids (「yiyin.59」) are for an English reader, who may type them into najia-cli; a Chinese screen shows none.
bool showsIds() { return interfaceScript() == Script::English; }

// A tooltip: the id, and what follows it, for an English reader; what follows alone for a Chinese one.
QString idTip(const QString& id, const QString& more = {})
{
    if (!showsIds()) return more;
    return more.isEmpty() ? id : id + u" — "_s + more;
}

// Where a passage is: its seed and lines, or the transcription a cited passage was read in (a link).
QString placeOf(const Passage& p)
{
    if (isCited(p))
        return u"<a href=\""_s + fromView(p.source).toHtmlEscaped() + u"\">"_s
            + HandbookWindow::tr("read in a public transcription") + u"</a>"_s;
    if (p.firstLine == p.lastLine)
        return HandbookWindow::tr("seed %1, line %2").arg(fromView(seedNumber(p.book))).arg(p.firstLine);
    return HandbookWindow::tr("seed %1, lines %2–%3").arg(fromView(seedNumber(p.book))).arg(p.firstLine).arg(p.lastLine);
}

QString subjectText(const Subject& s)
{
    if (s.layer == Layer::Chart) return HandbookWindow::tr("chart");
    const QString line = HandbookWindow::tr("line %1").arg(s.position);
    if (s.layer == Layer::Changed) return line + HandbookWindow::tr(" (changed)");
    if (s.layer == Layer::Hidden) return line + HandbookWindow::tr(" (hidden)");
    return line;
}

} // namespace

HandbookWindow::HandbookWindow(QWidget* parent)
    : QWidget(parent), ui_(std::make_unique<Ui::HandbookWindow>()), model_(new HandbookTableModel(this))
{
    ui_->setupUi(this);
    ui_->tableView->setModel(model_);
    ui_->tableView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    ui_->splitter->setStretchFactor(1, 3);
    ui_->readingLabel->hide();
    buildTree();
    connect(ui_->searchEdit, &QLineEdit::textChanged, this, &HandbookWindow::runSearch);
    connect(ui_->tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) { openItem(item); });
    connect(ui_->results, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (item) showId(item->data(IdRole).toString());
    });
    connect(ui_->passageView, &QTextBrowser::anchorClicked, this, &HandbookWindow::openLink);
    connect(ui_->readingLabel, &QLabel::linkActivated, this, [this](const QString& link) { showId(link); });
}

HandbookWindow::~HandbookWindow() = default;

namespace {
// An item's place in the tree: the row at each level, from the top. The tree has the same shape in
// every script, so a place names the same item after a rebuild.
QList<int> placeOf(QTreeWidgetItem* item)
{
    QList<int> place;
    for (; item; item = item->parent())
        place.prepend(item->parent() ? item->parent()->indexOfChild(item)
                                     : item->treeWidget()->indexOfTopLevelItem(item));
    return place;
}

QTreeWidgetItem* itemAt(QTreeWidget* tree, const QList<int>& place)
{
    QTreeWidgetItem* item = nullptr;
    for (int row : place) {
        item = item ? item->child(row) : tree->topLevelItem(row);
        if (!item) return nullptr;
    }
    return item;
}
} // namespace

void HandbookWindow::buildTree()
{
    // What the reader had open stays open: expanded branches, the current item, the scroll.
    QList<QList<int>> expanded;
    for (QTreeWidgetItemIterator it(ui_->tree); *it; ++it)
        if ((*it)->isExpanded()) expanded << placeOf(*it);
    const QList<int> current = placeOf(ui_->tree->currentItem());
    const int scroll = ui_->tree->verticalScrollBar()->value();
    buildTreeItems();
    for (const QList<int>& place : expanded)
        if (QTreeWidgetItem* item = itemAt(ui_->tree, place)) item->setExpanded(true);
    if (!current.isEmpty())
        if (QTreeWidgetItem* item = itemAt(ui_->tree, current)) {
            const QSignalBlocker block(ui_->tree);
            ui_->tree->setCurrentItem(item);
        }
    ui_->tree->verticalScrollBar()->setValue(scroll);
}

void HandbookWindow::buildTreeItems()
{
    ui_->tree->clear();
    std::vector<QTreeWidgetItem*> books;
    for (int b = 0; b < kBookCount; ++b) {
        auto* item = new QTreeWidgetItem(ui_->tree, {bookTitle(Book(b), script_)});
        books.push_back(item);
    }
    QTreeWidgetItem* section = nullptr;
    int sectionIndex = -1;
    for (const Passage& p : passages()) {
        if (p.section != sectionIndex) {
            sectionIndex = p.section;
            section = new QTreeWidgetItem(books[std::size_t(p.book)], {sectionTitle(p, script_)});
        }
        auto* item = new QTreeWidgetItem(section, {preview(passageText(p, script_))});
        item->setData(0, IdRole, fromView(p.id));
        item->setToolTip(0, idTip(fromView(p.id)));
        if (!noteAuthor(p).empty()) {  // a modern note, set apart from the book's text
            QFont italic = item->font(0);
            italic.setItalic(true);
            item->setFont(0, italic);
            item->setToolTip(0, idTip(fromView(p.id), tr("note by %1, not the book's text").arg(fromView(noteAuthor(p)))));
        }
    }
    auto* zhouyi = new QTreeWidgetItem(ui_->tree, {convertScript(u"周易 經文（朱熹《周易本義》）"_s, Script::Traditional, script_)});
    QTreeWidgetItem* hexagram = nullptr;
    for (const ZhouyiText& t : zhouyiTexts()) {
        if (t.part == ZhouyiPart::Judgement)
            hexagram = new QTreeWidgetItem(zhouyi, {QString::number(t.kingWen) + u' ' + zhouyiTitle(t, script_)});
        auto* item = new QTreeWidgetItem(hexagram, {preview(zhouyiText(t, script_))});
        item->setData(0, IdRole, QString::fromStdString(zhouyiId(t)));
    }
    auto* tables = new QTreeWidgetItem(ui_->tree, {tr("Tables")});
    for (const TableInfo& t : tableInfos()) {
        auto* item = new QTreeWidgetItem(tables, {fromView(t.title.in(script_))});
        item->setData(0, IdRole, tableKey(t.id));
    }
}

void HandbookWindow::openItem(QTreeWidgetItem* item)
{
    if (item && !item->data(0, IdRole).toString().isEmpty()) showId(item->data(0, IdRole).toString());
}

void HandbookWindow::runSearch(const QString& query)
{
    ui_->results->clear();
    if (query.trimmed().isEmpty()) {
        ui_->navigationStack->setCurrentWidget(ui_->tree);
        return;
    }
    ui_->navigationStack->setCurrentWidget(ui_->results);
    const QSignalBlocker block(ui_->results);
    const auto hits = search(query.toStdString(), 200);
    for (const Hit& h : hits) {
        const QJsonObject o = hitJson(h, script_);
        const QString id = h.kind == HitKind::Table ? tableKey(h.id) : QString::fromStdString(h.id);
        auto* item = new QListWidgetItem(o[u"snippet"_s].toString(), ui_->results);
        item->setData(IdRole, id);
        item->setToolTip(idTip(id));
        if (!o[u"author"_s].isNull()) {  // a modern note, set apart from the book's text
            QFont italic = item->font();
            italic.setItalic(true);
            item->setFont(italic);
            item->setToolTip(idTip(id, tr("note by %1, not the book's text").arg(o[u"author"_s].toString())));
        }
    }
    if (hits.empty()) {  // say so, rather than show an empty list
        auto* none = new QListWidgetItem(tr("No results"), ui_->results);
        none->setFlags(Qt::NoItemFlags);
    }
}

int HandbookWindow::resultCount() const
{
    int n = 0;
    for (int i = 0; i < ui_->results->count(); ++i) n += !ui_->results->item(i)->data(IdRole).isNull();
    return n;
}

bool HandbookWindow::showRule(const QString& ruleId)
{
    const Passage* p = passageOfRule(ruleId.toStdString());
    if (!p) return false;
    showPassage(fromView(p->id));
    return true;
}

bool HandbookWindow::showId(const QString& id)
{
    if (id.startsWith(u"table:"_s)) return showTable(id.mid(6));
    if (findPassage(id.toStdString())) {
        showPassage(id);
        return true;
    }
    if (findZhouyi(id.toStdString())) {
        showZhouyi(id);
        return true;
    }
    return showRule(id);
}

bool HandbookWindow::showTable(const QString& tableId)
{
    const auto t = buildTable(tableId.toStdString());
    if (!t) return false;
    model_->setTable(*t);
    model_->setScript(script_);
    if (chart_) {
        const auto rows = rowsForChart(*t, *chart_);
        model_->setHighlightedRows(QList<int>(rows.begin(), rows.end()));
        if (!rows.empty()) ui_->tableView->scrollTo(model_->index(rows.front(), 0));
    }
    current_ = tableKey(t->info.id);
    ui_->contentStack->setCurrentWidget(ui_->tableView);
    return true;
}

QString HandbookWindow::chartExamples(const QString& passageId) const
{
    if (!chart_ || !analysis_) return {};
    const auto rules = rulesOfPassage(passageId.toStdString());
    QStringList lines;
    for (const Finding& f : analysis_->findings)
        for (const std::string_view code : rules)
            if (ruleOf(f.rule).code == code)
                lines << subjectText(f.subject) + u": "_s + fromView(name(f.kind, script_));
    if (lines.isEmpty()) return {};
    return u"<p><b>"_s + tr("On the current chart:") + u"</b> "_s + lines.join(u"; "_s).toHtmlEscaped() + u"</p>"_s;
}

void HandbookWindow::showPassage(const QString& id)
{
    const Passage* p = findPassage(id.toStdString());
    if (!p) return;
    QString out = u"<h3>"_s + html(bookTitle(p->book, script_) + u" · "_s + sectionTitle(*p, script_)) + u"</h3>"_s
        + u"<p><small>"_s + (showsIds() ? id + u" — "_s : QString()) + placeOf(*p)
        + u" — "_s + fromView(name(p->kind, script_))
        + (noteAuthor(*p).empty() ? QString() : u" — "_s + tr("note by %1, not the book's text").arg(fromView(noteAuthor(*p))))
        + u"</small></p>"_s + (noteAuthor(*p).empty() ? u"<p>"_s : u"<p style=\"font-style: italic\">"_s)
        + html(passageText(*p, script_)) + u"</p>"_s;
    // our notes and the reasons of corrections: in English for an English reader, else in the page's script
    const bool english = showsIds();
    const Script chinese = script_ == Script::English ? interfaceScript() : script_;
    const auto ours = [&](std::string_view en, std::string_view zh) {
        return english ? fromView(en) : convertScript(fromView(zh), Script::Traditional, chinese);
    };
    if (const auto note = noteOf(p->id); !note.empty())
        out += u"<p><i>"_s + tr("Note") + u":</i> "_s + html(ours(note, noteOf(p->id, true))) + u"</p>"_s;
    const auto corrections = correctionsOf(p->id);
    if (!corrections.empty()) {
        out += u"<p><b>"_s + tr("Corrections") + u"</b></p><ul>"_s;
        for (const Correction* c : corrections)
            // in the page's script, as the text they annotate
            out += u"<li>〔"_s + html(convertScript(fromView(c->transmitted), bookScript(p->book), script_)) + u" → "_s
                + (c->corrected.empty() ? u"?"_s : html(convertScript(fromView(c->corrected), bookScript(p->book), script_)))
                + u"〕 "_s + html(ours(c->reason, c->reasonZh))
                + u"</li>"_s;
        out += u"</ul>"_s;
    }
    QStringList links;
    for (const std::string_view r : rulesOfPassage(p->id)) {
        // a Chinese reader tells the rules of one passage apart by the words each quotes
        const auto rule = std::find_if(kRules.begin(), kRules.end(), [&](const Rule& k) { return k.code == r; });
        const QString label = showsIds() || rule == kRules.end()
            ? fromView(r) : tr("rule") + u"「"_s + rulePassage(*rule, script_) + u"」"_s;
        links << u"<a href=\"rule:%1\">%2</a>"_s.arg(fromView(r), label.toHtmlEscaped());
    }
    for (const TableInfo& t : tableInfos())
        if (t.passage == p->id)
            links << u"<a href=\"table:%1\">%2</a>"_s.arg(fromView(t.id), fromView(t.title.in(script_)).toHtmlEscaped());
    if (!links.isEmpty()) out += u"<p>"_s + links.join(u" · "_s) + u"</p>"_s;
    out += chartExamples(id);
    ui_->passageView->setHtml(out);
    ui_->contentStack->setCurrentWidget(ui_->passageView);
    current_ = id;
}

void HandbookWindow::showZhouyi(const QString& id)
{
    const ZhouyiText* t = findZhouyi(id.toStdString());
    if (!t) return;
    ui_->passageView->setHtml(u"<h3>"_s + html(zhouyiTitle(*t, script_)) + u"</h3><p>"_s + html(zhouyiText(*t, script_))
                              + u"</p><p><small>"_s + id + u" — 朱熹《周易本義》</small></p>"_s);
    ui_->contentStack->setCurrentWidget(ui_->passageView);
    current_ = id;
}

QString HandbookWindow::currentText() const
{
    return ui_->contentStack->currentWidget() == ui_->passageView ? ui_->passageView->toPlainText() : QString();
}

void HandbookWindow::openLink(const QUrl& url)
{
    const QString link = url.toString();
    if (link.startsWith(u"rule:"_s)) showRule(link.mid(5));
    else if (url.scheme() == u"http"_s || url.scheme() == u"https"_s) QDesktopServices::openUrl(url);  // a transcription
    else showId(link);
}

void HandbookWindow::setChart(const Chart* chart, const Analysis* analysis)
{
    chart_ = chart;
    analysis_ = chart ? analysis : nullptr;
    updateReading();
    refresh();
}

void HandbookWindow::setOneMovingText(OneMovingText rule)
{
    oneMoving_ = rule;
    updateReading();
}

void HandbookWindow::updateReading()
{
    if (!chart_) {
        ui_->readingLabel->hide();
        return;
    }
    const TextToRead r = textToRead(*chart_, oneMoving_);
    const QString id = QString::fromStdString(zhouyiId(r.text));
    ui_->readingLabel->setText(u"<b>"_s + tr("Text to read") + u"</b> ("_s
                               + convertScript(u"易隱 卷二"_s, Script::Traditional, script_) + u"): "_s
                               + fromView(name(r.why, script_)).toHtmlEscaped() + u" — <a href=\""_s + id + u"\">"_s
                               + zhouyiTitle(r.text, script_).toHtmlEscaped() + u"</a>："_s
                               // the title names the line (「乾為天 九四」): its text follows without the label again
                               + convertScript(fromView(r.text.text), Script::Traditional, script_).toHtmlEscaped());
    ui_->readingLabel->show();
}

void HandbookWindow::setScript(Script script)
{
    if (script == script_) return;
    script_ = script;
    model_->setScript(script);
    buildTree();
    runSearch(ui_->searchEdit->text());
    updateReading();
    refresh();
}

void HandbookWindow::refresh()
{
    if (current_.isEmpty()) return;
    const QString id = current_;
    showId(id);
}
