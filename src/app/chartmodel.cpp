#include "chartmodel.h"

#include "calendar/xunkong.h"
#include "analysis/analysis_terms.h"
#include "chart_json.h"
#include "chart_wording.h"
#include "findings_json.h"
#include "shensha/placement.h"
#include "shensha_json.h"
#include "hexagram_names.h"

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
template <class E> QString text(E value, Script s) { return QString::fromUtf8(name(value, s)); }
} // namespace

ChartModel::ChartModel(QObject* parent) : QAbstractTableModel(parent) {}

void ChartModel::setRecord(const base::ChartRecord& record)
{
    beginResetModel();
    record_ = record;
    recompute();
    endResetModel();
}

void ChartModel::clear()
{
    beginResetModel();
    record_ = {};
    computed_.reset();
    error_.clear();
    endResetModel();
}

void ChartModel::describe(const base::ChartRecord& record)
{
    record_.question = record.question;
    record_.category = record.category;
    record_.notes = record.notes;
}

void ChartModel::setDerived(Derived derived)
{
    if (derived == derived_) return;
    beginResetModel();
    derived_ = derived;
    recompute();
    endResetModel();
}

void ChartModel::recompute()
{
    // A derived view is a chart of its own: its lines, marks and findings (not the cast's).
    const base::ChartOf of = derived_ == Derived::Nuclear    ? base::ChartOf::Nuclear
                             : derived_ == Derived::Opposite ? base::ChartOf::Opposite
                             : derived_ == Derived::Reversed ? base::ChartOf::Reversed
                                                             : base::ChartOf::Primary;
    const auto computed = base::compute(record_, of);
    if (!computed) {
        computed_.reset();
        error_ = QString::fromStdString(computed.error());
        return;
    }
    computed_ = *computed;
    error_.clear();
}

void ChartModel::setScript(Script script)
{
    if (script == script_) return;
    script_ = script;
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

int ChartModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() || !computed_ ? 0 : 6;
}

int ChartModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ChartLine* ChartModel::lineAt(int row) const
{
    if (!computed_ || row < 0 || row > 5) return nullptr;
    return &computed_->chart.lines[static_cast<std::size_t>(5 - row)];
}

QString ChartModel::term(SheetLabel label) const { return text(label, script_); }

QString ChartModel::readingText(const LineReading& r) const { return lineReadingText(r, script_); }

QVariant ChartModel::data(const QModelIndex& index, int role) const
{
    const ChartLine* l = lineAt(index.row());
    if (!l || !index.isValid()) return {};
    const Chart& c = computed_->chart;
    if (role == PositionRole) return l->position;
    const bool display = role == Qt::DisplayRole || role == Qt::AccessibleTextRole;
    const bool raw = role == RawRole;
    if (!display && !raw && role != Qt::ToolTipRole) return {};
    switch (static_cast<Column>(index.column())) {
    case Spirit:
        if (!l->spirit) return {};
        return raw ? QVariant(int(*l->spirit)) : QVariant(text(*l->spirit, script_));
    case Hidden:
        if (!l->hidden) return {};
        if (raw) return int(l->hidden->reading.relation);
        if (role == Qt::ToolTipRole)
            return QString(term(SheetLabel::Hidden) + u' ' + readingText(l->hidden->reading) + u" · "_s +
                           text(l->hidden->feiFu, script_));
        return readingText(l->hidden->reading);
    case Reading:
        return raw ? QVariant(int(l->reading.relation)) : QVariant(readingText(l->reading));
    case Line:
        if (raw) return l->yang();
        return role == Qt::ToolTipRole ? QVariant(text(l->value, script_))
                                       : QVariant(l->yang() ? u"⚊"_s : u"⚋"_s);
    case Mark:
        if (raw) return static_cast<int>(l->value);
        if (!l->moving()) return {};
        return role == Qt::ToolTipRole ? QVariant(text(l->value, script_))
                                       : QVariant(l->value == LineValue::OldYang ? u"○"_s : u"×"_s);
    case SelfOther: {
        const int mark = l->position == c.primary.self ? SelfMark : l->position == c.primary.other ? OtherMark : NoMark;
        if (raw) return mark;
        return mark == SelfMark ? QVariant(term(SheetLabel::Self))
               : mark == OtherMark ? QVariant(term(SheetLabel::Other)) : QVariant();
    }
    case ChangedLine:
        if (!l->changed) return {};
        if (raw) return !l->yang();
        return l->yang() ? u"⚋"_s : u"⚊"_s;
    case ChangedReading:
        if (!l->changed) return {};
        if (raw) return int(l->changed->relation);
        if (role == Qt::ToolTipRole && l->echo != Echo::None)
            return QString(readingText(*l->changed) + u" · "_s + text(l->echo, script_));
        return readingText(*l->changed);
    case Marks:
    case HiddenMarks:
    case ChangedMarks: {
        const Layer layer = index.column() == Marks ? Layer::Primary : index.column() == HiddenMarks ? Layer::Hidden : Layer::Changed;
        const Subject subject{layer, static_cast<std::uint8_t>(l->position)};
        if (raw) return int(computed_->analysis.about(subject).size());
        return role == Qt::ToolTipRole ? explain(subject) : marks(subject);
    }
    case ColumnCount: break;
    }
    return {};
}

QString ChartModel::marks(Subject subject) const
{
    return computed_ ? findingMarks(computed_->analysis, subject, script_) : QString();
}

QString ChartModel::describe(const Finding& f) const
{
    QString values = findingValues(f, script_);
    const bool english = script_ == Script::English;
    if (!values.isEmpty()) values = english ? QString(u" ("_s + values + u')') : QString(u"（"_s + values + u"）"_s);
    return text(f.kind, script_) + values + (english ? u" — "_s : u"——"_s) + findingSource(ruleOf(f.rule), script_);
}

QString ChartModel::explain(Subject subject) const
{
    if (!computed_) return {};
    QStringList out;
    for (const Finding& f : computed_->analysis.about(subject)) out << describe(f);
    return out.join(u'\n');
}

QVariant ChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
    case Spirit: return term(SheetLabel::Spirits);
    case Hidden: return term(SheetLabel::Hidden);
    case Reading: return term(SheetLabel::Primary);
    case ChangedReading: return term(SheetLabel::Changed);
    default: return {};
    }
}

ChartModel::Heading ChartModel::heading() const
{
    Heading h;
    if (!computed_) return h;
    const Chart& c = computed_->chart;
    const ChartHeading words = chartHeading(c, script_);
    h.primary = words.primary;
    if (derived_ != Derived::Primary) {
        const SheetLabel which = derived_ == Derived::Nuclear ? SheetLabel::Nuclear
                                 : derived_ == Derived::Opposite ? SheetLabel::Opposite : SheetLabel::Reversed;
        h.primary = term(which) + u"  "_s + h.primary;
    }
    h.changed = words.changed;
    if (record_.moment) h.moment = record_.moment->civil + u"  "_s + record_.moment->zone;
    h.pillars = words.pillars;
    QStringList rulers{words.rulers};
    if (computed_->season) {
        // 八卦旺相 (易冒 卷4): the trigram in 旺 at this node, and the one still 餘旺 if any.
        const auto& season = *computed_->season;
        QString t = text(season.prosperous, script_) + text(calendar::TrigramState::Prosperous, script_);
        if (season.lingering) t += u' ' + text(*season.lingering, script_) + tr("(lingering)");
        rulers << t;
    }
    h.rulers = rulers.join(u"   "_s);
    shensha::Selection common;
    common.stars.assign(shensha::commonSet().begin(), shensha::commonSet().end());
    h.shensha = base::placementItems(shensha::place(c, common), script_);
    if (computed_->boundary) {
        const auto& b = *computed_->boundary;
        if (std::llabs(b.jieSeconds) < base::kBoundaryWarningSeconds)
            h.warning = tr("%1 s from %2: the month pillar changes there")
                            .arg(b.jieSeconds).arg(text(b.nearestJie, script_));
        else if (std::llabs(b.daySeconds) < base::kBoundaryWarningSeconds)
            h.warning = tr("%1 s from the day boundary: the day pillar changes there").arg(b.daySeconds);
        if (computed_->otherSide) h.otherSide = tr("Across it: %1").arg(pillarsText(*computed_->otherSide, script_));
    }
    return h;
}

QString ChartModel::sheetText() const
{
    if (!computed_) return {};
    const QString moment = record_.moment ? record_.moment->civil + u"  "_s + record_.moment->zone + u'\n' : QString();
    return moment + chartToText(computed_->chart, script_, &computed_->analysis);
}

QString ChartModel::accessibleText() const
{
    if (!computed_) return error_;
    const Heading h = heading();
    QStringList out{h.primary};
    if (!h.changed.isEmpty()) out << u"→ "_s + h.changed;
    for (const QString& s : {h.moment, h.pillars, h.rulers, h.warning, h.otherSide})
        if (!s.isEmpty()) out << s;
    for (int row = 0; row < rowCount(); ++row) {
        QStringList cells;
        for (int col = 0; col < ColumnCount; ++col) {
            const QString s = data(index(row, col), Qt::ToolTipRole).toString();
            const QString d = s.isEmpty() ? data(index(row, col)).toString() : s;
            if (!d.isEmpty()) cells << d;
        }
        out << cells.join(u"  "_s);
    }
    return out.join(u'\n');
}
