#include "app/chartmodel.h"
#include "base/wording/term_text.h"

#include "engine/calendar/xunkong.h"
#include "engine/analysis/analysis_terms.h"
#include "base/json/chart_json.h"
#include "base/wording/chart_wording.h"
#include "app/sheetwords.h"
#include "base/json/findings_json.h"
#include "engine/shensha/placement.h"
#include "base/json/shensha_json.h"
#include "engine/hexagram_names.h"
#include "base/json/cast_json.h"
#include "base/wording/moment_wording.h"
#include "base/json/reading_json.h"
#include "engine/reading/reading_terms.h"

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

using najia::base::text;

ChartModel::ChartModel(QObject* parent) : QAbstractTableModel(parent) {}

void ChartModel::setDocument(const base::ChartDocument& document)
{
    beginResetModel();
    document_ = document;
    recompute();
    endResetModel();
}

void ChartModel::clear()
{
    beginResetModel();
    document_ = {};
    computed_ = nullptr;
    error_.clear();
    forgetWords();
    endResetModel();
}

void ChartModel::describe(const base::ChartRecord& record)
{
    const base::ChartRecord& shown = document_.record();
    if (record.category == shown.category && record.subject == shown.subject && record.sex == shown.sex &&
        record.illness == shown.illness) {
        document_.describe(record.question, record.notes);
        return;
    }
    base::ChartRecord asked = shown;
    asked.question = record.question;
    asked.notes = record.notes;
    asked.category = record.category;
    asked.subject = record.subject;
    asked.sex = record.sex;
    asked.illness = record.illness;
    setRecord(asked);
}

void ChartModel::setDerived(base::ChartOf derived)
{
    if (derived == derived_) return;
    beginResetModel();
    derived_ = derived;
    recompute();
    endResetModel();
}

void ChartModel::forgetWords()
{
    heading_.reset();
    chartFindings_.reset();
}

void ChartModel::recompute()
{
    forgetWords();
    // A derived view is a chart of its own: its lines, marks and findings (not the cast's).
    const auto& computed = document_.computed(derived_);
    computed_ = computed ? &*computed : nullptr;
    error_ = computed ? QString() : QString::fromStdString(computed.error());
}

void ChartModel::refresh()
{
    forgetWords();
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void ChartModel::setScript(Script script)
{
    if (script == script_) return;
    script_ = script;
    refresh();
}

void ChartModel::setFullChanged(bool full)
{
    if (full == fullChanged_) return;
    fullChanged_ = full;
    refresh();
}

void ChartModel::setPillarVoids(bool all)
{
    if (all == pillarVoids_) return;
    pillarVoids_ = all;
    refresh();
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
    if (role == PositionRole) return l->position.number();
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
                                       : QVariant(movingMark(l->value));
    case SelfOther: {
        const int mark = l->position == c.primary.self ? SelfMark : l->position == c.primary.other ? OtherMark : NoMark;
        if (raw) return mark;
        return mark == SelfMark ? QVariant(term(SheetLabel::Self))
               : mark == OtherMark ? QVariant(term(SheetLabel::Other)) : QVariant();
    }
    case ChangedLine: {
        // A still line keeps its yin or yang in the 變卦; it is shown only in the full column.
        if (!l->changed && !(fullChanged_ && c.changed)) return {};
        const bool yang = l->moving() ? !l->yang() : l->yang();
        if (raw) return yang;
        return yang ? u"⚊"_s : u"⚋"_s;
    }
    case ChangedReading: {
        const std::optional<LineReading> r = l->changed ? l->changed : fullChanged_ ? changedReadingAt(c, l->position)
                                                                                     : std::nullopt;
        if (!r) return {};
        if (raw) return int(r->relation);
        if (role == Qt::ToolTipRole && l->echo != Echo::None)
            return QString(readingText(*r) + u" · "_s + text(l->echo, script_));
        return readingText(*r);
    }
    case Marks:
    case HiddenMarks:
    case ChangedMarks: {
        const Layer layer = index.column() == Marks ? Layer::Primary : index.column() == HiddenMarks ? Layer::Hidden : Layer::Changed;
        const Subject subject = Subject::at(layer, l->position);
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

namespace {

// What a shown chart is: 本卦, or the 互卦, 錯卦, 綜卦 or 變卦 drawn as a chart of its own.
SheetLabel labelOf(base::ChartOf d)
{
    switch (d) {
    case base::ChartOf::Nuclear: return SheetLabel::Nuclear;
    case base::ChartOf::Opposite: return SheetLabel::Opposite;
    case base::ChartOf::Reversed: return SheetLabel::Reversed;
    case base::ChartOf::Changed: return SheetLabel::Changed;
    case base::ChartOf::Primary: break;
    }
    return SheetLabel::Primary;
}

} // namespace

QVariant ChartModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
    switch (static_cast<Column>(section)) {
    case Spirit: return term(SheetLabel::Spirits);
    case Hidden: return term(SheetLabel::Hidden);
    case Reading: return term(labelOf(derived_));  // 互卦 … when a derived chart is shown, not 本卦
    case ChangedReading: return term(SheetLabel::Changed);
    default: return {};
    }
}

const ChartModel::Heading& ChartModel::heading() const
{
    // Painting asks for the heading several times a frame; the 農曆 and 神煞 are computed once per
    // chart, script and option.
    if (!heading_) heading_ = makeHeading();
    return *heading_;
}

ChartModel::Heading ChartModel::makeHeading() const
{
    Heading h;
    if (!computed_) return h;
    const Chart& c = computed_->chart;
    const ChartHeading words = chartHeading(c, script_);
    h.primary = words.primary;
    if (derived_ != base::ChartOf::Primary) {
        h.primary = term(labelOf(derived_)) + u"  "_s + h.primary;
    }
    h.changed = words.changed;
    if (document_.record().moment) h.moment = term(SheetLabel::Gregorian) + u' ' + document_.record().moment->civil + u"  "_s + document_.record().moment->zone;
    if (computed_->castMoment) {
        const auto zone = document_.record().moment ? zoneNamed(document_.record().moment->zone) : std::nullopt;
        const QTimeZone z = zone ? *zone : QTimeZone(int(computed_->castMoment->offset.count()));
        QStringList cal{lunarText(computed_->castMoment->utc, z, script_),
                        solarTermsText(computed_->castMoment->utc, z, script_)};
        cal.removeAll(QString());
        h.calendar = cal.join(u"   "_s);
    }
    h.method = methodText();
    // The pillars were read on true solar time: say so where the moment is.
    if (document_.record().moment && document_.record().pillarOptions.trueSolarLongitude)
        h.method += u"   "_s + term(SheetLabel::TrueSolarTime) + u' ' + QString::number(*document_.record().pillarOptions.trueSolarLongitude, 'f', 2) +
                    u"°"_s;
    h.pillars = words.pillars;
    if (pillarVoids_) h.voids = pillarVoidsText(c.pillars, script_);
    QStringList rulers{words.rulers};
    if (computed_->season) {
        // 八卦旺相 (易冒 卷4): the trigram in 旺 at this node, and the one still 餘旺 if any.
        const auto& season = *computed_->season;
        QString t = text(season.prosperous, script_) + text(calendar::TrigramState::Prosperous, script_);
        if (season.lingering) t += u' ' + text(*season.lingering, script_) + sheetWord(script_, QT_TRANSLATE_NOOP("ChartSheet", "(lingering)"));
        rulers << t;
    }
    h.rulers = rulers.join(u"   "_s);
    shensha::Selection common;
    const auto stars = shensha::chartSet(computed_->analysis.settings.stars);
    common.stars.assign(stars.begin(), stars.end());
    h.shensha = base::placementItems(shensha::place(c, common), script_);
    if (computed_->boundary) {
        const auto& b = *computed_->boundary;
        if (std::llabs(b.jieSeconds) < base::kBoundaryWarningSeconds)
            h.warning = sheetWord(script_, QT_TRANSLATE_NOOP("ChartSheet", "%1 s from %2: the month pillar changes there"))
                            .arg(b.jieSeconds).arg(text(b.nearestJie, script_));
        else if (std::llabs(b.daySeconds) < base::kBoundaryWarningSeconds)
            h.warning = sheetWord(script_, QT_TRANSLATE_NOOP("ChartSheet", "%1 s from the day boundary: the day pillar changes there")).arg(b.daySeconds);
        if (computed_->otherSide) h.otherSide = sheetWord(script_, QT_TRANSLATE_NOOP("ChartSheet", "Across it: %1")).arg(pillarsText(*computed_->otherSide, script_));
    }
    return h;
}

QString ChartModel::methodText() const
{
    return castMethodText(provenanceOf(document_.record()), script_);
}

const QStringList& ChartModel::chartFindings() const
{
    if (!chartFindings_) {
        chartFindings_ = computed_ ? chartFindingsText(computed_->analysis, script_).split(u'\n') : QStringList();
        chartFindings_->removeAll(QString());
    }
    return *chartFindings_;
}


QString ChartModel::roleMarks(Layer layer, LinePos position) const
{
    const ComputedChart* c = computedPrimary();
    if (!c) return {};
    return roleMarksText(c->reading, layer, position, script_);
}

QString ChartModel::roleExplanation(Layer layer, LinePos position) const
{
    const ComputedChart* c = computedPrimary();
    if (!c) return {};
    QStringList out;
    for (const najia::Role role : rolesAt(c->reading, layer, position)) {
        const auto entry = std::find_if(c->reading.roles.begin(), c->reading.roles.end(),
                                        [role](const RoleEntry& e) { return e.role == role; });
        QString line = text(role, script_);
        if (entry != c->reading.roles.end())
            line += u' ' + text(entry->relation, script_) + (script_ == Script::English ? u" "_s : QString()) +
                    text(entry->element, script_);
        out << line;
    }
    return out.join(u'\n');
}

QString ChartModel::bodyMark(LinePos position) const
{
    if (!computed_ || !position.in(computed_->chart.body.lines)) return {};
    return script_ == Script::English ? term(SheetLabel::Body) : term(SheetLabel::Body).right(1);
}

QString ChartModel::sheetText() const
{
    if (!computed_) return {};
    // What the sheet shows (issue 36, item 18): the question and whom it is about, the moment, the
    // lines with the reading's 用/原/忌/仇 marks (the cast's own chart only), the 神煞.
    QString out;
    if (!document_.record().question.isEmpty()) out += document_.record().question + u'\n';
    if (const ComputedChart* c = computedPrimary()) out += questionHeader(c->reading.question, script_) + u'\n';
    if (document_.record().moment) out += document_.record().moment->civil + u"  "_s + document_.record().moment->zone + u'\n';
    const ComputedChart* primary = computedPrimary();
    out += primary ? chartToTextWithRoles(primary->chart, script_, primary->analysis, primary->reading)
                   : chartToText(computed_->chart, script_, &computed_->analysis);
    if (const QStringList& stars = heading().shensha; !stars.isEmpty()) out += u'\n' + stars.join(u"   "_s) + u'\n';
    return out;
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
