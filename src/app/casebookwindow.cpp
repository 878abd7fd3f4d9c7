#include "app/casebookwindow.h"
#include "app/calibrationview.h"
#include "app/replayview.h"
#include "app/similarview.h"
#include "app/sealdialog.h"
#include "base/casebook/casebook_seals.h"
#include "base/document/text_limits.h"
#include "base/casebook/casebook_threads.h"

#include "base/document/najia_files.h"

#include "base/casebook/casebook_json.h"
#include "app/casebookmodel.h"
#include "app/casebookplots.h"
#include "app/hitratedelegate.h"
#include "app/threadmodel.h"
#include "app/threadplot.h"
#include "base/json/findings_json.h"
#include "app/settingcombo.h"

#include "engine/analysis/analysis_terms.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDir>
#include <QDirIterator>
#include <QDragEnterEvent>
#include <QHideEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QLocale>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

constexpr int kImportBatch = 50;
constexpr int kRecheckBatch = 100;  // cases compared per event-loop turn: ~0.1–0.3 s of work

QString percent(double v) { return QString::number(v * 100, 'f', 1) + u'%'; }

} // namespace

CasebookWindow::CasebookWindow(QWidget* parent) : QWidget(parent)
{
    buildUi();
    setAcceptDrops(true);
}

CasebookWindow::~CasebookWindow() = default;

void CasebookWindow::buildUi()
{
    model_ = new CasebookModel(this);
    proxy_ = new QSortFilterProxyModel(this);
    proxy_->setSourceModel(model_);
    proxy_->setSortRole(CasebookModel::RawRole);

    filter_ = new QLineEdit(this);
    filter_->setObjectName(u"filter"_s);
    filter_->setClearButtonEnabled(true);
    filter_->setPlaceholderText(tr("Search: words, or hex:觀 is:six_clash finding:void@useful outcome:應驗 tag:… (OR, NOT, ( ))"));
    searches_ = new QComboBox(this);
    searches_->setMinimumContentsLength(10);
    auto* save = new QPushButton(tr("Save Search…"), this);
    auto* importFiles = new QPushButton(tr("Import Files…"), this);
    auto* importFolder = new QPushButton(tr("Import Folder…"), this);
    auto* exportButton = new QPushButton(tr("Export…"), this);
    exportButton->setObjectName(u"export"_s);
    auto* exportMenu = new QMenu(exportButton);
    for (const auto& [scope, title] : {std::pair{Scope::Selected, tr("Selected Cases")}, std::pair{Scope::Listed, tr("All Listed Cases")}}) {
        QMenu* sub = exportMenu->addMenu(title);
        const auto add = [this, sub, scope = scope](const QString& text, ExportFormat format) {
            connect(sub->addAction(text), &QAction::triggered, this, [this, scope, format] { chooseExport(scope, format); });
        };
        add(tr("As JSON Lines…"), ExportFormat::JsonLines);
        add(tr("As CSV…"), ExportFormat::Csv);
        add(tr("As .najia Files in a Folder…"), ExportFormat::Najia);
    }
    exportButton->setMenu(exportMenu);
    auto* open = new QPushButton(tr("Open Casebook…"), this);
    auto* top = new QHBoxLayout;
    top->addWidget(filter_, 1);
    top->addWidget(searches_);
    top->addWidget(save);
    top->addSpacing(12);
    top->addWidget(importFiles);
    top->addWidget(importFolder);
    top->addWidget(exportButton);
    top->addWidget(open);

    table_ = new QTableView(this);
    table_->setModel(proxy_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CasebookModel::Date, Qt::DescendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::ExtendedSelection);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(CasebookModel::Question, QHeaderView::Stretch);
    table_->horizontalHeader()->setStretchLastSection(false);

    caseTitle_ = new QLabel(this);
    caseTitle_->setObjectName(u"caseTitle"_s);
    caseTitle_->setWordWrap(true);
    outcome_ = new QComboBox(this);
    outcome_->setObjectName(u"outcome"_s);
    settledSet_ = new QCheckBox(tr("Settled on"), this);
    settled_ = new QDateEdit(QDate::currentDate(), this);
    settled_->setCalendarPopup(true);
    settled_->setDisplayFormat(u"yyyy-MM-dd"_s);
    happened_ = new QLineEdit(this);
    happened_->setObjectName(u"happened"_s);
    timing_ = new QLineEdit(this);
    timing_->setObjectName(u"timing"_s);
    timing_->setMaxLength(int(kMaxLineChars));
    tags_ = new QLineEdit(this);
    tags_->setObjectName(u"tags"_s);
    tags_->setPlaceholderText(tr("space-separated"));
    saveOutcome_ = new QPushButton(tr("Save"), this);
    saveOutcome_->setObjectName(u"saveOutcome"_s);
    auto* openChart = new QPushButton(tr("Open Chart"), this);
    sealButton_ = new QPushButton(tr("Seal Judgment…"), this);
    sealButton_->setObjectName(u"sealJudgment"_s);
    seals_ = new QLabel(this);
    seals_->setObjectName(u"sealsLabel"_s);
    threadLabel_ = new QLabel(this);
    threadLabel_->setObjectName(u"threadLabel"_s);
    auto* showThreadButton = new QPushButton(tr("Show Thread"), this);
    linkButton_ = new QPushButton(tr("Link to Case…"), this);
    linkButton_->setObjectName(u"linkCase"_s);
    unlinkButton_ = new QPushButton(tr("Unlink"), this);
    unlinkButton_->setObjectName(u"unlinkCase"_s);
    auto* threadRow = new QHBoxLayout;
    threadRow->addWidget(threadLabel_, 1);
    threadRow->addWidget(linkButton_);
    threadRow->addWidget(unlinkButton_);
    threadRow->addWidget(showThreadButton);
    auto* when = new QHBoxLayout;
    when->addWidget(outcome_);
    when->addWidget(settledSet_);
    when->addWidget(settled_);
    when->addStretch();
    when->addWidget(openChart);
    when->addWidget(sealButton_);
    when->addWidget(saveOutcome_);
    auto* form = new QFormLayout;
    form->addRow(caseTitle_);
    form->addRow(tr("Outcome"), when);
    form->addRow(tr("What happened"), happened_);
    form->addRow(tr("Matched timing (應期)"), timing_);
    form->addRow(tr("Sealed"), seals_);
    form->addRow(tr("Thread"), threadRow);
    form->addRow(tr("Tags"), tags_);
    auto* details = new QWidget(this);
    details->setLayout(form);

    similar_ = new SimilarCasesView(this);
    auto* below = new QSplitter(Qt::Horizontal, this);
    below->addWidget(details);
    below->addWidget(similar_);
    below->setStretchFactor(0, 3);
    below->setStretchFactor(1, 2);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(below);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);

    statsGroup_ = new QComboBox(this);
    statsModel_ = new QStandardItemModel(this);
    statsTable_ = new QTableView(this);
    statsTable_->setModel(statsModel_);
    statsTable_->setSortingEnabled(true);
    statsTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    statsTable_->verticalHeader()->hide();
    statsTable_->setItemDelegateForColumn(4, new HitRateDelegate(statsTable_));
    auto* statsBox = new QWidget(this);
    auto* statsLayout = new QVBoxLayout(statsBox);
    auto* statsTop = new QHBoxLayout;
    statsTop->addWidget(new QLabel(tr("Group by"), statsBox));
    statsTop->addWidget(statsGroup_);
    statsTop->addWidget(new QLabel(tr("Bars: fulfilled share of decided cases (應驗 ÷ 應驗+不驗), whisker the 95 % Wilson interval, "
                                      "red tick the base rate of the same cases."), statsBox), 1);
    statsLayout->addLayout(statsTop);
    plots_ = new CasebookPlots(statsBox);
    auto* statsSplit = new QSplitter(Qt::Vertical, statsBox);
    statsSplit->addWidget(statsTable_);
    statsSplit->addWidget(plots_);
    statsSplit->setStretchFactor(0, 1);
    statsSplit->setStretchFactor(1, 1);
    statsLayout->addWidget(statsSplit);

    threadTitle_ = new QLabel(this);
    threadTitle_->setWordWrap(true);
    threadModel_ = new ThreadModel(this);
    threadTable_ = new QTableView(this);
    threadTable_->setObjectName(u"threadTable"_s);
    threadTable_->setModel(threadModel_);
    threadTable_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    threadTable_->setSelectionMode(QAbstractItemView::NoSelection);
    threadTable_->setWordWrap(false);
    threadTable_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    threadTable_->horizontalHeader()->setMinimumSectionSize(180);
    threadPlot_ = new ThreadPlot(this);
    auto* threadBox = new QWidget(this);
    auto* threadLayout = new QVBoxLayout(threadBox);
    threadLayout->addWidget(threadTitle_);
    auto* threadSplit = new QSplitter(Qt::Vertical, threadBox);
    threadSplit->addWidget(threadTable_);
    threadSplit->addWidget(threadPlot_);
    threadSplit->setStretchFactor(0, 1);
    threadSplit->setStretchFactor(1, 1);
    threadLayout->addWidget(threadSplit, 1);

    tabs_ = new QTabWidget(this);
    tabs_->addTab(split, tr("Cases"));
    tabs_->addTab(statsBox, tr("Statistics"));
    tabs_->addTab(threadBox, tr("Thread"));
    calibration_ = new CalibrationView(this);
    tabs_->addTab(calibration_, tr("Calibration"));
    replay_ = new ReplayView(this);
    replay_->setBook(nullptr);
    tabs_->addTab(replay_, tr("Replay"));
    status_ = new QLabel(this);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs_, 1);
    layout->addWidget(status_);

    debounce_ = new QTimer(this);
    debounce_->setSingleShot(true);
    debounce_->setInterval(250);
    connect(filter_, &QLineEdit::textChanged, debounce_, qOverload<>(&QTimer::start));
    connect(debounce_, &QTimer::timeout, this, &CasebookWindow::refresh);
    recheck_ = new QTimer(this);
    recheck_->setSingleShot(true);
    recheck_->setInterval(0);
    connect(recheck_, &QTimer::timeout, this, &CasebookWindow::recheckStep);
    connect(searches_, &QComboBox::activated, this, [this](int i) {
        if (i > 0) filter_->setText(searches_->itemData(i).toString());
    });
    connect(save, &QPushButton::clicked, this, &CasebookWindow::saveSearch);
    connect(importFiles, &QPushButton::clicked, this, [this] { chooseImport(false); });
    connect(importFolder, &QPushButton::clicked, this, [this] { chooseImport(true); });
    connect(open, &QPushButton::clicked, this, &CasebookWindow::chooseOpen);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CasebookWindow::showSelected);
    connect(saveOutcome_, &QPushButton::clicked, this, &CasebookWindow::saveOutcome);
    connect(sealButton_, &QPushButton::clicked, this, &CasebookWindow::sealSelected);
    connect(settledSet_, &QCheckBox::toggled, settled_, &QWidget::setEnabled);
    connect(openChart, &QPushButton::clicked, this, [this] {
        if (!book_ || selectedId() == 0) return;
        if (const auto c = book_->get(selectedId())) emit openRecord(c->record);
    });
    connect(table_, &QTableView::doubleClicked, this, [this] {
        if (const auto c = book_ ? book_->get(selectedId()) : Result<Case>(Error{})) emit openRecord(c->record);
    });
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int i) {
        if (i == 1) refreshStatistics();
        if (tabs_->widget(i) == calibration_) refreshCalibration();
    });
    connect(showThreadButton, &QPushButton::clicked, this, &CasebookWindow::showThread);
    connect(similar_, &SimilarCasesView::caseChosen, this, [this](qint64 id) {
        if (selectCase(id)) return;
        setFilter({});  // the filter hides it
        selectCase(id);
    }, Qt::QueuedConnection);  // not while the similar table's own double-click is being handled: it is refilled
    connect(linkButton_, &QPushButton::clicked, this, &CasebookWindow::linkSelected);
    connect(unlinkButton_, &QPushButton::clicked, this, &CasebookWindow::unlinkSelected);
    connect(statsGroup_, &QComboBox::activated, this, &CasebookWindow::refreshStatistics);
    setScript(script_);
}

void CasebookWindow::setScript(Script script)
{
    script_ = script;
    model_->setScript(script);
    const int outcome = outcome_->currentIndex();
    outcome_->clear();
    for (int o = 0; o < kOutcomeCount; ++o) outcome_->addItem(QString::fromUtf8(name(static_cast<Outcome>(o), script)), o);
    outcome_->setCurrentIndex(std::max(0, outcome));
    const int group = statsGroup_->currentIndex();
    statsGroup_->clear();
    statsGroup_->addItems({tr("nothing"), tr("category"), tr("preset")});
    statsGroup_->setCurrentIndex(std::max(0, group));
    if (tabs_->currentIndex() == 1) refreshStatistics();
    if (tabs_->currentWidget() == calibration_) refreshCalibration();
    replay_->setScript(script);
    showThreadOf(selectedId());
}

QString CasebookWindow::openBook(const QString& path)
{
    keepEdits();
    auto opened = Casebook::open(path);
    if (!opened) return QString::fromStdString(opened.error());
    book_ = std::move(opened.value());
    setWindowTitle(tr("Casebook — %1").arg(QFileInfo(path).fileName()) + (book_->readOnly() ? tr(" (read-only)") : QString()));
    refreshSearches();
    refresh();
    if (tabs_->currentIndex() == 1) refreshStatistics();
    if (tabs_->currentWidget() == calibration_) refreshCalibration();
    replay_->setBook(book_.get());
    rechecked_ = 0;
    if (!book_->readOnly()) recheck_->start();
    return {};
}

bool CasebookWindow::rechecking() const { return recheck_->isActive(); }

void CasebookWindow::recheckStep()
{
    if (!book_ || book_->readOnly()) return;
    const auto n = book_->recheck(kRecheckBatch);
    if (!n || *n == 0) {
        if (!n) status_->setText(tr("Cannot compare the stored readings: %1").arg(QString::fromStdString(n.error())));
        else if (rechecked_ > 0) refresh();
        rechecked_ = 0;
        return;
    }
    rechecked_ += *n;
    status_->setText(tr("Comparing the stored readings with this version's: %1 case(s) so far").arg(rechecked_));
    recheck_->start();
}

QString CasebookWindow::status() const { return status_->text(); }

void CasebookWindow::setFilter(const QString& filter)
{
    filter_->setText(filter);
    debounce_->stop();
    refresh();
}

void CasebookWindow::refresh()
{
    if (!book_) return;
    keepEdits();
    const qint64 keep = selectedId();
    auto rows = book_->rows(filter_->text());
    filterError_ = rows ? QString() : QString::fromStdString(rows.error());
    QString text;
    if (rows) {
        model_->setRows(std::move(rows.value()));
        text = tr("%1 case(s)").arg(model_->rowCount());
        const auto all = book_->count();
        if (all && *all != model_->rowCount()) text += tr(" of %1").arg(*all);
    } else {
        text = tr("Filter: %1").arg(filterError_);
    }
    filter_->setStyleSheet(rows ? QString() : u"QLineEdit { color: #b00020; }"_s);
    if (!book_->warning().isEmpty()) text += u" — "_s + book_->warning();
    status_->setText(text);
    table_->resizeColumnToContents(CasebookModel::Date);
    table_->resizeColumnToContents(CasebookModel::Hexagrams);
    if (keep) selectCase(keep);
    showSelected();
}

void CasebookWindow::refreshSearches()
{
    searches_->clear();
    searches_->addItem(tr("Named searches"));
    if (!book_) return;
    if (const auto all = book_->searches())
        for (const auto& [name, filter] : *all) searches_->addItem(name, filter);
}

void CasebookWindow::refreshStatistics()
{
    statsModel_->clear();
    if (!book_) return;
    const StatsGroup by = statsGroup_->currentIndex() == 1 ? StatsGroup::Category
        : statsGroup_->currentIndex() == 2                  ? StatsGroup::Preset
                                                            : StatsGroup::None;
    const auto stats = statistics(*book_, filter_->text(), by);
    if (!stats) return;
    statsModel_->setHorizontalHeaderLabels({tr("Finding or rule"), tr("Group"), tr("Decided"), tr("Fulfilled"),
                                            tr("Hit rate (bar: 0–100 %)"), tr("95 % interval"), tr("Base rate")});
    const auto addRows = [&](const std::vector<HitRate>& rows, bool kinds) {
        for (const HitRate& h : rows) {
            // named in words: a finding by its name, a rule by its citation (the ids only for an English reader)
            const bool english = interfaceScript() == Script::English;
            QString label = kinds ? findingKindLabel(h.key, script_) : ruleLabel(h.key, script_);
            if (english) label += u"  ("_s + h.key + u')';
            const double rate = double(h.fulfilled) / h.decided;
            auto* bar = new QStandardItem(percent(rate));
            bar->setData(rate, Qt::UserRole);
            bar->setData(rate, HitRateDelegate::RateRole);
            bar->setData(h.interval.low, HitRateDelegate::LowRole);
            bar->setData(h.interval.high, HitRateDelegate::HighRole);
            bar->setData(h.baseRate, HitRateDelegate::BaseRole);
            bar->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            auto* decided = new QStandardItem;
            decided->setData(h.decided, Qt::DisplayRole);
            auto* fulfilled = new QStandardItem;
            fulfilled->setData(h.fulfilled, Qt::DisplayRole);
            statsModel_->appendRow({new QStandardItem(label), new QStandardItem(h.group), decided, fulfilled, bar,
                                    new QStandardItem(percent(h.interval.low) + u" – "_s + percent(h.interval.high)),
                                    new QStandardItem(percent(h.baseRate))});
        }
    };
    addRows(stats->kinds, true);
    addRows(stats->rules, false);
    statsTable_->resizeColumnsToContents();
    statsTable_->setColumnWidth(4, 260);
    int decided = 0, cases = 0;
    for (const GroupTotals& g : stats->groups) {
        cases += g.cases;
        decided += g.byOutcome[static_cast<std::size_t>(Outcome::Fulfilled)] + g.byOutcome[static_cast<std::size_t>(Outcome::Unfulfilled)];
    }
    status_->setText(tr("Statistics over %1 case(s), %2 decided").arg(cases).arg(decided));
    // The plots are over all the listed cases, whatever the table's grouping.
    const auto all = by == StatsGroup::None ? stats : statistics(*book_, filter_->text(), StatsGroup::None);
    const auto months = casesPerMonth(*book_, filter_->text());
    if (all && months) plots_->setData(*all, *months, script_);
}

void CasebookWindow::showStatistics()
{
    // Turning to the tab refreshes them (currentChanged); refreshing again doubled the wait.
    if (tabs_->currentIndex() == 1) refreshStatistics();
    else tabs_->setCurrentIndex(1);
}

void CasebookWindow::refreshCalibration()
{
    if (!book_) return;
    const auto cal = calibration(*book_);
    if (!cal) {
        status_->setText(tr("Cannot score the sealed judgments: %1").arg(QString::fromStdString(cal.error())));
        return;
    }
    calibration_->setCalibration(*cal, script_);
}

void CasebookWindow::showCalibration()
{
    if (tabs_->currentWidget() == calibration_) refreshCalibration();
    else tabs_->setCurrentWidget(calibration_);
}

void CasebookWindow::showReplay() { tabs_->setCurrentWidget(replay_); }

void CasebookWindow::setProgressDelay(int ms)
{
    progressDelay_ = ms;
    replay_->setProgressDelay(ms);
}

qint64 CasebookWindow::selectedId() const
{
    const QModelIndex current = table_->selectionModel()->currentIndex();
    return current.isValid() ? current.data(CasebookModel::IdRole).toLongLong() : 0;
}

bool CasebookWindow::selectCase(qint64 id)
{
    for (int r = 0; r < proxy_->rowCount(); ++r) {
        const QModelIndex i = proxy_->index(r, 0);
        if (i.data(CasebookModel::IdRole).toLongLong() == id) {
            table_->selectionModel()->setCurrentIndex(i, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
            table_->scrollTo(i);
            return true;
        }
    }
    return false;
}

void CasebookWindow::showSelected()
{
    // The table lists the outcome too: refreshed once this selection change is over.
    if (keepEdits()) QMetaObject::invokeMethod(this, &CasebookWindow::refresh, Qt::QueuedConnection);
    const qint64 id = selectedId();
    const auto c = book_ && id ? book_->get(id) : Result<Case>(Error{});
    shownId_ = c.ok() && !book_->readOnly() ? id : 0;
    for (QWidget* w : std::initializer_list<QWidget*>{outcome_, settledSet_, happened_, timing_, tags_, saveOutcome_, sealButton_, linkButton_})
        w->setEnabled(c.ok() && !book_->readOnly());
    showSeals(c.ok() ? id : 0);
    similar_->showCase(book_.get(), c.ok() ? id : 0, script_);
    showThreadOf(c.ok() ? id : 0);
    settled_->setEnabled(c.ok() && !book_->readOnly() && c->settled.isValid());
    if (!c) {
        caseTitle_->setText(id ? tr("Case %1 cannot be read: %2").arg(id).arg(QString::fromStdString(c.error())) : tr("No case selected."));
        return;
    }
    // What the stale mark's tooltip says, in the pane too: the user should not have to hover.
    const QModelIndex current = table_->selectionModel()->currentIndex();
    const QString stale = current.siblingAtColumn(CasebookModel::Stale).data(Qt::ToolTipRole).toString();
    caseTitle_->setText(u"<b>%1</b> &nbsp; %2"_s.arg(c->record.question.toHtmlEscaped(), c->record.notes.toHtmlEscaped()) +
                        (stale.isEmpty() ? QString() : u"<br>⚠ "_s + stale.toHtmlEscaped()));
    outcome_->setCurrentIndex(static_cast<int>(c->outcome));
    settledSet_->setChecked(c->settled.isValid());
    settled_->setDate(c->settled.isValid() ? c->settled : QDate::currentDate());
    happened_->setText(c->happened);
    timing_->setText(c->matchedTiming);
    tags_->setText(c->tags.join(u' '));
}

namespace {

// The case as the outcome editor's fields say, before any default is filled in.
struct OutcomeFields {
    Outcome outcome;
    QDate settled;
    QString happened, timing;
    QStringList tags;
    bool operator==(const OutcomeFields&) const = default;
};

OutcomeFields fieldsOf(const Case& c) { return {c.outcome, c.settled, c.happened, c.matchedTiming, c.tags}; }

} // namespace

void CasebookWindow::saveOutcome()
{
    if (keepEdits()) refresh();
}

bool CasebookWindow::keepEdits()
{
    if (!book_ || shownId_ == 0 || book_->readOnly()) return false;
    const auto c = book_->get(shownId_);
    if (!c) return false;
    const OutcomeFields shown{static_cast<Outcome>(outcome_->currentData().toInt()),
                              settledSet_->isChecked() ? settled_->date() : QDate(), happened_->text(), timing_->text(),
                              tags_->text().split(u' ', Qt::SkipEmptyParts)};
    if (shown == fieldsOf(*c)) return false;
    Case edited = *c;
    edited.outcome = shown.outcome;
    edited.settled = shown.settled;
    if (edited.outcome != Outcome::Pending && !edited.settled.isValid()) edited.settled = QDate::currentDate();
    edited.happened = shown.happened;
    edited.matchedTiming = shown.timing;
    edited.tags = shown.tags;
    shownId_ = 0;  // written once, whatever the answer
    if (const auto r = book_->update(edited); !r) {
        QMessageBox::warning(this, tr("Casebook"), tr("Cannot save the case.\n\n%1").arg(QString::fromStdString(r.error())));
        return false;
    }
    return true;
}

// The selected case's seals, one a line: 「2026-12-03 08:00 吉 80 % 2027-01-01–2027-03-01 申日應」.
void CasebookWindow::showSeals(qint64 id)
{
    const auto seals = book_ && id ? sealsOf(*book_, id) : Result<std::vector<Seal>>(std::vector<Seal>{});
    QStringList lines;
    for (const Seal& s : seals ? *seals : std::vector<Seal>{}) {
        QString line = QLocale().toString(s.sealedAt.toLocalTime(), QLocale::ShortFormat) + u"  "_s +
                       (s.request.verdict == SealVerdict::Favourable ? tr("Favourable") : tr("Unfavourable")) +
                       u" %1 %"_s.arg(s.request.confidence);
        if (s.request.windowFrom.isValid())
            line += u"  "_s + s.request.windowFrom.toString(Qt::ISODate) + u"–"_s + s.request.windowTo.toString(Qt::ISODate);
        if (!s.request.note.isEmpty()) line += u"  "_s + s.request.note;
        lines << line.toHtmlEscaped();
    }
    seals_->setText(lines.isEmpty() ? tr("not sealed") : lines.join(u"<br>"_s));
}

// The thread of the selected case: named in the outcome pane, side by side and plotted in the Thread tab.
void CasebookWindow::showThreadOf(qint64 id)
{
    const auto thread = book_ && id ? caseThread(*book_, id) : Result<CaseThread>(CaseThread{});
    if (!thread) {
        unlinkButton_->setEnabled(false);
        threadLabel_->setText(tr("Cannot read the thread: %1").arg(QString::fromStdString(thread.error())));
        threadModel_->setThread({}, script_);
        threadPlot_->setThread({}, script_);
        threadTitle_->clear();
        return;
    }
    QStringList ids;
    bool follows = false;
    for (const ThreadCase& c : thread->cases) {
        ids << QString::number(c.id);
        follows |= c.id == id && c.follows.has_value();
    }
    unlinkButton_->setEnabled(follows && !book_->readOnly());
    threadLabel_->setText(!id ? QString() : ids.size() < 2 ? tr("this case alone") : tr("cases %1, first cast first").arg(ids.join(u", "_s)));
    threadTitle_->setText(!id ? tr("No case selected.")
                              : tr("The thread of case %1: %2 cast(s) on one matter; dots are the 應期 of each cast, a diamond "
                                   "the day an outcome was settled.").arg(id).arg(thread->cases.size()));
    threadModel_->setThread(*thread, script_);
    threadPlot_->setThread(*thread, script_);
}

void CasebookWindow::showThread()
{
    tabs_->setCurrentIndex(2);
}

// The selected case becomes a follow-up (追問) of a case the user names.
void CasebookWindow::linkSelected()
{
    const qint64 id = selectedId();
    if (!book_ || !id || book_->readOnly()) return;
    bool ok = false;
    const int other = QInputDialog::getInt(this, tr("Link as a Follow-up"), tr("This case follows case:"), 1, 1,
                                           std::numeric_limits<int>::max(), 1, &ok);
    if (!ok) return;
    if (const auto r = linkCase(*book_, id, other); !r)
        QMessageBox::warning(this, tr("Casebook"), tr("Cannot link the cases.\n\n%1").arg(QString::fromStdString(r.error())));
    showThreadOf(id);
}

void CasebookWindow::unlinkSelected()
{
    const qint64 id = selectedId();
    if (!book_ || !id || book_->readOnly()) return;
    if (const auto r = unlinkCase(*book_, id); !r)
        QMessageBox::warning(this, tr("Casebook"), tr("Cannot unlink the case.\n\n%1").arg(QString::fromStdString(r.error())));
    showThreadOf(id);
}

void CasebookWindow::sealSelected()
{
    const qint64 id = selectedId();
    if (!book_ || !id || book_->readOnly()) return;
    SealDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted) return;
    if (const auto sealed = sealCase(*book_, id, dialog.request()); !sealed)
        QMessageBox::warning(this, tr("Casebook"), tr("Cannot seal the judgment.\n\n%1").arg(QString::fromStdString(sealed.error())));
    showSeals(id);
    showThreadOf(id);
}

void CasebookWindow::hideEvent(QHideEvent* event)
{
    if (keepEdits()) refresh();
    QWidget::hideEvent(event);
}

void CasebookWindow::saveSearch()
{
    if (!book_ || filter_->text().trimmed().isEmpty()) return;
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save Search"), tr("Name:"), QLineEdit::Normal, {}, &ok);
    if (!ok || name.trimmed().isEmpty()) return;
    if (const auto r = book_->saveSearch(name, filter_->text()); !r) {
        QMessageBox::warning(this, tr("Save Search"), QString::fromStdString(r.error()));
        return;
    }
    refreshSearches();
}

void CasebookWindow::chooseOpen()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Open or Create a Casebook"), book_ ? book_->path() : QString(),
                                                      tr("Casebooks (*.casebook)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    if (const QString error = openBook(path); !error.isEmpty()) QMessageBox::warning(this, tr("Casebook"), error);
}

void CasebookWindow::chooseImport(bool folder)
{
    QStringList paths;
    if (folder) {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Import a Folder of Charts"));
        if (!dir.isEmpty()) paths << dir;
    } else {
        paths = QFileDialog::getOpenFileNames(this, tr("Import Charts"), {}, tr("Najia charts (*.najia)"));
    }
    if (!paths.isEmpty()) reportImport(importPaths(paths));
}

CasebookWindow::ImportReport CasebookWindow::importPaths(const QStringList& paths)
{
    ImportReport report;
    if (!book_) return report;
    QStringList missing;
    const QStringList files = base::najiaFilesUnder(paths, missing);
    for (const QString& path : missing) report.problems << path + u": "_s + QObject::tr("no such file or folder");
    QProgressDialog progress(tr("Importing charts…"), tr("Cancel"), 0, static_cast<int>(files.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(progressDelay_);
    std::vector<Case> batch;
    const auto commit = [&] {
        if (batch.empty()) return true;
        const auto filed = book_->file(batch);
        if (!filed) {
            report.problems << tr("the casebook: %1").arg(QString::fromStdString(filed.error()));
            return false;
        }
        for (const Casebook::Filed& f : *filed) ++(f.updated ? report.updated : report.imported);
        batch.clear();
        return true;
    };
    for (qsizetype i = 0; i < files.size(); ++i) {
        progress.setValue(static_cast<int>(i));
        if (progress.wasCanceled()) {
            report.cancelled = true;
            batch.clear();
            break;
        }
        auto c = caseFromFile(files[i]);
        if (c) batch.push_back(std::move(c.value()));
        else report.problems << QString::fromStdString(c.error());
        if (static_cast<int>(batch.size()) >= kImportBatch && !commit()) break;
    }
    if (!report.cancelled) commit();
    progress.setValue(static_cast<int>(files.size()));
    refresh();
    return report;
}

void CasebookWindow::reportImport(const ImportReport& r)
{
    QString text = tr("Imported %1 case(s).").arg(r.imported);
    if (r.updated) text += u' ' + tr("Updated %1 case(s) already in the casebook.").arg(r.updated);
    if (r.cancelled) text += u' ' + tr("Cancelled: the files after the last batch were not imported.");
    if (r.problems.isEmpty()) {
        status_->setText(text);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Import"), text + u' ' + tr("%1 file(s) could not be imported.").arg(r.problems.size()),
                    QMessageBox::Ok, this);
    box.setDetailedText(r.problems.join(u'\n'));
    box.exec();
}

QList<qint64> CasebookWindow::caseIds(Scope scope) const
{
    QList<int> rows;
    if (scope == Scope::Listed) {
        for (int r = 0; r < proxy_->rowCount(); ++r) rows << r;
    } else {
        for (const QModelIndex& i : table_->selectionModel()->selectedRows()) rows << i.row();
        std::sort(rows.begin(), rows.end());
    }
    QList<qint64> ids;
    for (const int r : std::as_const(rows)) ids << proxy_->index(r, 0).data(CasebookModel::IdRole).toLongLong();
    return ids;
}

CasebookWindow::ExportOutcome CasebookWindow::exportCases(const QList<qint64>& ids, ExportFormat format, const QString& out)
{
    if (!book_) return {0, false, tr("no casebook is open")};
    QProgressDialog progress(tr("Exporting cases…"), tr("Cancel"), 0, static_cast<int>(ids.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(progressDelay_);
    progress.setValue(0);
    const std::span<const qint64> span(ids.constData(), static_cast<std::size_t>(ids.size()));
    const auto written = base::exportCases(*book_, span, format, out, script_, [&progress](qsizetype done) {
        progress.setValue(static_cast<int>(done));
        return !progress.wasCanceled();
    });
    progress.reset();
    if (!written) return {0, false, QString::fromStdString(written.error())};
    return {written->written, written->cancelled, {}};
}

void CasebookWindow::chooseExport(Scope scope, ExportFormat format)
{
    const QList<qint64> ids = caseIds(scope);
    if (ids.isEmpty()) {
        status_->setText(scope == Scope::Selected ? tr("No case is selected.") : tr("No case is listed."));
        return;
    }
    QString out;
    if (format == ExportFormat::Najia) out = QFileDialog::getExistingDirectory(this, tr("Export Cases to a Folder"));
    else if (format == ExportFormat::Csv) out = QFileDialog::getSaveFileName(this, tr("Export Cases"), {}, tr("CSV (*.csv)"));
    else out = QFileDialog::getSaveFileName(this, tr("Export Cases"), {}, tr("JSON Lines (*.jsonl)"));
    if (out.isEmpty()) return;
    const ExportOutcome r = exportCases(ids, format, out);
    if (!r.error.isEmpty()) {
        QMessageBox::warning(this, tr("Export"), tr("Cannot export the cases.\n\n%1").arg(r.error));
        return;
    }
    if (!r.cancelled) status_->setText(tr("Exported %1 case(s) to %2.").arg(r.written).arg(QDir::toNativeSeparators(out)));
    else if (format == ExportFormat::Najia) status_->setText(tr("Cancelled: %1 case(s) were written to %2.").arg(r.written).arg(QDir::toNativeSeparators(out)));
    else status_->setText(tr("Cancelled: nothing was written."));
}

void CasebookWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls()) event->acceptProposedAction();
}

void CasebookWindow::dropEvent(QDropEvent* event)
{
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls())
        if (url.isLocalFile()) paths << url.toLocalFile();
    if (paths.isEmpty()) return;
    event->acceptProposedAction();
    reportImport(importPaths(paths));
}

Result<Casebook::Filed> CasebookWindow::addRecord(const ChartRecord& record, std::optional<qint64> follows)
{
    if (!book_) return Error{"no casebook is open"};
    Case c;
    c.record = record;
    auto filed = book_->file(std::span<const Case>(&c, 1));
    if (!filed) return Error{filed.error()};
    const Casebook::Filed one = filed->front();
    // A case updated (the same cast again) keeps the thread it has.
    const auto linked = follows && !one.updated ? linkCase(*book_, one.id, *follows) : Result<bool>(true);
    refresh();
    selectCase(one.id);
    if (!linked) return Error{"saved as case " + std::to_string(one.id) + ", but not linked: " + linked.error(), linked.failure().kind};
    return one;
}
