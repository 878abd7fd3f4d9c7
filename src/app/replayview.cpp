#include "app/replayview.h"

#include "app/casebookmodel.h"
#include "app/hitratedelegate.h"
#include "app/settingcombo.h"
#include "base/json/findings_json.h"
#include "engine/analysis/findings.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

std::vector<PresetId> allPresets()
{
    std::vector<PresetId> out;
    for (const Preset& p : presets()) out.push_back(p.id);
    return out;
}

int judged(const ReplayScore& s) { return s.agree + s.opposite + s.mixed; }
double rateOf(const ReplayScore& s) { return judged(s) == 0 ? 0.0 : double(s.agree) / judged(s); }

QStandardItem* scoreItem(const ReplayScore& s)
{
    auto* item = new QStandardItem(QString::number(100 * rateOf(s), 'f', 1) + u"% ("_s + QString::number(s.agree) + u'/' +
                                   QString::number(judged(s)) + u')');
    item->setData(rateOf(s), HitRateDelegate::RateRole);
    item->setData(s.low, HitRateDelegate::LowRole);
    item->setData(s.high, HitRateDelegate::HighRole);
    item->setTextAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    return item;
}

QTableView* tableFor(QStandardItemModel* model, const QString& name, QWidget* parent)
{
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    return table;
}

} // namespace

ReplayView::ReplayView(QWidget* parent) : QWidget(parent)
{
    runButton_ = new QPushButton(tr("Replay Every Settled Case"), this);
    runButton_->setObjectName(u"runReplay"_s);
    summary_ = new QLabel(tr("Recomputes every settled case under each school and scores its verdict against what happened."), this);
    summary_->setObjectName(u"replaySummary"_s);
    summary_->setWordWrap(true);
    scores_ = new QStandardItemModel(this);
    scoreTable_ = tableFor(scores_, u"replayScores"_s, this);
    scoreTable_->setItemDelegate(new HitRateDelegate(scoreTable_, HitRateDelegate::Text::Beside));
    rules_ = new QStandardItemModel(this);
    ruleTable_ = tableFor(rules_, u"replayRules"_s, this);
    auto* top = new QHBoxLayout;
    top->addWidget(summary_, 1);
    top->addWidget(runButton_);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(scoreTable_);
    split->addWidget(ruleTable_);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    connect(runButton_, &QPushButton::clicked, this, &ReplayView::run);
}

void ReplayView::setBook(const Casebook* book)
{
    book_ = book;
    shown_.reset();
    scores_->clear();
    rules_->clear();
    runButton_->setEnabled(book_ != nullptr);
}

void ReplayView::setScript(Script script)
{
    script_ = script;
    if (shown_) show(*shown_);
}

QString ReplayView::summary() const { return summary_->text(); }

bool ReplayView::run()
{
    if (!book_) return false;
    QProgressDialog dialog(tr("Recomputing the settled cases under every school…"), tr("Cancel"), 0, 0, this);
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(progressDelay_);
    const std::vector<PresetId> all = allPresets();
    const auto replay = replayCases(*book_, all, [&](int done, int total) {
        dialog.setMaximum(total);
        dialog.setValue(done);
        if (cancelAfter_ > 0 && done >= cancelAfter_) dialog.cancel();
        return !dialog.wasCanceled();
    });
    const bool cancelled = dialog.wasCanceled();  // reset() forgets it
    dialog.reset();
    if (!replay) {
        if (cancelled) summary_->setText(tr("Replay cancelled: nothing is shown until it runs to the end."));
        else QMessageBox::warning(this, tr("Replay"), tr("Cannot replay the cases.\n\n%1").arg(QString::fromStdString(replay.error())));
        return false;
    }
    shown_ = *replay;
    show(*replay);
    return true;
}

void ReplayView::show(const Replay& replay)
{
    summary_->setText(tr("%1 settled case(s) with a verdict, recomputed under %2 school(s). A cell is the share whose "
                         "verdict agreed with what happened, with its 95 % interval; ★ and bold: the best school of the row.")
                          .arg(replay.cases)
                          .arg(presets().size()));
    showScores(replay);
    showRules(replay);
}

void ReplayView::showScores(const Replay& replay)
{
    scores_->clear();
    QStringList header{tr("Category")};
    for (const Preset& p : presets()) header << presetLabel(p);
    scores_->setHorizontalHeaderLabels(header);
    // One row per category (all first: the scores come sorted so), one column per preset.
    std::map<QString, std::vector<const ReplayScore*>> rows;
    QStringList order;
    for (const ReplayScore& s : replay.scores) {
        if (!rows.contains(s.category)) order << s.category;
        rows[s.category].push_back(&s);
    }
    for (const QString& category : order) {
        QList<QStandardItem*> cells{new QStandardItem(category.isEmpty() ? tr("All categories") : categoryName(category, script_))};
        double best = 0;
        for (const ReplayScore* s : rows[category]) best = std::max(best, rateOf(*s));
        for (const Preset& p : presets()) {
            const auto it = std::find_if(rows[category].begin(), rows[category].end(), [&p](const ReplayScore* s) { return s->preset == p.id; });
            if (it == rows[category].end()) {
                cells << new QStandardItem;
                continue;
            }
            QStandardItem* cell = scoreItem(**it);
            const bool isBest = judged(**it) > 0 && rateOf(**it) == best;
            cell->setData(isBest, BestRole);
            if (isBest) {
                QFont bold = cell->font();
                bold.setBold(true);
                cell->setFont(bold);
                cell->setText(u"★ "_s + cell->text());
            }
            cells << cell;
        }
        scores_->appendRow(cells);
    }
    scoreTable_->resizeColumnsToContents();
}

void ReplayView::showRules(const Replay& replay)
{
    rules_->clear();
    QStringList header{tr("Rule")};
    for (const Preset& p : presets()) header << tr("%1: agreed / not").arg(presetLabel(p));
    rules_->setHorizontalHeaderLabels(header);
    std::map<int, std::map<PresetId, const RuleFiring*>> byRule;
    for (const RuleFiring& f : replay.rules) byRule[f.rule][f.preset] = &f;
    for (const auto& [rule, firings] : byRule) {
        // Named as the statistics name it: by its citation, with its code for an English reader (citations repeat).
        const Rule& r = kRules[std::size_t(rule)];
        const QString code = QString::fromUtf8(r.code);
        auto* name = new QStandardItem(ruleLabel(r, script_) + (script_ == Script::English ? u"  ("_s + code + u')' : QString()));
        name->setData(code, Qt::UserRole);
        name->setToolTip(rulePassage(r, script_));
        QList<QStandardItem*> cells{name};
        for (const Preset& p : presets()) {
            const auto it = firings.find(p.id);
            auto* cell = new QStandardItem(it == firings.end() ? QString()
                                                               : QString::number(it->second->agree) + u" / "_s + QString::number(it->second->other));
            cell->setTextAlignment(Qt::AlignCenter);
            cells << cell;
        }
        rules_->appendRow(cells);
    }
    ruleTable_->resizeColumnsToContents();
}
