#include "app/findingsmodel.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/line_terms.h"
#include "app/chartmodel.h"
#include "base/json/findings_json.h"
#include "app/settingcombo.h"

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

FindingsModel::FindingsModel(ChartModel* chart, QObject* parent) : QAbstractTableModel(parent), chart_(chart)
{
    connect(chart_, &ChartModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
    connect(chart_, &ChartModel::modelReset, this, [this] { endResetModel(); });
    connect(chart_, &ChartModel::dataChanged, this, [this] {
        if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    const Analysis* a = chart_->analysis();
    return parent.isValid() || !a ? 0 : int(a->findings.size());
}

int FindingsModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    const Analysis* a = chart_->analysis();
    if (!a || !index.isValid() || index.row() >= int(a->findings.size())) return {};
    const najia::Finding& f = a->findings[std::size_t(index.row())];
    const Script s = chart_->script();
    const najia::Rule& rule = ruleOf(f.rule);
    if (role == RuleCodeRole) return QString::fromUtf8(rule.code);
    if (role == PositionRole) return int(f.subject.position);
    if (role == LayerRole) return int(f.subject.layer);
    if (role == Qt::ToolTipRole) return chart_->describe(f);
    if (role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(index.column())) {
    case Subject: {
        const std::optional<najia::LinePos> line = f.subject.line();
        if (f.subject.layer == Layer::Chart || !line) return tr("chart");
        QString where = QString::fromUtf8(name(*line, s));
        if (f.subject.layer == Layer::Changed) where += tr(" (changed)");
        if (f.subject.layer == Layer::Hidden) where += tr(" (hidden)");
        return where;
    }
    case Finding: {
        QString text = QString::fromUtf8(name(f.kind, s));
        if (const QString values = findingValues(f, s); !values.isEmpty()) text += u"  "_s + values;
        return text;
    }
    case Rule:  // the id only for an English reader (a Chinese screen shows no rule id)
        return interfaceScript() == Script::English ? ruleBook(rule, s) + u"  "_s + QString::fromUtf8(rule.code)
                                                    : ruleLabel(rule, s);
    case Passage: return rulePassage(rule, s);
    case ColumnCount: break;
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
    case Subject: return tr("Line");
    case Finding: return tr("Finding");
    case Rule: return tr("Rule");
    case Passage: return tr("Passage");
    case ColumnCount: break;
    }
    return {};
}
