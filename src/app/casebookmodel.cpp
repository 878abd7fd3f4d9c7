#include "app/casebookmodel.h"

#include "base/casebook/casebook_json.h"
#include "base/casebook/casebook_stale.h"

#include <QApplication>
#include <QStyle>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

CasebookModel::CasebookModel(QObject* parent) : QAbstractTableModel(parent) {}

void CasebookModel::setRows(std::vector<CaseRow> rows)
{
    beginResetModel();
    rows_ = std::move(rows);
    endResetModel();
}

void CasebookModel::setScript(Script script)
{
    script_ = script;
    if (!rows_.empty()) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int CasebookModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CasebookModel::columnCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString categoryName(const QString& code, Script script)
{
    for (const najia::base::Category& c : chartCategories())
        if (code == QString::fromUtf8(c.code))
            return script == Script::English ? QCoreApplication::translate("Category", c.english)
                                             : QString::fromUtf8(script == Script::Simplified ? c.simplified : c.traditional);
    return code;
}

QVariant CasebookModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount()) return {};
    const CaseRow& r = row(index.row());
    if (role == IdRole) return r.id;
    // A case of pillars alone has no moment (not the day it was stored); it sorts before every date.
    const QString date = r.castAt.left(16);
    if (role == RawRole) {
        switch (index.column()) {
        case Date: return date;
        case Question: return r.question;
        case Hexagrams: return r.primary * 64 + (r.changed ? *r.changed : 64);
        case Category: return r.category;
        case Useful: return r.useful ? *r.useful : -1;
        case Outcome: return static_cast<int>(r.outcome);
        case Tags: return r.tags.join(u' ');
        case Stale: return r.stale.isEmpty() ? 0 : 1;
        }
    }
    if (index.column() == Stale) {
        if (r.stale.isEmpty()) return {};
        if (role == Qt::DecorationRole) return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
        if (role == Qt::ToolTipRole)
            return tr("The stored reading differs from this version's: %1").arg(staleText(r.stale, script_));
        return {};
    }
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case Date: return date.isEmpty() ? tr("no moment") : date;
        case Question: return r.question;
        case Hexagrams: return hexagramPair(r.primary, r.changed, script_);
        case Category: return categoryName(r.category, script_);
        case Useful: return r.useful ? QString::fromUtf8(name(static_cast<Relation>(*r.useful), script_)) : QString();
        case Outcome: return QString::fromUtf8(name(r.outcome, script_));
        case Tags: return r.tags.join(u' ');
        }
    }
    return {};
}

QVariant CasebookModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (section) {
    case Date: return tr("Date");
    case Question: return tr("Question");
    case Hexagrams: return tr("Hexagrams");
    case Category: return tr("Category");
    case Useful: return tr("Useful god");
    case Outcome: return tr("Outcome");
    case Tags: return tr("Tags");
    case Stale: return tr("Stale");
    }
    return {};
}
