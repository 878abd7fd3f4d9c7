#include "app/similarview.h"

#include "app/casebookplots.h"

#include <QHeaderView>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {
// The most a case can score (casebook_similar.h): hexagrams 3, 用神 2, verdict 1, strength 1, moving lines 1, category 1.
constexpr int kMostLike = 9;
constexpr int kShown = 10;
} // namespace

SimilarCasesView::SimilarCasesView(QWidget* parent) : QWidget(parent)
{
    title_ = new QLabel(this);
    title_->setObjectName(u"similarTitle"_s);
    title_->setWordWrap(true);
    model_ = new QStandardItemModel(this);
    table_ = new QTableView(this);
    table_->setObjectName(u"similarCases"_s);
    table_->setModel(model_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setToolTip(tr("Likeness: the same primary and changed hexagram 3 (the same primary alone 2), the same useful god 2, "
                          "the same verdict on it 1 and strength 1, the same number of moving lines 1, the same category 1. "
                          "Double-click a case to show it."));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title_);
    layout->addWidget(table_, 1);
    connect(table_, &QTableView::doubleClicked, this, [this](const QModelIndex& i) {
        emit caseChosen(model_->index(i.row(), Case).data(IdRole).toLongLong());
    });
}

void SimilarCasesView::showCase(const Casebook* book, qint64 id, Script script)
{
    model_->clear();
    model_->setHorizontalHeaderLabels({tr("Case"), tr("Likeness"), tr("Outcome"), tr("Question")});
    if (!book || id == 0) {
        title_->setText(tr("Similar settled cases: select a case."));
        return;
    }
    const auto similar = similarCases(*book, id, kShown);
    if (!similar) {
        title_->setText(tr("Similar settled cases cannot be read: %1").arg(QString::fromStdString(similar.error())));
        return;
    }
    title_->setText(similar->empty() ? tr("No settled case is like case %1.").arg(id)
                                     : tr("Settled cases most like case %1, most alike first:").arg(id));
    for (const SimilarCase& s : *similar) {
        auto* number = new QStandardItem(QString::number(s.id));
        number->setData(s.id, IdRole);
        auto* likeness = new QStandardItem(u"%1/%2"_s.arg(s.score).arg(kMostLike));
        likeness->setTextAlignment(Qt::AlignCenter);
        auto* outcome = new QStandardItem(QString::fromUtf8(name(s.outcome, script)));
        outcome->setForeground(MonthPlot::colour(s.outcome).darker(130));
        model_->appendRow({number, likeness, outcome, new QStandardItem(s.question)});
    }
    table_->resizeColumnsToContents();
}
