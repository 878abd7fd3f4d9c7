#include "casebook_facts.h"

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
    if (s.position < 1 || s.position > 6) return std::nullopt;
    const ChartLine& line = chart.lines[static_cast<std::size_t>(s.position - 1)];
    switch (s.layer) {
    case Layer::Primary: return line.reading.relation;
    case Layer::Changed: return line.changed ? std::optional(line.changed->relation) : std::nullopt;
    case Layer::Hidden: return line.hidden ? std::optional(line.hidden->reading.relation) : std::nullopt;
    case Layer::Chart: break;
    }
    return std::nullopt;
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
    if (record.useful) f.useful = static_cast<int>(*record.useful);
    for (const Finding& finding : computed.analysis.findings) {
        const Subject s = finding.subject;
        mark(f, FactScope::Any, finding.kind);
        mark(f, static_cast<FactScope>(static_cast<int>(FactScope::Primary) + static_cast<int>(s.layer)), finding.kind);
        if (record.useful && relationAt(chart, s) == record.useful) mark(f, FactScope::Useful, finding.kind);
        if (s.layer == Layer::Primary && s.line() == chart.primary.self) mark(f, FactScope::Self, finding.kind);
        if (s.layer == Layer::Primary && s.line() == chart.primary.other) mark(f, FactScope::Other, finding.kind);
        setBit(f.rules, static_cast<int>(finding.rule));
    }
    const Interpretation& reading = computed.reading;
    if (!reading.useful.empty()) {
        const UsefulPick& useful = reading.useful.front();
        f.pick = static_cast<int>(useful.rule);
        for (const StrengthReading& s : reading.strength)
            if (s.role == Role::Useful && s.line == useful.line) {
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

} // namespace najia::base
