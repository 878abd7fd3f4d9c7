#include "base/casebook/casebook_facts.h"

#include "engine/reading/reading_terms.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

static_assert(kFindingKindCount <= kMaskBits * kMaskWords && kRuleCount <= kMaskBits * kMaskWords,
              "more kinds or rules than the mask columns hold: add a schema step with more columns");

namespace {

constexpr const char* kColumns[kFactScopeCount] = {"kinds_any",   "kinds_primary", "kinds_changed", "kinds_hidden",
                                                   "kinds_chart", "kinds_useful",  "kinds_self",    "kinds_other"};
constexpr const char* kWords[kFactScopeCount] = {"any", "primary", "changed", "hidden", "chart", "useful", "self", "other"};

// The 六親 of the line a finding is about, on its layer; none for the chart or an empty layer.
std::optional<Relation> relationAt(const Chart& chart, Subject s)
{
    const std::optional<LinePos> p = s.line();
    if (!p) return std::nullopt;
    const ChartLine& line = chart.line(*p);
    switch (s.layer) {
    case Layer::Primary: return line.reading.relation;
    case Layer::Changed: return line.changed ? std::optional(line.changed->relation) : std::nullopt;
    case Layer::Hidden: return line.hidden ? std::optional(line.hidden->reading.relation) : std::nullopt;
    case Layer::Chart: break;
    }
    return std::nullopt;
}

// A stored enum value as its code; null for none (or negative), "?" for a number the enum has no value for (the
// casebook may have been edited by other programs).
template <class E> QJsonValue codeValue(std::optional<int> v)
{
    if (!v || *v < 0) return QJsonValue(QJsonValue::Null);  // none (a NULL column reads as -1)
    if ( static_cast<std::size_t>(*v) >= termsOf<E>().size()) return u"?"_s;
    const std::string_view code = codeOf(static_cast<E>(*v));
    return QString::fromUtf8(code.data(), static_cast<qsizetype>(code.size()));
}

bool hasBit(const FactMask& mask, int bit)
{
    return (mask[static_cast<std::size_t>(bit / kMaskBits)] >> (bit % kMaskBits)) & 1;
}

// {"added": [...], "removed": [...]} of the bits that differ, named by `nameOf`; empty if none do.
QJsonObject maskDifference(const FactMask& stored, const FactMask& today, int count, auto nameOf)
{
    QJsonArray added, removed;
    for (int b = 0; b < count; ++b) {
        if (hasBit(stored, b) == hasBit(today, b)) continue;
        (hasBit(today, b) ? added : removed).append(nameOf(b));
    }
    if (added.isEmpty() && removed.isEmpty()) return {};
    return {{u"added"_s, added}, {u"removed"_s, removed}};
}

void mark(CaseFacts& f, FactScope s, FindingKind k)
{
    setBit(f.kinds[static_cast<std::size_t>(s)], static_cast<int>(k));
}

} // namespace

void setBit(FactMask& mask, int bit)
{
    mask[static_cast<std::size_t>(bit / kMaskBits)] |= std::uint64_t{1} << (bit % kMaskBits);
}

MaskTest maskTest(const char* column, int bit)
{
    return {u"(c.%1_%2 & ?) != 0"_s.arg(QString::fromUtf8(column)).arg(bit / kMaskBits),
            static_cast<qint64>(std::uint64_t{1} << (bit % kMaskBits))};
}

const char* kindsColumn(FactScope s) { return kColumns[static_cast<std::size_t>(s)]; }
const char* scopeWord(FactScope s) { return kWords[static_cast<std::size_t>(s)]; }

std::optional<FactScope> parseScope(std::string_view word)
{
    for (int i = 0; i < kFactScopeCount; ++i)
        if (word == kWords[i]) return static_cast<FactScope>(i);
    return std::nullopt;
}

CaseFacts factsOf(const ChartRecord& record, const ComputedChart& computed)
{
    const Chart& chart = computed.chart;
    CaseFacts f;
    f.primary = chart.primary.hexagram.bits();
    if (chart.changed) f.changed = chart.changed->hexagram.bits();
    f.palace = static_cast<int>(chart.primary.place.palace);
    f.generation = static_cast<int>(chart.primary.place.generation);
    f.sixClash = chart.primary.sixClash;
    f.sixHarmony = chart.primary.sixHarmony;
    f.moving = static_cast<int>(std::count_if(chart.cast.begin(), chart.cast.end(), isMoving));
    if (const auto month = chart.pillars.monthBranch()) f.monthBranch = index(*month);
    if (chart.pillars.day) f.dayBranch = index(chart.pillars.day->branch());
    // The 用神 chosen by hand, else the one the reading took from the question (its table).
    const Interpretation& reading = computed.reading;
    std::optional<Relation> useful = record.useful;
    if (!useful && !reading.useful.empty()) useful = reading.useful.front().relation;
    if (useful) f.useful = static_cast<int>(*useful);
    for (const Finding& finding : computed.analysis.findings) {
        const Subject s = finding.subject;
        mark(f, FactScope::Any, finding.kind);
        mark(f, static_cast<FactScope>(static_cast<int>(FactScope::Primary) + static_cast<int>(s.layer)), finding.kind);
        if (useful && relationAt(chart, s) == useful) mark(f, FactScope::Useful, finding.kind);
        if (s.layer == Layer::Primary && s.line() == chart.primary.self) mark(f, FactScope::Self, finding.kind);
        if (s.layer == Layer::Primary && s.line() == chart.primary.other) mark(f, FactScope::Other, finding.kind);
        setBit(f.rules, static_cast<int>(finding.rule));
    }
    if (!reading.useful.empty()) {
        const UsefulPick& first = reading.useful.front();
        f.pick = static_cast<int>(first.rule);
        for (const StrengthReading& s : reading.strength)
            if (s.role == Role::Useful && s.line == first.line) {
                if (s.verdict.strength) f.strength = static_cast<int>(*s.verdict.strength);
                f.rescue = static_cast<int>(s.verdict.rescue);
                f.tendency = static_cast<int>(s.verdict.tendency);
                break;
            }
    } else {
        f.pick = static_cast<int>(PickRule::Absent);
    }
    return f;
}

QJsonObject factsDifference(const CaseFacts& stored, const CaseFacts& today)
{
    QJsonObject out;
    const auto pair = [](const QJsonValue& a, const QJsonValue& b) { return QJsonArray{a, b}; };
    if (stored.primary != today.primary || stored.changed != today.changed) {
        const auto hexes = [](const CaseFacts& f) {
            return QJsonArray{f.primary, f.changed ? QJsonValue(*f.changed) : QJsonValue(QJsonValue::Null)};
        };
        out[u"hexagrams"_s] = pair(hexes(stored), hexes(today));
    }
    if (stored.pick != today.pick) out[u"pick"_s] = pair(codeValue<PickRule>(stored.pick), codeValue<PickRule>(today.pick));
    if (stored.strength != today.strength)
        out[u"strength"_s] = pair(codeValue<Strength>(stored.strength), codeValue<Strength>(today.strength));
    if (stored.rescue != today.rescue) out[u"rescue"_s] = pair(codeValue<Rescue>(stored.rescue), codeValue<Rescue>(today.rescue));
    if (stored.tendency != today.tendency)
        out[u"tendency"_s] = pair(codeValue<Tendency>(stored.tendency), codeValue<Tendency>(today.tendency));
    const auto any = static_cast<std::size_t>(FactScope::Any);
    if (const QJsonObject d = maskDifference(stored.kinds[any], today.kinds[any], kFindingKindCount, [](int b) {
            return QString::fromUtf8(kindId(static_cast<FindingKind>(b)));
        });
        !d.isEmpty())
        out[u"findings"_s] = d;
    if (const QJsonObject d = maskDifference(stored.rules, today.rules, kRuleCount, [](int b) {
            return QString::fromUtf8(kRules[static_cast<std::size_t>(b)].code);
        });
        !d.isEmpty())
        out[u"rules"_s] = d;
    return out;
}

} // namespace najia::base
