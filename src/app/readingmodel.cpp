#include "app/readingmodel.h"

#include "app/chartmodel.h"
#include "base/document/decided_time.h"

#include <algorithm>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

ReadingModel::ReadingModel(ChartModel* chart, QObject* parent) : QAbstractTableModel(parent), chart_(chart)
{
    // The rows follow the chart: a new cast or record resets the chart model, a new script changes its data.
    connect(chart_, &ChartModel::modelReset, this, &ReadingModel::rebuild);
    connect(chart_, &ChartModel::dataChanged, this, &ReadingModel::rebuild);
    rebuild();
}

void ReadingModel::setLive(bool live)
{
    live_ = live;
    if (live_ && behind_) rebuild();
}

void ReadingModel::rebuild()
{
    behind_ = !live_;
    if (behind_) return;
    beginResetModel();
    const base::ComputedChart* c = chart_->computedPrimary();
    rows_ = c ? base::readingRows(c->reading, c->chart, chart_->script(), c->castMoment) : QList<base::ReadingRow>{};
    endResetModel();
}

QString ReadingModel::headline() const
{
    const auto first = [this](base::ReadingRow::Kind kind) -> const base::ReadingRow* {
        const auto at = std::find_if(rows_.begin(), rows_.end(), [kind](const base::ReadingRow& r) { return r.kind == kind; });
        return at == rows_.end() ? nullptr : &*at;
    };
    const base::ReadingRow* verdict = first(base::ReadingRow::Kind::Verdict);
    if (!verdict) return {};
    const bool english = chart_->script() == Script::English;
    const QString colon = english ? u": "_s : u"："_s;
    QString out = verdict->label + u' ' + verdict->item + colon + verdict->detail;
    // Weighed at the time the matter is decided (後時), not the cast's that the sheet shows: said first.
    if (const base::ComputedChart* c = chart_->computedPrimary()) {
        if (const QString d = base::decidedWords(base::decidedOf(c->reading.question), chart_->script()); !d.isEmpty())
            out = d + u" · "_s + out;
    }
    // The first 應期 and its first date: when, after whether.
    if (const base::ReadingRow* when = first(base::ReadingRow::Kind::Timing))
        out += (english ? u" "_s : QString()) + when->label + colon + when->item +
               (when->detail.isEmpty() ? QString() : u' ' + when->detail.section(u' ', 0, 0));
    return out;
}

int ReadingModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : int(rows_.size()); }

int ReadingModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ReadingModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rows_.size()) return {};
    const base::ReadingRow& r = rows_[index.row()];
    if (role == KindRole) return int(r.kind);
    if (role == LineRole) return r.line;
    if (role == CodeRole) return r.code;
    if (role == Qt::ToolTipRole)  // a factor's marks say nothing by themselves: its tooltip explains them
        return r.kind == base::ReadingRow::Kind::Factor && index.column() == Label ? marksLegend() : r.source;
    if (role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(index.column())) {
    case Label: return r.label;
    case Item: return r.item;
    case Detail: return r.detail;
    case Source: return r.source;
    case ColumnCount: break;
    }
    return {};
}

QString ReadingModel::marksLegend()
{
    return tr("+ helps the line, - hurts it, = neither; * decides the verdict");
}

QVariant ReadingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == Label) return marksLegend();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
    case Label: return tr("Role");
    case Item: return tr("Reading");
    case Detail: return tr("Verdict");
    case Source: return tr("Passage");
    case ColumnCount: break;
    }
    return {};
}
