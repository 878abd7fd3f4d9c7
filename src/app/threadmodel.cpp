#include "app/threadmodel.h"

#include "base/casebook/casebook_json.h"
#include "base/wording/term_text.h"

#include "engine/reading/reading_terms.h"

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

ThreadModel::ThreadModel(QObject* parent) : QAbstractTableModel(parent) {}

void ThreadModel::setThread(CaseThread thread, Script script)
{
    beginResetModel();
    thread_ = std::move(thread);
    script_ = script;
    endResetModel();
}

int ThreadModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : FieldCount; }

int ThreadModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(thread_.cases.size());
}

QString ThreadModel::sealText(const std::optional<Seal>& seal)
{
    if (!seal) return tr("not sealed");
    QString s = (seal->request.verdict == SealVerdict::Favourable ? tr("Favourable") : tr("Unfavourable"));
    s += u" %1 %"_s.arg(seal->request.confidence);
    if (seal->request.windowFrom.isValid())
        s += u"  "_s + seal->request.windowFrom.toString(Qt::ISODate) + u'–' + seal->request.windowTo.toString(Qt::ISODate);
    return s;
}

QVariant ThreadModel::display(const ThreadCase& c, Field f) const
{
    switch (f) {
    case Cast: return c.castAt.isEmpty() ? tr("no moment") : c.castAt.left(16);
    case Chart: return hexagramPair(c.primary, c.changed, script_);
    case Question: return c.question;
    case Useful: return c.useful ? text(*c.useful, script_) : QString();
    case Verdict: return c.verdict ? text(*c.verdict, script_) : QString();
    case Judgment: return sealText(c.seal);
    case Outcome: {
        const QString settled = c.settled.isValid() ? u"  "_s + c.settled.toString(Qt::ISODate) : QString();
        return QString(text(c.outcome, script_) + settled);
    }
    case Follows: return c.follows ? tr("follows case %1").arg(*c.follows) : tr("first cast");
    case FieldCount: break;
    }
    return {};
}

QVariant ThreadModel::raw(const ThreadCase& c, Field f)
{
    switch (f) {
    case Cast: return c.castAt;
    case Chart: return c.primary * 64 + (c.changed ? *c.changed : 64);
    case Question: return c.question;
    case Useful: return c.useful ? static_cast<int>(*c.useful) : -1;
    case Verdict: return c.verdict ? static_cast<int>(*c.verdict) : -1;
    case Judgment: return c.seal ? c.seal->request.confidence * (c.seal->request.verdict == SealVerdict::Favourable ? 1 : -1) : 0;
    case Outcome: return static_cast<int>(c.outcome);
    case Follows: return c.follows ? *c.follows : 0;
    case FieldCount: break;
    }
    return {};
}

QVariant ThreadModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.column() >= columnCount() || index.row() >= FieldCount) return {};
    const ThreadCase& c = thread_.cases[static_cast<std::size_t>(index.column())];
    const auto f = static_cast<Field>(index.row());
    if (role == RawRole) return raw(c, f);
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) return display(c, f);
    return {};
}

QVariant ThreadModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole) return {};
    if (orientation == Qt::Horizontal)
        return section < columnCount() ? QVariant(tr("Case %1").arg(thread_.cases[static_cast<std::size_t>(section)].id)) : QVariant();
    switch (static_cast<Field>(section)) {
    case Cast: return tr("Cast on");
    case Chart: return tr("Hexagrams");
    case Question: return tr("Question");
    case Useful: return tr("Useful god");
    case Verdict: return tr("Reading's verdict");
    case Judgment: return tr("Sealed judgment");
    case Outcome: return tr("Outcome");
    case Follows: return tr("Thread");
    case FieldCount: break;
    }
    return {};
}
